/**
 * `m:ss` (or `h:mm:ss`): how long a session is, or a moment into its replay, in the digits of the page's language
 * (Persian digits on Persian pages). Shared by the sessions list (server) and the player (browser).
 */
export function clockText(ms: number, locale: string): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const whole = new Intl.NumberFormat(locale, { useGrouping: false });
  const two = new Intl.NumberFormat(locale, { useGrouping: false, minimumIntegerDigits: 2 });
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = two.format(total % 60);
  return hours > 0 ? `${whole.format(hours)}:${two.format(minutes)}:${seconds}` : `${whole.format(minutes)}:${seconds}`;
}

/**
 * A measured duration (a task's median, a participant's time) rounded to the nearest second, so 2.5 s reads 0:03 and
 * a spread from 2.25 s to 2.75 s reads 0:02 – 0:03; a replay position keeps `clockText`'s whole elapsed seconds.
 */
export function durationText(ms: number, locale: string): string {
  return clockText(Math.round(ms / 1000) * 1000, locale);
}
