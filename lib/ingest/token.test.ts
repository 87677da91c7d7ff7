/** @jest-environment node */
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { jwtVerify, SignJWT } from 'jose';
import {
  ingestTokenKey,
  INGEST_TOKEN_SECRET_MIN_LENGTH,
  MISSING_PRODUCTION_INGEST_SECRET,
} from '@/lib/config/ingest-token-secret';
import { deriveKey } from '@/lib/config/secret';
import {
  INGEST_TOKEN_AUDIENCE,
  signedTokenClaims,
  signIngestToken,
  verifyIngestToken,
  verifyIngestTokenCached,
  VERIFIED_TOKENS_MAX,
} from './token';
import { TOKEN_GRACE_MS } from './limits';

const NOW = new Date('2026-03-01T12:00:00Z');
const inAnHour = new Date(NOW.getTime() + 3_600_000);
const session = {
  sessionId: '3f1c2a4e-1b2c-4d3e-8f9a-0b1c2d3e4f50',
  projectId: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  doNotRecord: false,
};
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const verifyWithJose = (token: string, key: Uint8Array) =>
  jwtVerify(token, key, {
    issuer: 'parley',
    audience: INGEST_TOKEN_AUDIENCE,
    algorithms: ['HS256'],
    currentDate: NOW,
  });
const joseToken = (payload: Record<string, unknown>, subject: string, expiresAt: Date, key: Uint8Array) =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('parley')
    .setAudience(INGEST_TOKEN_AUDIENCE)
    .setSubject(subject)
    .setIssuedAt(seconds(NOW))
    .setExpirationTime(seconds(expiresAt))
    .sign(key);

/** WebCrypto's signature checks, which a remembered token is spared (jose verifies HS256 with subtle.verify). */
function countVerifications() {
  return jest.spyOn(globalThis.crypto.subtle, 'verify');
}

