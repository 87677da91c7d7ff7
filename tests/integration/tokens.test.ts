import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { setupTestDatabase } from './support/database';
import { bearer, fakeDateOnly, registerThroughApi, routes, send } from './support/api';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_CLOCK_TOLERANCE_SECONDS,
  ACCESS_TOKEN_ISSUER,
  ACCESS_TOKEN_TTL_SECONDS,
} from '@/lib/auth/access-token';
import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_SECONDS, hashRefreshToken } from '@/lib/auth/refresh-token';
import { deriveKey } from '@/lib/config/secret';
import { authenticateAccessToken, endAllSessions, rotateRefreshToken, startSession } from '@/lib/auth/session-store';
import { authSessions, refreshTokens, users } from '@/lib/db/schema';

const database = setupTestDatabase();

afterEach(() => {
  jest.useRealTimers();
});

const me = (token: string) => send(routes.getcurrentuser.GET, bearer('GET', '/api/getcurrentuser', token));
const check = (token: string) => send(routes.checkiftokenexpire.POST, bearer('POST', '/api/checkiftokenexpire', token));
const refresh = (token: string) => send(routes.refreshtoken.POST, bearer('POST', '/api/refreshtoken', token));

function decodePart(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await database.db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error('no such user');
  return row.id;
}

describe('access tokens', () => {
  test('carry iss, aud, sub, sid, iat and exp, are HS256, and live at most 15 minutes', async () => {
    const { token, account } = await registerThroughApi();
    const [header, payload] = token.split('.');
    expect(decodePart(header ?? '')).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = decodePart(payload ?? '');
    expect(claims).toMatchObject({
      iss: ACCESS_TOKEN_ISSUER,
      aud: ACCESS_TOKEN_AUDIENCE,
      sub: await userIdOf(account.email),
    });
    expect(typeof claims.sid).toBe('string');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(15 * 60);
  });

  test('an expired access token → 401 on every endpoint that takes one', async () => {
    const start = new Date('2030-03-01T08:00:00Z');
    fakeDateOnly(start);
    const { token } = await registerThroughApi();
    expect((await me(token)).status).toBe(200);
    jest.setSystemTime(
      new Date(start.getTime() + (ACCESS_TOKEN_TTL_SECONDS + ACCESS_TOKEN_CLOCK_TOLERANCE_SECONDS + 1) * 1000),
    );
    expect(await me(token)).toMatchObject({ status: 401, body: { error: 'Access token expired' } });
    expect((await check(token)).status).toBe(401);
  });

  test('a token is still good one second before it expires (the clock rule is not off by a lot)', async () => {
    const start = new Date('2030-03-01T08:00:00Z');
    fakeDateOnly(start);
    const { token } = await registerThroughApi();
    jest.setSystemTime(new Date(start.getTime() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000));
    expect((await me(token)).status).toBe(200);
  });

  test('a tampered access token (payload changed, signature kept) → 401', async () => {
    const { token } = await registerThroughApi();
    const other = await registerThroughApi();
    const [header, , signature] = token.split('.');
    const [, otherPayload] = other.token.split('.');
    expect((await me(`${header}.${otherPayload}.${signature}`)).status).toBe(401);
  });

  test('a token with a flipped signature character → 401', async () => {
    const { token } = await registerThroughApi();
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    expect((await me(`${token.slice(0, -2)}${last}${token.at(-1)}`)).status).toBe(401);
  });

  test('an alg:none token with valid-looking claims → 401', async () => {
    const { token } = await registerThroughApi();
    const [, payload] = token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await me(`${header}.${payload}.`)).status).toBe(401);
    expect((await me(`${header}.${payload}`)).status).toBe(401);
  });

  test('a token signed with our key but another algorithm (HS512) → 401 (algorithm allow-list)', async () => {
    const { token } = await registerThroughApi();
    const claims = decodePart(token.split('.')[1] ?? '');
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(deriveKey('access-token'));
    expect((await me(forged)).status).toBe(401);
  });

  test('a token for another audience or issuer → 401', async () => {
    const { token } = await registerThroughApi();
    const claims = decodePart(token.split('.')[1] ?? '');
    const key = deriveKey('access-token');
    const wrongAud = await new SignJWT({ ...claims, aud: 'someone-else' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    const wrongIss = await new SignJWT({ ...claims, iss: 'someone-else' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    expect((await me(wrongAud)).status).toBe(401);
    expect((await me(wrongIss)).status).toBe(401);
  });

  test('garbage and empty bearer tokens → 401', async () => {
    expect((await me('not-a-jwt')).status).toBe(401);
    expect(
      (await send(routes.getcurrentuser.GET, new Request('http://localhost:3000/api/getcurrentuser'))).status,
    ).toBe(401);
  });

  test('a refresh token is not accepted as an access token', async () => {
    const { refreshToken } = await registerThroughApi();
    expect((await me(refreshToken)).status).toBe(401);
  });
});

describe('tokens_valid_after (log out everywhere)', () => {
  test('ending all sessions rejects every earlier access and refresh token of that user, on every session', async () => {
    const first = await registerThroughApi();
    const userId = await userIdOf(first.account.email);
    const second = await startSession(userId);
    await endAllSessions(userId);
    expect((await me(first.token)).status).toBe(401);
    expect((await me(second.tokens.token)).status).toBe(401);
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await refresh(second.tokens.refreshToken)).status).toBe(401);
  });

  test('a session started after tokens_valid_after works', async () => {
    const { account } = await registerThroughApi();
    const userId = await userIdOf(account.email);
    const now = new Date();
    await endAllSessions(userId, { now });
    const later = await startSession(userId, { now: new Date(now.getTime() + 1) });
    expect((await me(later.tokens.token)).status).toBe(200);
  });

  test('tokens_valid_after alone decides: moving it past a session start rejects that session even unrevoked', async () => {
    const { token, refreshToken, account } = await registerThroughApi();
    await database
      .db()
      .update(users)
      .set({ tokensValidAfter: new Date(Date.now() + 60_000) })
      .where(eq(users.email, account.email));
    expect(await authenticateAccessToken(token)).toEqual({ ok: false, reason: 'revoked' });
    expect((await rotateRefreshToken(refreshToken)).ok).toBe(false);
    const sessions = await database.db().select().from(authSessions);
    expect(sessions.every((s) => s.revokedAt === null)).toBe(true);
  });
});

