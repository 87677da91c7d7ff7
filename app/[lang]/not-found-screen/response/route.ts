import fs from 'node:fs';
import path from 'node:path';
import { failure } from '@/lib/errors';
import { failureResponse, HTTP_STATUS } from '@/lib/http/route';
import { isLang, type Lang } from '@/lib/i18n/languages';

/*
 * The not-found screen with status 404 for an unknown article or blog post whose address names its language: Next's
 * own routing sends those here (lib/routes/reader-pages.ts), without proxy.ts. A config rewrite cannot set a status,
 * a page that calls notFound() renders an empty error document that script fills in (docs/decisions/0015-not-found-pages.md), and Next's
 * 404 for an unknown slug of a `dynamicParams = false` route is its untranslated global one. So this responds with the
 * prerendered, translated not-found page (`/{lang}/not-found-screen`, the one proxy.ts rewrites unknown paths to) with 404.
 */

export const dynamic = 'force-dynamic';

/** Where `next build` writes the prerendered HTML of `/{lang}/not-found-screen`. */
const prerenderedFile = (lang: Lang) =>
  path.join(process.cwd(), '.next', 'server', 'app', lang, 'not-found-screen.html');

const pages = new Map<Lang, string>();

async function notFoundPage(lang: Lang, request: Request): Promise<string> {
  const kept = pages.get(lang);
  if (kept !== undefined) return kept;
  let html: string;
  try {
    html = fs.readFileSync(prerenderedFile(lang), 'utf8');
  } catch (error) {
    // `next dev` prerenders nothing: ask the proxy for the same page. Never in production, where request.url comes
    // from the Host header a client chose.
    if (process.env.NODE_ENV !== 'development') throw error;
    html = await (await fetch(new URL(`/not-found-screen?lang=${lang}`, request.url))).text();
  }
  pages.set(lang, html);
  return html;
}

export async function GET(request: Request, { params }: RouteContext<'/[lang]/not-found-screen/response'>) {
  const { lang } = await params;
  if (!isLang(lang)) return failureResponse(failure('not_found', `No language ${lang}`));
  // The translated not-found page itself, with the status of what it says.
  return new Response(await notFoundPage(lang, request), {
    status: HTTP_STATUS.not_found,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=3600' },
  });
}
