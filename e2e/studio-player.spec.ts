import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { encodeBatch, type Frame } from '@parley/tracker/protocol';
import { signedIn, STUDIO_TEAM } from './sign-in';
import { frame, rrwebElement, rrwebText, startRecordedSession } from './recorded-visits';
import { unique } from './usability-test-studio';

// The replay player built for triage (keyboard, slider, lanes, event list, console, notes, moment links) and the
// sessions worth watching (frustration signals, search by part, a visitor's sessions), through the real ingest.

const SHOTS = path.join(process.cwd(), 'test-results', 'studio-player-shots');

/** A recorded page: a heading, a link and a pay button (fixed node ids), as rrweb serialises it. */
function snapshot(heading: string, ts: number) {
  const body = rrwebElement(5, 'body', [
    rrwebElement(6, 'h1', [rrwebText(7, heading)]),
    rrwebElement(8, 'a', [rrwebText(9, 'A link inside the recording')], { href: '#x' }),
    rrwebElement(10, 'button', [rrwebText(11, 'Pay')], { id: 'pay' }),
  ]);
  const node = {
    type: 0,
    id: 1,
    childNodes: [
      { type: 1, name: 'html', publicId: '', systemId: '', id: 2 },
      rrwebElement(3, 'html', [rrwebElement(4, 'head', []), body]),
    ],
  };
  return { type: 2, data: { node, initialOffset: { left: 0, top: 0 } }, timestamp: ts };
}

/** A 40-second visit with a rage click on Pay, an error right after a click, console output and a failed request. */
async function recordTroubledVisit(request: APIRequestContext, heading: string, userID: string) {
  const { token, sessionID } = await startRecordedSession(request, { userID });
  const t0 = Date.now();
  const frames: Frame[] = [
    frame('rrweb', {
      type: 4,
      data: { href: 'http://localhost/checkout?lang=original', width: 1280, height: 720 },
      timestamp: t0,
    }),
    frame('rrweb', snapshot(heading, t0)),
    frame('page', {
      ts: t0,
      url: 'http://localhost/checkout?lang=original',
      referrer: '',
      title: heading,
      navigation: 'load',
    }),
    frame('user', { ts: t0, userID }),
    ...[1000, 1300, 1600].map((at) =>
      frame('click', { ts: t0 + at, nodeId: 10, selector: 'body > button#pay', label: 'Pay', x: 20, y: 60 }),
    ),
    frame('console', { ts: t0 + 1700, level: 'warn', message: 'payment provider slow: 2300 ms' }),
    frame('network', {
      ts: t0 + 1800,
      kind: 'fetch',
      method: 'POST',
      url: '/api/pay',
      status: 502,
      duration: 2300,
      requestSize: 40,
      responseSize: 0,
    }),
    frame('network', {
      ts: t0 + 1900,
      kind: 'xhr',
      method: 'GET',
      url: `/api/questions/search?q=${'long-words-'.repeat(40)}&lang=original`,
      status: 200,
      duration: 120,
      requestSize: 0,
      responseSize: 5120,
    }),
    frame('click', {
      ts: t0 + 6000,
      nodeId: 8,
      selector: 'a[href="#x"]',
      label: 'A link inside the recording',
      x: 20,
      y: 40,
    }),
    frame('error', {
      ts: t0 + 6200,
      name: 'TypeError',
      message: 'cart is undefined',
      stack: 'TypeError: cart is undefined\n    at pay (checkout.js:12:5)',
      source: 'error',
    }),
    frame('console', { ts: t0 + 6300, level: 'error', message: 'checkout failed' }),
    frame('rrweb', {
      type: 3,
      data: { source: 1, positions: [{ x: 30, y: 30, id: 8, timeOffset: 0 }] },
      timestamp: t0 + 40_000,
    }),
  ];
  const body = encodeBatch(
    { version: 1, pageNo: 0, batchNo: 0, firstIndex: 0, timestamp: t0, tabId: 'e2etab000002' },
    frames,
  );
  const stored = await request.post('/ingest/v1/web/i?batch=0_0', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    data: Buffer.from(body),
  });
  expect(stored.status()).toBe(200);
  return { sessionId: sessionID, t0 };
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

