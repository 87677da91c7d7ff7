import 'server-only';
import { getTableName, type Table } from 'drizzle-orm';

/*
 * Remembering what was read from some tables until this process next writes to one of them, or for a short while at
 * most (RecentReads; the session check uses it: lib/auth/session-store.ts). Writes are counted per table: Drizzle's logger
 * (lib/db/query-count.ts) shows every statement before it runs, and `noteStatement` reads it:
 * - `select`, and the statements that change no row by themselves (transaction control, `set`, `show`), count nothing;
 * - `insert`, `update`, `delete` and `with …` count a write to each table their `insert into`/`update`/`delete from`
 *   clauses name (a `with` that only selects names none);
 * - anything else (DDL, `truncate`, whatever raw SQL may do) counts a write to every table.
 *
 * The counts live on globalThis, as the database does (lib/db/client.ts): Next.js bundles proxy.ts and the route
 * handlers separately, and a write in one must be seen by what the other remembers. They see only this process:
 * another process writing to the same PostgreSQL is not counted, which is why RecentReads also forgets after a while.
 */

interface WriteCounts {
  readonly perTable: Map<string, number>;
  /** Statements whose tables could not be told: a write to every table. */
  unknown: number;
}

const REGISTRY = Symbol.for('parley.db.write-counts');

function counts(): WriteCounts {
  const registry = globalThis as { [REGISTRY]?: WriteCounts };
  return (registry[REGISTRY] ??= { perTable: new Map(), unknown: 0 });
}

const CHANGES_NOTHING = /^(?:select|begin|start\s+transaction|commit|end|rollback|savepoint|release|set|show)\b/i;
const NAMES_ITS_WRITES = /^(?:insert|update|delete|with)\b/i;
// A word after `update` that is no table, as in `on conflict do update set`, counts a write to a table nobody reads:
// harmless.
const WRITE_CLAUSES = /\b(?:insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?/gi;
const LEADING_SPACE_AND_COMMENTS = /^(?:\s+|--[^\n]*\n|\/\*[\s\S]*?\*\/)*/;

/** Called for every statement, before it runs. */
export function noteStatement(query: string): void {
  const statement = query.replace(LEADING_SPACE_AND_COMMENTS, '');
  if (CHANGES_NOTHING.test(statement)) return;
  const state = counts();
  if (!NAMES_ITS_WRITES.test(statement)) {
    state.unknown += 1;
    return;
  }
  for (const [, table] of statement.matchAll(WRITE_CLAUSES)) state.perTable.set(table!, (state.perTable.get(table!) ?? 0) + 1);
}

/**
 * A number that changes whenever this process writes to one of `tables` (and never goes back): equal before and after
 * means no such write happened in between.
 */
export function writeGeneration(tables: readonly Table[]): number {
  const state = counts();
  let generation = state.unknown;
  for (const table of tables) generation += state.perTable.get(getTableName(table)) ?? 0;
  return generation;
}

/**
 * Values read from `reads`, by key, each kept until this process writes to one of those tables or `keepMs` has
 * passed, whichever comes first; at most `capacity` of them (the oldest goes first).
 *
 * A read that raced a write must not be kept: take `generation()` before reading and hand it to `keep`, which drops
 * the value when a write was counted in between.
 */
export class RecentReads<V> {
  private readonly entries = new Map<string, { value: V; generation: number; until: number }>();

  constructor(
    private readonly reads: readonly Table[],
    private readonly keepMs: number,
    private readonly capacity: number,
    private readonly monotonicNow: () => number = () => performance.now(),
  ) {}

  generation(): number {
    return writeGeneration(this.reads);
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.generation() || this.monotonicNow() >= entry.until) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  keep(key: string, value: V, generationBeforeReading: number): void {
    if (generationBeforeReading !== this.generation()) return;
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, generation: generationBeforeReading, until: this.monotonicNow() + this.keepMs });
  }
}
