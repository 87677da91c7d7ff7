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

/**
 * Areas whose tests are chosen, not found: every server action reaches lib/rate-limit (and lib/auth), so Stryker's
 * related tests for each of its mutants are the integration fuzz suites of every action, hours on 2 cores for 74
 * mutants (BENCHMARKS §14). These areas run only the tests that are about them, named here (paths from the
 * repository's root); a mutant only the left-out suites would detect counts as survived, so the score is a lower
 * bound. Areas not named run every related test.
 */
export const AREA_TESTS = {
  'lib/rate-limit': [
    'tests/integration/rate-limit.test.ts',
    'tests/integration/login.test.ts',
    'tests/integration/login-proof.test.ts',
    'tests/integration/registration.test.ts',
  ],
};

/** The test files that count for `area` (AREA_TESTS), or null for every test related to its files. */
export const areaTests = (area) => AREA_TESTS[area] ?? null;

/** The globs Stryker mutates for `area`, tests and data left out. */
export function mutatedFiles(area) {
  const globs = MUTATION_AREAS[area];
  if (!globs) throw new Error(`no mutation area ${area} (one of: ${Object.keys(MUTATION_AREAS).join(', ')})`);
  return [...globs, ...NOT_CODE];
}

/** The area's incremental file, relative to the repository: its mutants and what each test did to them, last run. */
export const incrementalFile = (area) => `scripts/mutation/incremental/${area.replaceAll('/', '_')}.json`;
