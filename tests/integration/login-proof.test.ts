import { setupTestDatabase } from './support/database';
import { fakeDateOnly, fromPeer, jsonPost, newAccount, registerThroughApi, routes, send } from './support/api';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import {
  accountLimitKey,
  LOGIN_FAILED_MESSAGE,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED,
  LOGIN_FAILURES_PER_ADDRESS,
  loginWithPassword,
} from '@/lib/auth/accounts';
import {
  issueLoginProofChallenge,
  LOGIN_PROOF_ALGORITHM,
  LOGIN_PROOF_COST,
  LOGIN_PROOF_MAX_LENGTH,
  LOGIN_PROOF_MAX_NUMBER,
  LOGIN_PROOF_MIN_NUMBER,
  LOGIN_PROOF_TTL_MS,
} from '@/lib/auth/login-proof';
import { rateLimitHits, spentLoginProofs } from '@/lib/db/schema';
import type { LoginFormState } from '@/components/account/login-form-state';
import { logIn } from '@/app/[lang]/_lib/account-actions';

// What Next.js hands a server action: the request's headers (plain http on localhost) and a cookie jar (none kept).
let mockAddress = '192.0.2.200';
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers({ host: 'localhost:3000', 'x-forwarded-proto': 'http', ...fromPeer(mockAddress) }),
}));

const database = setupTestDatabase();

// Dozens of argon2 verifications per test: on a loaded machine they take longer than Jest's default 5 s.
jest.setTimeout(60_000);

afterEach(() => {
  jest.useRealTimers();
});

const START = new Date('2030-06-01T10:00:00Z');

function login(email: string, pwd: string, address: string, altcha?: string) {
  return send(routes.login.POST, jsonPost('/api/login', { email, pwd, altcha }, fromPeer(address)));
}

/** Strangers from as many addresses as the ceiling allows fail once each: the account is then past its ceiling. */
async function strangersExhaust(email: string, prefix: string) {
  for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED; i++)
    expect((await login(email, `stranger ${i}`, `${prefix}.${i + 1}`)).status).toBe(401);
}

/** Solves a challenge as the browser's widget does, and encodes the solution as the widget's `altcha` field. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey: pbkdf2 });
  if (!solution) throw new Error('The challenge was not solved');
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString('base64');
}

async function lockedAccount(prefix: string) {
  const { account } = await registerThroughApi();
  fakeDateOnly(START);
  await strangersExhaust(account.email, prefix);
  return account;
}

/** The challenge a 429 carried (the API's body). */
function challengeOf(answer: { body: Record<string, unknown> }): Challenge {
  const challenge = answer.body.challenge as Challenge | undefined;
  if (!challenge) throw new Error(`No challenge in ${JSON.stringify(answer.body)}`);
  return challenge;
}

const accountHits = async (email: string) =>
  (
    await database
      .db()
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, accountLimitKey(email)))
  ).length;

