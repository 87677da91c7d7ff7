// Owned by lib/rate-limit: nothing else reads or writes `rate_limit_hits`. lib/db/README.md lists the owner of every
// table.
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per counted event (a failed login) under a key such as `login:account:<email>`. Kept in the database, not
 * in memory, so a limit holds across processes and replicas (docs/decisions/0003-one-process-by-default.md). Rows older than the longest window are
 * pruned whenever a key is written.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    hitAt: timestamp('hit_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_hits_key_hit_at_idx').on(t.key, t.hitAt)],
);
