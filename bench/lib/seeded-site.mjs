// A site with the demo data for the benchmarks that need members: a PGlite folder of the benchmark's own (or a
// PostgreSQL database of its own: bench/lib/replicas.mjs), migrated and seeded exactly as the first `npm start` does
// (scripts/db/seed.ts), the pages worth loading read from it, and a demo member's tokens from POST /api/login. Never
// touches data/.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/setup.mjs';
import { removeTempDir, tempDir } from './server.mjs';

/** A demo member of lib/seed (README "Demo accounts"): has groups, questions and unread activities. */
export const DEMO_MEMBER = { username: 'mina', email: 'mina@parley.example', pwd: 'slow-river-talks' };

/** Migrates and seeds the database `env` names (PGLITE_DATA_DIR or DATABASE_URL) as `npm start` does. */
function seed(env, where) {
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/db/seed.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 5 * 60_000,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: '', ...env },
  });
  if (result.status !== 0)
    throw new Error(`Seeding ${where} failed:\n${result.stderr || result.stdout || result.error}`);
}

/** Creates and seeds a PGlite folder; returns { dataDir, remove }. The seed's own output is kept to its last lines. */
export function seededDataDir() {
  const dir = tempDir('parley-bench-seeded-');
  const dataDir = path.join(dir, 'pglite');
  seed({ PGLITE_DATA_DIR: dataDir }, dataDir);
  return { dataDir, remove: () => removeTempDir(dir) };
}

/** Migrates and seeds the (empty) PostgreSQL database at `url`. */
export function seedPostgres(url) {
  seed({ DATABASE_URL: url }, 'the PostgreSQL database');
}

/**
 * Runs fn({ query }) on the seeded database, `{ dataDir }` (a PGlite folder, which must not be open in a server at
 * the time) or `{ url }` (PostgreSQL); `query(sql, params)` answers { rows } on both.
 */
async function withDatabase(database, fn) {
  if (database.url) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(database.dataDir);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/**
 * What the seeded database (`{ dataDir }` or `{ url }`) holds worth loading: the question with the most answers and
 * the one with the fewest (the same page at two sizes shows whether its query count grows with the data), a group
 * and the demo member's counts.
 */
export async function discussionFixture(database) {
  return withDatabase(database, async (db) => {
    const perQuestion = `
      select q.slug, count(a.id)::int as answers
      from questions q left join answers a on a.question_id = q.id
      group by q.id, q.slug`;
    const busiest = (await db.query(`${perQuestion} order by answers desc, q.slug limit 1`)).rows[0];
    const quietest = (await db.query(`${perQuestion} order by answers asc, q.slug limit 1`)).rows[0];
    const group = (
      await db.query(`
        select g.slug, count(m.user_id)::int as members
        from discussion_groups g join group_members m on m.group_id = g.id
        group by g.id, g.slug order by members desc, g.slug limit 1`)
    ).rows[0];
    const totals = (
      await db.query(`select (select count(*) from questions)::int as questions, (select count(*) from answers)::int as answers,
                             (select count(*) from users)::int as members`)
    ).rows[0];
    if (!busiest || !quietest || !group) throw new Error('The seeded database has no questions or groups');
    return { busiest, quietest, group, totals };
  });
}

/** The stored argon2id hash of a member's password (the PGlite folder must not be open in a server at the time). */
export async function storedPasswordHash(dataDir, email) {
  return withDatabase({ dataDir }, async (db) => {
    const row = (await db.query('select password_hash from users where email = $1', [email])).rows[0];
    if (!row) throw new Error(`No member ${email} in ${dataDir}`);
    return row.password_hash;
  });
}

/** POST /api/login for `member`; returns { token, refreshToken } or throws with the answer. */
export async function login(origin, member = DEMO_MEMBER) {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: member.email, pwd: member.pwd }),
  });
  const body = await response.json().catch(() => ({}));
  if (response.status !== 200 || !body.token)
    throw new Error(`POST /api/login answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * The Cookie header of a browser session holding these tokens on plain-http localhost (lib/auth/session-cookies.ts: the
 * `__Host-` names need https), plus the signed-in hint the navigation bar reads.
 */
export function sessionCookie({ token, refreshToken }) {
  return `parley-access=${token}; parley-refresh=${refreshToken}; parley-signed-in=1`;
}
