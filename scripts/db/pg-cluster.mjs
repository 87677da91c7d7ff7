#!/usr/bin/env node
// A throwaway PostgreSQL cluster for the integration tests, made with Debian's binaries (the `postgresql` package).
//
//   node scripts/db/pg-cluster.mjs start    creates and starts it; prints DATABASE_URL and writes it to data/pg-test/url
//   node scripts/db/pg-cluster.mjs stop     stops it and deletes its folder
//   node scripts/db/pg-cluster.mjs status   prints the URL when it runs, exits 1 when it does not
//
// The cluster lives in a temporary folder, listens on 127.0.0.1 only, on port 54329 or a free one, and trusts
// nothing: the superuser `parley` has a random password that is part of the URL. PostgreSQL refuses to run as root,
// so when this runs as root the server runs as the system user `parleytest` (created with useradd when missing).
// Durability is switched off (fsync, synchronous_commit, full_page_writes): nothing here is worth keeping.
// Reads no standard input, so it runs unattended in CI.
//
// The benchmarks import startCluster and removeCluster to run a cluster of their own (its state in a folder of
// theirs, on a free port), beside any cluster the tests run.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STATE_DIR = path.join(process.cwd(), 'data', 'pg-test');
const STATE_FILE = path.join(STATE_DIR, 'state.json');
const URL_FILE = path.join(STATE_DIR, 'url');
const PREFERRED_PORT = 54329;
const SERVICE_USER = 'parleytest';
const SUPERUSER = 'parley';
const DATABASE = 'parley_test';
const START_TIMEOUT_SECONDS = 60;

function fail(message) {
  console.error(`pg-cluster: ${message}`);
  process.exit(1);
}

/** A refusal of startCluster, reported by the command line as its message alone. */
class ClusterError extends Error {}

