// Brings the database up to date: PostgreSQL when DATABASE_URL is set, else PGlite in PGLITE_DATA_DIR (data/pglite).
//   npx tsx scripts/db/migrate.ts
import './server-condition';
import { databaseConfigFromEnv, openDatabase } from '@/lib/db/client';

async function main(): Promise<void> {
  const handle = await openDatabase(databaseConfigFromEnv());
  try {
    console.log(`Migrations applied: ${handle.engine} database at ${handle.location} is up to date.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
