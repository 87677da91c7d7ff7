// Every benchmark, one after the other (never two servers or builds at once): lighthouse, page-weight,
// static-throughput, member-throughput, login, ingest-throughput, ingest-crash, tracker-cost, build-time. Builds the site first when there is no production build (.next/BUILD_ID).
// Each benchmark prints its table and writes bench/results/<name>.json.
//
//   node bench/run.mjs [--only lighthouse,page-weight] [--skip build-time] [--runs 3] [--duration 10] [--rounds 3]
//   (--runs goes to lighthouse; --duration and --rounds to the three throughput benchmarks; --build-runs N to build-time)
//   --replicas N: static-throughput and member-throughput measure N replicas of the site on one PostgreSQL instead of
//   the embedded default (one process on PGlite); their figures go to bench/results/<name>-N-replicas.json.
//   --wait-idle L: before each benchmark, wait (at most 10 minutes) until the 1-minute load average is below L;
//   on a shared machine other people's builds and browsers move every absolute figure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, ensureBuild, log, sourceHash } from '../scripts/lib/setup.mjs';
import { deploymentOption } from './lib/replicas.mjs';
import { option } from './lib/report.mjs';

const deployment = deploymentOption();
/** `--replicas N` for the benchmarks that can measure the site as replicas; nothing for the embedded default. */
const replicas = () => (deployment.replicas ? ['--replicas', String(deployment.replicas)] : []);

const BENCHMARKS = [
  { name: 'lighthouse', args: () => ['--runs', option('runs', '3')], timeoutMs: 30 * 60_000 },
  { name: 'page-weight', args: () => [], timeoutMs: 10 * 60_000 },
  {
    name: 'static-throughput',
    args: () => ['--duration', option('duration', '10'), '--rounds', option('rounds', '3'), ...replicas()],
    timeoutMs: 30 * 60_000,
  },
  {
    name: 'member-throughput',
    args: () => ['--duration', option('duration', '10'), '--rounds', option('rounds', '3'), ...replicas()],
    timeoutMs: 30 * 60_000,
  },
  {
    name: 'login',
    args: () => ['--duration', option('duration', '10'), '--rounds', option('rounds', '3')],
    timeoutMs: 30 * 60_000,
  },
  {
    name: 'ingest-throughput',
    args: () => ['--duration', option('duration', '10'), '--rounds', option('rounds', '3')],
    timeoutMs: 30 * 60_000,
  },
  { name: 'ingest-crash', args: () => [], timeoutMs: 10 * 60_000 },
  { name: 'tracker-cost', args: () => ['--runs', option('runs', '3')], timeoutMs: 60 * 60_000 },
  { name: 'build-time', args: () => ['--runs', option('build-runs', '1')], timeoutMs: 90 * 60_000 },
];

const list = (value) =>
  value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : null;
const only = list(option('only', ''));
const skip = list(option('skip', '')) ?? [];
for (const name of [...(only ?? []), ...skip]) {
  if (!BENCHMARKS.some((b) => b.name === name)) {
    console.error(`Unknown benchmark "${name}"; known: ${BENCHMARKS.map((b) => b.name).join(', ')}`);
    process.exit(2);
  }
}
const selected = BENCHMARKS.filter((b) => (!only || only.includes(b.name)) && !skip.includes(b.name));
const needsServer = selected.some((b) => b.name !== 'build-time');

if (needsServer) {
  const buildId = path.join(ROOT, '.next', 'BUILD_ID');
  const marker = path.join(ROOT, '.next', 'parley-source-hash');
  try {
    if (!fs.existsSync(buildId)) ensureBuild();
    else if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') !== sourceHash()) {
      log(
        'Warning: the production build in .next is older than the sources; the figures are those of the older build (npm run build to refresh).',
      );
    }
  } catch (error) {
    console.error(`[bench] the build failed: ${error.message}`);
    process.exit(error.exitCode ?? 1);
  }
}

const idleLoad = Number(option('wait-idle', '0'));
const IDLE_WAIT_MAX_MS = 10 * 60_000;

function waitForIdle() {
  if (!(idleLoad > 0)) return;
  const deadline = Date.now() + IDLE_WAIT_MAX_MS;
  let announced = false;
  while (os.loadavg()[0] >= idleLoad && Date.now() < deadline) {
    if (!announced)
      console.log(
        `[bench] waiting for the 1-minute load average (${os.loadavg()[0].toFixed(2)}) to drop below ${idleLoad}...`,
      );
    announced = true;
    spawnSync('sleep', ['10']);
  }
  if (os.loadavg()[0] >= idleLoad)
    console.log(`[bench] load is still ${os.loadavg()[0].toFixed(2)} after 10 minutes; measuring anyway.`);
}

/** The result file's suffix: the replicas' runs write files of their own beside the embedded ones. */
const resultSuffix = (name) =>
  name === 'static-throughput' || name === 'member-throughput' ? deployment.resultSuffix : '';

const outcomes = [];
for (const benchmark of selected) {
  waitForIdle();
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(ROOT, 'bench', `${benchmark.name}.mjs`), ...benchmark.args()], {
    cwd: ROOT,
    stdio: 'inherit',
    timeout: benchmark.timeoutMs,
    killSignal: 'SIGTERM',
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const status = result.error
    ? `error: ${result.error.message}`
    : result.status === 0
      ? 'ok'
      : `exit ${result.status ?? result.signal}`;
  outcomes.push({ name: benchmark.name, status, seconds });
}

console.log('\n== bench/run.mjs summary\n');
for (const { name, status, seconds } of outcomes) {
  console.log(
    `  ${name.padEnd(18)} ${status.padEnd(10)} ${seconds} s   bench/results/${name}${resultSuffix(name)}.json`,
  );
}
process.exit(outcomes.every((o) => o.status === 'ok') ? 0 : 1);
