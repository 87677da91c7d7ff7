import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ContentLang } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';

/**
 * Which text of a post a reader sees, by the rule the articles follow (lib/content/localize.ts): "Original" shows the
 * post as written; another language shows its stored translation when there is one, otherwise the original, flagged
 * as a fallback unless it already is in that language. "Enhanced English" is its own edition, so an English original
 * without an `en` translation is a fallback too.
 */
export function shownLanguage(
  lang: Lang,
  original: ContentLang,
  translated: boolean,
): { contentLang: ContentLang; isFallback: boolean } {
  if (translated && lang !== 'original') return { contentLang: lang, isFallback: false };
  return { contentLang: original, isFallback: lang !== 'original' && (lang === 'en' || lang !== original) };
}

/** The join condition for a post's translation into `lang`: nothing joins for "Original". */
export function translationJoin(
  postId: AnyPgColumn,
  translationPostId: AnyPgColumn,
  translationLang: AnyPgColumn,
  lang: Lang,
): SQL {
  if (lang === 'original') return sql`false`;
  return sql`${translationPostId} = ${postId} and ${translationLang} = ${lang}`;
}
