import 'server-only';
import { hashPassword } from '@/lib/auth/password';
import type { Executor } from '@/lib/db/client';
import { users, type NewUser } from '@/lib/db/schema';
import type { Seeder } from './seeder';

/**
 * Demo accounts for a fresh local database. Their passwords are public (they are right here), so never seed a
 * database that strangers can reach. Each password passes the registration rules (a test proves it).
 */
export const DEMO_ACCOUNTS = [
  { username: 'mina', email: 'mina@parley.example', password: 'slow-river-talks', role: 'member', language: 'en' },
  { username: 'omid', email: 'omid@parley.example', password: 'tea-with-strangers', role: 'member', language: 'fa' },
  { username: 'lena', email: 'lena@parley.example', password: 'questions-at-dusk', role: 'member', language: 'de' },
  {
    username: 'parley-team',
    email: 'team@parley.example',
    password: 'studio-listens-closely',
    role: 'admin',
    language: 'original',
  },
] as const satisfies readonly (Pick<NewUser, 'username' | 'email' | 'role' | 'language'> & { password: string })[];

export const seedAccounts: Seeder = async (db: Executor, { now }) => {
  const rows: NewUser[] = [];
  for (const account of DEMO_ACCOUNTS) {
    rows.push({
      username: account.username,
      usernameLower: account.username.toLowerCase(),
      email: account.email,
      passwordHash: await hashPassword(account.password),
      role: account.role,
      language: account.language,
      createdAt: now,
      tokensValidAfter: now,
    });
  }
  await db.insert(users).values(rows);
  return DEMO_ACCOUNTS.map(
    (a) => `${a.role.padEnd(6)} ${a.username.padEnd(12)} ${a.email.padEnd(22)} password: ${a.password}`,
  );
};
