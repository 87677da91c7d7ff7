// Every static check of the tree, in the order that fails fastest: what `npm run lint` runs (scripts/lint.mjs) and
// `npm test`'s lint step (scripts/test.mjs). Throws at the first check that fails (run's error names it).
import { log, run } from './setup.mjs';

export function lint() {
  run('npx', ['eslint', '.', '--max-warnings=0']);
  // One formatter over the tree (.prettierrc.json); `npm run format` applies it.
  run('npx', ['prettier', '--check', '--log-level=warn', '.']);
  // Which folder may import which (.dependency-cruiser.cjs): prints its own summary line ("no dependency violations
  // found (N modules, N dependencies cruised)") or each forbidden import with the rule it breaks.
  run('npm', ['run', '--silent', 'deps:check']);
  // Unused files, exports and dependencies (knip.json): silent when there are none, each one named otherwise.
  run('npm', ['run', '--silent', 'deadcode']);
  log('knip: no unused files, exports or dependencies');
}
