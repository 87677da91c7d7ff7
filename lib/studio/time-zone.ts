/**
 * The zone the product team reads the studio's times in: an IANA name in `STUDIO_TIME_ZONE` (`Europe/Berlin`,
 * `Asia/Tehran`), UTC when unset or unknown. Times are shown in it with the zone named, and the sessions list's days
 * (`from`, `to`) are that zone's days, so a session listed at "Nov 20, 00:30" is found by the filter for Nov 20.
 * Framework-free: the studio's pages and lib/studio/sessions.ts both read it.
 */
export function studioTimeZone(configured = process.env.STUDIO_TIME_ZONE): string {
  if (!configured) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: configured }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** How far (ms) a zone's wall clock is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a day (`YYYY-MM-DD`) begins in a zone: its local midnight, or the first moment after it where a
 * daylight-saving change skips midnight.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(year, month - 1, date);
  let instant = midnight - offsetAt(midnight, timeZone);
  // The offset at the guess may differ from the offset at the day's start (a change that night): one more step.
  instant = midnight - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** The day after `day` (`YYYY-MM-DD`), as the calendar counts. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}
