// The server Playwright tests against: the production build on a fresh, seeded PGlite database of its own, so the
// end-to-end suite never touches data/pglite (the `npm start` database) and starts from the same state every run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, SERVER_ENTRY, forgetCachedPages, prepareDatabase } from './lib/setup.mjs';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.join(ROOT, 'data', 'e2e');
fs.rmSync(dataDir, { recursive: true, force: true });
forgetCachedPages();
// The secret is shared with the tests (e2e/server-env.json), which mint tokens the server must accept or refuse.
const { AUTH_SECRET } = JSON.parse(fs.readFileSync(path.join(ROOT, 'e2e', 'server-env.json'), 'utf8'));
const env = {
  PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
  // The recording tests read what the ingest stored (e2e/recording.spec.ts).
  RECORDINGS_DIR: path.join(dataDir, 'recordings'),
  // The ingest's raw log too, so the recording tests' look at everything on disk sees it (and `npm start`'s is left alone).
  INGEST_LOG_DIR: path.join(dataDir, 'ingest-log'),
  AUTH_SECRET,
  NEXT_TELEMETRY_DISABLED: '1',
  // As behind a load balancer: each test browser names its own address (e2e/fixtures.ts ownClientAddress), so the
  // per-address limits count a test, not the one machine every test runs on.
  TRUSTED_PROXY_HOPS: '1',
};
prepareDatabase(env);
const server = spawn(process.execPath, [SERVER_ENTRY, '-p', port], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
