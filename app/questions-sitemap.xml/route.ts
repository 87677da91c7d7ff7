import { questionsForSitemap } from '@/lib/discussion';
import { LANG_CODES } from '@/lib/i18n/languages';
import { absoluteUrl, languageAlternates } from '@/lib/seo/urls';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The discussion's indexable pages (question pages are worth finding: docs/decisions/0024-question-sitemap.md). Separate from /sitemap.xml, which is
 * built with the static pages: questions live in the database, which the build never opens.
 */
export async function GET(): Promise<Response> {
  const entries = await questionsForSitemap();
  const urls = entries.flatMap(({ slug, lastModified }) => {
    const path = `/question/${slug}`;
    const alternates = Object.entries(languageAlternates(path))
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join('');
    return LANG_CODES.map(
      (lang) =>
        `<url><loc>${escapeXml(absoluteUrl(path, lang))}</loc><lastmod>${lastModified.toISOString()}</lastmod>${alternates}</url>`,
    );
  });
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
