// What `npm start` and `npm test` need before they can run anything: the npm packages of package-lock.json and,
// for the tests, Debian's Chromium and PostgreSQL. Plain Node so it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const CHROMIUM = '/usr/bin/chromium';

// Next.js would otherwise try to send telemetry from every command the scripts start.
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

export function log(message) {
  console.log(`\n[parley] ${message}`);
}

/** Runs a command with inherited output; throws with the command line when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: ROOT,
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.error) throw new Error(`${command} ${args.join(' ')}: ${result.error.message}`);
  if (result.status !== 0) {
    const error = new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

function fileHash(file) {
  return crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(ROOT, file)))
    .digest('hex');
}

/**
 * Installs the packages of package-lock.json when node_modules is missing or was installed from another lock.
 * `npm install`, not `npm ci`: the registry these machines reach holds only the Linux builds of platform-specific
 * optional packages (@swc/core-darwin-*, …), so the lock cannot list the others and `npm ci` refuses it as out of
 * sync. `npm install` installs the locked versions all the same.
 */
export function ensureNodeModules() {
  const marker = path.join(ROOT, 'node_modules', '.parley-lock-hash');
  const wanted = fileHash('package-lock.json');
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === wanted) return;
  log('Installing npm packages (npm install)...');
  run('npm', ['install', '--no-audit', '--no-fund'], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  fs.writeFileSync(marker, fileHash('package-lock.json'));
}

function hasPostgres() {
  const base = '/usr/lib/postgresql';
  return fs.existsSync(base) && fs.readdirSync(base).some((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')));
}

/** libfaketime's command: runs a program with its clock moved (the unit suites' second run, a year ahead). */
export const FAKETIME = '/usr/bin/faketime';

/**
 * Installs Debian packages that are missing (Chromium for Playwright and Lighthouse, PostgreSQL for tests, faketime
 * for the unit suites' run with the clock moved).
 */
export function ensureSystemPackages({ chromium = true, postgres = true, faketime = true } = {}) {
  const missing = [];
  if (chromium && !fs.existsSync(CHROMIUM)) missing.push('chromium');
  if (postgres && !hasPostgres()) missing.push('postgresql');
  if (faketime && !fs.existsSync(FAKETIME)) missing.push('faketime');
  if (missing.length === 0) return;
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  if (!asRoot && spawnSync('sudo', ['-n', 'true']).status !== 0) {
    throw new Error(
      `Missing Debian packages: ${missing.join(', ')}. Install them with: sudo apt-get install ${missing.join(' ')}`,
    );
  }
  log(`Installing Debian packages: ${missing.join(', ')}...`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const [cmd, ...pre] = sudo.length ? sudo : ['apt-get'];
  const apt = (args) => (sudo.length ? run(cmd, [...pre, 'apt-get', ...args], { env }) : run('apt-get', args, { env }));
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
}

/** A hash of everything the production build is made from, to skip a build that would change nothing. */
export function sourceHash() {
  const hash = crypto.createHash('sha256');
  const roots = ['app', 'components', 'content', 'lib', 'messages', 'public', 'server', 'tracker/src'];
  const files = ['proxy.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json', 'tracker/build.mjs'];
  const walk = (dir) => {
    const full = path.join(ROOT, dir);
    if (!fs.existsSync(full)) return;
    for (const entry of fs.readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const rel = path.join(dir, entry.name);
      // What the build itself writes (the tracker bundle) is not a source of it.
      if (rel === path.join('public', 'tracker')) continue;
      if (entry.isDirectory()) walk(rel);
      else if (!/\.test\.tsx?$/.test(entry.name)) files.push(rel);
    }
  };
  roots.forEach(walk);
  for (const file of files) {
    if (!fs.existsSync(path.join(ROOT, file))) continue;
    hash.update(file);
    hash.update(fs.readFileSync(path.join(ROOT, file)));
  }
  return hash.digest('hex');
}

/** The site's production server (server/main.ts), compiled by `npm run build`: what `npm start` runs. */
export const SERVER_ENTRY = path.join(ROOT, '.next', 'parley-server.mjs');

/** Where a build notes the sources it was made from (sourceHash). */
const BUILD_MARKER = path.join(ROOT, '.next', 'parley-source-hash');

/** `next build` unless the last build was made from exactly these sources. */
export function ensureBuild({ force = false } = {}) {
  const wanted = sourceHash();
  const built =
    fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')) &&
    fs.existsSync(SERVER_ENTRY) &&
    fs.existsSync(BUILD_MARKER) &&
    fs.readFileSync(BUILD_MARKER, 'utf8') === wanted;
  if (built && !force) {
    log('The production build is up to date.');
    return;
  }
  log('Building the site (content check, then next build)...');
  run('npm', ['run', 'build']);
  fs.writeFileSync(BUILD_MARKER, wanted);
}

/**
 * A command in the background, its output into `logFile` (`npm test` runs some steps beside others that leave the
 * machine idle part of the time). `finished` resolves when it exited with 0 and rejects with the log's last lines
 * when it failed; `stop()` ends it and every process it started (a step beside it failed).
 */
function startInBackground(command, args, logFile, { env = {} } = {}) {
  const out = fs.openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
    // Its own process group, so that stop() reaches everything it started.
    detached: true,
  });
  fs.closeSync(out);
  const finished = new Promise((resolve, reject) => {
    child.on('error', (error) => reject(new Error(`${command} ${args.join(' ')}: ${error.message}`)));
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
      const error = new Error(`${command} ${args.join(' ')} exited with ${code ?? signal} (${logFile}):\n${tail}`);
      error.exitCode = code ?? 1;
      reject(error);
    });
  });
  // Seen by Node as handled at once: the caller awaits it when it needs the result, or stops it.
  finished.catch(() => {});
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  return { finished, stop };
}

