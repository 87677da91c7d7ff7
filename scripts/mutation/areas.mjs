// The areas mutation testing covers (`npm run mutation [area]`, stryker.config.mjs): each a folder or a file of the
// site, the files Stryker mutates there, and where its last results are kept (incremental/, committed, so a later
// run tests only the mutants of code or tests that changed since).

/** Never mutated: tests, test data, documentation. */
const NOT_CODE = ['!**/*.test.ts', '!**/*.test.tsx', '!**/fixtures/**', '!**/*.md', '!**/*.txt', '!**/*.LICENSE'];

/** By the name `npm run mutation` takes: the files to mutate (Stryker's `mutate` globs). */
export const MUTATION_AREAS = {
  'lib/rate-limit': ['lib/rate-limit/**/*.ts'],
  'lib/recordings': ['lib/recordings/**/*.ts'],
  'lib/studio/replay-index.ts': ['lib/studio/replay-index.ts'],
  'components/tracking': ['components/tracking/**/*.{ts,tsx}'],
  'lib/auth': ['lib/auth/**/*.ts'],
  'lib/ingest': ['lib/ingest/**/*.ts'],
  // The response cache and the modules it is made of.
  'server/response-cache.ts': [
    'server/response-cache.ts',
    'server/http-cache-policy.ts',
    'server/response-store.ts',
    'server/tag-invalidation.ts',
    'server/caching-response.ts',
  ],
};

/** The globs Stryker mutates for `area`, tests and data left out. */
export function mutatedFiles(area) {
  const globs = MUTATION_AREAS[area];
  if (!globs) throw new Error(`no mutation area ${area} (one of: ${Object.keys(MUTATION_AREAS).join(', ')})`);
  return [...globs, ...NOT_CODE];
}

/** The area's incremental file, relative to the repository: its mutants and what each test did to them, last run. */
export const incrementalFile = (area) => `scripts/mutation/incremental/${area.replaceAll('/', '_')}.json`;
