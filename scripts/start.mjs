// `npm start`: everything a fresh clone needs, then the whole site on port 3000 (PORT overrides).
import { spawn } from 'node:child_process';
import {
  ROOT,
  SERVER_ENTRY,
  authSecretEnv,
  ensureBuild,
  ensureNodeModules,
  forgetCachedPages,
  log,
  prepareDatabase,
} from './lib/setup.mjs';

let secret;
try {
  ensureNodeModules();
  secret = authSecretEnv();
  log('Preparing the database (migrations; demo data on first run)...');
  prepareDatabase();
  ensureBuild();
  // Kept pages start empty: those on disk were rendered before this start, maybe from another database, maybe
  // before a change whose server went down before it could forget them.
  forgetCachedPages();
} catch (error) {
  console.error(`\n[parley] npm start failed: ${error.message}`);
  process.exit(error.exitCode ?? 1);
}

const port = process.env.PORT ?? '3000';
log(`Starting Parley on http://localhost:${port}`);
const server = spawn(process.execPath, [SERVER_ENTRY, '-p', port], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...secret },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
