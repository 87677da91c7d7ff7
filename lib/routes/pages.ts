/**
 * The public page routes of the site (spec §2), so the proxy can answer an unknown path with the not-found screen
 * and status 404 itself. (Next 16 renders a `notFound()` thrown during a dynamic render as an empty error document
 * filled in by script; a rewrite to the prerendered not-found page keeps the 404 page real HTML.) A test checks this
 * table against the pages under app/[lang].
 */
export type ContentIndex = { hasArticle: (slug: string) => boolean; hasBlogPost: (url: string) => boolean };

/** Pages without parameters, by their path (without the leading slash). */
export const STATIC_PAGES = ['', 'articles', 'blog', 'more-blogs', 'impressum'] as const;

/** Pages with one parameter: the first segment names the kind, the second is checked (or left to the page). */
const PARAM_PAGES: Record<string, (value: string, content: ContentIndex) => boolean> = {
  articles: (slug, content) => content.hasArticle(slug),
  blog: (url, content) => content.hasBlogPost(url),
};

/** The internal route that renders the not-found screen; never a public address itself. */
export const NOT_FOUND_SEGMENT = 'missing';

export function isKnownPage(pathname: string, content: ContentIndex): boolean {
  const segments = pathname.split('/').filter(Boolean).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return '\u0000';
    }
  });
  if (pathname.endsWith('/') && pathname !== '/') return false;
  if (segments.length === 0) return true;
  if (segments.length === 1) return (STATIC_PAGES as readonly string[]).includes(segments[0]!);
  if (segments.length === 2) return PARAM_PAGES[segments[0]!]?.(segments[1]!, content) ?? false;
  return false;
}
