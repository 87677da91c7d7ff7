import { NextResponse, type NextRequest } from 'next/server';
import { isLanguageNeutralPath, isMachinePath, routeLanguage } from '@/lib/i18n/routing';
import { LANG_PARAM } from '@/lib/i18n/languages';
import { findPage, HOME_SEGMENT, NOT_FOUND_SEGMENT } from '@/lib/routes/pages';
import { questionExists } from '@/lib/discussion/question-page';
import { encodeFeedView, FEED_BOOST_WITH_SESSION, feedViewFor } from '@/lib/discussion/feed';
import { getLibrary } from '@/lib/content/load';
import {
  checkSession,
  clearSessionCookies,
  secureCookiesFor,
  readSessionTokens,
  writeSessionCookies,
} from '@/lib/auth';
import type { CookieOptions } from '@/lib/auth';
import { memberHint } from '@/lib/auth/member-hint';
import { FLAGS_HINT_MAX_AGE_SECONDS, flagsHintUpdate } from '@/lib/ingest/flags';
import { FLAGS_HINT_COOKIE } from '@/lib/recordings/flags-hint';
import {
  createNonce,
  hashedContentSecurityPolicy,
  nonceContentSecurityPolicy,
  PRERENDERED_CONTENT_SECURITY_POLICY,
  SCRIPT_HASHES_HEADER,
} from '@/lib/security/headers';
import { CACHE_KEY_COOKIES_HEADER, CACHE_TAGS_HEADER, responseCacheInFront } from '@/lib/http/cache-invalidation';
import { ownServerInFront } from '@/lib/http/peer-address';
import { failure } from '@/lib/errors';
import { failureResponse, HTTP_STATUS } from '@/lib/http/route';
import { isForeignServerAction } from '@/lib/http/request-guard';
import { queryHasUnreadable, readablePath } from '@/lib/http/unreadable';

/** Cached pages (lib/routes/pages.ts `cached`) may be stored anywhere but never served without asking the site. */
const CACHED_PAGE_CACHE_CONTROL = 'no-cache';

/** A member's cached home feed: their browser may keep it but must ask again; no shared cache may. */
const CACHED_FEED_CACHE_CONTROL = 'private, no-cache';

/** The request header next-intl reads the locale from when setRequestLocale was not called. */
const INTL_LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

type CookieWrite = { name: string; value: string; options: CookieOptions };

