import { allMessages, eventually, expect, test } from './fixtures';

/**
 * A duplicated tab copies the tab's sessionStorage: the session's token and the page number it counted. Both tabs
 * continue the one session; the ingest hands out page numbers (tracker/PROTOCOL.md "Session"), so they never record
 * under the same (session, page, batch) and nothing of either tab is dropped as a repeat.
 */
const ready = async (page: import('@playwright/test').Page) =>
  expect(page.locator('html')).toHaveAttribute('data-tracker', 'active');

test('a duplicated tab and the tab it was copied from record every page under page numbers of their own', async ({
  context,
  page,
  ingest,
}) => {
  await page.goto('/page/one');
  await ready(page);
  const storage = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  // The copy: a new tab of the same browser that starts with the original's sessionStorage, as "Duplicate tab" does.
  const copy = await context.newPage();
  await copy.addInitScript((copied) => {
    if (!sessionStorage.getItem('copied'))
      for (const [key, value] of Object.entries(JSON.parse(copied) as Record<string, string>))
        sessionStorage.setItem(key, value);
    sessionStorage.setItem('copied', '1');
  }, storage);
  await copy.goto('/page/two');
  await ready(copy);
  await page.click('#to-three');
  await ready(page);
  for (const tab of [copy, page]) await tab.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await copy.click('#to-plain');
  await page.click('#to-plain');

  await eventually(() => {
    const pages = allMessages(ingest).filter((m) => m.type === 'page');
    expect(pages.map((m) => new URL(String(m.data.url)).pathname).sort()).toEqual([
      '/page/one',
      '/page/three',
      '/page/two',
    ]);
    expect(new Set(pages.map((m) => m.sessionID)).size).toBe(1);
    expect(new Set(pages.map((m) => m.pageNo)).size).toBe(3);
  });
  const starts = ingest.calls.filter((c) => c.path === '/ingest/v1/web/start');
  expect(starts).toHaveLength(3);
});

test('several visitors leave their first page before its start is answered: each visit goes on in the session that start made, none is left without pages', async ({
  browser,
  baseURL,
  ingest,
}) => {
  test.setTimeout(90_000);
  // A busy ingest: the starts make their sessions, and their answers wait.
  ingest.startsHeld = true;
  const visitors = await Promise.all(Array.from({ length: 4 }, () => browser.newContext({ baseURL })));
  const pages = await Promise.all(
    visitors.map(async (context) => {
      const page = await context.newPage();
      const started = page.waitForRequest((request) => request.url().endsWith('/ingest/v1/web/start'));
      await page.goto('/page/one');
      // The start is on its way, and the visitor follows a link before the answer comes.
      await started;
      await page.click('#to-two');
      await page.waitForURL(/\/page\/two$/);
      return page;
    }),
  );
  ingest.startsHeld = false;
  for (const page of pages) {
    await ready(page);
    await page.click('#to-plain');
  }
  await eventually(() => {
    const pages = allMessages(ingest).filter((m) => m.type === 'page');
    expect(pages.map((m) => new URL(String(m.data.url)).pathname)).toEqual(Array(4).fill('/page/two'));
    // Each page two is in the session its page one's start made, as that session's second page.
    expect(new Set(pages.map((m) => m.sessionID))).toEqual(new Set(ingest.sessionsMade));
    expect(pages.map((m) => m.pageNo)).toEqual([1, 1, 1, 1]);
  });
  expect(ingest.sessionsMade).toHaveLength(4);
  await Promise.all(visitors.map((context) => context.close()));
});
