/**
 * A fixed "now" for tests whose answer depends on the date (relative times, ages, expiries, default date ranges).
 * Only `Date` is faked: timers stay real, so Testing Library's `waitFor`, SWR and promises behave as in the browser.
 * `npm test` runs the unit suites a second time with the process clock a year ahead; a test that reads the real
 * clock instead of this one fails there.
 */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** From now until `jest.useRealTimers()`, `Date.now()` and `new Date()` say `at`. */
export function fixClock(at: string | number | Date): void {
  jest.useFakeTimers({ now: new Date(at), doNotFake: [...REAL_TIMERS] });
}

/**
 * `fixClock`, and `setTimeout` waits only until the test moves it on (`jest.advanceTimersByTime`): for code whose
 * waits are the behaviour under test (a reconnection's backoff). Testing Library's `waitFor` moves such timeouts
 * itself, so these tests wait otherwise.
 */
export function fixClockAndTimeouts(at: string | number | Date): void {
  const real = REAL_TIMERS.filter((timer) => timer !== 'setTimeout' && timer !== 'clearTimeout');
  jest.useFakeTimers({ now: new Date(at), doNotFake: real });
}
