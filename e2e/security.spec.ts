import net from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ownClientAddress } from './fixtures';
import { signedIn, STUDIO_TEAM } from './sign-in';
import { watchConsole } from './usability-test-studio';

// Security answers of the built site behind its own server (server/main.ts): the question pages' script policy, and
// the 4xx the server and the proxy give where Next.js alone would respond with 500.

async function someQuestionPath(request: APIRequestContext): Promise<string> {
  const sitemap = await (await request.get('/questions-sitemap.xml')).text();
  const first = /<loc>([^<]+\/question\/[^<?]+)/.exec(sitemap)?.[1];
  expect(first).toMatch(/^https?:\/\/[^/]+\/question\/[^/?]+$/);
  return new URL(first!).pathname;
}

const scriptSrc = (policy: string | undefined) =>
  (policy ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src')) ?? '';

/** Whether React has hydrated the page: it attaches its fiber to the DOM nodes it took over. */
const hydrated = (page: Page) =>
  page.waitForFunction(
    () => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
    undefined,
    { timeout: 15_000 },
  );

test('a question page (members’ writing, kept for everyone) allows only its own inline scripts, by hash, and still hydrates, fresh and from the response cache', async ({
  playwright,
  baseURL,
  browser,
}) => {
  const client = await playwright.request.newContext({ baseURL });
  const path = `${await someQuestionPath(client)}?lang=original`;
  for (const round of ['first render', 'kept copy']) {
    const answer = await client.get(path);
    expect(answer.status(), round).toBe(200);
    const policy = scriptSrc(answer.headers()['content-security-policy']);
    expect(policy, round).not.toContain("'unsafe-inline'");
    expect(policy, round).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/);
    expect(answer.headers()['x-parley-script-hashes'], round).toBeUndefined();
  }
  for (const round of ['first visit', 'again']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchConsole(page);
    const response = await page.goto(path);
    expect(scriptSrc(response!.headers()['content-security-policy']), round).not.toContain("'unsafe-inline'");
    await hydrated(page);
    expect(
      errors.filter((e: string) => /Content Security Policy|Refused to execute/i.test(e)),
      round,
    ).toEqual([]);
    await context.close();
  }
  await client.dispose();
});

test('the other pages that hold members’ writing (a profile, a group: a nonce; the home feed) never allow unsafe-inline scripts', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const client = await playwright.request.newContext({ baseURL });
  const question = await (await client.get(`${await someQuestionPath(client)}?lang=original`)).text();
  await client.dispose();
  const profile = /href="(\/user\/[^"?#]+)/.exec(question)?.[1];
  expect(profile).toBeDefined();
  const page = await signedIn(browser, STUDIO_TEAM);
  const group = await page
    .goto('/home?lang=original')
    .then(() => page.locator('a[href^="/group/"]').first().getAttribute('href'))
    .catch(() => null);
  for (const address of ['/home?lang=original', `${profile}?lang=original`, ...(group ? [group] : [])]) {
    const response = await page.goto(address);
    expect(response!.status(), address).toBe(200);
    const policy = scriptSrc(response!.headers()['content-security-policy']);
    // Rendered for this member: a nonce; the home feed may be a kept page for everyone: its own scripts' hashes.
    expect(policy, address).toMatch(
      address.startsWith('/home') ? /'(?:nonce|sha256)-[A-Za-z0-9+/=_-]+'/ : /'nonce-[A-Za-z0-9+/=_-]+'/,
    );
    expect(policy, address).not.toContain("'unsafe-inline'");
  }
  await page.context().close();
});

test('inputs Next.js would fail on get a 4xx JSON answer, never a 500', async ({ request }) => {
  const cases: [string, string, number][] = [
    ['TRACE', '/api/login', 405],
    ['GET', '/api/readuseractivity/%ff', 400],
    ['GET', '/ingest/v1/web/%ff', 400],
    ['GET', '/articles/%ff?lang=en', 400],
    ['GET', '/user/a%00b?lang=en', 400],
    ['GET', '/studio?lang=en&user=%00', 400],
    ['GET', '/api', 404],
    ['GET', '/ingest', 404],
  ];
  for (const [method, path, status] of cases) {
    const answer = await request.fetch(path, { method, headers: ownClientAddress(), maxRedirects: 0 });
    expect(answer.status(), `${method} ${path}`).toBe(status);
    expect(typeof (await answer.json()).error, `${method} ${path}`).toBe('string');
  }
  // A server action posted from another origin is refused, not failed on.
  const action = await request.post('/login?lang=original', {
    headers: {
      'next-action': '0'.repeat(40),
      origin: 'https://evil.example',
      'content-type': 'text/plain;charset=UTF-8',
      ...ownClientAddress(),
    },
    data: '[]',
    maxRedirects: 0,
  });
  expect(action.status()).toBe(403);
  // The same on a reader page with its language, an address proxy.ts never sees: the site's server refuses it first.
  const onReaderPage = await request.post('/impressum?lang=en', {
    headers: {
      'next-action': '0'.repeat(40),
      origin: 'https://evil.example',
      'content-type': 'text/plain;charset=UTF-8',
      ...ownClientAddress(),
    },
    data: '[]',
    maxRedirects: 0,
  });
  expect(onReaderPage.status()).toBe(403);
  expect(typeof (await onReaderPage.json()).error).toBe('string');
});

