// Gives a member a role: `npx tsx scripts/db/set-role.ts <username> <member|admin>` (the database of DATABASE_URL, or
// PGlite's folder while no server holds it). On PostgreSQL the running servers hear of it at once (lib/change-feed/feed.ts).
import './server-condition';
import { eq } from 'drizzle-orm';
import { databaseConfigFromEnv, openDatabase } from '@/lib/db/client';
import { startChangeFeed, stopChangeFeed } from '@/lib/change-feed/feed';
import { users, USER_ROLES, type UserRole } from '@/lib/db/schema';
import { setMemberRole } from '@/lib/auth';

async function main(): Promise<void> {
  const [username, role] = process.argv.slice(2);
  if (!username || !USER_ROLES.includes(role as UserRole))
    throw new Error(`usage: set-role.ts <username> <${USER_ROLES.join('|')}>`);
  const config = databaseConfigFromEnv();
  const handle = await openDatabase(config);
  try {
    if (config.engine === 'postgres') await startChangeFeed(config.url);
    const [member] = await handle.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!member || !(await setMemberRole(member.id, role as UserRole, { db: handle.db })))
      throw new Error(`No member named ${username}`);
    console.log(`${username} is now ${role}.`);
  } finally {
    await stopChangeFeed();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`set-role failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
