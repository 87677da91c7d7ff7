import { allMessages, eventually, expect, test } from './fixtures';

const VITALS_CHUNK = /\/tracker\/chunks\/vitals-[A-Z0-9]+\.js$/;

test('the web-vitals chunk loads after a recorded start, and the page’s vitals reach a batch', async ({
  page,
  ingest,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/page/one');
  await expect(page.locator('html')).toHaveAttribute('data-tracker', 'active');
  await eventually(() => expect(requests.some((path) => VITALS_CHUNK.test(path))).toBe(true));
  // Not in tracker.js: its own request, after the start was answered.
  const chunk = requests.findIndex((path) => VITALS_CHUNK.test(path));
  expect(chunk).toBeGreaterThan(requests.indexOf('/ingest/v1/web/start'));
  const tracker = await (await page.request.get('/tracker/tracker.js')).text();
  const vitals = await (await page.request.get(requests[chunk]!)).text();
  expect(vitals).toContain('largest-contentful-paint');
  expect(tracker).not.toContain('largest-contentful-paint');

  // An interaction (INP, and LCP is final at the first input), then the page is left (INP and CLS are final) for a
  // page of the site: what the first page could not send before it went, the next one sends (as any batch).
  await page.click('[data-testid=hi]');
  await page.waitForTimeout(300);
  await page.click('#to-two');
  await page.waitForURL('**/page/two');
  const firstPageVitals = () => allMessages(ingest).filter((m) => m.type === 'vital' && m.pageNo === 0);
  await eventually(() =>
    expect(
      firstPageVitals()
        .map((m) => m.data.name)
        .sort(),
    ).toEqual(['CLS', 'INP', 'LCP', 'TTFB']),
  );
  const vitalMessages = firstPageVitals();
  for (const message of vitalMessages) {
    expect(Object.keys(message.data).every((key) => ['ts', 'name', 'value', 'at'].includes(key))).toBe(true);
    expect(Number.isFinite(message.data.value) && (message.data.value as number) >= 0).toBe(true);
  }
  const inp = vitalMessages.find((m) => m.data.name === 'INP')!;
  const clicks = allMessages(ingest).filter((m) => m.type === 'click' && m.pageNo === 0);
  expect(clicks).toHaveLength(2);
  // The interaction INP measured is one of the two clicks (the slower), on the session's clock.
  const distance = Math.min(...clicks.map((click) => Math.abs((inp.data.at as number) - (click.data.ts as number))));
  expect(distance).toBeLessThan(100);
});

test('a cold start (nothing recorded yet) loads no web-vitals chunk', async ({ page, ingest }) => {
  ingest.trackerOptions = { conditional: true };
  ingest.conditions = [
    { name: 'clicked-buy', capture_rate: 100, filters: [{ type: 'click', operator: 'contains', value: ['Buy'] }] },
  ];
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/shop');
  await expect(page.locator('html')).toHaveAttribute('data-tracker', 'cold_start');
  await page.click('#look');
  await page.waitForTimeout(1_000);
  expect(requests.filter((path) => VITALS_CHUNK.test(path))).toEqual([]);
  // A start condition met: the session records, and only now are its vitals measured.
  await page.click('#buy');
  await eventually(() => expect(requests.filter((path) => VITALS_CHUNK.test(path))).toHaveLength(1));
});
