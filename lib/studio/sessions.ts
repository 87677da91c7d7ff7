import 'server-only';
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Executor } from '@/lib/db/client';
import { hasFrustration, recordingSessions, type RecordingSession } from '@/lib/db/schema';
import { AppError, zodFailure } from '@/lib/errors';
import { FRUSTRATION_KINDS } from '@/lib/recordings/frustration';
import { escapeLike, nameCondition } from '@/lib/recordings/session-names';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { nextDay, startOfDayIn, studioTimeZone } from './time-zone';

/** Sessions per page of the list. */
export const SESSIONS_PAGE_SIZE = 25;
/**
 * The most sessions the list counts: past it the list says "10,000+ sessions". Counting every match of a month of a
 * busy site reads the whole month; counting up to a bound stops there.
 */
export const SESSIONS_COUNT_CAP = 10_000;
/** Longest text a filter field takes (URLs, selectors, search). */
export const SESSION_FILTER_MAX_LENGTH = 500;

const text = z
  .string()
  .trim()
  .max(SESSION_FILTER_MAX_LENGTH)
  .optional()
  .transform((v) => (v ? v : undefined));
const day = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine(
    (v) => v === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))),
    'must be a date (YYYY-MM-DD)',
  );
const seconds = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || /^\d{1,7}$/.test(v), 'must be a whole number of seconds')
  .transform((v) => (v === undefined ? undefined : Number(v)));

/**
 * The list's filters as they travel in the address (`/studio?user=mina&error=1`): every one optional, all of them
 * together narrow the list (AND).
 */
export const sessionFiltersSchema = z.object({
  /** Started on or after this day (UTC). */
  from: day,
  /** Started on or before this day (UTC). */
  to: day,
  /** The member's username contains this (any case): the verified one or the one the page's script asserted. */
  user: text,
  /** The browser's lasting anonymous id: every session of one visitor. */
  visitor: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined))
    .refine((v) => v === undefined || z.uuid().safeParse(v).success, 'must be a visitor id'),
  /** Sessions with frustration signals: any, or one kind (lib/recordings/frustration.ts). */
  frustration: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || v === 'any' || (FRUSTRATION_KINDS as readonly string[]).includes(v),
      'must be any, rage, dead or error_click',
    ),
  /** A visited URL contains this. */
  url: text,
  /** Only sessions with at least one error. */
  error: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'on' || v === 'true'),
  /** A click on an element whose CSS selector contains this (any case). */
  selector: text,
  /** At least / at most this many seconds long. */
  minDuration: seconds,
  maxDuration: seconds,
  /** A watched tag (its id) was triggered. */
  tag: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^\d{1,9}$/.test(v), 'must be a tag'),
  /** A feature flag (its key) was served to the session. */
  flag: text,
  /** Free text over visited URLs and custom events' names. */
  q: text,
});
export type SessionFilters = z.output<typeof sessionFiltersSchema>;

