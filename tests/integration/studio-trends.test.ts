import { projectTrend, parseTrendQuery, TREND_BREAKDOWN_TOP } from '@/lib/studio/trends';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject } from './support/ingest';
import { ADMIN, MEMBER, seedSession } from './support/studio';

/*
 * Trends over the sessions the digester kept: a metric per bucket of the team's zone, beside the period before, and
 * broken down by a fact of the session. Fixed times throughout: "now" is passed, never read.
 */

const database = setupTestDatabase();

const NOW = new Date('2026-12-06T15:00:00Z');
/** A moment `offsetDays` from NOW's day, at `hour` UTC. */
const day = (offsetDays: number, hour = 12) => new Date(Date.UTC(2026, 11, 6 + offsetDays, hour));
const VISITOR_A = '00000000-0000-4000-8000-00000000000a';
const VISITOR_B = '00000000-0000-4000-8000-00000000000b';

describe(`studio trends on ${ENGINE}`, () => {
  test("sessions, page views, visitors and signals per day of the team's zone, each beside the same day of the period before", async () => {
    const db = database.db();
    const project = await createProject(db);
    const other = await createProject(db);
    // Today: two sessions of one visitor and one of another; yesterday one; 30 days ago (the period before) two.
    await seedSession(db, project.id, { startedAt: day(0), userUuid: VISITOR_A, pageCount: 3, errorCount: 2 });
    await seedSession(db, project.id, { startedAt: day(0, 9), userUuid: VISITOR_A, pageCount: 1, rageClickCount: 4 });
    await seedSession(db, project.id, { startedAt: day(0, 1), userUuid: VISITOR_B, pageCount: 2, browser: 'Firefox' });
    await seedSession(db, project.id, { startedAt: day(-1), userUuid: VISITOR_B, pageCount: 5, deadClickCount: 1 });
    await seedSession(db, project.id, { startedAt: day(-30), userUuid: VISITOR_A, pageCount: 1, errorCount: 1 });
    await seedSession(db, project.id, { startedAt: day(-30, 13), userUuid: VISITOR_A, pageCount: 1 });
    // Not counted: a start without pages, a session of the future (clamped data never lands here, but a clock may
    // differ), another project's, and one older than both periods.
    await seedSession(db, project.id, { startedAt: day(0, 3), pageCount: 0 });
    await seedSession(db, project.id, { startedAt: day(1), userUuid: VISITOR_B });
    await seedSession(db, other.id, { startedAt: day(0) });
    await seedSession(db, project.id, { startedAt: day(-61) });

    const trend = (search: Record<string, string>) =>
      projectTrend(ADMIN, project.id, parseTrendQuery(search), { now: NOW, timeZone: 'UTC' });

    const sessions = await trend({});
    expect(sessions).toMatchObject({ metric: 'sessions', interval: 'day', by: 'none', breakdown: null });
    expect(sessions.points).toHaveLength(30);
    expect(sessions.points.at(-1)).toMatchObject({ current: 3, previous: 2 });
    expect(sessions.points.at(-2)).toMatchObject({ current: 1, previous: 0 });
    expect(sessions.points.at(-1)!.bucket.starts.toISOString()).toBe('2026-12-06T00:00:00.000Z');
    expect(sessions.totals).toEqual({ current: 4, previous: 2 });

    expect((await trend({ metric: 'pageViews' })).totals).toEqual({ current: 11, previous: 2 });
    const visitors = await trend({ metric: 'visitors' });
    expect(visitors.points.at(-1)).toMatchObject({ current: 2, previous: 1 });
    expect(visitors.totals).toEqual({ current: 2, previous: 1 });
    expect((await trend({ metric: 'errors' })).totals).toEqual({ current: 2, previous: 1 });
    expect((await trend({ metric: 'rageClicks' })).totals).toEqual({ current: 4, previous: 0 });
    expect((await trend({ metric: 'deadClicks' })).points.at(-2)).toMatchObject({ current: 1 });

    // In Tehran (UTC+3:30) the 01:00 UTC session of today is still today, the 12:00 of yesterday too.
    const tehran = await projectTrend(ADMIN, project.id, parseTrendQuery({}), { now: NOW, timeZone: 'Asia/Tehran' });
    expect(tehran.points.at(-1)!.bucket.starts.toISOString()).toBe('2026-12-05T20:30:00.000Z');
    expect(tehran.points.at(-1)!.current).toBe(3);
  });

  test('a breakdown lists the largest values of the current period with the period before; hours and weeks', async () => {
    const db = database.db();
    const project = await createProject(db);
    const browsers = ['Chrome', 'Chrome', 'Chrome', 'Firefox', 'Firefox', 'Safari', 'Edge', 'Opera', 'Vivaldi'];
    for (const [i, browser] of browsers.entries())
      await seedSession(db, project.id, { startedAt: new Date(NOW.getTime() - (i + 1) * 60_000), browser });
    await seedSession(db, project.id, { startedAt: new Date(NOW.getTime() - 40 * 86_400_000), browser: 'Firefox' });
    const byBrowser = await projectTrend(ADMIN, project.id, parseTrendQuery({ by: 'browser' }), {
      now: NOW,
      timeZone: 'UTC',
    });
    expect(byBrowser.breakdown).toHaveLength(TREND_BREAKDOWN_TOP);
    expect(byBrowser.breakdown!.slice(0, 2)).toEqual([
      { value: 'Chrome', current: 3, previous: 0 },
      { value: 'Firefox', current: 2, previous: 1 },
    ]);
    const hours = await projectTrend(ADMIN, project.id, parseTrendQuery({ interval: 'hour' }), {
      now: NOW,
      timeZone: 'UTC',
    });
    expect(hours.points).toHaveLength(48);
    expect(hours.points.at(-1)!.current).toBe(0); // 15:00-16:00 has nothing yet
    expect(hours.points.at(-2)!.current).toBe(browsers.length);
    const weeks = await projectTrend(ADMIN, project.id, parseTrendQuery({ interval: 'week' }), {
      now: NOW,
      timeZone: 'UTC',
    });
    expect(weeks.totals).toEqual({ current: browsers.length + 1, previous: 0 });
  });

  test("an address's unknown metric, interval or breakdown falls back to sessions per day; only the team reads trends", async () => {
    expect(parseTrendQuery({ metric: 'drop table', interval: 'year', by: 's.id; --' })).toEqual({
      metric: 'sessions',
      interval: 'day',
      by: 'none',
    });
    expect(parseTrendQuery({ metric: ['errors', 'x'] })).toMatchObject({ metric: 'sessions' });
    const project = await createProject(database.db());
    await expect(projectTrend(MEMBER, project.id, parseTrendQuery({}), { now: NOW, timeZone: 'UTC' })).rejects.toThrow(
      'No such page',
    );
  });
});
