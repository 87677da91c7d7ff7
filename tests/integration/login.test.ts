import * as argon2 from '@node-rs/argon2';
import { setupTestDatabase } from './support/database';
import { fakeDateOnly, fromPeer, jsonPost, newAccount, registerThroughApi, routes, send } from './support/api';
import { rowCounts } from './support/snapshot';
import { createHmac, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_DEVICE,
  loginWithPassword,
} from '@/lib/auth/accounts';
import { RATE_LIMIT_KEY_MAX_LENGTH } from '@/lib/rate-limit';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_BYTES,
  MAX_TRUSTED_ACCOUNTS_PER_BROWSER,
  PLAIN_HTTP_DEVICE_COOKIE,
} from '@/lib/auth/device';
import { deriveKey } from '@/lib/config/secret';
import { users } from '@/lib/db/schema';

// argon2's verify, counted (it still verifies): every importer gets this module object, so the count sees the site's calls.
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});

const database = setupTestDatabase();

// Dozens of argon2 verifications per test: on a loaded machine they take longer than Jest's default 5 s.
jest.setTimeout(60_000);

function login(email: string, pwd: string, address = '198.51.100.1', headers: Record<string, string> = {}) {
  return send(routes.login.POST, jsonPost('/api/login', { email, pwd }, { ...fromPeer(address), ...headers }));
}

afterEach(() => {
  jest.useRealTimers();
});

describe('login failures never reveal whether an email exists', () => {
  test('a wrong password and an unknown email get the same status and the same body', async () => {
    const { account } = await registerThroughApi();
    const wrongPassword = await login(account.email, 'not the password at all');
    const unknownEmail = await login('nobody@example.org', 'not the password at all', '198.51.100.2');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ error: LOGIN_FAILED_MESSAGE });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  // Counted, not timed: a timing comparison of the two paths flaked on a loaded machine (the known account's path also
  // does more database work), and what keeps the timing from revealing an email is the verification itself.
  test('an unknown email still costs an argon2 verification, as a wrong password does', async () => {
    const { account } = await registerThroughApi();
    const verify = jest.mocked(argon2.verify);
    verify.mockClear();
    const attempt = (email: string, i: number) =>
      loginWithPassword({ email, pwd: 'not the password' }, { clientAddress: `192.0.2.${i}` });
    expect(await attempt(account.email, 1)).toMatchObject({ ok: false });
    expect(verify).toHaveBeenCalledTimes(1);
    const [knownHash] = verify.mock.calls[0]!;
    expect(await attempt('ghost@example.org', 2)).toMatchObject({ ok: false });
    expect(await attempt('phantom@example.org', 3)).toMatchObject({ ok: false });
    // One full verification each, against the same dummy argon2id hash (the same parameters as a real one).
    expect(verify).toHaveBeenCalledTimes(3);
    const [dummyHash, againDummy] = [verify.mock.calls[1]![0], verify.mock.calls[2]![0]];
    expect(dummyHash).not.toBe(knownHash);
    expect(againDummy).toBe(dummyHash);
    expect(String(dummyHash).split('$').slice(1, 4)).toEqual(String(knownHash).split('$').slice(1, 4));
  });

  test('a malformed email or an empty password gets the same 401, not a hint', async () => {
    expect(await login('not-an-email', 'whatever1')).toMatchObject({
      status: 401,
      body: { error: LOGIN_FAILED_MESSAGE },
    });
    expect(await login('nobody@example.org', '')).toMatchObject({ status: 401, body: { error: LOGIN_FAILED_MESSAGE } });
  });
});

