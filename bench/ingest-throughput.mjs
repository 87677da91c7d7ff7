// Ingest throughput: POST /ingest/v1/web/i with realistic batches (about 20 KB gzipped: rrweb mutations carrying the
// text of real articles, page changes, clicks, network events) against the site's server, beside two baselines in the same
// run: a bare node:http sink in its own process that writes and fsyncs the same bytes (the cost of the disk alone),
// and the framework's own floor, a minimal Next.js route handler (bench/bare-next, `POST /sink`) that does only the
// same write and fsync. Targets alternate in every round; the table shows medians.
//
// Every request carries a new batch (its own (session, page, batch) number, gzip of a fresh header member followed by
// the shared, pre-gzipped frames: a valid multi-member gzip stream), spread over several sessions. Afterwards the
// server is stopped and its PGlite folder and blob store are read (bench/lib/stored-batches.mjs): every batch answered
// 2xx must be stored exactly once and read back as itself (0 lost, 0 duplicated).
//
//   node bench/ingest-throughput.mjs [--duration 10] [--rounds 2] [--sessions 10]      (needs npm run build)
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { intOption, median, printRunHeader, printTable, round, withTimeout, writeResult } from './lib/report.mjs';
import { CONNECTIONS, msec, ratioCell } from './lib/load.mjs';
import { freePort, sleep, startBareNext, startSite, tempDir } from './lib/server.mjs';
import { seededDataDir } from './lib/seeded-site.mjs';
import { readStoredBatches } from './lib/stored-batches.mjs';
import { ROOT } from '../scripts/lib/setup.mjs';

const duration = intOption('duration', 10);
const rounds = intOption('rounds', 2);
const sessionCount = intOption('sessions', 10);
const HEADER_TAB = 'benchtab0001';

// ---- the batch ---------------------------------------------------------------------------------------------------
const uint = (value) => {
  const out = [];
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
  return out;
};
const str = (text) => {
  const bytes = Buffer.from(text, 'utf8');
  return [...uint(bytes.length), ...bytes];
};
/** tracker/PROTOCOL.md header: version 1, pageNo, batchNo, firstIndex, int timestamp (zigzag), tabId. */
const header = (pageNo, batchNo, timestamp) =>
  Buffer.from([...uint(1), ...uint(pageNo), ...uint(batchNo), ...uint(0), ...uint(timestamp * 2), ...str(HEADER_TAB)]);
const frameBytes = (type, payload) => {
  const body = Buffer.from(JSON.stringify(payload), 'utf8');
  return Buffer.concat([Buffer.from(uint(type)), Buffer.from([body.length & 0xff, (body.length >> 8) & 0xff, (body.length >> 16) & 0xff]), body]);
};

/** About 20 KB of gzip: a page change, mutations with the text of real articles, clicks and network events. */
function realisticFrames() {
  const dir = path.join(ROOT, 'content', 'articles');
  const texts = fs
    .readdirSync(dir)
    .slice(0, 40)
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
  const now = Date.now();
  const frames = [frameBytes(2, { ts: now, url: 'http://localhost:3000/articles?lang=de', referrer: '', title: 'Parley', navigation: 'load' })];
  let id = 100;
  for (let i = 0; frames.reduce((n, f) => n + f.length, 0) < 100_000; i += 1) {
    const text = texts[i % texts.length];
    const adds = text
      .split('\n\n')
      .slice(0, 6)
      .map((paragraph) => ({ parentId: id, nextId: null, node: { type: 3, textContent: paragraph.slice(0, 400), id: ++id } }));
    frames.push(
      frameBytes(1, {
        type: 3,
        data: { source: 0, texts: [], attributes: [{ id, attributes: { class: `card item-${i}` } }], removes: [], adds },
        timestamp: now + i * 40,
      }),
    );
    if (i % 5 === 0)
      frames.push(
        frameBytes(3, { ts: now + i * 40, nodeId: id, selector: `main > ul.cards > li:nth-of-type(${i % 20})`, label: 'Read more', x: 120, y: 340 + i }),
      );
    if (i % 7 === 0)
      frames.push(
        frameBytes(4, {
          ts: now + i * 40,
          kind: 'fetch',
          method: 'GET',
          url: '/api/useractivities',
          status: 200,
          duration: 12,
          requestSize: 0,
          responseSize: 812,
        }),
      );
  }
  return Buffer.concat(frames);
}

