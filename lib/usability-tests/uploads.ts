import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { DATE_MAX_MS, type Clock } from '@/lib/clock';
import { getDb } from '@/lib/db/client';
import {
  usabilityTestSignals,
  usabilityTests,
  usabilityTestUploadTickets,
  usabilityTestVideoSegments,
} from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { AppError, failure, type Result } from '@/lib/errors';
import { videoBlobKey } from '@/lib/recordings/blob-keys';
import { recordUnlessErased } from '@/lib/recordings/session-parts';
import type { IngestClaims } from '@/lib/recordings/token-claims';
import { chunksOf, getBlobStore } from '@/lib/storage/blob-store';
import {
  UXT_PENDING_UPLOAD_MAX_AGE_MS,
  UXT_UPLOAD_URL_TTL_MS,
  UXT_VIDEO_MAX_BYTES,
  UXT_VIDEO_MAX_SEGMENTS,
} from './limits';
import { assertTimeInRecordedSession, projectTestFor } from './participation';
import { videoBudget, withinBudget, type DiskRoom } from './video-budget';
import { webmTimeline, type WebmTimeline } from './webm-timeline';

/**
 * The webcam video (tracker/PROTOCOL.md "Webcam and microphone video"): upload URLs that work as pre-signed URLs do,
 * but are the ingest's own (`{ingest}/v1/web/uxt/upload/{ticket}`): valid for one PUT, bound to one session, test and
 * segment, expiring after UXT_UPLOAD_URL_TTL_MS. The ticket in the URL is the credential; only its SHA-256 is kept.
 * The video streams into the blob store: never more than a few MB of it in memory, and never more than its session's
 * and its test's budgets of video bytes, nor below the free-disk floor the caller's `diskRoom` reads
 * (lib/usability-tests/video-budget.ts).
 */

export const UPLOAD_URL_PATH = '/ingest/v1/web/uxt/upload/';

/** 32 random bytes, base64url. */
const TICKET = /^[A-Za-z0-9_-]{43}$/;
/** What every webm (Matroska/EBML) file starts with. */
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3] as const;
const WEBM_CONTENT_TYPE = /^video\/webm\s*(;|$)/i;