/** The device cookie a login answer set (name=value), or null. */
function deviceCookieOf(answer: { headers: Headers }): string | null {
  const line = answer.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${PLAIN_HTTP_DEVICE_COOKIE}=`) || cookie.startsWith(`${DEVICE_COOKIE}=`));
  return line ? line.split(';')[0]! : null;
}

describe('brute-force limits', () => {
  test('a browser that signed in before is not locked out by failures from elsewhere: after 10, and after many more, the right password gets in', async () => {
    const { account } = await registerThroughApi();
    const first = await login(account.email, account.pwd, '192.0.2.10');
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).not.toBeNull();
    // Strangers from many addresses (and one persistent one) fail far past every ceiling an untrusted client has.
    const start = new Date('2030-01-01T10:00:00Z');
    fakeDateOnly(start);
    for (let i = 0; i < 10; i++)
      expect((await login(account.email, `stranger ${i}`, `203.0.113.${i + 1}`)).status).toBe(401);
    expect((await login(account.email, account.pwd, '192.0.2.11', { cookie: device! })).status).toBe(200);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED + 5; i++)
      await login(account.email, `stranger again ${i}`, `203.0.114.${i + 1}`);
    expect((await login(account.email, account.pwd, '203.0.115.1')).status).toBe(429); // an untrusted client is kept out
    expect((await login(account.email, account.pwd, '192.0.2.12', { cookie: device! })).status).toBe(200);
  });

  test('the browser that registered is trusted from the start: strangers’ failures right after never keep it out', async () => {
    const account = newAccount();
    const registered = await send(routes.register.POST, jsonPost('/api/register', account, fromPeer('192.0.2.50')));
    expect(registered.status).toBe(201);
    const device = deviceCookieOf(registered);
    expect(device).not.toBeNull();
    fakeDateOnly(new Date('2030-03-01T10:00:00Z'));
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED + 5; i++)
      await login(account.email, `stranger ${i}`, `203.0.116.${i + 1}`);
    expect((await login(account.email, account.pwd, '203.0.117.1')).status).toBe(429);
    expect((await login(account.email, account.pwd, '192.0.2.50', { cookie: device! })).status).toBe(200);
  });

  test('the product team’s account cannot be kept out: ten failures every quarter hour, for hours, never lock out the team’s browser', async () => {
    const team = await registerThroughApi(newAccount({ email: 'team-lockout@parley.example' }));
    const device = deviceCookieOf(await login(team.account.email, team.account.pwd, '192.0.2.20'));
    const start = new Date('2030-02-01T10:00:00Z');
    for (let quarter = 0; quarter < 4; quarter++) {
      fakeDateOnly(new Date(start.getTime() + quarter * LOGIN_FAILURE_WINDOW_MS));
      for (let i = 0; i < 10; i++) await login(team.account.email, `attack ${quarter}-${i}`, '203.0.113.66');
      expect((await login(team.account.email, team.account.pwd, '192.0.2.20', { cookie: device! })).status).toBe(200);
    }
  });

  test(`an attacker is still limited: ${LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS} failures from one address for one account, then 429 with Retry-After`, async () => {
    const { account } = await registerThroughApi();
    const start = new Date('2030-01-01T10:00:00Z');
    fakeDateOnly(start);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++)
      expect((await login(account.email, `guess ${i}`, '203.0.113.9')).status).toBe(401);
    jest.setSystemTime(new Date(start.getTime() + 60_000));
    const before = await rowCounts(database.db());
    const limited = await login(account.email, account.pwd, '203.0.113.9');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe(String(LOGIN_FAILURE_WINDOW_MS / 1000 - 60));
    expect(typeof limited.body.error).toBe('string');
    expect(await rowCounts(database.db())).toEqual(before); // no session was started
    // Another address is not held back by this one's failures.
    expect((await login(account.email, account.pwd, '203.0.113.10')).status).toBe(200);
    // Once the window has passed over the failures, the right password works again from the first one.
    jest.setSystemTime(new Date(start.getTime() + LOGIN_FAILURE_WINDOW_MS + 1_000));
    expect((await login(account.email, account.pwd, '203.0.113.9')).status).toBe(200);
  });

  test(`after ${LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED} failures from many addresses, untrusted clients get 429 with Retry-After`, async () => {
    const { account } = await registerThroughApi();
    const start = new Date('2030-01-01T10:00:00Z');
    fakeDateOnly(start);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED; i++)
      expect((await login(account.email, `wrong guess ${i}`, `203.0.113.${i + 1}`)).status).toBe(401);
    const limited = await login(account.email, account.pwd, '203.0.113.200');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(LOGIN_FAILURE_WINDOW_MS / 1000);
  });

  test('a trusted device’s own failures are counted per device', async () => {
    const { account } = await registerThroughApi();
    const device = deviceCookieOf(await login(account.email, account.pwd, '192.0.2.30'));
    for (let i = 0; i < LOGIN_FAILURES_PER_DEVICE; i++)
      expect((await login(account.email, `typo ${i}`, '192.0.2.30', { cookie: device! })).status).toBe(401);
    expect((await login(account.email, account.pwd, '192.0.2.30', { cookie: device! })).status).toBe(429);
    // Its failures are its own: the account's other clients are not held back by them.
    expect((await login(account.email, account.pwd, '192.0.2.31')).status).toBe(200);
  });

  test('a device cookie is trusted only for its own account, and only with a valid signature', async () => {
    const mine = await registerThroughApi();
    const victim = await registerThroughApi();
    const device = deviceCookieOf(await login(mine.account.email, mine.account.pwd, '192.0.2.40'))!;
    const [name, value] = device.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -2)}xx`;
    for (const cookie of [device, forged]) {
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++)
        await login(victim.account.email, `guess ${i}`, '203.0.113.41', { cookie });
      expect((await login(victim.account.email, victim.account.pwd, '203.0.113.41', { cookie })).status).toBe(429);
      await database.db().execute(sql`delete from rate_limit_hits`);
    }
  });

  test('the per-address limit is much wider than the per-account-and-address one: one member’s typos do not lock out a shared address', () => {
    expect(LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS).toBe(10);
    expect(LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED).toBeGreaterThan(LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(LOGIN_FAILURES_PER_ADDRESS).toBeGreaterThanOrEqual(5 * LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS);
  });

  test('a member who locked their own account out leaves the others behind the same address free to sign in', async () => {
    const careless = await registerThroughApi();
    const neighbour = await registerThroughApi();
    const office = '198.51.100.60';
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await login(careless.account.email, `typo ${i}`, office)).status).toBe(401);
    }
    expect((await login(careless.account.email, careless.account.pwd, office)).status).toBe(429);
    expect((await login(neighbour.account.email, neighbour.account.pwd, office)).status).toBe(200);
  });

  test('by default (no trusted proxy) a client-written X-Forwarded-For is ignored: rotating it does not escape the per-address limit', async () => {
    const { account } = await registerThroughApi();
    const peer = '198.51.100.90';
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) {
      const spoofed = { 'x-forwarded-for': `10.${i}.0.1`, 'x-real-ip': `10.${i}.0.2` };
      expect((await login(`rotating${i}@example.org`, 'wrong guess', peer, spoofed)).status).toBe(401);
    }
    const limited = await login(account.email, account.pwd, peer, { 'x-forwarded-for': '10.200.0.1' });
    expect(limited.status).toBe(429);
  });

  test(`after ${LOGIN_FAILURES_PER_ADDRESS} failures from one address, that address gets 429 for any account`, async () => {
    const { account } = await registerThroughApi();
    const start = new Date('2030-01-01T10:00:00Z');
    fakeDateOnly(start);
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) {
      // A different (unknown) email each time: only the per-address limit can trip.
      expect((await login(`guess${i}@example.org`, 'wrong guess', '198.51.100.77')).status).toBe(401);
    }
    const limited = await login(account.email, account.pwd, '198.51.100.77');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(LOGIN_FAILURE_WINDOW_MS / 1000);
    // Another address is not affected.
    expect((await login(account.email, account.pwd, '198.51.100.78')).status).toBe(200);
  });

  test(`${LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS - 1} failures still let the right password in, and success resets that address's count`, async () => {
    const { account } = await registerThroughApi();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS - 1; i++)
      await login(account.email, `wrong ${i}`, '203.0.113.100');
    expect((await login(account.email, account.pwd, '203.0.113.100')).status).toBe(200);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS - 1; i++)
      await login(account.email, `wrong again ${i}`, '203.0.113.100');
    expect((await login(account.email, account.pwd, '203.0.113.100')).status).toBe(200);
  });

  test(`an email far longer than any account's is a failed login like any other: 401, counted, then 429 (its limiter key past ${RATE_LIMIT_KEY_MAX_LENGTH} characters is stored hashed)`, async () => {
    // Random, so the database cannot compress the key under its index entry limit.
    const local = randomBytes(4_000).toString('hex');
    const email = `${local}@example.org`;
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      const answer = await login(email, 'whatever', '198.51.100.77');
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: LOGIN_FAILED_MESSAGE });
    }
    expect((await login(email, 'whatever', '198.51.100.77')).status).toBe(429);
    // Another email of the same first characters is another key.
    expect((await login(`${local}@example.net`, 'whatever', '198.51.100.77')).status).toBe(401);
  });

  test('the limit counts emails case-insensitively', async () => {
    const { account } = await registerThroughApi(newAccount({ email: 'case@example.org' }));
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      const email = i % 2 ? 'CASE@example.org' : 'case@EXAMPLE.org';
      await login(email, 'wrong', '203.0.113.99');
    }
    expect((await login(account.email, account.pwd, '203.0.113.99')).status).toBe(429);
  });

  // This test is what fails without the rate limiter's advisory lock (reserveRateLimit, lib/rate-limit), and only on
  // PostgreSQL: PGlite is one connection that runs one transaction at a time, so the reservations queue up there with
  // or without the lock. `npm test` runs this file on both.
  test(`parallel failures cannot slip past the limit: of ${3 * LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED} wrong passwords at once, ${LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED} are tried and the rest get 429`, async () => {
    const { account } = await registerThroughApi();
    // Different addresses: only the untrusted clients' per-account limit can trip. Checking and recording in two steps
    // would let every one of these pass the check before the first failure was recorded.
    const attempts = await Promise.all(
      Array.from({ length: 3 * LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED }, (_, i) =>
        login(account.email, `parallel guess ${i}`, `203.0.113.${i + 1}`),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED);
  });

  test('a successful login leaves no hit under its address, only failures count', async () => {
    const { account } = await registerThroughApi();
    const before = (await rowCounts(database.db())).rateLimitHits;
    expect((await login(account.email, account.pwd, '203.0.113.42')).status).toBe(200);
    expect((await rowCounts(database.db())).rateLimitHits).toBe(before);
  });

  test('the limiter state lives in the database: one row per failure and key, not process memory', async () => {
    const { account } = await registerThroughApi();
    const before = (await rowCounts(database.db())).rateLimitHits ?? 0; // the registration's own hit
    for (let i = 0; i < 5; i++) await login(account.email, 'wrong', `203.0.113.${i + 1}`);
    const counts = await rowCounts(database.db());
    expect((counts.rateLimitHits ?? 0) - before).toBe(3 * 5); // account and address, account, address
  });
});

