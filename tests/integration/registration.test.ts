import { eq } from 'drizzle-orm';
import { setupTestDatabase } from './support/database';
import { fakeDateOnly, fromPeer, jsonPost, newAccount, registerThroughApi, routes, send } from './support/api';
import { rowCounts } from './support/snapshot';
import { isCommonPassword } from '@/lib/auth/common-passwords';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_RULE,
} from '@/lib/auth/credentials';
import { REGISTRATION_WINDOW_MS, REGISTRATIONS_PER_ADDRESS } from '@/lib/auth/accounts';
import { ARGON2_MEMORY_KIB, ARGON2_PARALLELISM, ARGON2_TIME_COST } from '@/lib/auth/password';
import { resetAuthSecretCache } from '@/lib/config/secret';
import { users } from '@/lib/db/schema';

const database = setupTestDatabase();

async function register(body: Record<string, unknown>) {
  return send(routes.register.POST, jsonPost('/api/register', body));
}

/** Proves the registration was refused with `status`, naming `field`, and stored no account. */
async function expectRefused(body: Record<string, unknown>, status: number, field: string, error?: string) {
  const before = await rowCounts(database.db());
  const answer = await register(body);
  expect(answer.status).toBe(status);
  expect(answer.body.field).toBe(field);
  expect(String(answer.body.error)).toMatch(new RegExp(`^${field}: `));
  if (error) expect(answer.body.error).toBe(error);
  // A refusal for a taken name or email counts against the address (one rate-limit hit); nothing else is stored.
  const counted = status === 409 ? { ...before, rateLimitHits: (before.rateLimitHits ?? 0) + 1 } : before;
  expect(await rowCounts(database.db())).toEqual(counted);
}

describe('username rules', () => {
  test(`a username of ${USERNAME_MIN_LENGTH} and of ${USERNAME_MAX_LENGTH} characters is accepted`, async () => {
    expect((await register(newAccount({ username: 'abc' }))).status).toBe(201);
    expect((await register(newAccount({ username: 'a'.repeat(USERNAME_MAX_LENGTH) }))).status).toBe(201);
  });

  test.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(USERNAME_MAX_LENGTH + 1)],
    ['with a space', 'mina reads'],
    ['with a dot', 'mina.reads'],
    ['with a non-ASCII letter', 'minä'],
    ['empty', ''],
  ])('a username %s is refused with the rule', async (_case, username) => {
    await expectRefused(newAccount({ username }), 400, 'username', `username: ${USERNAME_RULE}`);
  });

  test('the rule message names the length and the characters allowed', () => {
    expect(USERNAME_RULE).toBe('must be 3 to 30 characters of a-z, 0-9, _ or -');
  });

  test('usernames are unique regardless of case: "Mina" after "mina" → 409 naming username', async () => {
    await registerThroughApi(newAccount({ username: 'mina' }));
    await expectRefused(newAccount({ username: 'Mina' }), 409, 'username', 'username: is already taken');
  });

  test('letters keep their case for display', async () => {
    await registerThroughApi(newAccount({ username: 'Mina-Reads_2' }));
    const [row] = await database.db().select().from(users).where(eq(users.usernameLower, 'mina-reads_2'));
    expect(row?.username).toBe('Mina-Reads_2');
  });
});

describe('email rules', () => {
  test('emails are stored lower-cased and unique: a different case of the same email → 409 naming email', async () => {
    await registerThroughApi(newAccount({ email: 'Reader@Example.org' }));
    const [row] = await database.db().select().from(users);
    expect(row?.email).toBe('reader@example.org');
    await expectRefused(newAccount({ email: 'READER@example.ORG' }), 409, 'email', 'email: is already registered');
  });

  test.each(['not-an-email', 'a@b', '@example.org', 'mina@', 'mina @example.org'])(
    'a malformed email (%s) → 400 naming email',
    async (email) => {
      await expectRefused(newAccount({ email }), 400, 'email', 'email: must be a valid email address');
    },
  );

  test('an email longer than 254 characters → 400', async () => {
    await expectRefused(newAccount({ email: `${'a'.repeat(250)}@example.org` }), 400, 'email');
  });
});

