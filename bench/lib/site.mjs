// What the benchmarks load: the first article of the catalogue (the library's own order, newest first), the pages
// to measure, and the baseline page (the same article text in a bare HTML document without script or style).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/setup.mjs';

/** { slug, language, count } of the first article of lib/content's library, read with tsx like the build does. */
export function firstArticle() {
  const code = [
    "import { getLibrary } from './lib/content/load.ts';",
    'const { articles } = getLibrary();',
    'console.log(JSON.stringify({ slug: articles[0].slug, language: articles[0].language, count: articles.length }));',
  ].join('\n');
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['--eval', code], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`Could not read the content library:\n${result.stderr || result.error}`);
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

/** The pages the browser benchmarks load, as paths with their query. */
export function pages(slug) {
  return [
    { id: 'article', label: 'article (original)', path: `/articles/${slug}?lang=original` },
    { id: 'catalogue', label: 'catalogue', path: '/articles?lang=original' },
    { id: 'landing', label: 'landing', path: '/?lang=original' },
    { id: 'article-fa', label: 'article (fa, RTL)', path: `/articles/${slug}?lang=fa` },
  ];
}

const attr = (html, tag, name) => html.match(new RegExp(`<${tag}\\b[^>]*\\s${name}="([^"]*)"`, 'i'))?.[1];

/**
 * The baseline document: the article element exactly as the site rendered it (breadcrumbs, title, date, body),
 * without its JSON-LD, in a minimal HTML page with the same <html lang dir>, charset, viewport and <title> and
 * nothing else: no script, no stylesheet, no navigation bar or footer.
 */
export function bareArticleHtml(siteHtml) {
  const article = articleElement(siteHtml);
  const title = siteHtml.match(/<title>([\s\S]*?)<\/title>/i)?.[1] ?? '';
  const lang = attr(siteHtml, 'html', 'lang') ?? 'en';
  const dir = attr(siteHtml, 'html', 'dir');
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang}"${dir ? ` dir="${dir}"` : ''}>`,
    '<head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>',
    `<title>${title}</title></head>`,
    `<body><main>${article}</main></body>`,
    '</html>',
  ].join('\n');
}

/**
 * The site's `<article>` element from an article page, without its JSON-LD (a `<script type="application/ld+json">`:
 * data, not code, but the baselines have no `<script>` of their own).
 */
export function articleElement(siteHtml) {
  const element = siteHtml.match(/<article\b[\s\S]*?<\/article>/i)?.[0];
  if (!element) throw new Error('The article page has no <article> element');
  return element.replace(/<script\b[\s\S]*?<\/script>/gi, '');
}
