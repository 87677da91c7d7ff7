import 'server-only';
import path from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { Pool } from 'pg';
import type * as schema from './schema';

/** The SQL drizzle-kit generated from ./schema.ts (see drizzle.config.ts). Read at run time, relative to the app root. */
export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib', 'db', 'migrations');

/**
 * Arbitrary constant naming the PostgreSQL advisory lock held while migrating, so replicas starting at the same time
 * apply the migrations one after the other instead of racing each other's CREATE TABLEs.
 */
const MIGRATION_ADVISORY_LOCK = 7_273_950_101;

export type MigrationTarget =
  | { engine: 'pglite'; db: PgliteDatabase<typeof schema> }
  | { engine: 'postgres'; db: NodePgDatabase<typeof schema>; pool: Pool };

/** Applies every migration not yet recorded in drizzle's `__drizzle_migrations` table; a no-op when up to date. */
export async function applyMigrations(target: MigrationTarget): Promise<void> {
  if (target.engine === 'pglite') {
    // One process owns a PGlite folder (lock.ts), so nothing can race this.
    await migratePglite(target.db, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // The lock lives on its own connection for the whole run; the migrator works on other pool connections.
  const lockClient = await target.pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_ADVISORY_LOCK]);
    await migrateNodePg(target.db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_ADVISORY_LOCK]).catch(() => undefined);
    lockClient.release();
  }
}
