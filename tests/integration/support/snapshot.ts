import { count } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { authSessions, rateLimitHits, refreshTokens, users } from '@/lib/db/schema';

/** Row counts of every table: a failed request must leave them exactly as they were. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = { users, authSessions, refreshTokens, rateLimitHits };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}
