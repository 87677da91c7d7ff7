import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLang, LANG_CODES, type Lang } from '@/lib/i18n/languages';

export type LangParams = Promise<{ lang: string }>;

/** Every route under [lang] is prerendered (or rendered) once per display language. */
export function langStaticParams(): { lang: Lang }[] {
  return LANG_CODES.map((lang) => ({ lang }));
}

/** Validates the internal [lang] segment and tells next-intl which language this render is in. */
export async function langFromParams(params: LangParams): Promise<Lang> {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(lang);
  return lang;
}
