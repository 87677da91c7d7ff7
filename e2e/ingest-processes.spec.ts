import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { freePort } from './free-port';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { AwsClient } from 'aws4fetch';
import { gunzipSync } from 'node:zlib';
import { decodeBatch, encodeBatch, MESSAGE_TYPES } from '@parley/tracker/protocol';

/*
 * Two ingest processes, each started the way a deployment starts one (`node .next/parley-ingest.mjs`, what
 * `npm run ingest` runs), on one PostgreSQL and one S3-compatible store (s3rver, started here on a port of its own):
 * a visitor's batches go to either, as a load balancer sends them. Each process keeps its own raw log and batch
 * segments, uploads each sealed segment as one object, and indexes into PostgreSQL with its own checkpoint; every
 * batch is indexed once and reads back by byte range from the store. README "Scaling".
 */

const ROOT = path.resolve(__dirname, '..');
const { AUTH_SECRET } = JSON.parse(fs.readFileSync(path.join(ROOT, 'e2e', 'server-env.json'), 'utf8')) as {
  AUTH_SECRET: string;
};
const DATABASE = 'parley_e2e_ingest';
const WORK = path.join(ROOT, 'data', 'e2e-ingest');
const S3_STATE = path.join(WORK, 's3');

type Ingest = { name: string; base: string; process: ChildProcess; log: string[]; segments: string };
let ingests: Ingest[] = [];
let adminUrl: string;
let databaseUrl: string;

const node = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env } });