describe('refresh token rotation', () => {
  test('each refresh spends the token and answers a new one; the stored value is a SHA-256 hash, never the token', async () => {
    const { refreshToken } = await registerThroughApi();
    const rows = await database.db().select().from(refreshTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashRefreshToken(refreshToken));
    expect(rows[0]?.tokenHash).not.toBe(refreshToken);

    const answer = await refresh(refreshToken);
    expect(answer.status).toBe(200);
    const next = String(answer.body.refreshToken);
    expect(next).toMatch(/^[\w-]{43}$/);
    expect(next).not.toBe(refreshToken);
    const after = await database.db().select().from(refreshTokens);
    const parent = after.find((r) => r.tokenHash === hashRefreshToken(refreshToken));
    const child = after.find((r) => r.tokenHash === hashRefreshToken(next));
    expect(parent?.spentAt).not.toBeNull();
    expect(parent?.replacedById).toBe(child?.id);
    expect(child?.parentId).toBe(parent?.id);
    expect(child?.familyId).toBe(parent?.familyId);
    expect((await refresh(next)).status).toBe(200);
  });

  test('two parallel refreshes with the same token (two tabs) both succeed with the SAME successor', async () => {
    const { refreshToken } = await registerThroughApi();
    const [a, b] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect(a?.status).toBe(200);
    expect(b?.status).toBe(200);
    expect(a?.body.refreshToken).toBe(b?.body.refreshToken);
    expect(await database.db().select().from(refreshTokens)).toHaveLength(2); // the parent and one successor
    expect((await me(String(a?.body.token))).status).toBe(200);
    expect((await me(String(b?.body.token))).status).toBe(200);
  });

  test(`a spent token reused within ${REFRESH_REUSE_GRACE_MS / 1000} s gets the same successor again`, async () => {
    const start = new Date('2030-05-01T12:00:00Z');
    const { tokens } = await startSession(await userIdOf((await registerThroughApi()).account.email), { now: start });
    const first = await rotateRefreshToken(tokens.refreshToken, { now: start });
    const again = await rotateRefreshToken(tokens.refreshToken, {
      now: new Date(start.getTime() + REFRESH_REUSE_GRACE_MS),
    });
    expect(first.ok && again.ok).toBe(true);
    if (first.ok && again.ok) expect(again.tokens.refreshToken).toBe(first.tokens.refreshToken);
  });

  test('a spent token reused after the grace revokes the whole family: the successor and its access token stop working', async () => {
    const start = new Date('2030-05-01T12:00:00Z');
    fakeDateOnly(start);
    const { refreshToken } = await registerThroughApi();
    const rotated = await refresh(refreshToken);
    const successor = String(rotated.body.refreshToken);
    const successorAccess = String(rotated.body.token);
    expect((await me(successorAccess)).status).toBe(200);

    jest.setSystemTime(new Date(start.getTime() + REFRESH_REUSE_GRACE_MS + 1_000));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await refresh(refreshToken)).toMatchObject({ status: 401, body: { error: 'Invalid refresh token' } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('reused after the grace period')); // a security event
    warn.mockRestore();
    expect((await refresh(successor)).status).toBe(401);
    expect((await me(successorAccess)).status).toBe(401);
    const [session] = await database.db().select().from(authSessions);
    expect(session?.revokedReason).toBe('reuse');
  });

  test('revoking one family leaves the same user’s other sessions alone', async () => {
    const start = new Date('2030-05-01T12:00:00Z');
    const userId = await userIdOf((await registerThroughApi()).account.email);
    const { refreshToken } = (await startSession(userId, { now: start })).tokens;
    const other = await startSession(userId, { now: start });
    await rotateRefreshToken(refreshToken, { now: start });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reuse = await rotateRefreshToken(refreshToken, {
      now: new Date(start.getTime() + REFRESH_REUSE_GRACE_MS + 1),
    });
    warn.mockRestore();
    expect(reuse).toEqual({ ok: false, reason: 'reused' });
    expect((await authenticateAccessToken(other.tokens.token, { now: start })).ok).toBe(true);
  });

  test(`a refresh token expires after ${REFRESH_TOKEN_TTL_SECONDS / 86_400} days`, async () => {
    const start = new Date('2030-05-01T12:00:00Z');
    const { tokens } = await startSession(await userIdOf((await registerThroughApi()).account.email), { now: start });
    const late = new Date(start.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
    expect(await rotateRefreshToken(tokens.refreshToken, { now: late })).toEqual({ ok: false, reason: 'expired' });
    const inTime = new Date(start.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await rotateRefreshToken(tokens.refreshToken, { now: inTime })).ok).toBe(true);
  });

  test('an unknown, malformed or missing refresh token → 401', async () => {
    expect((await refresh('A'.repeat(43))).status).toBe(401);
    expect((await refresh('short')).status).toBe(401);
    const none = await send(
      routes.refreshtoken.POST,
      new Request('http://localhost:3000/api/refreshtoken', { method: 'POST' }),
    );
    expect(none.status).toBe(401);
  });

  test('an access token is not accepted as a refresh token', async () => {
    const { token } = await registerThroughApi();
    expect((await refresh(token)).status).toBe(401);
  });
});

