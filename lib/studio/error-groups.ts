import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { trendBuckets } from './trend-buckets';

/** The error groups a page lists at most, the most frequent first. */
export const ERROR_GROUPS_MAX = 50;
/** The occurrences a group's page lists, the latest first, each a link to its replay at that moment. */
export const ERROR_OCCURRENCES_MAX = 20;

export interface ErrorGroup {
  fingerprint: string;
  /** The error's name and message as one occurrence (the latest) wrote them. */
  name: string;
  message: string;
  occurrences: number;
  sessions: number;
  visitors: number;
  firstSeen: Date;
  lastSeen: Date;
  /** Occurrences per day of the team's zone, the last 30 days, oldest first. */
  daily: number[];
}

export interface ErrorOccurrence {
  sessionId: string;
  at: Date;
  message: string;
}

type Rows<T> = { rows: T[] };

/**
 * The project's errors grouped by fingerprint (name, normalized message and top frame, computed by the digester:
 * lib/recordings/error-fingerprint.ts): how often, in how many sessions and for how many visitors, first and last
 * seen, and a daily trend of the last 30 days. Errors indexed before fingerprints existed have none and are not
 * grouped (the sessions list still finds them by their text).
 */
export async function errorGroups(
  viewer: StudioViewer,
  projectId: string,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<ErrorGroup[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const groups = (await db.execute(sql`
    select e.fingerprint,
      (array_agg(e.name order by e.at desc))[1] as name,
      (array_agg(e.label order by e.at desc))[1] as message,
      count(*)::int as occurrences,
      count(distinct e.session_id)::int as sessions,
      count(distinct s.user_uuid)::int as visitors,
      min(e.at) as first_seen,
      max(e.at) as last_seen
    from recording_events e join recording_sessions s on s.id = e.session_id
    where s.project_id = ${projectId} and e.kind = 'error' and e.fingerprint is not null
    group by e.fingerprint
    order by occurrences desc, last_seen desc
    limit ${ERROR_GROUPS_MAX}`)) as unknown as Rows<{
    fingerprint: string;
    name: string;
    message: string;
    occurrences: number;
    sessions: number;
    visitors: number;
    first_seen: string | Date;
    last_seen: string | Date;
  }>;
  if (groups.rows.length === 0) return [];
  const { current: days } = trendBuckets('day', now, timeZone);
  const buckets = days.map((day, i) => ({ i, starts: day.starts.toISOString(), ends: day.ends.toISOString() }));
  const daily = (await db.execute(sql`
    select e.fingerprint, b.i, count(*)::int as n
    from jsonb_to_recordset(${JSON.stringify(buckets)}::jsonb) as b(i int, starts timestamptz, ends timestamptz)
    join recording_events e on e.at >= b.starts and e.at < b.ends
    join recording_sessions s on s.id = e.session_id
    where s.project_id = ${projectId} and e.kind = 'error'
      and e.fingerprint in (select jsonb_array_elements_text(${JSON.stringify(groups.rows.map((g) => g.fingerprint))}::jsonb))
    group by e.fingerprint, b.i`)) as unknown as Rows<{ fingerprint: string; i: number; n: number }>;
  const perDay = new Map<string, number[]>(groups.rows.map((g) => [g.fingerprint, days.map(() => 0)]));
  for (const row of daily.rows) perDay.get(row.fingerprint)![Number(row.i)] = Number(row.n);
  return groups.rows.map((g) => ({
    fingerprint: g.fingerprint,
    name: g.name,
    message: g.message,
    occurrences: Number(g.occurrences),
    sessions: Number(g.sessions),
    visitors: Number(g.visitors),
    firstSeen: new Date(g.first_seen),
    lastSeen: new Date(g.last_seen),
    daily: perDay.get(g.fingerprint)!,
  }));
}

/** A group's latest occurrences, each a session and the moment to open its replay at; none for an unknown group. */
export async function errorOccurrences(
  viewer: StudioViewer,
  projectId: string,
  fingerprint: string,
): Promise<ErrorOccurrence[]> {
  assertStudioViewer(viewer);
  if (!/^[0-9a-f]{16}$/.test(fingerprint)) return [];
  const db = await getDb();
  const rows = (await db.execute(sql`
    select e.session_id, e.at, e.label
    from recording_events e join recording_sessions s on s.id = e.session_id
    where s.project_id = ${projectId} and e.kind = 'error' and e.fingerprint = ${fingerprint}
    order by e.at desc
    limit ${ERROR_OCCURRENCES_MAX}`)) as unknown as Rows<{ session_id: string; at: string | Date; label: string }>;
  return rows.rows.map((row) => ({ sessionId: row.session_id, at: new Date(row.at), message: row.label }));
}
