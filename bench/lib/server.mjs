// The servers the benchmarks measure: the site's production server (`npm start`'s: Next.js behind the page cache,
// server/main.ts, on a free localhost port, in its own process group) and a bare node:http server (bench/lib/bare-server.mjs, its own process too) that answers every
// request with one fixed body from memory. The benchmarks only ever send requests to 127.0.0.1.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SERVER_ENTRY, forgetCachedPages } from '../../scripts/lib/setup.mjs';

const HOST = '127.0.0.1';
const BENCH_AUTH_SECRET = 'bench-only-secret-never-used-for-real-sessions-0123456789';

/** Every process group and temp folder started here, so an interrupted benchmark still stops and removes them. */
const groups = new Set();
const tempDirs = new Set();
/** What else must be undone on exit, such as a PostgreSQL cluster (its server is not in a process group of ours). */
const exitCleanups = new Set();

/**
 * Runs `cleanup` (synchronous) when the benchmark exits, however it exits short of SIGKILL, before the temp folders go.
 * Returns a function that cancels it, for when it was done in order.
 */
export function onExit(cleanup) {
  exitCleanups.add(cleanup);
  return () => exitCleanups.delete(cleanup);
}

function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

function removeTempDir(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // ESRCH: the whole group is gone
  }
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

process.on('exit', () => {
  for (const pid of groups) killGroup(pid, 'SIGKILL');
  for (const cleanup of exitCleanups) {
    try {
      cleanup();
    } catch (error) {
      console.error(`cleanup on exit failed: ${error.message}`);
    }
  }
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const pid of groups) killGroup(pid, 'SIGKILL');
    process.exit(130);
  });
}

/** SIGTERM to the process group, SIGKILL after `graceMs`; resolves when no process of the group is left. */
async function stopGroup(pid, graceMs = 5000) {
  if (!groups.has(pid)) return;
  killGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pid)) {
    killGroup(pid, 'SIGKILL');
    const hardDeadline = Date.now() + 5000;
    while (groupAlive(pid) && Date.now() < hardDeadline) await sleep(100);
  }
  groups.delete(pid);
}

export const sleep = (msec) => new Promise((resolve) => setTimeout(resolve, msec));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function requireBuild() {
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')) || !fs.existsSync(SERVER_ENTRY)) {
    throw new Error(
      'There is no production build (.next/BUILD_ID, .next/parley-server.mjs). Run `npm run build` first, or `node bench/run.mjs`, which builds.',
    );
  }
}

/**
 * GET without Accept-Encoding, so the body is the exact bytes an uncompressed client gets. Bounded by `timeoutMs`.
 * Returns { status, headers, body: Buffer }.
 */
export function fetchRaw(url, { headers = {}, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: timeoutMs }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    request.on('error', reject);
  });
}

