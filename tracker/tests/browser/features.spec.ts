import { allMessages, eventually, expect, test } from './fixtures';

const ready = async (page: import('@playwright/test').Page, activity = 'active') =>
  expect(page.locator('html')).toHaveAttribute('data-tracker', activity);

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
  ingest.conditions = [
    { name: 'clicked-buy', capture_rate: 100, filters: [{ type: 'click', operator: 'contains', value: ['Buy'] }] },
  ];
  await page.goto('/shop');
  await ready(page, 'cold_start');
  await page.evaluate(() => (window as unknown as { tracker: { event(n: string): void } }).tracker.event('browsing'));
  await page.click('#look');
  await page.waitForTimeout(500);
  expect(ingest.calls.map((c) => c.path)).toEqual([
    '/ingest/v1/web/start',
    '/ingest/v1/web/conditions/7',
    '/ingest/v1/web/tags',
  ]);
  expect(ingest.calls[0]!.body).toMatchObject({ doNotRecord: true });

  await page.click('#buy');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { tracker: { activity: string } }).tracker.activity))
    .toBe('active');
  const start = ingest.calls.filter((c) => c.path === '/ingest/v1/web/start')[1]!;
  expect(start.body).toMatchObject({ condition: 'clicked-buy', bufferDiff: expect.any(Number) });
  expect((start.body as { bufferDiff: number }).bufferDiff).toBeGreaterThan(400);
  await page.evaluate(() =>
    (window as unknown as { tracker: { event(n: string): void } }).tracker.event('after-start'),
  );
  await page.click('#to-plain');
  await eventually(() => expect(allMessages(ingest).some((m) => m.data.name === 'after-start')).toBe(true));

  const messages = allMessages(ingest);
  expect(messages[0]!.type).toBe('page');
  expect(messages[0]!.pageNo).toBe(0);
  expect(messages.some((m) => m.type === 'rrweb' && m.data.type === 2)).toBe(true);
  const story = messages
    .map((m) => (m.type === 'custom' ? String(m.data.name) : m.type === 'click' ? `click ${m.data.label}` : null))
    .filter(Boolean);
  expect(story).toEqual(['browsing', 'click Look around', 'click Buy now', 'after-start', 'click Away']);
});

test('with start conditions and no match, nothing is stored', async ({ page, ingest }) => {
  ingest.trackerOptions = { conditional: true };
  ingest.conditions = [
    { name: 'clicked-buy', capture_rate: 100, filters: [{ type: 'click', operator: 'contains', value: ['Buy'] }] },
  ];
  await page.goto('/shop');
  await ready(page, 'cold_start');
  await page.click('#look');
  await page.click('#to-plain');
  await page.waitForTimeout(1_000);
  expect(ingest.batches).toEqual([]);
  expect(ingest.calls.filter((c) => c.path.startsWith('/ingest/v1/web/i'))).toEqual([]);
});

test("conditional 'project': one start answers the cold start when the project has conditions, and a met condition starts the session", async ({
  page,
  ingest,
}) => {
  ingest.trackerOptions = { conditional: 'project' };
  ingest.conditions = [
    { name: 'clicked-buy', capture_rate: 100, filters: [{ type: 'click', operator: 'contains', value: ['Buy'] }] },
  ];
  await page.goto('/shop');
  await ready(page, 'cold_start');
  await page.click('#look');
  await page.waitForTimeout(300);
  expect(ingest.calls.map((c) => c.path)).toEqual([
    '/ingest/v1/web/start',
    '/ingest/v1/web/conditions/7',
    '/ingest/v1/web/tags',
  ]);
  expect(ingest.calls[0]!.body).toMatchObject({ conditional: true });
  expect(ingest.batches).toEqual([]);
  await page.click('#buy');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { tracker: { activity: string } }).tracker.activity))
    .toBe('active');
  const start = ingest.calls.filter((c) => c.path === '/ingest/v1/web/start')[1]!;
  expect(start.body).toMatchObject({ condition: 'clicked-buy' });
  await page.click('#to-plain');
  await eventually(() =>
    expect(allMessages(ingest).some((m) => m.type === 'click' && m.data.label === 'Look around')).toBe(true),
  );
});

test("conditional 'project' without conditions records at once, with a single start", async ({ page, ingest }) => {
  ingest.trackerOptions = { conditional: 'project' };
  await page.goto('/shop');
  await ready(page);
  expect(ingest.calls.filter((c) => c.path === '/ingest/v1/web/start')).toHaveLength(1);
  expect(ingest.calls.some((c) => c.path.startsWith('/ingest/v1/web/conditions'))).toBe(false);
});

