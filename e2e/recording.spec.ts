import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';
import { scanSegment } from '@/lib/storage/segment-records';
import { MESSAGE_TYPES } from '@parley/tracker/protocol';
import { acquireProjectSettingsLock } from './project-lock';
import { E2E_DATA_DIR, filesUnder, storedMessages } from './stored-recordings';
import { startReaderPage } from './reader-page';

// The recording pipeline end to end (docs/ARCHITECTURE.md "The path of a recording"): consent, the tracker in a real browser, the ingest, the blob store.
const DATA_DIR = E2E_DATA_DIR;

// Fresh visitors: no recording choice made yet.
test.use({ storageState: { cookies: [], origins: [] } });

// These visitors are recorded from their first page: no start condition may exist meanwhile (e2e/project-lock.ts).
let release: (() => void) | undefined;
test.beforeEach(async () => {
  release = await acquireProjectSettingsLock();
});
test.afterEach(() => release?.());

/** Draws strokes on a canvas the test adds to the page, for `ms` milliseconds. */
async function drawOnCanvas(page: Page, ms: number): Promise<void> {
  await page.evaluate(async (duration) => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 120;
    canvas.id = 'sketch';
    document.querySelector('main')!.prepend(canvas);
    const context = canvas.getContext('2d')!;
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const step = () => {
        const t = performance.now() - started;
        context.fillStyle = `hsl(${Math.round(t / 10) % 360} 70% 50%)`;
        context.fillRect((t / 10) % 220, 40 + Math.sin(t / 200) * 30, 12, 12);
        if (t < duration) requestAnimationFrame(step);
        else resolve();
      };
      step();
    });
  }, ms);
}

test('a visitor who agrees is recorded across full page loads: every page, the clicks and canvas snapshots, and nothing typed', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const secretEmail = `private.${Date.now()}@mailbox.example`;
  const secretDigits = `0151${String(Date.now()).slice(-8)}`;
  const ingestRequests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/ingest/')) ingestRequests.push(request);
  });

  await page.goto('/articles?lang=fa');
  // A reader page shows the banner once the reader moves (docs/decisions/0065-reader-pages-hydrate-on-interaction.md).
  await startReaderPage(page);
  const banner = page.getByRole('region', { name: 'به بهتر شدن پارلی کمک کنید' });
  await expect(banner).toBeVisible();
  expect(ingestRequests).toHaveLength(0);
  const started = page.waitForResponse(
    (response) => response.url().includes('/ingest/v1/web/start') && response.status() === 200,
  );
  await banner.getByRole('button', { name: 'اجازهٔ ضبط' }).click();
  const sessionId = String(((await (await started).json()) as { sessionID: string }).sessionID);
  await expect(banner).toBeHidden();

  await drawOnCanvas(page, 3500);
  // Every page load starts the tracker again (at idle time), continuing the same session. It records from the moment
  // the start answer has been read, which is when it asks for the project's tags: a page left before that has
  // nothing recorded to flush (tracker/README.md "Limits"), so each page is left only after it.
  const continued = async () => {
    const [started] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/ingest/v1/web/start') && response.status() === 200),
      page.waitForRequest((request) => new URL(request.url()).pathname === '/ingest/v1/web/tags'),
    ]);
    return started;
  };
  let next = continued();
  await page.getByRole('link', { name: 'وبلاگ' }).first().click();
  await page.waitForURL(/\/blog\?lang=fa/);
  // It starts at the visitor's first interaction (or after a few quiet seconds): scroll.
  await page.mouse.wheel(0, 300);
  expect(((await (await next).json()) as { sessionID: string }).sessionID).toBe(sessionId);
  next = continued();
  await page.goto('/bug?lang=fa');
  await page.mouse.wheel(0, 200);
  await next;
  await page.locator('#bug-email').fill(secretEmail);
  await page.locator('#bug-what').fill(`Call me at ${secretDigits} or write to ${secretEmail}`);
  await page.locator('main h1').click();
  next = continued();
  await page.locator('a.brand').click();
  await page.waitForURL(/\/\?lang=fa/);
  await page.mouse.wheel(0, 200);
  await next;
  // Leaving the page flushes what it recorded.
  await page.goto('/impressum?lang=fa');

  // Every batch of the pages left behind reaches the ingest (flushed on page hide, or sent again by the next page).
  await expect
    .poll(
      () =>
        storedMessages(sessionId)
          .of(MESSAGE_TYPES.page)
          .map((p) => new URL(String(p.url)).pathname),
      { timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining(['/articles', '/blog', '/bug', '/']));
  const stored = storedMessages(sessionId);
  expect(stored.of(MESSAGE_TYPES.click).length).toBeGreaterThanOrEqual(2);
  expect(stored.of(MESSAGE_TYPES.canvas).length).toBeGreaterThanOrEqual(1);
  await expect
    .poll(() => storedMessages(sessionId).files.filter((f) => f.endsWith('.webp')).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  const pageNumbers = new Set(stored.batches.map((b) => b.header.pageNo));
  expect(pageNumbers.size).toBeGreaterThanOrEqual(4);

  // Nothing typed left the browser: no trace of the email or the digits anywhere on disk, the database included
  // (batches are gzipped, in segment files or files of their own).
  for (const file of filesUnder(DATA_DIR)) {
    const raw = fs.readFileSync(file);
    const parts = file.endsWith('.seg')
      ? // The ingest's raw log holds batches as they were sent (plain or gzipped); stored batches are gzipped.
        [
          raw,
          ...scanSegment(raw).map((record) => ungzipped(raw.subarray(record.offset, record.offset + record.length))),
        ]
      : [file.endsWith('.gz') ? gunzipSync(raw) : raw];
    for (const bytes of parts) {
      expect.soft(bytes.includes(secretEmail), file).toBe(false);
      expect.soft(bytes.includes(secretDigits), file).toBe(false);
    }
  }
});

