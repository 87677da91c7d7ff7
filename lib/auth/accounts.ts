import 'server-only';
import type { Clock } from '@/lib/clock';
import { eq, or } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { LoginInput, RegisterInput } from './credentials';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { failure, type Failure } from '@/lib/errors';
import { clearRateLimit, releaseRateLimitHits, reserveRateLimit, type RateLimitRule } from '@/lib/rate-limit';
import { startSession, type SessionUser, type TokenPair } from './session-store';
import { uniqueViolation } from '@/lib/db/unique-violation';

/** Failed logins allowed per account (email) within LOGIN_FAILURE_WINDOW_MS: the guard against guessing one password. */
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
/**
 * Failed logins allowed per client address within LOGIN_FAILURE_WINDOW_MS: against one machine guessing across many
 * accounts. Much wider than the per-account limit, because one address is often many people (an office, a campus, a
 * carrier's NAT) and one member's typos must not lock the others out (Discourse allows 30 per hour per address).
 */
export const LOGIN_FAILURES_PER_ADDRESS = 50;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** New accounts allowed per client address within REGISTRATION_WINDOW_MS (registrations that were refused do not count). */
export const REGISTRATIONS_PER_ADDRESS = 5;
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;

const ACCOUNT_RULE: RateLimitRule = { limit: LOGIN_FAILURES_PER_ACCOUNT, windowMs: LOGIN_FAILURE_WINDOW_MS };
const ADDRESS_RULE: RateLimitRule = { limit: LOGIN_FAILURES_PER_ADDRESS, windowMs: LOGIN_FAILURE_WINDOW_MS };
const REGISTRATION_RULE: RateLimitRule = { limit: REGISTRATIONS_PER_ADDRESS, windowMs: REGISTRATION_WINDOW_MS };

/** One message for a wrong password and an unknown email, so the answer never tells which emails are registered. */
export const LOGIN_FAILED_MESSAGE = 'Wrong email or password';

/** A signed-in session just started: who, and the API's token pair. */
export type SignedIn = { ok: true; user: SessionUser; tokens: TokenPair; sessionId: string };
/**
 * `taken` (with the field) when the username or email belongs to another account; `limited` (with retryAfterSeconds)
 * past REGISTRATIONS_PER_ADDRESS.
 */
export type RegisterResult = SignedIn | Failure;
/** `unauthorized` for a wrong email or password, `limited` (with retryAfterSeconds) past the failure limits. */
export type LoginResult = SignedIn | Failure;

const USERNAME_TAKEN = failure('taken', 'username: is already taken', { field: 'username' });
const EMAIL_TAKEN = failure('taken', 'email: is already registered', { field: 'email' });

/**
 * Creates the account (input already validated by registerSchema) and signs it in. At most REGISTRATIONS_PER_ADDRESS
 * new accounts per client address per REGISTRATION_WINDOW_MS, counted before the work (atomically, like the login
 * limits) and taken back when the name or email turns out to be taken.
 */
export async function registerAccount(input: RegisterInput, { now = new Date(), clientAddress }: Clock & { clientAddress: string }): Promise<RegisterResult> {
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
    result = await createAccount(db, input, now);
    return result;
  } finally {
    // Only accounts that exist count: a refusal or an error leaves the address as it was.
    if (!result?.ok) await releaseRateLimitHits(db, reservation.hitIds);
  }
}

async function createAccount(db: Executor, input: RegisterInput, now: Date): Promise<RegisterResult> {
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
      return { ok: true as const, user, tokens, sessionId };
    });
  } catch (error) {
    // Lost a race with a parallel registration of the same name or email: the unique index decides.
    const constraint = uniqueViolation(error);
    if (constraint === 'users_username_lower_unique') return USERNAME_TAKEN;
    if (constraint === 'users_email_unique') return EMAIL_TAKEN;
    throw error;
  }
}

export function accountLimitKey(email: string): string {
  return `login:account:${email.trim().toLowerCase()}`;
}

export function addressLimitKey(clientAddress: string): string {
  return `login:address:${clientAddress}`;
}

export function registrationLimitKey(clientAddress: string): string {
  return `register:address:${clientAddress}`;
}

/**
 * Email + password login with brute-force limits per account and per client address, kept in the database so they
 * hold across processes. A limited request is refused before any password check. Unknown emails cost the same
 * argon2 verification as known ones and count against the same limits.
 */
export async function loginWithPassword(input: LoginInput, { now = new Date(), clientAddress }: Clock & { clientAddress: string }): Promise<LoginResult> {
  const db = await getDb();
  const accountKey = accountLimitKey(input.email);
  const addressKey = addressLimitKey(clientAddress);
  const reservation = await reserveRateLimit(
    db,
    [
      { key: accountKey, rule: ACCOUNT_RULE },
      { key: addressKey, rule: ADDRESS_RULE },
    ],
    now,
    'Too many failed logins; try again later',
  );
  if (!reservation.ok) return reservation;

  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      language: users.language,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.email, input.email.trim().toLowerCase()))
    .limit(1);
  const passwordOk = user ? await verifyPassword(user.passwordHash, input.pwd) : await verifyAgainstDummy(input.pwd);
  // A failure keeps the hits the reservation recorded; a success takes its address hit back and clears the account.
  if (!user || !passwordOk) return failure('unauthorized', LOGIN_FAILED_MESSAGE);
  await releaseRateLimitHits(db, reservation.hitIds);
  await clearRateLimit(db, accountKey);
  const { tokens, sessionId } = await startSession(user.id, { now });
  return { ok: true, user: { id: user.id, username: user.username, role: user.role, language: user.language }, tokens, sessionId };
}
