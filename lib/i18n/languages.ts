/**
 * The five display languages. This is the one place they are named; everything else
 * (the proxy, the [lang] segment, the language dialog, the product API's /api/languages) reads them here.
 */
export const LANGUAGES = [
  // htmlLang: the language of the UI strings (the <html lang>); ownName: the option named in itself, which the language
  // button and dialog show, so a reader finds their language whatever language the page is in; endonym: the bare
  // language's own name, for labelling what a member writes in.
  {
    display_name: 'Original',
    backend_code: 'none',
    frontend_code: 'original',
    htmlLang: 'en',
    dir: 'ltr',
    ownName: 'Original',
    endonym: '',
  },
  {
    display_name: 'Enhanced English',
    backend_code: 'en',
    frontend_code: 'en',
    htmlLang: 'en',
    dir: 'ltr',
    ownName: 'Enhanced English',
    endonym: 'English',
  },
  {
    display_name: 'German',
    backend_code: 'de',
    frontend_code: 'de',
    htmlLang: 'de',
    dir: 'ltr',
    ownName: 'Deutsch',
    endonym: 'Deutsch',
  },
  {
    display_name: 'Persian',
    backend_code: 'fa',
    frontend_code: 'fa',
    htmlLang: 'fa',
    dir: 'rtl',
    ownName: 'فارسی',
    endonym: 'فارسی',
  },
  {
    display_name: 'Spanish',
    backend_code: 'es',
    frontend_code: 'es',
    htmlLang: 'es',
    dir: 'ltr',
    ownName: 'Español',
    endonym: 'Español',
  },
] as const;

export type LanguageOption = (typeof LANGUAGES)[number];
export type Lang = LanguageOption['frontend_code'];
/** Languages a translation can be written in (every display language except "Original"). */
export type TranslationLang = Exclude<Lang, 'original'>;

export const DEFAULT_LANG: Lang = 'original';
export const LANG_CODES: readonly Lang[] = LANGUAGES.map((l) => l.frontend_code);
export const TRANSLATION_LANGS: readonly TranslationLang[] = ['en', 'de', 'fa', 'es'];

/** Name of the query parameter, the localStorage key and the cookie that carry the language (the stored key `lang`). */
export const LANG_PARAM = 'lang';
/** How long the saved language cookie lives: one year. */
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANG_CODES as readonly string[]).includes(value);
}

export function languageOption(lang: Lang): LanguageOption {
  const option = LANGUAGES.find((l) => l.frontend_code === lang);
  if (!option) throw new Error(`Unknown language ${lang}`);
  return option;
}

/** What the language button and dialog show for a language: its name in itself, in that language (for `lang`/`dir`). */
export function languageChoices(): { code: Lang; ownName: string; htmlLang: string; dir: 'ltr' | 'rtl' }[] {
  return LANGUAGES.map((l) => ({ code: l.frontend_code, ownName: l.ownName, htmlLang: l.htmlLang, dir: l.dir }));
}
