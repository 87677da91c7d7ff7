// Replay start in the studio: a 10-minute recorded session (60 batches of 10 s, as the tracker sends them: a page of
// 400 nodes, then mutations, mouse moves and scrolls), opened at /studio/sessions/{id} in Chromium. Measured: time
// from navigation to the first frame painted (the page's heading visible inside the replay frame) and the bytes of
// the replay data transferred.
// The replay response sends each stored batch as the blob store keeps it (gzip) and the player unpacks it in the browser
// (lib/studio/replay-wire.ts).
// Baseline, same run, same server, same session: the same player given the same data as one file, all of it first
// (the replay response held back until complete, then delivered at once, as a player that fetches one JSON file before
// painting would get it); its bytes are those of the same rrweb events as one JSON file, gzipped as the server would.
// For reference, the bytes the response had as uncompressed NDJSON of decoded batches (before commit 52bbe23), computed
// from the same batches.
//
//   npx tsx bench/studio-replay.ts [--runs 5]        (needs a production build: npm run build)
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';
import { decodeBatch, encodeBatch, type Frame, MESSAGE_TYPES, messageName } from '@parley/tracker/protocol';
// @ts-expect-error -- plain .mjs helpers without types
import { intOption, median, printRunHeader, printTable, writeResult } from './lib/report.mjs';
// @ts-expect-error -- plain .mjs helpers without types
import { startSite, tempDir, withServer } from './lib/server.mjs';
// @ts-expect-error -- plain .mjs helpers without types
import { login, seededDataDir } from './lib/seeded-site.mjs';
// @ts-expect-error -- plain .mjs helpers without types
import { CHROME_PATH } from './lib/browser.mjs';

const RUNS = intOption('runs', 5, { min: 1, max: 50 }) as number;
const ADMIN = { email: 'team@parley.example', pwd: 'studio-listens-closely' };
const HEADING = 'A ten-minute visit';
const MINUTES = 10;
const BATCH_SECONDS = 10;

const rrweb = (event: unknown): Frame => ({ type: MESSAGE_TYPES.rrweb, payload: JSON.stringify(event) });

function snapshot(ts: number) {
  let id = 10;
  const el = (tagName: string, childNodes: unknown[], attributes: Record<string, string> = {}) => ({
    type: 2,
    tagName,
    attributes,
    childNodes,
    id: id++,
  });
  const text = (textContent: string) => ({ type: 3, textContent, id: id++ });
  const items = Array.from({ length: 130 }, (_, i) =>
    el('li', [el('a', [text(`A question about listening, number ${i}`)], { href: `/question/q-${i}` })]),
  );
  const body = el('body', [el('h1', [text(HEADING)]), el('ul', items)]);
  const node = {
    type: 0,
    id: 1,
    childNodes: [
      { type: 1, name: 'html', publicId: '', systemId: '', id: 2 },
      {
        type: 2,
        tagName: 'html',
        attributes: {},
        childNodes: [{ type: 2, tagName: 'head', attributes: {}, childNodes: [], id: 3 }, body],
        id: 4,
      },
    ],
  };
  return { type: 2, data: { node, initialOffset: { left: 0, top: 0 } }, timestamp: ts };
}

/** The session's batches, as the tracker would send them; also every rrweb event (for the one-file baseline). */
function sessionBatches(t0: number) {
  const events: unknown[] = [];
  const batches: Uint8Array[] = [];
  for (let b = 0; b < (MINUTES * 60) / BATCH_SECONDS; b += 1) {
    const frames: Frame[] = [];
    const start = t0 + b * BATCH_SECONDS * 1000;
    const push = (event: unknown) => {
      events.push(event);
      frames.push(rrweb(event));
    };
    if (b === 0) {
      push({ type: 4, data: { href: 'http://localhost/home', width: 1280, height: 720 }, timestamp: start });
      push(snapshot(start));
      frames.push({
        type: MESSAGE_TYPES.page,
        payload: JSON.stringify({
          ts: start,
          url: 'http://localhost/home',
          referrer: '',
          title: HEADING,
          navigation: 'load',
        }),
      });
    }
    for (let i = 0; i < 100; i += 1) {
      const ts = start + i * 100;
      if (i % 4 === 0)
        push({
          type: 3,
          data: {
            source: 0,
            texts: [{ id: 20 + (i % 100), value: `Updated answer count ${b}-${i}` }],
            attributes: [],
            removes: [],
            adds: [],
          },
          timestamp: ts,
        });
      else if (i % 4 === 1) push({ type: 3, data: { source: 3, id: 1, x: 0, y: (b * 100 + i) % 2000 }, timestamp: ts });
      else
        push({
          type: 3,
          data: { source: 1, positions: [{ x: (i * 13) % 1280, y: (i * 7) % 720, id: 20, timeOffset: 0 }] },
          timestamp: ts,
        });
    }
    batches.push(
      encodeBatch(
        { version: 1, pageNo: 0, batchNo: b, firstIndex: b * 100, timestamp: start, tabId: 'benchtab0001' },
        frames,
      ),
    );
  }
  return { batches, events };
}

/** What the former NDJSON response weighed: one line of decoded messages per batch (and a small meta line, left out). */
function ndjsonBytes(batches: Uint8Array[]): number {
  return batches.reduce((sum, batch, index) => {
    const { frames } = decodeBatch(batch);
    const messages = frames.map((frame) => ({
      type: messageName(frame.type),
      data: JSON.parse(frame.payload) as unknown,
    }));
    return sum + Buffer.byteLength(`${JSON.stringify({ kind: 'batch', page: 0, batch: index, messages })}\n`);
  }, 0);
}

