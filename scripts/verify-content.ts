// A stricter, editorial check of the content folder than `npm run content:check`: besides the schema it checks the
// shape of every body (headings, lists, length), links and images, translation coverage and the blog and pages.
//
//   npx tsx scripts/verify-content.ts
//
// Prints statistics and every problem found; exits 1 if there are problems.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { CATEGORIES, ARTICLE_NUMBER_MAX, ARTICLE_NUMBER_MIN } from '../lib/content/categories';

const ROOT = path.resolve(__dirname, '..');
const CONTENT = path.join(ROOT, 'content');
const IMAGES = path.join(ROOT, 'public', 'images', 'articles');
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const LANGS = ['en', 'de', 'fa', 'es'] as const;
const FORBIDDEN =
  /lorem|ipsum|placeholder|dummy text|sample text|generated text|\{topic\}|\{title\}|\{n\}|undefined|\bTODO\b|\bFIXME\b/i;

const problems: string[] = [];
const problem = (file: string, message: string) => problems.push(`${path.relative(ROOT, file)}: ${message}`);

function read(file: string): { data: Record<string, unknown>; body: string } | null {
  try {
    const parsed = matter(fs.readFileSync(file, 'utf8'), {});
    return { data: parsed.data, body: parsed.content.trim() };
  } catch (error) {
    problem(file, `front matter does not parse (${(error as Error).message.split('\n')[0]})`);
    return null;
  }
}

function mdFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => path.join(dir, e.name))
    .sort();
}

