import { count, eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { ENGINE, setupTestDatabase } from './support/database';
import { jsonPost, routes, send } from './support/api';
import { newPasswordSchema } from '@/lib/auth/credentials';
import { Client } from 'pg';
import { MEMORY_DATA_DIR, openDatabase, type Db } from '@/lib/db/client';
import { MIGRATIONS_FOLDER } from '@/lib/db/migrate';
import { DEMO_ACCOUNTS } from '@/lib/seed/accounts';
import { DEMO_MEMBERS } from '@/lib/seed/discussion-content';
import { seedDatabase } from '@/lib/seed';
import { users } from '@/lib/db/schema';
import { COUNTED_TABLES } from './support/snapshot';

const database = setupTestDatabase();

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

/** Every column, index and constraint of the public schema, as text to compare. */
async function schemaShape(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||
           coalesce(column_default, '') as line
      from information_schema.columns where table_schema = 'public'
    union all
    select 'index ' || indexdef from pg_indexes where schemaname = 'public'
    union all
    select 'constraint ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
     where connamespace = 'public'::regnamespace`);
  return (result as unknown as { rows: { line: string }[] }).rows.map((row) => row.line).sort();
}

/** Runs `fn` on a new database migrated from nothing on the test's engine, and removes it afterwards. */
async function withDatabaseMigratedFromEmpty<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  if (ENGINE === 'pglite') {
    const fresh = await openDatabase({ engine: 'pglite', dataDir: MEMORY_DATA_DIR });
    try {
      return await fn(fresh.db);
    } finally {
      await fresh.close();
    }
  }
  const testUrl = database.handle().url!;
  const name = `${new URL(testUrl).pathname.slice(1)}_from_empty`;
  const url = new URL(testUrl);
  url.pathname = `/${name}`;
  const admin = new Client({ connectionString: testUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
    const fresh = await openDatabase({ engine: 'postgres', url: url.toString() });
    try {
      return await fn(fresh.db);
    } finally {
      await fresh.close();
    }
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

async function appliedMigrations(): Promise<number> {
  const result = await database.db().execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]?.n);
}

describe(`migrations on ${ENGINE}`, () => {
  test('the test database really is the engine the environment asks for', () => {
    expect(database.handle().engine).toBe(ENGINE);
  });

  test('every migration in lib/db/migrations is applied, and applying again changes nothing', async () => {
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(await appliedMigrations()).toBe(journal.entries.length);
    await database.handle().migrate();
    expect(await appliedMigrations()).toBe(journal.entries.length);
  });

  test('a test database started from the migrated template has the schema that migrating an empty database gives', async () => {
    // The test databases start from a template (lib/db/testing.ts); this one is migrated from nothing, as production
    // does, on the same engine.
    const fromEmpty = await withDatabaseMigratedFromEmpty(schemaShape);
    expect(fromEmpty.length).toBeGreaterThan(100);
    expect(await schemaShape(database.db())).toEqual(fromEmpty);
    // Migrating a database from nothing takes 2-4 s alone on PGlite and past Jest's default 5 s on a busy machine.
  }, 60_000);

  // PostgreSQL compiled a plan it guessed to be costly before running it, 100-300 ms for a studio filter that then
  // ran in tens (lib/db/client.ts). PGlite is built without JIT.
  (ENGINE === 'postgres' ? test : test.skip)(
    'the site’s PostgreSQL connections run without JIT compilation',
    async () => {
      const settings = await Promise.all(
        [1, 2, 3].map(async () => {
          const result = await database.db().execute(sql`select current_setting('jit') as jit, pg_sleep(0.05)`);
          return (result as unknown as { rows: { jit: string }[] }).rows[0]!.jit;
        }),
      );
      expect(settings).toEqual(['off', 'off', 'off']);
    },
  );

  (ENGINE === 'postgres' ? test : test.skip)(
    'settings an address carries in its options apply beside the pool’s own (no JIT)',
    async () => {
      const url = new URL(database.handle().url!);
      url.searchParams.set('options', '-c statement_timeout=4321');
      const other = await openDatabase({ engine: 'postgres', url: url.toString() }, { migrate: false });
      try {
        const result = await other.db.execute(
          sql`select current_setting('jit') as jit, current_setting('statement_timeout') as timeout`,
        );
        expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ jit: 'off', timeout: '4321ms' }]);
      } finally {
        await other.close();
      }
    },
  );

  test("the 'nothing changed' check of failed requests counts every table the migrations created", async () => {
    const result = await database
      .db()
      .execute(sql`select table_name from information_schema.tables where table_schema = 'public'`);
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
    expect([...COUNTED_TABLES].sort()).toEqual(tables.sort());
  });

  test('the migrated schema has the account tables with their rules (unique lower-case email)', async () => {
    const db = database.db();
    const row = {
      username: 'Probe',
      usernameLower: 'probe',
      email: 'probe@example.org',
      passwordHash: 'x',
    };
    await db.insert(users).values(row);
    await expect(db.insert(users).values({ ...row, usernameLower: 'probe2', username: 'probe2' })).rejects.toThrow();
    await expect(
      db.insert(users).values({ ...row, username: 'probe3', usernameLower: 'probe3', email: 'UPPER@example.org' }),
    ).rejects.toThrow();
    const [stored] = await db.select().from(users).where(eq(users.usernameLower, 'probe'));
    expect(stored).toMatchObject({ role: 'member', language: 'original' });
  });
});

describe(`seed on ${ENGINE}`, () => {
  test('seeding an empty database creates the demo accounts, and they can log in with the printed passwords', async () => {
    const report = await seedDatabase(database.db());
    expect(report.seeded).toBe(true);
    if (report.seeded) expect(report.created[0]?.lines).toHaveLength(DEMO_ACCOUNTS.length);
    const mina = DEMO_ACCOUNTS.find((a) => a.email === 'mina@parley.example');
    expect(mina).toBeDefined();
    for (const account of DEMO_ACCOUNTS) {
      const answer = await send(
        routes.login.POST,
        jsonPost('/api/login', { email: account.email, pwd: account.password }),
      );
      expect(answer.status).toBe(200);
    }
    const [admin] = await database.db().select().from(users).where(eq(users.role, 'admin'));
    expect(admin?.email).toBe('team@parley.example');
    // The whole demo seed (argon2 hashes of 20 accounts, 300 questions) and four logins: seconds, more on a busy host.
  }, 60_000);

  test('seeding again does nothing and says so', async () => {
    await seedDatabase(database.db());
    const report = await seedDatabase(database.db());
    const seededUsers = DEMO_ACCOUNTS.length + DEMO_MEMBERS.length;
    expect(report).toEqual({ seeded: false, reason: expect.stringContaining(`already has ${seededUsers} user(s)`) });
    const [row] = await database.db().select({ n: count() }).from(users);
    expect(row?.n).toBe(seededUsers);
  }, 60_000);

  test('a database with any user (not only demo ones) is left alone', async () => {
    await database
      .db()
      .insert(users)
      .values({ username: 'solo', usernameLower: 'solo', email: 'solo@example.org', passwordHash: 'x' });
    expect((await seedDatabase(database.db())).seeded).toBe(false);
  });

  test('every demo password passes the registration rules (length, not a common password)', () => {
    for (const account of DEMO_ACCOUNTS) expect(newPasswordSchema.safeParse(account.password).success).toBe(true);
  });
});