/** A record's bytes, gunzipped when they are gzip. */
function ungzipped(bytes: Buffer): Buffer {
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
}

test('the last page of a visit, closed 2.5 s after it loaded without a touch, is in the recording', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(`${baseURL}/articles?lang=original`);
  await startReaderPage(page);
  const started = page.waitForResponse(
    (response) => response.url().includes('/ingest/v1/web/start') && response.status() === 200,
  );
  await page
    .getByRole('region', { name: 'Help us improve Parley' })
    .getByRole('button', { name: 'Allow recording' })
    .click();
  const sessionId = String(((await (await started).json()) as { sessionID: string }).sessionID);
  await page.getByRole('link', { name: 'Blog' }).first().click();
  await page.waitForURL(/\/blog\?lang=original/);
  const loaded = Date.now();
  // No interaction: the tracker of a visit's later page starts by itself, soon (TRACKER_CONTINUE_START_MS).
  await page.waitForTimeout(2_500 - (Date.now() - loaded));
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(
      () =>
        storedMessages(sessionId)
          .of(MESSAGE_TYPES.page)
          .map((p) => new URL(String(p.url)).pathname),
      { timeout: 20_000 },
    )
    .toEqual(['/articles', '/blog']);
  // The page left its full snapshot and the moment it was left (hidden). Polled too: the page message can arrive in the
  // worker's batch a moment before the batch that says the page was hidden.
  await expect
    .poll(
      () =>
        storedMessages(sessionId).messages.some(
          (m) => m.page === 1 && m.type === MESSAGE_TYPES.visibility && m.data.hidden === true,
        ),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  expect(storedMessages(sessionId).batches.some((b) => b.header.pageNo === 1)).toBe(true);
  await context.close();
});

test('a visitor who declines is never recorded: the tracker is never loaded and no request reaches /ingest', async ({
  page,
}) => {
  const ingest: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/ingest/') || pathname.startsWith('/tracker/')) ingest.push(request.url());
  });
  await page.goto('/articles?lang=de');
  await startReaderPage(page);
  // Before the visitor answers, nothing of the tracker is loaded either.
  expect(ingest).toEqual([]);
  await page
    .getByRole('region', { name: 'Helfen Sie uns, Parley zu verbessern' })
    .getByRole('button', { name: 'Nein, danke' })
    .click();
  await page.getByRole('link', { name: 'Blog' }).first().click();
  await page.waitForURL(/\/blog\?lang=de/);
  // The next page, started as a reader starts it, does not ask again.
  await startReaderPage(page);
  await expect(page.getByRole('region', { name: 'Helfen Sie uns, Parley zu verbessern' })).toHaveCount(0);
  await page.waitForTimeout(2500);
  expect(ingest).toEqual([]);
});

test('Global Privacy Control turns recording off without asking, even after an earlier yes', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL!, localStorage: [{ name: 'parley.recordingConsent', value: 'granted' }] }],
    },
  });
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const page = await context.newPage();
  const ingest: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/ingest/')) ingest.push(request.url());
  });
  await page.goto('/articles?lang=original');
  await expect(page.getByRole('region', { name: 'Help us improve Parley' })).toHaveCount(0);
  await page.waitForTimeout(2500);
  expect(ingest).toEqual([]);
  await page.getByRole('button', { name: 'Privacy settings' }).click();
  await expect(page.getByRole('region', { name: 'Help us improve Parley' })).toContainText('does not record');
  await context.close();
});
