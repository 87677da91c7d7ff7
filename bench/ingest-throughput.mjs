// Ingest throughput: POST /ingest/v1/web/i against the ingest (server/ingest.ts, the same handler server/main.ts puts
// in front of Next.js: answered from the raw log, indexed behind by the digest worker), beside a bare node:http sink
// in its own process that writes and fsyncs the same bytes, one file per request (the cost of the disk alone), in the
// same run. Two batch mixes:
//   - reader: about 10 KB sent plain (under the tracker's compression threshold), rrweb mutations and one indexed
//     event (a click) per batch, as a measured reader sends them;
//   - stress: the 100 KB batch of real article text, sent gzipped (about 20 KB).
// For each: req/s at full speed with p50/p99 (rounds alternate ingest and sink; medians), the index lag (acknowledged
// to committed, per batch) and the drain time (last acknowledgement to an index with everything) at full speed and
// at half the sink's rate (autocannon's overall rate). Then the control calls of one page load (start, tags,
// feature-flags, conditions) for CPU per page load, measured from the ingest process's own CPU time (/proc), and the
// CPU per batch at full speed. Afterwards the ingest is stopped and its database and blob store are read
// (bench/lib/stored-batches.mjs): every batch answered 2xx must be stored exactly once and read back as itself.
// The ingest runs on the embedded default (a PGlite folder, its statements on the ingest's main thread), or with
// `--postgres` on a throwaway PostgreSQL cluster of its own, migrated and seeded as `npm start` seeds (as README
// "Scaling" deploys it: the index written by the database server, off the ingest's main thread).
//
//   node bench/ingest-throughput.mjs [--duration 10] [--rounds 2] [--sessions 100] [--pageloads 300] [--postgres]
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { intOption, median, printRunHeader, printTable, round, withTimeout, writeResult } from './lib/report.mjs';
import { startSeededPostgres } from './lib/replicas.mjs';
import { CONNECTIONS, msec, ratioCell } from './lib/load.mjs';
import { freePort, sleep, startIngestServer, tempDir } from './lib/server.mjs';
import { seededDataDir } from './lib/seeded-site.mjs';
import { readStoredBatches } from './lib/stored-batches.mjs';
import { ROOT } from '../scripts/lib/setup.mjs';

const duration = intOption('duration', 10);
const rounds = intOption('rounds', 2);
const sessionCount = intOption('sessions', 100);
const pageLoads = intOption('pageloads', 300);
const onPostgres = process.argv.includes('--postgres');
const DATABASE_LABEL = onPostgres ? 'PostgreSQL' : 'PGlite (embedded)';
const HEADER_TAB = 'benchtab0001';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

// ---- the batches -------------------------------------------------------------------------------------------------
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
/**
 * tracker/PROTOCOL.md header: version 1, pageNo, batchNo, firstIndex, int timestamp (zigzag), tabId. The batches of a
 * page hold its messages in turn, as the tracker's do (the index stores one event per message index of a page).
 */
const MESSAGES_PER_BATCH_AT_MOST = 10_000;
const header = (pageNo, batchNo, timestamp) =>
  Buffer.from([
    ...uint(1),
    ...uint(pageNo),
    ...uint(batchNo),
    ...uint(batchNo * MESSAGES_PER_BATCH_AT_MOST),
    ...uint(timestamp * 2),
    ...str(HEADER_TAB),
  ]);
const frameBytes = (type, payload) => {
  const body = Buffer.from(JSON.stringify(payload), 'utf8');
  return Buffer.concat([
    Buffer.from(uint(type)),
    Buffer.from([body.length & 0xff, (body.length >> 8) & 0xff, (body.length >> 16) & 0xff]),
    body,
  ]);
};
const articleTexts = () => {
  const dir = path.join(ROOT, 'content', 'articles');
  return fs
    .readdirSync(dir)
    .slice(0, 40)
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
};

