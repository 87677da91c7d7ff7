import 'server-only';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { projects, usabilityTestVideoSegments } from '@/lib/db/schema';
import { AppError, failure, type Failure } from '@/lib/errors';
import { UXT_VIDEO_MAX_BYTES } from './limits';

/*
 * The bytes of webcam video the disk takes from usability tests: each session and each test (all of its participants)
 * at most its project's quota (projects.session_video_bytes_quota, test_video_bytes_quota), each segment at most
 * UXT_VIDEO_MAX_BYTES, and nothing while the disk is below the ingest's free-disk floor. Counted as stored (a segment
 * uploaded again replaces the earlier one, so only the newest counts) plus what this process is receiving now, byte by
 * byte as it arrives: two uploads of one session at once cannot both take what is left.
 */

/** Why nothing more may be written to the disk now (the ingest's free-disk floor: a 503 to come back later), or null. */
export type DiskRoom = () => Promise<Failure | null>;

/** Where a segment goes: the session and test it is of, and its number (its earlier upload, if any, is replaced). */
export interface SegmentPlace {
  projectId: string;
  sessionId: string;
  testId: string;
  segment: number;
}

/** Bytes being received now in this process, by session and by test. */
const receiving = { bySession: new Map<string, number>(), byTest: new Map<string, number>() };

function add(map: Map<string, number>, key: string, bytes: number): void {
  const next = (map.get(key) ?? 0) + bytes;
  if (next > 0) map.set(key, next);
  else map.delete(key);
}

/** The project's quotas and what the session and the test have stored, the segment's own earlier upload aside. */
async function stored(place: SegmentPlace) {
  const db = await getDb();
  const others = (
    column: typeof usabilityTestVideoSegments.sessionId | typeof usabilityTestVideoSegments.testId,
    value: string,
  ) =>
    sql<string>`(select coalesce(sum(${usabilityTestVideoSegments.bytes}), 0) from ${usabilityTestVideoSegments} where ${and(
      eq(column, value),
      or(
        ne(usabilityTestVideoSegments.sessionId, place.sessionId),
        ne(usabilityTestVideoSegments.testId, place.testId),
        ne(usabilityTestVideoSegments.segment, place.segment),
      ),
    )})`;
  const [row] = await db
    .select({
      sessionQuota: projects.sessionVideoBytesQuota,
      testQuota: projects.testVideoBytesQuota,
      session: others(usabilityTestVideoSegments.sessionId, place.sessionId),
      test: others(usabilityTestVideoSegments.testId, place.testId),
    })
    .from(projects)
    .where(eq(projects.id, place.projectId));
  if (!row) throw new Error(`No project ${place.projectId} for a video segment`);
  return {
    session: { quota: Number(row.sessionQuota), stored: Number(row.session) },
    test: { quota: Number(row.testQuota), stored: Number(row.test) },
  };
}

/**
 * What one upload of a segment may still take, for as long as it runs: `left()` reads the other uploads of its
 * session and test as they go on.
 */
export interface VideoBudget {
  /** Bytes this segment may still take now (at most UXT_VIDEO_MAX_BYTES in all). */
  left(): number;
  /** Why the session or test can take nothing more at all (410: the segment can never be stored), or null. */
  spent(): Failure | null;
}

export async function videoBudget(place: SegmentPlace): Promise<VideoBudget> {
  const counts = await stored(place);
  const room = (quota: number, storedBytes: number, map: Map<string, number>, key: string) =>
    quota - storedBytes - (map.get(key) ?? 0);
  return {
    left: () =>
      Math.min(
        UXT_VIDEO_MAX_BYTES,
        room(counts.session.quota, counts.session.stored, receiving.bySession, place.sessionId),
        room(counts.test.quota, counts.test.stored, receiving.byTest, place.testId),
      ),
    spent: () => {
      if (counts.session.stored >= counts.session.quota)
        return failure(
          'gone',
          `This session has stored its quota of ${counts.session.quota} bytes of video; no more of it can be stored`,
        );
      if (counts.test.stored >= counts.test.quota)
        return failure(
          'gone',
          `This test has stored its quota of ${counts.test.quota} bytes of video; no more of it can be stored`,
        );
      return null;
    },
  };
}

/** One upload's chunks within its budget, and `release` to give back what they hold once the segment is recorded. */
export interface BudgetedUpload {
  chunks: AsyncGenerator<Uint8Array>;
  release(): void;
}

/**
 * The chunks of an upload within its budget and the disk's floor, counted against its session and test as they pass
 * until `release` (called once the segment is recorded, or refused: from then on a stored one counts as stored).
 * AppError `too_large` (413) when a chunk would take the segment past what its session, its test or
 * UXT_VIDEO_MAX_BYTES leave, `unavailable` (503) when the disk is below the floor (asked before every chunk; the
 * answer is measured at most once a second).
 */
export function withinBudget(
  chunks: AsyncIterable<Uint8Array>,
  place: SegmentPlace,
  budget: VideoBudget,
  diskRoom: DiskRoom,
): BudgetedUpload {
  let taken = 0;
  let released = false;
  const count = (bytes: number) => {
    taken += bytes;
    add(receiving.bySession, place.sessionId, bytes);
    add(receiving.byTest, place.testId, bytes);
  };
  async function* budgeted(): AsyncGenerator<Uint8Array> {
    for await (const chunk of chunks) {
      const full = await diskRoom();
      if (full) throw AppError.from(full);
      // What is left for this upload: its own bytes so far are among the ones being received.
      const left = Math.max(0, budget.left() + taken);
      if (taken + chunk.byteLength > left)
        throw new AppError('too_large', `This video segment may be at most ${left} bytes`, { limit: left });
      if (released) throw new Error('A video upload read on after its budget was released');
      count(chunk.byteLength);
      yield chunk;
    }
  }
  return {
    chunks: budgeted(),
    release: () => {
      if (released) return;
      released = true;
      count(-taken);
    },
  };
}
