import { Client } from 'pg';
import { ENGINE, setupTestDatabase } from './support/database';
import { ask, createGroupRow, createMember, groupIdOf } from './support/discussion';
import { bearer, routes, send } from './support/api';
import {
  batchBytes,
  batchRequest,
  createProject,
  frame,
  ingestRoutes,
  setupBlobStore,
  startBody,
  startRequest,
} from './support/ingest';
import { checkSession } from '@/lib/auth';
import {
  authenticateAccessToken,
  endAllSessions,
  endSessionByRefreshToken,
  rotateRefreshToken,
  SESSION_CHECK_KEEP_MS,
  startSession,
} from '@/lib/auth/session-store';
import { setMemberRole } from '@/lib/auth/roles';
import { REFRESH_REUSE_GRACE_MS } from '@/lib/auth/refresh-token';
import { CHANGE_FEED_CHANNEL, onChange, startChangeFeed, stopChangeFeed } from '@/lib/change-feed/feed';
import { SESSION_CHANGES_TOPIC } from '@/lib/auth/session-memory';
import { countQueries } from '@/lib/db/query-count';
import { FEED_BOOST_WITH_SESSION, joinGroup, leaveGroup } from '@/lib/discussion';

const database = setupTestDatabase();
setupBlobStore();

const me = (token: string) => send(routes.getcurrentuser.GET, bearer('GET', '/api/getcurrentuser', token));

/**
 * A good session check is remembered for SESSION_CHECK_KEEP_MS at most (lib/auth/session-store.ts): a member's burst of
 * requests costs one statement. What must never change: a logout, a revocation or a change to what the check reads
 * counts at once, because each of those writes announces itself (lib/auth/session-memory.ts); the announcements that
 * reach other processes are tested in tests/integration/change-feed.test.ts and e2e/replicas.spec.ts.
 */
