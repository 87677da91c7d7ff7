import 'server-only';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db/client';
import { authSessions, refreshTokens, users, type User } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { memberChanged, SessionMemory, sessionChanged } from './session-memory';
import type { Clock } from '@/lib/clock';
import { signAccessToken, verifyAccessTokenSignature, verifyIssuedAccessToken } from './access-token';
import {
  deriveSuccessorToken,
  hashRefreshToken,
  looksLikeRefreshToken,
  newRefreshToken,
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TOKEN_TTL_SECONDS,
} from './refresh-token';

/** The API's login result: an access token and a refresh token. */
export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** What a request knows about its signed-in user. */
export type SessionUser = Pick<User, 'id' | 'username' | 'role' | 'language'>;

export type SessionFailure = 'invalid' | 'expired' | 'revoked' | 'reused';

export type AccessCheck<T = undefined> =
  { ok: true; user: SessionUser; sessionId: string; also: T } | { ok: false; reason: SessionFailure };

/**
 * More to read about the signed-in user in the same statement as the session check (a page that needs one fact about
 * its member then costs one database round trip, not two): an SQL expression of the user's id column. The writes that
 * change what it reads must say so (lib/auth/session-memory.ts), as the session's own do. Checks are remembered per
 * AlsoSelect object: make it a constant.
 */
export interface AlsoSelect<T> {
  readonly select: (userId: typeof users.id) => SQL<T>;
}

/**
 * How long a good session check is remembered, at most: a member's burst of requests (a page, its member side, the
 * pages Next.js prefetches) then costs one statement. The writes that change what the check reads (a logout, a
 * revocation, a role change, a group joined) forget it at once, in every process (lib/auth/session-memory.ts); this
 * bound is the safety net for a write that forgot to say so. Only the database row is remembered: the token's
 * signature and expiry are checked on every request.
 */
export const SESSION_CHECK_KEEP_MS = 1_000;
/** Remembered session checks per kind of check, at most (the least recently used goes first). */
export const SESSION_CHECK_KEEP_ENTRIES = 10_000;
export type RefreshResult =
  { ok: true; tokens: TokenPair; user: SessionUser; sessionId: string } | { ok: false; reason: SessionFailure };

const sessionUserColumns = { id: users.id, username: users.username, role: users.role, language: users.language };

interface SessionRow {
  user: SessionUser;
  sessionCreatedAt: Date;
  sessionRevokedAt: Date | null;
  tokensValidAfter: Date;
  also: unknown;
}

const recentPlainChecks = new SessionMemory<SessionRow>(SESSION_CHECK_KEEP_MS, SESSION_CHECK_KEEP_ENTRIES);
const recentChecksWith = new WeakMap<AlsoSelect<unknown>, SessionMemory<SessionRow>>();

function recentChecksFor(alsoSelect: AlsoSelect<unknown> | undefined): SessionMemory<SessionRow> {
  if (!alsoSelect) return recentPlainChecks;
  let recent = recentChecksWith.get(alsoSelect);
  if (!recent) {
    recent = new SessionMemory<SessionRow>(SESSION_CHECK_KEEP_MS, SESSION_CHECK_KEEP_ENTRIES);
    recentChecksWith.set(alsoSelect, recent);
  }
  return recent;
}

/** The session's row (and what alsoSelect reads), from the database or from a check made a moment ago. */
async function sessionRow(
  sessionId: string,
  userId: string,
  alsoSelect: AlsoSelect<unknown> | undefined,
): Promise<SessionRow | undefined> {
  const recent = recentChecksFor(alsoSelect);
  const known = recent.get(sessionId, userId);
  if (known) return known;
  const generation = recent.generation();
  const db = await getDb();
  const [row] = await db
    .select({
      user: sessionUserColumns,
      sessionCreatedAt: authSessions.createdAt,
      sessionRevokedAt: authSessions.revokedAt,
      tokensValidAfter: users.tokensValidAfter,
      also: alsoSelect ? alsoSelect.select(users.id) : sql<undefined>`null`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), eq(users.id, userId)))
    .limit(1);
  // Only a session that stands is remembered: a bad one costs its statement every time, as it always did.
  if (row && !sessionEnded(row)) recent.keep(sessionId, userId, row, generation);
  return row;
}

