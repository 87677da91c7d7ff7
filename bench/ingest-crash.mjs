// kill -9 of the ingest under load, three times, with tracker-like retries (tracker/PROTOCOL.md: a failed or 5xx
// batch is sent again after 250 ms × attempt, up to 10 times; a 503's Retry-After is waited at least): every batch
// the ingest acknowledged must be in the index once it is back, and none indexed twice.
//
// --sessions visitors each send their batches one after another (the tracker's one in flight), to the ingest alone
// (server/ingest.ts, the handler server/main.ts also runs; the site's page loads play no part). At 1/4, 2/4 and 3/4
// of --seconds of load every process of the ingest gets SIGKILL; after --down seconds the same build starts again on the same
// port, PGlite folder, raw log and blob store, and indexing resumes from its checkpoint. At the end the senders stop,
// the ingest is stopped cleanly (it indexes what it holds) and the PGlite folder is read: every acknowledged
// (session, page, batch) must have its row and read back as itself from the blob store (lost otherwise), and each
// session's batch count must equal its rows (a batch indexed twice would count twice).
//
//   node bench/ingest-crash.mjs [--seconds 40] [--down 2] [--sessions 30]
import path from 'node:path';
import { intOption, printRunHeader, printTable, writeResult } from './lib/report.mjs';
import { sleep, startIngestServer } from './lib/server.mjs';
import { seededDataDir } from './lib/seeded-site.mjs';
import { readStoredBatches } from './lib/stored-batches.mjs';

const seconds = intOption('seconds', 40, { min: 10, max: 600 });
const down = intOption('down', 2, { min: 1, max: 12 });
const sessionCount = intOption('sessions', 30, { min: 1, max: 500 });
const KILLS = 3;
const MAX_RETRIES = 10;
const RETRY_DELAY_STEP_MS = 250;

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
const frame = (type, payload) => {
  const body = Buffer.from(JSON.stringify(payload), 'utf8');
  return Buffer.concat([
    Buffer.from(uint(type)),
    Buffer.from([body.length & 0xff, (body.length >> 8) & 0xff, (body.length >> 16) & 0xff]),
    body,
  ]);
};
/** A batch of 21 messages: batch n of a page holds its messages 21n to 21n + 20, as the tracker numbers them. */
const batch = (pageNo, batchNo) =>
  Buffer.concat([
    Buffer.from([
      ...uint(1),
      ...uint(pageNo),
      ...uint(batchNo),
      ...uint(batchNo * 21),
      ...uint(Date.now() * 2),
      12,
      ...Buffer.from('benchtab0001'),
    ]),
    frame(3, { ts: Date.now(), nodeId: 4, selector: 'main > a', label: 'Read more', x: 10, y: 20 }),
    ...Array.from({ length: 20 }, (_, i) =>
      frame(1, {
        type: 3,
        data: { source: 1, positions: [{ x: i, y: i, id: 4, timeOffset: 0 }] },
        timestamp: Date.now() + i,
      }),
    ),
  ]);

printRunHeader(
  'ingest-crash',
  `${KILLS} × kill -9 of the ingest during ${seconds} s of load from ${sessionCount} visitors, back after ${down} s each time`,
);
const seeded = seededDataDir();
const base = path.dirname(seeded.dataDir);
const recordingsDir = path.join(base, 'recordings');
const env = { RECORDINGS_DIR: recordingsDir, INGEST_LOG_DIR: path.join(base, 'ingest-log') };
let ingest = await startIngestServer({ dataDir: seeded.dataDir, env });
const port = ingest.port;
const origin = ingest.origin;
const counts = { acknowledged: 0, retries: 0, gaveUp: 0, refused: 0 };
const acknowledged = new Set();
let stopping = false;

async function startSession() {
  for (;;) {
    try {
      const response = await fetch(`${origin}/ingest/v1/web/start`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0',
        },
        body: JSON.stringify({ projectKey: 'parley-demo', trackerVersion: '16.2.1', timestamp: Date.now() }),
      });
      if (response.ok) return await response.json();
    } catch {
      // down: try again
    }
    await sleep(250);
  }
}

/** One visitor: batches one at a time, each retried as the tracker does until it is acknowledged (or given up). */
async function visitor() {
  const session = await startSession();
  for (let batchNo = 0; !stopping; batchNo += 1) {
    const body = batch(0, batchNo);
    for (let attempt = 0; ; attempt += 1) {
      let status = 0;
      let retryAfter = 0;
      try {
        const response = await fetch(`${origin}/ingest/v1/web/i?batch=0_${batchNo}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/octet-stream' },
          body,
        });
        status = response.status;
        retryAfter = Number(response.headers.get('retry-after') ?? 0) * 1000;
        await response.arrayBuffer();
      } catch {
        status = 0;
      }
      if (status >= 200 && status < 300) {
        acknowledged.add(`${session.sessionID}:0_${batchNo}`);
        counts.acknowledged += 1;
        break;
      }
      if (status >= 400 && status < 500 && status !== 429) {
        counts.refused += 1;
        break;
      }
      if (attempt >= MAX_RETRIES) {
        counts.gaveUp += 1;
        break;
      }
      counts.retries += 1;
      await sleep(Math.max(retryAfter, RETRY_DELAY_STEP_MS * (attempt + 1)));
    }
    await sleep(20);
  }
}

const visitors = Array.from({ length: sessionCount }, () => visitor());
const started = Date.now();
// Each kill comes after the ingest has been up under load for a quarter of --seconds (a restart's time not counted).
for (let kill = 1; kill <= KILLS; kill += 1) {
  await sleep((seconds * 1000) / (KILLS + 1));
  console.log(
    `  ${Math.round((Date.now() - started) / 1000)} s: kill -9 of the ingest (${counts.acknowledged} batches acknowledged so far)`,
  );
  await ingest.kill9();
  await sleep(down * 1000);
  ingest = await startIngestServer({ dataDir: seeded.dataDir, env, port });
  console.log(`  ${Math.round((Date.now() - started) / 1000)} s: the ingest is back`);
}
await sleep((seconds * 1000) / (KILLS + 1));
stopping = true;
await Promise.all(visitors);
await ingest.stop();

const stored = await readStoredBatches(seeded.dataDir, recordingsDir);
const rows = new Set(stored.rows);
const lost = [...acknowledged].filter((key) => !rows.has(key)).length + stored.unreadable;
const { PGlite } = await import('@electric-sql/pglite');
const db = await PGlite.create(seeded.dataDir);
let indexedTwice;
try {
  const mismatch = await db.query(`
    select count(*)::int as n from recording_sessions s
    where s.batch_count <> (select count(*) from recording_batches b where b.session_id = s.id)`);
  indexedTwice = mismatch.rows[0].n + (stored.rows.length - rows.size);
} finally {
  await db.close();
}
seeded.remove();

printTable(
  `Batches after ${KILLS} × kill -9 under load`,
  [
    'acknowledged (2xx)',
    'rows stored',
    'read back as their batch',
    'retried sends',
    'given up',
    'refused (4xx)',
    'lost',
    'indexed twice',
  ],
  [
    [
      counts.acknowledged,
      stored.rows.length,
      stored.readable,
      counts.retries,
      counts.gaveUp,
      counts.refused,
      lost,
      indexedTwice,
    ],
  ],
);
writeResult('ingest-crash', {
  seconds,
  down,
  sessions: sessionCount,
  kills: KILLS,
  ...counts,
  stored: stored.rows.length,
  readable: stored.readable,
  lost,
  indexedTwice,
});
if (lost > 0 || indexedTwice > 0) process.exitCode = 1;
