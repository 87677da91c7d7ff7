import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { LIVE_SESSIONS_MAX, LIVE_STARTED_WITHIN_MS, liveSince } from './live';

/** A visit happening now, as the Live page lists it. */
export interface LiveSession {
  id: string;
  startedAt: Date;
  /** When its latest batch arrived. */
  lastBatchAt: Date;
  /** The address of its latest page change (as recorded, masked like the page), or null before the first. */
  page: string | null;
  userId: string | null;
  verifiedUserId: string | null;
  browser: string;
  os: string;
  device: string;
  clickCount: number;
  errorCount: number;
}

/**
 * The project's visits happening at `now`: sessions whose last batch arrived within LIVE_WINDOW_MS (lib/studio/live.ts
 * isLive), latest first, at most LIVE_SESSIONS_MAX. Only sessions that started within LIVE_STARTED_WITHIN_MS can
 * still receive batches, which keeps the read on the (project, start) index; erased ones (a tombstone) are left out.
 */
export async function liveSessions(
  viewer: StudioViewer,
  projectId: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<LiveSession[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const startedAfter = new Date(now.getTime() - LIVE_STARTED_WITHIN_MS).toISOString();
  const result = (await db.execute(sql`
    select s.id, s.started_at, b.last_batch_at, s.user_id, s.verified_user_id, s.browser, s.os, s.device,
      s.click_count, s.error_count,
      (select e.name from recording_events e where e.session_id = s.id and e.kind = 'page'
        order by e.at desc, e.id desc limit 1) as page
    from recording_sessions s
    cross join lateral (select max(r.received_at) as last_batch_at from recording_batches r where r.session_id = s.id) b
    where s.project_id = ${projectId}
      and s.started_at >= ${startedAfter}::timestamptz
      and s.page_count > 0
      and b.last_batch_at >= ${liveSince(now).toISOString()}::timestamptz
      and b.last_batch_at <= ${now.toISOString()}::timestamptz
      and not exists (select 1 from recording_erasures x where x.session_id = s.id)
    order by b.last_batch_at desc, s.id
    limit ${LIVE_SESSIONS_MAX}`)) as unknown as {
    rows: {
      id: string;
      started_at: string | Date;
      last_batch_at: string | Date;
      page: string | null;
      user_id: string | null;
      verified_user_id: string | null;
      browser: string;
      os: string;
      device: string;
      click_count: number;
      error_count: number;
    }[];
  };
  return result.rows.map((row) => ({
    id: row.id,
    startedAt: new Date(row.started_at),
    lastBatchAt: new Date(row.last_batch_at),
    page: row.page,
    userId: row.user_id,
    verifiedUserId: row.verified_user_id,
    browser: row.browser,
    os: row.os,
    device: row.device,
    clickCount: Number(row.click_count),
    errorCount: Number(row.error_count),
  }));
}
