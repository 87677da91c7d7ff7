import { nextDay, startOfDayIn } from './time-zone';

/** The lengths of a trend's buckets: an hour, a day or a week (Monday to Sunday) of the team's zone. */
export const TREND_INTERVALS = ['hour', 'day', 'week'] as const;
export type TrendInterval = (typeof TREND_INTERVALS)[number];

/** How many buckets a trend shows for each interval: two days of hours, thirty days, twelve weeks. */
export const TREND_BUCKETS: Record<TrendInterval, number> = { hour: 48, day: 30, week: 12 };

const HOUR_MS = 3_600_000;

/** One bucket: from `starts` (included) to `ends` (excluded), and its first day or hour in the team's zone. */
export interface TrendBucket {
  starts: Date;
  ends: Date;
}

/** The day (`YYYY-MM-DD`) an instant falls on in a zone. */
function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** `day` moved by `days` calendar days. */
function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The start of the hour of the zone's wall clock that `instant` is in (zones a half or quarter hour off UTC too). */
function startOfHourIn(instant: Date, timeZone: string): Date {
  const minute = Number(new Intl.DateTimeFormat('en-US', { timeZone, minute: 'numeric' }).format(instant));
  const second = instant.getUTCSeconds();
  return new Date(instant.getTime() - minute * 60_000 - second * 1000 - instant.getUTCMilliseconds());
}

/**
 * The buckets of a trend ending with the one `now` is in, and as many before them for the period before, in the
 * team's zone: days and weeks begin at the zone's midnight (a day of a daylight-saving change is 23 or 25 hours
 * long, as the team lives it), weeks on Monday, hours on the zone's hour.
 */
export function trendBuckets(
  interval: TrendInterval,
  now: Date,
  timeZone: string,
): { current: TrendBucket[]; previous: TrendBucket[] } {
  const count = TREND_BUCKETS[interval];
  const all: TrendBucket[] = [];
  if (interval === 'hour') {
    const last = startOfHourIn(now, timeZone).getTime();
    for (let i = 2 * count - 1; i >= 0; i--)
      all.push({ starts: new Date(last - i * HOUR_MS), ends: new Date(last - (i - 1) * HOUR_MS) });
  } else {
    const today = dayIn(now, timeZone);
    // Monday of this week: Date's getUTCDay of the zone's day (0 Sunday .. 6 Saturday).
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const lastStart = interval === 'day' ? today : addDays(today, -((weekday + 6) % 7));
    const step = interval === 'day' ? 1 : 7;
    for (let i = 2 * count - 1; i >= 0; i--) {
      const first = addDays(lastStart, -i * step);
      const after = step === 1 ? nextDay(first) : addDays(first, step);
      all.push({ starts: startOfDayIn(first, timeZone), ends: startOfDayIn(after, timeZone) });
    }
  }
  return { previous: all.slice(0, count), current: all.slice(count) };
}
