/**
 * The public page routes of the site (spec §2). The proxy uses this table to
 * - answer an unknown path with the not-found screen and status 404 itself (Next 16 renders a `notFound()` thrown
 *   during a dynamic render as an empty error document filled in by script; a rewrite to the prerendered not-found
 *   page keeps the 404 page real HTML),
 * - give pages rendered per request a nonce-based Content-Security-Policy,
 * - check the session only where a page depends on it.
 * A test checks this table against the pages under app/[lang].
 */
export type ContentIndex = { hasArticle: (slug: string) => boolean; hasBlogPost: (url: string) => boolean };

export type PageKind = {
  /** Prerendered pages are the same for everyone; the others render per request. */
  rendering: 'prerendered' | 'per-request';
  /** The page reads the session (the proxy renews it first). */
  session: boolean;
};

const PRERENDERED: PageKind = { rendering: 'prerendered', session: false };
const PER_REQUEST: PageKind = { rendering: 'per-request', session: false };
const MEMBER: PageKind = { rendering: 'per-request', session: true };

/** Pages without parameters, by their path (without the leading slash). */
export const PAGES: Readonly<Record<string, PageKind>> = {
  // The landing page is prerendered; with a valid session the proxy serves the home screen instead (spec §2 "/").
  '': { rendering: 'prerendered', session: true },
  articles: PER_REQUEST,
  blog: PRERENDERED,
  'more-blogs': PRERENDERED,
  impressum: PRERENDERED,
  home: MEMBER,
  login: MEMBER,
  register: MEMBER,
  logout: MEMBER,
  random: MEMBER,
  bug: MEMBER,
};

/** Pages with one parameter: the first segment names the kind, the second is checked against the content. */
const PARAM_PAGES: Record<string, { kind: PageKind; exists: (value: string, content: ContentIndex) => boolean }> = {
  articles: { kind: PRERENDERED, exists: (slug, content) => content.hasArticle(slug) },
  blog: { kind: PRERENDERED, exists: (url, content) => content.hasBlogPost(url) },
  // Members, questions and groups live in the database; the page itself answers not-found for an unknown one.
  question: { kind: MEMBER, exists: () => true },
  user: { kind: MEMBER, exists: () => true },
  group: { kind: MEMBER, exists: () => true },
};

/** The internal route that renders the not-found screen; never a public address itself. */
export const NOT_FOUND_SEGMENT = 'missing';
/** The internal route `/` shows to a signed-in member. */
export const HOME_SEGMENT = 'home';

/** What kind of page a public path is, or null when there is no such page. */
export function classifyPage(pathname: string, content: ContentIndex): PageKind | null {
  if (pathname.endsWith('/') && pathname !== '/') return null;
  const segments: string[] = [];
  for (const raw of pathname.split('/').filter(Boolean)) {
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  if (segments.length === 0) return PAGES['']!;
  if (segments.length === 1) return Object.hasOwn(PAGES, segments[0]!) ? PAGES[segments[0]!]! : null;
  if (segments.length === 2) {
    const param = PARAM_PAGES[segments[0]!];
    return param && param.exists(segments[1]!, content) ? param.kind : null;
  }
  return null;
}
