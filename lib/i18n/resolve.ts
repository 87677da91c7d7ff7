import { DEFAULT_LANG, isLang, type Lang } from './languages';

export type LanguageSource = 'query' | 'saved' | 'default';

/**
 * The display language comes from the `lang` query parameter first, then the saved setting, then
 * 'original'. An unknown value at either step is ignored rather than trusted.
 */
export function resolveLanguage(input: { query?: string | null; saved?: string | null }): {
  lang: Lang;
  source: LanguageSource;
} {
  if (isLang(input.query)) return { lang: input.query, source: 'query' };
  if (isLang(input.saved)) return { lang: input.saved, source: 'saved' };
  return { lang: DEFAULT_LANG, source: 'default' };
}
