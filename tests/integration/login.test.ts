import { setupTestDatabase } from './support/database';
import { fakeDateOnly, fromPeer, jsonPost, newAccount, registerThroughApi, routes, send } from './support/api';
import { rowCounts } from './support/snapshot';
import { LOGIN_FAILED_MESSAGE, LOGIN_FAILURE_WINDOW_MS, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS, loginWithPassword } from '@/lib/auth/accounts';

const database = setupTestDatabase();

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

  test('an unknown email still costs an argon2 verification (similar timing to a wrong password)', async () => {
    const { account } = await registerThroughApi();
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const time = async (email: string, i: number) => {
      const start = performance.now();
      await loginWithPassword({ email, pwd: 'not the password' }, { clientAddress: `192.0.2.${i}` });
      return performance.now() - start;
    };
    await time('warm-up@example.org', 200); // the dummy hash is computed on first use
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(account.email, i));
      unknown.push(await time(`ghost${i}@example.org`, 100 + i));
    }
    // Without the dummy verification an unknown email answers in a few ms, a known one in tens of ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  test('a malformed email or an empty password gets the same 401, not a hint', async () => {
    expect(await login('not-an-email', 'whatever1')).toMatchObject({ status: 401, body: { error: LOGIN_FAILED_MESSAGE } });
    expect(await login('nobody@example.org', '')).toMatchObject({ status: 401, body: { error: LOGIN_FAILED_MESSAGE } });
  });
});

describe('brute-force limits', () => {
  test(`after ${LOGIN_FAILURES_PER_ACCOUNT} failures for one account, even the right password from a new address gets 429 with Retry-After`, async () => {
    const { account } = await registerThroughApi();
    const start = new Date('2030-01-01T10:00:00Z');
    fakeDateOnly(start);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      // A different address each time: only the per-account limit can trip.
      expect((await login(account.email, `wrong guess ${i}`, `203.0.113.${i + 1}`)).status).toBe(401);
    }
    jest.setSystemTime(new Date(start.getTime() + 60_000));
    const before = await rowCounts(database.db());
    const limited = await login(account.email, account.pwd, '203.0.113.200');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe(String(LOGIN_FAILURE_WINDOW_MS / 1000 - 60));
    expect(typeof limited.body.error).toBe('string');
    expect(await rowCounts(database.db())).toEqual(before); // no session was started

    // Once the window has passed over the failures, the right password works again.
    jest.setSystemTime(new Date(start.getTime() + LOGIN_FAILURE_WINDOW_MS + 1_000));
    expect((await login(account.email, account.pwd, '203.0.113.200')).status).toBe(200);
  });

  test('the per-account limit is the narrow one and the per-address limit much wider: one member’s typos do not lock out a shared address', () => {
    expect(LOGIN_FAILURES_PER_ACCOUNT).toBe(10);
    expect(LOGIN_FAILURES_PER_ADDRESS).toBeGreaterThanOrEqual(5 * LOGIN_FAILURES_PER_ACCOUNT);
  });

  test('a member who locked their own account out leaves the others behind the same address free to sign in', async () => {
    const careless = await registerThroughApi();
    const neighbour = await registerThroughApi();
    const office = '198.51.100.60';
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
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

  test(`${LOGIN_FAILURES_PER_ACCOUNT - 1} failures still let the right password in, and success resets the account count`, async () => {
    const { account } = await registerThroughApi();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT - 1; i++) {
      await login(account.email, `wrong ${i}`, `203.0.113.${i + 1}`);
    }
    expect((await login(account.email, account.pwd, '203.0.113.100')).status).toBe(200);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT - 1; i++) {
      await login(account.email, `wrong again ${i}`, `203.0.113.${i + 101}`);
    }
    expect((await login(account.email, account.pwd, '203.0.113.250')).status).toBe(200);
  });

  test('the limit counts emails case-insensitively', async () => {
    const { account } = await registerThroughApi(newAccount({ email: 'case@example.org' }));
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      const email = i % 2 ? 'CASE@example.org' : 'case@EXAMPLE.org';
      await login(email, 'wrong', `203.0.113.${i + 1}`);
    }
    expect((await login(account.email, account.pwd, '203.0.113.99')).status).toBe(429);
  });

  test(`parallel failures cannot slip past the limit: of ${3 * LOGIN_FAILURES_PER_ACCOUNT} wrong passwords at once, ${LOGIN_FAILURES_PER_ACCOUNT} are tried and the rest get 429`, async () => {
    const { account } = await registerThroughApi();
    // Different addresses: only the per-account limit can trip. Checking and recording in two steps would let every
    // one of these pass the check before the first failure was recorded.
    const attempts = await Promise.all(
      Array.from({ length: 3 * LOGIN_FAILURES_PER_ACCOUNT }, (_, i) => login(account.email, `parallel guess ${i}`, `203.0.113.${i + 1}`)),
    );
    const statuses = attempts.map((attempt) => attempt.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LOGIN_FAILURES_PER_ACCOUNT);
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
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) await login(account.email, 'wrong', `203.0.113.${i + 1}`);
    const counts = await rowCounts(database.db());
    expect((counts.rateLimitHits ?? 0) - before).toBe(2 * LOGIN_FAILURES_PER_ACCOUNT); // one per account key, one per address key
  });
});
