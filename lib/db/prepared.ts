import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import { serialize } from 'pg-protocol';
import type { Db } from './client';
import { queryCounter } from './query-count';

/** A row of executePrepared: each column in PostgreSQL's text form, or null. */
export type TextRow = Record<string, string | null>;

const dialect = new PgDialect();

/** The text of each statement name used in this process. */
const TEXTS = new Map<string, string>();

/** The PGlite instances (by identity) and the statement names already parsed in each. */
const PARSED = new WeakMap<object, Set<string>>();

type PgliteClient = Pick<PGlite, 'execProtocolStream' | 'runExclusive' | '_runExclusiveTransaction'>;
type PgClient = Pick<Pool | PoolClient, 'query'>;

const isPglite = (client: unknown): client is PgliteClient =>
  typeof client === 'object' &&
  client !== null &&
  typeof (client as Partial<PgliteClient>).execProtocolStream === 'function';
const isPg = (client: unknown): client is PgClient =>
  typeof client === 'object' && client !== null && typeof (client as Partial<PgClient>).query === 'function';

/** A parameter in PostgreSQL's text form: what both drivers send for these types. */
function textParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  throw new TypeError(`executePrepared takes strings, numbers, booleans, dates and null, not ${typeof value}`);
}

/**
 * A statement run as a named prepared statement: parsed and planned once per connection (PGlite has one), then only
 * bound and executed. For a statement on the hot path (a session's start) the parse and plan cost more than running
 * it, and Drizzle's `execute` sends an unnamed statement every time. Values go as bind parameters, as with `execute`.
 *
 * Each column comes back in PostgreSQL's text form (or null), the same on both engines: the caller converts.
 * `name` must belong to one statement text for the life of the process.
 */
export async function executePrepared(db: Db, name: string, query: SQL): Promise<TextRow[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const known = TEXTS.get(name);
  if (known === undefined) TEXTS.set(name, text);
  // Either engine would run the first text again (PGlite) or refuse (node-postgres): say so, the same on both.
  else if (known !== text) throw new Error(`executePrepared: the statement ${name} was prepared with another text`);
  queryCounter.logQuery(text, params);
  const values = params.map(textParam);
  const client = (db as unknown as { $client?: unknown }).$client;
  if (isPglite(client)) return pgliteExecute(client, name, text, values);
  // node-postgres prepares a named statement once per pooled connection; every type parser left out gives text.
  if (isPg(client)) {
    const result = await client.query<TextRow>({
      name,
      text,
      values,
      types: { getTypeParser: () => (value: string) => value },
    });
    return result.rows;
  }
  throw new Error('executePrepared: neither a PGlite nor a node-postgres database');
}

/**
 * On PGlite, through its wire protocol: Parse once per instance, then Bind, Describe, Execute and Sync in one message.
 * It holds both of PGlite's locks, as its own `query` does, so it never runs inside another caller's transaction.
 */
async function pgliteExecute(
  client: PgliteClient,
  name: string,
  text: string,
  values: (string | null)[],
): Promise<TextRow[]> {
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      let parsed = PARSED.get(client);
      if (!parsed) PARSED.set(client, (parsed = new Set()));
      if (!parsed.has(name)) {
        await client.execProtocolStream(Buffer.concat([serialize.parse({ name, text }), serialize.sync()]), {
          syncToFs: false,
        });
        parsed.add(name);
      }
      // The Sync travels with the rest: after an error the backend has already left its aborted state.
      const messages = await client.execProtocolStream(
        Buffer.concat([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: true },
      );
      let columns: string[] = [];
      const rows: TextRow[] = [];
      for (const message of messages) {
        if (message.name === 'rowDescription')
          columns = (message as unknown as { fields: { name: string }[] }).fields.map((field) => field.name);
        else if (message.name === 'dataRow') {
          const fields = (message as unknown as { fields: (string | null)[] }).fields;
          rows.push(Object.fromEntries(columns.map((column, i) => [column, fields[i] ?? null])));
        }
      }
      return rows;
    }),
  );
}
