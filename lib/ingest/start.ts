import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '@/lib/clock';
import { getDb } from '@/lib/db/client';
import { executePrepared } from '@/lib/db/prepared';
import { rateLimitHits, recordingSessions } from '@/lib/db/schema';
import type { StartResponse } from '@parley/tracker/protocol';
import { isUuid } from '@/lib/db/uuid';
import { failure, secondsUntil, type Result } from '@/lib/errors';
import {
  BEACON_SIZE_LIMIT,
  COLD_START_BACKDATE_MAX_MS,
  COMPRESSION_THRESHOLD,
  INGEST_STARTS_PER_ADDRESS,
  INGEST_STARTS_WINDOW_MS,
  MAX_SESSION_DURATION_MS,
} from './limits';
import { projectByKey } from '@/lib/recordings/projects';
import { USER_ID_MAX_LENGTH } from '@/lib/recordings/token-claims';
import { existingIngestService } from './service';
import { signIngestToken, verifyIngestTokenCached } from './token';
import { MEMBER_TOKEN_MAX_LENGTH, verifiedMember } from './member-identity';
import { projectConditions } from './watch';
import { parseUserAgent } from './user-agent';

/**
 * A tab's start key (tracker/PROTOCOL.md "Session"): random letters and digits the tracker keeps until a start of the
 * tab is answered, so a page left before its start was answered does not leave its session behind.
 */
const START_KEY = /^[0-9A-Za-z]{16,64}$/;

/** What the tracker sends to start (or continue) a session: tracker/PROTOCOL.md "Session". */
export const startSchema = z.object(
  {
    projectKey: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200),
    trackerVersion: z.string().max(50).default(''),
    timestamp: z.number({ error: 'must be a number (ms)' }).finite(),
    userUUID: z.string().max(64).optional(),
    token: z.string().max(4096).optional(),
    userID: z.string().max(USER_ID_MAX_LENGTH).optional(),
    /** A member token the site signed (lib/recordings/member-token.ts): the member it names is verified. */
    userToken: z.string().max(MEMBER_TOKEN_MAX_LENGTH).optional(),
    width: z.number().int().min(0).max(100_000).default(0),
    height: z.number().int().min(0).max(100_000).default(0),
    timezone: z.string().max(64).default(''),
    language: z.string().max(16).default(''),
    referrer: z.string().max(2048).default(''),
    doNotRecord: z.boolean().default(false),
    conditional: z.boolean().default(false),
    bufferDiff: z.number().int().min(0).optional(),
    condition: z.string().max(200).optional(),
    startKey: z.string().regex(START_KEY, { error: 'must be 16 to 64 letters and digits' }).optional(),
  },
  { error: 'must be a JSON object' },
);
export type StartInput = z.output<typeof startSchema>;

export type { StartResponse };

/** The name of the prepared statement a new session's start runs (one statement text per name). */
const START_STATEMENT = 'ingest_start_session';

/** The share of starts that also delete their address's rate-limit hits older than the window. */
const START_HITS_PRUNE_SHARE = 0.02;

export interface StartContext extends Clock {
  userAgent: string;
  clientAddress: string;
  /** A number in [0, 1): sampling (tests pass a fixed one). */
  random?: () => number;
}

/**
 * Starts a session, or continues the one a still-valid token of the same project names (a full page load). A new
 * session is recorded as the project's recording mode says: always, sampled at its sample rate, or (conditions) at the
 * capture rate of the start condition that started it (403 "capture rate miss"); `doNotRecord` (cold start) returns a
 * token that can fetch conditions, flags and tags but store nothing, and creates no session.
 */
