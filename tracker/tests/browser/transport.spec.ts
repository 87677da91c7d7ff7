import { allMessages, customEvents, eventually, expect, test } from './fixtures';
import type { IngestState } from './server';

const ready = async (page: import('@playwright/test').Page) =>
  expect(page.locator('html')).toHaveAttribute('data-tracker', 'active');
/** The page's first batch (its full snapshot, sent at once) has been stored: what a test injects concerns later ones. */
const snapshotStored = (ingest: IngestState) => eventually(() => expect(ingest.batches.length).toBeGreaterThan(0));
const batchCalls = (ingest: IngestState) => ingest.calls.filter((c) => c.path.startsWith('/ingest/v1/web/i?'));
type TrackerWindow = { tracker: { event(name: string): void; getSessionID(): string } };
const event = (page: import('@playwright/test').Page, name: string) =>
  page.evaluate((n) => (window as unknown as TrackerWindow).tracker.event(n), name);
/** The page is hidden for a moment (a tab switch): everything recorded is handed to the worker and sent now. */
const flushNow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });

test('batches over the compression threshold are gzipped, smaller ones are not', async ({ page, ingest }) => {
  await page.goto('/big');
  await ready(page);
  await event(page, 'small');
  await page.click('#to-plain');
  await eventually(() => expect(customEvents(ingest)).toContain('small'));
  const big = ingest.batches.find((b) => b.messages.some((m) => m.type === 'rrweb' && m.data.type === 2))!;
  expect(big.gzip).toBe(true);
  expect(big.bytes).toBeLessThan(24_000);
  expect(ingest.batches.filter((b) => !b.gzip).length).toBeGreaterThan(0);
  const plain = ingest.calls.filter((c) => c.path.startsWith('/ingest/v1/web/i?') && !c.headers['content-encoding']);
  expect(plain.length).toBeGreaterThan(0);
});

test('after 500s the retries deliver every batch exactly once, 250 ms x attempt apart', async ({ page, ingest }) => {
  await page.goto('/page/one');
  await ready(page);
  await snapshotStored(ingest);
  const before = batchCalls(ingest).length;
  ingest.batchFailures = [{ status: 500 }, { status: 500 }, { status: 500 }];
  for (let i = 0; i < 5; i++) await event(page, `e${i}`);
  await flushNow(page);
  await eventually(() => expect(customEvents(ingest)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4']));
  const calls = batchCalls(ingest).slice(before);
  expect(calls.map((c) => c.status)).toEqual([500, 500, 500, 200]);
  expect(new Set(calls.map((c) => c.path)).size).toBe(1);
  expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(240);
  expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(490);
  expect(calls[3]!.at - calls[2]!.at).toBeGreaterThanOrEqual(740);
  await page.click('#to-two');
  await ready(page);
  await event(page, 'on-two');
  await page.click('#to-plain');
  // Each event stored once. (The next page may send the leaving page's last batch again from IndexedDB when its response
  // came too late for the worker to remove it: the ingest stores a (session, page, batch) once.)
  await eventually(() => expect(customEvents(ingest)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'on-two']));
});

test('a batch still failing when its page is left is sent by the next page of the tab, once', async ({
  page,
  ingest,
}) => {
  await page.goto('/page/one');
  await ready(page);
  await snapshotStored(ingest);
  ingest.batchFailures = [{ status: 500 }, { status: 500 }, { status: 500 }];
  for (let i = 0; i < 5; i++) await event(page, `e${i}`);
  await page.click('#to-two');
  await ready(page);
  await event(page, 'on-two');
  await page.click('#to-plain');
  // Each event stored once. (The next page may send the leaving page's last batch again from IndexedDB when its response
  // came too late for the worker to remove it: the ingest stores a (session, page, batch) once.)
  await eventually(() => expect(customEvents(ingest)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'on-two']));
});

test('a 429 with Retry-After is retried no sooner than it says', async ({ page, ingest }) => {
  await page.goto('/page/one');
  await ready(page);
  await snapshotStored(ingest);
  const before = batchCalls(ingest).length;
  ingest.batchFailures = [{ status: 429, retryAfter: '2' }];
  await event(page, 'patient');
  await flushNow(page);
  await eventually(() => expect(customEvents(ingest)).toContain('patient'));
  const [refused, accepted] = batchCalls(ingest).slice(before);
  expect(refused!.status).toBe(429);
  expect(accepted!.at - refused!.at).toBeGreaterThanOrEqual(1_900);
});

test('a 401 on a batch starts a new session', async ({ page, ingest }) => {
  await page.goto('/page/one');
  await ready(page);
  await snapshotStored(ingest);
  const first = await page.evaluate(() =>
    (window as unknown as { tracker: { getSessionID(): string } }).tracker.getSessionID(),
  );
  ingest.batchFailures = [{ status: 401 }];
  await event(page, 'refused');
  await flushNow(page);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { tracker: { getSessionID(): string } }).tracker.getSessionID()),
    )
    .not.toBe(first);
  const second = await page.evaluate(() =>
    (window as unknown as { tracker: { getSessionID(): string } }).tracker.getSessionID(),
  );
  const starts = ingest.calls.filter((c) => c.path === '/ingest/v1/web/start');
  expect(starts).toHaveLength(2);
  expect(starts[1]!.body).not.toHaveProperty('token');
  await event(page, 'in-new-session');
  await page.click('#to-plain');
  await eventually(() =>
    expect(allMessages(ingest).some((m) => m.data.name === 'in-new-session' && m.sessionID === second)).toBe(true),
  );
  // The new session is recorded from a fresh full snapshot, on its page 0.
  const newSession = ingest.batches.filter((b) => b.sessionID === second);
  expect(newSession[0]!.header.pageNo).toBe(0);
  expect(newSession[0]!.messages.some((m) => m.type === 'rrweb' && m.data.type === 2)).toBe(true);
});

test.describe('privacy signals', () => {
  for (const [name, script] of [
    [
      'Global Privacy Control',
      () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    ],
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
  ] as const) {
    test(`with ${name} on, not a single request reaches the ingest`, async ({ page, ingest }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.addInitScript(script);
      ingest.trackerOptions = { conditional: false };
      await page.goto('/page/one');
      await expect(page.locator('html')).toHaveAttribute('data-tracker', 'not_active');
      await page.click('[data-testid="hi"]');
      await page.click('#to-two');
      await expect(page.locator('html')).toHaveAttribute('data-tracker', 'not_active');
      await page.waitForTimeout(1_000);
      expect(ingest.calls).toEqual([]);
      expect(requests.filter((p) => p.startsWith('/ingest') || p === '/tracker/worker.js')).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { startResult: { success: boolean } }).startResult.success),
      ).toBe(false);
    });
  }
});
