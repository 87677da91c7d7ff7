import 'server-only';
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/lib/db/client';
import { rateLimitHits } from '@/lib/db/schema';

/** At most `limit` counted events per key within any sliding window of `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export type RateLimitState = { limited: false } | { limited: true; retryAfterSeconds: number };

/**
 * Limited when the key already has `limit` events inside the window. It frees up when the oldest of the newest
 * `limit` events leaves the window, which is what Retry-After says (whole seconds, at least 1).
 */
export async function checkRateLimit(db: Executor, key: string, rule: RateLimitRule, now: Date): Promise<RateLimitState> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const [blocking] = await db
    .select({ hitAt: rateLimitHits.hitAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.hitAt, windowStart)))
    .orderBy(desc(rateLimitHits.hitAt))
    .limit(1)
    .offset(rule.limit - 1);
  if (!blocking) return { limited: false };
  const freeAt = blocking.hitAt.getTime() + rule.windowMs;
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
}

export async function clearRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

export type RateLimitReservation = { limited: true; retryAfterSeconds: number } | { limited: false; hitIds: number[] };

/**
 * Counts an attempt under every key *before* the work it limits, atomically: inside one transaction holding an
 * advisory lock per key, it refuses when any key is at its limit (Retry-After = the longest wait), otherwise records
 * one hit per key. Checking and recording in separate steps would let parallel requests all pass the check before
 * any of them is recorded; here an attempt in flight already counts. A success takes its hits back with
 * releaseRateLimitHits, so only failures stay counted.
 */
export async function reserveRateLimit(
  db: Db,
  limits: readonly { key: string; rule: RateLimitRule }[],
  now: Date,
): Promise<RateLimitReservation> {
  // Locks in a fixed order, so two reservations over the same keys cannot wait for each other.
  const ordered = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.transaction(async (tx): Promise<RateLimitReservation> => {
    for (const { key } of ordered) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    let retryAfterSeconds = 0;
    for (const { key, rule } of ordered) {
      const state = await checkRateLimit(tx, key, rule, now);
      if (state.limited) retryAfterSeconds = Math.max(retryAfterSeconds, state.retryAfterSeconds);
    }
    if (retryAfterSeconds > 0) return { limited: true, retryAfterSeconds };
    const hitIds: number[] = [];
    for (const { key, rule } of ordered) {
      const [hit] = await tx.insert(rateLimitHits).values({ key, hitAt: now }).returning({ id: rateLimitHits.id });
      if (!hit) throw new Error(`Recording a rate-limit hit for ${key} returned no row`);
      hitIds.push(hit.id);
      await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.key, key), lte(rateLimitHits.hitAt, new Date(now.getTime() - rule.windowMs))));
    }
    return { limited: false, hitIds };
  });
}

/** Takes back the hits of a reservation whose attempt succeeded (they no longer count). */
export async function releaseRateLimitHits(db: Executor, hitIds: readonly number[]): Promise<void> {
  if (hitIds.length > 0) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, [...hitIds]));
}
