import { setupTestDatabase } from './support/database';
import { fakeDateOnly, fromPeer, newAccount, registerThroughApi } from './support/api';
import { LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED, loginWithPassword } from '@/lib/auth/accounts';
import { PLAIN_HTTP_DEVICE_COOKIE, verifyDeviceCookie } from '@/lib/auth/device';
import { users } from '@/lib/db/schema';
import { inArray } from 'drizzle-orm';
import type { FormState } from '@/components/forms/form-state';
import { logIn, register } from '@/app/[lang]/_lib/account-actions';

/** A browser's cookie jar as Next's `cookies()` gives it to a server action: read and written in place. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly address: string) {}
  get(name: string) {
    return this.cookies.has(name) ? { name, value: this.cookies.get(name)! } : undefined;
  }
  set(name: string, value: string, options: { maxAge: number }) {
    if (options.maxAge === 0) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

// What Next.js hands a server action: the request's headers (plain http on localhost: unprefixed cookies) and the
// browser's cookie jar.
let mockBrowser: Browser;
jest.mock('next/headers', () => ({
  cookies: async () => mockBrowser,
  headers: async () =>
    new Headers({ host: 'localhost:3000', 'x-forwarded-proto': 'http', ...fromPeer(mockBrowser.address) }),
}));

const database = setupTestDatabase();
jest.setTimeout(60_000);

afterEach(() => {
  jest.useRealTimers();
});

/** Runs a form action as the browser: 'signed in' when it redirects to the home screen, else the form's state. */
async function submit(
  browser: Browser,
  action: (form: FormData) => Promise<FormState>,
  fields: Record<string, string>,
): Promise<'signed in' | FormState> {
  mockBrowser = browser;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  try {
    return await action(form);
  } catch (error) {
    if (String((error as { digest?: unknown }).digest).startsWith('NEXT_REDIRECT')) return 'signed in';
    throw error;
  }
}

const logInAs = (browser: Browser, account: { email: string; pwd: string }) =>
  submit(browser, (form) => logIn('en', {}, form), { email: account.email, pwd: account.pwd });

async function strangersExhaust(email: string, prefix: string) {
  for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED; i++)
    await loginWithPassword({ email, pwd: `stranger ${i}` }, { clientAddress: `${prefix}.${i + 1}` });
}

describe('the login form keeps the browser trusted for every account it signed in to', () => {
  test('signed in to the team account, then to another one (and registered a third): strangers cannot keep the browser out of the team account', async () => {
    const team = await registerThroughApi(newAccount({ email: 'team-form@parley.example' }));
    const personal = await registerThroughApi();
    const browserA = new Browser('192.0.2.150');
    expect(await logInAs(browserA, team.account)).toBe('signed in');
    expect(await logInAs(browserA, personal.account)).toBe('signed in');
    const third = newAccount();
    expect(await submit(browserA, (form) => register('en', {}, form), third)).toBe('signed in');
    // The browser's one cookie is a signed list of the three accounts, in the order it signed in to them.
    const accounts = [team.account, personal.account, third];
    const rows = await database
      .db()
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          accounts.map((account) => account.email),
        ),
      );
    expect(rows).toHaveLength(3);
    const idOf = (email: string) => rows.find((row) => row.email === email)?.id;
    expect(
      verifyDeviceCookie(browserA.cookies.get(PLAIN_HTTP_DEVICE_COOKIE)).map((device) => device.accountId),
    ).toEqual(accounts.map((account) => idOf(account.email)));

    fakeDateOnly(new Date('2030-05-01T10:00:00Z'));
    await strangersExhaust(team.account.email, '203.0.130');
    // A new browser is not trusted: it gets in only with a proof of work (the form's widget solves the challenge).
    const newBrowser = await logInAs(new Browser('192.0.2.151'), team.account);
    expect(newBrowser).toMatchObject({
      error: expect.stringMatching(/press Log in again/i),
      proof: { challenge: expect.any(String), resend: true },
    });
    expect(await logInAs(browserA, team.account)).toBe('signed in');
    await strangersExhaust(personal.account.email, '203.0.131');
    expect(await logInAs(browserA, personal.account)).toBe('signed in');
  });

  test('a garbage device cookie is ignored by the form: it signs in, and gives no trust', async () => {
    const team = await registerThroughApi();
    const browser = new Browser('192.0.2.160');
    browser.cookies.set(PLAIN_HTTP_DEVICE_COOKIE, 'v2!not.a~real.list!signature');
    fakeDateOnly(new Date('2030-05-02T10:00:00Z'));
    expect(await logInAs(browser, team.account)).toBe('signed in');
    const garbage = new Browser('192.0.2.161');
    garbage.cookies.set(PLAIN_HTTP_DEVICE_COOKIE, `${browser.cookies.get(PLAIN_HTTP_DEVICE_COOKIE)}x`);
    await strangersExhaust(team.account.email, '203.0.132');
    expect(await logInAs(garbage, team.account)).toMatchObject({ error: expect.any(String) });
    expect(await logInAs(browser, team.account)).toBe('signed in');
  });
});
