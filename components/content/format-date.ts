import { languageOption, type Lang } from '@/lib/i18n/languages';

/** A YYYY-MM-DD date in the page's language (Persian pages get the Persian calendar, as Intl does for `fa`). */
export function formatDate(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(languageOption(lang).htmlLang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A moment (ISO 8601) as date and time in the page's language, in the reader's own time zone (client code only). */
export function formatDateTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(languageOption(lang).htmlLang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
