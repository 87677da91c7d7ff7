// The site as it scales (README "Scaling"), for the throughput benchmarks' `--replicas N`: N processes of the
// production server on one PostgreSQL, as behind a load balancer. The cluster is a throwaway one of the benchmark's own
// (scripts/db/pg-cluster.mjs: its state in a temp folder, on a free port, never the tests' cluster), migrated and
// seeded exactly as `npm start` seeds (scripts/db/seed.ts with DATABASE_URL). Each replica is started as startSite
// starts the embedded site, with DATABASE_URL and a folder of its own for its files (its raw ingest log and segments:
// one process per log folder, as each machine of a deployment has its own disk), in a process group of its own.
// Without `--replicas` the benchmarks measure the embedded default: one process on a PGlite folder.
import { removeCluster, startCluster, urlOf } from '../../scripts/db/pg-cluster.mjs';
import { forgetCachedPages } from '../../scripts/lib/setup.mjs';
import { intOption, option } from './report.mjs';
import { seedPostgres, seededDataDir } from './seeded-site.mjs';
import { onExit, removeTempDir, startSite, tempDir } from './server.mjs';

/** Most replicas a benchmark starts: every one is a Next.js server on the same 2 cores as the load generator. */
export const MAX_REPLICAS = 4;

/**
 * The set-up to measure, from `--replicas N`: { replicas: null } is the embedded default (one process, PGlite), and
 * `label` names it in the printed tables and the result file.
 */
export function deploymentOption() {
  if (option('replicas', null) === null)
    return { replicas: null, label: 'embedded (one process, PGlite)', resultSuffix: '' };
  const replicas = intOption('replicas', 2, { min: 1, max: MAX_REPLICAS });
  return {
    replicas,
    label: `${replicas} replica${replicas === 1 ? '' : 's'} on PostgreSQL`,
    resultSuffix: `-${replicas}-replicas`,
  };
}

/**
 * A PostgreSQL cluster of the benchmark's own with its database migrated and seeded; returns { url, stop }. The cluster
 * is stopped and deleted by stop(), or on exit when the benchmark fails or is interrupted.
 */
export async function startSeededPostgres() {
  const stateDir = tempDir('parley-bench-pg-state-');
  const state = await startCluster({ stateDir, preferredPort: null });
  const cancelExitCleanup = onExit(() => removeCluster(state));
  const stop = () => {
    cancelExitCleanup();
    removeCluster(state);
    removeTempDir(stateDir);
  };
  try {
    seedPostgres(urlOf(state));
  } catch (error) {
    stop();
    throw error;
  }
  return { url: urlOf(state), stop };
}

/**
 * The seeded database of a deployment: a PGlite folder (embedded) or a PostgreSQL cluster (replicas). Returns
 * { database: { dataDir } or { url } (for discussionFixture), siteOptions (for startSite and startServers), stop }.
 */
export async function seededDatabase(deployment) {
  if (!deployment.replicas) {
    const seeded = seededDataDir();
    return { database: { dataDir: seeded.dataDir }, siteOptions: { dataDir: seeded.dataDir }, stop: seeded.remove };
  }
  const postgres = await startSeededPostgres();
  return { database: { url: postgres.url }, siteOptions: { databaseUrl: postgres.url }, stop: postgres.stop };
}

/**
 * The site's servers for a deployment: one (embedded) or `deployment.replicas` on the PostgreSQL database of
 * `siteOptions.databaseUrl`, started one after another (each waits until it answers) and stopped together. `urls(path)`
 * gives the path on every server, what measure() loads at once. Returns { servers, origins, urls, stop }.
 */
export async function startServers(deployment, siteOptions = {}) {
  const count = deployment.replicas ?? 1;
  if (deployment.replicas && !siteOptions.databaseUrl)
    throw new Error('Replicas need a PostgreSQL database (databaseUrl)');
  // Once for the whole site: a second replica must not delete what the first has begun to keep.
  forgetCachedPages();
  const servers = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  try {
    for (let i = 0; i < count; i += 1) servers.push(await startSite({ ...siteOptions, forgetKept: false }));
  } catch (error) {
    await stop();
    throw error;
  }
  const origins = servers.map((server) => server.origin);
  return { servers, origins, urls: (path) => origins.map((origin) => origin + path), stop };
}
