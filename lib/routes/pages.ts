/**
 * The public page routes of the site, as path patterns. The proxy uses this table to
 * - respond to an unknown path with the not-found screen and status 404 itself (Next 16 renders a `notFound()` thrown
 *   during a dynamic render as an empty error document filled in by script; a rewrite to the prerendered not-found
 *   page keeps the 404 page real HTML),
 * - give pages rendered per request a nonce-based Content-Security-Policy,
 * - check the session only where a page depends on it,
 * - keep the product team's pages (`role: 'admin'`) a plain not-found screen for everyone else.
 * A test checks this table against the pages under app/[lang].
 */
import { LANG_CODES, type Lang } from '../i18n/languages';
import { ANSWER_SORT_PARAM, ANSWER_SORTS, DEFAULT_ANSWER_SORT, isAnswerSort } from '../discussion/answer-sort';
import { questionPageTag } from '../http/cache-invalidation';

export type ContentIndex = { hasArticle: (slug: string) => boolean; hasBlogPost: (url: string) => boolean };
/** What only the database knows, asked by the proxy before it lets a cached page be rendered (and stored). */
export type StoredIndex = { hasQuestion: (slug: string) => Promise<boolean> };

export type PageKind = {
  /**
   * - `prerendered`: built once, the same for everyone;
   * - `cached`: the same for everyone, rendered at its first request and cached until the data it shows changes (the
   *   server actions that change it say so: app/[lang]/_lib/revalidate-pages.ts); what differs per member comes from the
   *   API after the page has loaded, so the cached page holds nothing of anyone;
   * - `per-request`: rendered for each request.
   */
  rendering: 'prerendered' | 'cached' | 'per-request';
  /**
   * The page's render reads the session (the proxy renews it first). A cached page's does not, but its server actions
   * (POSTs to the page's address) do, so the proxy checks the session for those.
   */
  session: boolean;
  /** Only this role may see the page; for anyone else it does not exist (404, no hint). */
  role?: 'admin';
};

const PRERENDERED: PageKind = { rendering: 'prerendered', session: false };
const PER_REQUEST: PageKind = { rendering: 'per-request', session: false };
const MEMBER: PageKind = { rendering: 'per-request', session: true };
const CACHED: PageKind = { rendering: 'cached', session: false };
const STUDIO: PageKind = { rendering: 'per-request', session: true, role: 'admin' };

type Params = Record<string, string>;

/** Where the product team's studio lives; every page under it is the studio's. */
export const STUDIO_PATH = '/studio';

/**
 * Whether a public path is in the studio (`/studio`, `/studio/…`). The site's tracker never records there: the
 * product team's own screens, replays of visitors' pages among them, are not part of the product's recordings.
 */
export function isStudioPath(pathname: string): boolean {
  return pathname === STUDIO_PATH || pathname.startsWith(`${STUDIO_PATH}/`);
}

export interface PageRoute {
  /** `/question/:question`: literal segments, and `:name` for one dynamic segment. */
  pattern: string;
  kind: PageKind;
  /** For pages whose content is known without the database: does this one exist? */
  exists?: (params: Params, content: ContentIndex) => boolean;
  /**
   * A cached page that a query parameter changes is cached once per value, each at an internal path of its own (a cached
   * page is one per path): the suffix of that path for this query, '' for the default.
   */
  variant?: (query: URLSearchParams) => string;
  /** For cached pages of database content: does this one exist? (No cached not-found page per made-up address.) */
  stored?: (params: Params, index: StoredIndex) => Promise<boolean>;
  /**
   * For cached pages: the tags of what the page shows, which the server actions that change it announce
   * (lib/http/cache-invalidation.ts), so that the site's own response cache can keep it too.
   */
  cacheTags?: (params: Params) => string[];
  /**
   * `on-interaction`: a reader page, text and links, whose script starts at the reader's first interaction rather
   * than at load (lib/routes/deferred-hydration.ts). Only a page the same for every reader: a prerendered one (when
   * Next.js served it as prerendered) or one rendered per request without the session.
   */
  hydration?: 'on-interaction';
}

