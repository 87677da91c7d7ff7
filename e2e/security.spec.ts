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
