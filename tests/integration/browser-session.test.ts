import { setupTestDatabase } from './support/database';
import { bearer, ORIGIN, registerThroughApi, routes, send } from './support/api';
import {
  ACCESS_COOKIE,
  checkSession,
  clearSessionCookies,
  secureCookiesFor,
  sessionCookiesRefused,
  PLAIN_HTTP_ACCESS_COOKIE,
  PLAIN_HTTP_REFRESH_COOKIE,
  readSession,
  readSessionTokens,
  REFRESH_COOKIE,
  MEMBER_NAME_COOKIE,
  SIGNED_IN_HINT_COOKIE,
  sessionCookies,
  writeSessionCookies,
  type CookieOptions,
} from '@/lib/auth/session-cookies';
import { ACCESS_TOKEN_TTL_SECONDS } from '@/lib/auth/access-token';
import { REFRESH_TOKEN_TTL_SECONDS } from '@/lib/auth/refresh-token';

setupTestDatabase();

const later = (seconds: number) => ({ now: new Date(Date.now() + seconds * 1000) });

/** A cookie jar shaped like Next's `cookies()` store. */
function jar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const written: { name: string; value: string; options: CookieOptions }[] = [];
  return {
    get: (name: string) => (values.has(name) ? { value: values.get(name) ?? '' } : undefined),
    set: (name: string, value: string, options: CookieOptions) => {
      written.push({ name, value, options });
      values.set(name, value);
    },
    written,
  };
}

function cookieRequest(
  method: string,
  path: string,
  cookies: Record<string, string>,
  headers: Record<string, string> = {},
): Request {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  return new Request(`${ORIGIN}${path}`, { method, headers: { cookie, ...headers } });
}

describe('cookie names and options', () => {
  test('over https: __Host- names, httpOnly, Secure, SameSite=Lax, Path=/', () => {
    const { access, refresh } = sessionCookies(true);
    expect(access.name).toBe('__Host-parley-access');
    expect(refresh.name).toBe('__Host-parley-refresh');
    for (const cookie of [access, refresh]) {
      expect(cookie.options).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
    }
    expect(access.options.maxAge).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(refresh.options.maxAge).toBe(REFRESH_TOKEN_TTL_SECONDS);
  });

  test('over plain http (localhost development): unprefixed names without Secure, since __Host- requires Secure', () => {
    const { access, refresh } = sessionCookies(false);
    expect(access.name).toBe(PLAIN_HTTP_ACCESS_COOKIE);
    expect(refresh.name).toBe(PLAIN_HTTP_REFRESH_COOKIE);
    expect(access.options.secure).toBe(false);
    expect(access.name.startsWith('__Host-')).toBe(false);
  });

  test('cookies are Secure except over plain http on a loopback host; https is read from the URL or X-Forwarded-Proto', () => {
    expect(secureCookiesFor(new Request('https://parley.example/'))).toBe(true);
    expect(secureCookiesFor(new Request('http://10.0.0.5:3000/', { headers: { 'x-forwarded-proto': 'https' } }))).toBe(
      true,
    );
    // Plain http on a developer's machine: the only case without Secure.
    for (const url of [
      'http://localhost:3000/',
      'http://127.0.0.1:3000/',
      'http://[::1]:3000/',
      'http://parley.localhost/',
    ]) {
      expect([url, secureCookiesFor(new Request(url))]).toEqual([url, false]);
    }
    // Plain http anywhere else (or a TLS proxy that forgot X-Forwarded-Proto) still gets Secure cookies.
    expect(secureCookiesFor(new Request('http://parley.example/'))).toBe(true);
    expect(secureCookiesFor(new Request('http://10.0.0.5:3000/'))).toBe(true);
    expect(secureCookiesFor(new Request('http://localhost.parley.example/'))).toBe(true);
    // A server action has only Next's headers(): Next's server always sets X-Forwarded-Proto and X-Forwarded-Host.
    expect(secureCookiesFor({ headers: new Headers({ 'x-forwarded-proto': 'https', host: 'localhost:3000' }) })).toBe(
      true,
    );
    expect(
      secureCookiesFor({ headers: new Headers({ 'x-forwarded-proto': 'http', 'x-forwarded-host': 'localhost:3000' }) }),
    ).toBe(false);
    expect(secureCookiesFor({ headers: new Headers({ 'x-forwarded-proto': 'http', host: 'parley.example' }) })).toBe(
      true,
    );
  });

  test('the session cookies are refused by the browser exactly where they must be Secure but came over plain http', () => {
    expect(sessionCookiesRefused(new Request('http://parley.example/'))).toBe(true);
    expect(sessionCookiesRefused(new Request('http://10.0.0.5:3000/'))).toBe(true);
    expect(
      sessionCookiesRefused({ headers: new Headers({ 'x-forwarded-proto': 'http', host: 'parley.example' }) }),
    ).toBe(true);
    expect(sessionCookiesRefused(new Request('https://parley.example/'))).toBe(false);
    expect(
      sessionCookiesRefused(new Request('http://10.0.0.5:3000/', { headers: { 'x-forwarded-proto': 'https' } })),
    ).toBe(false);
    expect(sessionCookiesRefused(new Request('http://localhost:3000/'))).toBe(false);
    expect(
      sessionCookiesRefused({
        headers: new Headers({ 'x-forwarded-proto': 'http', 'x-forwarded-host': '127.0.0.1:3000' }),
      }),
    ).toBe(false);
  });

  test('write and clear go through a Next-style cookie store, and read finds either naming', () => {
    const store = jar();
    writeSessionCookies(store, { token: 'a.b.c', refreshToken: 'r'.repeat(43) }, true, { username: 'mina' });
    expect(readSessionTokens(store, true)).toEqual({ access: 'a.b.c', refresh: 'r'.repeat(43) });
    // The two hints the bar reads before its first paint: script-readable, never a token.
    expect(store.written.filter((c) => !c.options.httpOnly).map((c) => [c.name, c.value])).toEqual([
      [SIGNED_IN_HINT_COOKIE, '1'],
      [MEMBER_NAME_COOKIE, 'mina'],
    ]);
    clearSessionCookies(store, true);
    expect(store.written.slice(-4).map((c) => [c.name, c.value, c.options.maxAge])).toEqual([
      [ACCESS_COOKIE, '', 0],
      [REFRESH_COOKIE, '', 0],
      [SIGNED_IN_HINT_COOKIE, '', 0],
      [MEMBER_NAME_COOKIE, '', 0],
    ]);
    expect(readSessionTokens(jar({ 'parley-access': 'x.y.z' }), false)).toEqual({
      access: 'x.y.z',
      refresh: undefined,
    });
  });

  test('where secure cookies are in use, planted unprefixed cookies are never read: only the __Host- names count', () => {
    const planted = jar({ 'parley-access': 'planted.access.token', 'parley-refresh': 'p'.repeat(43) });
    expect(readSessionTokens(planted, true)).toEqual({ access: undefined, refresh: undefined });
    const both = jar({
      'parley-access': 'planted',
      [ACCESS_COOKIE]: 'real.access.token',
      [REFRESH_COOKIE]: 'r'.repeat(43),
    });
    expect(readSessionTokens(both, true)).toEqual({ access: 'real.access.token', refresh: 'r'.repeat(43) });
    // Plain http on a loopback host cannot hold __Host- cookies: there the unprefixed names are the session.
    expect(readSessionTokens(both, false)).toEqual({ access: 'planted', refresh: undefined });
  });
});