async function sql<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function startIngest(name: string, s3: Record<string, string>): Promise<Ingest> {
  const port = await freePort();
  const segments = path.join(WORK, name, 'batch-segments');
  const env = {
    ...process.env,
    ...s3,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET,
    NEXT_TELEMETRY_DISABLED: '1',
    // One raw log and one folder of batch segments per process, as each machine of a deployment has.
    INGEST_LOG_DIR: path.join(WORK, name, 'ingest-log'),
    INGEST_SEGMENTS_DIR: segments,
  };
  const child = spawn(process.execPath, ['.next/parley-ingest.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`ingest ${name} exited: ${log.join('')}`);
    try {
      // `GET /`: the health check a load balancer asks.
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`ingest ${name} did not start: ${log.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { name, base, process: child, log, segments };
}

const s3Env = () => JSON.parse(fs.readFileSync(path.join(S3_STATE, 'env.json'), 'utf8')) as Record<string, string>;

const segmentFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.seg'))
    : [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fs.rmSync(WORK, { recursive: true, force: true });
  // The cluster is the run's (e2e/postgres-cluster.ts, Playwright's global setup).
  const status = node(['scripts/db/pg-cluster.mjs', 'status']);
  if (status.status !== 0) throw new Error(`no PostgreSQL cluster runs: ${status.stdout}${status.stderr}`);
  adminUrl = /DATABASE_URL=(\S+)/.exec(status.stdout)![1]!;
  await sql(adminUrl, `drop database if exists ${DATABASE} with (force)`);
  await sql(adminUrl, `create database ${DATABASE}`);
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  databaseUrl = url.toString();
  // An S3-compatible server of this spec's own (any free port, its state apart from the suite's).
  const s3Started = node(['scripts/s3-server.mjs', 'start'], { S3_TEST_STATE_DIR: S3_STATE, S3_TEST_PORT: '0' });
  if (s3Started.status !== 0) throw new Error(`could not start s3rver: ${s3Started.stderr}`);
  const s3 = s3Env();
  // One first, so that the other finds the schema migrated.
  ingests = [await startIngest('one', s3)];
  ingests.push(await startIngest('two', s3));
});

test.afterAll(async () => {
  for (const ingest of ingests) ingest.process.kill('SIGTERM');
  await Promise.all(
    ingests.map(
      (ingest) =>
        new Promise((resolve) =>
          ingest.process.exitCode !== null ? resolve(null) : ingest.process.once('exit', resolve),
        ),
    ),
  );
  node(['scripts/s3-server.mjs', 'stop'], { S3_TEST_STATE_DIR: S3_STATE });
  if (adminUrl) await sql(adminUrl, `drop database if exists ${DATABASE} with (force)`).catch(() => undefined);
  fs.rmSync(WORK, { recursive: true, force: true });
});

test("two ingest processes take one visitor's batches by turns: each batch indexed once, its segment uploaded as one object and read back by byte range", async () => {
  test.setTimeout(120_000);
  const [one, two] = ingests as [Ingest, Ingest];
  const publicKey = `e2e-${randomUUID()}`;
  await sql(databaseUrl, 'insert into projects (public_key, name) values ($1, $2)', [publicKey, 'Two ingests']);
  const started = await fetch(`${one.base}/ingest/v1/web/start`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
    },
    body: JSON.stringify({
      projectKey: publicKey,
      trackerVersion: '16.2.1',
      timestamp: Date.now(),
      width: 1280,
      height: 720,
      timezone: 'UTC+01:00',
      language: 'en',
    }),
  });
  expect(started.status).toBe(200);
  const { token, sessionID } = (await started.json()) as { token: string; sessionID: string };

  const BATCHES = 8;
  for (let batchNo = 0; batchNo < BATCHES; batchNo += 1) {
    const ts = Date.now();
    const body = encodeBatch(
      { version: 1, pageNo: 0, batchNo, firstIndex: batchNo * 2, timestamp: ts, tabId: 'tab123456789' },
      [
        {
          type: MESSAGE_TYPES.page,
          payload: JSON.stringify({ ts, url: `/p/${batchNo}`, referrer: '', title: 'Two ingests', navigation: 'load' }),
        },
        {
          type: MESSAGE_TYPES.click,
          payload: JSON.stringify({ ts, nodeId: 1, selector: `#b${batchNo}`, label: 'Send', x: 1, y: 2 }),
        },
      ],
    );
    // By turns, as a load balancer without affinity sends them: the even ones to one, the odd ones to two, and the
    // last two odd ones again through one (a retry through the other process). Which process indexes a batch both took
    // is whichever digester commits first, so only the batches that two alone took guarantee it a segment of its own.
    const targets = batchNo % 2 === 0 ? [one] : batchNo < BATCHES / 2 ? [two] : [two, one];
    for (const target of targets) {
      const answer = await fetch(`${target.base}/ingest/v1/web/i?batch=0_${batchNo}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        body: Buffer.from(body),
      });
      expect(answer.status, `${target.name} 0_${batchNo}`).toBe(200);
    }
  }

  // Indexed once each, whichever process took it (and took it again).
  await expect
    .poll(
      async () =>
        (
          await sql<{ n: string }>(databaseUrl, 'select count(*) as n from recording_batches where session_id = $1', [
            sessionID,
          ])
        )[0]!.n,
      {
        timeout: 30_000,
      },
    )
    .toBe(String(BATCHES));
  const [session] = await sql<{ batch_count: number; click_count: number }>(
    databaseUrl,
    'select batch_count, click_count from recording_sessions where id = $1',
    [sessionID],
  );
  expect(session).toMatchObject({ batch_count: BATCHES, click_count: BATCHES });
  const checkpoints = await sql(databaseUrl, 'select log_id from ingest_checkpoints');
  expect(checkpoints.length).toBeGreaterThanOrEqual(2);

  // Within SEGMENT_UPLOAD_AFTER_MS (1 s) of a segment's start each process has uploaded it and deleted its local copy.
  await expect
    .poll(() => ingests.flatMap((ingest) => segmentFiles(ingest.segments)).length, { timeout: 40_000 })
    .toBe(0);
  const keys = await sql<{ blob_key: string }>(
    databaseUrl,
    'select blob_key from recording_batches where session_id = $1',
    [sessionID],
  );
  const segments = new Set(
    keys.map((row) => /^(segments\/\d{4}-\d{2}-\d{2}\/[0-9a-z-]+\.seg)#\d+\+\d+$/.exec(row.blob_key)?.[1]),
  );
  expect(segments.has(undefined)).toBe(false);
  // One object per segment, far fewer than the batches: both processes wrote some (two holds at least batches 1 and 3).
  expect(segments.size).toBeGreaterThanOrEqual(2);
  expect(segments.size).toBeLessThan(BATCHES);
  // Every batch reads back from the store by a byte range of its segment object (S3 GET with Range, signed).
  const { S3_ENDPOINT, BLOB_STORE, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, S3_REGION } = s3Env();
  const [, bucket, prefix] = /^s3:\/\/([^/]+)\/?(.*)$/.exec(BLOB_STORE!)!;
  const s3 = new AwsClient({
    accessKeyId: AWS_ACCESS_KEY_ID!,
    secretAccessKey: AWS_SECRET_ACCESS_KEY!,
    region: S3_REGION!,
    service: 's3',
  });
  const urls = new Set<string>();
  for (const { blob_key: key } of keys) {
    const [, segment, offset, length] = /^(.+)#(\d+)\+(\d+)$/.exec(key)!;
    const url = `${S3_ENDPOINT}/${bucket}/${prefix ? `${prefix}/` : ''}${segment}`;
    urls.add(url);
    const range = `bytes=${offset}-${Number(offset) + Number(length) - 1}`;
    const answer = await s3.fetch(url, { headers: { range } });
    expect(answer.status, `${key}`).toBe(206);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(bytes.byteLength).toBe(Number(length));
    const batch = decodeBatch(new Uint8Array(gunzipSync(bytes)));
    expect(batch.header.pageNo).toBe(0);
    expect(batch.frames.map((frame) => frame.type)).toEqual([MESSAGE_TYPES.page, MESSAGE_TYPES.click]);
  }
  expect(urls.size).toBe(segments.size);
  for (const ingest of ingests) expect(ingest.process.exitCode, ingest.log.join('')).toBeNull();
});
