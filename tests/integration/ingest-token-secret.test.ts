import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { MISSING_PRODUCTION_INGEST_SECRET } from '@/lib/config/ingest-token-secret';
import { INGEST_TOKEN_AUDIENCE } from '@/lib/ingest/token';

/*
 * The standalone ingest (`npm run ingest`: server/ingest.ts, run here from its source) in production: with
 * INGEST_TOKEN_SECRET and no AUTH_SECRET it starts and takes the tokens signed with that secret's key only; with
 * neither it refuses to start, naming both.
 */

const SECRET = randomBytes(32).toString('base64url');
const START_TIMEOUT_MS = 150_000;

/** Starts server/ingest.ts in production with `env` on a free port; answers its origin, or its exit code and output. */
function runIngest(env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-ingest-secret-'));
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'server/ingest.ts', '-p', '0', '-H', '127.0.0.1'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PGLITE_DATA_DIR: 'memory://',
        DATABASE_URL: '',
        PARLEY_DATA_DIR: dir,
        INGEST_LOG_DIR: path.join(dir, 'log'),
        AUTH_SECRET: '',
        INGEST_TOKEN_SECRET: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const started = new Promise<{ origin: string } | { exitCode: number | null; output: string }>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Ingest ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (ready) resolve({ origin: ready[1]! });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (exitCode) => resolve({ exitCode, output }));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { started, stop };
}

/** A session token as the site (or another ingest process) signs it, under `key`. */
const token = (key: Uint8Array) =>
  new SignJWT({ pid: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('parley')
    .setAudience(INGEST_TOKEN_AUDIENCE)
    .setSubject('3f1c2a4e-1b2c-4d3e-8f9a-0b1c2d3e4f50')
    .setExpirationTime('1h')
    .sign(key);

test(
  'with INGEST_TOKEN_SECRET and no AUTH_SECRET the ingest starts, and takes tokens of that secret’s key, not of another',
  async () => {
    const ingest = runIngest({ INGEST_TOKEN_SECRET: SECRET });
    try {
      const started = await ingest.started;
      if (!('origin' in started)) throw new Error(`the ingest did not start: ${started.output}`);
      const tags = (key: Uint8Array) =>
        token(key).then((bearer) =>
          fetch(`${started.origin}/ingest/v1/web/tags`, { headers: { authorization: `Bearer ${bearer}` } }),
        );
      const ownKey = new Uint8Array(createHmac('sha256', SECRET).update('parley/ingest-token/v1').digest());
      const ok = await tags(ownKey);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ tags: [] });
      // The same secret used as the key itself (not the key derived from it for this purpose) is another key.
      const other = await tags(new TextEncoder().encode(SECRET));
      expect(other.status).toBe(401);
      // The responses this process writes itself (health check, no such endpoint, a refused method) carry the site's
      // security headers as the ingest's own do.
      for (const [method, route, status] of [
        ['GET', '/', 200],
        ['GET', '/nothing-here', 404],
        ['PROPFIND', '/', 405],
      ] as const) {
        const response = await fetch(`${started.origin}${route}`, { method });
        expect(response.status).toBe(status);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      }
    } finally {
      await ingest.stop();
    }
  },
  START_TIMEOUT_MS + 30_000,
);

test(
  'in production with neither INGEST_TOKEN_SECRET nor AUTH_SECRET the ingest refuses to start, naming both',
  async () => {
    const ingest = runIngest({});
    try {
      expect(await ingest.started).toEqual({
        exitCode: 1,
        output: expect.stringContaining(MISSING_PRODUCTION_INGEST_SECRET),
      });
    } finally {
      await ingest.stop();
    }
  },
  START_TIMEOUT_MS,
);
