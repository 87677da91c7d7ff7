import { getLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/NotFoundScreen';
import { DEFAULT_LANG, isLang } from '@/lib/i18n/languages';

// Shown when a page calls notFound() (an unknown member or question, a catalogue page past the last one). The
// proxy passes the language in a header next-intl reads, since this render has no params.
export default async function NotFound() {
  const locale = await getLocale();
  return <NotFoundScreen lang={isLang(locale) ? locale : DEFAULT_LANG} />;
}