describe('logout', () => {
  const logoutAccess = (token: string) => send(routes.logoutAccess.POST, bearer('POST', '/api/logout/access', token));
  const logoutRefresh = (token: string) =>
    send(routes.logoutRefresh.POST, bearer('POST', '/api/logout/refresh', token));

  test('after logout/access, that access token and the session’s refresh token → 401', async () => {
    const { token, refreshToken } = await registerThroughApi();
    expect((await logoutAccess(token)).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await check(token)).status).toBe(401);
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  test('after logout/refresh, that refresh token and the session’s access token → 401', async () => {
    const { token, refreshToken } = await registerThroughApi();
    expect((await logoutRefresh(refreshToken)).status).toBe(200);
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await me(token)).status).toBe(401);
  });

  test('the API’s logout, logout/access then logout/refresh, responds with 200 twice (idempotent, as RFC 7009 revocation)', async () => {
    const { token, refreshToken } = await registerThroughApi();
    expect(await logoutAccess(token)).toMatchObject({ status: 200, body: {} });
    expect(await logoutRefresh(refreshToken)).toMatchObject({ status: 200, body: {} });
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  test('repeating either call responds with 200 and changes nothing', async () => {
    const { token, refreshToken } = await registerThroughApi();
    expect((await logoutRefresh(refreshToken)).status).toBe(200);
    expect((await logoutAccess(token)).status).toBe(200);
    const [ended] = await database.db().select().from(authSessions);
    const before = await database.db().select().from(refreshTokens);
    expect((await logoutAccess(token)).status).toBe(200);
    expect((await logoutRefresh(refreshToken)).status).toBe(200);
    expect(await database.db().select().from(authSessions)).toEqual([ended]);
    expect(await database.db().select().from(refreshTokens)).toEqual(before);
    expect(ended?.revokedReason).toBe('logout');
  });

  test('an expired access token of ours still logs out: 200 and its session ends', async () => {
    const start = new Date('2030-03-01T08:00:00Z');
    fakeDateOnly(start);
    const { token, refreshToken } = await registerThroughApi();
    jest.setSystemTime(new Date(start.getTime() + (ACCESS_TOKEN_TTL_SECONDS + 3600) * 1000));
    expect((await me(token)).status).toBe(401);
    expect((await logoutAccess(token)).status).toBe(200);
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  test('a spent refresh token of the session logs out too (200) and ends the session', async () => {
    const { refreshToken } = await registerThroughApi();
    const rotated = await refresh(refreshToken);
    expect(rotated.status).toBe(200);
    expect((await logoutRefresh(refreshToken)).status).toBe(200);
    expect((await me(String(rotated.body.token))).status).toBe(401);
  });

  test('a token that was never valid still gets 401: unknown refresh token, forged or malformed access token', async () => {
    const { token } = await registerThroughApi();
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const foreignKey = new TextEncoder().encode('another-issuers-secret-0123456789abcdef');
    const foreign = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setSubject('00000000-0000-4000-8000-000000000001')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(foreignKey);
    for (const bad of [forged, foreign, 'not-a-jwt']) {
      expect(await logoutAccess(bad)).toMatchObject({ status: 401, body: { error: 'Invalid access token' } });
    }
    expect(await logoutRefresh('A'.repeat(43))).toMatchObject({
      status: 401,
      body: { error: 'Invalid refresh token' },
    });
    expect((await me(token)).status).toBe(200); // nothing was ended
  });

  test('logging out one session leaves the user’s other sessions signed in', async () => {
    const { token, account } = await registerThroughApi();
    const other = await startSession(await userIdOf(account.email));
    await send(routes.logoutAccess.POST, bearer('POST', '/api/logout/access', token));
    expect((await me(other.tokens.token)).status).toBe(200);
  });
});
