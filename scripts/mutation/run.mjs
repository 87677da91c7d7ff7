// `npm run mutation [area ...]`: mutation testing (StrykerJS, stryker.config.mjs) of the named areas, or of every
// area of scripts/mutation/areas.mjs, one after another (MUTATION_AREA names one too). Incremental: only mutants of
// code or tests changed since the area's committed results (scripts/mutation/incremental/) run again; `--force` runs
// them all. Prints each area's score and time; exits non-zero when Stryker fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MUTATION_AREAS, POSTGRES_AREAS } from './areas.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const named = args.filter((arg) => arg !== '--force').map((arg) => arg.replace(/\/+$/, ''));
const areas =
  named.length > 0 ? named : process.env.MUTATION_AREA ? [process.env.MUTATION_AREA] : Object.keys(MUTATION_AREAS);
for (const area of areas) {
  if (!(area in MUTATION_AREAS)) {
    console.error(`mutation: no area ${area} (one of: ${Object.keys(MUTATION_AREAS).join(', ')})`);
    process.exit(2);
  }
}

/** The test cluster's address, the cluster started first when it is not running (scripts/db/pg-cluster.mjs). */
function testClusterUrl() {
  const started = spawnSync('node', ['scripts/db/pg-cluster.mjs', 'start'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (started.status !== 0) {
    console.error('[mutation] the PostgreSQL test cluster did not start (scripts/db/pg-cluster.mjs start)');
    process.exit(1);
  }
  return fs.readFileSync(path.join('data', 'pg-test', 'url'), 'utf8').trim();
}

const times = [];
for (const area of areas) {
  console.log(`\n[mutation] ${area}`);
  const started = Date.now();
  const env = { ...process.env, MUTATION_AREA: area };
  if (POSTGRES_AREAS.has(area) && !env.DATABASE_URL) env.DATABASE_URL = testClusterUrl();
  if (env.DATABASE_URL) console.log(`[mutation] ${area}: the tests run on PostgreSQL`);
  const result = spawnSync('npx', ['stryker', 'run', ...(force ? ['--force'] : [])], { stdio: 'inherit', env });
  times.push([area, ((Date.now() - started) / 1000).toFixed(0)]);
  if (result.status !== 0) {
    console.error(`[mutation] ${area}: Stryker exited with ${result.status ?? result.signal}`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n[mutation] time per area (s):');
for (const [area, seconds] of times) console.log(`  ${seconds.padStart(6)}  ${area}`);
