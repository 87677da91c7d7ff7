import { recordingSessionFlags } from '@/lib/db/schema';
import { analyticsCsv } from '@/lib/studio/analytics-csv';
import { FLAG_KEY_MAX_LENGTH } from '@/lib/studio/flags';
import { parseFunnelQuery, projectFunnel } from '@/lib/studio/funnels';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject, setupBlobStore } from './support/ingest';
import { ADMIN, seedSession, insertEvents } from './support/studio';

/*
 * A funnel broken down by the variant of a flag each session was served (recording_session_flags), against a small
 * data set whose answer is known by hand.
 */

const database = setupTestDatabase();
setupBlobStore();
const NOW = new Date('2026-12-06T15:00:00Z');
const clock = { now: NOW, timeZone: 'UTC' };
const T = (minute: number, second = 0) => new Date(Date.UTC(2026, 11, 6, 10, minute, second));

/** A visit reading an article at `minute`, voting 20 s later when `votes`, served `flags` (key → variant). */
async function visit(projectId: string, minute: number, votes: boolean, flags: Record<string, string> = {}) {
  const db = database.db();
  const session = await seedSession(db, projectId, { startedAt: T(minute) });
  await insertEvents(db, [
    {
      sessionId: session.id,
      kind: 'page',
      name: 'https://parley.example/articles/a',
      label: '',
      pageNo: 0,
      at: T(minute),
    },
    ...(votes
      ? [
          {
            sessionId: session.id,
            kind: 'click' as const,
            name: 'button.vote-up',
            label: '',
            pageNo: 0,
            at: T(minute, 20),
          },
        ]
      : []),
  ]);
  const served = Object.entries(flags).map(([flagKey, value]) => ({ sessionId: session.id, flagKey, value }));
  if (served.length > 0) await db.insert(recordingSessionFlags).values(served);
}

const FUNNEL = { s1k: 'page', s1v: '/articles/', s2k: 'click', s2v: 'vote-up' };

describe(`funnels by flag variant on ${ENGINE}`, () => {
  test('each variant of the chosen flag gets its own counts; a session without it counts under no variant', async () => {
    const project = await createProject(database.db());
    await visit(project.id, 1, true, { checkout: 'a' });
    await visit(project.id, 2, false, { checkout: 'a', theme: 'dark' });
    await visit(project.id, 3, true, { checkout: 'b' });
    await visit(project.id, 4, true, { checkout: 'b' });
    await visit(project.id, 5, true);
    await visit(project.id, 6, false, { theme: 'dark' });
    const query = parseFunnelQuery({ ...FUNNEL, by: 'flag', flag: 'checkout' });
    expect(query).toMatchObject({ by: 'flag', flag: 'checkout' });
    const funnel = (await projectFunnel(ADMIN, project.id, query, clock))!;
    // The breakdown leaves the funnel itself alone: six readers, four voted.
    expect(funnel.steps.map((step) => step.sessions)).toEqual([6, 4]);
    expect(funnel.breakdown).toEqual([
      { value: '', sessions: [2, 1] },
      { value: 'a', sessions: [2, 1] },
      { value: 'b', sessions: [2, 2] },
    ]);
    const theme = await projectFunnel(ADMIN, project.id, { ...query, flag: 'theme' }, clock);
    expect(theme!.breakdown).toEqual([
      { value: '', sessions: [4, 4] },
      { value: 'dark', sessions: [2, 0] },
    ]);
    // The page's CSV of the breakdown holds the same figures.
    const csv = await analyticsCsv(
      ADMIN,
      project.id,
      'funnels',
      { ...FUNNEL, by: 'flag', flag: 'checkout', table: 'breakdown' },
      clock,
    );
    expect(csv.csv).toBe(
      '\uFEFFflag,step_1_sessions,step_2_sessions,conversion\r\n,2,1,0.5\r\na,2,1,0.5\r\nb,2,2,1\r\n',
    );
  });

  test('a breakdown by flag variant without a flag, or with a key longer than a flag key can be, is no breakdown', () => {
    expect(parseFunnelQuery({ ...FUNNEL, by: 'flag' })).toMatchObject({ by: 'none', flag: null });
    expect(parseFunnelQuery({ ...FUNNEL, by: 'flag', flag: 'x'.repeat(FLAG_KEY_MAX_LENGTH + 1) })).toMatchObject({
      by: 'none',
      flag: null,
    });
    expect(parseFunnelQuery({ ...FUNNEL, by: 'device', flag: 'checkout' })).toMatchObject({ by: 'device' });
  });
});
