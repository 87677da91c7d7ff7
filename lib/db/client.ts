import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool, type PoolConfig } from 'pg';
import { dataDir } from '@/lib/config/data-dir';
import { acquireDataDirLock } from './lock';
import { applyMigrations } from './migrate';
import { queryCounter } from './query-count';
import * as schema from './schema';

/** The database as the rest of the app sees it: the same Drizzle API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, accepted wherever a query may run inside or outside a transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
export type DbEngine = 'pglite' | 'postgres';

/** The embedded database's folder when PGLITE_DATA_DIR is not set (inside the data folder: lib/config/data-dir.ts). */
export const DEFAULT_PGLITE_DIR = 'pglite';
/** PGLITE_DATA_DIR value for a throwaway in-memory database (tests). */
export const MEMORY_DATA_DIR = 'memory://';
/** Connections per process on PostgreSQL; at least 2, because migrating holds one for its advisory lock. */
const POOL_SIZE = 10;

export type DatabaseConfig = { engine: 'postgres'; url: string } | { engine: 'pglite'; dataDir: string };

export interface DatabaseHandle {
  readonly db: Db;
  readonly engine: DbEngine;
  /** Where the data lives, for log lines: a folder, `memory://` or the URL without its password. */
  readonly location: string;
  /** Applies pending migrations (openDatabase does this unless told not to); a no-op when up to date. */
  migrate(): Promise<void>;
  /** PGlite only: the whole data directory as a tar image, which `openDatabase`'s `image` option starts from. */
  dumpImage?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Bring the schema up to date on open (default true). */
  migrate?: boolean;
  /**
   * In-memory PGlite only: start from this image of a data directory (`dumpImage`) instead of an empty cluster. PGlite
   * spends most of a new database's time creating the cluster, so the test databases start from a migrated image.
   */
  image?: Blob;
}

/** DATABASE_URL selects PostgreSQL; otherwise PGlite in PGLITE_DATA_DIR (default data/pglite). */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) return { engine: 'postgres', url };
  return {
    engine: 'pglite',
    dataDir: env.PGLITE_DATA_DIR?.trim() || path.join(/* turbopackIgnore: true */ dataDir(env), DEFAULT_PGLITE_DIR),
  };
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

/** Opens a database and (by default) brings its schema up to date. Most code wants getDb() instead. */
export async function openDatabase(
  config: DatabaseConfig,
  { migrate = true, image }: OpenOptions = {},
): Promise<DatabaseHandle> {
  return config.engine === 'postgres' ? openPostgres(config.url, migrate) : openPglite(config.dataDir, migrate, image);
}

async function openPglite(dataDir: string, migrate: boolean, image: Blob | undefined): Promise<DatabaseHandle> {
  const inMemory = dataDir === MEMORY_DATA_DIR;
  if (image && !inMemory) throw new Error('A PGlite image can only start an in-memory database.');
  const lock = inMemory ? undefined : acquireDataDirLock(dataDir);
  try {
    if (!inMemory) fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
    // Loaded on demand: a PostgreSQL deployment never loads PGlite's WebAssembly.
    const [{ PGlite }, { pg_trgm }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
    ]);
    // pg_trgm backs the studio's substring filters (recording_names_name_trgm_idx); PostgreSQL ships it as contrib.
    const extensions = { pg_trgm };
    const client = inMemory
      ? await PGlite.create({ extensions, loadDataDir: image })
      : await PGlite.create(path.resolve(dataDir), { extensions });
    const db = drizzlePglite({ client, schema, logger: queryCounter });
    const runMigrations = () => applyMigrations({ engine: 'pglite', db });
    if (migrate) await runMigrations();
    return {
      db: db as unknown as Db,
      engine: 'pglite',
      location: inMemory ? MEMORY_DATA_DIR : dataDir,
      migrate: runMigrations,
      dumpImage: () => client.dumpDataDir('none'),
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * The pool's settings: no JIT compilation for the site's own sessions. Its queries are short lookups, and a plan
 * PostgreSQL guesses to be costly (a filter read per session of a large table) was compiled first for 100-300 ms, more
 * than it then ran (BENCHMARKS.md §16). Set when each connection starts (the `options` startup parameter), added to any
 * `options` the address carries (node-postgres lets the address's own win over the pool's), rather than by a query on
 * `connect`, which node-postgres runs beside the first query handed to the client (deprecated; an error in pg 9).
 */
function withoutJit(url: string): PoolConfig {
  const address = new URL(url);
  const given = address.searchParams.get('options');
  if (given === null) return { connectionString: url, max: POOL_SIZE, options: '-c jit=off' };
  address.searchParams.delete('options');
  return { connectionString: address.toString(), max: POOL_SIZE, options: `${given} -c jit=off` };
}

async function openPostgres(url: string, migrate: boolean): Promise<DatabaseHandle> {
  const pool = new Pool(withoutJit(url));
  // An idle client losing its server must not crash the process; the next query reports the problem.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
  const db = drizzleNodePg({ client: pool, schema, logger: queryCounter });
  const runMigrations = () => applyMigrations({ engine: 'postgres', db, pool });
  try {
    if (migrate) await runMigrations();
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    location: redactUrl(url),
    migrate: runMigrations,
    close: () => pool.end(),
  };
}

/**
 * One database per process, opened on first use and never at import time, so `next build` and test workers don't
 * open it concurrently. Kept on globalThis so Next's dev-mode module reloads reuse it instead of opening the PGlite
 * folder twice. (Jest gives each test file its own global, so each file gets its own.)
 */
const REGISTRY = Symbol.for('parley.db');
interface Registry {
  current?: Promise<DatabaseHandle>;
}
function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  return (holder[REGISTRY] ??= {});
}

/** The process's database handle (opened and migrated on the first call). */
export function getDatabase(): Promise<DatabaseHandle> {
  const reg = registry();
  if (!reg.current) {
    const opening = openDatabase(databaseConfigFromEnv());
    reg.current = opening;
    // A failed open (locked folder, server down) must not stick: the next call tries again.
    opening.catch(() => {
      if (reg.current === opening) reg.current = undefined;
    });
  }
  return reg.current;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Closes the process's database (releasing the PGlite lock); the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const reg = registry();
  const current = reg.current;
  reg.current = undefined;
  const handle = await current?.catch(() => undefined);
  await handle?.close();
}

/** Makes `handle` the database getDb() returns (tests: see lib/db/testing.ts). */
export function installDatabase(handle: DatabaseHandle): void {
  registry().current = Promise.resolve(handle);
}
