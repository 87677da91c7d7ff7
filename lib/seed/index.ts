import 'server-only';
import { count } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { seedAccounts } from './accounts';
import { seedDiscussion } from './discussion';
import { seedRecordings } from './recordings';
import type { Seeder } from './seeder';
import { seedUsabilityTests } from './usability-tests';

/**
 * Demo data, domain by domain, in order (later seeders may use what earlier ones made: the discussion seeder gives
 * the demo accounts questions, groups and notifications).
 */
export const SEEDERS: readonly { name: string; run: Seeder }[] = [
  { name: 'accounts', run: seedAccounts },
  { name: 'discussion', run: seedDiscussion },
  { name: 'recordings', run: seedRecordings },
  { name: 'usability tests', run: seedUsabilityTests },
];

export type SeedReport =
  { seeded: false; reason: string } | { seeded: true; created: { name: string; lines: string[] }[] };

/** Seeds an empty database in one transaction; a database that already has users is left alone. */
export async function seedDatabase(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<SeedReport> {
  const [existing] = await db.select({ users: count() }).from(users);
  if (existing && existing.users > 0) {
    return { seeded: false, reason: `the database already has ${existing.users} user(s); nothing was changed` };
  }
  const created = await db.transaction(async (tx) => {
    const reports: { name: string; lines: string[] }[] = [];
    for (const seeder of SEEDERS) reports.push({ name: seeder.name, lines: await seeder.run(tx, { now }) });
    return reports;
  });
  return { seeded: true, created };
}
