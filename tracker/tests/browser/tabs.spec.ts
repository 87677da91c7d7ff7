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
