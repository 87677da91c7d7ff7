import 'server-only';
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
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

/** Counts one event, and drops the key's events that no window can see any more. */
export async function recordRateLimitHit(db: Executor, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  await db.insert(rateLimitHits).values({ key, hitAt: now });
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), lte(rateLimitHits.hitAt, new Date(now.getTime() - rule.windowMs))));
}

export async function clearRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}
