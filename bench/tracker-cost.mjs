// What recording costs a visitor, in the same run:
// 1. Lighthouse (12.8.2, default mobile config, performance only) on a reader page (an article) and on /home (signed
//    in), with recording off (the visitor declined) and on (the visitor agreed: the tracker loads and records). The
//    consent is put into the browser's localStorage before Lighthouse navigates (storage reset off for both sides).
//    Targets: score unchanged within run-to-run noise, TBT + at most 50 ms.
// 2. Bytes a minute of an active scripted session send to /ingest (batches and images, as sent: gzip where the tracker
//    compressed), target ≤ 40 KB/min: Playwright agrees to recording, then for --minutes reads (about 15 s a page:
//    scrolling, moving the mouse, clicking), types into the catalogue search and opens the next page, like a visitor.
//
//   node bench/tracker-cost.mjs [--runs 3] [--minutes 1] [--lighthouse no]      (needs a production build with the tracker)
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './lib/browser.mjs';
import {
  intOption,
  kb,
  median,
  ms,
  option,
  printRunHeader,
  printTable,
  round,
  withTimeout,
  writeResult,
} from './lib/report.mjs';
import { startSite } from './lib/server.mjs';
import { firstArticle } from './lib/site.mjs';
import { DEMO_MEMBER, login, seededDataDir, sessionCookie } from './lib/seeded-site.mjs';

const runs = intOption('runs', 3);
const minutes = intOption('minutes', 1, { min: 1, max: 30 });
/** `--lighthouse no` measures only the session's bytes. */
const withLighthouse = option('lighthouse', 'yes') !== 'no';
const RUN_TIMEOUT_MS = 150_000;
const CONSENT_KEY = 'parley.recordingConsent';

const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
const chromeLauncher = await import(pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href);
process.env.CHROME_PATH = CHROME_PATH;

/** Opens the origin once in the launched Chromium to store the consent choice (and the member's cookies). */
async function prepare(port, origin, consent, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (cookies.length > 0) await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CONSENT_KEY, consent]);
    await page.close();
  } finally {
    await browser.close().catch(() => undefined);
  }
}

