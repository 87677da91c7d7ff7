import * as apiRoot from '@/app/api/route';
import * as ingestRoot from '@/app/ingest/route';
import { isMachinePath } from '@/lib/i18n/routing';
import { setupTestDatabase } from './support/database';
import { bearer, jsonPost, newAccount, ORIGIN, registerThroughApi, routes, send } from './support/api';
import { LANGUAGES } from '@/lib/i18n/languages';

setupTestDatabase();

describe('product API happy paths', () => {
  test('register responds with 201 with an access token and a refresh token', async () => {
    const answer = await send(routes.register.POST, jsonPost('/api/register', newAccount()));
    expect(answer.status).toBe(201);
    expect(answer.body.token).toEqual(expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/));
    expect(answer.body.refreshToken).toEqual(expect.stringMatching(/^[\w-]{43}$/));
  });

  test('login with the registered email and password responds with 200 with a token pair', async () => {
    const { account } = await registerThroughApi();
    const answer = await send(routes.login.POST, jsonPost('/api/login', { email: account.email, pwd: account.pwd }));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['refreshToken', 'token']);
  });

  test('login email is case-insensitive', async () => {
    const { account } = await registerThroughApi();
    const answer = await send(
      routes.login.POST,
      jsonPost('/api/login', { email: account.email.toUpperCase(), pwd: account.pwd }),
    );
    expect(answer.status).toBe(200);
  });

  test('checkiftokenexpire answers success for a live access token', async () => {
    const { token } = await registerThroughApi();
    const answer = await send(routes.checkiftokenexpire.POST, bearer('POST', '/api/checkiftokenexpire', token));
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
  });

  test('getcurrentuser answers the username as registered (case kept)', async () => {
    const { token } = await registerThroughApi(newAccount({ username: 'Mina_Reads' }));
    const answer = await send(routes.getcurrentuser.GET, bearer('GET', '/api/getcurrentuser', token));
    expect(answer).toMatchObject({ status: 200, body: { username: 'Mina_Reads' } });
  });

  test('refreshtoken answers a new pair whose access token works', async () => {
    const { refreshToken } = await registerThroughApi();
    const answer = await send(routes.refreshtoken.POST, bearer('POST', '/api/refreshtoken', refreshToken));
    expect(answer.status).toBe(200);
    expect(answer.body.refreshToken).not.toBe(refreshToken);
    const me = await send(routes.getcurrentuser.GET, bearer('GET', '/api/getcurrentuser', String(answer.body.token)));
    expect(me.status).toBe(200);
  });

  test('logout/access and logout/refresh respond with 200 {}', async () => {
    const first = await registerThroughApi();
    expect(await send(routes.logoutAccess.POST, bearer('POST', '/api/logout/access', first.token))).toMatchObject({
      status: 200,
      body: {},
    });
    const { account } = first;
    const login = await send(routes.login.POST, jsonPost('/api/login', { email: account.email, pwd: account.pwd }));
    const refresh = String(login.body.refreshToken);
    expect(await send(routes.logoutRefresh.POST, bearer('POST', '/api/logout/refresh', refresh))).toMatchObject({
      status: 200,
      body: {},
    });
  });

  test('languages answers the five options with display_name, backend_code and frontend_code', async () => {
    const answer = await send(routes.languages.GET, new Request(`${ORIGIN}/api/languages`));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      LANGUAGES.map((l) => ({
        display_name: l.display_name,
        backend_code: l.backend_code,
        frontend_code: l.frontend_code,
      })),
    );
    expect(answer.body).toHaveLength(5);
  });
});

describe('every answer is JSON and never cached', () => {
  test.each([
    ['a success', () => send(routes.languages.GET, new Request(`${ORIGIN}/api/languages`))],
    ['a 401', () => send(routes.getcurrentuser.GET, new Request(`${ORIGIN}/api/getcurrentuser`))],
    ['a 400', () => send(routes.login.POST, jsonPost('/api/login', '{'))],
    ['a 404', () => send(routes.missing.GET, new Request(`${ORIGIN}/api/nothing-here`))],
    ['a 405', () => send(routes.login.GET, new Request(`${ORIGIN}/api/login`))],
  ])('%s carries Cache-Control: no-store and a JSON content type', async (_name, call) => {
    const answer = await call();
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('unknown paths and wrong methods', () => {
  test.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s on an unknown /api path responds with 404 {error}',
    async (method) => {
      const handler = routes.missing[method];
      const answer = await send(handler, new Request(`${ORIGIN}/api/does/not/exist`, { method }));
      expect(answer.status).toBe(404);
      expect(answer.body.error).toContain('/api/does/not/exist');
    },
  );

  test.each([
    ['/api', apiRoot, 'No API endpoint at /api'],
    ['/ingest', ingestRoot, 'No ingest endpoint at /ingest'],
  ] as const)('%s itself answers the JSON 404 of its family, whatever the method', async (path, module, error) => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const answer = await send(module[method], new Request(`${ORIGIN}${path}`, { method }));
      expect(answer).toMatchObject({ status: 404, body: { error } });
    }
    // The language proxy leaves them alone, as it does every path below them.
    expect(isMachinePath(path)).toBe(true);
  });

  test.each([
    ['GET /api/login', routes.login.GET, 'POST'],
    ['DELETE /api/register', routes.register.DELETE, 'POST'],
    ['POST /api/getcurrentuser', routes.getcurrentuser.POST, 'GET'],
    ['PUT /api/languages', routes.languages.PUT, 'GET'],
    ['GET /api/refreshtoken', routes.refreshtoken.GET, 'POST'],
    ['PATCH /api/logout/access', routes.logoutAccess.PATCH, 'POST'],
  ])('%s responds with 405 {error} with an Allow header', async (name, handler, allow) => {
    const [method, path] = name.split(' ');
    const answer = await send(handler, new Request(`${ORIGIN}${path}`, { method }));
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe(allow);
    expect(answer.body.error).toBe(`Method ${method} is not allowed here; use ${allow}`);
  });
});

describe('route segment config', () => {
  test.each(Object.entries(routes))('%s is force-dynamic on the Node.js runtime', (_name, module) => {
    expect(module.dynamic).toBe('force-dynamic');
    expect(module.runtime).toBe('nodejs');
  });
});
