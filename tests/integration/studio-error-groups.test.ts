import { recordingEvents } from '@/lib/db/schema';
import { errorFingerprint } from '@/lib/recordings/error-fingerprint';
import { errorGroups, errorOccurrences, ERROR_OCCURRENCES_MAX } from '@/lib/studio/error-groups';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject } from './support/ingest';
import { ADMIN, MEMBER, seedSession } from './support/studio';

/*
 * Errors grouped as the digester fingerprints them: counts, sessions, visitors, first and last seen, a daily trend,
 * and from a group to the replays at the moment of each occurrence. Fixed times: "now" is passed.
 */

const database = setupTestDatabase();
const NOW = new Date('2026-12-06T15:00:00Z');
const FAILED = errorFingerprint('Error', 'Request 1 failed', '    at load (https://x/app.js:10:9)');
const UNDEFINED = errorFingerprint('TypeError', 'x is undefined', '');

async function errorsIn(sessionId: string, errors: { at: Date; fingerprint: string | null; message: string }[]) {
  await database
    .db()
    .insert(recordingEvents)
    .values(
      errors.map((error) => ({
        sessionId,
        kind: 'error' as const,
        name: error.fingerprint === UNDEFINED ? 'TypeError' : 'Error',
        label: error.message,
        pageNo: 0,
        at: error.at,
        fingerprint: error.fingerprint,
      })),
    );
}

describe(`studio error groups on ${ENGINE}`, () => {
  test('errors grouped by fingerprint with occurrences, sessions, visitors, first and last seen and a daily trend; the latest occurrences lead to their replays', async () => {
    const db = database.db();
    const project = await createProject(db);
    const other = await createProject(db);
    const a = await seedSession(db, project.id, { startedAt: new Date('2026-12-01T10:00:00Z') });
    const b = await seedSession(db, project.id, {
      startedAt: new Date('2026-12-06T09:00:00Z'),
      userUuid: '00000000-0000-4000-8000-00000000000b',
    });
    const elsewhere = await seedSession(db, other.id, { startedAt: new Date('2026-12-06T09:00:00Z') });
    await errorsIn(a.id, [
      { at: new Date('2026-12-01T10:00:05Z'), fingerprint: FAILED, message: 'Request 1 failed' },
      { at: new Date('2026-12-01T10:00:09Z'), fingerprint: FAILED, message: 'Request 2 failed' },
      { at: new Date('2026-12-01T10:01:00Z'), fingerprint: UNDEFINED, message: 'x is undefined' },
      // Indexed before fingerprints: not grouped.
      { at: new Date('2026-12-01T10:02:00Z'), fingerprint: null, message: 'old' },
    ]);
    await errorsIn(b.id, [{ at: new Date('2026-12-06T09:00:01Z'), fingerprint: FAILED, message: 'Request 3 failed' }]);
    await errorsIn(elsewhere.id, [{ at: new Date('2026-12-06T09:00:01Z'), fingerprint: FAILED, message: 'theirs' }]);

    const groups = await errorGroups(ADMIN, project.id, { now: NOW, timeZone: 'UTC' });
    expect(groups.map((group) => group.fingerprint)).toEqual([FAILED, UNDEFINED]);
    expect(groups[0]).toMatchObject({
      name: 'Error',
      message: 'Request 3 failed',
      occurrences: 3,
      sessions: 2,
      visitors: 2,
      firstSeen: new Date('2026-12-01T10:00:05Z'),
      lastSeen: new Date('2026-12-06T09:00:01Z'),
    });
    expect(groups[0]!.daily).toHaveLength(30);
    expect(groups[0]!.daily.at(-1)).toBe(1);
    expect(groups[0]!.daily.at(-6)).toBe(2);
    expect(groups[0]!.daily.reduce((sum, n) => sum + n, 0)).toBe(3);
    expect(groups[1]).toMatchObject({ occurrences: 1, sessions: 1, visitors: 1 });

    const occurrences = await errorOccurrences(ADMIN, project.id, FAILED);
    expect(occurrences.map((one) => [one.sessionId, one.at.toISOString()])).toEqual([
      [b.id, '2026-12-06T09:00:01.000Z'],
      [a.id, '2026-12-01T10:00:09.000Z'],
      [a.id, '2026-12-01T10:00:05.000Z'],
    ]);
    // A frequent error lists its latest ERROR_OCCURRENCES_MAX occurrences only.
    await errorsIn(
      b.id,
      Array.from({ length: ERROR_OCCURRENCES_MAX }, (_, i) => ({
        at: new Date(Date.parse('2026-12-06T10:00:00Z') + i * 1000),
        fingerprint: FAILED,
        message: `Request ${i} failed`,
      })),
    );
    const latest = await errorOccurrences(ADMIN, project.id, FAILED);
    expect(latest).toHaveLength(ERROR_OCCURRENCES_MAX);
    expect(latest[0]!.at.toISOString()).toBe(new Date(Date.parse('2026-12-06T10:00:00Z') + 19_000).toISOString());
    expect(await errorOccurrences(ADMIN, project.id, "' or 1=1 --")).toEqual([]);
    await expect(errorGroups(MEMBER, project.id, { now: NOW, timeZone: 'UTC' })).rejects.toThrow('No such page');
    await expect(errorOccurrences(MEMBER, project.id, FAILED)).rejects.toThrow('No such page');
  });
});