async function record(
  origin: string,
): Promise<{ sessionId: string; oneFileBytes: number; oneFileGzip: number; batchBytes: number; ndjsonBytes: number }> {
  const started = await fetch(`${origin}/ingest/v1/web/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      projectKey: 'parley-demo',
      trackerVersion: '16.2.1',
      timestamp: Date.now(),
      width: 1280,
      height: 720,
    }),
  });
  const { token, sessionID } = (await started.json()) as { token: string; sessionID: string };
  const { batches, events } = sessionBatches(Date.now() - MINUTES * 60_000);
  let batchBytes = 0;
  for (const [index, body] of batches.entries()) {
    batchBytes += body.length;
    const stored = await fetch(`${origin}/ingest/v1/web/i?batch=0_${index}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: Buffer.from(body),
    });
    if (stored.status !== 200) throw new Error(`batch ${index}: ${stored.status} ${await stored.text()}`);
  }
  const oneFile = Buffer.from(JSON.stringify(events));
  return {
    sessionId: sessionID,
    oneFileBytes: oneFile.length,
    oneFileGzip: gzipSync(oneFile).length,
    batchBytes,
    ndjsonBytes: ndjsonBytes(batches),
  };
}

async function firstFrame(context: BrowserContext, origin: string, sessionId: string, holdBack: boolean) {
  const page = await context.newPage();
  let transferred = 0;
  if (holdBack) {
    // The whole response first, then all of it at once: a player that loads one file before it can paint.
    await page.route('**/api/studio/sessions/*/replay', async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      await route.fulfill({ response, body });
    });
  }
  const sizes: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/replay'))
      sizes.push(request.sizes().then((size) => void (transferred += size.responseBodySize)));
  });
  const started = performance.now();
  await page.goto(`${origin}/studio/sessions/${sessionId}?lang=original`);
  await page
    .frameLocator('.replay-stage iframe')
    .getByRole('heading', { name: HEADING })
    .waitFor({ state: 'visible', timeout: 60_000 });
  const painted = performance.now() - started;
  await page.locator('.replay-progress').waitFor({ state: 'detached', timeout: 60_000 });
  const loaded = performance.now() - started;
  await page.waitForLoadState('networkidle');
  await Promise.all(sizes);
  await page.close();
  return { painted, loaded, transferred };
}

async function main() {
  printRunHeader('studio-replay', `first frame of a ${MINUTES}-minute session in the studio, ${RUNS} runs each`);
  const seeded = seededDataDir();
  const recordings = tempDir('parley-bench-recordings-');
  try {
    await withServer(
      () => startSite({ dataDir: seeded.dataDir, env: { RECORDINGS_DIR: recordings } }),
      async ({ origin }: { origin: string }) => {
        const session = await record(origin);
        const tokens = (await login(origin, ADMIN)) as { token: string; refreshToken: string };
        const browser = await chromium.launch({
          executablePath: CHROME_PATH,
          args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
        });
        const context = await browser.newContext();
        const host = new URL(origin).hostname;
        await context.addCookies([
          { name: 'parley-access', value: tokens.token, domain: host, path: '/' },
          { name: 'parley-refresh', value: tokens.refreshToken, domain: host, path: '/' },
          { name: 'parley-signed-in', value: '1', domain: host, path: '/' },
        ]);
        const streamed = [];
        const oneFile = [];
        await firstFrame(context, origin, session.sessionId, false); // warm-up: compiles nothing, but fills caches
        for (let run = 0; run < RUNS; run += 1) {
          streamed.push(await firstFrame(context, origin, session.sessionId, false));
          oneFile.push(await firstFrame(context, origin, session.sessionId, true));
        }
        await browser.close();
        const med = (
          rows: { painted: number; loaded: number; transferred: number }[],
          key: 'painted' | 'loaded' | 'transferred',
        ) => median(rows.map((row) => row[key])) as number;
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
        const msf = (value: number) => `${Math.round(value)} ms`;
        printTable(
          `Replay of a ${MINUTES}-minute session (${session.batchBytes.toLocaleString('en')} bytes in 60 batches as sent; medians of ${RUNS})`,
          ['loading', 'first frame painted', 'everything loaded', 'replay data transferred'],
          [
            [
              'streamed stored batches (gzip, unpacked in the browser)',
              msf(med(streamed, 'painted')),
              msf(med(streamed, 'loaded')),
              kb(med(streamed, 'transferred')),
            ],
            [
              'baseline: all first, one file',
              msf(med(oneFile, 'painted')),
              msf(med(oneFile, 'loaded')),
              `${kb(session.oneFileGzip)} gzipped (${kb(session.oneFileBytes)} raw)`,
            ],
            [
              'ratio',
              `${(med(streamed, 'painted') / med(oneFile, 'painted')).toFixed(2)}×`,
              `${(med(streamed, 'loaded') / med(oneFile, 'loaded')).toFixed(2)}×`,
              `${(med(streamed, 'transferred') / session.oneFileGzip).toFixed(2)}×`,
            ],
            [
              'for reference: the former NDJSON response',
              '',
              '',
              `${kb(session.ndjsonBytes)} (computed, uncompressed)`,
            ],
          ],
        );
        writeResult('studio-replay', { runs: RUNS, session, streamed, oneFile });
      },
    );
  } finally {
    seeded.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
