import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';

/** Every table of the schema, by its export name (a new table is covered without touching this file). */
const TABLES = (Object.entries(schema) as [string, unknown][]).filter((entry): entry is [string, PgTable] =>
  is(entry[1], PgTable),
);

/** Row counts of every table: a failed request must leave them exactly as they were. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The SQL names of the tables rowCounts covers (for the test that proves it covers them all). */
export const COUNTED_TABLES = TABLES.map(([, table]) => getTableName(table));
