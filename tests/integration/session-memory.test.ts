import { eq } from 'drizzle-orm';
import { ENGINE, setupTestDatabase } from './support/database';
import { ask, createGroupRow, createMember, groupIdOf } from './support/discussion';
import { bearer, routes, send } from './support/api';
import { batchBytes, batchRequest, createProject, frame, ingestRoutes, setupBlobStore, startBody, startRequest } from './support/ingest';
import { checkSession } from '@/lib/auth';
import { authenticateAccessToken, endAllSessions, SESSION_CHECK_KEEP_MS, startSession } from '@/lib/auth/session-store';
import { countQueries } from '@/lib/db/query-count';
import { FEED_BOOST_WITH_SESSION, joinGroup } from '@/lib/discussion';
import { users } from '@/lib/db/schema';

const database = setupTestDatabase();
setupBlobStore();

const me = (token: string) => send(routes.getcurrentuser.GET, bearer('GET', '/api/getcurrentuser', token));

/**
 * A good session check is remembered for SESSION_CHECK_KEEP_MS at most (lib/auth/session-store.ts): a member's burst of
 * requests costs one statement. What must never change: a logout, a revocation or a change to what the check reads
 * counts at once on the process that made it.
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
    await database.db().update(users).set({ role: 'admin' }).where(eq(users.id, member.id));
    expect(await authenticateAccessToken(tokens.token)).toMatchObject({ ok: true, user: { role: 'admin' } });
  });

  test("the home feed's boost read with the check follows a group joined a moment ago", async () => {
    const [viewer, other] = [await createMember(database.db()), await createMember(database.db())];
    await createGroupRow(database.db(), { slug: 'tea-talk', members: [other] });
    await ask(other, { group: 'tea-talk' });
    const { tokens } = await startSession(viewer.id);
    expect(await checkSession({ access: tokens.token }, {}, FEED_BOOST_WITH_SESSION)).toMatchObject({ status: 'valid', also: [] });
    expect(await joinGroup(viewer.id, 'tea-talk')).toMatchObject({ ok: true });
    const after = await checkSession({ access: tokens.token }, {}, FEED_BOOST_WITH_SESSION);
    expect(after).toMatchObject({ status: 'valid', also: [await groupIdOf(database.db(), 'tea-talk')] });
    // The plain check and the one carrying the boost are remembered apart: one never answers for the other.
    const plain = await checkSession({ access: tokens.token });
    expect(plain.status === 'valid' && 'also' in plain).toBe(false);
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

  test('a write this process did not make (another process on the same database) counts within the window', async () => {
    const member = await createMember(database.db());
    const { tokens, sessionId } = await startSession(member.id);
    expect(await authenticateAccessToken(tokens.token)).toMatchObject({ ok: true });
    // Through the driver itself, past Drizzle and its count of writes: what another process's logout looks like here.
    // Drizzle keeps the driver's client (PGlite, or pg's Pool) as `$client`, which its PgDatabase type does not name.
    const { $client: client } = database.db() as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } };
    await client.query('update auth_sessions set revoked_at = now() where id = $1', [sessionId]);
    expect(await authenticateAccessToken(tokens.token)).toMatchObject({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_KEEP_MS + 50));
    expect(await authenticateAccessToken(tokens.token)).toMatchObject({ ok: false, reason: 'revoked' });
  });
});