/**
 * `npm run build` in the background (startInBackground), `env` added to its environment; once it succeeded, the
 * build is marked as made from these sources, as ensureBuild does.
 */
export function startBuild(logFile, env = {}) {
  const wanted = sourceHash();
  const build = startInBackground('npm', ['run', 'build'], logFile, { env });
  const finished = build.finished.then(() => fs.writeFileSync(BUILD_MARKER, wanted));
  finished.catch(() => {});
  return { ...build, finished };
}

/**
 * The token signing secret for `next start` (which always runs with NODE_ENV=production): AUTH_SECRET when set;
 * otherwise, unless the caller asked for production explicitly, a random one kept in data/auth-secret (0600), the
 * same file lib/config/secret.ts uses outside production.
 */
export function authSecretEnv(env = process.env) {
  if (env.AUTH_SECRET) {
    // The same rule as lib/config/secret.ts (AUTH_SECRET_MIN_LENGTH), checked before a long build.
    if (env.AUTH_SECRET.trim().length < 32)
      throw new Error('AUTH_SECRET is too short: it needs at least 32 characters.');
    return { AUTH_SECRET: env.AUTH_SECRET };
  }
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'AUTH_SECRET is not set. In production the token signing secret must come from the environment: set AUTH_SECRET ' +
        'to a random string of at least 32 characters (for example `openssl rand -base64 48`).',
    );
  }
  const file = path.join(ROOT, 'data', 'auth-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${crypto.randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  }
  return { AUTH_SECRET: fs.readFileSync(file, 'utf8').trim() };
}

/** Migrates the database and, when it has no users yet, seeds the demo data and prints the demo accounts. */
export function prepareDatabase(env = {}) {
  run('npx', ['tsx', 'scripts/db/seed.ts'], { env });
}

/**
 * The pages Next.js keeps at run time (the kept member pages: docs/decisions/0028-member-pages-cached.md) are stored on disk beside
 * the build and outlive the server, but they were rendered from the database the last server had. A server started
 * on a database of its own (the end-to-end suite's, a benchmark's) must not serve them: a kept feed would list
 * questions that database never had.
 */
export const KEPT_PAGES_DIR = path.join(ROOT, '.next', 'server', 'route-cache');

export function forgetCachedPages() {
  fs.rmSync(KEPT_PAGES_DIR, { recursive: true, force: true });
}