describe('past the account’s ceiling, a new browser gets in with the right password and a proof of work', () => {
  test(`after ${LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED} strangers’ failures, a login without a proof gets 429 with Retry-After and a challenge to solve`, async () => {
    const account = await lockedAccount('203.0.113');
    const refused = await login(account.email, account.pwd, '198.51.100.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(LOGIN_FAILURE_WINDOW_MS / 1000);
    expect(refused.body.error).toMatch(/altcha/);
    const challenge = challengeOf(refused);
    expect(challenge.parameters).toMatchObject({ algorithm: LOGIN_PROOF_ALGORITHM, cost: LOGIN_PROOF_COST });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  test('the right password with the solved challenge signs in (200, tokens), from an address that never signed in', async () => {
    const account = await lockedAccount('203.0.114');
    const challenge = challengeOf(await login(account.email, account.pwd, '198.51.100.2'));
    const signedIn = await login(account.email, account.pwd, '198.51.100.2', await solve(challenge));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
  });

  test('a wrong password with a valid proof is a failure like any other: 401, counted against the account and the address', async () => {
    const account = await lockedAccount('203.0.115');
    const before = await accountHits(account.email);
    const challenge = challengeOf(await login(account.email, 'a guess', '198.51.100.3'));
    const guessed = await login(account.email, 'another guess', '198.51.100.3', await solve(challenge));
    expect(guessed.status).toBe(401);
    expect(guessed.body).toEqual({ error: LOGIN_FAILED_MESSAGE });
    expect(await accountHits(account.email)).toBe(before + 1);
  });

  test(`a proof never lifts one address’s own limits: after ${LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS} proven guesses from one address, 429 without a challenge`, async () => {
    const account = await lockedAccount('203.0.116');
    const attacker = '198.51.100.4';
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      const challenge = challengeOf(await login(account.email, `guess ${i}`, attacker));
      expect((await login(account.email, `guess ${i}`, attacker, await solve(challenge))).status).toBe(401);
    }
    const refused = await login(account.email, account.pwd, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body.challenge).toBeUndefined();
    // Another address still gets a challenge, and in with it.
    const challenge = challengeOf(await login(account.email, account.pwd, '198.51.100.5'));
    expect((await login(account.email, account.pwd, '198.51.100.5', await solve(challenge))).status).toBe(200);
  });

  test(`an address past its own limit (${LOGIN_FAILURES_PER_ADDRESS} failures) gets no challenge for a locked account either`, async () => {
    const account = await lockedAccount('203.0.117');
    const address = '198.51.100.6';
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) await login(`guess${i}@example.org`, 'wrong', address);
    const refused = await login(account.email, account.pwd, address);
    expect(refused.status).toBe(429);
    expect(refused.body.challenge).toBeUndefined();
    // The account's ceiling alone is what a proof lifts: another address gets a challenge for it.
    expect(challengeOf(await login(account.email, account.pwd, '198.51.100.60')).signature).toBeDefined();
  });

  test('below the ceiling nothing changes: no challenge, and the right password signs in without a proof; at the ceiling a challenge', async () => {
    const { account } = await registerThroughApi();
    fakeDateOnly(START);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED - 1; i++) {
      const failed = await login(account.email, `stranger ${i}`, `203.0.118.${i + 1}`);
      expect(failed.status).toBe(401);
      expect(failed.body.challenge).toBeUndefined();
    }
    expect((await login(account.email, account.pwd, '198.51.100.7')).status).toBe(200);
    expect((await login(account.email, 'the last stranger', '203.0.118.200')).status).toBe(401);
    expect(challengeOf(await login(account.email, account.pwd, '198.51.100.8')).parameters.algorithm).toBe(
      LOGIN_PROOF_ALGORITHM,
    );
  });

  test('an unknown email past its ceiling is answered like a registered one: 429 with a challenge, then 401 with the proof', async () => {
    fakeDateOnly(START);
    await strangersExhaust('nobody-here@example.org', '203.0.119');
    const refused = await login('nobody-here@example.org', 'a guess', '198.51.100.9');
    expect(refused.status).toBe(429);
    const proven = await login('nobody-here@example.org', 'a guess', '198.51.100.9', await solve(challengeOf(refused)));
    expect(proven.status).toBe(401);
  });
});

