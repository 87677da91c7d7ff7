import { startTracker, stopTracker, TRACKER_WORKER_URL, type SiteTracker } from './tracker-loader';

/** The options the site created the tracker with, one entry per createTracker call. */
const created: Record<string, unknown>[] = [];

const fakeTracker = (): SiteTracker => ({
  start: jest.fn(async () => ({ success: true, sessionID: 'session-1' })),
  stop: jest.fn(),
  setUserID: jest.fn(),
  event: jest.fn(),
  getSessionID: () => 'session-1',
  onFlagsLoad: jest.fn(),
  reloadFlags: jest.fn(async () => undefined),
});

// The tracker's module is a plain file the site serves (/tracker/tracker.js), not part of the bundles.
jest.mock(
  '/tracker/tracker.js',
  () => ({
    createTracker: (options: Record<string, unknown>) => {
      created.push(options);
      return fakeTracker();
    },
  }),
  { virtual: true },
);

beforeEach(async () => {
  await stopTracker();
  created.length = 0;
});

describe('the tracker the site loads', () => {
  test('respects privacy signals (Global Privacy Control, Do Not Track) on an ordinary visit', async () => {
    jest.useFakeTimers();
    try {
      const started = startTracker('fa', { now: true });
      await jest.runAllTimersAsync();
      expect(await started).not.toBeNull();
    } finally {
      jest.useRealTimers();
    }
    expect(created).toEqual([
      expect.objectContaining({
        language: 'fa',
        workerUrl: TRACKER_WORKER_URL,
        respectPrivacySignals: true,
        conditional: 'project',
      }),
    ]);
  });

  test("records a usability test's pages despite a privacy signal, as the participant agreed to that test", async () => {
    expect(await startTracker('de', { forTest: true })).not.toBeNull();
    expect(created).toEqual([
      expect.objectContaining({ language: 'de', respectPrivacySignals: false, conditional: false }),
    ]);
  });
});