describe('password rules', () => {
  test(`a password of exactly ${PASSWORD_MIN_LENGTH} and of ${PASSWORD_MAX_LENGTH} characters is accepted`, async () => {
    expect((await register(newAccount({ pwd: 'kq7#vlzp' }))).status).toBe(201);
    expect((await register(newAccount({ pwd: 'x'.repeat(PASSWORD_MAX_LENGTH - 1) + 'y' }))).status).toBe(201);
  });

  test('length counts characters, not bytes: 8 emoji are a valid password', async () => {
    expect((await register(newAccount({ pwd: '🌊🌲🦉🍵🌙🎻📚🧭' }))).status).toBe(201);
  });

  test(`a password shorter than ${PASSWORD_MIN_LENGTH} characters → 400 naming pwd`, async () => {
    await expectRefused(newAccount({ pwd: 'kq7#vlz' }), 400, 'pwd', 'pwd: must be at least 8 characters');
  });

  test(`a password longer than ${PASSWORD_MAX_LENGTH} characters → 400 naming pwd`, async () => {
    await expectRefused(
      newAccount({ pwd: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }),
      400,
      'pwd',
      'pwd: must be at most 128 characters',
    );
  });

  test.each(['password', 'baseball', 'iloveyou', 'sunshine1', 'PassWord1', 'qwertyuiop'])(
    'a common password (%s) → 400 naming pwd',
    async (pwd) => {
      await expectRefused(
        newAccount({ pwd }),
        400,
        'pwd',
        'pwd: is one of the 10,000 most common passwords; choose another',
      );
    },
  );

  test('no composition rules: a long all-lowercase phrase is fine', async () => {
    expect((await register(newAccount({ pwd: 'tea at the harbour after rain' }))).status).toBe(201);
  });

  test('the common list is the shipped file, read lazily, and spares ordinary phrases', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('tea at the harbour after rain')).toBe(false);
  });

  test('the password is stored as an argon2id hash with m=19456, t=2, p=1, never in clear', async () => {
    const { account } = await registerThroughApi(newAccount({ pwd: 'a walk by the quiet lake' }));
    const [row] = await database.db().select().from(users).where(eq(users.email, account.email));
    expect(row?.passwordHash).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${ARGON2_MEMORY_KIB},t=${ARGON2_TIME_COST},p=${ARGON2_PARALLELISM}\\$`),
    );
    expect(row?.passwordHash).not.toContain('quiet lake');
  });
});

describe('language', () => {
  test.each([
    ['de', 'de'],
    ['none', 'original'],
    ['original', 'original'],
    ['fa', 'fa'],
  ])('language %s is accepted and stored as %s', async (language, stored) => {
    const { account } = await registerThroughApi(newAccount({ language }));
    const [row] = await database.db().select().from(users).where(eq(users.email, account.email));
    expect(row?.language).toBe(stored);
    expect(row?.role).toBe('member');
  });

  test('an unknown language → 400 naming language', async () => {
    await expectRefused(newAccount({ language: 'klingon' }), 400, 'language');
  });
});

describe('registration is all or nothing', () => {
  test('two parallel registrations of the same name: one gets 201, the other 409, one account exists', async () => {
    const [a, b] = await Promise.all([
      register(newAccount({ username: 'twin' })),
      register(newAccount({ username: 'TWIN' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await database.db().select().from(users)).toHaveLength(1);
  });

  test('when the session cannot be issued (no signing secret), no account is left behind', async () => {
    const saved = { NODE_ENV: process.env.NODE_ENV, AUTH_SECRET: process.env.AUTH_SECRET };
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(process.env, { NODE_ENV: 'production' });
    delete process.env.AUTH_SECRET;
    resetAuthSecretCache();
    try {
      const before = await rowCounts(database.db());
      const answer = await register(newAccount());
      expect(answer).toMatchObject({ status: 500, body: { error: 'Internal error' } });
      expect(await rowCounts(database.db())).toEqual(before);
    } finally {
      Object.assign(process.env, saved);
      if (saved.AUTH_SECRET === undefined) delete process.env.AUTH_SECRET;
      resetAuthSecretCache();
      log.mockRestore();
    }
  });
});

describe('new accounts per address', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  const registerFrom = (address: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    send(routes.register.POST, jsonPost('/api/register', body, { ...fromPeer(address), ...headers }));

  test(`after ${REGISTRATIONS_PER_ADDRESS} new accounts from one address, the next gets 429 with Retry-After and nothing is stored`, async () => {
    const start = new Date('2030-05-01T09:00:00Z');
    fakeDateOnly(start);
    for (let i = 0; i < REGISTRATIONS_PER_ADDRESS; i++) {
      expect((await registerFrom('198.51.100.30', newAccount())).status).toBe(201);
    }
    jest.setSystemTime(new Date(start.getTime() + 60_000));
    const before = await rowCounts(database.db());
    // A spoofed X-Forwarded-For does not make it another address (no trusted proxy by default).
    const limited = await registerFrom('198.51.100.30', newAccount(), { 'x-forwarded-for': '10.9.8.7' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe(String(REGISTRATION_WINDOW_MS / 1000 - 60));
    expect(typeof limited.body.error).toBe('string');
    expect(await rowCounts(database.db())).toEqual(before);

    // Another address is not affected, and once the window has passed the first one may register again.
    expect((await registerFrom('198.51.100.31', newAccount())).status).toBe(201);
    jest.setSystemTime(new Date(start.getTime() + REGISTRATION_WINDOW_MS + 1_000));
    expect((await registerFrom('198.51.100.30', newAccount())).status).toBe(201);
  });

  test('a registration refused because the email or the name is taken counts against the address, so registered emails cannot be probed beyond the limit', async () => {
    const { account } = await registerThroughApi(newAccount({ username: 'popular' }));
    for (let i = 0; i < REGISTRATIONS_PER_ADDRESS; i++) {
      const probe = i % 2 ? newAccount({ email: account.email }) : newAccount({ username: 'popular' });
      expect((await registerFrom('198.51.100.40', probe)).status).toBe(409);
    }
    const limited = await registerFrom('198.51.100.40', newAccount({ email: account.email }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // An invalid form is refused before the limit and costs nothing.
    expect((await registerFrom('198.51.100.41', newAccount({ pwd: 'short' }))).status).toBe(400);
    for (let i = 0; i < REGISTRATIONS_PER_ADDRESS; i++)
      expect((await registerFrom('198.51.100.41', newAccount())).status).toBe(201);
  });

  // This test is what fails without the rate limiter's advisory lock (reserveRateLimit, lib/rate-limit), and only on
  // PostgreSQL: PGlite is one connection that runs one transaction at a time, so the reservations queue up there with
  // or without the lock. `npm test` runs this file on both.
  test(`parallel registrations cannot slip past the limit: of ${2 * REGISTRATIONS_PER_ADDRESS} at once, ${REGISTRATIONS_PER_ADDRESS} succeed`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 2 * REGISTRATIONS_PER_ADDRESS }, () => registerFrom('198.51.100.50', newAccount())),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(REGISTRATIONS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(REGISTRATIONS_PER_ADDRESS);
  });
});