// ---- the two servers ---------------------------------------------------------------------------------------------
const SINK_SCRIPT = `
import fs from 'node:fs'; import http from 'node:http'; import path from 'node:path';
const [dir, port] = process.argv.slice(2); let n = 0;
http.createServer((req, res) => {
  const chunks = []; req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const file = path.join(dir, 'b' + (n++) + '.bin');
    fs.open(file, 'w', (e, fd) => { if (e) { res.writeHead(500); return res.end(); }
      fs.write(fd, Buffer.concat(chunks), (e2) => fs.fsync(fd, () => fs.close(fd, () => { res.writeHead(200, { 'content-type': 'application/json' }); res.end('{"stored":true}'); })));
    });
  });
}).listen(Number(port), '127.0.0.1');`;

async function startSink() {
  const dir = tempDir('parley-bench-sink-');
  const script = path.join(dir, 'sink.mjs');
  fs.writeFileSync(script, SINK_SCRIPT);
  const port = await freePort();
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, [script, dir, String(port)], { stdio: 'ignore', detached: true });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      await fetch(`${origin}/`, { method: 'POST', body: 'x' });
      break;
    } catch {
      await sleep(100);
    }
  }
  return { origin, stop: async () => process.kill(-child.pid, 'SIGKILL') };
}

/** One autocannon run: every request a new batch of one of the sessions; acknowledged batches are remembered. */
async function run(origin, sessions, framesGz, seconds, acknowledged, pathname = '/ingest/v1/web/i') {
  let next = 0;
  const pageNo = 0;
  const instance = autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 20,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const session = sessions[next % sessions.length];
          const batchNo = session.next++;
          next += 1;
          const body = Buffer.concat([gzipSync(header(pageNo, batchNo, Date.now()), { level: 1 }), framesGz]);
          return {
            ...request,
            path: `${pathname}?batch=${pageNo}_${batchNo}`,
            headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' },
            body,
          };
        },
      },
    ],
  });
  const samples = [];
  instance.on('response', (client, status, bytes, time) => {
    if (status >= 200 && status < 300) samples.push(time);
  });
  const result = await withTimeout(instance, (seconds + 60) * 1000, `autocannon on ${origin}`, () => instance.stop());
  // Every request carried a batch of its own, so each 2xx acknowledged a different batch.
  if (acknowledged) acknowledged.count += samples.length;
  samples.sort((a, b) => a - b);
  const q = (p) => (samples.length ? samples[Math.min(samples.length - 1, Math.ceil(p * samples.length) - 1)] : null);
  return {
    requestsPerSecond: samples.length / result.duration,
    p50: q(0.5),
    p99: q(0.99),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

printRunHeader(
  'ingest-throughput',
  `POST /ingest/v1/web/i with ~20 KB gzip batches vs a bare node:http sink that fsyncs the same bytes; ${rounds} round(s) of ${duration} s, ${CONNECTIONS} connections, ${sessionCount} sessions`,
);
const framesRaw = realisticFrames();
const framesGz = gzipSync(framesRaw);
console.log(`  batch: ${framesRaw.length} bytes of messages, ${framesGz.length + 40} bytes gzipped as sent`);

const seeded = seededDataDir();
const recordingsDir = path.join(path.dirname(seeded.dataDir), 'recordings');
console.log('  building the framework floor (bench/bare-next)...');
const bareNext = await startBareNext('unused', 'text/plain');
const site = await startSite({ dataDir: seeded.dataDir, env: { RECORDINGS_DIR: recordingsDir } });
const sink = await startSink();
const acknowledged = { count: 0 };
const figures = { site: [], floor: [], sink: [] };
try {
  const sessions = [];
  for (let i = 0; i < sessionCount; i += 1) {
    const response = await fetch(`${site.origin}/ingest/v1/web/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36' },
      body: JSON.stringify({
        projectKey: 'parley-demo',
        trackerVersion: '16.2.1',
        timestamp: Date.now(),
        width: 1280,
        height: 720,
        timezone: 'UTC',
        language: 'de',
      }),
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`start answered ${response.status}: ${JSON.stringify(body)}`);
    sessions.push({ id: body.sessionID, token: body.token, next: 0 });
  }
  const sinkSessions = sessions.map((s) => ({ ...s, next: 0 }));
  const floorSessions = sessions.map((s) => ({ ...s, next: 0 }));
  for (let r = 0; r < rounds; r += 1) {
    process.stdout.write(`  round ${r + 1}: site... `);
    await run(site.origin, sessions, framesGz, 2, acknowledged); // warm-up (its batches are counted too)
    const s = await run(site.origin, sessions, framesGz, duration, acknowledged);
    figures.site.push(s);
    process.stdout.write(`${round(s.requestsPerSecond)} req/s; framework floor... `);
    await run(bareNext.origin, floorSessions, framesGz, 2, null, bareNext.sinkPath);
    const f = await run(bareNext.origin, floorSessions, framesGz, duration, null, bareNext.sinkPath);
    figures.floor.push(f);
    process.stdout.write(`${round(f.requestsPerSecond)} req/s; sink... `);
    await run(sink.origin, sinkSessions, framesGz, 2, null);
    const b = await run(sink.origin, sinkSessions, framesGz, duration, null);
    figures.sink.push(b);
    console.log(`${round(b.requestsPerSecond)} req/s`);
    if (s.non2xx || s.errors || s.timeouts) console.log(`  site: ${s.non2xx} non-2xx, ${s.errors} errors, ${s.timeouts} timeouts`);
  }
} finally {
  await sink.stop();
  await site.stop();
  await bareNext.stop();
}

const stored = await readStoredBatches(seeded.dataDir, recordingsDir);
// Each acknowledged batch had its own number: fewer distinct batches that read back than acknowledgements means one was
// lost (a request still in flight when a run stopped may be stored without having been counted, so more is fine), and
// so is a row whose bytes do not read back as its batch; a duplicate would be a second row for one batch number.
const storedSet = new Set(stored.rows);
const lost = Math.max(0, acknowledged.count - (storedSet.size - stored.unreadable)) + stored.unreadable;
const duplicated = stored.rows.length - storedSet.size;
seeded.remove();

const pick = (list, get) => median(list.map(get));
const siteRps = pick(figures.site, (f) => f.requestsPerSecond);
const sinkRps = pick(figures.sink, (f) => f.requestsPerSecond);
const floorRps = pick(figures.floor, (f) => f.requestsPerSecond);
printTable(
  'Ingest throughput (medians)',
  ['target', 'req/s', 'p50', 'p99', 'vs sink', 'vs framework floor'],
  [
    [
      'bare node:http sink, write + fsync (baseline)',
      round(sinkRps),
      msec(pick(figures.sink, (f) => f.p50)),
      msec(pick(figures.sink, (f) => f.p99)),
      '1.00×',
      ratioCell(sinkRps / floorRps),
    ],
    [
      'framework floor: Next.js route, write + fsync',
      round(floorRps),
      msec(pick(figures.floor, (f) => f.p50)),
      msec(pick(figures.floor, (f) => f.p99)),
      ratioCell(floorRps / sinkRps),
      '1.00×',
    ],
    [
      'POST /ingest/v1/web/i (the site)',
      round(siteRps),
      msec(pick(figures.site, (f) => f.p50)),
      msec(pick(figures.site, (f) => f.p99)),
      ratioCell(siteRps / sinkRps),
      ratioCell(siteRps / floorRps),
    ],
  ],
);
printTable(
  'Batches acknowledged vs stored',
  ['acknowledged (2xx)', 'rows stored', 'rows that read back as their batch', 'lost', 'duplicated'],
  [[acknowledged.count, stored.rows.length, stored.readable, lost, duplicated]],
);
writeResult('ingest-throughput', {
  duration,
  rounds,
  sessions: sessionCount,
  batchBytes: framesGz.length,
  figures,
  acknowledged: acknowledged.count,
  stored: stored.rows.length,
  readable: stored.readable,
  lost,
  duplicated,
  ratio: siteRps / sinkRps,
  floorRatio: floorRps / sinkRps,
  siteToFloor: siteRps / floorRps,
});
if (lost > 0 || duplicated > 0) process.exitCode = 1;
