// `npm test`: the whole suite, in the order that fails fastest. Each runner prints its own summary; the last line
// adds up the tests of every runner ("N passed, N failed"). Stops at the first failing step.
import fs from 'node:fs';
import path from 'node:path';
import { lint } from './lib/lint.mjs';
import { FAKETIME, ROOT, ensureNodeModules, ensureSystemPackages, log, run, startBuild } from './lib/setup.mjs';

// Not test-results/: Playwright empties that folder when it starts.
const RESULTS = path.join(ROOT, '.test-reports');
/** `flaky`: Playwright tests that passed only on their retry (counted in `passed` too, and named in the summary). */
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const timings = [];

/** Runs one step of the suite and notes its time; `fn` may return a promise (the build, which runs beside others). */
async function step(name, fn) {
  log(`${name}...`);
  const started = Date.now();
  try {
    await fn();
  } finally {
    timings.push([name, ((Date.now() - started) / 1000).toFixed(1)]);
  }
}

/** The output of the production build, which runs beside other steps: printed when it is done. */
const BUILD_LOG = path.join(RESULTS, 'build.log');
/** The production build, once started in the background, and when. */
let build;
let buildStarted;

function countJest(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  if (report.numTotalTests === 0) throw new Error(`${path.basename(file)}: no test ran`);
}

function countPlaywright(file) {
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.flaky += stats.flaky ?? 0;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (stats.expected + stats.unexpected + (stats.flaky ?? 0) === 0) throw new Error('Playwright: no test ran');
}

/**
 * How far ahead the unit suites' second run moves the process clock: more than a year, so a test that depends on
 * today's date (a relative time, an age, an expiry, a default date range) fails the day it is written, not a month
 * later in someone else's change. Tests take "now" from a fixed clock (tests/support/fixed-clock.ts, lib/clock.ts).
 */
const FUTURE_CLOCK_OFFSET = '+400d';

/**
 * Jest's worker processes. Its default (the cores less one) runs everything in one process on the two cores CI has;
 * the test files are independent of each other (each integration file has a database of its own: lib/db/testing.ts),
 * so two workers use both cores.
 */
const JEST_WORKERS = 2;

function jest(name, args, env = {}, { clockOffset } = {}) {
  const out = path.join(RESULTS, `jest-${name}.json`);
  const command = ['npx', 'jest', '--ci', `--maxWorkers=${JEST_WORKERS}`, '--json', `--outputFile=${out}`, ...args];
  try {
    if (clockOffset) {
      // libfaketime moves the wall clock of jest and its workers (it reaches child processes through LD_PRELOAD);
      // monotonic clocks stay real so timeouts still measure real time.
      run(FAKETIME, ['-f', clockOffset, ...command], { env: { ...env, FAKETIME_DONT_FAKE_MONOTONIC: '1' } });
    } else {
      run(command[0], command.slice(1), { env });
    }
  } finally {
    if (fs.existsSync(out)) countJest(out);
  }
}

