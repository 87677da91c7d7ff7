import { spawnSync } from 'node:child_process';
import path from 'node:path';

/*
 * Playwright's global setup: the throwaway PostgreSQL cluster (scripts/db/pg-cluster.mjs) that the specs running
 * several processes on one database use (replicas.spec.ts, ingest-processes.spec.ts). Started here unless one already
 * runs, and stopped at the end only if started here: those specs run in parallel workers and must not stop it under
 * each other. Each spec makes a database of its own in it.
 */
const ROOT = path.resolve(__dirname, '..');

const cluster = (command: 'start' | 'stop' | 'status') =>
  spawnSync(process.execPath, ['scripts/db/pg-cluster.mjs', command], { cwd: ROOT, encoding: 'utf8' });

export default async function startPostgresCluster(): Promise<() => Promise<void>> {
  if (cluster('status').status === 0) return async () => undefined;
  const started = cluster('start');
  if (started.status !== 0) throw new Error(`could not start PostgreSQL for the end-to-end tests: ${started.stderr}`);
  return async () => {
    cluster('stop');
  };
}
