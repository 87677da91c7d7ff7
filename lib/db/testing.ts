import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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
import { MIGRATIONS_FOLDER } from './migrate';
import * as schema from './schema';

/**
 * A fresh, migrated database that nothing else uses, installed as the one getDb() returns:
 * - PGlite (default): a new in-memory database;
 * - PostgreSQL (DATABASE_URL set): a new database `parley_test_…` created on that server (the URL's user needs
 *   CREATEDB) and dropped again by close().
 * Both start from a template migrated once per set of migrations (see `templateKey`): creating a cluster and applying
 * the migrations took 3–5 s per test file on PGlite, most of the integration suite's setup. Each database is still
 * migrated on open, which is a no-op check when the template is current.
 */
export interface TestDatabaseHandle extends DatabaseHandle {
  /** On PostgreSQL, the test database's URL, for a child process (a command under test) to open it too. */
  readonly url?: string;
}

export async function openTestDatabase(): Promise<TestDatabaseHandle> {
  const config = databaseConfigFromEnv();
  if (config.engine === 'pglite') {
    const handle = await openPgliteFromTemplate();
    installDatabase(handle);
    return handle;
  }
  const name = `parley_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = await postgresTemplate(config.url);
  await adminQuery(config.url, `create database "${name}" template "${template}"`);
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

/**
 * Names what a template holds: every file of the migrations and the PGlite version that wrote the image. A changed
 * migration makes a new template; an old one is never used for a schema it does not hold.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const files = fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update('\0').update(fs.readFileSync(full)).update('\0');
  }
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  const manifest = path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Where the PGlite template image is kept between test files and runs (a cache: deleting it costs one rebuild). */
const PGLITE_TEMPLATE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'parley');

async function openPgliteFromTemplate(): Promise<DatabaseHandle> {
  const file = path.join(PGLITE_TEMPLATE_DIR, `pglite-template-${templateKey()}.tar`);
  if (fs.existsSync(file)) {
    const image = new Blob([fs.readFileSync(file)]);
    try {
      return await openDatabase({ engine: 'pglite', dataDir: MEMORY_DATA_DIR }, { image });
    } catch (error) {
      console.warn(`[db] the test template ${file} could not be loaded (${(error as Error).message}); making it again`);
    }
  }
  const handle = await openDatabase({ engine: 'pglite', dataDir: MEMORY_DATA_DIR });
  const image = await handle.dumpImage!();
  // Written aside and renamed, so a test file running at the same time reads a whole image or none.
  fs.mkdirSync(PGLITE_TEMPLATE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  fs.renameSync(partial, file);
  return handle;
}

/**
 * The migrated template database on the PostgreSQL server, made on first use: built under a name of its own and
 * renamed when complete (a rename is atomic), so a run that stopped half way leaves nothing a later run would take
 * for a template. Nothing stays connected to it, which `create database … template` requires.
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `parley_template_${templateKey()}`;
  if (await databaseExists(adminUrl, name)) return name;
  const building = `${name}_building_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${building}"`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const handle = await openDatabase({ engine: 'postgres', url: url.toString() });
    await handle.close();
    if (!(await databaseExists(adminUrl, name)))
      await adminQuery(adminUrl, `alter database "${building}" rename to "${name}"`);
  } catch (error) {
    // Another process may have renamed its own template into place first: that one serves as well.
    if (!(await databaseExists(adminUrl, name))) throw error;
  } finally {
    await adminQuery(adminUrl, `drop database if exists "${building}" with (force)`);
  }
  return name;
}

async function databaseExists(url: string, name: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return (rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
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