let exitCode = 0;
try {
  fs.rmSync(RESULTS, { recursive: true, force: true });
  fs.mkdirSync(RESULTS, { recursive: true });
  await step('Setup: npm packages', ensureNodeModules);
  await step('Setup: Debian packages (chromium, postgresql, faketime)', () => ensureSystemPackages());
  await step('Content check', () => {
    run('npm', ['run', '--silent', 'content:check']);
    // The editorial check: body shape, links, images, no placeholder text (scripts/verify-content.ts).
    run('npm', ['run', '--silent', 'content:verify']);
  });
  // The same checks as `npm run lint` (scripts/lib/lint.mjs). Not beside the type check: both are CPU-bound, and a
  // run with tsc beside the lint took 101 s where the two one after the other took 85 s.
  await step('Lint (eslint, prettier, dependency-cruiser, knip)', lint);
  await step('Type check (tsc)', () => {
    // Pages are typed with Next's generated PageProps<'/[lang]/…'> and LayoutProps: generate them first.
    run('npx', ['next', 'typegen']);
    run('npx', ['tsc', '--noEmit']);
    // The tracker is its own package with its own compiler settings (no `@/` alias into the site).
    run('npx', ['tsc', '--noEmit', '-p', 'tracker']);
  });
  await step('Unit and component tests (Jest)', () => jest('unit', ['--selectProjects', 'unit', 'tracker']));
  await step(`Unit and component tests again, the clock ${FUTURE_CLOCK_OFFSET} ahead (Jest under faketime)`, () =>
    jest('unit-future-clock', ['--selectProjects', 'unit', 'tracker'], {}, { clockOffset: FUTURE_CLOCK_OFFSET }),
  );
  await step('Tracker in Chromium (Playwright)', () => {
    // The tracker against a fake ingest of its own (tracker/tests/browser), independent of the site and its build.
    const out = path.join(RESULTS, 'playwright-tracker.json');
    try {
      run('npx', ['playwright', 'test', '-c', 'tracker/playwright.config.ts'], {
        env: { PLAYWRIGHT_JSON_OUTPUT_FILE: out },
      });
    } finally {
      if (fs.existsSync(out)) countPlaywright(out);
    }
  });
  // A real S3-compatible server (scripts/s3-server.mjs: s3rver from the npm registry, on 127.0.0.1) for both
  // integration runs: BLOB_STORE and S3_ENDPOINT point the S3 tests (tests/integration/blob-store.test.ts,
  // ingest-processes.test.ts) at it.
  // Tests that install a blob store of their own (the ingest's, on a temporary folder) are not affected.
  run('node', ['scripts/s3-server.mjs', 'start']);
  try {
    const s3 = JSON.parse(fs.readFileSync(path.join(ROOT, 'data', 's3-test', 'env.json'), 'utf8'));
    await step('Integration tests on PGlite (Jest)', () =>
      jest('integration-pglite', ['--selectProjects', 'integration'], s3),
    );
    // The production build starts here and runs beside the PostgreSQL run, which waits on its database part of the
    // time (it left 34 % of the two cores idle, and a build alone 46 %): the two took 305 s together where they took
    // 194 s and 172 s one after the other (BENCHMARKS.md §17). The end-to-end step waits for it. Next's own type check
    // is left out of this build: the type-check step above ran the same compiler over the same tree (next.config.ts,
    // SKIP_BUILD_TYPE_CHECK).
    log(`Production build started in the background (its output: ${path.relative(ROOT, BUILD_LOG)})`);
    buildStarted = Date.now();
    build = startBuild(BUILD_LOG, { SKIP_BUILD_TYPE_CHECK: '1' });
    await step('Integration tests on PostgreSQL (Jest, the build beside it)', () => {
      run('node', ['scripts/db/pg-cluster.mjs', 'start']);
      try {
        const url = fs.readFileSync(path.join(ROOT, 'data', 'pg-test', 'url'), 'utf8').trim();
        jest('integration-postgres', ['--selectProjects', 'integration'], { ...s3, DATABASE_URL: url });
      } finally {
        run('node', ['scripts/db/pg-cluster.mjs', 'stop']);
      }
    });
  } finally {
    run('node', ['scripts/s3-server.mjs', 'stop']);
  }
  await step('Production build (the rest of it, once the integration tests were done)', async () => {
    try {
      await build.finished;
    } finally {
      console.log(fs.readFileSync(BUILD_LOG, 'utf8'));
      log(`The build took ${((Date.now() - buildStarted) / 1000).toFixed(0)} s from its start.`);
    }
  });
  await step('End-to-end tests (Playwright, Chromium)', () => {
    const out = path.join(RESULTS, 'playwright.json');
    try {
      run('npx', ['playwright', 'test'], { env: { PLAYWRIGHT_JSON_OUTPUT_FILE: out } });
    } finally {
      if (fs.existsSync(out)) countPlaywright(out);
    }
  });
} catch (error) {
  build?.stop();
  console.error(`\n[parley] ${error.message}`);
  exitCode = error.exitCode ?? 1;
}

console.log('\n[parley] Steps and their time (s):');
for (const [name, seconds] of timings) console.log(`  ${seconds.padStart(7)}  ${name}`);
if (exitCode === 0 && totals.failed > 0) exitCode = 1;
const flaky = totals.flaky > 0 ? ` (${totals.flaky} of them only on a retry: see the runner's output above)` : '';
console.log(`\ntests: ${totals.passed} passed${flaky}, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);