function words(text: string): number {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function dateString(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value : null;
}

/** Headings, lists, forbidden words, links and images of a markdown body. */
function checkBody(
  file: string,
  body: string,
  opts: { minWords: number; maxWords: number; minHeadings: number; maxHeadings: number; articleSlugs: Set<string> },
): { links: number; images: number; words: number } {
  const count = words(body);
  if (count < opts.minWords || count > opts.maxWords)
    problem(file, `body has ${count} words (expected ${opts.minWords}-${opts.maxWords})`);
  const headings = body.match(/^## .+$/gm) ?? [];
  if (headings.length < opts.minHeadings || headings.length > opts.maxHeadings) {
    problem(file, `body has ${headings.length} ## headings (expected ${opts.minHeadings}-${opts.maxHeadings})`);
  }
  if (!/^(?:- |\d+\. )\S/m.test(body)) problem(file, 'body has no list');
  if (/^#{1,6} /.test(body)) problem(file, 'body starts with a heading instead of an intro paragraph');
  const forbidden = body.replace(/\b[Tt]od[oa]s?\b/g, '').match(FORBIDDEN); // "todo" is Spanish for "all"
  if (forbidden) problem(file, `body contains "${forbidden[0]}"`);
  let links = 0;
  for (const match of body.matchAll(/(?<!!)\[([^\]]+)\]\(([^)]+)\)/g)) {
    links++;
    const href = match[2] ?? '';
    const article = href.match(/^\/articles\/([^/#?]+)$/);
    if (article) {
      if (!opts.articleSlugs.has(article[1] ?? '')) problem(file, `links to missing article ${href}`);
    } else if (!/^\/(blog|more-blogs|articles)(\/|$)/.test(href) && !/^https:\/\//.test(href)) {
      problem(file, `has an unexpected link target ${href}`);
    }
  }
  let images = 0;
  for (const match of body.matchAll(/!\[([^\]]*)\]\(([^)]+)\)/g)) {
    images++;
    if ((match[1] ?? '').trim().length < 10) problem(file, 'image alt text is missing or too short');
    const src = match[2] ?? '';
    if (!src.startsWith('/images/articles/') || !fs.existsSync(path.join(ROOT, 'public', src)))
      problem(file, `image ${src} does not exist`);
  }
  return { links, images, words: count };
}

// -------------------------------------------------------------------------------------------------------------
// Images

for (const file of fs.existsSync(IMAGES) ? fs.readdirSync(IMAGES) : []) {
  const full = path.join(IMAGES, file);
  const svg = fs.readFileSync(full, 'utf8');
  if (!file.endsWith('.svg')) continue;
  if (svg.length >= 3072) problem(full, `is ${svg.length} bytes (limit 3 KB)`);
  if (
    !/<svg[^>]*\swidth="1200"/.test(svg) ||
    !/<svg[^>]*\sheight="630"/.test(svg) ||
    !/viewBox="0 0 1200 630"/.test(svg)
  ) {
    problem(full, 'needs width="1200" height="630" and viewBox="0 0 1200 630"');
  }
  if (/<text|href=|url\(|<image|<script/i.test(svg)) problem(full, 'contains text, references or scripts');
}

// -------------------------------------------------------------------------------------------------------------
// Articles

const articleFiles = mdFiles(path.join(CONTENT, 'articles'));
const articles = new Map<string, { file: string; data: Record<string, unknown>; body: string }>();
for (const file of articleFiles) {
  const parsed = read(file);
  if (!parsed) continue;
  const slug = String(parsed.data.slug ?? '');
  if (!SLUG.test(slug)) problem(file, `slug "${slug}" is not valid`);
  if (`${slug}.md` !== path.basename(file)) problem(file, `slug "${slug}" does not match the file name`);
  if (articles.has(slug)) problem(file, `slug "${slug}" is not unique`);
  articles.set(slug, { file, ...parsed });
}
const slugs = new Set(articles.keys());
const perCategory = new Map<string, number>(CATEGORIES.map((c) => [c, 0]));
const perLanguage = new Map<string, number>();
let withNumber = 0;
let withLinks = 0;
let withImages = 0;
const wordCounts: number[] = [];
for (const { file, data, body } of articles.values()) {
  if (typeof data.title !== 'string' || !data.title.trim()) problem(file, 'title is missing');
  const category = String(data.category);
  if (!perCategory.has(category)) problem(file, `category "${category}" is not one of the 22 labels`);
  else perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
  if (data.number !== undefined) {
    withNumber++;
    const n = data.number;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < ARTICLE_NUMBER_MIN || n > ARTICLE_NUMBER_MAX)
      problem(file, `number ${String(n)} is out of range`);
  }
  const language = String(data.language);
  if (!(LANGS as readonly string[]).includes(language)) problem(file, `language "${language}" is not en, de, fa or es`);
  perLanguage.set(language, (perLanguage.get(language) ?? 0) + 1);
  const description = String(data.description ?? '');
  const sentences = description.split(/(?<=[.!?؟])\s+/).filter(Boolean).length;
  if (!description || sentences > 2) problem(file, `description should be one or two sentences (${sentences})`);
  const date = dateString(data.date);
  if (!date || !/^202[3-6]-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
    problem(file, `date ${String(date)} is not a 2023-2026 date`);
  const stats = checkBody(file, body, {
    minWords: 500,
    maxWords: 900,
    minHeadings: 3,
    maxHeadings: 5,
    articleSlugs: slugs,
  });
  if (stats.links > 0) withLinks++;
  if (stats.images > 0) withImages++;
  wordCounts.push(stats.words);
}

// -------------------------------------------------------------------------------------------------------------
// Translations (articles and blog)

const blogFiles = mdFiles(path.join(CONTENT, 'blog'));
const blogUrls = new Set<string>();
const translated: Record<(typeof LANGS)[number], number> = { en: 0, de: 0, fa: 0, es: 0 };
const translatedBlog: Record<(typeof LANGS)[number], number> = { en: 0, de: 0, fa: 0, es: 0 };
for (const lang of LANGS) {
  for (const file of mdFiles(path.join(CONTENT, 'translations', lang))) {
    const slug = path.basename(file, '.md');
    const original = articles.get(slug);
    if (!original) problem(file, `translates a missing article "${slug}"`);
    const parsed = read(file);
    if (!parsed) continue;
    if (typeof parsed.data.title !== 'string' || !parsed.data.title.trim()) problem(file, 'title is missing');
    if (original && lang !== 'en' && original.data.language === lang)
      problem(file, 'translates an article into its own language');
    checkBody(file, parsed.body, {
      minWords: 350,
      maxWords: 1100,
      minHeadings: 3,
      maxHeadings: 5,
      articleSlugs: slugs,
    });
    if (original) {
      const originalHeadings = (original.body.match(/^## /gm) ?? []).length;
      const headings = (parsed.body.match(/^## /gm) ?? []).length;
      if (headings !== originalHeadings) problem(file, `has ${headings} headings, the original ${originalHeadings}`);
      const links = [...parsed.body.matchAll(/\]\((\/articles\/[^)]+)\)/g)].map((m) => m[1]).join(' ');
      const originalLinks = [...original.body.matchAll(/\]\((\/articles\/[^)]+)\)/g)].map((m) => m[1]).join(' ');
      if (links !== originalLinks) problem(file, 'does not keep the links of the original');
    }
    if (lang === 'fa' && !/[\u0600-\u06FF]/.test(parsed.body)) problem(file, 'is not written in Persian script');
    translated[lang]++;
  }
}

// -------------------------------------------------------------------------------------------------------------
// Blog

const blogYears = new Set<string>();
const authors = new Map<string, number>();
for (const file of blogFiles) {
  const parsed = read(file);
  if (!parsed) continue;
  const { data, body } = parsed;
  const url = String(data.url ?? '');
  if (!SLUG.test(url) || `${url}.md` !== path.basename(file))
    problem(file, `url "${url}" is invalid or does not match the file name`);
  if (blogUrls.has(url)) problem(file, `url "${url}" is not unique`);
  blogUrls.add(url);
  for (const field of ['title', 'description', 'author', 'language']) {
    if (typeof data[field] !== 'string' || !String(data[field]).trim()) problem(file, `${field} is missing`);
  }
  const date = dateString(data.date);
  if (!date || !/^202[4-6]-\d{2}-\d{2}$/.test(date)) problem(file, `date ${String(date)} is not a 2024-2026 date`);
  else blogYears.add(date.slice(0, 4));
  authors.set(String(data.author), (authors.get(String(data.author)) ?? 0) + 1);
  checkBody(file, body, { minWords: 400, maxWords: 800, minHeadings: 2, maxHeadings: 8, articleSlugs: slugs });
}
for (const lang of LANGS) {
  for (const file of mdFiles(path.join(CONTENT, 'translations', lang, 'blog'))) {
    const url = path.basename(file, '.md');
    if (!blogUrls.has(url)) problem(file, `translates a missing blog post "${url}"`);
    const parsed = read(file);
    if (!parsed) continue;
    if (typeof parsed.data.title !== 'string' || !parsed.data.title.trim()) problem(file, 'title is missing');
    checkBody(file, parsed.body, {
      minWords: 300,
      maxWords: 1000,
      minHeadings: 2,
      maxHeadings: 8,
      articleSlugs: slugs,
    });
    translatedBlog[lang]++;
  }
}

// -------------------------------------------------------------------------------------------------------------
// Pages

for (const lang of ['original', 'en', 'de', 'fa', 'es']) {
  const file = path.join(CONTENT, 'pages', lang, 'impressum.md');
  if (!fs.existsSync(file)) {
    problem(file, 'is missing');
    continue;
  }
  const parsed = read(file);
  if (parsed && (typeof parsed.data.title !== 'string' || typeof parsed.data.description !== 'string'))
    problem(file, 'needs title and description');
}

// -------------------------------------------------------------------------------------------------------------
// Coverage

for (const [category, count] of perCategory)
  if (count === 0) problems.push(`content/articles: no article in "${category}"`);
if (articles.size < 490 || articles.size > 520)
  problems.push(`content/articles: ${articles.size} articles (expected 490-520)`);
for (const lang of ['de', 'es', 'fa'])
  if ((perLanguage.get(lang) ?? 0) < 3) problems.push(`content/articles: fewer than 3 originals in ${lang}`);
for (const lang of LANGS) {
  if ((translated[lang] ?? 0) < 25)
    problems.push(`content/translations/${lang}: only ${translated[lang]} article translations`);
  if ((translatedBlog[lang] ?? 0) < 3)
    problems.push(`content/translations/${lang}/blog: only ${translatedBlog[lang]} blog translations`);
}
if (blogUrls.size < 14) problems.push(`content/blog: only ${blogUrls.size} posts`);
for (const slug of slugs) {
  const original = articles.get(slug);
  if (
    original &&
    original.data.language !== 'en' &&
    !fs.existsSync(path.join(CONTENT, 'translations', 'en', `${slug}.md`))
  ) {
    problems.push(
      `content/translations/en/${slug}.md: the ${String(original.data.language)} original has no English translation`,
    );
  }
}

const pct = (n: number) => `${n} (${Math.round((100 * n) / Math.max(1, articles.size))}%)`;
wordCounts.sort((a, b) => a - b);
console.log(
  `Articles: ${articles.size}; with number ${pct(withNumber)}, with links ${pct(withLinks)}, with images ${pct(withImages)}`,
);
console.log(
  `Words per article: min ${wordCounts[0]}, median ${wordCounts[Math.floor(wordCounts.length / 2)]}, max ${wordCounts[wordCounts.length - 1]}`,
);
console.log(`Original languages: ${[...perLanguage].map(([l, n]) => `${l} ${n}`).join(', ')}`);
console.log(`Per category: ${[...perCategory].map(([c, n]) => `${c} ${n}`).join('; ')}`);
console.log(`Article translations: ${LANGS.map((l) => `${l} ${translated[l]}`).join(', ')}`);
console.log(
  `Blog: ${blogUrls.size} posts (years ${[...blogYears].sort().join(', ')}; authors ${[...authors].map(([a, n]) => `${a} ${n}`).join(', ')}); translations ${LANGS.map((l) => `${l} ${translatedBlog[l]}`).join(', ')}`,
);

if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log('\nAll content checks passed.');
