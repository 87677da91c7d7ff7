import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '@/lib/clock';
import { getDb } from '@/lib/db/client';
import { recordingSessions, startConditions } from '@/lib/db/schema';
import type { StartResponse } from '@parley/tracker/protocol';
import { isUuid } from '@/lib/db/uuid';
import { failure, type Result } from '@/lib/errors';
import { reserveRateLimit } from '@/lib/rate-limit';
import {
  BEACON_SIZE_LIMIT,
  COLD_START_BACKDATE_MAX_MS,
  COMPRESSION_THRESHOLD,
  INGEST_STARTS_PER_ADDRESS,
  INGEST_STARTS_WINDOW_MS,
  MAX_SESSION_DURATION_MS,
} from './limits';
import { projectByKey } from '@/lib/recordings/projects';
import { signIngestToken, verifyIngestToken } from './token';
import { parseUserAgent } from './user-agent';

/** What the tracker sends to start (or continue) a session: tracker/PROTOCOL.md "Session". */
export const startSchema = z.object(
  {
    projectKey: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200),
    trackerVersion: z.string().max(50).default(''),
    timestamp: z.number({ error: 'must be a number (ms)' }).finite(),
    userUUID: z.string().max(64).optional(),
    token: z.string().max(4096).optional(),
    userID: z.string().max(256).optional(),
    width: z.number().int().min(0).max(100_000).default(0),
    height: z.number().int().min(0).max(100_000).default(0),
    timezone: z.string().max(64).default(''),
    language: z.string().max(16).default(''),
    referrer: z.string().max(2048).default(''),
    doNotRecord: z.boolean().default(false),
    bufferDiff: z.number().int().min(0).optional(),
    condition: z.string().max(200).optional(),
  },
  { error: 'must be a JSON object' },
);
export type StartInput = z.output<typeof startSchema>;

export type { StartResponse };

export interface StartContext extends Clock {
  userAgent: string;
  clientAddress: string;
  /** A number in [0, 1): sampling (tests pass a fixed one). */
  random?: () => number;
}

/**
 * Starts a session, or continues the one a still-valid token of the same project names (a full page load). A new
 * session is sampled with the start condition's capture rate when one started it, else the project's sample rate
 * (403 "capture rate miss"); `doNotRecord` (cold start) answers a token that can fetch conditions, flags and tags
 * but store nothing, and creates no session.
 */
export async function startSession(input: StartInput, context: StartContext): Promise<Result<StartResponse>> {
  const now = context.now ?? new Date();
  const project = await projectByKey(input.projectKey);
  if (!project) return failure('forbidden', 'Unknown project key', { field: 'projectKey' });
  const db = await getDb();
  const answer = (sessionId: string, userUuid: string, startedAt: Date, token: string, pageNo: number): StartResponse => ({
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
    features: { 'feature-flags': project.featureFlagsEnabled, 'usability-test': project.usabilityTestsEnabled && !input.doNotRecord },
    pageNo,
  });
  const userUuid = isUuid(input.userUUID) ? input.userUUID.toLowerCase() : randomUUID();

  if (input.token && !input.doNotRecord) {
    const check = await verifyIngestToken(input.token, now);
    if (check.ok && check.claims.projectId === project.id && !check.claims.doNotRecord) {
      // One statement: the session, if it still lives, takes the next page number (every tab continuing it gets its own).
      const [session] = await db
        .update(recordingSessions)
        .set({ pagesStarted: sql`${recordingSessions.pagesStarted} + 1`, ...(input.userID ? { userId: input.userID } : {}) })
        .where(
          and(
            eq(recordingSessions.id, check.claims.sessionId),
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
      if (session) {
        const expiresAt = new Date(session.startedAt.getTime() + MAX_SESSION_DURATION_MS);
        const token = await signIngestToken({ sessionId: session.id, projectId: project.id, doNotRecord: false }, expiresAt, now);
        return { ok: true, ...answer(session.id, session.userUuid, session.startedAt, token, session.pagesStarted - 1) };
      }
    }
  }

  const sessionId = randomUUID();
  if (input.doNotRecord) {
    const token = await signIngestToken({ sessionId, projectId: project.id, doNotRecord: true }, new Date(now.getTime() + MAX_SESSION_DURATION_MS), now);
    return { ok: true, ...answer(sessionId, userUuid, now, token, 0) };
  }

  let rate = project.sampleRate;
  if (input.condition) {
    const [condition] = await db
      .select({ captureRate: startConditions.captureRate })
      .from(startConditions)
      .where(and(eq(startConditions.projectId, project.id), eq(startConditions.name, input.condition)));
    if (condition) rate = condition.captureRate;
  }
  if ((context.random ?? Math.random)() * 100 >= rate) return failure('forbidden', 'capture rate miss');

  const limited = await reserveRateLimit(
    db,
    [{ key: `ingest-start:address:${context.clientAddress}`, rule: { limit: INGEST_STARTS_PER_ADDRESS, windowMs: INGEST_STARTS_WINDOW_MS } }],
    now,
    'Too many new sessions from this address; try again later',
  );
  if (!limited.ok) return limited;

  const backdate = input.bufferDiff !== undefined && input.bufferDiff > 0 && input.bufferDiff < COLD_START_BACKDATE_MAX_MS ? input.bufferDiff : 0;
  const startedAt = new Date(now.getTime() - backdate);
  const device = parseUserAgent(context.userAgent);
  await db.insert(recordingSessions).values({
    id: sessionId,
    projectId: project.id,
    userUuid,
    userId: input.userID || null,
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
  });
  const token = await signIngestToken({ sessionId, projectId: project.id, doNotRecord: false }, new Date(startedAt.getTime() + MAX_SESSION_DURATION_MS), now);
  return { ok: true, ...answer(sessionId, userUuid, startedAt, token, 0) };
}
