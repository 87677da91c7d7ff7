import 'server-only';
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { rateLimitHits } from '@/lib/db/schema';
import { failure, secondsUntil, type Failure } from '@/lib/errors';

/**
 * The one sliding-window limiter: at most `limit` counted events per key within any window of `windowMs`. Used by
 * login (failures per account and per address), bug reports and registrations per address, new accounts' posts and
 * groups, and the ingest's session starts per address. Hits live in the database (rate_limit_hits), not in memory,
 * so a limit holds across processes and replicas (docs/decisions/0003-one-process-by-default.md).
 */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export type RateLimitState = { limited: false } | { limited: true; retryAfterSeconds: number };

/**
 * The longest key stored as it is. Keys hold what clients send (an email typed at login), and the key column is
 * indexed: PostgreSQL refuses an index entry over about 2.7 KB, which a longer key would make (UTF-8, up to 4 bytes a
 * character), failing the request.
 */
export const RATE_LIMIT_KEY_MAX_LENGTH = 512;

/** A key as stored: as it is up to RATE_LIMIT_KEY_MAX_LENGTH, else its start and the SHA-256 of all of it. */
export function storedRateLimitKey(key: string): string {
  if (key.length <= RATE_LIMIT_KEY_MAX_LENGTH) return key;
  return `${key.slice(0, 64)}…sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * Limited when the key already has `limit` events inside the window. It frees up when the oldest of the newest
 * `limit` events leaves the window, which is what Retry-After says (whole seconds, at least 1).
 */
export async function checkRateLimit(
  db: Executor,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitState> {
  key = storedRateLimitKey(key);
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const [blocking] = await db
    .select({ hitAt: rateLimitHits.hitAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.hitAt, windowStart)))
    .orderBy(desc(rateLimitHits.hitAt))
    .limit(1)
    .offset(rule.limit - 1);
  if (!blocking) return { limited: false };
  return { limited: true, retryAfterSeconds: secondsUntil(blocking.hitAt.getTime() + rule.windowMs, now) };
}

export async function clearRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, storedRateLimitKey(key)));
}

export type Reservation = { ok: true; hitIds: number[] } | Failure;

/**
 * One key a reservation counts under. A `waived` one is counted like the others but never refuses (a failed login
 * past the account's ceiling that brought a solved proof of work still counts against the account).
 */
export interface RateLimitEntry {
  key: string;
  rule: RateLimitRule;
  waived?: boolean;
}

/**
 * Counts an attempt under every key *before* the work it limits, atomically: inside one transaction (a savepoint
 * when `db` already is one) holding an advisory lock per key, it refuses with `limited` when any key not waived is at
 * its limit (Retry-After = the longest wait), otherwise records one hit per key. Checking and recording in separate
 * steps would let parallel requests all pass the check before any of them is recorded; here an attempt in flight
 * already counts. Work that should count only when it fails takes its hits back with releaseRateLimitHits after
 * succeeding.
 */
export async function reserveRateLimit(
  db: Executor,
  limits: readonly RateLimitEntry[],
  now: Date,
  message = 'Too many attempts; try again later',
): Promise<Reservation> {
  // Locks in a fixed order, so two reservations over the same keys cannot wait for each other.
  const ordered = limits
    .map(({ key, rule, waived = false }) => ({ key: storedRateLimitKey(key), rule, waived }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.transaction(async (tx): Promise<Reservation> => {
    for (const { key } of ordered) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    let retryAfterSeconds = 0;
    let limit = 0;
    for (const { key, rule } of ordered.filter((entry) => !entry.waived)) {
      const state = await checkRateLimit(tx, key, rule, now);
      if (state.limited && state.retryAfterSeconds > retryAfterSeconds) {
        retryAfterSeconds = state.retryAfterSeconds;
        limit = rule.limit;
      }
    }
    if (retryAfterSeconds > 0) return failure('limited', message, { retryAfterSeconds, limit });
    const hitIds: number[] = [];
    for (const { key, rule } of ordered) {
      const [hit] = await tx.insert(rateLimitHits).values({ key, hitAt: now }).returning({ id: rateLimitHits.id });
      if (!hit) throw new Error(`Recording a rate-limit hit for ${key} returned no row`);
      hitIds.push(hit.id);
      await tx
        .delete(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), lte(rateLimitHits.hitAt, new Date(now.getTime() - rule.windowMs))));
    }
    return { ok: true, hitIds };
  });
}

/** Takes back the hits of a reservation whose attempt succeeded (they no longer count). */
export async function releaseRateLimitHits(db: Executor, hitIds: readonly number[]): Promise<void> {
  if (hitIds.length > 0) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, [...hitIds]));
}