/** Mutations with the text of real articles until `size` bytes, with `clicks(i)` deciding where a click goes. */
function frames(size, clickEvery, extra = () => []) {
  const texts = articleTexts();
  const now = Date.now();
  const out = [];
  let id = 100;
  for (let i = 0; out.reduce((n, f) => n + f.length, 0) < size; i += 1) {
    const adds = texts[i % texts.length]
      .split('\n\n')
      .slice(0, 3)
      .map((paragraph) => ({
        parentId: id,
        nextId: null,
        node: { type: 3, textContent: paragraph.slice(0, 300), id: ++id },
      }));
    out.push(
      frameBytes(1, {
        type: 3,
        data: {
          source: 0,
          texts: [],
          attributes: [{ id, attributes: { class: `card item-${i}` } }],
          removes: [],
          adds,
        },
        timestamp: now + i * 40,
      }),
    );
    if (i % clickEvery === 0)
      out.push(
        frameBytes(3, {
          ts: now + i * 40,
          nodeId: id,
          selector: `main > ul.cards > li:nth-of-type(${i % 20})`,
          label: 'Read more',
          x: 120,
          y: 340 + i,
        }),
      );
    out.push(...extra(i, now));
  }
  return Buffer.concat(out);
}

const MIXES = {
  // One click: the first frame gets it, no other.
  reader: { raw: frames(10_000, Number.MAX_SAFE_INTEGER), gzip: false },
  stress: {
    raw: frames(100_000, 5, (i, now) =>
      i % 7 === 0
        ? [
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
          ]
        : [],
    ),
    gzip: true,
  },
};
for (const mix of Object.values(MIXES)) mix.sent = mix.gzip ? gzipSync(mix.raw) : mix.raw;

// ---- the sink ----------------------------------------------------------------------------------------------------
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

/** The CPU time (ms) a process has used so far: user + system, from /proc (Linux). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** One autocannon run: every request a new batch of one of the sessions; `overallRate` caps the request rate. */
async function run(origin, sessions, mix, seconds, { acknowledged = null, overallRate } = {}) {
  let next = 0;
  const pageNo = 0;
  const instance = autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 20,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const session = sessions[next % sessions.length];
          const batchNo = session.next++;
          next += 1;
          const head = header(pageNo, batchNo, Date.now());
          const body = mix.gzip
            ? Buffer.concat([gzipSync(head, { level: 1 }), mix.sent])
            : Buffer.concat([head, mix.raw]);
          return {
            ...request,
            path: `/ingest/v1/web/i?batch=${pageNo}_${batchNo}`,
            headers: {
              authorization: `Bearer ${session.token}`,
              'content-type': 'application/octet-stream',
              // Each visitor's batches from its own address, as its start came: the ingest's byte rates are per
              // address and per session (lib/ingest/client-limits.ts), and one address for all would measure them.
              'x-forwarded-for': session.address,
              ...(mix.gzip ? { 'content-encoding': 'gzip' } : {}),
            },
            body,
          };
        },
      },
    ],
  });
  const samples = [];
  const statuses = {};
  instance.on('response', (client, status, bytes, time) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status >= 200 && status < 300) samples.push(time);
  });
  const result = await withTimeout(instance, (seconds + 60) * 1000, `autocannon on ${origin}`, () => instance.stop());
  // Every request carried a batch of its own, so each 2xx acknowledged a different batch.
  if (acknowledged) acknowledged.count += samples.length;
  samples.sort((a, b) => a - b);
  const q = (p) => (samples.length ? samples[Math.min(samples.length - 1, Math.ceil(p * samples.length) - 1)] : null);
  return {
    requestsPerSecond: samples.length / result.duration,
    acknowledged: samples.length,
    p50: q(0.5),
    p99: q(0.99),
    statuses,
    errors: result.errors,
  };
}

/** The answers other than 2xx of a run (` (refused: 429 × 12)`), or nothing: a refusal is not throughput. */
function refusals(result) {
  const refused = Object.entries(result.statuses).filter(([status]) => !status.startsWith('2'));
  return refused.length ? ` (refused: ${refused.map(([status, n]) => `${status} × ${n}`).join(', ')})` : '';
}

/** The ingest's own figures since the last call (index lag, drain time), once everything acknowledged is indexed. */
async function ingestStats(ingest, statsFile) {
  for (const started = Date.now(); ; await sleep(250)) {
    fs.rmSync(statsFile, { force: true });
    process.kill(ingest.pid, 'SIGUSR2');
    for (let i = 0; i < 80 && !fs.existsSync(statsFile); i += 1) await sleep(25);
    const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
    if (stats.backlog === 0 || Date.now() - started > 120_000) return stats;
  }
}

let visitors = 0;
/** A start as a new visitor would make it: each from an address of its own (the ingest counts starts per address). */
async function startSession(origin) {
  visitors += 1;
  const address = `198.18.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
  const response = await fetch(`${origin}/ingest/v1/web/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': UA, 'x-forwarded-for': address },
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
  return { ...body, address };
}