describe('a browser stays trusted for every account it signed in to', () => {
  /** Strangers (other addresses, no device cookie) fail until the account's untrusted ceiling is reached. */
  async function strangersExhaust(email: string, prefix: string) {
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED; i++)
      await login(email, `stranger ${i}`, `${prefix}.${i + 1}`);
  }

  /** Signs in from the browser holding `cookie` (name=value), and returns the cookie it holds afterwards. */
  async function signInFrom(
    cookie: string | null,
    account: { email: string; pwd: string },
    address: string,
  ): Promise<string> {
    const answer = await login(account.email, account.pwd, address, cookie ? { cookie } : {});
    expect(answer.status).toBe(200);
    return deviceCookieOf(answer) ?? cookie!;
  }

  test('signing in to another account keeps the team account trusted: strangers exhaust its ceiling, browser A still gets in, a new browser gets 429', async () => {
    const team = await registerThroughApi(newAccount({ email: 'team-shared@parley.example' }));
    const personal = await registerThroughApi();
    fakeDateOnly(new Date('2030-04-01T10:00:00Z'));
    let browserA = await signInFrom(null, team.account, '192.0.2.70');
    browserA = await signInFrom(browserA, personal.account, '192.0.2.70');
    await strangersExhaust(team.account.email, '203.0.118');
    const stranger = await login(team.account.email, team.account.pwd, '203.0.119.1');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(team.account.email, team.account.pwd, '192.0.2.71', { cookie: browserA })).status).toBe(200);
    // And the account it signed in to last is trusted too.
    await strangersExhaust(personal.account.email, '203.0.120');
    expect((await login(personal.account.email, personal.account.pwd, '203.0.119.2')).status).toBe(429);
    expect((await login(personal.account.email, personal.account.pwd, '192.0.2.71', { cookie: browserA })).status).toBe(
      200,
    );
  });

  test('registering another account through the API from a trusted browser keeps the trust it had', async () => {
    const team = await registerThroughApi(newAccount({ email: 'team-registers@parley.example' }));
    fakeDateOnly(new Date('2030-04-02T10:00:00Z'));
    const browserA = await signInFrom(null, team.account, '192.0.2.80');
    const registered = await send(
      routes.register.POST,
      jsonPost('/api/register', newAccount(), { ...fromPeer('192.0.2.80'), cookie: browserA }),
    );
    expect(registered.status).toBe(201);
    const after = deviceCookieOf(registered)!;
    await strangersExhaust(team.account.email, '203.0.121');
    expect((await login(team.account.email, team.account.pwd, '203.0.122.1')).status).toBe(429);
    expect((await login(team.account.email, team.account.pwd, '192.0.2.81', { cookie: after })).status).toBe(200);
  });

  test('a garbage or tampered device cookie is ignored: the right password still gets in (no 500), and it gives no trust', async () => {
    const team = await registerThroughApi();
    const other = await registerThroughApi();
    let browserA = await signInFrom(null, team.account, '192.0.2.80');
    browserA = await signInFrom(browserA, other.account, '192.0.2.80');
    const [name, value] = browserA.split(/=(.*)/s) as [string, string];
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const garbage = [
      '',
      'garbage',
      '%%%;;',
      'v2!!',
      'v2!x.y!z',
      `v2!${'a'.repeat(5000)}!${'b'.repeat(43)}`,
      flip(value, 5), // inside the first (the team's) entry
      flip(value, value.length - 3), // inside the signature
      value.slice(0, -1),
      value.replace(/!.*~/, '!'), // the team's entry cut out of a signed list
      `${value}~${value}`,
    ];
    fakeDateOnly(new Date('2030-04-02T10:00:00Z'));
    for (const [i, bad] of garbage.entries()) {
      expect(
        (await login(team.account.email, team.account.pwd, `192.0.2.${100 + i}`, { cookie: `${name}=${bad}` })).status,
      ).toBe(200);
    }
    await strangersExhaust(team.account.email, '203.0.121');
    for (const [i, bad] of garbage.entries()) {
      expect(
        (await login(team.account.email, team.account.pwd, `192.0.2.${120 + i}`, { cookie: `${name}=${bad}` })).status,
      ).toBe(429);
    }
    expect((await login(team.account.email, team.account.pwd, '192.0.2.81', { cookie: browserA })).status).toBe(200);
  });

  test(`the list is bounded: the account signed in to least recently is dropped past ${MAX_TRUSTED_ACCOUNTS_PER_BROWSER} accounts, and the cookie stays small`, async () => {
    expect(MAX_TRUSTED_ACCOUNTS_PER_BROWSER).toBe(10);
    const team = await registerThroughApi();
    const others = [];
    for (let i = 0; i < MAX_TRUSTED_ACCOUNTS_PER_BROWSER; i++) others.push(await registerThroughApi());
    // team, others 0..8 (10 accounts), team again (now the most recent), then others[9]: others[0] is dropped.
    let browserA = await signInFrom(null, team.account, '192.0.2.90');
    for (const other of others.slice(0, -1)) browserA = await signInFrom(browserA, other.account, '192.0.2.90');
    browserA = await signInFrom(browserA, team.account, '192.0.2.90');
    const answer = await login(others.at(-1)!.account.email, others.at(-1)!.account.pwd, '192.0.2.90', {
      cookie: browserA,
    });
    expect(answer.status).toBe(200);
    browserA = deviceCookieOf(answer)!;
    const line = answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${browserA.split('=')[0]}=`))!;
    expect(line.length).toBeLessThan(2048);
    expect(browserA.split(/=(.*)/s)[1]!.length).toBeLessThanOrEqual(DEVICE_COOKIE_MAX_BYTES);
    expect(line).toMatch(/; Max-Age=31536000; HttpOnly; SameSite=Lax/);

    fakeDateOnly(new Date('2030-04-03T10:00:00Z'));
    for (const [who, prefix, trusted] of [
      [team, '203.0.122', true],
      [others[0]!, '203.0.123', false],
      [others[1]!, '203.0.124', true],
      [others.at(-1)!, '203.0.125', true],
    ] as const) {
      await strangersExhaust(who.account.email, prefix);
      expect((await login(who.account.email, who.account.pwd, '192.0.2.91', { cookie: browserA })).status).toBe(
        trusted ? 200 : 429,
      );
    }
  });

  test('a device cookie of the old single-account format stays trusted, and keeps its trust when the browser signs in to another account', async () => {
    const team = await registerThroughApi();
    const other = await registerThroughApi();
    const [row] = await database.db().select({ id: users.id }).from(users).where(eq(users.email, team.account.email));
    const nonce = randomBytes(16).toString('base64url');
    const mac = createHmac('sha256', deriveKey('login-device')).update(`${row!.id}.${nonce}`).digest('base64url');
    const legacy = `${PLAIN_HTTP_DEVICE_COOKIE}=${row!.id}.${nonce}.${mac}`;
    fakeDateOnly(new Date('2030-04-04T10:00:00Z'));
    await strangersExhaust(team.account.email, '203.0.126');
    expect((await login(team.account.email, team.account.pwd, '203.0.127.1')).status).toBe(429);
    expect((await login(team.account.email, team.account.pwd, '192.0.2.95', { cookie: legacy })).status).toBe(200);
    const browserA = await signInFrom(legacy, other.account, '192.0.2.95');
    expect((await login(team.account.email, team.account.pwd, '192.0.2.96', { cookie: browserA })).status).toBe(200);
  });
});