export function ticketHash(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

const wholeNumber = (max: number, what: string) =>
  z
    .string({ error: 'is required' })
    .regex(/^\d{1,16}$/, `must be ${what}`)
    .transform(Number)
    .refine((value) => value <= max, `must be ${what}`);

/** The query of GET upload-url: `?testId={id}&segment={n}&startedAt={ms}`. */
export const uploadUrlQuerySchema = z.object({
  testId: z.string({ error: 'is required' }).refine(isUuid, 'must be a test id (a UUID)'),
  segment: wholeNumber(UXT_VIDEO_MAX_SEGMENTS - 1, `a segment number from 0 to ${UXT_VIDEO_MAX_SEGMENTS - 1}`),
  startedAt: wholeNumber(DATE_MAX_MS, 'a time in ms since the epoch'),
});
export type UploadUrlQuery = z.output<typeof uploadUrlQuerySchema>;

/**
 * GET upload-url: a one-PUT URL for one segment of the video of `owner`'s session (the caller's own, or an earlier
 * session of the caller's browser, lib/ingest/auth.ts videoOwner) in a test that records video, once that session has
 * begun the test; the test may have closed since (the participant's video is part of the results either way). Refused
 * for good (`gone`: the tracker drops the segment) when it can never be stored: the test is unknown (deleted), the
 * session has no participation and can have none any more (its token expired, or the session with its signals was
 * deleted once it ended), the video is UXT_PENDING_UPLOAD_MAX_AGE_MS older than that token, or the session or the test
 * has stored its quota of video. A session that has not begun the test while its token is valid is `invalid`: its
 * `begin` may still be on its way. While the disk is below its floor, `diskRoom`'s refusal (503: ask again later).
 */
export async function issueUploadUrl(
  owner: IngestClaims,
  query: UploadUrlQuery,
  { origin, now = new Date(), diskRoom = noFloor }: Clock & { origin: string; diskRoom?: DiskRoom },
): Promise<Result<{ url: string; expiresAt: number }>> {
  const found = await projectTestFor(owner, query.testId);
  if (!found.ok)
    return found.code === 'not_found'
      ? failure('gone', 'testId: no such test; its video can never be stored', { field: 'testId' })
      : found;
  if (!found.test.requireCamera && !found.test.requireMic)
    return failure('invalid', 'testId: this test records no video', { field: 'testId' });
  const ended = owner.expiresAt.getTime() <= now.getTime();
  if (owner.expiresAt.getTime() + UXT_PENDING_UPLOAD_MAX_AGE_MS <= now.getTime()) {
    return failure(
      'gone',
      `This session ended more than ${UXT_PENDING_UPLOAD_MAX_AGE_MS} ms ago; its video is no longer taken`,
    );
  }
  const db = await getDb();
  const [begun] = await db
    .select({ id: usabilityTestSignals.id })
    .from(usabilityTestSignals)
    .where(
      and(
        eq(usabilityTestSignals.sessionId, owner.sessionId),
        eq(usabilityTestSignals.testId, query.testId),
        isNull(usabilityTestSignals.taskId),
        eq(usabilityTestSignals.status, 'begin'),
      ),
    );
  if (!begun) {
    return ended
      ? failure(
          'gone',
          'testId: this session did not take part in the test and has ended; its video can never be stored',
          { field: 'testId' },
        )
      : failure('invalid', 'testId: this session has not begun the test', { field: 'testId' });
  }
  const outside = await assertTimeInRecordedSession(owner, query.startedAt, 'startedAt');
  if (outside) return outside;
  const place = { projectId: found.test.projectId, sessionId: owner.sessionId, testId: query.testId };
  const refused = (await diskRoom()) ?? (await videoBudget({ ...place, segment: query.segment })).spent();
  if (refused) return refused;
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + UXT_UPLOAD_URL_TTL_MS);
  await db.insert(usabilityTestUploadTickets).values({
    ticketHash: ticketHash(ticket),
    sessionId: owner.sessionId,
    testId: query.testId,
    segment: query.segment,
    startedAt: query.startedAt,
    createdAt: now,
    expiresAt,
  });
  return { ok: true, url: `${origin}${UPLOAD_URL_PATH}${ticket}`, expiresAt: expiresAt.getTime() };
}

/** Without a `diskRoom` (tests, benchmarks), the disk is not looked at. */
const noFloor: DiskRoom = async () => null;

/**
 * The chunks of a body that must be a webm file: the first four bytes are checked before anything is stored; each
 * chunk is shown to `timeline` on its way.
 */
async function* webmOnly(chunks: AsyncIterable<Uint8Array>, timeline: WebmTimeline): AsyncGenerator<Uint8Array> {
  const head: number[] = [];
  const notWebm = () => new AppError('unsupported_media_type', 'body: is not a webm video');
  for await (const chunk of chunks) {
    if (chunk.byteLength === 0) continue;
    if (head.length < EBML_MAGIC.length) {
      for (const byte of chunk.subarray(0, EBML_MAGIC.length - head.length)) head.push(byte);
      if (head.some((byte, index) => byte !== EBML_MAGIC[index])) throw notWebm();
    }
    timeline.push(chunk);
    yield chunk;
  }
  if (head.length === 0) throw new AppError('invalid', 'body: is empty', { field: 'body' });
  if (head.length < EBML_MAGIC.length) throw notWebm();
}

export interface UploadBody {
  contentType: string | null;
  contentLength: string | null;
  body: ReadableStream<Uint8Array> | null;
}

/**
 * PUT upload/{ticket}: the segment's webm streamed into the blob store. Refused without spending the ticket: an
 * unknown ticket (`not_found`), a used or expired one (`gone`), a Content-Type other than video/webm
 * (`unsupported_media_type`), the disk below its floor (`diskRoom`'s 503), the session's or the test's video quota
 * stored already (`gone`), a declared length over UXT_VIDEO_MAX_BYTES or what the quotas leave (`too_large`). Then the
 * ticket is spent (atomically: of two PUTs at once, one gets it) and the body streamed; one that turns out larger than
 * a limit, or not webm, or meets the disk's floor on its way, is stored nowhere. A segment uploaded again (a retry with
 * a new URL) replaces the earlier one, which stays as it was when the new one is refused.
 */
