import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LANG, isLang } from './languages';
import { loadMessages } from './messages';

// next-intl's per-request configuration. The `[lang]` layout and pages call setRequestLocale(lang), which is what
// `requestLocale` returns here; static generation relies on that. ("original" is a syntactically valid language
// subtag, so Intl accepts it and formats as its default; dates on pages are formatted with the html lang instead.)
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const lang = isLang(requested) ? requested : DEFAULT_LANG;
  return { locale: lang, messages: loadMessages(lang), timeZone: 'UTC' };
});
