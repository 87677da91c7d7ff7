import 'server-only';
import type { Clock } from '@/lib/clock';
import { eq, or } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { LoginInput, RegisterInput } from './credentials';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { failure, type Failure } from '@/lib/errors';
import {
  checkRateLimit,
  clearRateLimit,
  releaseRateLimitHits,
  reserveRateLimit,
  type RateLimitRule,
} from '@/lib/rate-limit';
import { startSession, type SessionUser, type TokenPair } from './session-store';
import { uniqueViolation } from '@/lib/db/constraint-violations';
import { issueDeviceCookie, trustedDeviceFor, verifyDeviceCookie, type TrustedDevice } from './device';
import {
  issueLoginProofChallenge,
  PROOF_REQUIRED,
  spendLoginProof,
  type LoginProofCheck,
  type LoginProofChallenge,
} from './login-proof';

/**
 * Failed logins allowed per account (email) from one client address, for clients without the account's device cookie
 * (lib/auth/device.ts), within LOGIN_FAILURE_WINDOW_MS: the narrow guard against one machine guessing one password.
 */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/**
 * Failed logins allowed per account from all untrusted clients together (any address, no device cookie for the
 * account) within LOGIN_FAILURE_WINDOW_MS: the ceiling against guessing one password from many addresses. Wider than
 * the per-address one, and it never applies to a browser holding the account's device cookie. Past it an untrusted
 * client is not shut out: it gets a proof-of-work challenge, and a login that brings it solved is tried (and counted)
 * as below the ceiling (lib/auth/login-proof.ts), so strangers cannot lock the owner out of a new browser either.
 */
export const LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED = 25;
/** Failed logins allowed per trusted device (a device cookie for the account) within LOGIN_FAILURE_WINDOW_MS. */
export const LOGIN_FAILURES_PER_DEVICE = 10;
/**
 * Failed logins allowed per client address within LOGIN_FAILURE_WINDOW_MS (untrusted clients): against one machine
 * guessing across many accounts. Much wider than the per-account limits, because one address is often many people (an
 * office, a campus, a carrier's NAT) and one member's typos must not lock the others out (Discourse allows 30 per hour
 * per address).
 */
export const LOGIN_FAILURES_PER_ADDRESS = 50;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Registrations allowed per client address within REGISTRATION_WINDOW_MS: new accounts, and refusals because the
 * email or the name is taken (each tells whether an email is registered); an invalid form never reaches the count.
 */
export const REGISTRATIONS_PER_ADDRESS = 5;
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;

const ACCOUNT_AND_ADDRESS_RULE: RateLimitRule = {
  limit: LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
};
const UNTRUSTED_ACCOUNT_RULE: RateLimitRule = {
  limit: LOGIN_FAILURES_PER_ACCOUNT_UNTRUSTED,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
};
const DEVICE_RULE: RateLimitRule = { limit: LOGIN_FAILURES_PER_DEVICE, windowMs: LOGIN_FAILURE_WINDOW_MS };
const ADDRESS_RULE: RateLimitRule = { limit: LOGIN_FAILURES_PER_ADDRESS, windowMs: LOGIN_FAILURE_WINDOW_MS };
const REGISTRATION_RULE: RateLimitRule = { limit: REGISTRATIONS_PER_ADDRESS, windowMs: REGISTRATION_WINDOW_MS };

/** One message for a wrong password and an unknown email, so the answer never tells which emails are registered. */
export const LOGIN_FAILED_MESSAGE = 'Wrong email or password';

/** A signed-in session just started: who, and the API's token pair. */
export type SignedIn = { ok: true; user: SessionUser; tokens: TokenPair; sessionId: string };
/**
 * A login's session, and the device cookie value the browser keeps from now on: the accounts its cookie vouched for
 * before, and this one (lib/auth/device.ts).
 */
export type LoggedIn = SignedIn & { deviceCookie: string };
/**
 * The new account's session and its first device cookie (the browser that registered is the owner's); `taken` (with
 * the field) when the username or email belongs to another account; `limited` (with retryAfterSeconds) past
 * REGISTRATIONS_PER_ADDRESS.
 */
export type RegisterResult = LoggedIn | Failure;
/**
 * Past the account's ceiling for untrusted clients, with no accepted proof of work: `limited` (reason
 * `proofRequired`, Retry-After when the ceiling frees) with a new challenge to solve and send again as `altcha`.
 * `proofRefused` says why a proof that came with the login was not accepted.
 */
