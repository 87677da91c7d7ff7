import { allMessages, eventually, expect, test } from './fixtures';

const ready = async (page: import('@playwright/test').Page, activity = 'active') => expect(page.locator('html')).toHaveAttribute('data-tracker', activity);

test('a watched tag triggers once, when its element becomes visible in the viewport', async ({ page, ingest }) => {
  ingest.tags = [
    { id: 5, selector: '.promo' },
    { id: 6, selector: '.never-there' },
  ];
  await page.goto('/tag');
  await ready(page);
  await page.waitForTimeout(1_200);
  await page.locator('.promo').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1_200);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(600);
  await page.locator('.promo').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1_200);
  await page.click('#to-plain');
  await eventually(() => expect(ingest.batches.length).toBeGreaterThan(0));
  await page.waitForTimeout(500);
  const tags = allMessages(ingest).filter((m) => m.type === 'tag');
  expect(tags.map((m) => m.data.tagId)).toEqual([5]);
  // Not before it was scrolled to: the first scroll event precedes it.
  const order = allMessages(ingest).map((m) =>
    m.type === 'tag' ? 'tag' : m.type === 'rrweb' && (m.data.data as { source?: number })?.source === 3 ? 'scroll' : '',
  );
  expect(order.indexOf('scroll')).toBeLessThan(order.indexOf('tag'));
});

test('a start condition starts the session and sends the cold-start history first', async ({ page, ingest }) => {
  ingest.trackerOptions = { conditional: true };
  ingest.conditions = [{ name: 'clicked-buy', capture_rate: 100, filters: [{ type: 'click', operator: 'contains', value: ['Buy'] }] }];
  await page.goto('/shop');
  await ready(page, 'cold_start');
  await page.evaluate(() => (window as unknown as { tracker: { event(n: string): void } }).tracker.event('browsing'));
  await page.click('#look');
  await page.waitForTimeout(500);
  expect(ingest.calls.map((c) => c.path)).toEqual(['/ingest/v1/web/start', '/ingest/v1/web/conditions/7', '/ingest/v1/web/tags']);
  expect(ingest.calls[0]!.body).toMatchObject({ doNotRecord: true });

  await page.click('#buy');
  await expect.poll(() => page.evaluate(() => (window as unknown as { tracker: { activity: string } }).tracker.activity)).toBe('active');
  const start = ingest.calls.filter((c) => c.path === '/ingest/v1/web/start')[1]!;
  expect(start.body).toMatchObject({ condition: 'clicked-buy', bufferDiff: expect.any(Number) });
  expect((start.body as { bufferDiff: number }).bufferDiff).toBeGreaterThan(400);
  await page.evaluate(() => (window as unknown as { tracker: { event(n: string): void } }).tracker.event('after-start'));
  await page.click('#to-plain');
  await eventually(() => expect(allMessages(ingest).some((m) => m.data.name === 'after-start')).toBe(true));

  const messages = allMessages(ingest);
  expect(messages[0]!.type).toBe('page');
  expect(messages[0]!.pageNo).toBe(0);
  expect(messages.some((m) => m.type === 'rrweb' && m.data.type === 2)).toBe(true);
  const story = messages.map((m) => (m.type === 'custom' ? String(m.data.name) : m.type === 'click' ? `click ${m.data.label}` : null)).filter(Boolean);
  expect(story).toEqual(['browsing', 'click Look around', 'click Buy now', 'after-start', 'click Away']);
});

test('with start conditions and no match, nothing is stored', async ({ page, ingest }) => {
  ingest.trackerOptions = { conditional: true };
  ingest.conditions = [{ name: 'clicked-buy', capture_rate: 100, filters: [{ type: 'click', operator: 'contains', value: ['Buy'] }] }];
  await page.goto('/shop');
  await ready(page, 'cold_start');
  await page.click('#look');
  await page.click('#to-plain');
  await page.waitForTimeout(1_000);
  expect(ingest.batches).toEqual([]);
  expect(ingest.calls.filter((c) => c.path.startsWith('/ingest/v1/web/i'))).toEqual([]);
});

test('feature flags load after start and persisted ones are sent back on the next page', async ({ page, ingest }) => {
  ingest.startResponse = { ...ingest.startResponse, features: { 'feature-flags': true } };
  ingest.flags = [{ key: 'new-editor', value: 'variant-b', is_persist: true, payload: { color: 'teal' } }];
  ingest.trackerOptions = { userID: 'mina', metadata: { plan: 'pro' } };
  await page.goto('/page/one');
  await ready(page);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { tracker: { isFlagEnabled(k: string): boolean } }).tracker.isFlagEnabled('new-editor')))
    .toBe(true);
  expect(await page.evaluate(() => (window as unknown as { tracker: { getFeatureFlag(k: string): unknown } }).tracker.getFeatureFlag('new-editor'))).toEqual(
    ingest.flags[0],
  );
  await page.click('#to-two');
  await ready(page);
  await expect.poll(() => ingest.calls.filter((c) => c.path === '/ingest/v1/web/feature-flags').length).toBe(2);
  const [first, second] = ingest.calls.filter((c) => c.path === '/ingest/v1/web/feature-flags');
  expect(first!.body).toMatchObject({ projectID: '7', userID: 'mina', metadata: { plan: 'pro' }, persistFlags: {} });
  expect(second!.body).toMatchObject({ persistFlags: { 'new-editor': { key: 'new-editor', value: 'variant-b' } } });
});