test('keyboard users reach Play before the recorded page; the slider seeks by keys, space plays, the address follows; the controls fit 1440×900', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const heading = `Keyboard ${unique()}`;
  const { sessionId, t0 } = await recordTroubledVisit(request, heading, `kb-${unique()}`);
  const page = await signedIn(browser, STUDIO_TEAM, { width: 1440, height: 900 });
  await page.goto(`/studio/sessions/${sessionId}?lang=original`);
  await expect(page.frameLocator('.replay-stage iframe').getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('.replay-progress')).toHaveCount(0);
  await expect(page.locator('.replay-stage iframe')).toHaveAttribute('tabindex', '-1');
  // Everything to play and move the recording is on the first screen.
  const play = page.locator('.replay-controls button.primary');
  await expect(play).toHaveText('Play');
  const slider = page.getByRole('slider', { name: 'Position in the recording' });
  for (const control of [play, slider]) {
    const box = (await control.boundingBox())!;
    expect(box.y + box.height, 'in view without scrolling').toBeLessThanOrEqual(900);
  }
  // From the stage, the next Tab stop is Play: nothing of the recorded page is in between.
  await page.locator('.replay-stage').evaluate((stage) => {
    stage.setAttribute('tabindex', '-1');
    (stage as HTMLElement).focus();
  });
  await page.keyboard.press('Tab');
  await expect(play).toBeFocused();
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '5000');
  await expect(page.locator('.replay-clock')).toHaveText(/^0:05 \//);
  await expect(page).toHaveURL(new RegExp(`[?&]t=${t0 + 5000}`));
  await page.keyboard.press('End');
  await expect(page.locator('.replay-clock')).toHaveText(/^0:40 \//);
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('Space');
  await expect(play).toHaveText('Pause');
  await page.keyboard.press('Space');
  await expect(play).toHaveText('Play');
  // A click on the track seeks there.
  const track = (await slider.boundingBox())!;
  await page.mouse.click(track.x + track.width / 2, track.y + track.height / 2);
  await expect(page.locator('.replay-clock')).toHaveText(/^0:(19|20|21) \//);
});

test('the event list, console and network panels, notes and the moment link; the session is marked and found by its frustration', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const heading = `Troubled ${unique()}`;
  const user = `Rage-${unique()}`;
  const { sessionId, t0 } = await recordTroubledVisit(request, heading, user);
  const page = await signedIn(browser, STUDIO_TEAM, { width: 1440, height: 900 });

  // The list: the session's signals, found by part of the username in another case and by its frustration.
  await page.goto(`/studio?lang=original&user=${user.slice(2).toUpperCase()}&frustration=rage`);
  const row = page.locator('table.studio-table tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-frustration=rage]')).toHaveText('Rage clicks 1');
  await expect(row.locator('[data-frustration=error_click]')).toHaveText('Error clicks 1');
  await expect(page.locator('.results-count')).toContainText('Times are in UTC.');
  await expect(row.locator('td[data-column=started]')).toContainText('UTC');
  await shot(page, 'sessions-en-1440');
  // A visitor's other sessions are one click away.
  await Promise.all([page.waitForURL(/visitor=/), row.locator('td[data-column=visitor] a').click()]);
  await expect(page.getByText('Showing the sessions of one visitor.')).toBeVisible();
  await expect(page.locator('table.studio-table tbody tr')).toHaveCount(1);
  // Saved under a name, the search is a link on the list.
  const name = `Visitor ${unique()}`;
  await page.getByLabel('Name of the search').fill(name);
  await Promise.all([page.waitForURL(/visitor=/), page.getByRole('button', { name: 'Save this search' }).click()]);
  await page.goto('/studio?lang=original');
  await Promise.all([page.waitForURL(/visitor=/), page.getByRole('link', { name, exact: true }).click()]);
  await expect(page.locator('table.studio-table tbody tr')).toHaveCount(1);

  await page.goto(`/studio/sessions/${sessionId}?lang=original`);
  await expect(page.frameLocator('.replay-stage iframe').getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('.replay-progress')).toHaveCount(0);
  const events = page.getByRole('region', { name: 'Events' });
  await expect(events.locator('li[data-kind=rage]')).toContainText('Rage click Pay');
  await expect(events.locator('li[data-kind=error_click]')).toHaveCount(1);
  await events.getByRole('searchbox', { name: 'Search events' }).fill('typeerror');
  await expect(events.getByRole('listitem')).toHaveCount(1);
  await events.getByRole('listitem').getByRole('button').click();
  await expect(page.locator('.replay-clock')).toHaveText(/^0:06 \//);
  await expect(events.getByRole('listitem')).toHaveAttribute('aria-current', 'true');
  await events.getByRole('searchbox', { name: 'Search events' }).fill('');
  const errors = page.getByRole('region', { name: 'Errors' });
  await errors.getByText('Stack trace').click();
  await expect(errors.locator('pre')).toContainText('at pay (checkout.js:12:5)');
  const console_ = page.getByRole('region', { name: 'Console' });
  await expect(console_.getByRole('listitem')).toHaveCount(2);
  await console_.getByLabel('Level').selectOption('error');
  await expect(console_.getByRole('listitem')).toHaveText(/checkout failed/);
  const network = page.getByRole('region', { name: 'Network' });
  // Readable at 1440 px with a long address: the table stays inside its panel, and each row's method, status,
  // duration and Details button are on screen.
  const panel = (await network.boundingBox())!;
  const table = (await network.locator('table').boundingBox())!;
  expect(table.x + table.width).toBeLessThanOrEqual(panel.x + panel.width + 1);
  expect(panel.x + panel.width).toBeLessThanOrEqual(1440);
  for (const cell of await network.locator('tbody tr').last().locator('td').all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width + 1);
  }
  await expect(network.locator('tbody tr')).toHaveCount(2);
  await network.getByRole('button', { name: 'Details' }).first().click();
  await expect(network.locator('.replay-request')).toContainText('502');

  // A note on this moment, listed for the team with a link back to the moment.
  const note = `Pay does nothing ${unique()}`;
  await page
    .getByRole('region', { name: 'Notes' })
    .getByLabel(/^Note at 0:06/)
    .fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('region', { name: 'Notes' })).toContainText(note);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link at this moment' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).searchParams.get('t')).toBe(String(t0 + 6201));
  await shot(page, 'replay-en-1440');
  // The click map of the address: the rage clicks drawn over the Pay button of the page's snapshot.
  await page.goto(
    `/studio/clickmap?lang=original&url=${encodeURIComponent('http://localhost/checkout?lang=original')}`,
  );
  await expect(page.locator('.clickmap-dot[data-selector="body > button#pay"]')).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('table', { name: /Clicked elements/ }).getByRole('row', { name: /body > button#pay Pay/ }),
  ).toBeVisible();
  await shot(page, 'clickmap-en-1440');
  await page.goto('/studio/notes?lang=original');
  // The row's link to its moment (beside it, the row's 'Create issue' link to the integrations page).
  const link = page.getByRole('row', { name: new RegExp(note) }).locator('a[data-note]');
  await Promise.all([page.waitForURL(/\/studio\/sessions\/.+[?&]t=\d+/), link.click()]);
  await expect(page.locator('.replay-clock')).toHaveText(/^0:06 \//, { timeout: 15_000 });
});

