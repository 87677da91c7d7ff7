import 'server-only';
import { Client } from 'pg';
import { databaseConfigFromEnv, type DatabaseConfig } from '@/lib/db/client';
import { deleteExpiredRecordings } from './retention';

/**
 * Arbitrary constant naming the PostgreSQL advisory lock the retention job runs under (the migrations' lock is
 * 7_273_950_101, lib/db/migrate.ts).
 */
export const RETENTION_ADVISORY_LOCK = 7_273_950_102;

/** What a run came to: the job ran (and what it answered), or another runner held the job and this one did nothing. */
export type JobRun<T> = { ran: true; value: T } | { ran: false };

/** Runs a job only when no other runner of it is running it now, anywhere its lock reaches. */
export interface JobLock {
  tryRun<T>(job: () => Promise<T>): Promise<JobRun<T>>;
}

/**
 * A job lock for every process on one PostgreSQL database: a session-level advisory lock, taken without waiting
 * (pg_try_advisory_lock) on a connection of its own held for the run, so the job's own statements run on the pool as
 * usual and a process that dies mid-run releases the lock with its connection.
 */
export function postgresJobLock(url: string, key: number): JobLock {
  return {
    async tryRun(job) {
      const client = new Client({ connectionString: url, application_name: 'parley-job-lock' });
      // A connection that fails later (server restart) is reported by the run's own statements, not as a crash.
      client.on('error', () => undefined);
      await client.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
        if (!rows[0]?.locked) return { ran: false };
        try {
          return { ran: true, value: await job() };
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        }
      } finally {
        await client.end().catch(() => undefined);
      }
    },
  };
}

/**
 * A job lock for one process: on PGlite no other process can open the database (its folder is locked:
 * lib/db/lock.ts), so this only keeps a run from starting while the process's previous one still runs.
 */
export function processJobLock(): JobLock {
  let running = false;
  return {
    async tryRun(job) {
      if (running) return { ran: false };
      running = true;
      try {
        return { ran: true, value: await job() };
      } finally {
        running = false;
      }
    },
  };
}

let processLock: JobLock | undefined;

/**
 * The retention job's lock: the advisory lock on PostgreSQL; on PGlite this process's own (kept across runs, so a run
 * still going is seen by the next).
 */
export function retentionLock(config: DatabaseConfig = databaseConfigFromEnv()): JobLock {
  if (config.engine === 'postgres') return postgresJobLock(config.url, RETENTION_ADVISORY_LOCK);
  return (processLock ??= processJobLock());
}

/**
 * The hourly retention job as every server runs it (instrumentation-node.ts): deleteExpiredRecordings, by one runner
 * at a time however many replicas run it. A replica that finds the job running elsewhere skips this hour's run; the
 * runner that has it deletes everything expired, for every replica.
 */
export function runRetention({ lock = retentionLock(), now }: { lock?: JobLock; now?: Date } = {}): Promise<
  JobRun<number>
> {
  return lock.tryRun(() => deleteExpiredRecordings({ now }));
}
