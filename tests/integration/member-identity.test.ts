import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import * as memberTokenRoute from '@/app/api/member-token/route';
import { recordingSessions, startConditions } from '@/lib/db/schema';
import { fileBugReport } from '@/lib/discussion';
import { startSchema, startSession } from '@/lib/ingest/start';
import { signIngestToken } from '@/lib/ingest/token';
import { MEMBER_TOKEN_AUDIENCE, signMemberToken, verifyMemberToken } from '@/lib/recordings/member-token';
import { siteProjectKey } from '@/lib/recordings/projects';
import { bugReportById } from '@/lib/studio/bug-reports';
import { listSessions, sessionById, sessionFiltersSchema } from '@/lib/studio/sessions';
import { bearer, send } from './support/api';
import { ENGINE, setupTestDatabase } from './support/database';
import { createMember, tokenFor } from './support/discussion';
import { CHROME_UA, createProject, setupBlobStore, startBody } from './support/ingest';
import { ADMIN } from './support/studio';

/*
 * Who a recording is: the member a token the site signed names (verified), or whatever the page's script says
 * (unverified). Through the site's member-token route, the ingest's start and the studio's reads.
 */

const database = setupTestDatabase();
setupBlobStore();

const NOW = new Date('2026-11-27T10:00:00Z');
const LATER = new Date(NOW.getTime() + 60_000);

/** A start as the ingest's route makes it, at a fixed time. */
async function start(projectKey: string, fields: Record<string, unknown>, now = NOW) {
  const result = await startSession(startSchema.parse(startBody(projectKey, { timestamp: now.getTime(), ...fields })), {
    now,
    userAgent: CHROME_UA,
    clientAddress: '203.0.113.9',
    random: () => 0,
  });
  if (!result.ok) throw new Error(`start refused: ${result.error}`);
  // A recorded visit has pages: the studio lists no session without.
  await database.db().update(recordingSessions).set({ pageCount: 1 }).where(eq(recordingSessions.id, result.sessionID));
  return result;
}

const who = async (projectId: string, sessionId: string) => {
  const { userId, verifiedUserId } = await sessionById(ADMIN, projectId, sessionId);
  return { userId, verifiedUserId };
};

