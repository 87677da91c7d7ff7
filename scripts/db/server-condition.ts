// Imported first by the scripts in this folder. lib/ modules `import 'server-only'`, which throws unless Node resolves
// with the `react-server` condition (as Next does for server code). When this script was started without it
// (`npx tsx scripts/db/seed.ts`), run it again with `--conditions=react-server` and exit with its status.
import { spawnSync } from 'node:child_process';

const MARKER = 'PARLEY_SERVER_CONDITION';

if (!require.resolve('server-only').endsWith('empty.js')) {
  if (process.env[MARKER]) {
    console.error('Could not enable the react-server condition; run: npx tsx --conditions=react-server <script>');
    process.exit(1);
  }
  const child = spawnSync(
    process.execPath,
    ['--conditions=react-server', ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, [MARKER]: '1' },
    },
  );
  process.exit(child.status ?? 1);
}
