import { FUNNEL_WINDOW_MAX_MS, parseFunnelQuery, projectFunnel } from '@/lib/studio/funnels';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject, setupBlobStore } from './support/ingest';
import { ADMIN, seedSession, insertEvents } from './support/studio';

/*
 * A funnel with a window: every step within so long of the session's first step, against three visits whose steps
 * are known to be 20 s to 6 min apart.
 */

const database = setupTestDatabase();
setupBlobStore();
const clock = { now: new Date('2026-12-06T15:00:00Z'), timeZone: 'UTC' };
const T0 = Date.UTC(2026, 11, 6, 10);

/** A visit reading an article at `minute`, then voting and sharing so many seconds after it. */
async function visit(projectId: string, minute: number, voteAfterS: number, shareAfterS: number) {
  const db = database.db();
  const start = T0 + minute * 60_000;
  const session = await seedSession(db, projectId, { startedAt: new Date(start) });
  const event = (kind: 'page' | 'click' | 'custom', name: string, afterS: number) => ({
    sessionId: session.id,
    kind,
    name,
    label: '',
    pageNo: 0,
    at: new Date(start + afterS * 1000),
  });
  await insertEvents(db, [
    event('page', 'https://parley.example/articles/a', 0),
    event('click', 'button.vote-up', voteAfterS),
    event('custom', 'shared', shareAfterS),
  ]);
}

const FUNNEL = { s1k: 'page', s1v: '/articles/', s2k: 'click', s2v: 'vote-up', s3k: 'custom', s3v: 'shared' };

describe(`funnel windows on ${ENGINE}`, () => {
  test('a step later than the window after the first step does not count; a step at its very end does', async () => {
    const project = await createProject(database.db());
    await visit(project.id, 0, 20, 50);
    await visit(project.id, 10, 5 * 60, 6 * 60);
    await visit(project.id, 20, 30, 90);
    const reached = async (search: Record<string, string>) =>
      (await projectFunnel(ADMIN, project.id, parseFunnelQuery({ ...FUNNEL, ...search }), clock))!.steps.map(
        (step) => step.sessions,
      );
    expect(await reached({})).toEqual([3, 3, 3]);
    expect(await reached({ within: '1', unit: 'minute' })).toEqual([3, 2, 1]);
    expect(await reached({ within: '5', unit: 'minute' })).toEqual([3, 3, 2]);
    expect(await reached({ within: '10', unit: 'minute' })).toEqual([3, 3, 3]);
    expect(await reached({ within: '1', unit: 'hour' })).toEqual([3, 3, 3]);
  });

  test('a window is a whole number of minutes or hours up to the longest; anything else is the whole session', () => {
    const window = (within: string, unit?: string) =>
      parseFunnelQuery({ ...FUNNEL, within, ...(unit ? { unit } : {}) }).window;
    expect(window('30')).toEqual({ amount: 30, unit: 'minute', ms: 30 * 60_000 });
    expect(window('2', 'hour')).toEqual({ amount: 2, unit: 'hour', ms: 2 * 3_600_000 });
    expect(window('2', 'fortnight')).toEqual({ amount: 2, unit: 'minute', ms: 2 * 60_000 });
    expect(window(String(FUNNEL_WINDOW_MAX_MS / 3_600_000), 'hour')).toMatchObject({ ms: FUNNEL_WINDOW_MAX_MS });
    expect(window(String(FUNNEL_WINDOW_MAX_MS / 3_600_000 + 1), 'hour')).toBeNull();
    for (const bad of ['', '0', '-5', '1.5', '1e3', 'ten']) expect(window(bad)).toBeNull();
  });
});