describe('a planted unprefixed cookie never becomes a session over https', () => {
  test('an API request over https with a valid token under parley-access / parley-refresh is not signed in and gets no __Host- cookies', async () => {
    const { token, refreshToken } = await registerThroughApi();
    const cookie = `parley-access=${token}; parley-refresh=${refreshToken}`;
    const overHttps = new Request('https://parley.example/api/getcurrentuser', {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    const answer = await send(routes.getcurrentuser.GET, overHttps);
    expect(answer.status).toBe(401);
    expect(answer.headers.getSetCookie().filter((line) => line.startsWith('__Host-parley-'))).toEqual([]);
    // The same cookies on plain http at a loopback host are the developer's own session.
    const local = new Request('http://localhost:3000/api/getcurrentuser', { headers: { cookie } });
    expect((await send(routes.getcurrentuser.GET, local)).status).toBe(200);
  });
});

describe('checkSession: renews an expired access token, ends a session without a usable refresh token', () => {
  test('a valid access token → valid session, nothing to rotate', async () => {
    const { token, refreshToken, account } = await registerThroughApi();
    const result = await checkSession({ access: token, refresh: refreshToken });
    expect(result).toMatchObject({ status: 'valid', user: { username: account.username } });
    expect(result.status === 'valid' && result.rotated).toBeFalsy();
  });

  test('an expired access token with a refresh token → rotated pair, session valid', async () => {
    const { token, refreshToken } = await registerThroughApi();
    const result = await checkSession({ access: token, refresh: refreshToken }, later(ACCESS_TOKEN_TTL_SECONDS + 60));
    expect(result.status).toBe('valid');
    if (result.status !== 'valid' || !result.rotated) throw new Error('expected a rotated pair');
    expect(result.rotated.refreshToken).not.toBe(refreshToken);
  });

  test('no access token but a refresh token → rotated pair, session valid', async () => {
    const { refreshToken } = await registerThroughApi();
    const result = await checkSession({ refresh: refreshToken });
    expect(result.status === 'valid' && result.rotated).toBeTruthy();
  });

  test('an expired access token and no refresh token → invalid, remove the token', async () => {
    const { token } = await registerThroughApi();
    expect(await checkSession({ access: token }, later(ACCESS_TOKEN_TTL_SECONDS + 60))).toEqual({
      status: 'invalid',
      clearCookies: true,
    });
  });

  test('nothing at all → invalid, nothing to clear', async () => {
    expect(await checkSession({})).toEqual({ status: 'invalid', clearCookies: false });
  });

  test('a revoked refresh token → invalid, clear the cookies', async () => {
    const { refreshToken } = await registerThroughApi();
    await send(routes.logoutRefresh.POST, bearer('POST', '/api/logout/refresh', refreshToken));
    expect(await checkSession({ refresh: refreshToken })).toEqual({ status: 'invalid', clearCookies: true });
  });
});

describe('readSession (server components: read-only)', () => {
  test('answers the user for a live access cookie', async () => {
    const { token, account } = await registerThroughApi();
    expect(await readSession({ access: token })).toMatchObject({ user: { username: account.username } });
  });

  test('never rotates: with an expired access token it answers null and the refresh token stays unspent', async () => {
    const { token, refreshToken } = await registerThroughApi();
    expect(
      await readSession({ access: token, refresh: refreshToken }, later(ACCESS_TOKEN_TTL_SECONDS + 60)),
    ).toBeNull();
    // Still the first use of the refresh token: rotating it much later does not count as reuse.
    const rotated = await checkSession({ refresh: refreshToken }, later(ACCESS_TOKEN_TTL_SECONDS + 120));
    expect(rotated.status).toBe('valid');
  });
});

describe('cookie-authorised API calls (backend-for-frontend)', () => {
  test('getcurrentuser answers from the access cookie', async () => {
    const { token, account } = await registerThroughApi();
    const answer = await send(
      routes.getcurrentuser.GET,
      cookieRequest('GET', '/api/getcurrentuser', { [PLAIN_HTTP_ACCESS_COOKIE]: token }),
    );
    expect(answer).toMatchObject({ status: 200, body: { username: account.username } });
  });

  test('with only the refresh cookie, getcurrentuser renews the pair and sets both cookies again', async () => {
    const { refreshToken, account } = await registerThroughApi();
    const answer = await send(
      routes.getcurrentuser.GET,
      cookieRequest('GET', '/api/getcurrentuser', { [PLAIN_HTTP_REFRESH_COOKIE]: refreshToken }),
    );
    expect(answer).toMatchObject({ status: 200, body: { username: account.username } });
    const setCookies = answer.headers.getSetCookie();
    expect(setCookies).toHaveLength(4);
    expect(setCookies[0]).toMatch(
      /^parley-access=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; Max-Age=900; HttpOnly; SameSite=Lax$/,
    );
    expect(setCookies[1]).toMatch(/^parley-refresh=[\w-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    // The script-readable hints carry no token: that there is a session, and the member's (public) name.
    expect(setCookies[2]).toBe('parley-signed-in=1; Path=/; Max-Age=2592000; SameSite=Lax');
    expect(setCookies[3]).toBe(`parley-member=${account.username}; Path=/; Max-Age=2592000; SameSite=Lax`);
  });

  test('over https the renewed cookies are __Host- and Secure', async () => {
    const { refreshToken } = await registerThroughApi();
    const request = new Request('https://parley.example/api/getcurrentuser', {
      headers: { cookie: `${REFRESH_COOKIE}=${refreshToken}` },
    });
    const answer = await send(routes.getcurrentuser.GET, request);
    expect(answer.status).toBe(200);
    const [access, refresh, hint] = answer.headers.getSetCookie();
    for (const cookie of [access, refresh]) {
      expect(cookie).toMatch(/^__Host-parley-(access|refresh)=.*; Path=\/; .*HttpOnly; SameSite=Lax; Secure$/);
    }
    expect(hint).toMatch(/^parley-signed-in=1; .*Secure$/);
  });

  test('a dead session cookie gets 401 and cookies cleared', async () => {
    const answer = await send(
      routes.getcurrentuser.GET,
      cookieRequest('GET', '/api/getcurrentuser', { [PLAIN_HTTP_REFRESH_COOKIE]: 'A'.repeat(43) }),
    );
    expect(answer.status).toBe(401);
    const cleared = answer.headers.getSetCookie();
    expect(cleared).toHaveLength(4);
    expect(cleared.every((c) => c.includes('Max-Age=0'))).toBe(true);
  });
});

describe('cross-origin protection of cookie-authorised state changes', () => {
  test('logout from another site (Sec-Fetch-Site: cross-site) → 403 and the session stays', async () => {
    const { token } = await registerThroughApi();
    const answer = await send(
      routes.logoutAccess.POST,
      cookieRequest(
        'POST',
        '/api/logout/access',
        { [PLAIN_HTTP_ACCESS_COOKIE]: token },
        { 'sec-fetch-site': 'cross-site' },
      ),
    );
    expect(answer).toMatchObject({ status: 403, body: { error: 'Cross-origin request refused' } });
    expect((await send(routes.getcurrentuser.GET, bearer('GET', '/api/getcurrentuser', token))).status).toBe(200);
  });

  test('a sibling subdomain (Sec-Fetch-Site: same-site) → 403', async () => {
    const { refreshToken } = await registerThroughApi();
    const answer = await send(
      routes.logoutRefresh.POST,
      cookieRequest(
        'POST',
        '/api/logout/refresh',
        { [PLAIN_HTTP_REFRESH_COOKIE]: refreshToken },
        { 'sec-fetch-site': 'same-site' },
      ),
    );
    expect(answer.status).toBe(403);
  });

  test('without Fetch Metadata, a foreign Origin → 403 and no Origin at all → 403', async () => {
    const { token } = await registerThroughApi();
    const cookies = { [PLAIN_HTTP_ACCESS_COOKIE]: token };
    const foreign = await send(
      routes.logoutAccess.POST,
      cookieRequest('POST', '/api/logout/access', cookies, { origin: 'https://evil.example' }),
    );
    expect(foreign.status).toBe(403);
    expect((await send(routes.logoutAccess.POST, cookieRequest('POST', '/api/logout/access', cookies))).status).toBe(
      403,
    );
  });

  test('our own page (same-origin, or a matching Origin) may log out, and the cookies are cleared', async () => {
    const first = await registerThroughApi();
    const sameOrigin = await send(
      routes.logoutAccess.POST,
      cookieRequest(
        'POST',
        '/api/logout/access',
        { [PLAIN_HTTP_ACCESS_COOKIE]: first.token },
        { 'sec-fetch-site': 'same-origin' },
      ),
    );
    expect(sameOrigin).toMatchObject({ status: 200, body: {} });
    const cleared = sameOrigin.headers.getSetCookie();
    expect(cleared.map((c) => c.split('=')[0])).toEqual([
      PLAIN_HTTP_ACCESS_COOKIE,
      PLAIN_HTTP_REFRESH_COOKIE,
      SIGNED_IN_HINT_COOKIE,
      MEMBER_NAME_COOKIE,
    ]);
    expect(cleared.every((c) => c.includes('Max-Age=0'))).toBe(true);
    expect((await send(routes.getcurrentuser.GET, bearer('GET', '/api/getcurrentuser', first.token))).status).toBe(401);

    const second = await registerThroughApi();
    const matchingOrigin = await send(
      routes.logoutRefresh.POST,
      cookieRequest(
        'POST',
        '/api/logout/refresh',
        { [PLAIN_HTTP_REFRESH_COOKIE]: second.refreshToken },
        { origin: ORIGIN },
      ),
    );
    expect(matchingOrigin.status).toBe(200);
  });

  test('logging out from the browser a second time (the session already ended elsewhere) → 200 and the cookies are cleared', async () => {
    const { token, refreshToken } = await registerThroughApi();
    expect((await send(routes.logoutAccess.POST, bearer('POST', '/api/logout/access', token))).status).toBe(200);
    const cookies = { [PLAIN_HTTP_ACCESS_COOKIE]: token, [PLAIN_HTTP_REFRESH_COOKIE]: refreshToken };
    const again = await send(
      routes.logoutAccess.POST,
      cookieRequest('POST', '/api/logout/access', cookies, { 'sec-fetch-site': 'same-origin' }),
    );
    expect(again).toMatchObject({ status: 200, body: {} });
    expect(again.headers.getSetCookie().every((c) => c.includes('Max-Age=0'))).toBe(true);
    const unknown = { [PLAIN_HTTP_REFRESH_COOKIE]: 'A'.repeat(43) };
    const never = await send(
      routes.logoutAccess.POST,
      cookieRequest('POST', '/api/logout/access', unknown, { 'sec-fetch-site': 'same-origin' }),
    );
    expect(never.status).toBe(401);
  });

  test('bearer-authorised requests are not subject to the origin check', async () => {
    const { token } = await registerThroughApi();
    const answer = await send(
      routes.logoutAccess.POST,
      bearer('POST', '/api/logout/access', token, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }),
    );
    expect(answer.status).toBe(200);
  });
});