/** One page load's control calls, as the tracker makes them: start, then tags, feature-flags and conditions. */
async function pageLoad(origin) {
  const began = performance.now();
  const started = await startSession(origin);
  const auth = { authorization: `Bearer ${started.token}`, 'user-agent': UA };
  await Promise.all([
    fetch(`${origin}/ingest/v1/web/tags`, { headers: auth }).then((r) => r.arrayBuffer()),
    fetch(`${origin}/ingest/v1/web/feature-flags`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ projectID: started.projectID, userID: '', metadata: {}, referrer: '', persistFlags: {} }),
    }).then((r) => r.arrayBuffer()),
    fetch(`${origin}/ingest/v1/web/conditions/${started.projectID}`, { headers: auth }).then((r) => r.arrayBuffer()),
  ]);
  return performance.now() - began;
}

printRunHeader(
  'ingest-throughput',
  `POST /ingest/v1/web/i (server/ingest.ts, index on ${DATABASE_LABEL}) vs a bare node:http sink that fsyncs the same bytes; reader and stress mixes, ${rounds} round(s) of ${duration} s, ${CONNECTIONS} connections, ${sessionCount} sessions`,
);
for (const [name, mix] of Object.entries(MIXES))
  console.log(`  ${name} batch: ${mix.raw.length} bytes of messages, ${mix.sent.length + 16} bytes as sent`);

const seeded = seededDataDir();
const base = path.dirname(seeded.dataDir);
const postgres = onPostgres ? await startSeededPostgres() : null;
const recordingsDir = path.join(base, 'recordings');
const statsFile = path.join(base, 'ingest-stats.json');
const ingest = await startIngestServer({
  dataDir: seeded.dataDir,
  // As behind a load balancer: each visitor's start names its own address (X-Forwarded-For).
  env: {
    RECORDINGS_DIR: recordingsDir,
    INGEST_LOG_DIR: path.join(base, 'ingest-log'),
    INGEST_STATS_FILE: statsFile,
    TRUSTED_PROXY_HOPS: '1',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  },
});
const sink = await startSink();
const acknowledged = { count: 0 };
const results = {};
let control = null;
try {
  const sessions = [];
  for (let i = 0; i < sessionCount; i += 1) {
    const body = await startSession(ingest.origin);
    sessions.push({ id: body.sessionID, token: body.token, address: body.address, next: 0 });
  }
  for (const [name, mix] of Object.entries(MIXES)) {
    const figures = { ingest: [], sink: [] };
    const sinkSessions = sessions.map((s) => ({ ...s, next: 0 }));
    for (let r = 0; r < rounds; r += 1) {
      process.stdout.write(`  ${name} round ${r + 1}: ingest... `);
      await run(ingest.origin, sessions, mix, 2, { acknowledged });
      await ingestStats(ingest, statsFile);
      const cpuBefore = cpuMs(ingest.pid);
      const s = await run(ingest.origin, sessions, mix, duration, { acknowledged });
      const stats = await ingestStats(ingest, statsFile);
      s.cpuPerBatchMs = (cpuMs(ingest.pid) - cpuBefore) / Math.max(1, s.acknowledged);
      s.lag = stats;
      figures.ingest.push(s);
      process.stdout.write(
        `${round(s.requestsPerSecond)} req/s${refusals(s)}, index lag p99 ${stats.lagP99Ms} ms, drain ${stats.drainMs} ms; sink... `,
      );
      await run(sink.origin, sinkSessions, mix, 2);
      const b = await run(sink.origin, sinkSessions, mix, duration);
      figures.sink.push(b);
      console.log(`${round(b.requestsPerSecond)} req/s`);
    }
    const sinkRps = median(figures.sink.map((f) => f.requestsPerSecond));
    const halfRate = Math.max(1, Math.round(sinkRps / 2));
    process.stdout.write(`  ${name} at half the sink's rate (${halfRate} req/s)... `);
    const half = await run(ingest.origin, sessions, mix, duration, { acknowledged, overallRate: halfRate });
    half.lag = await ingestStats(ingest, statsFile);
    console.log(
      `${round(half.requestsPerSecond)} req/s${refusals(half)}, p99 ${msec(half.p99)}, index lag p50 ${half.lag.lagP50Ms} ms p99 ${half.lag.lagP99Ms} ms`,
    );
    results[name] = { figures, sinkRps, halfRate, half };
  }
  // Control calls: page loads a few at a time, CPU of the ingest process per page load.
  await Promise.all(Array.from({ length: 20 }, () => pageLoad(ingest.origin)));
  const before = cpuMs(ingest.pid);
  const began = performance.now();
  const times = [];
  for (let done = 0; done < pageLoads; done += 8)
    times.push(
      ...(await Promise.all(Array.from({ length: Math.min(8, pageLoads - done) }, () => pageLoad(ingest.origin)))),
    );
  times.sort((a, b) => a - b);
  control = {
    pageLoads: times.length,
    cpuPerPageLoadMs: (cpuMs(ingest.pid) - before) / times.length,
    p50: times[Math.floor(times.length / 2)],
    p99: times[Math.min(times.length - 1, Math.ceil(0.99 * times.length) - 1)],
    seconds: (performance.now() - began) / 1000,
  };
} finally {
  await sink.stop();
  await ingest.stop();
}