export type LoginProofRequired = Failure & {
  code: 'limited';
  reason: typeof PROOF_REQUIRED;
  challenge: LoginProofChallenge;
  proofRefused?: Exclude<LoginProofCheck, { ok: true }>['reason'];
};
/**
 * `unauthorized` for a wrong email or password, `limited` (with retryAfterSeconds) past the failure limits, and
 * LoginProofRequired past the account's ceiling alone.
 */
export type LoginResult = LoggedIn | LoginProofRequired | Failure;

const USERNAME_TAKEN = failure('taken', 'username: is already taken', { field: 'username' });
const EMAIL_TAKEN = failure('taken', 'email: is already registered', { field: 'email' });

/**
 * Creates the account (input already validated by registerSchema) and signs it in. At most REGISTRATIONS_PER_ADDRESS
 * registrations per client address per REGISTRATION_WINDOW_MS, counted before the work (atomically, like the login
 * limits); a refusal for a taken name or email keeps its count (it answers whether an email is registered).
 * `device` is the browser's device cookie, if any: the new account joins the accounts it already vouches for.
 */
export async function registerAccount(
  input: RegisterInput,
  { now = new Date(), clientAddress, device }: Clock & { clientAddress: string; device?: string },
): Promise<RegisterResult> {
  const db = await getDb();
  const reservation = await reserveRateLimit(
    db,
    [{ key: registrationLimitKey(clientAddress), rule: REGISTRATION_RULE }],
    now,
    `At most ${REGISTRATIONS_PER_ADDRESS} new accounts per hour from one address`,
  );
  if (!reservation.ok) return reservation;
  let result: RegisterResult | undefined;
  try {
    result = await createAccount(db, input, now, device);
    return result;
  } finally {
    // New accounts count, and so do refusals for a taken email or name: each one tells whether an email is
    // registered, so an address may learn that at most REGISTRATIONS_PER_ADDRESS times per window. An error leaves
    // the address as it was.
    if (!result || (!result.ok && result.code !== 'taken')) await releaseRateLimitHits(db, reservation.hitIds);
  }
}

async function createAccount(
  db: Executor,
  input: RegisterInput,
  now: Date,
  device: string | undefined,
): Promise<RegisterResult> {
  const usernameLower = input.username.toLowerCase();
  const taken = await db
    .select({ usernameLower: users.usernameLower, email: users.email })
    .from(users)
    .where(or(eq(users.usernameLower, usernameLower), eq(users.email, input.email)));
  if (taken.some((row) => row.usernameLower === usernameLower)) return USERNAME_TAKEN;
  if (taken.some((row) => row.email === input.email)) return EMAIL_TAKEN;

  const passwordHash = await hashPassword(input.pwd);
  try {
    // One transaction: an account is never left behind without the session its registration promised.
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          usernameLower,
          email: input.email,
          passwordHash,
          language: input.language,
          createdAt: now,
          tokensValidAfter: now,
        })
        .returning({ id: users.id, username: users.username, role: users.role, language: users.language });
      if (!user) throw new Error('Inserting a user returned no row');
      const { tokens, sessionId } = await startSession(user.id, { now, db: tx });
      return {
        ok: true as const,
        user,
        tokens,
        sessionId,
        deviceCookie: issueDeviceCookie(user.id, verifyDeviceCookie(device)),
      };
    });
  } catch (error) {
    // Lost a race with a parallel registration of the same name or email: the unique index decides.
    const constraint = uniqueViolation(error);
    if (constraint === 'users_username_lower_unique') return USERNAME_TAKEN;
    if (constraint === 'users_email_unique') return EMAIL_TAKEN;
    throw error;
  }
}

/** The untrusted clients' failures for one account, from every address. */
export function accountLimitKey(email: string): string {
  return `login:account:${email.trim().toLowerCase()}`;
}

export function accountAddressLimitKey(email: string, clientAddress: string): string {
  return `login:account-address:${clientAddress}:${email.trim().toLowerCase()}`;
}

export function deviceLimitKey(device: TrustedDevice): string {
  return `login:device:${device.accountId}:${device.nonce}`;
}

export function addressLimitKey(clientAddress: string): string {
  return `login:address:${clientAddress}`;
}

export function registrationLimitKey(clientAddress: string): string {
  return `register:address:${clientAddress}`;
}

