import { LANG_PARAM, type Lang } from './languages';
import { resolveLanguage } from './resolve';

/** Paths served to programs rather than readers: the product API, the ingest and Next's own assets. */
export function isMachinePath(pathname: string): boolean {
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname === '/ingest' ||
    pathname.startsWith('/ingest/') ||
    pathname.startsWith('/_next/')
  );
}

/**
 * The longest extension a file of the site may have (`.webmanifest`, the longest a browser asks a site for). A page's
 * address can end in a dot and a longer run of letters and digits: a public replay link's token is a signed JWT
 * (`/shared/xxx.yyy.zzz`) whose 43-character signature is letters and digits only about one time in four, and is no file.
 */
export const FILE_EXTENSION_MAX_LENGTH = 11;

const FILE_WITH_EXTENSION = new RegExp(`/[^/]+\\.[a-z0-9]{1,${FILE_EXTENSION_MAX_LENGTH}}$`, 'i');

/** Paths the language proxy leaves alone: the machine paths and any file with an extension. */
export function isLanguageNeutralPath(pathname: string): boolean {
  return isMachinePath(pathname) || FILE_WITH_EXTENSION.test(pathname);
}

export type LanguageRoute =
  /** Serve the internal `/{lang}{path}` page. */
  | { kind: 'rewrite'; lang: Lang; internalPath: string }
  /** Send the browser to the public URL with `?lang=` so a cookie-derived language never reaches a shared cache. */
  | { kind: 'redirect'; location: string };

/**
 * Decides how a public URL maps onto the internal `[lang]` segment (docs/decisions/0002-language-routing.md).
 * - `?lang=de` → rewrite to `/de/...`: the URL names the language, so the response is cacheable.
 * - no (valid) `?lang=` but a saved non-default language → redirect GET/HEAD to the `?lang=` URL, uncacheable, so a
 *   cookie-derived language never sits in a shared cache; other methods (form posts, server actions) are rewritten.
 * - otherwise → `/original/...`. A shared cache may hand this to a reader with a saved language; the page's script
 *   then moves them to their `?lang=` address (components/language/saved-language.ts).
 */
export function routeLanguage(request: {
  method: string;
  pathname: string;
  search: string;
  savedLang: string | null | undefined;
}): LanguageRoute {
  const params = new URLSearchParams(request.search);
  const resolved = resolveLanguage({ query: params.get(LANG_PARAM), saved: request.savedLang });
  const internalPath = `/${resolved.lang}${request.pathname === '/' ? '' : request.pathname}`;

  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (resolved.source === 'saved' && resolved.lang !== 'original' && isRead) {
    params.set(LANG_PARAM, resolved.lang);
    return { kind: 'redirect', location: `${request.pathname}?${params.toString()}` };
  }
  return { kind: 'rewrite', lang: resolved.lang, internalPath };
}

/** The public address of an internal page in a language: `/{target}?lang={language}`. */
export function localizedHref(path: string, lang: Lang, extra?: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(extra ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  params.set(LANG_PARAM, lang);
  return `${path}?${params.toString()}`;
}
