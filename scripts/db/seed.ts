// Migrates, then fills an empty database with demo data (demo accounts with known passwords) and prints what it made.
// Leaves a database that already has users alone.
//   npx tsx scripts/db/seed.ts
import './server-condition';
import { databaseConfigFromEnv, openDatabase } from '@/lib/db/client';
import { seedDatabase } from '@/lib/seed';

async function main(): Promise<void> {
  const handle = await openDatabase(databaseConfigFromEnv());
  try {
    const report = await seedDatabase(handle.db);
    if (!report.seeded) {
      console.log(`Seed skipped: ${report.reason} (${handle.engine} at ${handle.location}).`);
      return;
    }
    console.log(`Seeded the ${handle.engine} database at ${handle.location}:`);
    for (const { name, lines } of report.created) {
      console.log(`  ${name}:`);
      for (const line of lines) console.log(`    ${line}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