/** Every page of app/[lang], by its public path pattern. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  // The landing page is prerendered; with a valid session the proxy serves the home screen instead.
  { pattern: '/', kind: { rendering: 'prerendered', session: true }, hydration: 'on-interaction' },
  { pattern: '/articles', kind: PER_REQUEST, hydration: 'on-interaction' },
  {
    pattern: '/articles/:slug',
    kind: PRERENDERED,
    exists: ({ slug }, content) => content.hasArticle(slug!),
    hydration: 'on-interaction',
  },
  { pattern: '/blog', kind: PRERENDERED, hydration: 'on-interaction' },
  {
    pattern: '/blog/:url',
    kind: PRERENDERED,
    exists: ({ url }, content) => content.hasBlogPost(url!),
    hydration: 'on-interaction',
  },
  { pattern: '/more-blogs', kind: PRERENDERED, hydration: 'on-interaction' },
  { pattern: '/impressum', kind: PRERENDERED, hydration: 'on-interaction' },
  { pattern: '/home', kind: MEMBER },
  { pattern: '/login', kind: MEMBER },
  { pattern: '/register', kind: MEMBER },
  { pattern: '/logout', kind: MEMBER },
  { pattern: '/random', kind: MEMBER },
  { pattern: '/bug', kind: MEMBER },
  // Members, questions and groups live in the database; the page itself responds not-found for an unknown one.
  // A question page is the same for every reader: cached, one per language and answer order (docs/decisions/0028-member-pages-cached.md).
  {
    pattern: '/question/:question',
    kind: CACHED,
    variant: (query) => answerSortSuffix(query.get(ANSWER_SORT_PARAM)),
    stored: ({ question }, index) => index.hasQuestion(question!),
    cacheTags: ({ question }) => [questionPageTag(question!)],
  },
  { pattern: '/user/:username', kind: MEMBER },
  { pattern: '/group/:groupname', kind: MEMBER },
  // A public link to one replay (docs/decisions/0105-public-replay-links.md): anyone with its signed token.
  { pattern: '/shared/:token', kind: PER_REQUEST },
  // The product team's studio (docs/decisions/0048-studio-hidden.md): a plain not-found screen for everyone else.
  { pattern: '/studio', kind: STUDIO },
  { pattern: '/studio/sessions/:id', kind: STUDIO },
  // The visits being recorded now, and one of them watched live.
  { pattern: '/studio/live', kind: STUDIO },
  { pattern: '/studio/live/:id', kind: STUDIO },
  { pattern: '/studio/bugs', kind: STUDIO },
  { pattern: '/studio/bugs/:id', kind: STUDIO },
  { pattern: '/studio/flags', kind: STUDIO },
  { pattern: '/studio/flags/:id', kind: STUDIO },
  { pattern: '/studio/tags', kind: STUDIO },
  { pattern: '/studio/tags/:id', kind: STUDIO },
  { pattern: '/studio/conditions', kind: STUDIO },
  { pattern: '/studio/conditions/:id', kind: STUDIO },
  // The team's notes on replay moments, and click maps of a page.
  { pattern: '/studio/notes', kind: STUDIO },
  { pattern: '/studio/clickmap', kind: STUDIO },
  { pattern: '/studio/trends', kind: STUDIO },
  { pattern: '/studio/funnels', kind: STUDIO },
  { pattern: '/studio/errors', kind: STUDIO },
  // Webhooks, trend alerts and issue trackers (lib/integrations).
  { pattern: '/studio/integrations', kind: STUDIO },
  { pattern: '/studio/journeys', kind: STUDIO },
  { pattern: '/studio/experiments', kind: STUDIO },
  // Collections of sessions and moments.
  { pattern: '/studio/collections', kind: STUDIO },
  { pattern: '/studio/collections/:id', kind: STUDIO },
  // Dashboards of analytics cards; a dashboard's address is the one the team shares.
  { pattern: '/studio/dashboards', kind: STUDIO },
  { pattern: '/studio/dashboards/:id', kind: STUDIO },
  // The team member's notifications: notes that mention them.
  { pattern: '/studio/notifications', kind: STUDIO },
  // Usability tests: list, a new one, one test (edit, status, participant link), its results.
  { pattern: '/studio/tests', kind: STUDIO },
  { pattern: '/studio/tests/new', kind: STUDIO },
  { pattern: '/studio/tests/:id', kind: STUDIO },
  { pattern: '/studio/tests/:id/results', kind: STUDIO },
];

/** The internal path suffix of a question page's answer order: '' for the default, `/{sort}` for the others. */
function answerSortSuffix(sort: string | null): string {
  return isAnswerSort(sort) && sort !== DEFAULT_ANSWER_SORT ? `/${sort}` : '';
}

