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
 * repository's root, globs allowed); a mutant only the left-out suites would detect counts as survived, so the score is a lower
 * bound. Areas not named run every related test.
 */
export const AREA_TESTS = {
  'lib/rate-limit': [
    'tests/integration/rate-limit.test.ts',
    'tests/integration/login.test.ts',
    'tests/integration/login-proof.test.ts',
    'tests/integration/registration.test.ts',
  ],
  // Its own unit tests and the tests of accounts, logins, tokens, browser sessions and the studio's door (studio
  // sessions: members refused), not every server action's fuzz suite.
  'lib/auth': [
    'lib/auth/*.test.ts',
    'tests/integration/browser-session.test.ts',
    'tests/integration/discussion-api.test.ts',
    'tests/integration/login-action.test.ts',
    'tests/integration/login-proof.test.ts',
    'tests/integration/login.test.ts',
    'tests/integration/registration.test.ts',
    'tests/integration/session-memory.test.ts',
    'tests/integration/studio-sessions.test.ts',
    'tests/integration/tokens.test.ts',
  ],
  // Its own unit tests and the integration tests of what it holds: the digester's page roll-ups and names (click
  // maps, dashboards, the names dictionary, retention), blob keys (erasure), member tokens, flags, the settings cache,
  // frustration signals and error groups. Not every test that starts a session through the ingest.
  'lib/recordings': [
    'lib/recordings/*.test.ts',
    'tests/integration/change-feed.test.ts',
    'tests/integration/flags-at-render.test.ts',
    'tests/integration/flags-hint-cookie.test.ts',
    'tests/integration/flags-hint-cookie-failure.test.ts',
    'tests/integration/frustration-signals.test.ts',
    'tests/integration/ingest-flags.test.ts',
    'tests/integration/ingest-vitals.test.ts',
    'tests/integration/member-identity.test.ts',
    'tests/integration/session-names.test.ts',
    'tests/integration/studio-click-map.test.ts',
    'tests/integration/studio-dashboards.test.ts',
    'tests/integration/studio-erasure.test.ts',
    'tests/integration/studio-error-groups.test.ts',
  ],
};

/**
 * Areas whose tests run on PostgreSQL (the test cluster, scripts/db/pg-cluster.mjs, started by `npm run mutation`
 * when DATABASE_URL is not set): what they promise only shows with two transactions at once, which PGlite never runs.
 * lib/rate-limit's advisory locks and their fixed order (a deadlock in the opposite orders) are such.
 */
export const POSTGRES_AREAS = new Set(['lib/rate-limit']);

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