describe('a solved challenge is good for one login, for a short while, and only if it is ours', () => {
  test('replayed, it is refused: 429 with a new challenge, and the right password does not get in with it', async () => {
    const account = await lockedAccount('203.0.120');
    const proof = await solve(challengeOf(await login(account.email, 'a guess', '198.51.100.10')));
    expect((await login(account.email, 'a guess', '198.51.100.10', proof)).status).toBe(401);
    const replayed = await login(account.email, account.pwd, '198.51.100.11', proof);
    expect(replayed.status).toBe(429);
    expect(replayed.body.error).toMatch(/used already/);
    expect(challengeOf(replayed).signature).not.toBe(
      JSON.parse(Buffer.from(proof, 'base64').toString()).challenge.signature,
    );
  });

  test('the spent proof is kept in the database until its challenge expires, and forgotten after', async () => {
    const account = await lockedAccount('203.0.121');
    const challenge = challengeOf(await login(account.email, account.pwd, '198.51.100.12'));
    expect((await login(account.email, account.pwd, '198.51.100.12', await solve(challenge))).status).toBe(200);
    const spent = await database.db().select().from(spentLoginProofs);
    expect(spent).toEqual([
      { signature: challenge.signature, expiresAt: new Date(START.getTime() + LOGIN_PROOF_TTL_MS) },
    ]);
    fakeDateOnly(new Date(START.getTime() + LOGIN_PROOF_TTL_MS + 1_000)); // the strangers' failures still count
    const next = challengeOf(await login(account.email, account.pwd, '198.51.100.13'));
    expect((await login(account.email, account.pwd, '198.51.100.13', await solve(next))).status).toBe(200);
    expect((await database.db().select().from(spentLoginProofs)).map((one) => one.signature)).toEqual([next.signature]);
  });

  test(`expired (older than ${LOGIN_PROOF_TTL_MS / 60_000} minutes), it is refused with a new challenge`, async () => {
    const account = await lockedAccount('203.0.123');
    const proof = await solve(challengeOf(await login(account.email, account.pwd, '198.51.100.14')));
    fakeDateOnly(new Date(START.getTime() + LOGIN_PROOF_TTL_MS)); // the strangers' failures still count
    const late = await login(account.email, account.pwd, '198.51.100.14', proof);
    expect(late.status).toBe(429);
    expect(late.body.error).toMatch(/expired/);
    expect(challengeOf(late)).toBeDefined();
  });

  test('a tampered, unsolved, foreign or malformed proof is none: 429 with a challenge, never a 500', async () => {
    const account = await lockedAccount('203.0.125');
    const challenge = challengeOf(await login(account.email, account.pwd, '198.51.100.15'));
    const good = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const flipped = (key: string) => `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const foreign = await issueLoginProofChallenge(START); // ours, but never solved: its key signature fails
    const bad = [
      // The derived key is the proof (the number found only leads to it): another key is no solution.
      encode({ ...good, solution: { ...good.solution, derivedKey: flipped(good.solution.derivedKey) } }),
      encode({ ...good, solution: { ...good.solution, derivedKey: '00'.repeat(32) } }),
      encode({
        challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } },
        solution: good.solution,
      }),
      encode({ challenge: foreign, solution: good.solution }),
      encode({ ...good, challenge: { ...good.challenge, signature: 'ab'.repeat(32) } }),
      'not base64 at all %%%',
      encode('a string'),
      encode({ challenge: null, solution: null, test: true }), // what the widget sends in its test mode
      'A'.repeat(LOGIN_PROOF_MAX_LENGTH + 1),
      '',
    ];
    for (const [i, altcha] of bad.entries()) {
      const answer = await login(account.email, account.pwd, `198.51.100.${100 + i}`, altcha);
      expect([i, answer.status]).toEqual([i, 429]);
      expect(challengeOf(answer)).toBeDefined();
    }
    // The good one still works: none of the bad ones spent it.
    expect((await login(account.email, account.pwd, '198.51.100.16', encode(good))).status).toBe(200);
  });

  test('an `altcha` that is not a string is a 400 naming the field', async () => {
    const answer = await send(
      routes.login.POST,
      jsonPost('/api/login', { email: 'someone@example.org', pwd: 'whatever1', altcha: 42 }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/altcha/);
  });
});

test(`the difficulty: a challenge hides a number from ${LOGIN_PROOF_MIN_NUMBER} to ${LOGIN_PROOF_MAX_NUMBER}, so a proof takes that many derivations and no more`, async () => {
  expect(LOGIN_PROOF_MAX_NUMBER).toBe(800);
  expect(LOGIN_PROOF_MIN_NUMBER).toBe(400);
  expect(LOGIN_PROOF_COST).toBe(1_000);
  for (let i = 0; i < 5; i++) {
    const challenge = await issueLoginProofChallenge(START);
    let derivations = 0;
    const solution = await solveChallenge({
      challenge,
      deriveKey: (...args) => {
        derivations += 1;
        return pbkdf2(...args);
      },
    });
    expect(solution?.counter).toBeGreaterThanOrEqual(LOGIN_PROOF_MIN_NUMBER);
    expect(solution?.counter).toBeLessThanOrEqual(LOGIN_PROOF_MAX_NUMBER);
    expect(derivations).toBe(solution!.counter + 1);
  }
});

describe('the login form', () => {
  async function submitLogin(fields: Record<string, string>, address: string): Promise<'signed in' | LoginFormState> {
    mockAddress = address;
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    try {
      return await logIn('de', {}, form);
    } catch (error) {
      if (String((error as { digest?: unknown }).digest).startsWith('NEXT_REDIRECT')) return 'signed in';
      throw error;
    }
  }

  test('below the ceiling it carries no challenge; past it, a translated message and the challenge to solve and resend; with the solution it signs in', async () => {
    const { account } = await registerThroughApi(newAccount());
    fakeDateOnly(START);
    expect(await submitLogin({ email: account.email, pwd: 'wrong password' }, '198.51.100.19')).toEqual({
      error: expect.any(String),
      values: { email: account.email },
    });
    // That failure counted: strangers bring the account to its ceiling.
    for (let i = 1; i < LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED; i++)
      expect((await login(account.email, `stranger ${i}`, `203.0.126.${i}`)).status).toBe(401);
    const refused = await submitLogin({ email: account.email, pwd: account.pwd }, '198.51.100.20');
    expect(refused).toMatchObject({
      error: expect.stringContaining('automatische Prüfung'),
      values: { email: account.email },
      proof: { challenge: expect.any(String), resend: true },
    });
    const challenge = JSON.parse((refused as LoginFormState).proof!.challenge) as Challenge;
    const proof = await solve(challenge);
    expect(await submitLogin({ email: account.email, pwd: account.pwd, altcha: proof }, '198.51.100.20')).toBe(
      'signed in',
    );
    // A refused proof comes back with a new challenge, but the form must not send itself again: no loop.
    const replayed = await submitLogin({ email: account.email, pwd: account.pwd, altcha: proof }, '198.51.100.21');
    expect(replayed).toMatchObject({ proof: { challenge: expect.any(String), resend: false } });
  });
});

test('loginWithPassword past the ceiling names the refusal for the form (reason proofRequired) and carries the challenge', async () => {
  const account = await lockedAccount('203.0.127');
  const result = await loginWithPassword(
    { email: account.email, pwd: account.pwd },
    { clientAddress: '198.51.100.30' },
  );
  expect(result).toMatchObject({ ok: false, code: 'limited', reason: 'proofRequired', challenge: expect.any(Object) });
});
