/** @jest-environment node */
import { SignJWT } from 'jose';
import { INGEST_TOKEN_SECRET_MIN_LENGTH, memberTokenKey } from '@/lib/config/ingest-token-secret';
import { deriveKey, resetAuthSecretCache } from '@/lib/config/secret';
import { signIngestToken } from '@/lib/ingest/token';
import { MEMBER_TOKEN_AUDIENCE, MEMBER_TOKEN_TTL_MS, signMemberToken, verifyMemberToken } from './member-token';

const NOW = new Date('2026-11-27T10:00:00Z');
const PROJECT = 'parley-demo';
const SITE_SECRET = 's'.repeat(INGEST_TOKEN_SECRET_MIN_LENGTH);

const saved = { own: process.env.INGEST_TOKEN_SECRET, auth: process.env.AUTH_SECRET };
afterEach(() => {
  for (const [name, value] of [
    ['INGEST_TOKEN_SECRET', saved.own],
    ['AUTH_SECRET', saved.auth],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetAuthSecretCache();
});

describe('the member token', () => {
  test('names the member and the project, and is good for five minutes from its signing', async () => {
    const { token, expiresAt } = await signMemberToken('mina', PROJECT, NOW);
    expect(expiresAt).toEqual(new Date(NOW.getTime() + MEMBER_TOKEN_TTL_MS));
    expect(await verifyMemberToken(token, new Date(NOW.getTime() + MEMBER_TOKEN_TTL_MS - 1000))).toEqual({
      member: 'mina',
      projectKey: PROJECT,
      tokenId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      expiresAt,
    });
    expect(await verifyMemberToken(token, expiresAt)).toBeNull();
    // Each token has an id of its own: the ingest accepts each once.
    const again = await signMemberToken('mina', PROJECT, NOW);
    expect((await verifyMemberToken(again.token, NOW))!.tokenId).not.toBe(
      (await verifyMemberToken(token, NOW))!.tokenId,
    );
  });

  test('a token of another key, another audience or a changed byte names nobody; an ingest session token is none', async () => {
    const claims = { pk: PROJECT };
    const sign = (key: Uint8Array, audience = MEMBER_TOKEN_AUDIENCE) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('parley')
        .setAudience(audience)
        .setSubject('omid')
        .setJti('forged-1')
        .setIssuedAt(Math.floor(NOW.getTime() / 1000))
        .setExpirationTime(Math.floor(NOW.getTime() / 1000) + 60)
        .sign(key);
    const ours = memberTokenKey().key;
    // The control: the same claims with our key and audience pass.
    expect(await verifyMemberToken(await sign(ours), NOW)).toMatchObject({ member: 'omid' });
    expect(await verifyMemberToken(await sign(new Uint8Array(32).fill(7)), NOW)).toBeNull();
    expect(await verifyMemberToken(await sign(ours, 'parley-ingest'), NOW)).toBeNull();
    // The ingest's own session key (another purpose of the same secret) signs nothing a member token could be.
    expect(await verifyMemberToken(await sign(deriveKey('ingest-token')), NOW)).toBeNull();
    const sessionToken = await signIngestToken(
      {
        sessionId: '3f1c2a4e-1b2c-4d3e-8f9a-0b1c2d3e4f50',
        projectId: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
        doNotRecord: false,
      },
      new Date(NOW.getTime() + 60_000),
      NOW,
    );
    expect(await verifyMemberToken(sessionToken, NOW)).toBeNull();
    const { token } = await signMemberToken('mina', PROJECT, NOW);
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect(await verifyMemberToken(tampered, NOW)).toBeNull();
    expect(await verifyMemberToken('not a token', NOW)).toBeNull();
  });

  test('the site signs with INGEST_TOKEN_SECRET, so an ingest process holding that secret alone verifies it', async () => {
    process.env.INGEST_TOKEN_SECRET = SITE_SECRET;
    process.env.AUTH_SECRET = 'a'.repeat(48);
    resetAuthSecretCache();
    const { token } = await signMemberToken('mina', PROJECT, NOW);
    // The ingest process: the same INGEST_TOKEN_SECRET, another AUTH_SECRET (or none it can use).
    process.env.AUTH_SECRET = 'b'.repeat(48);
    resetAuthSecretCache();
    expect(memberTokenKey().source).toBe('INGEST_TOKEN_SECRET');
    expect(await verifyMemberToken(token, NOW)).toMatchObject({ member: 'mina' });
    // An ingest with another secret, or none set (a key from AUTH_SECRET), takes it from nobody.
    process.env.INGEST_TOKEN_SECRET = 'x'.repeat(INGEST_TOKEN_SECRET_MIN_LENGTH);
    expect(await verifyMemberToken(token, NOW)).toBeNull();
    delete process.env.INGEST_TOKEN_SECRET;
    expect(await verifyMemberToken(token, NOW)).toBeNull();
  });
});
