import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import { discussionGroups, groupMembers, questions, users } from '@/lib/db/schema';
import type { Clock } from '@/lib/clock';
import type { AlsoSelect } from '@/lib/auth/session-store';
import { isUuid } from '@/lib/db/uuid';
import { isCategoryId } from '@/lib/content/categories';
import { SLUG_PATTERN } from './input';
import { parseChosenFilters, SORT_OPTIONS, type ChosenFilters, type SortOption } from './filters';
import { FEED_GROUP_BOOST_MS } from './limits';

/*
 * The home feed as a kept page (docs/decisions/0028-member-pages-cached.md). What /home shows a member depends on them in one way only: questions asked
 * recently in their groups come first (README "The feed"). So the feed is kept once per *view*: the chosen filters,
 * the page, and the set of the member's groups that have such recent questions (`boost`), which members in the same
 * groups share and most members leave empty. The proxy reads the boost in the statement that checks the member's
 * session (feedBoostOf; feedBoostGroups, one statement of its own, when the session was just renewed) and routes the
 * request to the view's kept page (app/[lang]/home/[feed]); the page renders it from the view alone. The greeting's
 * name is the member's own, written in by the browser (lib/auth/member-hint.ts).
 */

/** The pages of each view that are kept; a later page renders per request (a bound on the kept pages per view). */
export const KEPT_FEED_PAGES = 10;

export type FeedView = {
  filters: ChosenFilters;
  page: number;
  /** Ids of the member's groups with a question asked within FEED_GROUP_BOOST_MS, sorted. */
  boost: string[];
  /** A new account's first visit: "Welcome" instead of "Welcome back". */
  welcome: boolean;
  /** The ask form opened (the bar's "Ask a question"). */
  ask: boolean;
};

/**
 * The view as one path segment: base64url of its canonical JSON (fixed key order, sorted ids), so equal views share
 * one kept page and the segment needs no escaping.
 */
export function encodeFeedView(view: FeedView): string {
  const canonical = {
    s: view.filters.sort ?? null,
    c: view.filters.category ?? null,
    g: view.filters.group ?? null,
    p: view.page,
    b: [...view.boost].sort(),
    w: view.welcome,
    a: view.ask,
  };
  return Buffer.from(JSON.stringify(canonical), 'utf8').toString('base64url');
}

/** The view a path segment names, or null for anything encodeFeedView did not write. */
export function decodeFeedView(segment: string): FeedView | null {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const { s, c, g, p, b, w, a } = raw as Record<string, unknown>;
  const filters: ChosenFilters = {};
  if (s !== null) {
    if (typeof s !== 'string' || !(SORT_OPTIONS as readonly string[]).includes(s)) return null;
    filters.sort = s as SortOption;
  }
  if (c !== null) {
    if (!isCategoryId(c)) return null;
    filters.category = c;
  }
  if (g !== null) {
    if (typeof g !== 'string' || !SLUG_PATTERN.test(g)) return null;
    filters.group = g;
  }
  if (typeof p !== 'number' || !Number.isSafeInteger(p) || p < 1 || p > KEPT_FEED_PAGES) return null;
  if (!Array.isArray(b) || !b.every(isUuid)) return null;
  if (typeof w !== 'boolean' || typeof a !== 'boolean') return null;
  const view: FeedView = { filters, page: p, boost: b as string[], welcome: w, ask: a };
  // Only the canonical spelling names a view: one kept page per view, not one per way of writing it.
  return encodeFeedView(view) === segment ? view : null;
}

/**
 * The member's side of the feed, their groups that have a question asked within FEED_GROUP_BOOST_MS (sorted ids), as an
 * SQL expression of the member's id (a column of a statement that joins its table, which Drizzle qualifies, or a
 * parameter): read within another statement (the proxy's session check: lib/auth AlsoSelect), a member's home feed
 * costs one statement, not two.
 */
export function feedBoostOf(userId: AnyPgColumn | SQL, { now = new Date() }: Clock = {}): SQL<string[]> {
  const since = new Date(now.getTime() - FEED_GROUP_BOOST_MS).toISOString();
  // Per group of the member, whether one question is recent (questions_group_id_idx answers it by itself), rather than
  // a join over every recent question, which PostgreSQL plans as a scan of all recent questions (EXPLAIN ANALYZE on
  // the demo data; timed on PGlite, 2,000 runs: 0.47 vs 0.55–0.62 ms a statement). The scan grows with the site, the
  // lookups with the member's groups. The inner tables are aliased so that no column of the outer statement can be
  // taken for one of theirs (Drizzle leaves column names unqualified in a statement over one table). The groups are a
  // comma-separated list, not an array, so that both drivers return the same text.
  return sql`(select coalesce(string_agg(gm.group_id::text, ','), '') from ${groupMembers} gm where gm.user_id = ${userId} and exists (select 1 from ${questions} q where q.group_id = gm.group_id and q.created_at > ${since}::timestamptz))`.mapWith(
    (value: unknown) => (typeof value === 'string' && value !== '' ? value.split(',').sort() : []),
  );
}

/** The boost as the proxy reads it with the session check of a member's home screen (lib/auth AlsoSelect). */
export const FEED_BOOST_WITH_SESSION: AlsoSelect<string[]> = { select: (userId) => feedBoostOf(userId) };

/** The same boost on its own (feedBoostOf): one statement. */
export async function feedBoostGroups(viewerId: string, clock: Clock = {}): Promise<string[]> {
  if (!isUuid(viewerId)) return [];
  const db = await getDb();
  const [row] = await db
    .select({ boost: feedBoostOf(sql`${viewerId}::uuid`, clock) })
    .from(users)
    .where(eq(users.id, viewerId));
  return row?.boost ?? [];
}

/** Whether a group filter names a group (a kept page per made-up group name would have no bound). One statement. */
export async function groupExists(slug: string): Promise<boolean> {
  if (!SLUG_PATTERN.test(slug)) return false;
  const db = await getDb();
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(discussionGroups)
    .where(eq(discussionGroups.slug, slug))
    .limit(1);
  return Boolean(row);
}

/**
 * The kept view a member's `/home` address asks for, or null when it renders per request instead: a search (`q`),
 * a page that is no whole number or lies past KEPT_FEED_PAGES, a group filter naming no group. Up to two statements
 * (the boost unless `knownBoost` gives it, read with the session by feedBoostOf; the group when the filter names one).
 */
export async function feedViewFor(
  viewerId: string,
  query: URLSearchParams,
  clock: Clock = {},
  knownBoost?: string[],
): Promise<FeedView | null> {
  if ((query.get('q') ?? '').trim() !== '') return null;
  const pageParam = query.get('page');
  const page = pageParam === null ? 1 : /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : null;
  if (page === null || page > KEPT_FEED_PAGES) return null;
  const filters = parseChosenFilters(query);
  const [boost, groupKnown] = await Promise.all([
    knownBoost ?? feedBoostGroups(viewerId, clock),
    filters.group ? groupExists(filters.group) : true,
  ]);
  if (!groupKnown) return null;
  return { filters, page, boost, welcome: query.get('welcome') === 'new', ask: query.has('ask') };
}
