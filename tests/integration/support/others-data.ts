import { getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';

/**
 * What the fuzz suites (fuzz.test.ts, server-actions-fuzz.test.ts) hold data they do not own to: every row of every
 * table before and after an attack, compared whole. A row is the fuzzer's own when its text holds one of the fuzzer's
 * ids (its accounts, its recorded visit, its project); every other row is someone else's.
 */

/** Every table of the schema, by its export name (a new table is covered without touching this file). */
const TABLES = (Object.entries(schema) as [string, unknown][]).filter((entry): entry is [string, PgTable] =>
  is(entry[1], PgTable),
);

const tableName = (table: PgTable) => TABLES.find(([, candidate]) => candidate === table)![0];
const propertyOf = (table: PgTable, sqlName: string) =>
  Object.entries(getTableColumns(table)).find(([, column]) => column.name === sqlName)![0];

/** A column of `table` naming a row of `target` by its `targetColumn` (export and property names). */
interface Reference {
  table: string;
  column: string;
  target: string;
  targetColumn: string;
}

/**
 * Every column that names another table's row: each foreign key of the schema, and the ingest's session columns that
 * have none (the session may be what is wrong, or gone). A recorded session's `userId` is not one: it is what a
 * visitor's tracker asserted, which any tracker may assert.
 */
const REFERENCES: readonly Reference[] = [
  ...TABLES.flatMap(([name, table]) =>
    getTableConfig(table).foreignKeys.flatMap((key) => {
      const { columns, foreignColumns, foreignTable } = key.reference();
      return columns.map((column, i) => ({
        table: name,
        column: propertyOf(table, column.name),
        target: tableName(foreignTable),
        targetColumn: propertyOf(foreignTable, foreignColumns[i]!.name),
      }));
    }),
  ),
  {
    table: tableName(schema.ingestQuarantine),
    column: 'sessionId',
    target: tableName(schema.recordingSessions),
    targetColumn: 'id',
  },
  {
    table: tableName(schema.recordingErasures),
    column: 'sessionId',
    target: tableName(schema.recordingSessions),
    targetColumn: 'id',
  },
];

export interface RowSnapshot {
  /** Every row of every table, as `table {json}` text, counted (a table may hold equal rows). */
  rows: Map<string, number>;
  /** The same rows read back, by their text. */
  parsed: Map<string, { table: string; row: Record<string, unknown> }>;
}

/**
 * Every row of every table. `leaveOut` names columns not compared (by table): counts that others' actions keep in
 * someone's row (a question's score and answer count), which the fuzzer's own legitimate votes and answers change.
 */
export async function allRows(
  db: Db,
  { leaveOut = [] }: { leaveOut?: readonly (readonly [PgTable, readonly string[]])[] } = {},
): Promise<RowSnapshot> {
  const snapshot: RowSnapshot = { rows: new Map(), parsed: new Map() };
  for (const [name, table] of TABLES) {
    const left = new Set(leaveOut.filter(([one]) => one === table).flatMap(([, columns]) => columns));
    for (const whole of await db.select().from(table)) {
      const row = Object.fromEntries(
        Object.entries(whole as Record<string, unknown>).filter(([column]) => !left.has(column)),
      );
      const key = `${name} ${JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))}`;
      snapshot.rows.set(key, (snapshot.rows.get(key) ?? 0) + 1);
      snapshot.parsed.set(key, { table: name, row });
    }
  }
  return snapshot;
}

const ownedRow = (row: string, owned: readonly string[]) => owned.some((id) => row.includes(id));

/** Rows that were there before and are gone or changed now, leaving out the fuzzer's own. */
export function changedRows(before: RowSnapshot, after: RowSnapshot, owned: readonly string[]): string[] {
  return [...before.rows]
    .filter(([row, count]) => (after.rows.get(row) ?? 0) < count && !ownedRow(row, owned))
    .map(([row]) => row);
}

export interface NamingRules {
  /** The fuzzer's ids. */
  owned: readonly string[];
  /** Tables whose rows anyone's new row may name: what every visitor takes part in (the project, a usability test). */
  shared?: readonly PgTable[];
  /**
   * Whether a new row of the fuzzer's own (holding one of its ids) may name someone else's: a vote, answer or report
   * of its member on the victim's question, and the activity that tells the victim of it. Not through the API, whose
   * endpoints write nothing of the kind; yes through the discussion's server actions, whose purpose it is.
   */
  ownMayName?: boolean;
}

/**
 * Rows that are new (or new versions of rows) and name a row that was there before and is neither the fuzzer's own
 * nor shared: an activity in the victim's panel, a vote or an answer on the victim's question, a signal, note or flag
 * of the victim's recorded visit, a token of the victim's sign-in, a note, search or erasure in another project.
 */
export function rowsNamingOthers(
  before: RowSnapshot,
  after: RowSnapshot,
  { owned, shared = [], ownMayName = false }: NamingRules,
): string[] {
  const sharedNames = new Set(shared.map(tableName));
  const others = new Set<string>();
  for (const [text, { table, row }] of before.parsed) {
    if (ownedRow(text, owned) || sharedNames.has(table)) continue;
    for (const reference of REFERENCES)
      if (reference.target === table)
        others.add(`${table}.${reference.targetColumn}=${String(row[reference.targetColumn])}`);
  }
  const found: string[] = [];
  for (const [text, count] of after.rows) {
    if ((before.rows.get(text) ?? 0) >= count || (ownMayName && ownedRow(text, owned))) continue;
    const { table, row } = after.parsed.get(text)!;
    const named = REFERENCES.filter((reference) => reference.table === table && row[reference.column] != null)
      .map((reference) => `${reference.target}.${reference.targetColumn}=${String(row[reference.column])}`)
      .filter((name) => others.has(name));
    if (named.length > 0) found.push(`${text} names ${named.join(', ')}`);
  }
  return found;
}
