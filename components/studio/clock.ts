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