describe(`member identity on ${ENGINE}`, () => {
  test("the site's member-token route signs for the signed-in member only, for the site's project", async () => {
    const mina = await createMember(database.db(), { username: 'mina' });
    const answer = await send(memberTokenRoute.GET, bearer('GET', '/api/member-token', await tokenFor(mina)));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ username: 'mina', token: expect.any(String), expiresAt: expect.any(Number) });
    const claims = await verifyMemberToken(String(answer.body.token), new Date(Number(answer.body.expiresAt) - 1000));
    expect(claims).toMatchObject({ member: 'mina', projectKey: siteProjectKey() });
    const anonymous = await send(memberTokenRoute.GET, new Request('http://localhost:3000/api/member-token'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).not.toHaveProperty('token');
  });

  test('a start with a member token records its member as verified, and the studio lists and filters them so', async () => {
    const project = await createProject(database.db());
    const { token } = await signMemberToken('mina', project.publicKey, NOW);
    const started = await start(project.publicKey, { userID: 'mina', userToken: token });
    expect(await who(project.id, started.sessionID)).toEqual({ userId: 'mina', verifiedUserId: 'mina' });
    // A later page of the visit keeps it, with or without a token of its own.
    const next = await start(project.publicKey, { userID: 'mina', token: started.token }, LATER);
    expect(next.sessionID).toBe(started.sessionID);
    expect(await who(project.id, started.sessionID)).toEqual({ userId: 'mina', verifiedUserId: 'mina' });
    const filters = sessionFiltersSchema.parse({ user: 'min' });
    const listed = await listSessions(ADMIN, { projectId: project.id, filters });
    expect(listed?.sessions.map((one) => [one.id, one.verifiedUserId])).toEqual([[started.sessionID, 'mina']]);
  });

  test('a verified member reached on a later page of an anonymous visit is named from then on', async () => {
    const project = await createProject(database.db());
    const first = await start(project.publicKey, {});
    const { token } = await signMemberToken('lena', project.publicKey, LATER);
    await start(project.publicKey, { token: first.token, userID: 'lena', userToken: token }, LATER);
    expect(await who(project.id, first.sessionID)).toEqual({ userId: 'lena', verifiedUserId: 'lena' });
  });

  test("a stranger's userID \"omid\" is not omid's verified session, nor linked to omid's report as verified", async () => {
    const project = await createProject(database.db());
    const omid = await createMember(database.db(), { username: 'omid' });
    const { token: omidsToken } = await signMemberToken('omid', project.publicKey, NOW);
    const omidsOwn = await start(project.publicKey, { userID: 'omid', userToken: omidsToken });
    expect(await who(project.id, omidsOwn.sessionID)).toEqual({ userId: 'omid', verifiedUserId: 'omid' });

    const claims = { pk: project.publicKey };
    const forged = (key: Uint8Array, audience = MEMBER_TOKEN_AUDIENCE) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('parley')
        .setAudience(audience)
        .setSubject('omid')
        .setJti('forged-token')
        .setExpirationTime(Math.floor(NOW.getTime() / 1000) + 60)
        .sign(key);
    const strangers: [string, string | undefined][] = [
      ['no token at all', undefined],
      ["omid's own token again (replayed)", omidsToken],
      ['a token signed with another key', await forged(new Uint8Array(32).fill(9))],
      [
        'an ingest session token',
        await signIngestToken(
          { sessionId: omidsOwn.sessionID, projectId: project.id, doNotRecord: false },
          new Date(NOW.getTime() + 60_000),
          NOW,
        ),
      ],
      ["a token for another project's recordings", (await signMemberToken('omid', 'another-site', NOW)).token],
      ['an expired token', (await signMemberToken('omid', project.publicKey, new Date('2026-11-27T09:00:00Z'))).token],
    ];
    const strangerSessions: string[] = [];
    for (const [what, userToken] of strangers) {
      const session = await start(project.publicKey, { userID: 'omid', userToken }, LATER);
      strangerSessions.push(session.sessionID);
      expect([what, await who(project.id, session.sessionID)]).toEqual([
        what,
        { userId: 'omid', verifiedUserId: null },
      ]);
    }

    // omid files a report without the form's reference, after his own session has ended: the strangers' sessions
    // are the ones active then, and the studio says their match is unverified.
    await database
      .db()
      .update(recordingSessions)
      .set({ lastActivityAt: new Date(NOW.getTime() - 3_600_000) })
      .where(eq(recordingSessions.id, omidsOwn.sessionID));
    const filed = await fileBugReport(
      { what: 'The vote button does nothing', page: '/question/why-listen', userId: omid.id, clientAddress: 'x' },
      { now: LATER },
    );
    if (!filed.ok) throw new Error(filed.error);
    const { recording } = await bugReportById(ADMIN, project.id, filed.id);
    expect(recording).toMatchObject({ match: 'unverified' });
    expect(strangerSessions).toContain(recording!.sessionId);

    // With omid's own verified session active at that time, his report links to it, and as his.
    await database
      .db()
      .update(recordingSessions)
      .set({ lastActivityAt: LATER })
      .where(eq(recordingSessions.id, omidsOwn.sessionID));
    expect((await bugReportById(ADMIN, project.id, filed.id)).recording).toEqual({
      sessionId: omidsOwn.sessionID,
      at: LATER,
      match: 'member',
    });
  });

  test('a cold start does not spend the token: the start a condition makes later names the member', async () => {
    const project = await createProject(database.db(), { recordingMode: 'conditions' });
    await database
      .db()
      .insert(startConditions)
      .values({ projectId: project.id, name: 'checkout', captureRate: 100, filters: [] });
    const { token } = await signMemberToken('mina', project.publicKey, NOW);
    const cold = await startSession(
      startSchema.parse(
        startBody(project.publicKey, { timestamp: NOW.getTime(), conditional: true, userToken: token }),
      ),
      { now: NOW, userAgent: CHROME_UA, clientAddress: '203.0.113.9' },
    );
    expect(cold).toMatchObject({ ok: true, coldStart: true });
    const started = await start(project.publicKey, { condition: 'checkout', userID: 'mina', userToken: token });
    expect(await who(project.id, started.sessionID)).toEqual({ userId: 'mina', verifiedUserId: 'mina' });
  });
});
