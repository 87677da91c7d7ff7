import type { Lang } from '@/lib/i18n/languages';

/** The BCP 47 tag for dates and numbers ("original" shows English UI strings). */
export const localeOf = (lang: Lang) => (lang === 'original' ? 'en' : lang);

export function formatDateTime(lang: Lang, date: Date): string {
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** `m:ss` (or `h:mm:ss`): how long a session or a moment into it is. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
