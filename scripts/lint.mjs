// `npm run lint`: ESLint, Prettier, dependency-cruiser and knip, the same checks as `npm test`'s lint step
// (scripts/lib/lint.mjs). Stops at the first that fails, with its exit status.
import { lint } from './lib/lint.mjs';

try {
  lint();
} catch (error) {
  console.error(`\n[parley] ${error.message}`);
  process.exit(error.exitCode ?? 1);
}
