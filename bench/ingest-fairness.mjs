// Ingest fairness: one quiet visitor's batches (1.5 KB, ten a second, one at a time as the tracker sends them, from an
// address of its own) against the ingest (server/ingest.ts), first alone, then beside each attack of a security test,
// then alone again, in one run:
//   - slow bodies: N connections (200 unless told) that declare Content-Length 1,000,000 and send 20 bytes, from a few
//     addresses and sessions, each opened again as soon as the ingest closes it (408);
//   - flood: K clients (8) posting distinct 900 KB batches as fast as they are answered, each switching to a fresh
//     session from a fresh address whenever it is refused;
//   - images: M connections (40) each holding a 9.9 MB canvas-images upload open, all sent but its last byte.
// For each phase: the victim's batches answered 200 and their p50/p99, what the attackers got (by status), and the
// ingest process's peak resident memory (VmRSS, sampled every 50 ms). Behind one trusted proxy, so every client names
// its address in X-Forwarded-For (an attacker with many addresses). Webcam video is not served by server/ingest.ts
// (the site's routes take it) and is not measured here; its budgets are in tests/integration/ingest-fairness.test.ts.
// Each attack runs in a child process of its own (this file with `--attacker NAME --origin URL`): an attacker's
// 900 KB batches are built and sent on its own event loop, so the victim's timings are the ingest's, not the time the
// benchmark's own process spent building the attack between the victim's callbacks. The three processes still share
// the machine's cores, as they would not in production (the attacker's machine is not the ingest's).
//
//   node bench/ingest-fairness.mjs [--duration 10] [--slow 200] [--flooders 8] [--images 40]
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { intOption, option, printRunHeader, printTable, writeResult } from './lib/report.mjs';
import { msec } from './lib/load.mjs';
import { sleep, startIngestServer } from './lib/server.mjs';
import { seededDataDir } from './lib/seeded-site.mjs';

const duration = intOption('duration', 10);
const slowCount = intOption('slow', 200, { max: 5000 });
const flooderCount = intOption('flooders', 8);
const imageCount = intOption('images', 40);
const VICTIM_EVERY_MS = 100;
/** In a child process: the attack it runs (`--attacker slow|flood|images`) against `--origin`; null in the main one. */
const attackerName = option('attacker', null);
/** The attack's first address number, so that no two phases' attackers share an address (or its byte buckets). */
const addressBase = intOption('address-base', 0, { min: 0, max: 10_000_000 });
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

// ---- the batches (tracker/PROTOCOL.md) ---------------------------------------------------------------------------
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
const header = (pageNo, batchNo, timestamp) =>
  Buffer.from([
    ...uint(1),
    ...uint(pageNo),
    ...uint(batchNo),
    ...uint(batchNo * 10_000),
    ...uint(timestamp * 2),
    ...str('benchtab0001'),
  ]);
/** One rrweb mutation adding a text of `size` letters (distinct per call: a repeat would cost the ingest nothing). */
function batch(batchNo, size) {
  const text = crypto
    .randomBytes(Math.ceil((size * 3) / 4))
    .toString('base64')
    .replace(/[^A-Za-z]/g, 'q')
    .slice(0, size);
  const body = Buffer.from(
    JSON.stringify({
      type: 3,
      data: {
        source: 0,
        texts: [],
        attributes: [],
        removes: [],
        adds: [{ parentId: 1, nextId: null, node: { type: 3, textContent: text, id: 2 } }],
      },
      timestamp: Date.now(),
    }),
  );
  const frame = Buffer.concat([
    Buffer.from(uint(1)),
    Buffer.from([body.length & 0xff, (body.length >> 8) & 0xff, (body.length >> 16) & 0xff]),
    body,
  ]);
  return Buffer.concat([header(0, batchNo, Date.now()), frame]);
}

