import { z } from 'zod';
import { ARTICLE_NUMBER_MAX, ARTICLE_NUMBER_MIN, CATEGORIES } from './categories';
import { TRANSLATION_LANGS } from '@/lib/i18n/languages';

/** A slug (article URL or blog URL): lowercase letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z.string().regex(SLUG_PATTERN, 'must be lowercase a-z and 0-9 in groups joined by single hyphens');

/** YAML turns an unquoted 2025-04-12 into a Date; accept both and keep the YYYY-MM-DD text. */
const isoDate = z.union([z.date(), z.string()]).transform((value, ctx) => {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) {
    ctx.addIssue({ code: 'custom', message: 'must be a date written YYYY-MM-DD' });
    return z.NEVER;
  }
  return text;
});

const text = z.string().trim().min(1, 'must not be empty');
const originalLanguage = z.enum(TRANSLATION_LANGS as [string, ...string[]], {
  message: `must be one of ${TRANSLATION_LANGS.join(', ')}`,
});

export const articleFrontMatter = z.object({
  title: text,
  slug,
  category: z.enum(CATEGORIES, { message: 'must be one of the 22 category labels' }),
  number: z
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(ARTICLE_NUMBER_MIN, `must be from ${ARTICLE_NUMBER_MIN} to ${ARTICLE_NUMBER_MAX}`)
    .max(ARTICLE_NUMBER_MAX, `must be from ${ARTICLE_NUMBER_MIN} to ${ARTICLE_NUMBER_MAX}`)
    .optional(),
  language: originalLanguage,
  description: text.optional(),
  date: isoDate.optional(),
});

export const translationFrontMatter = z.object({
  title: text,
  description: text.optional(),
});

export const blogFrontMatter = z.object({
  title: text,
  url: slug,
  date: isoDate,
  language: originalLanguage,
  description: text,
  author: text,
});

export const pageFrontMatter = z.object({
  title: text,
  description: text,
});

export type ArticleFrontMatter = z.infer<typeof articleFrontMatter>;
export type TranslationFrontMatter = z.infer<typeof translationFrontMatter>;
export type BlogFrontMatter = z.infer<typeof blogFrontMatter>;
export type PageFrontMatter = z.infer<typeof pageFrontMatter>;
