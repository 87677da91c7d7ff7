import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/**
 * Counting the statements a piece of code sends to the database, to prove a page makes a constant number of them
 * (no N+1) and to report it in the benchmarks:
 * - `countQueries(fn)` counts what `fn` sends, and nothing that runs beside it (AsyncLocalStorage keeps the count
 *   to fn's own async calls), on both engines;
 * - `DB_LOG_QUERIES=1` prints one `[db-query]` line per statement to stderr, so a benchmark can count the lines a
 *   running server prints for one request.
 * Both see every statement Drizzle prepares (selects, inserts, updates, `db.execute`), inside transactions too.
 */
interface Tally {
  statements: string[];
  params: unknown[][];
}

const tallies = new AsyncLocalStorage<Tally>();

/** Installed as Drizzle's logger by lib/db/client.ts. */
export const queryCounter: Logger = {
  logQuery(query: string, params: unknown[]): void {
    const tally = tallies.getStore();
    tally?.statements.push(query);
    tally?.params.push(params);
    if (process.env.DB_LOG_QUERIES === '1') console.error(`[db-query] ${query.replace(/\s+/g, ' ').slice(0, 200)}`);
  },
};

/** What `fn` sent: the count, each statement, and each statement's parameters (for EXPLAIN in the benchmarks). */
export async function countQueries<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; queries: number; statements: string[]; params: unknown[][] }> {
  const tally: Tally = { statements: [], params: [] };
  const result = await tallies.run(tally, fn);
  return { result, queries: tally.statements.length, statements: tally.statements, params: tally.params };
}
