import { nextDay, startOfDayIn, studioTimeZone } from './time-zone';

test('the studio zone is the configured IANA name, UTC when unset or unknown', () => {
  expect(studioTimeZone('Asia/Tehran')).toBe('Asia/Tehran');
  expect(studioTimeZone(undefined)).toBe('UTC');
  expect(studioTimeZone('Mars/Olympus')).toBe('UTC');
});

test("a day begins at the zone's midnight: UTC, a half-hour offset, both sides of a daylight-saving change", () => {
  expect(startOfDayIn('2026-11-20', 'UTC').toISOString()).toBe('2026-11-20T00:00:00.000Z');
  expect(startOfDayIn('2026-11-20', 'Asia/Tehran').toISOString()).toBe('2026-11-19T20:30:00.000Z');
  expect(startOfDayIn('2026-11-20', 'America/New_York').toISOString()).toBe('2026-11-20T05:00:00.000Z');
  expect(startOfDayIn('2026-07-20', 'America/New_York').toISOString()).toBe('2026-07-20T04:00:00.000Z');
  // The day the clocks go back (1 November 2026 in New York): it began under summer time.
  expect(startOfDayIn('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
  expect(startOfDayIn('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
});

test('the next day crosses months and years', () => {
  expect(nextDay('2026-11-30')).toBe('2026-12-01');
  expect(nextDay('2026-12-31')).toBe('2027-01-01');
});
