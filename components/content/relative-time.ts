import { languageOption, type Lang } from '@/lib/i18n/languages';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

const formats = new Map<Lang, Intl.RelativeTimeFormat>();

/**
 * How long ago a moment was, in the page's language ("2 hours ago", "vor 2 Stunden", "۲ ساعت پیش"): the largest unit
 * that fits, "now" under a minute. `now` is injectable so tests (and a ticking list) pass their own.
 */
export function formatRelativeTime(iso: string, lang: Lang, now: number = Date.now()): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(languageOption(lang).htmlLang, { numeric: 'auto' });
    formats.set(lang, format);
  }
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