/** The filters of an address's query, or a failure naming the bad field. */
export function parseSessionFilters(search: Record<string, string | string[] | undefined>) {
  const flat = Object.fromEntries(
    Object.entries(search).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  const parsed = sessionFiltersSchema.safeParse(flat);
  if (!parsed.success) return zodFailure(parsed.error);
  return { ok: true as const, filters: parsed.data };
}

export interface SessionRow {
  id: string;
  startedAt: Date;
  durationMs: number;
  pageCount: number;
  clickCount: number;
  errorCount: number;
  rageClickCount: number;
  deadClickCount: number;
  errorClickCount: number;
  /** The user id the page's script asserted: anyone's script can name anyone. */
  userId: string | null;
  /** The member the site verified (a member token at a start), or null. */
  verifiedUserId: string | null;
  /** The browser's lasting anonymous id (its other sessions: the `visitor` filter). */
  userUuid: string;
  browser: string;
  os: string;
  device: string;
  screenWidth: number;
  screenHeight: number;
  /** The language the session started in. */
  language: string;
  /** Every display language its pages were in, in order (the start language when its addresses name none). */
  languages: string[];
  condition: string | null;
  /** Names of the watched tags the session triggered. */
  tags: string[];
}

/**
 * Where a page of the list starts or ends: a session's start (microseconds since the epoch, as the database keeps it)
 * and its id, the list's order. Written into the address as `<microseconds>_<id>`.
 */
export interface SessionCursor {
  startedAtUs: bigint;
  id: string;
}

const CURSOR_PATTERN = /^(\d{1,17})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A cursor as the address writes it, or null when it is not one. */
export function parseSessionCursor(text: string): SessionCursor | null {
  const match = CURSOR_PATTERN.exec(text.trim().toLowerCase());
  return match ? { startedAtUs: BigInt(match[1]!), id: match[2]! } : null;
}

export const sessionCursorText = (cursor: SessionCursor) => `${cursor.startedAtUs}_${cursor.id}`;

export interface SessionPage {
  sessions: SessionRow[];
  /** Sessions matching the filters, counted up to SESSIONS_COUNT_CAP. */
  total: number;
  /** More sessions match than SESSIONS_COUNT_CAP ("10,000+"). */
  totalCapped: boolean;
  /** The cursor of the page above (newer sessions), or null on the first page. */
  newer: string | null;
  /** The cursor of the page below (older sessions), or null on the last. */
  older: string | null;
}

const s = recordingSessions;
// Qualified by hand: drizzle writes a one-table query's columns unqualified, which is ambiguous inside a subquery.
const SESSION_ID = sql.raw('"recording_sessions"."id"');
export { escapeLike };

/** An event of this kind exists for the session, with a name matching `condition` (a tag: indexed by kind, name, session). */
const hasEvent = (kind: string, condition: SQL) =>
  sql`exists (select 1 from recording_events e where e.session_id = ${SESSION_ID} and e.kind = ${kind} and ${condition})`;

/**
 * The filters as SQL; `from` and `to` are days of the team's zone (lib/studio/time-zone.ts), as the list shows times.
 * The substring filters ask the names dictionary first (lib/recordings/session-names.ts).
 */
export async function whereOf(
  db: Executor,
  projectId: string,
  filters: SessionFilters,
  timeZone: string,
): Promise<SQL> {
  // A session without pages recorded nothing a replay could show (a start whose page was left before it was answered).
  const parts: (SQL | undefined)[] = [eq(s.projectId, projectId), sql`${s.pageCount} > 0`];
  if (filters.from) parts.push(gte(s.startedAt, startOfDayIn(filters.from, timeZone)));
  if (filters.to) parts.push(lt(s.startedAt, startOfDayIn(nextDay(filters.to), timeZone)));
  if (filters.user) {
    const pattern = `%${escapeLike(filters.user)}%`;
    parts.push(sql`(${s.userId} ilike ${pattern} or ${s.verifiedUserId} ilike ${pattern})`);
  }
  if (filters.visitor) parts.push(eq(s.userUuid, filters.visitor));
  // Every frustration filter names the predicate of recording_sessions_project_frustrated_idx, which PostgreSQL can
  // then use (it does not prove that `rage > 0` implies the sum's): the counts are never negative, so it changes no
  // answer, and a rare signal reads the few frustrated sessions instead of all of them.
  if (filters.frustration) {
    parts.push(hasFrustration(s));
    if (filters.frustration === 'rage') parts.push(sql`${s.rageClickCount} > 0`);
    else if (filters.frustration === 'dead') parts.push(sql`${s.deadClickCount} > 0`);
    else if (filters.frustration === 'error_click') parts.push(sql`${s.errorClickCount} > 0`);
  }
  if (filters.error) parts.push(sql`${s.errorCount} > 0`);
  if (filters.minDuration !== undefined)
    parts.push(sql`(${s.lastActivityAt} - ${s.startedAt}) >= ${filters.minDuration} * interval '1 second'`);
  if (filters.maxDuration !== undefined)
    parts.push(sql`(${s.lastActivityAt} - ${s.startedAt}) <= ${filters.maxDuration} * interval '1 second'`);
  // By part of a name: the project's names that contain the text, then the sessions holding one of them.
  if (filters.url) parts.push(await nameCondition(db, s.nameIds, projectId, ['page'], filters.url));
  if (filters.selector) parts.push(await nameCondition(db, s.nameIds, projectId, ['click'], filters.selector));
  if (filters.tag) parts.push(hasEvent('tag', sql`e.name = ${filters.tag}`));
  if (filters.flag)
    parts.push(
      sql`exists (select 1 from recording_session_flags f where f.session_id = ${SESSION_ID} and f.flag_key = ${filters.flag})`,
    );
  if (filters.q) parts.push(await nameCondition(db, s.nameIds, projectId, ['page', 'custom'], filters.q));
  return and(...parts)!;
}

/**
 * Page changes as the index holds them, each once: a page's last batch may repeat messages its worker also sent
 * (tracker/PROTOCOL.md "Batch"), so the running count may hold one twice.
 */
const pageChanges = sql<number>`(select count(distinct (e.name, e.at))::int from recording_events e where e.session_id = ${SESSION_ID} and e.kind = 'page')`;
/** The display languages of the session's pages (the `lang` of their addresses), in the order first seen. */
const pageLanguages = sql<string[] | null>`(select array_agg(l.lang order by l.first_at) from (
  select m[1] as lang, min(e.at) as first_at from recording_events e cross join lateral regexp_match(e.name, '[?&]lang=([A-Za-z-]{2,12})') as m
  where e.session_id = ${SESSION_ID} and e.kind = 'page' and m is not null group by m[1]) l)`;

const tagNames = sql<
  string[] | null
>`(select array_agg(distinct t.name order by t.name) from recording_events e join tags t on e.name = t.id::text where e.session_id = ${SESSION_ID} and e.kind = 'tag')`;

/**
 * One page of a project's recorded sessions, newest first, with the filters applied: the first page, or the page just
 * below `after` (older) or just above `before` (newer). Pages are found by their place in the order (started, id), so
 * a page deep in the list costs what the first does, where an offset would read every row above it.
 */
export async function listSessions(
  viewer: StudioViewer,
  {
    projectId,
    filters,
    after,
    before,
    timeZone = studioTimeZone(),
  }: { projectId: string; filters: SessionFilters; after?: SessionCursor; before?: SessionCursor; timeZone?: string },
): Promise<SessionPage> {
  assertStudioViewer(viewer);
  if (after && before) throw new AppError('invalid', 'after and before: give one of them', { field: 'after' });
  const db = await getDb();
  const where = await whereOf(db, projectId, filters, timeZone);
  const [totals] = await db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(s)
      .where(where)
      .limit(SESSIONS_COUNT_CAP + 1)
      .as('matching'),
  );
  const matching = totals?.n ?? 0;
  const cursor = after ?? before;
  const at = cursor
    ? sql`(timestamptz 'epoch' + ${cursor.startedAtUs.toString()}::bigint * interval '1 microsecond')`
    : null;
  const id = cursor ? sql`${cursor.id}::uuid` : null;
  // The plain bound on the start lets the (project, started) index skip to the cursor; the row comparison breaks ties.
  const bound = after
    ? sql`${s.startedAt} <= ${at} and (${s.startedAt}, ${s.id}) < (${at}, ${id})`
    : before
      ? sql`${s.startedAt} >= ${at} and (${s.startedAt}, ${s.id}) > (${at}, ${id})`
      : undefined;
  const rows = await db
    .select({
      id: s.id,
      startedAt: s.startedAt,
      startedAtUs: sql<string>`(extract(epoch from ${s.startedAt}) * 1000000)::bigint::text`,
      lastActivityAt: s.lastActivityAt,
      pageCount: pageChanges,
      languages: pageLanguages,
      clickCount: s.clickCount,
      errorCount: s.errorCount,
      rageClickCount: s.rageClickCount,
      deadClickCount: s.deadClickCount,
      errorClickCount: s.errorClickCount,
      userId: s.userId,
      verifiedUserId: s.verifiedUserId,
      userUuid: s.userUuid,
      browser: s.browser,
      os: s.os,
      device: s.device,
      screenWidth: s.screenWidth,
      screenHeight: s.screenHeight,
      language: s.language,
      condition: s.condition,
      tags: tagNames,
    })
    .from(s)
    .where(and(where, bound))
    .orderBy(...(before ? [asc(s.startedAt), asc(s.id)] : [desc(s.startedAt), desc(s.id)]))
    // One more than a page: whether there is a page beyond this one.
    .limit(SESSIONS_PAGE_SIZE + 1);
  const beyond = rows.length > SESSIONS_PAGE_SIZE;
  // Fewer newer sessions than a page: the page above is the first one, full.
  if (before && !beyond) return listSessions(viewer, { projectId, filters, timeZone });
  const page = rows.slice(0, SESSIONS_PAGE_SIZE);
  if (before) page.reverse();
  const cursorOf = (row: (typeof page)[number] | undefined) =>
    row ? sessionCursorText({ startedAtUs: BigInt(row.startedAtUs), id: row.id }) : null;
  const hasNewer = before ? beyond : Boolean(after);
  const hasOlder = before ? true : beyond;
  return {
    sessions: page.map(({ lastActivityAt, tags, languages, startedAtUs: _, ...row }) => ({
      ...row,
      languages: languages && languages.length > 0 ? languages : [row.language].filter(Boolean),
      durationMs: Math.max(0, lastActivityAt.getTime() - row.startedAt.getTime()),
      tags: tags ?? [],
    })),
    total: Math.min(matching, SESSIONS_COUNT_CAP),
    totalCapped: matching > SESSIONS_COUNT_CAP,
    newer: hasNewer ? cursorOf(page[0]) : null,
    older: hasOlder ? cursorOf(page.at(-1)) : null,
  };
}

/** One session of the project, or a `not_found` failure. */
export async function sessionById(viewer: StudioViewer, projectId: string, id: string): Promise<RecordingSession> {
  assertStudioViewer(viewer);
  if (!z.uuid().safeParse(id).success) throw new AppError('not_found', 'No such session');
  const db = await getDb();
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.id, id), eq(s.projectId, projectId)));
  if (!row) throw new AppError('not_found', 'No such session');
  return row;
}
