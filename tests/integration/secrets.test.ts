import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AUTH_SECRET_MIN_LENGTH,
  getAuthSecret,
  MISSING_PRODUCTION_SECRET,
  readOrCreateSecretFile,
  resetAuthSecretCache,
} from '@/lib/config/secret';

afterEach(() => resetAuthSecretCache());

test('production without AUTH_SECRET refuses with a clear message (the server start reads it: instrumentation.ts)', () => {
  expect(MISSING_PRODUCTION_SECRET).toContain('AUTH_SECRET is not set');
  expect(() => getAuthSecret({ NODE_ENV: 'production' })).toThrow(MISSING_PRODUCTION_SECRET);
});

test(`an AUTH_SECRET under ${AUTH_SECRET_MIN_LENGTH} characters is refused; one of ${AUTH_SECRET_MIN_LENGTH} is used`, () => {
  expect(() => getAuthSecret({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(AUTH_SECRET_MIN_LENGTH - 1) })).toThrow(
    /too short/,
  );
  resetAuthSecretCache();
  expect(getAuthSecret({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(AUTH_SECRET_MIN_LENGTH) })).toBe(
    'x'.repeat(AUTH_SECRET_MIN_LENGTH),
  );
});

test('AUTH_SECRET from the environment is used as is', () => {
  const secret = 's'.repeat(40);
  expect(getAuthSecret({ NODE_ENV: 'production', AUTH_SECRET: secret })).toBe(secret);
});

test('without AUTH_SECRET outside production, a random secret is generated once into a 0600 file and reused', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-secret-'));
  try {
    const file = path.join(dir, 'data', 'auth-secret');
    const first = readOrCreateSecretFile(file);
    expect(first.length).toBeGreaterThanOrEqual(AUTH_SECRET_MIN_LENGTH);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateSecretFile(file)).toBe(first);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['auth-secret']); // no temporary files left behind
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
