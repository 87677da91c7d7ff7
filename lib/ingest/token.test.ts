/** @jest-environment node */
import { jwtVerify, SignJWT } from 'jose';
import { deriveKey } from '@/lib/config/secret';
import crypto from 'node:crypto';
import {
  INGEST_TOKEN_AUDIENCE,
  signIngestToken,
  verifyIngestToken,
  verifyIngestTokenCached,
  VERIFIED_TOKENS_MAX,
} from './token';
import { TOKEN_GRACE_MS } from './limits';

const session = {
  sessionId: '3f1c2a4e-1b2c-4d3e-8f9a-0b1c2d3e4f50',
  projectId: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  doNotRecord: false,
};
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('ingest session tokens (HS256 JWT written with node:crypto)', () => {
  test('a token it signs verifies, with its claims, and is a standard JWT that jose verifies too', async () => {
    const token = await signIngestToken({ ...session, doNotRecord: true }, inAnHour(), new Date());
    expect(await verifyIngestToken(token)).toMatchObject({ ok: true, claims: { ...session, doNotRecord: true } });
    const { payload } = await jwtVerify(token, deriveKey('ingest-token'), {
      issuer: 'parley',
      audience: INGEST_TOKEN_AUDIENCE,
      algorithms: ['HS256'],
    });
    expect(payload).toMatchObject({ sub: session.sessionId, pid: session.projectId, doNotRecord: true });
  });

  test('a token jose signed (as before, with the old `dnr` claim) verifies', async () => {
    const token = await new SignJWT({ pid: session.projectId, dnr: true })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('parley')
      .setAudience(INGEST_TOKEN_AUDIENCE)
      .setSubject(session.sessionId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(inAnHour().getTime() / 1000))
      .sign(deriveKey('ingest-token'));
    expect(await verifyIngestToken(token)).toMatchObject({ ok: true, claims: { ...session, doNotRecord: true } });
  });

  test('a changed payload or signature, another algorithm, another audience or key, or garbage is invalid', async () => {
    const token = await signIngestToken(session, inAnHour(), new Date());
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), pid: session.sessionId }),
    ).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const otherAudience = await new SignJWT({ pid: session.projectId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('parley')
      .setAudience('parley-api')
      .setSubject(session.sessionId)
      .setExpirationTime(Math.floor(inAnHour().getTime() / 1000))
      .sign(deriveKey('ingest-token'));
    const otherKey = await new SignJWT({ pid: session.projectId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('parley')
      .setAudience(INGEST_TOKEN_AUDIENCE)
      .setSubject(session.sessionId)
      .setExpirationTime(Math.floor(inAnHour().getTime() / 1000))
      .sign(deriveKey('access-token'));
    for (const bad of [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.${signature!.slice(0, -2)}AA`,
      `${none}.${payload}.`,
      otherAudience,
      otherKey,
      'x.y.z',
      '',
    ]) {
      expect(await verifyIngestToken(bad)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  test(`an expired token is just expired for ${TOKEN_GRACE_MS} ms (still stores a batch), then expired`, async () => {
    const expiresAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 1000);
    const token = await signIngestToken(session, expiresAt, new Date(expiresAt.getTime() - 60_000));
    expect(await verifyIngestToken(token)).toMatchObject({ ok: false, reason: 'just_expired', claims: session });
    expect(await verifyIngestToken(token, new Date(expiresAt.getTime() + TOKEN_GRACE_MS + 1000))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await verifyIngestToken(token, new Date(expiresAt.getTime() - 1000))).toMatchObject({ ok: true });
  });

  test(`a token this process signed is remembered: its calls verify it without computing its signature (at most ${VERIFIED_TOKENS_MAX} remembered)`, async () => {
    const hmac = jest.spyOn(crypto, 'createHmac');
    try {
      const first = await signIngestToken(session, inAnHour(), new Date());
      hmac.mockClear();
      expect(await verifyIngestTokenCached(first)).toEqual({
        ok: true,
        claims: { ...session, expiresAt: expect.any(Date) },
      });
      expect(hmac).not.toHaveBeenCalled();
      // Past the bound the memory starts over: the first token is verified again, by its signature.
      for (let i = 0; i < VERIFIED_TOKENS_MAX; i += 1)
        await signIngestToken({ ...session, doNotRecord: i % 2 === 0 }, inAnHour(), new Date(Date.now() - i * 1000));
      hmac.mockClear();
      expect(await verifyIngestTokenCached(first)).toMatchObject({ ok: true, claims: session });
      expect(hmac).toHaveBeenCalledTimes(1);
    } finally {
      hmac.mockRestore();
    }
  });

  test('a remembered token still expires: past its expiry the cached verification answers as verifyIngestToken does', async () => {
    const expiresAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000);
    const token = await signIngestToken(session, expiresAt, new Date());
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
});