describe('ingest session tokens (HS256 JWT, signed and verified by jose)', () => {
  test('a token it signs verifies, with its claims, and is a standard JWT under the ingest’s key', async () => {
    const token = await signIngestToken({ ...session, doNotRecord: true }, inAnHour, NOW);
    expect(await verifyIngestToken(token, NOW)).toEqual({
      ok: true,
      claims: { ...session, doNotRecord: true, expiresAt: new Date(seconds(inAnHour) * 1000) },
    });
    const { payload, protectedHeader } = await verifyWithJose(token, deriveKey('ingest-token'));
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({
      pid: session.projectId,
      doNotRecord: true,
      iss: 'parley',
      aud: INGEST_TOKEN_AUDIENCE,
      sub: session.sessionId,
      iat: seconds(NOW),
      exp: seconds(inAnHour),
    });
  });

  test('a token signed before doNotRecord was spelled out (the `dnr` claim) verifies', async () => {
    const token = await joseToken(
      { pid: session.projectId, dnr: true },
      session.sessionId,
      inAnHour,
      deriveKey('ingest-token'),
    );
    expect(await verifyIngestToken(token, NOW)).toMatchObject({ ok: true, claims: { ...session, doNotRecord: true } });
  });

  test('a changed payload or signature, another algorithm, audience or key, no expiry, a session that is no UUID, or garbage is invalid', async () => {
    const token = await signIngestToken(session, inAnHour, NOW);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), pid: session.sessionId }),
    ).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const key = deriveKey('ingest-token');
    const otherAudience = await new SignJWT({ pid: session.projectId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('parley')
      .setAudience('parley-api')
      .setSubject(session.sessionId)
      .setExpirationTime(seconds(inAnHour))
      .sign(key);
    const hs512 = await new SignJWT({ pid: session.projectId })
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('parley')
      .setAudience(INGEST_TOKEN_AUDIENCE)
      .setSubject(session.sessionId)
      .setExpirationTime(seconds(inAnHour))
      .sign(new Uint8Array(64).fill(7));
    const noExpiry = await new SignJWT({ pid: session.projectId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('parley')
      .setAudience(INGEST_TOKEN_AUDIENCE)
      .setSubject(session.sessionId)
      .sign(key);
    for (const bad of [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.${signature!.slice(0, -2)}AA`,
      `${none}.${payload}.`,
      otherAudience,
      hs512,
      noExpiry,
      await joseToken({ pid: session.projectId }, session.sessionId, inAnHour, deriveKey('access-token')),
      await joseToken({ pid: session.projectId }, 'not-a-session', inAnHour, key),
      'x.y.z',
      '',
    ]) {
      expect(await verifyIngestToken(bad, NOW)).toEqual({ ok: false, reason: 'invalid' });
      expect(await signedTokenClaims(bad, NOW)).toBeNull();
    }
  });

  test(`an expired token is just expired for ${TOKEN_GRACE_MS} ms (still stores a batch), then expired; its claims still prove it was signed here`, async () => {
    const expiresAt = new Date(seconds(NOW) * 1000 - 1000);
    const token = await signIngestToken(session, expiresAt, new Date(expiresAt.getTime() - 60_000));
    expect(await verifyIngestToken(token, new Date(expiresAt.getTime() - 1000))).toMatchObject({ ok: true });
    expect(await verifyIngestToken(token, expiresAt)).toMatchObject({
      ok: false,
      reason: 'just_expired',
      claims: session,
    });
    expect(await verifyIngestToken(token, new Date(expiresAt.getTime() + TOKEN_GRACE_MS - 1))).toMatchObject({
      ok: false,
      reason: 'just_expired',
    });
    expect(await verifyIngestToken(token, new Date(expiresAt.getTime() + TOKEN_GRACE_MS))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await signedTokenClaims(token, new Date(expiresAt.getTime() + 86_400_000))).toMatchObject(session);
  });

  test('a token this process signed is remembered: its calls verify it without computing its signature', async () => {
    const verifications = countVerifications();
    try {
      const token = await signIngestToken(session, inAnHour, NOW);
      expect(await verifyIngestTokenCached(token, NOW)).toMatchObject({ ok: true, claims: session });
      expect(verifications).not.toHaveBeenCalled();
    } finally {
      verifications.mockRestore();
    }
  });

  test(`at most ${VERIFIED_TOKENS_MAX} tokens are remembered: past it the least recently used is forgotten, not all`, async () => {
    const verifications = countVerifications();
    try {
      const key = deriveKey('ingest-token');
      const tokens = await Promise.all(
        Array.from({ length: VERIFIED_TOKENS_MAX + 1 }, (_, i) =>
          joseToken({ pid: session.projectId, n: i }, session.sessionId, inAnHour, key),
        ),
      );
      for (const token of tokens.slice(0, VERIFIED_TOKENS_MAX)) await verifyIngestTokenCached(token, NOW);
      // The first is used again, then one more comes: the second, now the least recently used, is forgotten.
      await verifyIngestTokenCached(tokens[0]!, NOW);
      await verifyIngestTokenCached(tokens[VERIFIED_TOKENS_MAX]!, NOW);
      verifications.mockClear();
      expect(await verifyIngestTokenCached(tokens[0]!, NOW)).toMatchObject({ ok: true });
      expect(await verifyIngestTokenCached(tokens[VERIFIED_TOKENS_MAX - 1]!, NOW)).toMatchObject({ ok: true });
      expect(verifications).not.toHaveBeenCalled();
      expect(await verifyIngestTokenCached(tokens[1]!, NOW)).toMatchObject({ ok: true });
      expect(verifications).toHaveBeenCalledTimes(1);
    } finally {
      verifications.mockRestore();
    }
  }, 60_000);

  test('a remembered token still expires: past its expiry the cached verification answers as verifyIngestToken does', async () => {
    const expiresAt = new Date(seconds(NOW) * 1000 + 60_000);
    const token = await signIngestToken(session, expiresAt, NOW);
    expect(await verifyIngestTokenCached(token, new Date(expiresAt.getTime() - 1000))).toMatchObject({ ok: true });
    expect(await verifyIngestTokenCached(token, new Date(expiresAt.getTime() + 1000))).toMatchObject({
      ok: false,
      reason: 'just_expired',
      claims: session,
    });
    expect(await verifyIngestTokenCached(token, new Date(expiresAt.getTime() + TOKEN_GRACE_MS + 1000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  test('property: tokens one side makes the other verifies with the same claims; one changed byte is refused by both', async () => {
    const key = deriveKey('ingest-token');
    await fc.assert(
      fc.asyncProperty(
        fc.uuid(),
        fc.uuid(),
        fc.boolean(),
        fc.integer({ min: 1, max: 86_400 }),
        fc.nat(),
        fc.nat(),
        async (sessionId, projectId, doNotRecord, lifetime, part, at) => {
          const expiresAt = new Date(NOW.getTime() + lifetime * 1000);
          const claims = { sessionId, projectId, doNotRecord, expiresAt };
          const ours = await signIngestToken({ sessionId, projectId, doNotRecord }, expiresAt, NOW);
          const { payload } = await verifyWithJose(ours, key);
          expect(payload).toMatchObject({ sub: sessionId, pid: projectId, exp: seconds(expiresAt) });
          const theirs = await joseToken(
            { pid: projectId, ...(doNotRecord ? { doNotRecord } : {}) },
            sessionId,
            expiresAt,
            key,
          );
          expect(await verifyIngestToken(theirs, NOW)).toEqual({ ok: true, claims });
          // One byte of the header, payload or signature changed (decoded, so no base64 slack hides it).
          const parts = ours.split('.').map((p) => Buffer.from(p, 'base64url'));
          const changed = parts[part % 3]!;
          changed[at % changed.byteLength]! ^= 0x01;
          const tampered = parts.map((p) => p.toString('base64url')).join('.');
          expect(await verifyIngestToken(tampered, NOW)).toEqual({ ok: false, reason: 'invalid' });
          await expect(verifyWithJose(tampered, key)).rejects.toThrow();
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the ingest token key: INGEST_TOKEN_SECRET, else derived from AUTH_SECRET', () => {
  const OWN = 'i'.repeat(INGEST_TOKEN_SECRET_MIN_LENGTH);
  const ownKey = new Uint8Array(createHmac('sha256', OWN).update('parley/ingest-token/v1').digest());
  const before = process.env.INGEST_TOKEN_SECRET;
  afterEach(() => {
    if (before === undefined) delete process.env.INGEST_TOKEN_SECRET;
    else process.env.INGEST_TOKEN_SECRET = before;
  });

  test('unset, the key is the one derived from AUTH_SECRET for the ingest', () => {
    expect(ingestTokenKey({ ...process.env, INGEST_TOKEN_SECRET: undefined })).toEqual({
      source: 'AUTH_SECRET',
      key: deriveKey('ingest-token'),
    });
  });

  test('set, tokens are signed and verified with a key of its own: AUTH_SECRET’s ingest key neither verifies them nor is taken', async () => {
    delete process.env.INGEST_TOKEN_SECRET;
    const underAuthSecret = await signIngestToken(session, inAnHour, NOW);
    process.env.INGEST_TOKEN_SECRET = OWN;
    expect(ingestTokenKey()).toEqual({ source: 'INGEST_TOKEN_SECRET', key: ownKey });
    const token = await signIngestToken(session, inAnHour, NOW);
    expect(await verifyIngestToken(token, NOW)).toMatchObject({ ok: true, claims: session });
    await expect(verifyWithJose(token, ownKey)).resolves.toMatchObject({ payload: { sub: session.sessionId } });
    await expect(verifyWithJose(token, deriveKey('ingest-token'))).rejects.toThrow();
    expect(await verifyIngestToken(underAuthSecret, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  test(`one under ${INGEST_TOKEN_SECRET_MIN_LENGTH} characters is refused; in production without it or AUTH_SECRET, the start is refused saying both`, () => {
    expect(() => ingestTokenKey({ NODE_ENV: 'test', INGEST_TOKEN_SECRET: OWN.slice(1) })).toThrow(
      /INGEST_TOKEN_SECRET is too short/,
    );
    expect(() => ingestTokenKey({ NODE_ENV: 'production' })).toThrow(MISSING_PRODUCTION_INGEST_SECRET);
    expect(ingestTokenKey({ NODE_ENV: 'production', INGEST_TOKEN_SECRET: OWN })).toEqual({
      source: 'INGEST_TOKEN_SECRET',
      key: ownKey,
    });
  });
});