/** The newest Debian PostgreSQL under /usr/lib/postgresql/<major>/bin, or PG_BIN when set. */
function findBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && fs.existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0) {
    throw new ClusterError(
      'no PostgreSQL binaries under /usr/lib/postgresql/*/bin. Install them with `apt-get install -y postgresql`.',
    );
  }
  return path.join(root, majors[0], 'bin');
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function ensureServiceUser() {
  if (spawnSync('id', ['-u', SERVICE_USER], { stdio: 'ignore' }).status === 0) return;
  const useradd = ['/usr/sbin/useradd', '/sbin/useradd'].find((p) => fs.existsSync(p)) ?? 'useradd';
  execFileSync(useradd, ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVICE_USER], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Runs a PostgreSQL binary, as the service user when we are root. Throws with its output when it fails. */
function run(bin, args, { cwd, env } = {}) {
  const [command, commandArgs] = isRoot ? ['runuser', ['-u', SERVICE_USER, '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, commandArgs, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(bin)} ${args.join(' ')} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

async function pickPort(preferred) {
  if (preferred && (await portIsFree(preferred))) return preferred;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
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

function isRunning(state) {
  if (!state || !fs.existsSync(state.dataDir)) return false;
  try {
    run(path.join(state.binDir, 'pg_ctl'), ['status', '-D', state.dataDir], { cwd: state.root });
    return true;
  } catch {
    return false;
  }
}

export function urlOf(state) {
  return `postgres://${SUPERUSER}:${state.password}@127.0.0.1:${state.port}/${DATABASE}`;
}

/**
 * Creates and starts a cluster with the database DATABASE: its state and URL files in `stateDir`, listening on
 * `preferredPort` when that is free (null: any free port), with the server `settings` given besides these defaults (a
 * benchmark's shared_buffers, say). Returns the state (urlOf gives its URL); removeCluster stops and deletes it. Throws
 * a ClusterError when it cannot, after removing what it made.
 */
export async function startCluster({ stateDir = STATE_DIR, preferredPort = PREFERRED_PORT, settings = {} } = {}) {
  const binDir = findBinDir();
  if (isRoot) ensureServiceUser();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-pg-'));
  const dataDir = path.join(root, 'data');
  const password = randomBytes(18).toString('base64url');
  const port = await pickPort(preferredPort);
  const state = { root, dataDir, binDir, port, password, version: path.basename(path.dirname(binDir)), stateDir };
  // Written first, so `stop` can clean up a half-made cluster.
  fs.mkdirSync(stateDir, { recursive: true });
  fs.writeFileSync(path.join(stateDir, 'state.json'), JSON.stringify(state, null, 2), { mode: 0o600 });

  try {
    const pwFile = path.join(root, 'pwfile');
    fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
    if (isRoot) execFileSync('chown', ['-R', `${SERVICE_USER}:`, root]);

    run(
      path.join(binDir, 'initdb'),
      [
        '-D',
        dataDir,
        '-U',
        SUPERUSER,
        `--pwfile=${pwFile}`,
        '--auth-host=scram-sha-256',
        '--auth-local=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
      ],
      { cwd: root },
    );
    fs.rmSync(pwFile, { force: true });

    const options = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${root}'`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
      ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
    ].join(' ');
    run(
      path.join(binDir, 'pg_ctl'),
      [
        'start',
        '-D',
        dataDir,
        '-l',
        path.join(root, 'server.log'),
        '-w',
        '-t',
        String(START_TIMEOUT_SECONDS),
        '-o',
        options,
      ],
      {
        cwd: root,
      },
    );
    run(path.join(binDir, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', SUPERUSER, DATABASE], {
      cwd: root,
      env: { PGPASSWORD: password },
    });
  } catch (error) {
    const log = path.join(root, 'server.log');
    const tail = fs.existsSync(log) ? `\n--- server.log ---\n${fs.readFileSync(log, 'utf8').slice(-2000)}` : '';
    removeCluster(state);
    throw new ClusterError(`${error.message}${tail}`);
  }
  fs.writeFileSync(path.join(stateDir, 'url'), `${urlOf(state)}\n`, { mode: 0o600 });
  return state;
}

async function start() {
  const existing = readState();
  if (isRunning(existing)) {
    console.log(`pg-cluster: already running (PostgreSQL in ${existing.root}, port ${existing.port}).`);
    console.log(`DATABASE_URL=${urlOf(existing)}`);
    return;
  }
  if (existing) removeCluster(existing);
  const state = await startCluster();
  console.log(`pg-cluster: PostgreSQL ${state.version} running in ${state.root} on 127.0.0.1:${state.port}.`);
  console.log(`pg-cluster: URL written to ${path.relative(process.cwd(), URL_FILE)}.`);
  console.log(`DATABASE_URL=${urlOf(state)}`);
}

/** Stops the cluster of `state` (startCluster's) and deletes its folder and state files. Synchronous, so it can run on exit. */
export function removeCluster(state) {
  if (fs.existsSync(state.dataDir)) {
    try {
      run(path.join(state.binDir, 'pg_ctl'), ['stop', '-D', state.dataDir, '-m', 'fast', '-w'], { cwd: state.root });
    } catch (error) {
      if (isRunning(state)) console.error(`pg-cluster: could not stop the server: ${error.message}`);
    }
  }
  if (state.root?.startsWith(path.join(os.tmpdir(), 'parley-pg-')))
    fs.rmSync(state.root, { recursive: true, force: true });
  const stateDir = state.stateDir ?? STATE_DIR;
  fs.rmSync(path.join(stateDir, 'state.json'), { force: true });
  fs.rmSync(path.join(stateDir, 'url'), { force: true });
}

function stop() {
  const state = readState();
  if (!state) {
    console.log('pg-cluster: no cluster to stop.');
    return;
  }
  removeCluster(state);
  console.log(`pg-cluster: stopped and deleted ${state.root}.`);
}

function status() {
  const state = readState();
  if (!isRunning(state)) {
    console.log('pg-cluster: not running.');
    process.exit(1);
  }
  console.log(`DATABASE_URL=${urlOf(state)}`);
}

async function main(command) {
  try {
    if (command === 'start') await start();
    else if (command === 'stop') stop();
    else if (command === 'status') status();
    else fail('usage: node scripts/db/pg-cluster.mjs start|stop|status');
  } catch (error) {
    if (error instanceof ClusterError) fail(error.message);
    throw error;
  }
}

// The command line only when run as a script, not when a benchmark imports the functions above.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv[2]);