// ---- clients -----------------------------------------------------------------------------------------------------
let addresses = addressBase;
/** A fresh address of its own (TEST-NET-style 198.18.0.0/15, as the throughput benchmark's visitors). */
const freshAddress = () => {
  addresses += 1;
  return `198.19.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};

async function startSession(origin, address) {
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
    }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`start answered ${response.status}: ${JSON.stringify(body)}`);
  return { token: body.token, address, next: 0 };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
/** POSTs a body; resolves with its status and the ms to its answer (0 for a connection the ingest closed first). */
function post(origin, pathname, headers, body) {
  const url = new URL(pathname, origin);
  const began = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        headers: { ...headers, 'content-length': body.byteLength },
        agent,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - began }));
      },
    );
    request.on('error', () => resolve({ status: 0, ms: performance.now() - began }));
    request.end(body);
  });
}

const postBatch = (origin, who, bytes) => {
  const batchNo = who.next++;
  return post(
    origin,
    `/ingest/v1/web/i?batch=0_${batchNo}`,
    {
      authorization: `Bearer ${who.token}`,
      'content-type': 'application/octet-stream',
      'x-forwarded-for': who.address,
    },
    batch(batchNo, bytes),
  );
};

/** The victim: a batch every VICTIM_EVERY_MS, one at a time, until `stop()`. */
async function victim(origin, who, running) {
  const answers = [];
  while (running.on) {
    const began = performance.now();
    answers.push(await postBatch(origin, who, 1_500));
    await sleep(Math.max(0, VICTIM_EVERY_MS - (performance.now() - began)));
  }
  return answers;
}

const count = (statuses, status) => (statuses[status] = (statuses[status] ?? 0) + 1);

/** Slow bodies: raw sockets that declare 1,000,000 bytes and send 20, opened again when the ingest closes them. */
async function slowBodies(origin, running, statuses) {
  const { hostname, port } = new URL(origin);
  const holders = [];
  for (let i = 0; i < Math.ceil(slowCount / 50); i += 1) holders.push(await startSession(origin, freshAddress()));
  const sockets = new Set();
  const open = (i) => {
    if (!running.on) return;
    const who = holders[Math.floor(i / 50)];
    const socket = net.connect(Number(port), hostname);
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.write(
      `POST /ingest/v1/web/i?batch=0_${who.next++} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${who.token}\r\n` +
        `Content-Type: application/octet-stream\r\nX-Forwarded-For: ${who.address}\r\nContent-Length: 1000000\r\n\r\n`,
    );
    socket.write(Buffer.alloc(20, 1));
    let answered = false;
    socket.on('data', (chunk) => {
      if (answered) return;
      answered = true;
      count(statuses, Number(/^HTTP\/1\.1 (\d+)/.exec(chunk.toString('latin1'))?.[1] ?? 0));
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      if (!answered) count(statuses, 'unanswered');
      open(i);
    });
  };
  for (let i = 0; i < slowCount; i += 1) open(i);
  return () => {
    for (const socket of sockets) socket.destroy();
  };
}

/** Flood: each flooder posts 900 KB batches back to back, switching session and address whenever refused. */
async function flood(origin, running, statuses) {
  const flooder = async () => {
    let who = await startSession(origin, freshAddress());
    while (running.on) {
      const { status } = await postBatch(origin, who, 900_000);
      count(statuses, status);
      if (status !== 200 && running.on) who = await startSession(origin, freshAddress()).catch(() => who);
    }
  };
  const all = Promise.all(Array.from({ length: flooderCount }, flooder));
  return () => all;
}

/** Images: uploads of 9.9 MB (5 snapshots of about 2 MB) held open, all sent but the last byte, reopened when closed. */
async function heldImages(origin, running, statuses) {
  const { hostname, port } = new URL(origin);
  const uploaders = [];
  for (let i = 0; i < imageCount; i += 1) uploaders.push(await startSession(origin, freshAddress()));
  const boundary = 'benchfairnessboundary';
  const webp = Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.alloc(4),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(1_980_000 - 16, 7),
  ]);
  const body = (n) =>
    Buffer.concat([
      ...Array.from({ length: 5 }, (_, part) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="snapshot"; filename="1_${n}_${part}.webp"\r\nContent-Type: image/webp\r\n\r\n`,
          ),
          webp,
          Buffer.from('\r\n'),
        ]),
      ),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
  const sockets = new Set();
  const open = (i) => {
    if (!running.on) return;
    const who = uploaders[i];
    const bytes = body(i);
    const socket = net.connect(Number(port), hostname);
    sockets.add(socket);
    socket.write(
      `POST /ingest/v1/web/images HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${who.token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nX-Forwarded-For: ${who.address}\r\nContent-Length: ${bytes.byteLength}\r\n\r\n`,
    );
    socket.write(bytes.subarray(0, bytes.byteLength - 1));
    let answered = false;
    socket.on('data', (chunk) => {
      if (answered) return;
      answered = true;
      count(statuses, Number(/^HTTP\/1\.1 (\d+)/.exec(chunk.toString('latin1'))?.[1] ?? 0));
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      if (!answered) count(statuses, 'unanswered');
      setTimeout(() => open(i), 100);
    });
  };
  for (let i = 0; i < imageCount; i += 1) open(i);
  return () => {
    for (const socket of sockets) socket.destroy();
  };
}

/** Resident memory (bytes) of a process now, from /proc (Linux). */
const rssOf = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** The attacks by the name a child process is given. */
const ATTACKS = { slow: slowBodies, flood, images: heldImages };

/**
 * The child process of one attack: runs it against `--origin` until its standard input closes, then writes what the
 * attackers got (by status) as one JSON line on standard output.
 */
async function runAttacker(name, origin) {
  const running = { on: true };
  const statuses = {};
  const stopAttack = await ATTACKS[name](origin, running, statuses);
  process.stdout.write('ready\n');
  await new Promise((resolve) => {
    process.stdin.on('end', resolve);
    process.stdin.on('close', resolve);
    process.stdin.resume();
  });
  running.on = false;
  await stopAttack();
  process.stdout.write(`${JSON.stringify(statuses)}\n`);
  agent.destroy();
}