describe(`remembered session checks on ${ENGINE}`, () => {
  test('the window is one second', () => {
    expect(SESSION_CHECK_KEEP_MS).toBe(1_000);
  });

  test('a second check of the same session within the window costs no statement and answers the same', async () => {
    const member = await createMember(database.db());
    const { tokens } = await startSession(member.id);
    const first = await countQueries(() => authenticateAccessToken(tokens.token));
    const second = await countQueries(() => authenticateAccessToken(tokens.token));
    expect(first.queries).toBe(1);
    expect(second.queries).toBe(0);
    expect(second.result).toEqual(first.result);
    expect(second.result).toMatchObject({ ok: true, user: { id: member.id } });
  });

  test('a bad token is never answered from memory: its signature is checked every time', async () => {
    const member = await createMember(database.db());
    const { tokens } = await startSession(member.id);
    expect(await authenticateAccessToken(tokens.token)).toMatchObject({ ok: true });
    const tampered = `${tokens.token.slice(0, -2)}${tokens.token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await authenticateAccessToken(tampered)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  test('a logout counts at once, though the session was checked a moment before', async () => {
    const member = await createMember(database.db());
    const { tokens } = await startSession(member.id);
    expect((await me(tokens.token)).status).toBe(200);
    expect((await send(routes.logoutAccess.POST, bearer('POST', '/api/logout/access', tokens.token))).status).toBe(200);
    expect((await me(tokens.token)).status).toBe(401);
  });

  test("revoking all of a member's sessions (tokens_valid_after) counts at once", async () => {
    const member = await createMember(database.db());
    const { tokens } = await startSession(member.id, { now: new Date(Date.now() - 60_000) });
    expect(await authenticateAccessToken(tokens.token)).toMatchObject({ ok: true });
    await endAllSessions(member.id);
    expect(await authenticateAccessToken(tokens.token)).toMatchObject({ ok: false, reason: 'revoked' });
  });

  test('a role change counts at once', async () => {
    const member = await createMember(database.db());
    const { tokens } = await startSession(member.id);
    expect(await authenticateAccessToken(tokens.token)).toMatchObject({ ok: true, user: { role: 'member' } });
    expect(await setMemberRole(member.id, 'admin')).toBe(true);
    expect(await authenticateAccessToken(tokens.token)).toMatchObject({ ok: true, user: { role: 'admin' } });
  });

  test('a logout by refresh token counts at once, and ends only that session', async () => {
    const member = await createMember(database.db());
    const [one, two] = [await startSession(member.id), await startSession(member.id)];
    expect(await authenticateAccessToken(one.tokens.token)).toMatchObject({ ok: true });
    expect(await authenticateAccessToken(two.tokens.token)).toMatchObject({ ok: true });
    expect(await endSessionByRefreshToken(one.tokens.refreshToken)).toBe(true);
    expect(await authenticateAccessToken(one.tokens.token)).toMatchObject({ ok: false, reason: 'revoked' });
    const other = await countQueries(() => authenticateAccessToken(two.tokens.token));
    expect(other.result).toMatchObject({ ok: true });
    expect(other.queries).toBe(0);
  });

  test('a session revoked because a spent refresh token came back counts at once', async () => {
    const member = await createMember(database.db());
    const start = new Date(Date.now() - 60_000);
    const { tokens } = await startSession(member.id, { now: start });
    expect(await rotateRefreshToken(tokens.refreshToken, { now: start })).toMatchObject({ ok: true });
    expect(await authenticateAccessToken(tokens.token)).toMatchObject({ ok: true });
    const late = new Date(start.getTime() + REFRESH_REUSE_GRACE_MS + 1_000);
    expect(await rotateRefreshToken(tokens.refreshToken, { now: late })).toMatchObject({ ok: false, reason: 'reused' });
    expect(await authenticateAccessToken(tokens.token)).toMatchObject({ ok: false, reason: 'revoked' });
  });

  test('each of those writes announces what it changed, for the other processes', async () => {
    const member = await createMember(database.db());
    await createGroupRow(database.db(), { slug: 'announced' });
    const { tokens, sessionId } = await startSession(member.id);
    const heard: unknown[] = [];
    const stop = onChange(SESSION_CHANGES_TOPIC, (change) => heard.push(change));
    try {
      await send(routes.logoutAccess.POST, bearer('POST', '/api/logout/access', tokens.token));
      await setMemberRole(member.id, 'admin');
      await joinGroup(member.id, 'announced');
      await leaveGroup(member.id, 'announced');
      await endAllSessions(member.id);
      await ask(member, { group: 'announced' });
    } finally {
      stop();
    }
    expect(heard).toEqual([
      { sessionId },
      { userId: member.id },
      { userId: member.id },
      { userId: member.id },
      { userId: member.id },
      { everyone: true },
    ]);
  });

  test("the home feed's boost read with the check follows a group joined a moment ago", async () => {
    const [viewer, other] = [await createMember(database.db()), await createMember(database.db())];
    await createGroupRow(database.db(), { slug: 'tea-talk', members: [other] });
    await ask(other, { group: 'tea-talk' });
    const { tokens } = await startSession(viewer.id);
    expect(await checkSession({ access: tokens.token }, {}, FEED_BOOST_WITH_SESSION)).toMatchObject({
      status: 'valid',
      also: [],
    });
    expect(await joinGroup(viewer.id, 'tea-talk')).toMatchObject({ ok: true });
    const after = await checkSession({ access: tokens.token }, {}, FEED_BOOST_WITH_SESSION);
    expect(after).toMatchObject({ status: 'valid', also: [await groupIdOf(database.db(), 'tea-talk')] });
    // The plain check and the one carrying the boost are remembered apart: one never answers for the other.
    const plain = await checkSession({ access: tokens.token });
    expect(plain.status === 'valid' && 'also' in plain).toBe(false);
  });

  test("the home feed's boost follows a group left, and a question asked in a group by someone else", async () => {
    const [viewer, other] = [await createMember(database.db()), await createMember(database.db())];
    await createGroupRow(database.db(), { slug: 'quiet-room', members: [viewer, other] });
    const { tokens } = await startSession(viewer.id);
    const boost = async () => {
      const check = await checkSession({ access: tokens.token }, {}, FEED_BOOST_WITH_SESSION);
      return check.status === 'valid' ? check.also : null;
    };
    expect(await boost()).toEqual([]);
    await ask(other, { group: 'quiet-room' });
    expect(await boost()).toEqual([await groupIdOf(database.db(), 'quiet-room')]);
    expect(await leaveGroup(viewer.id, 'quiet-room')).toMatchObject({ ok: true });
    expect(await boost()).toEqual([]);
  });

  test("recording a visit (the ingest's writes) forgets no session check", async () => {
    const member = await createMember(database.db());
    const { tokens } = await startSession(member.id);
    expect(await authenticateAccessToken(tokens.token, {}, FEED_BOOST_WITH_SESSION)).toMatchObject({ ok: true });
    const project = await createProject(database.db());
    const started = await send(ingestRoutes.start.POST, startRequest(startBody(project.publicKey)));
    const { token } = started.body as { token: string };
    const page = frame('page', { ts: Date.now(), url: '/articles/x', referrer: '', title: 'x', navigation: 'load' });
    const stored = await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', batchBytes(0, 0, [page])));
    expect(stored.status).toBe(200);
    const again = await countQueries(() => authenticateAccessToken(tokens.token, {}, FEED_BOOST_WITH_SESSION));
    expect(again.queries).toBe(0);
    expect(again.result).toMatchObject({ ok: true, user: { id: member.id } });
  });

  test('a write that announces nothing (made past the application) counts within the window: the safety net', async () => {
    const member = await createMember(database.db());
    const { tokens, sessionId } = await startSession(member.id);
    expect(await authenticateAccessToken(tokens.token)).toMatchObject({ ok: true });
    // Through the driver itself, past Drizzle and its count of writes: what another process's logout looks like here.
    // Drizzle keeps the driver's client (PGlite, or pg's Pool) as `$client`, which its PgDatabase type does not name.
    const { $client: client } = database.db() as unknown as {
      $client: { query(text: string, params: unknown[]): Promise<unknown> };
    };
    await client.query('update auth_sessions set revoked_at = now() where id = $1', [sessionId]);
    expect(await authenticateAccessToken(tokens.token)).toMatchObject({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_KEEP_MS + 50));
    expect(await authenticateAccessToken(tokens.token)).toMatchObject({ ok: false, reason: 'revoked' });
  });

  (ENGINE === 'postgres' ? test : test.skip)(
    'a logout announced by another process on the same PostgreSQL counts at once',
    async () => {
      await startChangeFeed(process.env.DATABASE_URL!);
      try {
        const member = await createMember(database.db());
        const { tokens, sessionId } = await startSession(member.id);
        expect(await authenticateAccessToken(tokens.token)).toMatchObject({ ok: true });
        // What another replica's logout does: its write, then its announcement on the channel every process listens to.
        const { $client: client } = database.db() as unknown as {
          $client: { query(text: string, params: unknown[]): Promise<unknown> };
        };
        await client.query('update auth_sessions set revoked_at = now() where id = $1', [sessionId]);
        const forgotten = new Promise<void>((resolve) => {
          const stop = onChange(SESSION_CHANGES_TOPIC, () => {
            stop();
            resolve();
          });
        });
        // The feed listens on DATABASE_URL's database (this file's data is in a database of its own on the same server).
        const replica = new Client({ connectionString: process.env.DATABASE_URL });
        await replica.connect();
        try {
          await replica.query('select pg_notify($1, $2)', [
            CHANGE_FEED_CHANNEL,
            JSON.stringify({ from: 'another-replica', topic: SESSION_CHANGES_TOPIC, data: { sessionId } }),
          ]);
        } finally {
          await replica.end();
        }
        await forgotten;
        expect(await authenticateAccessToken(tokens.token)).toMatchObject({ ok: false, reason: 'revoked' });
      } finally {
        await stopChangeFeed();
      }
    },
  );
});
