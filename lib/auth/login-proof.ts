import 'server-only';
import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey as pbkdf2DeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/lib/db/client';
import { spentLoginProofs } from '@/lib/db/schema';
import { deriveKey } from '@/lib/config/secret';

/**
 * The proof of work that lets a correct password in past the account's ceiling for untrusted clients (ALTCHA, PoW v2;
 * docs/decisions/0087-login-proof-of-work.md). Our server issues every challenge, signed with a key derived from the
 * auth secret; the browser's widget (components/account/LoginProof.tsx) solves it in a worker; a solved challenge is
 * accepted once, ever: its signature is kept in `spent_login_proofs` until it expires, in the database so the rule
 * holds across processes and replicas.
 */

/** The key derivation the browser repeats for every number it tries: PBKDF2 over SHA-256, in WebCrypto. */
export const LOGIN_PROOF_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per number tried: about 0.4 ms in a browser's worker on this project's CI machine. */
export const LOGIN_PROOF_COST = 1_000;
/**
 * The difficulty (ALTCHA's maxnumber): the number the browser must find is at most this, drawn uniformly from
 * LOGIN_PROOF_MIN_NUMBER up. It tries them from 0, so a proof costs between 400 and 800 derivations: about 0.15 to
 * 0.3 s for one worker of a headless Chromium on two shared cores (and the widget runs one per core).
 */
export const LOGIN_PROOF_MAX_NUMBER = 800;
/** The least work a proof can take, so no challenge is solved by luck in a handful of tries. */
export const LOGIN_PROOF_MIN_NUMBER = LOGIN_PROOF_MAX_NUMBER / 2;
/** How long a challenge may be solved and used: long enough to solve and send, short enough not to be hoarded. */
export const LOGIN_PROOF_TTL_MS = 5 * 60 * 1000;
/** The longest `altcha` payload read (a solved challenge is about 700 characters); a longer one is not a proof. */
export const LOGIN_PROOF_MAX_LENGTH = 4_096;

/** The `reason` of a login refused past the account's ceiling, which a solved proof of work would have let through. */
export const PROOF_REQUIRED = 'proofRequired';

/** What a challenge signs besides ALTCHA's own parameters: what it is for, and until when (ms since the epoch). */
const PURPOSE = 'login';

export type LoginProofChallenge = Challenge;

function secret(label: 'challenge' | 'key'): string {
  return createHmac('sha256', deriveKey('login-proof')).update(label).digest('hex');
}

/**
 * A new challenge, valid until LOGIN_PROOF_TTL_MS after `now`. The server derives the key for the number it drew and
 * signs it (ALTCHA's deterministic mode), so verifying a solution is one HMAC, not a derivation.
 */
export async function issueLoginProofChallenge(now: Date): Promise<LoginProofChallenge> {
  return createChallenge({
    algorithm: LOGIN_PROOF_ALGORITHM,
    cost: LOGIN_PROOF_COST,
    counter: randomInt(LOGIN_PROOF_MIN_NUMBER, LOGIN_PROOF_MAX_NUMBER + 1),
    deriveKey: pbkdf2DeriveKey,
    // The expiry is checked here against the request's clock, so it travels in the signed data rather than in
    // ALTCHA's `expiresAt`, which altcha-lib compares with the process clock.
    data: { purpose: PURPOSE, expires: now.getTime() + LOGIN_PROOF_TTL_MS },
    hmacSignatureSecret: secret('challenge'),
    hmacKeySignatureSecret: secret('key'),
  });
}

const hex = z.string().regex(/^[0-9a-f]{2,256}$/);
/** The widget's payload, decoded: the challenge as issued and the number found with its derived key. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(LOGIN_PROOF_ALGORITHM),
        cost: z.literal(LOGIN_PROOF_COST),
        data: z.object({ purpose: z.literal(PURPOSE), expires: z.number().int() }).loose(),
      })
      .loose(),
    signature: hex,
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: hex }).loose(),
});

export type LoginProofCheck = { ok: true } | { ok: false; reason: 'malformed' | 'expired' | 'invalid' | 'replayed' };

function decode(payload: string): z.infer<typeof payloadSchema> | null {
  if (payload.length > LOGIN_PROOF_MAX_LENGTH) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // not base64 JSON: not a proof
  }
}

/**
 * Accepts a solved challenge (the `altcha` field: base64 JSON of `{challenge, solution}`) once: it must be one of ours
 * (signature), unexpired at `now`, solved (the derived key's signature), and not used before. Using it marks it spent
 * in `db` until it expires, and forgets the spent proofs that have expired.
 */
export async function spendLoginProof(db: Executor, payload: string, now: Date): Promise<LoginProofCheck> {
  const decoded = decode(payload);
  if (!decoded) return { ok: false, reason: 'malformed' };
  const { challenge, solution } = decoded;
  const expires = challenge.parameters.data.expires;
  if (expires <= now.getTime()) return { ok: false, reason: 'expired' };
  const verified = await verifySolution({
    challenge: challenge as unknown as Challenge,
    solution,
    deriveKey: pbkdf2DeriveKey,
    hmacSignatureSecret: secret('challenge'),
    hmacKeySignatureSecret: secret('key'),
  });
  if (!verified.verified) return { ok: false, reason: 'invalid' };
  await db.delete(spentLoginProofs).where(lt(spentLoginProofs.expiresAt, now));
  const spent = await db
    .insert(spentLoginProofs)
    .values({ signature: challenge.signature, expiresAt: new Date(expires) })
    .onConflictDoNothing()
    .returning({ signature: spentLoginProofs.signature });
  return spent.length === 1 ? { ok: true } : { ok: false, reason: 'replayed' };
}
