import type { Db } from '@/lib/db/client';
import { recordingEvents, recordingSessionFlags, recordingSessions, type RecordingEventKind } from '@/lib/db/schema';
import { refillSessionNames } from '@/lib/recordings/session-names';

export const ADMIN = { role: 'admin' as const };
export const MEMBER = { role: 'member' as const };

type SessionSeed = Partial<typeof recordingSessions.$inferInsert> & {
  events?: { kind: RecordingEventKind; name: string; label?: string; atOffsetMs?: number }[];
  flags?: string[];
};

/** Inserts a recorded session (and its indexed events and flags) straight into the tables the studio reads. */
export async function seedSession(db: Db, projectId: string, seed: SessionSeed = {}) {
  const { events = [], flags = [], ...row } = seed;
  const startedAt = row.startedAt ?? new Date('2026-11-20T10:00:00Z');
  const [session] = await db
    .insert(recordingSessions)
    .values({
      projectId,
      userUuid: '00000000-0000-4000-8000-000000000001',
      lastActivityAt: new Date(startedAt.getTime() + 60_000),
      browser: 'Chrome',
      os: 'Linux',
      device: 'desktop',
      screenWidth: 1280,
      screenHeight: 720,
      language: 'en',
      // A recorded visit has a page at least (the list shows no session without).
      pageCount: Math.max(1, events.filter((event) => event.kind === 'page').length),
      ...row,
      startedAt,
    })
    .returning();
  if (events.length > 0) {
    await db.insert(recordingEvents).values(
      events.map((event) => ({
        sessionId: session!.id,
        kind: event.kind,
        name: event.name,
        label: event.label ?? '',
        pageNo: 0,
        at: new Date(startedAt.getTime() + (event.atOffsetMs ?? 1000)),
      })),
    );
    // What the digester adds as it indexes: the names the list's substring filters search.
    await refillSessionNames(db, [session!.id]);
  }
  if (flags.length > 0)
    await db
      .insert(recordingSessionFlags)
      .values(flags.map((flagKey) => ({ sessionId: session!.id, flagKey, value: 'true' })));
  return session!;
}

/** Inserts indexed events straight into their table, with what the digester writes beside them: the searched names. */
export async function insertEvents(
  db: Db,
  rows: typeof recordingEvents.$inferInsert | (typeof recordingEvents.$inferInsert)[],
): Promise<void> {
  const list = Array.isArray(rows) ? rows : [rows];
  await db.insert(recordingEvents).values(list);
  await refillSessionNames(db, [...new Set(list.map((row) => row.sessionId))]);
}
