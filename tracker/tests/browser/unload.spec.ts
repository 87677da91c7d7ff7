import { COMPRESSION_THRESHOLD, FINAL_BATCH_FIRST } from '../../src/constants';
import { allMessages, customEvents, eventually, expect, test } from './fixtures';

/**
 * Nothing lost on full page loads (tracker/README.md "Nothing lost when a page is left"). Every navigation-bar link of
 * the site is a full page load, and the browser ends the tracker's worker with the page it belongs to.
 */
const ready = async (page: import('@playwright/test').Page) =>
  expect(page.locator('html')).toHaveAttribute('data-tracker', 'active');

test('the last event before a link is followed reaches the ingest, every time', async ({ page, ingest }) => {
  for (let round = 0; round < 6; round++) {
    await page.goto('/leave');
    await ready(page);
    await page.locator('#leave').evaluate((button, n) => (button.dataset.n = String(n)), round);
    await page.click('#leave');
    await ready(page);
  }
  await page.click('#to-plain');
  await eventually(() => {
    const last = allMessages(ingest)
      .filter((m) => m.data.name === 'last-words')
      .map((m) => (m.data.payload as { n: number }).n);
    expect(last).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

test('a last batch too big for keepalive (over 64 KiB after gzip) still arrives', async ({ page, ingest }) => {
  await page.goto('/leave');
  await ready(page);
  await page.click('#leave-big');
  await ready(page);
  await page.click('#to-plain');
  await eventually(() => expect(customEvents(ingest)).toContain('big-last-words'));
  const batch = ingest.batches.find((b) => b.messages.some((m) => m.data.name === 'big-last-words'))!;
  expect(batch.gzip).toBe(true);
  expect(batch.bytes).toBeGreaterThan(65_536);
  expect(batch.header.pageNo).toBe(0);
  // Which way it came (Chromium 156 here: the next page, from IndexedDB; the dying worker's plain fetch is cut off).
  const nextStart = ingest.calls.filter((c) => c.path === '/ingest/v1/web/start')[1]!;
  const delivery = ingest.calls.find(
    (c) => c.status === 200 && c.path === `/ingest/v1/web/i?batch=0_${batch.header.batchNo}`,
  )!;
  test.info().annotations.push({
    type: 'delivered',
    description: delivery.at < nextStart.at ? 'by the page being left' : 'by the next page, from IndexedDB',
  });
});

test('a page left before its worker script even arrived (a slow server) still has its snapshot in the recording, sent by the page itself', async ({
  page,
  ingest,
}) => {
  // The worker script arrives 4 s late: the page is left first, and the browser ends the worker with it.
  await page.route('**/tracker/worker.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/big?paragraphs=120');
  await ready(page);
  const session = await page.evaluate(() =>
    (window as unknown as { tracker: { getSessionID(): string } }).tracker.getSessionID(),
  );
  await page.click('#to-plain');
  await page.waitForURL(/\/plain$/);
  await eventually(() => {
    const snapshot = ingest.batches.find(
      (b) => b.sessionID === session && b.messages.some((m) => m.type === 'rrweb' && m.data.type === 2),
    );
    expect(snapshot).toBeDefined();
    // Sent by the page (its own last batch), uncompressed though over the threshold the worker gzips at.
    expect(snapshot!.header.batchNo).toBeGreaterThanOrEqual(FINAL_BATCH_FIRST);
    expect(snapshot!.gzip).toBe(false);
    expect(snapshot!.bytes).toBeGreaterThan(COMPRESSION_THRESHOLD);
  });
});

test('batches a page could not deliver wait in IndexedDB and the next page of the tab sends them', async ({
  page,
  ingest,
}) => {
  await page.goto('/page/one');
  await ready(page);
  await eventually(() => expect(ingest.batches.length).toBeGreaterThan(0));
  ingest.batchesDown = true;
  await page.evaluate(() => (window as unknown as { tracker: { event(n: string): void } }).tracker.event('while-down'));
  // Leave for a page without the tracker: the worker goes with page one, its batches unsent.
  await page.click('#to-plain');
  await expect.poll(() => ingest.calls.filter((c) => c.status === 503).length).toBeGreaterThan(0);
  await page.waitForTimeout(1_000);
  const waiting = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('parley-tracker');
        open.onsuccess = () => {
          const all = open.result.transaction('batches').objectStore('batches').getAll();
          all.onsuccess = () => resolve(all.result.length);
        };
      }),
  );
  expect(waiting).toBeGreaterThan(0);
  expect(customEvents(ingest)).toEqual([]);

  ingest.batchesDown = false;
  await page.click('#to-two');
  await ready(page);
  await eventually(() => expect(customEvents(ingest)).toEqual(['while-down']));
  const delivered = ingest.batches.find((b) => b.messages.some((m) => m.data.name === 'while-down'))!;
  expect(delivered.header.pageNo).toBe(0);
  const secondStart = ingest.calls.filter((c) => c.path === '/ingest/v1/web/start')[1]!;
  const delivery = ingest.calls.find(
    (c) => c.status === 200 && c.path === `/ingest/v1/web/i?batch=0_${delivered.header.batchNo}`,
  )!;
  expect(delivery.at).toBeGreaterThanOrEqual(secondStart.at);
  await page.click('#to-plain');
  await eventually(() => expect(ingest.batches.some((b) => b.header.pageNo === 1)).toBe(true));
  expect(customEvents(ingest)).toEqual(['while-down']);
});

test('a tab closed 2–3 s after its page loaded: the ingest has the page, its last event and that it was left', async ({
  context,
  ingest,
}) => {
  const rounds = [
    { runBeforeUnload: false },
    { runBeforeUnload: true },
    { runBeforeUnload: false },
    { runBeforeUnload: true },
  ];
  const sessions: string[] = [];
  for (const [round, how] of rounds.entries()) {
    const tab = await context.newPage();
    const loaded = Date.now();
    await tab.goto('/page/one');
    await ready(tab);
    sessions.push(
      await tab.evaluate(() => (window as unknown as { tracker: { getSessionID(): string } }).tracker.getSessionID()),
    );
    await tab.waitForTimeout(Math.max(0, 2_000 + 250 * round - (Date.now() - loaded)));
    await tab.evaluate(
      (n) =>
        (window as unknown as { tracker: { event(name: string, payload: unknown): void } }).tracker.event('closing', {
          n,
        }),
      round,
    );
    await tab.close(how);
  }
  await eventually(() => {
    for (const [round, session] of sessions.entries()) {
      const messages = allMessages(ingest).filter((m) => m.sessionID === session);
      expect(messages.some((m) => m.type === 'page' && String(m.data.url).endsWith('/page/one'))).toBe(true);
      expect(messages.some((m) => m.type === 'rrweb' && m.data.type === 2)).toBe(true);
      expect(messages.filter((m) => m.type === 'custom').map((m) => m.data.payload)).toEqual([{ n: round }]);
      expect(messages.filter((m) => m.type === 'visibility').map((m) => m.data.hidden)).toEqual([true]);
    }
  });
});

test('what a closed tab could not deliver is sent by a later page of another tab, once it is old enough', async ({
  context,
  ingest,
}) => {
  const closing = await context.newPage();
  await closing.goto('/page/one');
  await ready(closing);
  const session = await closing.evaluate(() =>
    (window as unknown as { tracker: { getSessionID(): string } }).tracker.getSessionID(),
  );
  await eventually(() => expect(ingest.batches.length).toBeGreaterThan(0));
  ingest.batchesDown = true;
  await closing.evaluate(() =>
    (window as unknown as { tracker: { event(n: string): void } }).tracker.event('while-down'),
  );
  // The tab is hidden first (the tracker flushes, as it does when a visitor switches tabs), so its worker stores the
  // batch in the outbox and sends it while the tab is still there, and only then is it closed. (Closed at once
  // instead, the browser may end the worker before that store commits: tracker/README.md "Nothing lost" says so.)
  await closing.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const refusedWorkerBatch = () =>
    ingest.calls.filter((c) => c.status === 503 && /batch=0_\d{1,8}$/.test(c.path)).length;
  await expect.poll(refusedWorkerBatch).toBeGreaterThan(0);
  await closing.close();

  // Another tab (its own sessionStorage, its own session) opens the site. The closed tab's batches wait in IndexedDB;
  // they are another tab's, so they are taken once OUTBOX_FOREIGN_AFTER_MS old: here aged by hand.
  const later = await context.newPage();
  await later.goto('/plain');
  // The 503 seen above may be the closed page's own keepalive batch (which keeps no copy); the worker's batch reaches
  // IndexedDB when its write commits, which can come a moment later: look until it is there.
  const ageWaiting = () =>
    later.evaluate(
      (age) =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('parley-tracker');
          open.onsuccess = () => {
            const store = open.result.transaction('batches', 'readwrite').objectStore('batches');
            const all = store.getAll();
            all.onsuccess = () => {
              // Aged to `age` before now, however often this runs.
              for (const entry of all.result as { savedAt: number }[])
                store.put({ ...entry, savedAt: Math.min(entry.savedAt, Date.now() - age) });
              resolve(all.result.length);
            };
          };
        }),
      61_000,
    );
  await expect.poll(ageWaiting, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(customEvents(ingest)).not.toContain('while-down');
  // The ingest comes back only now: a keepalive request of the closed page still under way (it outlives its page)
  // met the outage too, so what arrives from here on can only be the later page's re-sending.
  ingest.batchesDown = false;
  await later.click('#to-two');
  await ready(later);
  const laterSession = await later.evaluate(() =>
    (window as unknown as { tracker: { getSessionID(): string } }).tracker.getSessionID(),
  );
  expect(laterSession).not.toBe(session);
  await eventually(() => {
    const delivered = allMessages(ingest).find((m) => m.type === 'custom' && m.data.name === 'while-down');
    expect(delivered?.sessionID).toBe(session);
  });
});
