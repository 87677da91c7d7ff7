import type { Lang, TranslationLang } from '@/lib/i18n/languages';
import type { Article, BlogPost } from './library';

/** What a reader sees of an article or blog post in one display language. */
export type LocalizedEntry = {
  title: string;
  description: string;
  body: string;
  /** The language the shown text is written in (for the `lang` attribute). */
  contentLang: TranslationLang;
  /** True when the reader asked for a language this entry has no translation for and sees the original instead. */
  isFallback: boolean;
};

const DESCRIPTION_LENGTH = 160;

/** A plain-text summary from the first paragraph of a markdown body, for entries without a description. */
export function summarize(markdown: string, length = DESCRIPTION_LENGTH): string {
  const paragraph =
    markdown
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block.length > 0 && !/^(#|[-*+] |\d+\. |!\[|>|\|)/.test(block)) ?? '';
  const plain = paragraph
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= length) return plain;
  const cut = plain.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}…`;
}

/**
 * "Original" shows the entry as written; another language shows its translation when there is one. Without one, the
 * reader sees the original, flagged as a fallback unless the original already is in the asked-for language.
 */
export function localize(entry: Article | BlogPost, lang: Lang): LocalizedEntry {
  const original = entry.language as TranslationLang;
  const translation = lang === 'original' ? undefined : entry.translations[lang];
  if (translation) {
    return {
      title: translation.title,
      description: translation.description ?? summarize(translation.body),
      body: translation.body,
      contentLang: lang as TranslationLang,
      isFallback: false,
    };
  }
  return {
    title: entry.title,
    description: entry.description ?? summarize(entry.body),
    body: entry.body,
    contentLang: original,
    // A German original read in German needs no note; "Enhanced English" is its own edition, so an English original
    // without one is a fallback too.
    isFallback: lang !== 'original' && (lang === 'en' || lang !== original),
  };
}
