// A `kill -9` of the server in the middle of a recorded visit, then a restart on the same port and data:
// the tracker's retries (up to 10, 250 ms × attempt apart) must deliver every batch, none twice.
//
// Chromium (Playwright) agrees to recording and acts like a visitor on several pages for --seconds; a third of the
// way in, every process of the server gets SIGKILL; after --down seconds the same build starts again on the same port
// with the same PGlite folder and blob store. At the end the visitor leaves the last page, the server is stopped, and
// the stored batches are read: per page of the session the worker's batch numbers must run 0..n, and the page's own
// last batches FINAL_BATCH_FIRST..FINAL_BATCH_FIRST + m, without a gap (a gap is a lost batch), each with one row and
// one blob (more would be a duplicate).
//
//   node bench/ingest-crash.mjs [--seconds 30] [--down 3]      (needs a production build with the tracker)
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './lib/browser.mjs';
import { intOption, printRunHeader, printTable, writeResult } from './lib/report.mjs';
import { sleep, startSite } from './lib/server.mjs';
import { firstArticle } from './lib/site.mjs';
import { seededDataDir } from './lib/seeded-site.mjs';
import { readStoredBatches } from './lib/stored-batches.mjs';

const seconds = intOption('seconds', 30, { min: 10, max: 600 });
const down = intOption('down', 3, { min: 1, max: 12 });

printRunHeader('ingest-crash', `kill -9 of the server ${Math.round(seconds / 3)} s into a ${seconds} s recorded visit, back after ${down} s`);
const seeded = seededDataDir();
const recordingsDir = path.join(path.dirname(seeded.dataDir), 'recordings');
const env = { RECORDINGS_DIR: recordingsDir };
let site = await startSite({ dataDir: seeded.dataDir, env });
const port = site.port;
const article = firstArticle().slug;
const answers = { ok: 0, failed: 0, refused: 0 };
let sessionId = null;

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('parley.recordingConsent', 'granted'));
  const page = await context.newPage();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/ingest/v1/web/start' && response.status() === 200 && !sessionId) {
      sessionId = (await response.json().catch(() => ({}))).sessionID ?? null;
    }
    if (url.pathname === '/ingest/v1/web/i') answers[response.ok() ? 'ok' : 'refused'] += 1;
  });
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname === '/ingest/v1/web/i') answers.failed += 1;
  });
  const stops = [`/articles/${article}?lang=original`, '/articles?lang=original', '/blog?lang=original', `/articles/${article}?lang=fa`];
  const started = Date.now();
  let crashed = false;
  let up = true;
  for (let step = 0; Date.now() - started < seconds * 1000; step += 1) {
    // Navigation must not hit the dead server; the tracker's requests from the open page may.
    if (up) {
      await page.goto(`http://127.0.0.1:${port}${stops[step % stops.length]}`);
    }
    for (let i = 0; i < 5; i += 1) {
      await page.mouse.wheel(0, 300);
      await page.mouse.click(300 + i * 10, 200 + i * 30);
      await page.waitForTimeout(500);
      if (!crashed && Date.now() - started > seconds * 333) {
        crashed = true;
        console.log(`  ${Math.round((Date.now() - started) / 1000)} s: kill -9 of the server`);
        up = false;
        await site.kill9();
        setTimeout(async () => {
          site = await startSite({ dataDir: seeded.dataDir, env, port });
          up = true;
          console.log(`  ${Math.round((Date.now() - started) / 1000)} s: the server is back`);
        }, down * 1000);
      }
    }
  }
  // Leave the last page (its batch is flushed on page hide) and give retries time to finish.
  while (!up) await sleep(200);
  await page.goto(`http://127.0.0.1:${port}/blog?lang=original`);
  await sleep(15_000);
} finally {
  await browser.close();
  await site.stop();
}

const stored = await readStoredBatches(seeded.dataDir, recordingsDir, { sessionId });
const rows = stored.byPage;
const byPage = new Map();
for (const row of rows) byPage.set(row.page_no, [...(byPage.get(row.page_no) ?? []), row.batch_no]);
/** tracker/src/constants.ts FINAL_BATCH_FIRST: a page's own last batches, sent as it is left (tracker/PROTOCOL.md). */
const FINAL_BATCH_FIRST = 900_000_000;
// The worker's batches of a page run 0..n, the page's own last ones FINAL_BATCH_FIRST..FINAL_BATCH_FIRST + m: a gap in
// either run is a lost batch.
const gapsIn = (numbers) => (numbers.length === 0 ? 0 : Math.max(...numbers) + 1 - new Set(numbers).size);
let gaps = 0;
let finals = 0;
for (const batches of byPage.values()) {
  const own = batches.filter((n) => n >= FINAL_BATCH_FIRST).map((n) => n - FINAL_BATCH_FIRST);
  finals += own.length;
  gaps += gapsIn(batches.filter((n) => n < FINAL_BATCH_FIRST)) + gapsIn(own);
}
// A row whose bytes do not read back as its batch is as lost as a gap.
gaps += stored.unreadable;
const duplicates = rows.length - new Set(rows.map((r) => `${r.page_no}_${r.batch_no}`)).size;
seeded.remove();

printTable(
  'Batches of the session after a kill -9 and a restart',
  [
    'pages',
    'batches stored',
    "of which pages' own last batches",
    'read back as their batch',
    'answers 2xx',
    'failed sends (retried)',
    'lost (gaps)',
    'duplicated',
  ],
  [[byPage.size, rows.length, finals, stored.readable, answers.ok, answers.failed + answers.refused, gaps, duplicates]],
);
writeResult('ingest-crash', {
  seconds,
  down,
  sessionId,
  pages: byPage.size,
  stored: rows.length,
  finals,
  readable: stored.readable,
  answers,
  gaps,
  duplicates,
});
if (!sessionId || gaps > 0 || duplicates > 0) process.exitCode = 1;
