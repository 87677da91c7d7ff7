import { languageOption, type Lang } from '@/lib/i18n/languages';

// Creating an Intl.DateTimeFormat costs far more than formatting with one (a list page formats dozens of dates, and
// the formatter was the hottest function of a /home render), so each is made once per language and kept.
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<Lang, Intl.DateTimeFormat>();

function cached(formats: Map<Lang, Intl.DateTimeFormat>, lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(languageOption(lang).htmlLang, options);
    formats.set(lang, format);
  }
  return format;
}

/** A YYYY-MM-DD date in the page's language (Persian pages get the Persian calendar, as Intl does for `fa`). */
export function formatDate(date: string, lang: Lang): string {
  return cached(dateFormats, lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** A moment (ISO 8601) as date and time in the page's language, in the reader's own time zone (client code only). */
export function formatDateTime(iso: string, lang: Lang): string {
  return cached(dateTimeFormats, lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