/**
 * Every page request passes here:
 * 1. language (docs/decisions/0002-language-routing.md): the public URL maps onto the internal [lang] segment so every language
 *    of a static page is prerendered; a saved language without `?lang=` is a private redirect;
 * 2. unknown paths are the prerendered not-found screen with status 404 (lib/routes/pages.ts says why);
 * 3. on pages that read the session, the session check (docs/decisions/0019-session-check-in-proxy.md): an expired access token is renewed with the refresh
 *    token here, because only here can the new cookies reach both the browser and the page render; `/` shows the
 *    home screen when the session is valid, a member's home feed the cached page of their view. Cached pages (lib/routes/pages.ts) read no session: only their server
 *    actions (POST) get the check; a query parameter that picks a cached variant (a question's answer order) picks its
 *    internal path;
 * 4. the product team's pages (`role: 'admin'` in lib/routes/pages.ts) are the not-found screen for anyone else;
 * 5. the Content-Security-Policy: a fresh nonce for pages rendered per request (cached pages, the same bytes for
 *    everyone, cannot carry one: docs/decisions/0022-content-security-policy.md).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // Refused here rather than failed on later (a 500): a server action from another origin, and an address or query
  // holding text no part of the site can hold (lib/http/unreadable.ts). server/main.ts refuses the same before Next.js.
  if (isForeignServerAction(request.method, request.headers))
    return failureResponse(failure('forbidden', 'Cross-origin request refused'));
  if (readablePath(pathname) === null || queryHasUnreadable(request.nextUrl.searchParams)) {
    return failureResponse(
      failure('invalid', 'The address cannot be decoded (a malformed percent-escape or invalid text)'),
    );
  }
  if (isLanguageNeutralPath(pathname)) {
    const response = NextResponse.next();
    // Files, sitemaps and Next's global not-found page get the reader pages' static policy; API and ingest responses
    // (JSON) and Next's static assets get theirs from next.config.ts.
    if (!isMachinePath(pathname)) response.headers.set('Content-Security-Policy', PRERENDERED_CONTENT_SECURITY_POLICY);
    return response;
  }

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

  const library = getLibrary();
  const page = await findPage(
    pathname,
    { hasArticle: (slug) => library.articleBySlug.has(slug), hasBlogPost: (url) => library.blogByUrl.has(url) },
    { hasQuestion: questionExists },
  );

  let internalPath = page
    ? route.internalPath + (page.variant?.(request.nextUrl.searchParams) ?? '')
    : `/${route.lang}/${NOT_FOUND_SEGMENT}`;
  let perRequest = page?.rendering === 'per-request';
  const readsSession = page?.session || (page?.rendering === 'cached' && request.method === 'POST');
  const cookieWrites: CookieWrite[] = [];
  const jar = {
    set: (name: string, value: string, options: CookieOptions) => cookieWrites.push({ name, value, options }),
  };

  const tokens = readSessionTokens(request.cookies, secureCookiesFor(request));
  let role: string | null = null;
  let signedInName: string | null = null;
  let cachedFeed = false;
  if (readsSession && (tokens.access || tokens.refresh)) {
    const isHome = pathname === '/' || pathname === `/${HOME_SEGMENT}`;
    const homeRead = isHome && (request.method === 'GET' || request.method === 'HEAD');
    // Reading the home screen, the member's feed boost comes with the session check: one statement, not two.
    const session = await checkSession(tokens, {}, homeRead ? FEED_BOOST_WITH_SESSION : undefined);
    const secure = secureCookiesFor(request);
    if (session.status === 'valid') {
      role = session.user.role;
      signedInName = session.user.username;
      if (session.rotated) writeSessionCookies(jar, session.rotated, secure, session.user);
      if (isHome) {
        // The home screen: the member's view of the feed is cached (lib/discussion/feed.ts) unless it is a search or a
        // page past the cached ones; server actions (POST) go to the page rendered per request.
        const view = homeRead
          ? await feedViewFor(session.user.id, request.nextUrl.searchParams, {}, session.also)
          : null;
        internalPath = `/${route.lang}/${HOME_SEGMENT}${view ? `/${encodeFeedView(view)}` : ''}`;
        perRequest = !view;
        cachedFeed = Boolean(view);
      }
    } else if (session.clearCookies) {
      clearSessionCookies(jar, secure);
    }
  }

  // A member's feature flags, evaluated here, for the page's pre-paint script (lib/recordings/flags-hint.ts,
  // docs/decisions/0110-flags-at-render.md): the flagged part is there in the first frame.
  // Flags are an enhancement: a database that cannot answer leaves the cookie as it is, the page is served all the same.
  const flagsHint = await flagsHintUpdate(
    signedInName ?? (memberHint(request.headers.get('cookie') ?? '') || null),
    request.headers.get('user-agent') ?? '',
    request.cookies.get(FLAGS_HINT_COOKIE)?.value ?? '',
  ).catch((error: unknown) => {
    console.error('feature flags for the page:', error);
    return null;
  });
  if (flagsHint !== null) {
    jar.set(FLAGS_HINT_COOKIE, flagsHint, {
      httpOnly: false,
      secure: secureCookiesFor(request),
      sameSite: 'lax',
      path: '/',
      maxAge: flagsHint ? FLAGS_HINT_MAX_AGE_SECONDS : 0,
    });
  }

  // The product team's pages do not exist for anyone else: the same not-found screen as any unknown path.
  const hidden = page?.role !== undefined && role !== page.role;
  if (hidden) {
    internalPath = `/${route.lang}/${NOT_FOUND_SEGMENT}`;
    perRequest = false;
  }

  // The page render sees the renewed (or removed) cookies as if the browser had sent them.
  for (const { name, value } of cookieWrites) {
    if (value) request.cookies.set(name, value);
    else request.cookies.delete(name);
  }
  const headers = new Headers(request.headers);
  headers.set(INTL_LOCALE_HEADER, route.lang);
  let policy = PRERENDERED_CONTENT_SECURITY_POLICY;
  if (perRequest) {
    policy = nonceContentSecurityPolicy(createNonce());
    headers.set('Content-Security-Policy', policy);
  }

  const url = request.nextUrl.clone();
  url.pathname = internalPath;
  const response = NextResponse.rewrite(url, {
    request: { headers },
    ...(page && !hidden ? {} : { status: HTTP_STATUS.not_found }),
  });
  response.headers.set('Content-Security-Policy', policy);
  // A page cached for everyone holds members' writing (a question, a cached feed): the site's own server replaces the policy with one
  // allowing exactly the page's own inline scripts (lib/security/headers.ts SCRIPT_HASHES_HEADER). Without that server
  // in production (`next start`), nobody can hash them: the page gets the policy that allows none of them, never
  // 'unsafe-inline', and shows as rendered without hydrating (its forms still post). `next dev` keeps the reader policy.
  if ((page?.rendering === 'cached' && !hidden) || cachedFeed) {
    if (ownServerInFront()) response.headers.set(SCRIPT_HASHES_HEADER, '1');
    else if (process.env.NODE_ENV === 'production')
      response.headers.set('Content-Security-Policy', hashedContentSecurityPolicy([]));
  }
  // Next.js marks a cached page `s-maxage` (a year); it changes whenever a member acts, so no browser or shared cache
  // may serve it without asking (Next keeps Cache-Control when the proxy set one). The site serves it from its own copy.
  if (page?.rendering === 'cached' && !hidden) {
    response.headers.set('Cache-Control', CACHED_PAGE_CACHE_CONTROL);
    // The site's own response cache hears of every change and may keep the page (lib/http/cache-invalidation.ts): tagged with
    // what it shows and with the one cookie that selects it here, the saved language (an address without `?lang=`).
    const tags = page.cacheTags?.(page.params) ?? [];
    if (tags.length > 0 && (request.method === 'GET' || request.method === 'HEAD') && responseCacheInFront()) {
      response.headers.set(CACHE_TAGS_HEADER, tags.join(' '));
      response.headers.set(CACHE_KEY_COOKIES_HEADER, LANG_PARAM);
    }
  }
  // A cached feed is one member's view under an address every member shares: never for a shared cache.
  if (cachedFeed) response.headers.set('Cache-Control', CACHED_FEED_CACHE_CONTROL);
  for (const { name, value, options } of cookieWrites) response.cookies.set(name, value, options);
  return response;
}

export const config = {
  matcher: [
    // Pages only: not Next's own assets, not the product API (`/api`) and not the ingest (`/ingest`), which respond with
    // JSON and need none of the language routing; files and sitemaps are filtered by isLanguageNeutralPath. Nor the
    // prerendered reader pages (lib/routes/reader-pages.ts READER_PAGE_SOURCES)...
    '/((?!_next/static|_next/image|api$|api/|ingest$|ingest/)(?!(?:articles/[^/]+|blog|blog/[^/]+|more-blogs|impressum)$).*)',
    // ...unless their address names no language (or an unknown one): then the saved language decides, here.
    {
      source: '/((?:articles/[^/]+|blog|blog/[^/]+|more-blogs|impressum))',
      missing: [{ type: 'query', key: 'lang', value: '(?:original|en|de|fa|es)' }],
    },
  ],
};
