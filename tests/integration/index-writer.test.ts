import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ingestCheckpoints,
  ingestQuarantine,
  recordingBatches,
  recordingErasures,
  recordingSessions,
} from '@/lib/db/schema';
import type { BatchIndexEntry } from '@/lib/ingest/digest';
import { commitDigest, QUARANTINE_REASON_MAX, readCheckpoint, type QuarantineEntry } from '@/lib/ingest/index-writer';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject } from './support/ingest';

const database = setupTestDatabase();

const aside = (sessionId: string, reason: string, blobKey: string | null): QuarantineEntry => ({
  sessionId,
  pageNo: 0,
  batchNo: 1,
  reason,
  blobKey,
  bytes: 10,
  receivedAt: new Date('2026-11-27T07:00:00Z'),
});

const batch = (sessionId: string, blobKey: string): BatchIndexEntry => ({
  sessionId,
  pageNo: 0,
  batchNo: 0,
  blobKey,
  bytes: 10,
  messageCount: 1,
  firstTs: Date.parse('2026-11-27T07:00:00Z'),
  lastTs: Date.parse('2026-11-27T07:00:01Z'),
  receivedAt: new Date('2026-11-27T07:00:02Z'),
  events: [],
  userId: null,
});

describe(`the index writer's one statement per group, on ${ENGINE}`, () => {
  test(`puts quarantined batches aside (reasons cut at ${QUARANTINE_REASON_MAX} characters) and moves the checkpoint; an erased session's are dropped and their bytes named`, async () => {
    const db = database.db();
    const kept = randomUUID();
    const erased = randomUUID();
    await db.insert(recordingErasures).values({ sessionId: erased, projectId: randomUUID() });
    const outcome = await commitDigest(
      db,
      'log-a',
      [],
      [
        aside(kept, 'x'.repeat(QUARANTINE_REASON_MAX + 100), 'quarantine/a'),
        aside(erased, 'broken frames', 'quarantine/b'),
        aside(erased, 'no bytes', null),
      ],
      { segment: 'segments/2026-11-27/1-a', offset: 4096 },
    );
    expect(outcome).toMatchObject({ indexed: 0, duplicates: 0, erased: ['quarantine/b'], fresh: [] });
    expect(outcome.quarantined.map((q) => q.sessionId)).toEqual([kept]);
    const rows = await db.select().from(ingestQuarantine);
    expect(rows).toEqual([
      expect.objectContaining({ sessionId: kept, blobKey: 'quarantine/a', reason: 'x'.repeat(QUARANTINE_REASON_MAX) }),
    ]);
    expect(await readCheckpoint(db, 'log-a')).toEqual({ segment: 'segments/2026-11-27/1-a', offset: 4096 });
  });

  test('a group without a checkpoint leaves the log’s checkpoint where it was', async () => {
    const db = database.db();
    await commitDigest(db, 'log-b', [], [], { segment: 'segments/2026-11-27/2-b', offset: 10 });
    await commitDigest(db, 'log-b', [], [aside(randomUUID(), 'bad', null)], null);
    const [row] = await db.select().from(ingestCheckpoints).where(eq(ingestCheckpoints.logId, 'log-b'));
    expect(row).toMatchObject({ segment: 'segments/2026-11-27/2-b', offset: 10 });
    expect(await db.select().from(ingestQuarantine)).toHaveLength(1);
  });

  test('when the group fails, each batch is tried alone: the one that fails is quarantined with the reason, an erased session’s batches are dropped with their bytes named, the rest indexed', async () => {
    const db = database.db();
    const project = await createProject(db);
    const session = (id: string) => ({
      id,
      projectId: project.id,
      userUuid: randomUUID(),
      startedAt: new Date(),
      lastActivityAt: new Date(),
    });
    const live = randomUUID();
    const erased = randomUUID();
    await db.insert(recordingSessions).values([session(live), session(erased)]);
    await db.insert(recordingErasures).values({ sessionId: erased, projectId: project.id });
    // A batch of a session that does not exist fails the group's statement (its foreign key).
    const outcome = await commitDigest(
      db,
      'log-c',
      [batch(live, 'batches/live'), batch(randomUUID(), 'batches/orphan'), batch(erased, 'batches/erased')],
      [aside(erased, 'broken frames', 'quarantine/erased'), aside(live, 'broken frames', 'quarantine/live')],
      { segment: 'segments/2026-11-27/3-c', offset: 64 },
    );
    expect(outcome).toMatchObject({ indexed: 1, duplicates: 0, fresh: [true, false, false] });
    expect(outcome.erased.sort()).toEqual(['batches/erased', 'quarantine/erased']);
    expect(outcome.quarantined.map((q) => [q.blobKey, q.reason.split(':')[0]])).toEqual([
      ['quarantine/live', 'broken frames'],
      ['batches/orphan', 'index'],
    ]);
    expect((await db.select().from(recordingBatches)).map((row) => row.blobKey)).toEqual(['batches/live']);
    expect((await db.select().from(ingestQuarantine)).map((row) => row.blobKey).sort()).toEqual([
      'batches/orphan',
      'quarantine/live',
    ]);
    expect(await readCheckpoint(db, 'log-c')).toEqual({ segment: 'segments/2026-11-27/3-c', offset: 64 });
  });
});
