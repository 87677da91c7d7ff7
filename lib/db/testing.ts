import 'server-only';
import { randomBytes } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { Client } from 'pg';
import {
  databaseConfigFromEnv,
  installDatabase,
  MEMORY_DATA_DIR,
  openDatabase,
  type DatabaseHandle,
  type Db,
} from './client';
import * as schema from './schema';

/**
 * A fresh, migrated database that nothing else uses, installed as the one getDb() returns:
 * - PGlite (default): a new in-memory database;
 * - PostgreSQL (DATABASE_URL set): a new database `parley_test_…` created on that server (the URL's user needs
 *   CREATEDB) and dropped again by close().
 */
export interface TestDatabaseHandle extends DatabaseHandle {
  /** On PostgreSQL, the test database's URL, for a child process (a command under test) to open it too. */
  readonly url?: string;
}

export async function openTestDatabase(): Promise<TestDatabaseHandle> {
  const config = databaseConfigFromEnv();
  if (config.engine === 'pglite') {
    const handle = await openDatabase({ engine: 'pglite', dataDir: MEMORY_DATA_DIR });
    installDatabase(handle);
    return handle;
  }
  const name = `parley_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(config.url, `create database "${name}"`);
  const url = new URL(config.url);
  url.pathname = `/${name}`;
  let inner: DatabaseHandle;
  try {
    inner = await openDatabase({ engine: 'postgres', url: url.toString() });
  } catch (error) {
    await adminQuery(config.url, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  const handle: TestDatabaseHandle = {
    ...inner,
    url: url.toString(),
    close: async () => {
      await inner.close();
      await adminQuery(config.url, `drop database if exists "${name}" with (force)`);
    },
  };
  installDatabase(handle);
  return handle;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Empties every table of the schema (between tests). */
export async function truncateAllTables(db: Db): Promise<void> {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));
}