function sessionEnded(row: SessionRow): boolean {
  return Boolean(row.sessionRevokedAt) || row.sessionCreatedAt < row.tokensValidAfter;
}

function refreshExpiry(now: Date): Date {
  return new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
}

/** Starts a session for a user who just proved who they are (login, registration): a new family and its first pair. */
export async function startSession(
  userId: string,
  { now = new Date(), db }: Clock & { db?: Executor } = {},
): Promise<{ tokens: TokenPair; sessionId: string }> {
  const executor = db ?? (await getDb());
  const refreshToken = newRefreshToken();
  const sessionId = await executor.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({ userId, createdAt: now })
      .returning({ id: authSessions.id });
    if (!session) throw new Error('Inserting a session returned no row');
    await tx.insert(refreshTokens).values({
      familyId: session.id,
      userId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: refreshExpiry(now),
      createdAt: now,
    });
    return session.id;
  });
  const token = await signAccessToken({ userId, sessionId }, now);
  return { tokens: { token, refreshToken }, sessionId };
}

/**
 * An access token is good when its signature and times check out AND its session still stands: not logged out, not
 * revoked for reuse, and not started before the user's tokens_valid_after.
 */
export async function authenticateAccessToken<T = undefined>(
  token: string,
  { now = new Date() }: Clock = {},
  alsoSelect?: AlsoSelect<T>,
): Promise<AccessCheck<T | undefined>> {
  const check = await verifyAccessTokenSignature(token, now);
  if (!check.ok) return check;
  const { userId, sessionId } = check.claims;
  if (!isUuid(userId) || !isUuid(sessionId)) return { ok: false, reason: 'invalid' };
  const row = await sessionRow(sessionId, userId, alsoSelect);
  if (!row) return { ok: false, reason: 'invalid' };
  if (sessionEnded(row)) return { ok: false, reason: 'revoked' };
  return { ok: true, user: row.user, sessionId, also: alsoSelect ? (row.also as T) : undefined };
}

/**
 * Spends a refresh token and answers with a new pair. Within REFRESH_REUSE_GRACE_MS of being spent, the same token
 * gets the same successor again; later, presenting it revokes the whole family (the thief's and the owner's copies
 * alike) together with the access tokens of that session.
 *
 * The row is locked (`FOR UPDATE`) for the decision, so two parallel refreshes on PostgreSQL are serialised: the
 * second sees the first one's successor and takes the grace path.
 */
