import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Response } from '@playwright/test';
import { MESSAGE_TYPES } from '@parley/tracker/protocol';
import { library } from './fixtures';
import { test } from './project-lock';
import { startReaderPage } from './reader-page';
import { signedIn, STUDIO_TEAM } from './sign-in';
import { storedMessages } from './stored-recordings';

// A visit in two tabs and its web vitals, recorded by the real tracker in a real browser and read in the studio: the
// replay of the first tab lists both tabs and their events and links the other (docs/decisions/0123), and the pages'
// TTFB and LCP reach the trends page's table (docs/decisions/0122). Screenshots of both at 1440 px, English and
// Persian, for a look at their layout.

const SHOTS = path.join(process.cwd(), 'test-results', 'studio-visits-shots');

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The recorded start of a tab's tracker (the site also asks for its flags with a start that records nothing). */
const recordedStart = (response: Response) =>
  new URL(response.url()).pathname === '/ingest/v1/web/start' &&
  response.status() === 200 &&
  (response.request().postDataJSON() as { doNotRecord?: boolean }).doNotRecord !== true;

/**
 * The tab's session, once it records: the tracker records from the moment it has read the start answer, which is when
 * it asks for the project's tags; its vitals chunk comes after (once the page has loaded), and web-vitals takes the
 * first input after that as the moment LCP is final.
 */
async function recording(page: Page, started: Promise<Response>, tags: Promise<unknown>): Promise<string> {
  const [response] = await Promise.all([started, tags]);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes('/tracker/chunks/vitals-')),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
  return String(((await response.json()) as { sessionID: string }).sessionID);
}

const tagsAsked = (page: Page) =>
  page.waitForRequest((request) => new URL(request.url()).pathname === '/ingest/v1/web/tags');

/** The vitals the ingest stored for the session's first page load, by name. */
const firstPageVitals = (sessionId: string) =>
  storedMessages(sessionId)
    .messages.filter((m) => m.type === MESSAGE_TYPES.vital && m.page === 0)
    .map((m) => String(m.data.name))
    .sort();

/** Loads the page again until `check` passes: the ingest indexes what it acknowledged a moment later. */
async function reloadUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 60_000 });
}