export async function startSession(start: StartInput, context: StartContext): Promise<Result<StartResponse>> {
  const now = context.now ?? new Date();
  const project = await projectByKey(start.projectKey);
  if (!project) return failure('forbidden', 'Unknown project key', { field: 'projectKey' });
  const db = await getDb();
  // A `conditional` tracker records only what a start condition lets through when the project records so (its
  // recording mode, docs/decisions/0106-recording-mode.md): its first start (nothing to continue, no condition met yet)
  // gets a cold start, in the same round trip.
  const cold =
    start.conditional &&
    project.recordingMode === 'conditions' &&
    !start.doNotRecord &&
    !start.condition &&
    !(start.token && (await verifyIngestTokenCached(start.token, now)).ok);
  const input = cold ? { ...start, doNotRecord: true } : start;
  const response = (
    sessionId: string,
    userUuid: string,
    startedAt: Date,
    token: string,
    pageNo: number,
  ): StartResponse => ({
    token,
    sessionID: sessionId,
    projectID: project.id,
    userUUID: userUuid,
    startTimestamp: startedAt.getTime(),
    delay: now.getTime() - input.timestamp,
    beaconSizeLimit: BEACON_SIZE_LIMIT,
    compressionThreshold: COMPRESSION_THRESHOLD,
    canvasEnabled: project.canvasEnabled,
    canvasQuality: project.canvasQuality,
    canvasFPS: project.canvasFps,
    // A usability test needs a recorded session (its signals and video belong to one): a cold-start session takes none.
    features: {
      'feature-flags': project.featureFlagsEnabled,
      'usability-test': project.usabilityTestsEnabled && !input.doNotRecord,
    },
    pageNo,
    ...(input.doNotRecord && !start.doNotRecord ? { coldStart: true } : {}),
  });
  const userUuid = isUuid(input.userUUID) ? input.userUUID.toLowerCase() : randomUUID();
  // The member a token the site signed names, for a start that may record (docs/decisions/0100-member-tokens.md).
  const member = input.doNotRecord ? null : await verifiedMember(input.userToken, project.publicKey, now);

  /**
   * One statement: the session `which` names, if it still lives, takes the next page number (every tab continuing it
   * gets its own), and the start its response.
   */
  const continueSession = async (which: SQL): Promise<Result<StartResponse> | null> => {
    const [session] = await db
      .update(recordingSessions)
      .set({
        pagesStarted: sql`${recordingSessions.pagesStarted} + 1`,
        ...(input.userID ? { userId: input.userID } : {}),
        ...(member ? { verifiedUserId: member } : {}),
      })
      .where(
        and(
          which,
          eq(recordingSessions.projectId, project.id),
          gt(recordingSessions.startedAt, new Date(now.getTime() - MAX_SESSION_DURATION_MS)),
        ),
      )
      .returning({
        id: recordingSessions.id,
        userUuid: recordingSessions.userUuid,
        startedAt: recordingSessions.startedAt,
        pagesStarted: recordingSessions.pagesStarted,
      });
    if (!session) return null;
    const expiresAt = new Date(session.startedAt.getTime() + MAX_SESSION_DURATION_MS);
    const token = await signIngestToken(
      { sessionId: session.id, projectId: project.id, doNotRecord: false },
      expiresAt,
      now,
    );
    return { ok: true, ...response(session.id, session.userUuid, session.startedAt, token, session.pagesStarted - 1) };
  };

  if (input.token && !input.doNotRecord) {
    const check = await verifyIngestTokenCached(input.token, now);
    if (check.ok && check.claims.projectId === project.id && !check.claims.doNotRecord) {
      const continued = await continueSession(eq(recordingSessions.id, check.claims.sessionId));
      if (continued) return continued;
    }
  }
  // A page left before its start was answered made a session all the same, which its tab never heard of: the tab's
  // next start names it by the same key (and no token) and continues it, so the visit's pages land in one session.
  const byStartKey = () => continueSession(eq(recordingSessions.startKey, input.startKey!));
  if (input.startKey && !input.doNotRecord) {
    const continued = await byStartKey();
    if (continued) return continued;
  }

  const sessionId = randomUUID();
  if (input.doNotRecord) {
    const token = await signIngestToken(
      { sessionId, projectId: project.id, doNotRecord: true },
      new Date(now.getTime() + MAX_SESSION_DURATION_MS),
      now,
    );
    return { ok: true, ...response(sessionId, userUuid, now, token, 0) };
  }

  // Every consenting visit, a sample of them, or those a condition started at its capture rate. A start that follows no
  // condition in the conditions mode is one its page asks for whatever they say (a usability test's).
  let rate = project.recordingMode === 'sample' ? project.sampleRate : 100;
  if (input.condition && project.recordingMode === 'conditions') {
    const condition = (await projectConditions(project.id)).find((c) => c.name === input.condition);
    if (condition) rate = condition.capture_rate;
  }
  if ((context.random ?? Math.random)() * 100 >= rate) return failure('forbidden', 'capture rate miss');

  const backdate =
    input.bufferDiff !== undefined && input.bufferDiff > 0 && input.bufferDiff < COLD_START_BACKDATE_MAX_MS
      ? input.bufferDiff
      : 0;
  const startedAt = new Date(now.getTime() - backdate);
  const device = parseUserAgent(context.userAgent);
  const key = `ingest-start:address:${context.clientAddress}`;
  const windowStart = new Date(now.getTime() - INGEST_STARTS_WINDOW_MS);
  const session = {
    id: sessionId,
    projectId: project.id,
    userUuid,
    userId: input.userID || null,
    verifiedUserId: member,
    startedAt,
    lastActivityAt: startedAt,
    userAgent: context.userAgent.slice(0, 1024),
    ...device,
    screenWidth: input.width,
    screenHeight: input.height,
    timezone: input.timezone,
    language: input.language,
    referrer: input.referrer,
    condition: input.condition ?? null,
    trackerVersion: input.trackerVersion,
  };
  // One statement where a start is one page load's cost: count the address's starts in the window, and only under the
  // limit record this one and insert the session. (Concurrent starts of one address may pass the limit by a few: the
  // limit is against floods, not exact; lib/rate-limit's locking reservation costs several statements.) Now and then
  // the address's hits older than the window are deleted by the same statement.
  const prune = (context.random ?? Math.random)() < START_HITS_PRUNE_SHARE;
  const create = async (startKey: string | null) => {
    const [row] = await executePrepared(
      db,
      START_STATEMENT,
      sql`
    with recent as (
      select count(*)::int as n, (extract(epoch from min(hit_at)) * 1000)::float8 as oldest_ms from ${rateLimitHits} where key = ${key} and hit_at > ${windowStart.toISOString()}::timestamptz
    ),
    hit as (
      insert into ${rateLimitHits} (key, hit_at) select ${key}, ${now.toISOString()}::timestamptz from recent where n < ${INGEST_STARTS_PER_ADDRESS} returning id
    ),
    pruned as (
      delete from ${rateLimitHits} where ${prune} and key = ${key} and hit_at <= ${windowStart.toISOString()}::timestamptz
    ),
    created as (
      insert into ${recordingSessions} (id, project_id, user_uuid, user_id, verified_user_id, started_at, last_activity_at, user_agent, browser, browser_version, os,
        os_version, device, screen_width, screen_height, timezone, language, referrer, condition, tracker_version, start_key)
      select ${session.id}::uuid, ${session.projectId}::uuid, ${session.userUuid}::uuid, ${session.userId}, ${session.verifiedUserId}, ${startedAt.toISOString()}::timestamptz,
        ${startedAt.toISOString()}::timestamptz, ${session.userAgent}, ${session.browser}, ${session.browserVersion}, ${session.os}, ${session.osVersion},
        ${session.device}, ${session.screenWidth}, ${session.screenHeight}, ${session.timezone}, ${session.language}, ${session.referrer},
        ${session.condition}, ${session.trackerVersion}, ${startKey}
      from hit
      on conflict (project_id, start_key) where start_key is not null do nothing
      returning id
    )
    select n, oldest_ms, (select count(*)::int from created) as created from recent`,
    );
    return { row, created: Number(row?.created) === 1, limited: !(Number(row?.n) < INGEST_STARTS_PER_ADDRESS) };
  };
  let made = await create(input.startKey ?? null);
  if (!made.created && !made.limited && input.startKey) {
    // The key is taken: another start of the same tab made its session meanwhile (the page was left while the start
    // was on its way, and the next page's start came in beside it), which is continued; or the key's session is over
    // (a tab back after hours), and the new one goes without a key.
    const continued = await byStartKey();
    if (continued) return continued;
    made = await create(null);
  }
  if (!made.created) {
    const row = made.row;
    const oldest = row?.oldest_ms ? Number(row.oldest_ms) : now.getTime();
    return failure('limited', 'Too many new sessions from this address; try again later', {
      retryAfterSeconds: secondsUntil(oldest + INGEST_STARTS_WINDOW_MS, now),
      limit: INGEST_STARTS_PER_ADDRESS,
    });
  }
  const token = await signIngestToken(
    { sessionId, projectId: project.id, doNotRecord: false },
    new Date(startedAt.getTime() + MAX_SESSION_DURATION_MS),
    now,
  );
  // Its batches will likely come to this process: it knows the new session has stored nothing, without asking.
  existingIngestService()?.sessionStarted(sessionId, project.sessionBytesQuota);
  return { ok: true, ...response(sessionId, userUuid, startedAt, token, 0) };
}