const stored = await readStoredBatches(postgres ? { url: postgres.url } : seeded.dataDir, recordingsDir);
postgres?.stop();
const storedSet = new Set(stored.rows);
const lost = Math.max(0, acknowledged.count - (storedSet.size - stored.unreadable)) + stored.unreadable;
const duplicated = stored.rows.length - storedSet.size;
seeded.remove();

const rows = [];
for (const [name, { figures, sinkRps, halfRate, half }] of Object.entries(results)) {
  const pick = (list, get) => median(list.map(get));
  const rps = pick(figures.ingest, (f) => f.requestsPerSecond);
  rows.push([
    `${name}: bare node:http sink, write + fsync`,
    round(sinkRps),
    msec(pick(figures.sink, (f) => f.p50)),
    msec(pick(figures.sink, (f) => f.p99)),
    '1.00×',
    '',
    '',
    '',
    '',
  ]);
  rows.push([
    `${name}: ingest, full speed`,
    round(rps),
    msec(pick(figures.ingest, (f) => f.p50)),
    msec(pick(figures.ingest, (f) => f.p99)),
    ratioCell(rps / sinkRps),
    `${pick(figures.ingest, (f) => f.lag.lagP50Ms)} / ${pick(figures.ingest, (f) => f.lag.lagP99Ms)} ms`,
    `${pick(figures.ingest, (f) => f.lag.drainMs)} ms`,
    `${pick(figures.ingest, (f) => f.cpuPerBatchMs).toFixed(3)} ms`,
    `${msec(pick(figures.ingest, (f) => f.lag.eventLoopDelayP99Ms))} / ${msec(pick(figures.ingest, (f) => f.lag.eventLoopDelayMaxMs))}`,
  ]);
  rows.push([
    `${name}: ingest at half the sink's rate (${halfRate}/s)`,
    round(half.requestsPerSecond),
    msec(half.p50),
    msec(half.p99),
    ratioCell(half.requestsPerSecond / sinkRps),
    `${half.lag.lagP50Ms} / ${half.lag.lagP99Ms} ms`,
    `${half.lag.drainMs} ms`,
    '',
    `${msec(half.lag.eventLoopDelayP99Ms)} / ${msec(half.lag.eventLoopDelayMaxMs)}`,
  ]);
}
printTable(
  `Ingest throughput, index on ${DATABASE_LABEL} (medians of rounds)`,
  [
    'target',
    'req/s',
    'p50',
    'p99',
    'vs sink',
    'index lag p50 / p99',
    'drain',
    'CPU per batch',
    'main thread held p99 / max',
  ],
  rows,
);
printTable(
  'Control calls of one page load (start, tags, feature-flags, conditions)',
  ['page loads', 'CPU per page load', 'p50', 'p99'],
  [[control.pageLoads, `${control.cpuPerPageLoadMs.toFixed(2)} ms`, msec(control.p50), msec(control.p99)]],
);
printTable(
  'Batches acknowledged vs stored',
  ['acknowledged (2xx)', 'rows stored', 'rows that read back as their batch', 'lost', 'duplicated'],
  [[acknowledged.count, stored.rows.length, stored.readable, lost, duplicated]],
);
writeResult(onPostgres ? 'ingest-throughput-postgres' : 'ingest-throughput', {
  database: DATABASE_LABEL,
  duration,
  rounds,
  sessions: sessionCount,
  results,
  control,
  acknowledged: acknowledged.count,
  stored: stored.rows.length,
  lost,
  duplicated,
});
if (lost > 0 || duplicated > 0) process.exitCode = 1;