export async function rotateRefreshToken(token: string, { now = new Date() }: Clock = {}): Promise<RefreshResult> {
  if (!looksLikeRefreshToken(token)) return { ok: false, reason: 'invalid' };
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        token: refreshTokens,
        session: authSessions,
        user: sessionUserColumns,
        tokensValidAfter: users.tokensValidAfter,
      })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.familyId))
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      .limit(1)
      .for('update', { of: refreshTokens });
    if (!row) return { ok: false as const, reason: 'invalid' as const };
    const { token: stored, session, user } = row;
    if (stored.revokedAt || session.revokedAt || session.createdAt < row.tokensValidAfter) {
      return { ok: false as const, reason: 'revoked' as const };
    }
    if (stored.expiresAt <= now) return { ok: false as const, reason: 'expired' as const };

    const successorToken = deriveSuccessorToken(token);
    if (!stored.spentAt) {
      const [successor] = await tx
        .insert(refreshTokens)
        .values({
          familyId: stored.familyId,
          userId: stored.userId,
          parentId: stored.id,
          tokenHash: hashRefreshToken(successorToken),
          expiresAt: refreshExpiry(now),
          createdAt: now,
        })
        .returning({ id: refreshTokens.id });
      if (!successor) throw new Error('Inserting a refresh token returned no row');
      await tx
        .update(refreshTokens)
        .set({ spentAt: now, replacedById: successor.id })
        .where(eq(refreshTokens.id, stored.id));
      return { ok: true as const, refreshToken: successorToken, user, sessionId: session.id };
    }

    if (now.getTime() - stored.spentAt.getTime() <= REFRESH_REUSE_GRACE_MS && stored.replacedById) {
      const [successor] = await tx
        .select({
          tokenHash: refreshTokens.tokenHash,
          revokedAt: refreshTokens.revokedAt,
          expiresAt: refreshTokens.expiresAt,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.id, stored.replacedById))
        .limit(1);
      // A different hash means AUTH_SECRET changed since: refuse rather than hand out a token that matches nothing.
      if (!successor || successor.revokedAt || successor.expiresAt <= now)
        return { ok: false as const, reason: 'revoked' as const };
      if (successor.tokenHash !== hashRefreshToken(successorToken))
        return { ok: false as const, reason: 'invalid' as const };
      return { ok: true as const, refreshToken: successorToken, user, sessionId: session.id };
    }

    await revokeFamily(tx, session.id, 'reuse', now);
    console.warn(`[auth] spent refresh token reused after the grace period; session ${session.id} revoked`);
    return { ok: false as const, reason: 'reused' as const, sessionId: session.id };
  });
  if (!outcome.ok) {
    if (outcome.reason === 'reused') await sessionChanged(outcome.sessionId);
    return { ok: false, reason: outcome.reason };
  }
  const accessToken = await signAccessToken({ userId: outcome.user.id, sessionId: outcome.sessionId }, now);
  return {
    ok: true,
    tokens: { token: accessToken, refreshToken: outcome.refreshToken },
    user: outcome.user,
    sessionId: outcome.sessionId,
  };
}

async function revokeFamily(db: Executor, sessionId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
}

/** Ends one session: its access tokens and every refresh token of its family stop working. */
export async function endSession(sessionId: string, { now = new Date() }: Clock = {}): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => revokeFamily(tx, sessionId, 'logout', now));
  await sessionChanged(sessionId);
}

/**
 * POST /api/logout/access: ends the session the access token belongs to. Idempotent, as RFC 7009 revocation is: true
 * for any token we issued, also when it has expired or its session has already ended (then nothing changes); false
 * only for a token that was never valid (forged, malformed, another issuer's).
 */
export async function endSessionByAccessToken(token: string, { now = new Date() }: Clock = {}): Promise<boolean> {
  const check = await verifyIssuedAccessToken(token, now);
  if (!check.ok || !isUuid(check.claims.sessionId)) return false;
  await endSession(check.claims.sessionId, { now });
  return true;
}

/**
 * POST /api/logout/refresh: ends the session the refresh token belongs to. Idempotent like endSessionByAccessToken:
 * true for any refresh token we issued (spent, expired or already revoked included), false for one we never issued.
 */
export async function endSessionByRefreshToken(token: string, { now = new Date() }: Clock = {}): Promise<boolean> {
  if (!looksLikeRefreshToken(token)) return false;
  const db = await getDb();
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
    .limit(1);
  if (!row) return false;
  await endSession(row.familyId, { now });
  return true;
}

/**
 * Logout from the browser's cookies: ends the session either cookie names. True when at least one of them is a token
 * we issued (so a second logout, or one after the access cookie expired, still succeeds).
 */
export async function endSessionByTokens(
  { access, refresh }: { access?: string | undefined; refresh?: string | undefined },
  clock: Clock = {},
): Promise<boolean> {
  if (access && (await endSessionByAccessToken(access, clock))) return true;
  return refresh ? endSessionByRefreshToken(refresh, clock) : false;
}

/**
 * "Log out everywhere" (and what a password change must call): every token issued before `now` stops working, on
 * every device, through users.tokens_valid_after; the sessions are marked revoked too, for the record.
 */
export async function endAllSessions(userId: string, { now = new Date() }: Clock = {}): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ tokensValidAfter: now }).where(eq(users.id, userId));
    const sessions = await tx
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
    for (const session of sessions) await revokeFamily(tx, session.id, 'logout-all', now);
  });
  await memberChanged(userId);
}
