import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseS3Url, type S3Options } from '@/lib/storage/s3';

/**
 * The S3-compatible server the S3 tests talk to: the suite's (npm test starts scripts/s3-server.mjs and passes its
 * BLOB_STORE and S3_ENDPOINT), or, when none is given (`npx jest` on one file), one of their own from the same
 * script, in a state folder of its own. Never a stand-in written here: s3rver checks signatures, ranges and uploads.
 */
export function s3Server(): { env: Record<string, string>; stop: () => void } {
  if (process.env.BLOB_STORE && process.env.S3_ENDPOINT)
    return { env: { ...process.env } as Record<string, string>, stop: () => {} };
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-s3-state-'));
  const script = path.join(process.cwd(), 'scripts', 's3-server.mjs');
  const env = { ...process.env, S3_TEST_STATE_DIR: stateDir, S3_TEST_PORT: process.env.S3_TEST_PORT ?? '0' };
  execFileSync(process.execPath, [script, 'start'], { env, stdio: 'pipe' });
  return {
    env: JSON.parse(fs.readFileSync(path.join(stateDir, 'env.json'), 'utf8')),
    stop: () => {
      execFileSync(process.execPath, [script, 'stop'], { env, stdio: 'pipe' });
      fs.rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

/** The S3 store options of a server's settings (BLOB_STORE, S3_ENDPOINT, S3_REGION, AWS_*). */
export function s3OptionsOf(env: Record<string, string>): S3Options {
  const { bucket, prefix } = parseS3Url(env.BLOB_STORE!);
  return {
    bucket,
    prefix,
    endpoint: env.S3_ENDPOINT!,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.AWS_ACCESS_KEY_ID!,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY!,
  };
}

/** A prefix inside the server's, used by no other test nor any earlier run. */
export const freshPrefix = (base: S3Options) => `${base.prefix}/t-${randomBytes(6).toString('hex')}`;

/**
 * The S3 server for a test file (s3Server, started before its tests and stopped after them): its settings, and store
 * options on a prefix of their own for each call, so no two stores of the file see each other's objects.
 */
export function setupS3Server(): { env(): Record<string, string>; options(): S3Options; freshOptions(): S3Options } {
  let server: ReturnType<typeof s3Server> | undefined;
  let base: S3Options | undefined;
  beforeAll(() => {
    server = s3Server();
    base = s3OptionsOf(server.env);
  }, 60_000);
  afterAll(() => server?.stop());
  const started = () => {
    if (!server || !base) throw new Error('The S3 server is not started yet (use it inside a test or hook).');
    return { server, base };
  };
  return {
    env: () => started().server.env,
    options: () => started().base,
    freshOptions: () => ({ ...started().base, prefix: freshPrefix(started().base) }),
  };
}
