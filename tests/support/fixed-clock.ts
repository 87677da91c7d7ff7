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