test('screenshots of the replay and the sessions list at 1440 and 390 px, in English and Persian; the Persian header names the screen size', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const heading = `Shown ${unique()}`;
  const { sessionId } = await recordTroubledVisit(request, heading, `shot-${unique()}`);
  for (const width of [1440, 390]) {
    const page = await signedIn(browser, STUDIO_TEAM, { width, height: width === 1440 ? 900 : 844 });
    for (const lang of ['original', 'fa']) {
      await page.goto(`/studio/sessions/${sessionId}?lang=${lang}`);
      await expect(page.frameLocator('.replay-stage iframe').getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('.replay-progress')).toHaveCount(0);
      if (lang === 'fa') {
        await expect(page.locator('.lead')).toContainText('۱۲۸۰×۷۲۰');
        await expect(page.locator('.lead')).not.toContainText('NaN');
      }
      await shot(page, `replay-${lang}-${width}`);
      if (width === 390) {
        // The seventeen sections stay one row on a phone (scrolled sideways), the current one brought into view.
        await page.goto(`/studio/experiments?lang=${lang}`);
        const nav = page.getByRole('navigation', { name: lang === 'fa' ? 'بخش‌های استودیو' : 'Studio sections' });
        expect((await nav.boundingBox())!.height).toBeLessThan(60);
        await expect(nav.locator('a[aria-current]')).toBeInViewport();
      }
      await page.goto(`/studio?lang=${lang}`);
      await shot(page, `sessions-${lang}-${width}`);
    }
    await page.context().close();
  }
});
