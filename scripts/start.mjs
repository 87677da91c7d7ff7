// `npm start`: everything a fresh clone needs, then the whole site on port 3000 (PORT overrides).
import { spawn } from 'node:child_process';
import { ROOT, ensureBuild, ensureNodeModules, log } from './lib/setup.mjs';

try {
  ensureNodeModules();
  ensureBuild();
} catch (error) {
  console.error(`\n[parley] npm start failed: ${error.message}`);
  process.exit(error.exitCode ?? 1);
}

const port = process.env.PORT ?? '3000';
log(`Starting Parley on http://localhost:${port}`);
const server = spawn('npx', ['next', 'start', '-p', port], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