test('a visit in two tabs of one browser, recorded by the tracker: its replay lists both tabs and their events and opens the other; the pages’ web vitals reach the trends', async ({
  browser,
  projectSettings: _held,
}) => {
  test.setTimeout(180_000);
  const [first, second] = library.articles.slice(-2).map((article) => `/articles/${article.slug}`) as [string, string];

  // The first tab: a fresh visitor agrees to recording on an article and clicks its heading.
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const tab1 = await visitor.newPage();
  await tab1.goto(`${first}?lang=original`);
  await startReaderPage(tab1);
  const started1 = tab1.waitForResponse(recordedStart);
  const tags1 = tagsAsked(tab1);
  await tab1
    .getByRole('region', { name: 'Help us improve Parley' })
    .getByRole('button', { name: 'Allow recording' })
    .click();
  const session1 = await recording(tab1, started1, tags1);
  await tab1.locator('main h1').first().click();

  // The second tab of the same browser: another article, a session of its own, and a click there.
  const tab2 = await visitor.newPage();
  const started2 = tab2.waitForResponse(recordedStart);
  const tags2 = tagsAsked(tab2);
  await tab2.goto(`${second}?lang=original`);
  // The tracker starts at the visitor's first interaction: a scroll, so that the click is recorded.
  await tab2.mouse.move(5, 5);
  await tab2.mouse.wheel(0, 200);
  const session2 = await recording(tab2, started2, tags2);
  expect(session2).not.toBe(session1);
  await tab2.locator('main h1').first().click();

  // Both pages are left (the second tab goes on to the blog, the first is closed): their vitals are flushed.
  await tab2.getByRole('link', { name: 'Blog' }).first().click();
  await tab2.waitForURL(/\/blog\?lang=original/);
  await tab1.close({ runBeforeUnload: true });
  for (const session of [session1, session2]) {
    await expect
      .poll(() => firstPageVitals(session), { timeout: 30_000, message: `vitals of ${session}` })
      .toEqual(expect.arrayContaining(['LCP', 'TTFB']));
  }
  await visitor.close();

  // The team opens the first tab's replay: the visit's two tabs, the first one this tab, and both tabs' events.
  const team = await signedIn(browser, STUDIO_TEAM, { width: 1440, height: 900 });
  await team.goto(`/studio/sessions/${session1}?lang=original`);
  const tabs = team.getByRole('navigation', { name: 'This visit: 2 tabs' });
  const events = team.getByRole('region', { name: 'Pages and clicks of every tab of this visit' }).locator('li');
  const rowsOf = (tab: string) => events.filter({ has: team.locator('.visit-tab', { hasText: tab }) });
  await reloadUntil(team, async () => {
    await expect(tabs).toBeVisible({ timeout: 2_000 });
    await expect(rowsOf('Tab 1').filter({ hasText: 'Click' })).not.toHaveCount(0, { timeout: 2_000 });
    await expect(rowsOf('Tab 2').filter({ hasText: 'Click' })).not.toHaveCount(0, { timeout: 2_000 });
  });
  await expect(tabs.getByRole('heading', { level: 2 })).toHaveText('This visit: 2 tabs');
  const items = tabs.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toHaveAttribute('data-visit-tab', session1);
  await expect(items.nth(0)).toContainText('Tab 1 (this tab)');
  await expect(items.nth(0)).toContainText(first);
  await expect(items.nth(1)).toHaveAttribute('data-visit-tab', session2);
  await expect(items.nth(1)).toContainText(second);
  await expect(tabs.getByRole('link', { name: 'Tab 1', exact: true })).toHaveAttribute('aria-current', 'page');
  // The combined list: each tab's page, and the second tab's click on its way to the blog too.
  await expect(rowsOf('Tab 1').filter({ hasText: 'Page' }).filter({ hasText: first })).not.toHaveCount(0);
  await expect(rowsOf('Tab 2').filter({ hasText: 'Page' }).filter({ hasText: second })).not.toHaveCount(0);
  await expect(rowsOf('Tab 2').filter({ hasText: 'Click Blog' })).toHaveCount(1);
  await expect(team.locator('.replay-stage iframe')).toBeVisible({ timeout: 30_000 });
  await shot(team, 'replay-visit-original-1440');
  await team.goto(`/studio/sessions/${session1}?lang=fa`);
  await expect(team.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(team.getByRole('navigation', { name: 'این بازدید: ۲ زبانه' })).toBeVisible();
  await expect(team.locator('.replay-stage iframe')).toBeVisible({ timeout: 30_000 });
  await shot(team, 'replay-visit-fa-1440');

  // The other tab's link opens the second tab's replay, which lists the same visit with itself as this tab.
  await team.goto(`/studio/sessions/${session1}?lang=original`);
  await Promise.all([
    team.waitForURL(new RegExp(`/studio/sessions/${session2}\\?`)),
    tabs.getByRole('link', { name: 'Tab 2', exact: true }).click(),
  ]);
  await expect(tabs.getByRole('link', { name: 'Tab 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('listitem').nth(1)).toContainText('Tab 2 (this tab)');

  // The trends page's web vitals: a row for each article, with its TTFB and LCP measured.
  await team.goto('/studio/trends?lang=original');
  const vitals = team.getByRole('region', { name: 'Web vitals per page' });
  const rowOf = (page: string) =>
    vitals
      .locator('tbody tr')
      .filter({ has: team.locator('td[data-column=path]', { hasText: new RegExp(`^${page}$`) }) });
  await reloadUntil(team, async () => {
    for (const page of [first, second]) {
      for (const name of ['TTFB', 'LCP']) {
        await expect(rowOf(page).locator(`td[data-column=${name}] [data-rating]`)).toHaveText(
          /^[\d,.]+ · (Good|Needs improvement|Poor) \(\d+ loads?\)$/,
          { timeout: 2_000 },
        );
      }
    }
  });
  await shot(team, 'trends-vitals-original-1440');
  await team.goto('/studio/trends?lang=fa');
  await expect(team.getByRole('region', { name: 'شاخص‌های حیاتی وب هر صفحه' }).locator('tbody tr')).not.toHaveCount(0);
  await shot(team, 'trends-vitals-fa-1440');
  await team.context().close();
});
