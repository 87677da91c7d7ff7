import {
  articleFrontMatter,
  blogFrontMatter,
  pageFrontMatter,
  translationFrontMatter,
  type ArticleFrontMatter,
  type BlogFrontMatter,
  type PageFrontMatter,
  type TranslationFrontMatter,
} from './schema';
import { parseContentFile, type ContentProblem } from './parse';
import { CATEGORIES } from './categories';
import { LANG_CODES, TRANSLATION_LANGS, type Lang, type TranslationLang } from '@/lib/i18n/languages';

/** A content file as read from disk: its path relative to the content folder, and its text. */
export type ContentFile = { path: string; raw: string };

export type Translation = TranslationFrontMatter & { body: string };
export type Article = ArticleFrontMatter & {
  file: string;
  body: string;
  translations: Partial<Record<TranslationLang, Translation>>;
};
export type BlogPost = BlogFrontMatter & {
  file: string;
  body: string;
  translations: Partial<Record<TranslationLang, Translation>>;
};
export type Page = PageFrontMatter & { body: string };

export type Library = {
  /** Newest first (by date, then title), the order of the catalogue. */
  articles: Article[];
  articleBySlug: ReadonlyMap<string, Article>;
  /** Newest first. */
  blog: BlogPost[];
  blogByUrl: ReadonlyMap<string, BlogPost>;
  /** Static pages (the impressum) by name, one version per display language. */
  pages: ReadonlyMap<string, Record<Lang, Page>>;
};

const ARTICLE_FILE = /^articles\/[^/]+\.md$/;
const BLOG_FILE = /^blog\/[^/]+\.md$/;
const ARTICLE_TRANSLATION_FILE = /^translations\/([^/]+)\/([^/]+)\.md$/;
const BLOG_TRANSLATION_FILE = /^translations\/([^/]+)\/blog\/([^/]+)\.md$/;
const PAGE_FILE = /^pages\/([^/]+)\/([^/]+)\.md$/;

function newestFirst(a: { date?: string; title: string }, b: { date?: string; title: string }): number {
  return (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title);
}

/**
 * Builds the library from every content file and checks the rules that span files: unique slugs and blog URLs,
 * translations of existing entries in a known language, every static page in every language. Pure: the same files
 * give the same library and the same problems, whatever the file system.
 */
export function buildLibrary(files: readonly ContentFile[]): { library: Library; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const articleBySlug = new Map<string, Article>();
  const blogByUrl = new Map<string, BlogPost>();
  const pages = new Map<string, Partial<Record<Lang, Page>>>();
  const translationFiles: { file: ContentFile; lang: string; key: string; blog: boolean }[] = [];
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));

  for (const file of sorted) {
    const path = `content/${file.path}`;
    let match: RegExpMatchArray | null;
    if (ARTICLE_FILE.test(file.path)) {
      const parsed = parseContentFile(path, file.raw, articleFrontMatter);
      if (!parsed.ok) {
        problems.push(...parsed.problems);
        continue;
      }
      const existing = articleBySlug.get(parsed.data.slug);
      if (existing) {
        problems.push({ file: path, field: 'slug', message: `"${parsed.data.slug}" is already used by ${existing.file}` });
        continue;
      }
      articleBySlug.set(parsed.data.slug, { ...parsed.data, file: path, body: parsed.body, translations: {} });
    } else if (BLOG_FILE.test(file.path)) {
      const parsed = parseContentFile(path, file.raw, blogFrontMatter);
      if (!parsed.ok) {
        problems.push(...parsed.problems);
        continue;
      }
      const existing = blogByUrl.get(parsed.data.url);
      if (existing) {
        problems.push({ file: path, field: 'url', message: `"${parsed.data.url}" is already used by ${existing.file}` });
        continue;
      }
      blogByUrl.set(parsed.data.url, { ...parsed.data, file: path, body: parsed.body, translations: {} });
    } else if ((match = file.path.match(BLOG_TRANSLATION_FILE))) {
      translationFiles.push({ file, lang: match[1]!, key: match[2]!, blog: true });
    } else if ((match = file.path.match(ARTICLE_TRANSLATION_FILE))) {
      translationFiles.push({ file, lang: match[1]!, key: match[2]!, blog: false });
    } else if ((match = file.path.match(PAGE_FILE))) {
      const [, lang, name] = match as unknown as [string, string, string];
      if (!(LANG_CODES as readonly string[]).includes(lang)) {
        problems.push({ file: path, field: 'path', message: `"${lang}" is not a display language (${LANG_CODES.join(', ')})` });
        continue;
      }
      const parsed = parseContentFile(path, file.raw, pageFrontMatter);
      if (!parsed.ok) {
        problems.push(...parsed.problems);
        continue;
      }
      pages.set(name, { ...pages.get(name), [lang]: { ...parsed.data, body: parsed.body } });
    } else if (file.path.endsWith('.md') && file.path !== 'README.md') {
      problems.push({ file: path, field: 'path', message: 'is not in a known content folder (see content/README.md)' });
    }
  }

  for (const { file, lang, key, blog } of translationFiles) {
    const path = `content/${file.path}`;
    if (!(TRANSLATION_LANGS as readonly string[]).includes(lang)) {
      problems.push({ file: path, field: 'path', message: `"${lang}" is not a translation language (${TRANSLATION_LANGS.join(', ')})` });
      continue;
    }
    const target = blog ? blogByUrl.get(key) : articleBySlug.get(key);
    if (!target) {
      problems.push({ file: path, field: 'path', message: `translates "${key}", but no ${blog ? 'blog post' : 'article'} has that ${blog ? 'url' : 'slug'}` });
      continue;
    }
    const parsed = parseContentFile(path, file.raw, translationFrontMatter);
    if (!parsed.ok) {
      problems.push(...parsed.problems);
      continue;
    }
    target.translations[lang as TranslationLang] = { ...parsed.data, body: parsed.body };
  }

  const completePages = new Map<string, Record<Lang, Page>>();
  for (const [name, versions] of pages) {
    const missing = LANG_CODES.filter((lang) => !versions[lang]);
    if (missing.length > 0) {
      problems.push({ file: `content/pages/*/${name}.md`, field: 'path', message: `is missing in ${missing.join(', ')}` });
    } else {
      completePages.set(name, versions as Record<Lang, Page>);
    }
  }

  return {
    library: {
      articles: [...articleBySlug.values()].sort(newestFirst),
      articleBySlug,
      blog: [...blogByUrl.values()].sort(newestFirst),
      blogByUrl,
      pages: completePages,
    },
    problems,
  };
}

/** The catalogue as a whole must cover every category (an empty category would be a dead filter). */
export function coverageProblems(library: Library): ContentProblem[] {
  return CATEGORIES.filter((category) => !library.articles.some((a) => a.category === category)).map((category) => ({
    file: 'content/articles',
    field: 'category',
    message: `no article has the category "${category}"`,
  }));
}