/** Starts an attack in a child process; resolves once it runs, with `stop()` resolving to what the attackers got. */
async function startAttacker(name, origin, phaseNo) {
  const child = spawn(
    process.execPath,
    [
      new URL(import.meta.url).pathname,
      '--attacker',
      name,
      '--origin',
      origin,
      '--address-base',
      String(phaseNo * 100_000),
      `--slow=${slowCount}`,
      `--flooders=${flooderCount}`,
      `--images=${imageCount}`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let output = '';
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.startsWith('ready\n')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the ${name} attacker exited (${code}) before it was ready`)));
  });
  return async () => {
    child.stdin.end();
    await exited;
    const line = output.slice('ready\n'.length).trim();
    return line ? JSON.parse(line) : {};
  };
}

/** One phase: the victim for `duration` seconds beside `attack` (a name of ATTACKS, run in its own process; none for a baseline). */
async function phase(name, ingest, victimWho, attack, phaseNo) {
  process.stdout.write(`  ${name}... `);
  const running = { on: true };
  const stopAttack = attack ? await startAttacker(attack, ingest.origin, phaseNo) : async () => ({});
  // Let the attack take hold before the victim is timed.
  if (attack) await sleep(1_000);
  let peakRss = rssOf(ingest.pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(ingest.pid))), 50);
  const victimDone = victim(ingest.origin, victimWho, running);
  await sleep(duration * 1000);
  running.on = false;
  const answers = await victimDone;
  clearInterval(sampler);
  const statuses = await stopAttack();
  const ok = answers
    .filter((a) => a.status === 200)
    .map((a) => a.ms)
    .sort((a, b) => a - b);
  const all = answers.map((a) => a.ms).sort((a, b) => a - b);
  const q = (list, p) => (list.length ? list[Math.min(list.length - 1, Math.ceil(p * list.length) - 1)] : null);
  const victimStatuses = {};
  for (const a of answers) count(victimStatuses, a.status);
  const result = {
    name,
    victimBatches: answers.length,
    victimOk: ok.length,
    victimStatuses,
    p50: q(all, 0.5),
    p99: q(all, 0.99),
    attackerStatuses: statuses,
    peakRssBytes: peakRss,
  };
  console.log(
    `${ok.length}/${answers.length} × 200, p99 ${msec(result.p99)}, attackers ${JSON.stringify(statuses)}, peak RSS ${Math.round(peakRss / 2 ** 20)} MB`,
  );
  // The ingest settles (the flood's backlog indexed, held bodies freed) before the next phase.
  await sleep(3_000);
  return result;
}

/** The benchmark itself: the ingest, the victim, and an attacker process per phase. */
async function main() {
  printRunHeader(
    'ingest-fairness',
    `a quiet visitor's 1.5 KB batches (one every ${VICTIM_EVERY_MS} ms) against server/ingest.ts, alone and beside each attack, ${duration} s each: ${slowCount} slow bodies, ${flooderCount} flooders of 900 KB batches, ${imageCount} held 9.9 MB image uploads`,
  );
  const seeded = seededDataDir();
  const base = path.dirname(seeded.dataDir);
  const ingest = await startIngestServer({
    dataDir: seeded.dataDir,
    env: {
      RECORDINGS_DIR: path.join(base, 'recordings'),
      INGEST_LOG_DIR: path.join(base, 'ingest-log'),
      TRUSTED_PROXY_HOPS: '1',
    },
  });
  const results = [];
  try {
    const quiet = await startSession(ingest.origin, '203.0.113.50');
    results.push(await phase('baseline', ingest, quiet, null, 0));
    results.push(await phase(`${slowCount} slow bodies`, ingest, quiet, 'slow', 1));
    results.push(await phase(`${flooderCount} flooders`, ingest, quiet, 'flood', 2));
    results.push(await phase(`${imageCount} held images`, ingest, quiet, 'images', 3));
    results.push(await phase('baseline again', ingest, quiet, null, 4));
  } finally {
    agent.destroy();
    await ingest.stop();
    seeded.remove();
  }

  const statusCells = (statuses) =>
    Object.entries(statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ') || '–';
  printTable(
    'The quiet visitor beside each attack (server/ingest.ts, PGlite)',
    ['phase', 'victim batches', 'answered 200', 'p50', 'p99', 'what the attackers got', 'ingest peak RSS'],
    results.map((r) => [
      r.name,
      r.victimBatches,
      `${((100 * r.victimOk) / Math.max(1, r.victimBatches)).toFixed(1)} %`,
      msec(r.p50),
      msec(r.p99),
      statusCells(r.attackerStatuses),
      `${Math.round(r.peakRssBytes / 2 ** 20)} MB`,
    ]),
  );
  writeResult('ingest-fairness', { duration, slowCount, flooderCount, imageCount, results });
}

if (attackerName) {
  if (!ATTACKS[attackerName]) throw new Error(`--attacker must be one of ${Object.keys(ATTACKS).join(', ')}`);
  await runAttacker(attackerName, option('origin', ''));
} else {
  await main();
}
