import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ingestCheckpoints, ingestQuarantine, recordingErasures } from '@/lib/db/schema';
import { commitDigest, QUARANTINE_REASON_MAX, readCheckpoint, type QuarantineEntry } from '@/lib/ingest/index-writer';
import { ENGINE, setupTestDatabase } from './support/database';

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
      [aside(kept, 'x'.repeat(QUARANTINE_REASON_MAX + 100), 'quarantine/a'), aside(erased, 'broken frames', 'quarantine/b'), aside(erased, 'no bytes', null)],
      { segment: 'segments/2026-11-27/1-a', offset: 4096 },
    );
    expect(outcome).toMatchObject({ indexed: 0, duplicates: 0, erased: ['quarantine/b'], fresh: [] });
    expect(outcome.quarantined.map((q) => q.sessionId)).toEqual([kept]);
    const rows = await db.select().from(ingestQuarantine);
    expect(rows).toEqual([expect.objectContaining({ sessionId: kept, blobKey: 'quarantine/a', reason: 'x'.repeat(QUARANTINE_REASON_MAX) })]);
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
});
