import 'server-only';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { recordingSessions, type RecordingSession } from '@/lib/db/schema';
import { AppError, zodFailure } from '@/lib/errors';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';

/** Sessions per page of the list. */
export const SESSIONS_PAGE_SIZE = 25;
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
  .refine((v) => v === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), 'must be a date (YYYY-MM-DD)');
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
  /** The member's username, exactly. */
  user: text,
  /** A visited URL contains this. */
  url: text,
  /** Only sessions with at least one error. */
  error: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'on' || v === 'true'),
  /** A click on exactly this CSS selector. */
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
  const flat = Object.fromEntries(Object.entries(search).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
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
  userId: string | null;
  browser: string;
  os: string;
  device: string;
  screenWidth: number;
  screenHeight: number;
  language: string;
  condition: string | null;
  /** Names of the watched tags the session triggered. */
  tags: string[];
}

export interface SessionPage {
  sessions: SessionRow[];
  total: number;
  page: number;
  pageCount: number;
}

const s = recordingSessions;
// Qualified by hand: drizzle writes a one-table query's columns unqualified, which is ambiguous inside a subquery.
const SESSION_ID = sql.raw('"recording_sessions"."id"');
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An event of this kind exists for the session, with a name matching `condition` (indexed by kind, name, session). */
const hasEvent = (kind: string, condition: SQL) =>
  sql`exists (select 1 from recording_events e where e.session_id = ${SESSION_ID} and e.kind = ${kind} and ${condition})`;

function whereOf(projectId: string, filters: SessionFilters): SQL {
  const parts: (SQL | undefined)[] = [eq(s.projectId, projectId)];
  if (filters.from) parts.push(gte(s.startedAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) parts.push(lt(s.startedAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000)));
  if (filters.user) parts.push(eq(s.userId, filters.user));
  if (filters.error) parts.push(sql`${s.errorCount} > 0`);
  if (filters.minDuration !== undefined) parts.push(sql`(${s.lastActivityAt} - ${s.startedAt}) >= ${filters.minDuration} * interval '1 second'`);
  if (filters.maxDuration !== undefined) parts.push(sql`(${s.lastActivityAt} - ${s.startedAt}) <= ${filters.maxDuration} * interval '1 second'`);
  if (filters.url) parts.push(hasEvent('page', sql`e.name ilike ${`%${escapeLike(filters.url)}%`}`));
  if (filters.selector) parts.push(hasEvent('click', sql`e.name = ${filters.selector}`));
  if (filters.tag) parts.push(hasEvent('tag', sql`e.name = ${filters.tag}`));
  if (filters.flag) parts.push(sql`exists (select 1 from recording_session_flags f where f.session_id = ${SESSION_ID} and f.flag_key = ${filters.flag})`);
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    parts.push(sql`exists (select 1 from recording_events e where e.session_id = ${SESSION_ID} and e.kind in ('page', 'custom') and e.name ilike ${pattern})`);
  }
  return and(...parts)!;
}

const tagNames = sql<
  string[] | null
>`(select array_agg(distinct t.name order by t.name) from recording_events e join tags t on e.name = t.id::text where e.session_id = ${SESSION_ID} and e.kind = 'tag')`;

/**
 * One page of a project's recorded sessions, newest first, with the filters applied; `null` past the last page (the
 * first page always exists, empty or not).
 */
export async function listSessions(
  viewer: StudioViewer,
  { projectId, filters, page = 1 }: { projectId: string; filters: SessionFilters; page?: number },
): Promise<SessionPage | null> {
  assertStudioViewer(viewer);
  if (!Number.isSafeInteger(page) || page < 1) throw new AppError('invalid', 'page: must be a positive whole number', { field: 'page' });
  const db = await getDb();
  const where = whereOf(projectId, filters);
  const [totals] = await db.select({ n: count() }).from(s).where(where);
  const total = totals?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SESSIONS_PAGE_SIZE));
  if (page > pageCount) return null;
  const rows = await db
    .select({
      id: s.id,
      startedAt: s.startedAt,
      lastActivityAt: s.lastActivityAt,
      pageCount: s.pageCount,
      clickCount: s.clickCount,
      errorCount: s.errorCount,
      userId: s.userId,
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
    .where(where)
    .orderBy(desc(s.startedAt), desc(s.id))
    .limit(SESSIONS_PAGE_SIZE)
    .offset((page - 1) * SESSIONS_PAGE_SIZE);
  return {
    sessions: rows.map(({ lastActivityAt, tags, ...row }) => ({
      ...row,
      durationMs: Math.max(0, lastActivityAt.getTime() - row.startedAt.getTime()),
      tags: tags ?? [],
    })),
    total,
    page,
    pageCount,
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
