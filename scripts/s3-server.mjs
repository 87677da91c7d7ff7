#!/usr/bin/env node
// A throwaway S3-compatible server for the tests: s3rver (the npm package @20minutes/s3rver, a devDependency, so
// `npm install` brings it), which speaks S3's REST API over HTTP, checks every Signature V4 and keeps objects on disk.
//
//   node scripts/s3-server.mjs start    starts it in the background; prints its settings and writes them to
//                                       data/s3-test/env.json (BLOB_STORE, S3_ENDPOINT, S3_REGION, AWS_*)
//   node scripts/s3-server.mjs stop     stops it and deletes its objects
//   node scripts/s3-server.mjs status   prints the settings when it runs, exits 1 when it does not
//
// It listens on 127.0.0.1 only, on port 9310 (S3_TEST_PORT; 0 for any) or a free one, stores under a temporary
// folder and has one bucket, `parley-test`. Its only credentials are s3rver's fixed pair (S3RVER / S3RVER): the server
// holds nothing but test data and serves nobody but this machine. S3_TEST_STATE_DIR puts the state elsewhere than
// data/s3-test, so a test can run a server of its own beside the suite's. Reads no standard input, so it runs
// unattended in CI.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const STATE_DIR = path.resolve(process.env.S3_TEST_STATE_DIR || path.join(ROOT, 'data', 's3-test'));
const STATE_FILE = path.join(STATE_DIR, 'state.json');
const ENV_FILE = path.join(STATE_DIR, 'env.json');
/** 0 (S3_TEST_PORT=0): any free port. */
const PREFERRED_PORT = process.env.S3_TEST_PORT ? Number(process.env.S3_TEST_PORT) : 9310;
const HOST = '127.0.0.1';
const BUCKET = 'parley-test';
/** s3rver's built-in account: it knows no other. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
const TEMP_PREFIX = path.join(os.tmpdir(), 'parley-s3-');

function fail(message) {
  console.error(`s3-server: ${message}`);
  process.exit(1);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: HOST, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

async function pickPort() {
  if (PREFERRED_PORT > 0 && (await portIsFree(PREFERRED_PORT))) return PREFERRED_PORT;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: HOST }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function readState() {
  try {
    return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8'));
  } catch {
    return undefined;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The settings a blob store needs to use the server (the names lib/storage/blob-store.ts reads). */
function envOf(state) {
  return {
    BLOB_STORE: `s3://${BUCKET}/run`,
    S3_ENDPOINT: `http://${HOST}:${state.port}`,
    S3_REGION: REGION,
    AWS_ACCESS_KEY_ID: ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
  };
}

/** Whether something responds to HTTP on the port (any status: an unsigned request gets an S3 error, which is enough). */
async function responds(port) {
  try {
    await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function start() {
  const existing = readState();
  if (existing && isAlive(existing.pid) && (await responds(existing.port))) {
    console.log(`s3-server: already running (pid ${existing.pid}, port ${existing.port}).`);
    fs.writeFileSync(ENV_FILE, `${JSON.stringify(envOf(existing), null, 2)}\n`);
    printEnv(existing);
    return;
  }
  if (existing) await removeServer(existing);

  const root = fs.mkdtempSync(TEMP_PREFIX);
  const port = await pickPort();
  const log = path.join(root, 'server.log');
  const output = fs.openSync(log, 'a');
  // s3rver makes ListObjectsV2's continuation tokens with the DES cipher, which OpenSSL 3 keeps in its legacy
  // provider: without it every truncated list (a folder of more keys than a page) responds with 500.
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', new URL(import.meta.url).pathname, 'serve', path.join(root, 'objects'), String(port)],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', output, output],
    },
  );
  let exited = false;
  child.once('exit', () => (exited = true));
  child.unref();
  fs.closeSync(output);
  const state = { pid: child.pid, port, root };
  // Written first, so `stop` can clean up a server that never came up.
  fs.mkdirSync(STATE_DIR, { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await responds(port))) {
    if (exited || Date.now() > deadline) {
      const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : '';
      await removeServer(state);
      fail(`the server did not start on ${HOST}:${port}.\n--- server.log ---\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fs.writeFileSync(ENV_FILE, `${JSON.stringify(envOf(state), null, 2)}\n`);
  console.log(`s3-server: s3rver running (pid ${child.pid}) on ${HOST}:${port}, objects in ${root}.`);
  console.log(`s3-server: settings written to ${path.relative(process.cwd(), ENV_FILE)}.`);
  printEnv(state);
}

function printEnv(state) {
  for (const [name, value] of Object.entries(envOf(state))) console.log(`${name}=${value}`);
}

/** The server process itself (what `start` runs in the background). */
async function serve(directory, port) {
  const S3rver = createRequire(import.meta.url)('@20minutes/s3rver');
  fs.mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: HOST,
    port,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: BUCKET }],
  });
  await server.run();
  const close = () => server.close().finally(() => process.exit(0));
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}

async function removeServer(state) {
  if (state.pid && isAlive(state.pid)) {
    process.kill(state.pid, 'SIGTERM');
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (isAlive(state.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    if (isAlive(state.pid)) process.kill(state.pid, 'SIGKILL');
  }
  if (state.root?.startsWith(TEMP_PREFIX)) fs.rmSync(state.root, { recursive: true, force: true });
  fs.rmSync(STATE_FILE, { force: true });
  fs.rmSync(ENV_FILE, { force: true });
}

async function stop() {
  const state = readState();
  if (!state) {
    console.log('s3-server: no server to stop.');
    return;
  }
  await removeServer(state);
  console.log(`s3-server: stopped and deleted ${state.root}.`);
}

async function status() {
  const state = readState();
  if (!state || !isAlive(state.pid) || !(await responds(state.port))) {
    console.log('s3-server: not running.');
    process.exit(1);
  }
  printEnv(state);
}

const [command, ...args] = process.argv.slice(2);
if (command === 'start') await start();
else if (command === 'stop') await stop();
else if (command === 'status') await status();
else if (command === 'serve') await serve(args[0], Number(args[1]));
else fail('usage: node scripts/s3-server.mjs start|stop|status');
