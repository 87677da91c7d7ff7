import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { deriveKey } from '@/lib/config/secret';
import { getDb } from '@/lib/db/client';
import { recordingSessions, sharedReplays, type SharedReplay } from '@/lib/db/schema';
import { AppError, failure, type Failure, type Result } from '@/lib/errors';
import { reserveRateLimit, type RateLimitRule } from '@/lib/rate-limit';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import type { Clock } from '@/lib/clock';
import { storedCanvasSnapshot, storedReplayStream } from './replay';
import { sessionById } from './sessions';

/**
 * Public links to one replay (docs/decisions/0105-public-replay-links.md). The link's token is an HS256 JWT signed
 * with a key derived from AUTH_SECRET for this purpose alone, with an audience of its own: it names the link's row
 * (`sub`) and its expiry (`exp`). The row is what revokes it (deleted) and what erasing the session deletes; the
 * signature is what keeps anyone from naming a row they were not given. A link shows that session's recording and
 * nothing else of the project.
 */
export const SHARED_REPLAY_AUDIENCE = 'parley-shared-replay';
const ISSUER = 'parley';
const ALGORITHM = 'HS256';

/** How long a new link may live, in days: the choices the studio offers. */
export const SHARED_REPLAY_LIFETIME_DAYS = [1, 7, 30] as const;
const DAY_MS = 86_400_000;
/** Links one session may have at once. */
export const SHARED_REPLAYS_PER_SESSION_MAX = 10;
/** What one address may ask of public links (the page and its recording): a replay's page load is two requests. */
export const SHARED_REPLAY_RATE_LIMIT: RateLimitRule = { limit: 60, windowMs: 10 * 60_000 };
/** Canvas snapshots one address may load through public links (a replay may show many). */
export const SHARED_CANVAS_RATE_LIMIT: RateLimitRule = { limit: 600, windowMs: 10 * 60_000 };

/** What every answer about a public link carries: never indexed, and its address (the token) never sent onwards. */
export const SHARED_REPLAY_HEADERS: Readonly<Record<string, string>> = {
  'X-Robots-Tag': 'noindex, nofollow, noarchive',
  'Referrer-Policy': 'no-referrer',
};

const lifetimeSchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days) => (SHARED_REPLAY_LIFETIME_DAYS as readonly number[]).includes(days), {
      message: `is one of ${SHARED_REPLAY_LIFETIME_DAYS.join(', ')}`,
    }),
});

let imported: { bytes: Uint8Array; key: Promise<CryptoKey> } | null = null;
function signingKey(): Promise<CryptoKey> {
  const bytes = deriveKey('shared-replay');
  if (!imported || !sameBytes(imported.bytes, bytes))
    imported = {
      bytes,
      key: crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
    };
  return imported.key;
}
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The token of a link's row: the same bytes every time (its times are the row's), so the team can copy it again. */
async function tokenOf(row: Pick<SharedReplay, 'id' | 'createdAt' | 'expiresAt'>): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(SHARED_REPLAY_AUDIENCE)
    .setSubject(row.id)
    .setIssuedAt(Math.floor(row.createdAt.getTime() / 1000))
    .setExpirationTime(Math.floor(row.expiresAt.getTime() / 1000))
    .sign(await signingKey());
}

export interface SharedReplayLink {
  id: string;
  token: string;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
}

/** A new public link to one of the project's sessions, living `days` (SHARED_REPLAY_LIFETIME_DAYS) from now. */
export async function createSharedReplay(
  viewer: StudioViewer & { username: string },
  projectId: string,
  sessionId: string,
  input: unknown,
  clock?: Clock,
): Promise<Result<{ link: SharedReplayLink }>> {
  assertStudioViewer(viewer);
  const parsed = lifetimeSchema.safeParse(input);
  if (!parsed.success) return failure('invalid', 'days: is not a lifetime the studio offers', { field: 'days' });
  const session = await sessionById(viewer, projectId, sessionId);
  const db = await getDb();
  const held = await db
    .select({ id: sharedReplays.id })
    .from(sharedReplays)
    .where(eq(sharedReplays.sessionId, session.id));
  if (held.length >= SHARED_REPLAYS_PER_SESSION_MAX)
    return failure('limited', `A session has at most ${SHARED_REPLAYS_PER_SESSION_MAX} public links`, {
      limit: SHARED_REPLAYS_PER_SESSION_MAX,
    });
  // Whole seconds: the token's times are, and the row must say the same.
  const createdAt = new Date(Math.floor((clock?.now ?? new Date()).getTime() / 1000) * 1000);
  const [row] = await db
    .insert(sharedReplays)
    .values({
      projectId,
      sessionId: session.id,
      createdBy: viewer.username,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + parsed.data.days * DAY_MS),
    })
    .returning();
  return { ok: true, link: await linkOf(row!, createdAt) };
}

async function linkOf(row: SharedReplay, at: Date): Promise<SharedReplayLink> {
  return {
    id: row.id,
    token: await tokenOf(row),
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    expired: row.expiresAt.getTime() <= at.getTime(),
  };
}