/**
 * Email + password login with brute-force limits kept in the database, so they hold across processes. A browser
 * whose device cookie (`device`, the cookie's value) vouches for the account is trusted: only its own failures count
 * against it (LOGIN_FAILURES_PER_DEVICE). Any other client counts per account and address, per account over all
 * untrusted clients and per address. A limited request is refused before any password check; past the per-account
 * ceiling alone the refusal carries a proof-of-work challenge, and a login bringing one solved (`altcha`, accepted
 * once) is tried and counted as if below it. Unknown emails cost the same argon2 verification as known ones and
 * count against the same limits. A success answers the renewed device cookie, which keeps the other accounts it
 * vouched for.
 */
export async function loginWithPassword(
  input: LoginInput,
  { now = new Date(), clientAddress, device }: Clock & { clientAddress: string; device?: string },
): Promise<LoginResult> {
  const db = await getDb();
  const email = input.email.trim().toLowerCase();
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      language: users.language,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  // The browser's cookie may vouch for several accounts: only this account's entry makes it a trusted device here.
  const devices = verifyDeviceCookie(device);
  const trusted = user ? trustedDeviceFor(devices, user.id) : null;
  // A proof is spent when it comes, needed or not: a solved challenge is good for one login, whatever happens to it.
  const proof = !trusted && input.altcha !== undefined ? await spendLoginProof(db, input.altcha, now) : null;
  const ownKey = trusted ? deviceLimitKey(trusted) : accountAddressLimitKey(email, clientAddress);
  const limits = trusted
    ? [{ key: ownKey, rule: DEVICE_RULE }]
    : [
        { key: ownKey, rule: ACCOUNT_AND_ADDRESS_RULE },
        { key: accountLimitKey(email), rule: UNTRUSTED_ACCOUNT_RULE, waived: proof?.ok === true },
        { key: addressLimitKey(clientAddress), rule: ADDRESS_RULE },
      ];
  const reservation = await reserveRateLimit(db, limits, now, 'Too many failed logins; try again later');
  if (!reservation.ok) {
    if (trusted || proof?.ok || !(await onlyAccountCeilingReached(db, email, clientAddress, now))) return reservation;
    return proofRequired(reservation, now, proof);
  }

  const passwordOk = user ? await verifyPassword(user.passwordHash, input.pwd) : await verifyAgainstDummy(input.pwd);
  // A failure keeps the hits the reservation recorded. A success takes them back and clears this client's own count;
  // the untrusted clients' count for the account stays, so a stranger still guessing gains nothing from it.
  if (!user || !passwordOk) return failure('unauthorized', LOGIN_FAILED_MESSAGE);
  await releaseRateLimitHits(db, reservation.hitIds);
  await clearRateLimit(db, ownKey);
  const { tokens, sessionId } = await startSession(user.id, { now });
  return {
    ok: true,
    user: { id: user.id, username: user.username, role: user.role, language: user.language },
    tokens,
    sessionId,
    deviceCookie: issueDeviceCookie(user.id, devices),
  };
}

/**
 * Whether a refused untrusted login was refused by the account's ceiling alone: a proof of work lifts that one, never
 * the limits of the client's own address, which stay the bound on one machine's guessing.
 */
async function onlyAccountCeilingReached(db: Executor, email: string, clientAddress: string, now: Date) {
  const [own, address] = await Promise.all([
    checkRateLimit(db, accountAddressLimitKey(email, clientAddress), ACCOUNT_AND_ADDRESS_RULE, now),
    checkRateLimit(db, addressLimitKey(clientAddress), ADDRESS_RULE, now),
  ]);
  return !own.limited && !address.limited;
}

const PROOF_REFUSED: Record<Exclude<LoginProofCheck, { ok: true }>['reason'], string> = {
  malformed: 'the altcha field is not a solved challenge',
  expired: 'the solved challenge has expired',
  invalid: 'the challenge is not ours or not solved',
  replayed: 'the solved challenge was used already',
};

async function proofRequired(refusal: Failure, now: Date, proof: LoginProofCheck | null): Promise<LoginProofRequired> {
  const refused = proof && !proof.ok ? proof.reason : undefined;
  const error =
    'Too many failed logins for this account: solve the challenge and send the solution as `altcha` to try again now' +
    (refused ? ` (${PROOF_REFUSED[refused]})` : '');
  return {
    ...failure('limited', error, {
      retryAfterSeconds: refusal.retryAfterSeconds,
      limit: refusal.limit,
      reason: PROOF_REQUIRED,
    }),
    code: 'limited',
    reason: PROOF_REQUIRED,
    challenge: await issueLoginProofChallenge(now),
    ...(refused ? { proofRefused: refused } : {}),
  };
}