export async function receiveUpload(
  ticket: string,
  upload: UploadBody,
  { now = new Date(), diskRoom = noFloor }: Clock & { diskRoom?: DiskRoom } = {},
): Promise<Result> {
  const unknown = () => failure('not_found', 'Unknown upload URL');
  const gone = () => failure('gone', 'This upload URL was used already or has expired; ask for a new one');
  if (!TICKET.test(ticket)) return unknown();
  const db = await getDb();
  const hash = ticketHash(ticket);
  const [found] = await db
    .select({
      usedAt: usabilityTestUploadTickets.usedAt,
      expiresAt: usabilityTestUploadTickets.expiresAt,
      projectId: usabilityTests.projectId,
      sessionId: usabilityTestUploadTickets.sessionId,
      testId: usabilityTestUploadTickets.testId,
      segment: usabilityTestUploadTickets.segment,
    })
    .from(usabilityTestUploadTickets)
    .innerJoin(usabilityTests, eq(usabilityTests.id, usabilityTestUploadTickets.testId))
    .where(eq(usabilityTestUploadTickets.ticketHash, hash));
  if (!found) return unknown();
  if (found.usedAt || found.expiresAt <= now) return gone();
  if (!WEBM_CONTENT_TYPE.test(upload.contentType ?? ''))
    return failure('unsupported_media_type', 'Content-Type must be video/webm');
  const declared = Number(upload.contentLength ?? Number.NaN);
  if (Number.isFinite(declared) && declared > UXT_VIDEO_MAX_BYTES) {
    return failure('too_large', `A video segment must be at most ${UXT_VIDEO_MAX_BYTES} bytes`, {
      limit: UXT_VIDEO_MAX_BYTES,
    });
  }
  const full = await diskRoom();
  if (full) return full;
  const place = {
    projectId: found.projectId,
    sessionId: found.sessionId,
    testId: found.testId,
    segment: found.segment,
  };
  const budget = await videoBudget(place);
  const spent = budget.spent();
  if (spent) return spent;
  if (Number.isFinite(declared) && declared > budget.left()) {
    return failure('too_large', `This video segment may be at most ${budget.left()} bytes`, { limit: budget.left() });
  }
  const [claimed] = await db
    .update(usabilityTestUploadTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(usabilityTestUploadTickets.ticketHash, hash),
        isNull(usabilityTestUploadTickets.usedAt),
        gt(usabilityTestUploadTickets.expiresAt, now),
      ),
    )
    .returning();
  if (!claimed) return gone();
  if (!upload.body) return failure('invalid', 'body: is empty', { field: 'body' });
  const blobKey = videoBlobKey(found.projectId, claimed.sessionId, claimed.testId, claimed.segment);
  // How long it runs is read from its blocks as it streams by: the studio shows which moments of a test have video.
  const timeline = webmTimeline();
  const budgeted = withinBudget(webmOnly(chunksOf(upload.body), timeline), place, budget, diskRoom);
  try {
    const bytes = await getBlobStore().putStream(blobKey, budgeted.chunks, { maxBytes: UXT_VIDEO_MAX_BYTES });
    const durationMs = timeline.endMs();
    return await recordUnlessErased(getBlobStore(), blobKey, () =>
      db
        .insert(usabilityTestVideoSegments)
        .values({
          sessionId: claimed.sessionId,
          testId: claimed.testId,
          segment: claimed.segment,
          startedAt: claimed.startedAt,
          blobKey,
          bytes,
          durationMs,
          receivedAt: now,
        })
        .onConflictDoUpdate({
          target: [
            usabilityTestVideoSegments.sessionId,
            usabilityTestVideoSegments.testId,
            usabilityTestVideoSegments.segment,
          ],
          set: { startedAt: claimed.startedAt, blobKey, bytes, durationMs, receivedAt: now },
        }),
    );
  } finally {
    // Recorded (counted as stored from now on) or refused (counted nowhere): no longer being received.
    budgeted.release();
  }
}