async function waitForHttp(url, child, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`);
    }
    try {
      const { status } = await fetchRaw(url, { timeoutMs: 2000 });
      if (status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`No answer from ${url} within ${Math.round(timeoutMs / 1000)} s:\n${output()}`);
}

function spawnGroup(command, args, env, { countPattern, cwd = ROOT } = {}) {
  const child = spawn(command, args, { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  groups.add(child.pid);
  let tail = '';
  let counted = 0;
  let partial = '';
  const keep = (chunk) => {
    const text = chunk.toString();
    tail = (tail + text).slice(-4000);
    if (countPattern) {
      const lines = (partial + text).split('\n');
      partial = lines.pop();
      for (const line of lines) if (countPattern.test(line)) counted += 1;
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => tail, counted: () => counted };
}

/**
 * Starts the production server (`npm start`'s: `node .next/parley-server.mjs -p <free port>`, Next.js behind the
 * site's own front door, server/main.ts) of the build in .next and waits until it answers.
 * It gets a bench-only AUTH_SECRET (unless AUTH_SECRET is set) and a temp folder of its own for its files
 * (PARLEY_DATA_DIR: its raw ingest log and segments, one process per log folder), so it never touches data/. Its
 * database: PostgreSQL at `databaseUrl` when given (a replica: bench/lib/replicas.mjs), else a PGlite folder, `dataDir`
 * when given (a seeded folder the caller owns and removes) or a throwaway one. `env` adds variables; `countPattern`
 * counts the server's output lines that match (see `counted()`). The pages Next.js kept on disk are forgotten first
 * unless `forgetKept` is false (a second replica of one site starts beside the first). Returns { origin, port, stop,
 * output, counted, kill9 }. stop() signals the whole process group it was spawned in (Next.js may start workers of its own).
 */
export async function startSite({
  timeoutMs = 90_000,
  dataDir,
  databaseUrl,
  env: extraEnv = {},
  countPattern,
  port: fixedPort,
  forgetKept = true,
} = {}) {
  requireBuild();
  const port = fixedPort ?? (await freePort());
  const ownDir = tempDir('parley-bench-server-');
  // An empty DATABASE_URL means PGlite (lib/db/client.ts), whatever the shell that started the benchmark has set.
  const database = databaseUrl
    ? { DATABASE_URL: databaseUrl }
    : { DATABASE_URL: '', PGLITE_DATA_DIR: dataDir ?? path.join(ownDir, 'pglite') };
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    AUTH_SECRET: process.env.AUTH_SECRET ?? BENCH_AUTH_SECRET,
    PARLEY_DATA_DIR: path.join(ownDir, 'data'),
    ...database,
    ...extraEnv,
  };
  // No -H: the proxy's rewrites are fetched from http://localhost:<port>, which may resolve to ::1, so the server must
  // listen on every address as `next start` does by default.
  // Pages kept by an earlier server were rendered from another database.
  if (forgetKept) forgetCachedPages();
  const { child, output, counted } = spawnGroup(process.execPath, [SERVER_ENTRY, '-p', String(port)], env, {
    countPattern,
  });
  const origin = `http://${HOST}:${port}`;
  const stop = async () => {
    await stopGroup(child.pid);
    removeTempDir(ownDir);
  };
  try {
    await waitForHttp(`${origin}/robots.txt`, child, output, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  // A crash, not a shutdown: every process of the server's group gets SIGKILL at once (bench/ingest-crash.mjs).
  const kill9 = async () => {
    killGroup(child.pid, 'SIGKILL');
    while (groupAlive(child.pid)) await sleep(50);
    groups.delete(child.pid);
  };
  return { origin, port, pid: child.pid, stop, output, counted, kill9 };
}

/**
 * The ingest alone (server/ingest.ts) as the benchmarks run it: bundled from the current sources once per benchmark process into
 * bench/results/servers/ (git-ignored; inside the repository so its packages resolve from node_modules), never a
 * bundle an earlier build left in .next/, which would measure old code.
 */
const INGEST_BUNDLE_DIR = path.join(ROOT, 'bench', 'results', 'servers');
const INGEST_ENTRY = path.join(INGEST_BUNDLE_DIR, 'parley-ingest.mjs');
let ingestBundled = false;

/**
 * Starts the ingest-only server (`node parley-ingest.mjs -p <port>`: the tracker's calls without the site) on
 * the PGlite folder `dataDir` (seeded: it needs the demo project) and waits for its health check. Bundled first
 * (scripts/build-servers.mjs: a second, no Next.js build needed). Returns { origin, port, pid, stop,
 * kill9, output }.
 */
export async function startIngestServer({ dataDir, env: extraEnv = {}, port: fixedPort, timeoutMs = 60_000 } = {}) {
  if (!ingestBundled) {
    const { spawnSync } = await import('node:child_process');
    const built = spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts', 'build-servers.mjs'), '--outdir', INGEST_BUNDLE_DIR],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    if (built.status !== 0) throw new Error(`Bundling the servers failed:\n${built.stderr}`);
    ingestBundled = true;
  }
  const port = fixedPort ?? (await freePort());
  const env = {
    ...process.env,
    AUTH_SECRET: process.env.AUTH_SECRET ?? BENCH_AUTH_SECRET,
    PGLITE_DATA_DIR: dataDir,
    ...extraEnv,
  };
  const { child, output } = spawnGroup(process.execPath, [INGEST_ENTRY, '-p', String(port), '-H', HOST], env);
  const origin = `http://${HOST}:${port}`;
  const stop = () => stopGroup(child.pid, 30_000);
  try {
    await waitForHttp(`${origin}/`, child, output, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  const kill9 = async () => {
    killGroup(child.pid, 'SIGKILL');
    while (groupAlive(child.pid)) await sleep(50);
    groups.delete(child.pid);
  };
  return { origin, port, pid: child.pid, stop, kill9, output };
}

/** A temp folder removed when the benchmark exits (or earlier with removeTempDir). */
export { tempDir, removeTempDir };

/**
 * A bare node:http server in its own process answering every request with `body` (a Buffer or string) and the given
 * content type: the baseline of "what serving these bytes costs without a framework". Returns { origin, stop }.
 */
export async function startBare(body, contentType, { timeoutMs = 15_000 } = {}) {
  const dir = tempDir('parley-bench-bare-');
  const file = path.join(dir, 'body');
  fs.writeFileSync(file, body);
  const port = await freePort();
  const script = path.join(ROOT, 'bench', 'lib', 'bare-server.mjs');
  const { child, output } = spawnGroup(process.execPath, [script, file, contentType, String(port), HOST], process.env);
  const origin = `http://${HOST}:${port}`;
  const stop = async () => {
    await stopGroup(child.pid);
    removeTempDir(dir);
  };
  try {
    await waitForHttp(`${origin}/`, child, output, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, port, pid: child.pid, stop };
}

const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

/**
 * The framework baseline: bench/bare-next (a Next.js app of the site's version with no proxy, rewrites or headers)
 * built in a temp folder and served by `next start` on 127.0.0.1. It answers `body` two ways:
 * - `/prerendered`, a prerendered page at a static path (`x-nextjs-cache: HIT`) whose HTML file is replaced by `body`
 *   after the build: the same code path as the site's prerendered pages, so what the framework itself costs for one;
 * - `/page`, a route handler prerendered from `body` at build time (the first baseline; a different code path).
 * Its third route, `POST /sink`, writes each body to a new file under `BARE_NEXT_SINK_DIR` (a temp folder here) and
 * fsyncs it (bench/ingest-throughput.mjs: the framework's own floor for an ingest). Its fourth, `/article`, is a
 * Next.js page of `articleHtml` (the site's article element) prerendered at build time, with Next's scripts and
 * hydration and nothing else (bench/lighthouse.mjs: what the framework alone costs a reader's browser).
 * Built with webpack, as the site is (docs/decisions/0061): Turbopack would also refuse a project whose node_modules (a symlink to the site's) lies outside it, and
 * inside the site's tree it would pick up the site's proxy.ts and instrumentation.ts. Serving a prerendered answer
 * runs the same server code either way. Returns { origin, path (the page), routePath, articlePath, sinkPath, stop, buildSeconds }.
 */
export async function startBareNext(body, contentType, { timeoutMs = 60_000, articleHtml = '' } = {}) {
  const dir = tempDir('parley-bench-bare-next-');
  fs.cpSync(path.join(ROOT, 'bench', 'bare-next'), dir, { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const bodyFile = path.join(dir, 'body.html');
  fs.writeFileSync(bodyFile, body);
  // The element /article renders (prerendered at build time): the site's article, for the Lighthouse baseline.
  const articleFile = path.join(dir, 'article.html');
  fs.writeFileSync(articleFile, articleHtml);
  const sinkDir = path.join(dir, 'sink');
  fs.mkdirSync(sinkDir);
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    BARE_NEXT_BODY_FILE: bodyFile,
    BARE_NEXT_CONTENT_TYPE: contentType,
    BARE_NEXT_SINK_DIR: sinkDir,
    BARE_NEXT_ARTICLE_FILE: articleFile,
  };
  delete env.NODE_ENV;
  const started = Date.now();
  const build = spawnGroup(process.execPath, [NEXT_BIN, 'build', '--webpack'], env, { cwd: dir });
  const code = await new Promise((resolve) => build.child.on('exit', (exitCode) => resolve(exitCode)));
  groups.delete(build.child.pid);
  if (code !== 0) {
    removeTempDir(dir);
    throw new Error(`Building bench/bare-next failed (${code}):\n${build.output()}`);
  }
  const buildSeconds = (Date.now() - started) / 1000;
  // The prerendered page's HTML becomes the site's bytes (its .meta keeps the page's own headers).
  fs.writeFileSync(path.join(dir, '.next', 'server', 'app', 'prerendered.html'), body);
  const port = await freePort();
  const { child, output } = spawnGroup(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', HOST], env, {
    cwd: dir,
  });
  const origin = `http://${HOST}:${port}`;
  const stop = async () => {
    await stopGroup(child.pid);
    removeTempDir(dir);
  };
  try {
    await waitForHttp(`${origin}/page`, child, output, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    path: '/prerendered',
    routePath: '/page',
    articlePath: '/article',
    sinkPath: '/sink',
    stop,
    buildSeconds,
  };
}

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file)) ?? null;

/** Whether Debian's nginx is installed (the caching-proxy measurement is skipped without it). */
export const hasNginx = () => NGINX !== null;

/**
 * Debian's nginx as a caching reverse proxy in front of `upstreamOrigin`, the production set-up of README "Scaling":
 * it keeps what the upstream marks shareable (`Cache-Control: s-maxage`) and answers repeats itself. One worker
 * process (the machine has 2 cores, and the load generator needs one), its cache and temp files in a temp folder.
 * Returns { origin, stop }.
 */
export async function startNginxCache(upstreamOrigin, { timeoutMs = 15_000 } = {}) {
  if (!NGINX) throw new Error('nginx is not installed');
  const dir = tempDir('parley-bench-nginx-');
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache keys_zone=pages:10m max_size=100m;
  upstream site { server ${new URL(upstreamOrigin).host}; keepalive 16; }
  server {
    listen ${HOST}:${port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_cache pages;
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status;
    }
  }
}
`,
  );
  const { child, output } = spawnGroup(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], process.env);
  const origin = `http://${HOST}:${port}`;
  const stop = async () => {
    await stopGroup(child.pid);
    removeTempDir(dir);
  };
  try {
    await waitForHttp(`${origin}/robots.txt`, child, output, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** Runs fn(server) with a started server and always stops it. */
export async function withServer(start, fn) {
  const server = await start();
  try {
    return await fn(server);
  } finally {
    await server.stop();
  }
}
