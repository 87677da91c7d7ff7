import Module from 'node:module';
import { closeDb, type Db } from '@/lib/db/client';
import { openTestDatabase, truncateAllTables, type TestDatabaseHandle } from '@/lib/db/testing';
import { existingIngestService } from '@/lib/ingest/service';
import { ingestSettingsChanged } from '@/lib/recordings/settings-cache';

/**
 * PGlite's Emscripten glue loads Node built-ins with `await import(...)`, which Jest's CommonJS sandbox only allows
 * under `--experimental-vm-modules`. Loading PGlite with Node's own loader, outside the sandbox, keeps
 * `npx jest --selectProjects integration` working without that flag. Only PGlite itself runs outside; drizzle and
 * our code stay in the sandbox and talk to it through its public API.
 */
jest.mock('@electric-sql/pglite', () => {
  const loader = Module as unknown as {
    _load(request: string, parent: unknown, isMain: boolean): unknown;
    _nodeModulePaths(from: string): string[];
  };
  const parent = { id: __filename, filename: __filename, paths: loader._nodeModulePaths(process.cwd()) };
  return loader._load('@electric-sql/pglite', parent, false);
});

export const ENGINE = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * One fresh database for the test file (in-memory PGlite, or a new database on the DATABASE_URL server), installed as
 * the one getDb() returns and emptied before every test.
 */
export function setupTestDatabase(): { db(): Db; handle(): TestDatabaseHandle } {
  let handle: TestDatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase();
  }, 60_000);
  beforeEach(async () => {
    // The process's ingest indexes in the background what the previous test acknowledged: let it finish, or its
    // transaction and the truncation lock the same tables in opposite orders (PostgreSQL then reports a deadlock).
    await existingIngestService()?.indexed();
    await truncateWithRetry(requireHandle().db);
    // The ingest keeps projects, tags, conditions and flags in memory: emptied tables must not be served from there.
    ingestSettingsChanged();
  });
  afterAll(async () => {
    await closeDb();
  });
  function requireHandle(): TestDatabaseHandle {
    if (!handle) throw new Error('The test database is not open yet (use it inside a test or hook).');
    return handle;
  }
  return { db: () => requireHandle().db, handle: requireHandle };
}

/** PostgreSQL's code for a deadlock it detected and broke by aborting one side (here, the truncation). */
const DEADLOCK_DETECTED = '40P01';
const TRUNCATE_ATTEMPTS = 3;

/**
 * Empties every table, once more if PostgreSQL chose the truncation as the victim of a deadlock with a background
 * write (the digester's checkpoint of a segment it just finished reading) that the wait above cannot see coming.
 */
async function truncateWithRetry(db: Db): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await truncateAllTables(db);
    } catch (error) {
      const code = (error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;
      if (code !== DEADLOCK_DETECTED || attempt >= TRUNCATE_ATTEMPTS) throw error;
    }
  }
}
