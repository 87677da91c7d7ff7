import { defineConfig, devices } from '@playwright/test';

// The tracker's browser tests: Debian's Chromium (never a downloaded browser) against a tiny node:http server with a
// fake ingest (tests/browser/server.ts, on port TRACKER_TEST_PORT (default 4150) + worker index), independent of the site. The tracker is built
// into tracker/dist first (tests/browser/global-setup.ts).
export default defineConfig({
  testDir: './tests/browser',
  globalSetup: './tests/browser/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // One retry, in a fresh worker and browser, for one failure we cannot fix here: now and then Chromium never finishes
  // disposing a test's browser context (Playwright's "Close context" step runs into the 60 s timeout after every
  // assertion of the test passed: seen twice in about eight full runs, in unload.spec.ts and transport.spec.ts, both
  // right after a tracked page was left; 0 of 40 runs of the same test alone reproduced it). A test that fails twice
  // still fails the suite, and a retried one is reported as flaky by Playwright and by `npm test`'s summary.
  retries: 1,
  timeout: 60_000,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '../.test-reports/playwright-tracker.json' }],
  ],
  outputDir: '../test-results/tracker',
  use: { trace: 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});