/**
 * The internal paths of every cached page of one question, in every language and answer order: what to forget when it
 * changes (revalidatePath takes the route's own path, not the public address).
 */
export function questionPagePaths(slug: string, langs: readonly Lang[] = LANG_CODES): string[] {
  return langs.flatMap((lang) => ANSWER_SORTS.map((sort) => `/${lang}/question/${slug}${answerSortSuffix(sort)}`));
}

/** The internal route that renders the not-found screen; never a public address itself. */
export const NOT_FOUND_SEGMENT = 'not-found-screen';
/** The internal route `/` shows to a signed-in member. */
export const HOME_SEGMENT = 'home';

export type PageMatch = PageKind & { params: Params } & Pick<
    PageRoute,
    'variant' | 'stored' | 'cacheTags' | 'hydration'
  >;

const compile = (routes: readonly PageRoute[]) =>
  routes.map((route) => ({ route, segments: route.pattern.split('/').filter(Boolean) }));
const COMPILED = compile(PAGE_ROUTES);

/** What kind of page a public path is (with its dynamic segments, decoded), or null when there is no such page. */
export function matchPage(pathname: string, content: ContentIndex, routes?: readonly PageRoute[]): PageMatch | null {
  const compiled = routes ? compile(routes) : COMPILED;
  if (pathname.endsWith('/') && pathname !== '/') return null;
  const segments: string[] = [];
  for (const raw of pathname.split('/').filter(Boolean)) {
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  for (const { route, segments: pattern } of compiled) {
    if (pattern.length !== segments.length) continue;
    const params: Params = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return segment.length > 0;
      }
      return part === segment;
    });
    if (!matches) continue;
    if (route.exists && !route.exists(params, content)) return null;
    const { variant, stored, cacheTags, hydration } = route;
    return {
      ...route.kind,
      params,
      ...(variant ? { variant } : {}),
      ...(stored ? { stored } : {}),
      ...(cacheTags ? { cacheTags } : {}),
      ...(hydration ? { hydration } : {}),
    };
  }
  return null;
}

/** What kind of page a public path is, or null when there is no such page. */
export function classifyPage(pathname: string, content: ContentIndex): PageKind | null {
  const match = matchPage(pathname, content);
  if (!match) return null;
  const { params, variant, stored, cacheTags, hydration, ...kind } = match;
  return kind;
}

const EVERY_CONTENT: ContentIndex = { hasArticle: () => true, hasBlogPost: () => true };

/**
 * How a response to this public path may start its script: `on-interaction` for a reader page (its `hydration`),
 * provided the response is one for every reader: a page the table says is prerendered must also have been served as
 * prerendered (`servedPrerendered`: the landing page a member gets is their home, rendered for them), and a page
 * that reads the session never is.
 */
export function pageHydration(pathname: string, servedPrerendered: boolean): 'on-interaction' | 'at-load' {
  const page = matchPage(pathname, EVERY_CONTENT);
  if (page?.hydration !== 'on-interaction' || (page.session && page.rendering !== 'prerendered')) return 'at-load';
  return page.rendering !== 'prerendered' || servedPrerendered ? 'on-interaction' : 'at-load';
}

/** The page a public path is, its database content checked too: null when there is no such page. */
export async function findPage(
  pathname: string,
  content: ContentIndex,
  stored: StoredIndex,
): Promise<PageMatch | null> {
  const match = matchPage(pathname, content);
  if (!match?.stored) return match;
  return (await match.stored(match.params, stored)) ? match : null;
}
