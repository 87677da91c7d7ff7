import { spawn, type ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { recordingSessions } from '@/lib/db/schema';
import {
  postgresJobLock,
  processJobLock,
  RETENTION_ADVISORY_LOCK,
  retentionLock,
  runRetention,
} from '@/lib/ingest/retention-runner';
import { RECORDING_RETENTION_DAYS_DEFAULT } from '@/lib/ingest/limits';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject } from './support/ingest';

const database = setupTestDatabase();
const NOW = new Date('2026-03-01T12:00:00Z');
const DAY_MS = 24 * 60 * 60_000;

/** A recorded session that started `days` before NOW; answers its id. */
async function sessionStarted(days: number): Promise<string> {
  const project = await createProject(database.db());
  const startedAt = new Date(NOW.getTime() - days * DAY_MS);
  const [row] = await database
    .db()
    .insert(recordingSessions)
    .values({
      projectId: project.id,
      userUuid: '0b7e3c1a-5d2f-4e6a-9b8c-1d2e3f4a5b6c',
      startedAt,
      lastActivityAt: startedAt,
    })
    .returning({ id: recordingSessions.id });
  return row!.id;
}

const exists = async (id: string) =>
  (await database.db().select().from(recordingSessions).where(eq(recordingSessions.id, id))).length === 1;

/** A job that runs until `finish` is called; `started` resolves once it runs. */
function gatedJob() {
  let finish!: () => void;
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    running,
    finish,
    job: async () => {
      started();
      await done;
      return 'finished';
    },
  };
}

describe(`the retention job runs in one runner at a time, on ${ENGINE}`, () => {
  test('the retention job deletes what expired and answers how many sessions', async () => {
    const expired = await sessionStarted(RECORDING_RETENTION_DAYS_DEFAULT + 1);
    const recent = await sessionStarted(RECORDING_RETENTION_DAYS_DEFAULT - 1);
    expect(await runRetention({ now: NOW })).toEqual({ ran: true, value: 1 });
    expect([await exists(expired), await exists(recent)]).toEqual([false, true]);
  });

  if (ENGINE === 'pglite') {
    // Another process cannot open the database at all (its folder is locked: tests/integration/pglite-lock.test.ts).
    test('on PGlite a run does not start while the process’s previous one still runs', async () => {
      const lock = processJobLock();
      const first = gatedJob();
      const running = lock.tryRun(first.job);
      await first.running;
      expect(await lock.tryRun(async () => 'second')).toEqual({ ran: false });
      first.finish();
      expect(await running).toEqual({ ran: true, value: 'finished' });
      expect(await lock.tryRun(async () => 'third')).toEqual({ ran: true, value: 'third' });
      expect(retentionLock()).toBe(retentionLock());
    });
    return;
  }

  const url = () => database.handle().url!;

  test('two runners on two connections: while one runs the job the other does not, and runs it once the first is done', async () => {
    const [one, two] = [
      postgresJobLock(url(), RETENTION_ADVISORY_LOCK),
      postgresJobLock(url(), RETENTION_ADVISORY_LOCK),
    ];
    const first = gatedJob();
    const running = one.tryRun(first.job);
    await first.running;
    const expired = await sessionStarted(RECORDING_RETENTION_DAYS_DEFAULT + 1);
    expect(await runRetention({ lock: two, now: NOW })).toEqual({ ran: false });
    expect(await exists(expired)).toBe(true);
    first.finish();
    expect(await running).toEqual({ ran: true, value: 'finished' });
    expect(await runRetention({ lock: two, now: NOW })).toEqual({ ran: true, value: 1 });
    expect(await exists(expired)).toBe(false);
  });

  test('another process holding the job keeps this one from running it; killed, it lets go', async () => {
    const expired = await sessionStarted(RECORDING_RETENTION_DAYS_DEFAULT + 1);
    const holder = await holdInAnotherProcess(url());
    try {
      expect(await runRetention({ lock: retentionLock({ engine: 'postgres', url: url() }), now: NOW })).toEqual({
        ran: false,
      });
      expect(await exists(expired)).toBe(true);
    } finally {
      // Killed as a crash kills it: its connection closes, and the lock goes with it.
      const exited = new Promise((resolve) => holder.once('exit', resolve));
      holder.kill('SIGKILL');
      await exited;
    }
    // The server notices the closed connection at once on a local socket; asked again until it has.
    const lock = postgresJobLock(url(), RETENTION_ADVISORY_LOCK);
    let run = await runRetention({ lock, now: NOW });
    for (let i = 0; !run.ran && i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = await runRetention({ lock, now: NOW });
    }
    expect(run).toEqual({ ran: true, value: 1 });
    expect(await exists(expired)).toBe(false);
  });
});

/** A node process that takes the retention job's advisory lock on `url` and holds it until it is killed. */
async function holdInAnotherProcess(url: string): Promise<ChildProcess> {
  const script = `
    const { Client } = require('pg');
    const client = new Client({ connectionString: process.env.HOLD_URL });
    client.connect()
      .then(() => client.query('select pg_try_advisory_lock($1) as locked', [${RETENTION_ADVISORY_LOCK}]))
      .then(({ rows }) => console.log(rows[0].locked ? 'holding' : 'not taken'));
    setInterval(() => undefined, 1000);
  `;
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, HOLD_URL: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const said = await new Promise<string>((resolve) =>
    child.stdout!.once('data', (chunk: Buffer) => resolve(String(chunk))),
  );
  expect(said.trim()).toBe('holding');
  return child;
}