async function lighthouseRun(url, origin, consent, cookies) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    await prepare(chrome.port, origin, consent, cookies);
    const { lhr } = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      }),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${url}`,
      () => chrome.kill(),
    );
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const trackerLoaded = (lhr.audits['network-requests']?.details?.items ?? []).some((item) =>
      String(item.url).includes('/tracker/tracker.js'),
    );
    return {
      score: lhr.categories.performance.score * 100,
      tbt: audit('total-blocking-time'),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      trackerLoaded,
    };
  } finally {
    await chrome.kill();
  }
}

/** A minute (or more) of an active visitor, counting every byte the tracker sends to /ingest. */
async function activeSession(origin, article) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(([key]) => localStorage.setItem(key, 'granted'), [CONSENT_KEY]);
  const page = await context.newPage();
  let bytes = 0;
  let requests = 0;
  const kinds = new Map();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/ingest/v1/web/i' || path === '/ingest/v1/web/images') {
      const body = request.postDataBuffer();
      bytes += body?.length ?? 0;
      requests += 1;
      const final = Number(new URL(request.url()).searchParams.get('batch')?.split('_')[1]) >= FINAL_BATCH_FIRST;
      if (final) add(kinds, "(the pages' own last batches, as sent)", body ?? Buffer.alloc(0));
      // gzip is told by its magic bytes: a worker's request headers are not all visible here.
      const gzipped = !!body && body[0] === 0x1f && body[1] === 0x8b;
      if (path === '/ingest/v1/web/i' && body) {
        const raw = gzipped ? gunzipSync(body) : body;
        add(kinds, gzipped ? '(batches sent gzipped)' : '(batches sent as they are)', raw, body.length);
        countKinds(kinds, raw);
      } else if (body) add(kinds, 'canvas images (multipart)', body);
    }
  });
  const started = Date.now();
  const until = started + minutes * 60_000;
  const stops = [
    `/articles/${article}?lang=original`,
    '/articles?lang=original',
    '/blog?lang=original',
    `/articles/${article}?lang=de`,
  ];
  let step = 0;
  while (Date.now() < until) {
    await page.goto(origin + stops[step % stops.length]);
    // A reader: about 15 s on each page, scrolling, moving the mouse and clicking now and then.
    for (let i = 0; i < 15 && Date.now() < until; i += 1) {
      await page.mouse.wheel(0, i % 5 === 4 ? -600 : 250);
      await page.mouse.move(200 + i * 40, 300 + (i % 7) * 30, { steps: 5 });
      await page.waitForTimeout(1000);
    }
    const search = page.locator('input[type=search]').first();
    if (await search.count()) await search.fill(`listening ${step}`);
    await page
      .locator('main')
      .click({ position: { x: 20, y: 20 } })
      .catch(() => undefined);
    step += 1;
  }
  await page.goto(`${origin}/blog?lang=original`);
  await page.waitForTimeout(3000);
  await browser.close();
  const elapsedMinutes = (Date.now() - started) / 60_000;
  return { bytes, requests, elapsedMinutes, bytesPerMinute: bytes / elapsedMinutes, kinds: Object.fromEntries(kinds) };
}

// ---- what the bytes are: every batch decoded (tracker/PROTOCOL.md), its messages grouped by kind -----------------
/** tracker/src/constants.ts FINAL_BATCH_FIRST: batches a page sends itself as it is left (tracker/PROTOCOL.md). */
const FINAL_BATCH_FIRST = 900_000_000;
const RRWEB_EVENTS = {
  0: 'DomContentLoaded',
  1: 'Load',
  2: 'full snapshot',
  3: 'incremental',
  4: 'meta',
  5: 'custom',
  6: 'plugin',
};
const RRWEB_SOURCES = {
  0: 'mutation',
  1: 'mouse move',
  2: 'mouse interaction',
  3: 'scroll',
  4: 'viewport resize',
  5: 'input',
  6: 'touch move',
  7: 'media',
  8: 'style sheet rule',
  9: 'canvas',
  10: 'font',
  11: 'log',
  12: 'drag',
  13: 'style declaration',
  14: 'selection',
  15: 'adopted style sheet',
  16: 'custom element',
};
const MESSAGE_NAMES = {
  1: 'rrweb',
  2: 'page',
  3: 'click',
  4: 'network',
  5: 'error',
  6: 'custom',
  7: 'tag',
  8: 'canvas',
  9: 'visibility',
  10: 'user',
  11: 'metadata',
  12: 'compact',
};

function add(kinds, kind, payload, sent = payload.length) {
  const entry = kinds.get(kind) ?? { count: 0, raw: 0, sent: 0, texts: [] };
  entry.count += 1;
  entry.raw += payload.length;
  entry.sent += sent;
  entry.texts.push(payload);
  kinds.set(kind, entry);
}

function countKinds(kinds, bytes) {
  let offset = 0;
  const uint = () => {
    let value = 0;
    for (let scale = 1; ; scale *= 0x80) {
      const byte = bytes[offset++];
      value += (byte & 0x7f) * scale;
      if ((byte & 0x80) === 0) return value;
    }
  };
  uint();
  uint();
  uint();
  uint();
  uint(); // version, pageNo, batchNo, firstIndex, timestamp
  const tabIdLength = uint(); // (not `offset += uint()`: that would read offset before uint() moves it)
  offset += tabIdLength;
  add(kinds, 'batch headers and framing', bytes.subarray(0, offset));
  while (offset < bytes.length) {
    const start = offset;
    const type = uint();
    const length = bytes[offset] | (bytes[offset + 1] << 8) | (bytes[offset + 2] << 16);
    offset += 3;
    const payload = bytes.subarray(offset, offset + length);
    offset += length;
    add(kinds, 'batch headers and framing', bytes.subarray(start, start + (offset - length - start)));
    let kind = MESSAGE_NAMES[type] ?? `type ${type}`;
    if (type === 1) {
      const event = JSON.parse(payload.toString('utf8'));
      kind = `rrweb ${RRWEB_EVENTS[event.type] ?? event.type}`;
      if (event.type === 2) {
        // What of a page's snapshot is its stylesheets, inlined by rrweb (`_cssText` of <link>, <style> text).
        let css = 0;
        const walk = (node) => {
          if (typeof node?.attributes?._cssText === 'string') css += Buffer.byteLength(node.attributes._cssText);
          if (node?.isStyle && typeof node.textContent === 'string') css += Buffer.byteLength(node.textContent);
          for (const child of node?.childNodes ?? []) walk(child);
        };
        walk(event.data?.node);
        add(kinds, '(of which inlined stylesheets)', Buffer.alloc(css));
      }
      if (event.type === 3) kind = `rrweb ${RRWEB_SOURCES[event.data?.source] ?? event.data?.source}`;
    } else if (type === 12) {
      // tracker/src/protocol/compact.ts: an rrweb mouse move, scroll or mouse interaction without its keys.
      kind = `compact ${RRWEB_SOURCES[JSON.parse(payload.toString('utf8')).s] ?? 'unknown source'}`;
    }
    add(kinds, kind, payload);
  }
}

/** Each kind's raw bytes, and its gzip bytes when its messages are compressed together (its share of a gzip stream). */
function kindRows(kinds) {
  return Object.entries(kinds)
    .filter(([kind]) => !kind.startsWith('('))
    .map(([kind, entry]) => ({
      kind,
      count: entry.count,
      raw: entry.raw,
      gzip: gzipSync(Buffer.concat(entry.texts)).length,
    }))
    .sort((a, b) => b.raw - a.raw);
}

printRunHeader(
  'tracker-cost',
  `Lighthouse with recording off vs on (${runs} run(s) each), and bytes sent per minute of an active session (${minutes} min)`,
);
const article = firstArticle().slug;
const seeded = seededDataDir();
const site = await startSite({ dataDir: seeded.dataDir });
const figures = {};
try {
  const tokens = await login(site.origin, DEMO_MEMBER);
  const memberCookies = sessionCookie(tokens)
    .split('; ')
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }));
  const targets = [
    { id: 'article', label: 'article (reader)', url: `${site.origin}/articles/${article}?lang=original`, cookies: [] },
    { id: 'home', label: '/home (signed in)', url: `${site.origin}/home?lang=original`, cookies: memberCookies },
  ];
  for (const target of withLighthouse ? targets : []) {
    figures[target.id] = { off: [], on: [] };
    for (let i = 0; i < runs; i += 1) {
      // Alternating, so a change in the machine's other load hits both sides alike.
      for (const side of ['off', 'on']) {
        const result = await lighthouseRun(
          target.url,
          site.origin,
          side === 'on' ? 'granted' : 'denied',
          target.cookies,
        );
        figures[target.id][side].push(result);
        console.log(
          `  ${target.label}, recording ${side}: score ${round(result.score)}, TBT ${ms(result.tbt)}, tracker loaded: ${result.trackerLoaded}`,
        );
      }
    }
  }
  figures.session = await activeSession(site.origin, article);
} finally {
  await site.stop();
  seeded.remove();
}

const rows = [];
for (const [id, label] of withLighthouse
  ? [
      ['article', 'article (reader)'],
      ['home', '/home (signed in)'],
    ]
  : []) {
  const off = figures[id].off;
  const on = figures[id].on;
  const pick = (list, key) => median(list.map((r) => r[key]));
  rows.push([
    label,
    round(pick(off, 'score')),
    round(pick(on, 'score')),
    ms(pick(off, 'tbt')),
    ms(pick(on, 'tbt')),
    ms(pick(on, 'tbt') - pick(off, 'tbt')),
    `${pick(on, 'cls')}`,
  ]);
}
if (withLighthouse)
  printTable(
    'Lighthouse, recording off vs on (medians)',
    ['page', 'score off', 'score on', 'TBT off', 'TBT on', 'TBT added (target ≤ 50 ms)', 'CLS on'],
    rows,
  );
const session = figures.session;
const finals = session.kinds["(the pages' own last batches, as sent)"] ?? { count: 0, raw: 0 };
const css = session.kinds['(of which inlined stylesheets)'] ?? { count: 0, raw: 0 };
const none = { count: 0, raw: 0, sent: 0 };
const [gzipped, plain] = [
  session.kinds['(batches sent gzipped)'] ?? none,
  session.kinds['(batches sent as they are)'] ?? none,
];
printTable(
  'An active session',
  [
    'minutes',
    'requests to /ingest',
    'bytes sent',
    'per minute (target ≤ 40 KB)',
    "of which the pages' own last batches",
  ],
  [
    [
      round(session.elapsedMinutes, 2),
      session.requests,
      kb(session.bytes),
      kb(session.bytesPerMinute),
      `${finals.count} requests, ${kb(finals.raw)}`,
    ],
  ],
);
const kindsTable = kindRows(session.kinds);
printTable(
  'What the session sent, by kind of message (uncompressed; gzip of each kind alone)',
  ['kind', 'messages', 'bytes', 'share', 'gzip alone'],
  kindsTable.map((row) => [
    row.kind,
    row.count,
    kb(row.raw),
    `${round((100 * row.raw) / kindsTable.reduce((n, r) => n + r.raw, 0), 1)} %`,
    kb(row.gzip),
  ]),
);
console.log(`  Of the full snapshots, inlined stylesheets: ${kb(css.raw)} in ${css.count} snapshots.`);
console.log(
  `  Batches over the compression threshold, gzipped: ${gzipped.count}, ${kb(gzipped.raw)} -> ${kb(gzipped.sent)} sent; under it, as they are: ${plain.count}, ${kb(plain.sent)} sent.`,
);
for (const entry of Object.values(session.kinds)) delete entry.texts;
writeResult('tracker-cost', { runs, minutes, figures: { ...figures, session: { ...session, kinds: kindsTable } } });
