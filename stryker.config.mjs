// Mutation testing with StrykerJS over one area at a time (scripts/mutation/areas.mjs): `npm run mutation [area]`
// (scripts/mutation/run.mjs) sets MUTATION_AREA. Results per area in BENCHMARKS.md ("Mutation testing").
import os from 'node:os';
import path from 'node:path';
import { incrementalFile, mutatedFiles } from './scripts/mutation/areas.mjs';

/** Set by `npm run mutation`; without it (a tool reading this file) nothing is mutated. */
const area = process.env.MUTATION_AREA;

const config = {
  mutate: area ? mutatedFiles(area) : [],
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'scripts/mutation/jest.config.mjs',
    // Each mutant runs only the test files that import its file (directly or not), of those only the tests that
    // reached the mutant in the first run (coverageAnalysis perTest).
    enableFindRelatedTests: true,
  },
  coverageAnalysis: 'perTest',
  // The sandbox's test files run in Stryker's own Jest environments, which report what each test reached.
  buildCommand: 'node scripts/mutation/sandbox-environments.mjs',
  // Two cores shared with everyone's work: one test process.
  concurrency: 1,
  // Integration tests start PGlite and the site's handlers: a mutant that makes them hang is a timeout, not a wait.
  timeoutMS: 30_000,
  // The first run goes through every related test once, the integration tests of lib/ingest and lib/auth among them
  // (a PGlite database per file): lib/rate-limit's took longer than Stryker's default of 5 minutes on the loaded
  // 2 cores.
  dryRunTimeoutMinutes: 60,
  incremental: true,
  incrementalFile: area ? incrementalFile(area) : undefined,
  reporters: ['clear-text', 'progress'],
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  // The sandbox (a copy of the tree) outside the working tree, so that nothing that scans the tree (Jest's module
  // map, ESLint, Prettier, knip) meets a second copy of the project while a run goes on.
  tempDirName: path.join(os.tmpdir(), 'parley-stryker'),
  // What the tests do not need: builds, data, browser tests and benchmarks.
  ignorePatterns: [
    '/.next',
    '/data',
    '/e2e',
    '/bench',
    '/public/tracker',
    '/test-results',
    '/playwright-report',
    '/.test-reports',
    '/.swc',
    '/reports',
    '/tracker/node_modules',
    '/tracker/dist',
  ],
  thresholds: { high: 90, low: 80, break: null },
};

export default config;