/** A session's public links, oldest first, expired ones included (until revoked) and marked. */
export async function sessionSharedReplays(
  viewer: StudioViewer,
  projectId: string,
  sessionId: string,
  clock?: Clock,
): Promise<SharedReplayLink[]> {
  assertStudioViewer(viewer);
  const session = await sessionById(viewer, projectId, sessionId);
  const db = await getDb();
  const rows = await db
    .select()
    .from(sharedReplays)
    .where(eq(sharedReplays.sessionId, session.id))
    .orderBy(asc(sharedReplays.createdAt), asc(sharedReplays.id));
  const at = clock?.now ?? new Date();
  return Promise.all(rows.map((row) => linkOf(row, at)));
}

/** Revokes a link: its row goes, and its token then opens nothing. */
export async function revokeSharedReplay(viewer: StudioViewer, projectId: string, id: string): Promise<Result> {
  assertStudioViewer(viewer);
  if (!z.uuid().safeParse(id).success) return failure('not_found', 'No such link');
  const db = await getDb();
  const deleted = await db
    .delete(sharedReplays)
    .where(and(eq(sharedReplays.id, id), eq(sharedReplays.projectId, projectId)))
    .returning({ id: sharedReplays.id });
  return deleted.length > 0 ? { ok: true } : failure('not_found', 'No such link');
}

export interface OpenedShare {
  shareId: string;
  projectId: string;
  expiresAt: Date;
  session: { id: string; startedAt: Date; lastActivityAt: Date; screenWidth: number; screenHeight: number };
}

const notShared = (): Failure => failure('not_found', 'No such link, or it was revoked');
const expiredShare = (): Failure => failure('gone', 'This link has expired');

/**
 * What a public link opens: its session, or `gone` (the link expired: signed by us, past its time) or `not_found`
 * (not a token of ours, altered, or revoked). Nothing about who made it or the project it is in.
 */
export async function openSharedReplay(token: string, clock?: Clock): Promise<Result<{ share: OpenedShare }>> {
  const at = clock?.now ?? new Date();
  let shareId: string;
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: SHARED_REPLAY_AUDIENCE,
      requiredClaims: ['sub', 'exp'],
      currentDate: at,
    });
    shareId = payload.sub!;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return expiredShare();
    return notShared();
  }
  if (!z.uuid().safeParse(shareId).success) return notShared();
  const db = await getDb();
  const s = recordingSessions;
  const [row] = await db
    .select({
      shareId: sharedReplays.id,
      projectId: sharedReplays.projectId,
      expiresAt: sharedReplays.expiresAt,
      session: {
        id: s.id,
        startedAt: s.startedAt,
        lastActivityAt: s.lastActivityAt,
        screenWidth: s.screenWidth,
        screenHeight: s.screenHeight,
      },
    })
    .from(sharedReplays)
    .innerJoin(s, and(eq(s.id, sharedReplays.sessionId), eq(s.projectId, sharedReplays.projectId)))
    .where(eq(sharedReplays.id, shareId));
  if (!row) return notShared();
  if (row.expiresAt.getTime() <= at.getTime()) return expiredShare();
  return { ok: true, share: row };
}

/**
 * Counts one request of `address` to public links (`kind`: the page and its recording, or a canvas snapshot), and
 * refuses past the limit with `limited`.
 */
export async function countSharedReplayRequest(
  address: string,
  kind: 'replay' | 'canvas',
  clock?: Clock,
): Promise<Result> {
  const db = await getDb();
  const rule = kind === 'canvas' ? SHARED_CANVAS_RATE_LIMIT : SHARED_REPLAY_RATE_LIMIT;
  const reservation = await reserveRateLimit(
    db,
    [{ key: `shared-replay:${kind}:${address}`, rule }],
    clock?.now ?? new Date(),
    'Too many requests for shared replays; try again later',
  );
  return reservation.ok ? { ok: true } : reservation;
}

/** A public link's recording, in the replay wire format: counted against the address, then as the studio sends it. */
export async function sharedReplayStream(
  token: string,
  address: string,
  clock?: Clock,
): Promise<ReadableStream<Uint8Array>> {
  const counted = await countSharedReplayRequest(address, 'replay', clock);
  if (!counted.ok) throw AppError.from(counted);
  const opened = await openSharedReplay(token, clock);
  if (!opened.ok) throw AppError.from(opened);
  return storedReplayStream(opened.share.session);
}

/** A canvas snapshot of a public link's session. */
export async function sharedCanvasSnapshot(
  token: string,
  name: string,
  address: string,
  clock?: Clock,
): Promise<Uint8Array> {
  const counted = await countSharedReplayRequest(address, 'canvas', clock);
  if (!counted.ok) throw AppError.from(counted);
  const opened = await openSharedReplay(token, clock);
  if (!opened.ok) throw AppError.from(opened);
  return storedCanvasSnapshot(opened.share.projectId, opened.share.session.id, name);
}
