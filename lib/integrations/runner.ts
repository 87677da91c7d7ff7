import 'server-only';
import { databaseConfigFromEnv, type DatabaseConfig } from '@/lib/db/client';
import { postgresJobLock, processJobLock, type JobLock, type JobRun } from '@/lib/ingest/retention-runner';
import { deliverDue, type DeliveryRun, type Send } from './delivery-runner';
import { detectEvents } from './event-detector';

/**
 * Arbitrary constant naming the PostgreSQL advisory lock the integrations run under (the migrations' lock is
 * 7_273_950_101, the retention job's 7_273_950_102).
 */
export const INTEGRATIONS_ADVISORY_LOCK = 7_273_950_103;

let processLock: JobLock | undefined;

/** The advisory lock on PostgreSQL; on PGlite (one process per database) this process's own. */
export function integrationsLock(config: DatabaseConfig = databaseConfigFromEnv()): JobLock {
  if (config.engine === 'postgres') return postgresJobLock(config.url, INTEGRATIONS_ADVISORY_LOCK);
  return (processLock ??= processJobLock());
}

/**
 * What every server runs every INTEGRATIONS_INTERVAL_MS (instrumentation-node.ts): the detector, then the delivery
 * runner, by one runner at a time however many replicas run it (the others skip that run).
 */
export function runIntegrations({
  lock = integrationsLock(),
  now = new Date(),
  send,
}: { lock?: JobLock; now?: Date; send?: Send } = {}): Promise<JobRun<{ events: number } & DeliveryRun>> {
  return lock.tryRun(async () => {
    const events = await detectEvents({ now });
    return { events, ...(await deliverDue({ now, send })) };
  });
}