test('feature flags load after start and persisted ones are sent back on the next page', async ({ page, ingest }) => {
  ingest.startResponse = { ...ingest.startResponse, features: { 'feature-flags': true } };
  ingest.flags = [{ key: 'new-editor', value: 'variant-b', is_persist: true, payload: { color: 'teal' } }];
  ingest.trackerOptions = { userID: 'mina', metadata: { plan: 'pro' } };
  await page.goto('/page/one');
  await ready(page);
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { tracker: { isFlagEnabled(k: string): boolean } }).tracker.isFlagEnabled('new-editor'),
      ),
    )
    .toBe(true);
  expect(
    await page.evaluate(() =>
      (window as unknown as { tracker: { getFeatureFlag(k: string): unknown } }).tracker.getFeatureFlag('new-editor'),
    ),
  ).toEqual(ingest.flags[0]);
  await page.click('#to-two');
  await ready(page);
  await expect.poll(() => ingest.calls.filter((c) => c.path === '/ingest/v1/web/feature-flags').length).toBe(2);
  const [first, second] = ingest.calls.filter((c) => c.path === '/ingest/v1/web/feature-flags');
  expect(first!.body).toMatchObject({ projectID: '7', userID: 'mina', metadata: { plan: 'pro' }, persistFlags: {} });
  expect(second!.body).toMatchObject({ persistFlags: { 'new-editor': { key: 'new-editor', value: 'variant-b' } } });
});

test("flags asked for before the start come with a cold token on the first page and the tab's session token on the next; the start does not ask again", async ({
  page,
  ingest,
}) => {
  ingest.startResponse = { ...ingest.startResponse, features: { 'feature-flags': true } };
  ingest.flags = [{ key: 'new-editor', value: true, is_persist: true }];
  ingest.trackerOptions = { userID: 'mina' };
  await page.goto('/flags-first/one');
  await ready(page);
  expect(await page.evaluate(() => (window as unknown as { flagsBeforeStart: string }).flagsBeforeStart)).toBe(
    'not_active true',
  );
  const paths = () =>
    ingest.calls.map((c) => c.path).filter((p) => p.endsWith('/start') || p.endsWith('/feature-flags'));
  // Page one: a cold start for the flags (member named), then the recorded session, which asks for them again.
  expect(ingest.calls.filter((c) => c.path.endsWith('/start'))[0]!.body).toMatchObject({
    doNotRecord: true,
    userID: 'mina',
  });
  await expect
    .poll(paths)
    .toEqual([
      '/ingest/v1/web/start',
      '/ingest/v1/web/feature-flags',
      '/ingest/v1/web/start',
      '/ingest/v1/web/feature-flags',
    ]);
  const before = ingest.calls.length;
  await page.click('#to-flags-two');
  await ready(page);
  await page.waitForTimeout(300);
  // Page two: the flags with the session's token at once, then the start continues the session and asks nothing more.
  expect(paths().slice(4)).toEqual(['/ingest/v1/web/feature-flags', '/ingest/v1/web/start']);
  expect(ingest.calls.slice(before).find((c) => c.path.endsWith('/start'))!.body).not.toHaveProperty('doNotRecord');
});

test("the page's console reaches the ingest through the real tracker: each level, text masked as page text, an Error with its stack", async ({
  page,
  ingest,
}) => {
  ingest.trackerOptions = { obscureTextNumbers: true };
  await page.goto('/page/one');
  await expect(page.locator('html')).toHaveAttribute('data-tracker', 'active');
  await page.evaluate(() => {
    console.info('opened the card 4111 1111 1111 1111');
    console.warn('slow answer', { ms: 1200 });
    console.error(new Error('the answer did not save'));
  });
  // Leaving sends the page's last batch.
  await page.click('#to-plain');
  await eventually(() => {
    const logged = allMessages(ingest).filter((m) => m.type === 'console');
    expect(logged.map((m) => m.data.level)).toEqual(expect.arrayContaining(['info', 'warn', 'error']));
  });
  const logged = allMessages(ingest).filter((m) => m.type === 'console');
  const byLevel = (level: string) => String(logged.find((m) => m.data.level === level)!.data.message);
  expect(byLevel('info')).toContain('opened the card');
  expect(byLevel('info')).not.toContain('4111');
  expect(byLevel('warn')).toBe('slow answer {"ms":0000}');
  expect(byLevel('error')).toMatch(/^Error: the answer did not save\n\s+at /);
});
