import { NextResponse, type NextRequest } from 'next/server';
import { isLanguageNeutralPath, routeLanguage } from '@/lib/i18n/routing';
import { LANG_PARAM } from '@/lib/i18n/languages';

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
  url.pathname = route.internalPath;
  const response = NextResponse.rewrite(url);
  // Without ?lang= the answer depends on the saved-language cookie: a shared cache must key on it.
  if (!route.shared) response.headers.set('Vary', 'Cookie');
  return response;
}

export const config = {
  // Everything but Next's own assets; API, ingest and files are filtered by isLanguageNeutralPath.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