/** The login form's action, as its page names it for a browser without JavaScript (the id Next.js checks first). */
async function loginActionId(request: APIRequestContext): Promise<string> {
  const page = await (await request.get('/login?lang=original', { headers: ownClientAddress() })).text();
  const id = /&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(page)?.[1];
  expect(id).toBeDefined();
  return id!;
}

/** A multipart body as a browser writes it. */
const BOUNDARY = '----WebKitFormBoundary7MA4YWxkTrZu0gW';
const multipart = (parts: [string, string][]) =>
  parts
    .map(([name, value]) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('') + `--${BOUNDARY}--\r\n`;

test('server actions whose bodies React cannot decode, too large, or posted without JavaScript from another origin get a 4xx JSON answer, never a 500', async ({
  request,
  baseURL,
}) => {
  const id = await loginActionId(request);
  const fetchAction = { 'next-action': id, origin: baseURL!, 'content-type': 'text/plain;charset=UTF-8' };
  const form = { origin: baseURL!, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  const cases: [string, Record<string, string>, string, number][] = [
    ['["$"]', fetchAction, '["$"]', 400],
    ['["$Q1"]', fetchAction, '["$Q1"]', 400],
    ['["$W1"]', fetchAction, '["$W1"]', 400],
    ['["$n1e308"]', fetchAction, '["$n1e308"]', 400],
    ['2,000,000 characters', fetchAction, `["${'a'.repeat(2_000_000)}"]`, 413],
    ['an array past React’s limit', fetchAction, JSON.stringify(['a'.repeat(1_000_000), 'b']), 400],
    [
      'a multipart body with no parts',
      { ...fetchAction, 'content-type': form['content-type'] },
      `--${BOUNDARY}--\r\n`,
      400,
    ],
    ['a form with no parts', form, `--${BOUNDARY}--\r\n`, 400],
    ['a form that is no multipart', form, 'garbage', 400],
    [
      'a form whose bound arguments are missing',
      form,
      multipart([
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', JSON.stringify({ id, bound: '$@1' })],
        ['$ACTION_KEY', 'k'],
      ]),
      400,
    ],
    [
      'a form from another origin',
      { ...form, origin: 'https://evil.example' },
      multipart([
        [`$ACTION_ID_${id}`, ''],
        ['email', 'a@b.example'],
      ]),
      403,
    ],
  ];
  for (const [name, headers, data, status] of cases) {
    const answer = await request.post('/login?lang=original', {
      headers: { ...headers, ...ownClientAddress() },
      data,
      maxRedirects: 0,
    });
    expect(answer.status(), name).toBe(status);
    expect(typeof (await answer.json()).error, name).toBe('string');
    // Refused by the site's own server, with the headers Next.js gives every response.
    expect(answer.headers()['x-content-type-options'], name).toBe('nosniff');
    expect(answer.headers()['content-security-policy'], name).toMatch(/^default-src 'none'/);
  }
  // What the page's own script sends still reaches the action (its answer: the form's message for no email).
  const call = await request.post('/login?lang=original', {
    headers: { ...fetchAction, ...ownClientAddress() },
    data: '["original",{}]',
  });
  expect(call.status()).toBe(200);
});

test('a request for * (OPTIONS * and GET *, about the server as a whole) gets 400, never a 500', async ({
  baseURL,
}) => {
  const { hostname, port } = new URL(baseURL!);
  for (const method of ['OPTIONS', 'GET']) {
    const statusLine = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () =>
        socket.write(`${method} * HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`),
      );
      let response = '';
      socket.on('data', (chunk) => (response += chunk));
      socket.on('end', () => resolve(response.split('\r\n')[0]!));
      socket.on('error', reject);
    });
    expect(statusLine, `${method} *`).toBe('HTTP/1.1 400 Bad Request');
  }
});

test('the ingest’s responses carry the security headers every other response has', async ({ request }) => {
  const answer = await request.post('/ingest/v1/web/start', { data: {}, headers: ownClientAddress() });
  expect(answer.status()).toBe(400);
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(answer.headers()['content-security-policy']).toMatch(/^default-src 'none'/);
});

test("a NUL in the login form is the form's field message, never a 500 (the rate limiter keys on the email)", async ({
  page,
}) => {
  const failed: string[] = [];
  page.on(
    'response',
    (response) => void (response.status() >= 500 && failed.push(`${response.status()} ${response.url()}`)),
  );
  await page.goto('/login?lang=original');
  await page.getByLabel('Password').fill('a walk by the quiet lake');
  await page.getByLabel('Email').evaluate((input: HTMLInputElement) => (input.value = 'some\u0000one@example.org'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login/);
  expect(failed).toEqual([]);
});

test('a cookie-only GET of the read endpoint changes nothing; the bell marks activities read with a POST', async ({
  request,
}) => {
  const answer = await request.get('/api/readuseractivity/1', {
    headers: { cookie: 'parley-access=x.y.z', 'sec-fetch-site': 'same-origin' },
  });
  expect(answer.status()).toBe(401);
  expect((await answer.json()).error).toMatch(/Bearer/);
});
