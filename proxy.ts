import { NextResponse, type NextRequest } from 'next/server';
import { isLanguageNeutralPath, routeLanguage } from '@/lib/i18n/routing';
import { LANG_PARAM } from '@/lib/i18n/languages';
import { isKnownPage, NOT_FOUND_SEGMENT } from '@/lib/routes/pages';
import { getLibrary } from '@/lib/content/load';

/** The request header next-intl reads the locale from when setRequestLocale was not called. */
const INTL_LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

/**
 * Language resolution (spec §4, shared/design.md §4): maps the public URL onto the internal [lang] segment so every
 * language of a static page is prerendered. The decision itself is lib/i18n/routing.ts (unit-tested); this only
 * applies it to the request.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isLanguageNeutralPath(pathname)) return NextResponse.next();

  const route = routeLanguage({
    method: request.method,
    pathname,
    search,
    savedLang: request.cookies.get(LANG_PARAM)?.value,
  });

  if (route.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(route.location, request.url), 307);
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('Vary', 'Cookie');
    return response;
  }
  const url = request.nextUrl.clone();
  const library = getLibrary();
  const known = isKnownPage(pathname, {
    hasArticle: (slug) => library.articleBySlug.has(slug),
    hasBlogPost: (postUrl) => library.blogByUrl.has(postUrl),
  });
  url.pathname = known ? route.internalPath : `/${route.lang}/${NOT_FOUND_SEGMENT}`;
  // Tells next-intl the language where a render cannot call setRequestLocale (the not-found screen).
  const headers = new Headers(request.headers);
  headers.set(INTL_LOCALE_HEADER, route.lang);
  return NextResponse.rewrite(url, { request: { headers }, ...(known ? {} : { status: 404 }) });
}

export const config = {
  // Everything but Next's own assets; API, ingest and files are filtered by isLanguageNeutralPath.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
