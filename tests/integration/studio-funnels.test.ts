import { eraseSessions } from '@/lib/studio/erasure';
import { FUNNEL_STEPS_MAX, parseFunnelQuery, projectFunnel } from '@/lib/studio/funnels';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject, setupBlobStore } from './support/ingest';
import { ADMIN, MEMBER, seedSession, insertEvents } from './support/studio';

/*
 * Funnels over the indexed events, against a small data set whose answer is known by hand: five visits through an
 * article, a vote and a custom event, one of them in the wrong order, one of another project, one erased.
 */

const database = setupTestDatabase();
setupBlobStore();
const NOW = new Date('2026-12-06T15:00:00Z');
const T = (minute: number, second = 0) => new Date(Date.UTC(2026, 11, 6, 10, minute, second));

type Step = { kind: 'page' | 'click' | 'custom'; name: string; label?: string; at: Date };
async function visit(projectId: string, device: string, steps: Step[], startedAt = T(0)) {
  const db = database.db();
  const session = await seedSession(db, projectId, { startedAt, device });
  await insertEvents(
    db,
    steps.map((step) => ({
      sessionId: session.id,
      kind: step.kind,
      name: step.name,
      label: step.label ?? '',
      pageNo: 0,
      at: step.at,
    })),
  );
  return session.id;
}

const page = (path: string, at: Date): Step => ({ kind: 'page', name: `https://parley.example${path}`, at });
const vote = (at: Date): Step => ({ kind: 'click', name: 'button.vote-up', label: 'Vote up', at });
const shared = (at: Date): Step => ({ kind: 'custom', name: 'shared', at });

const FUNNEL = {
  s1k: 'page',
  s1v: '/articles/',
  s2k: 'click',
  s2v: 'vote-up',
  s3k: 'custom',
  s3v: 'shared',
};

describe(`studio funnels on ${ENGINE}`, () => {
  test('conversion, drop-off, time between steps and who stopped where, in order within each session; another project, an old visit and an erased one leave every figure', async () => {
    const project = await createProject(database.db());
    const other = await createProject(database.db());
    // All three steps: 30 s then 60 s.
    const full = await visit(project.id, 'desktop', [
      page('/articles/listening', T(1)),
      vote(T(1, 30)),
      shared(T(2, 30)),
    ]);
    // Article and vote (10 s), never shared: stops at step 2.
    const voted = await visit(project.id, 'mobile', [page('/articles/trust', T(3)), vote(T(3, 10))]);
    // The vote before the article: only step 1 counts (the vote must come after it).
    const wrongOrder = await visit(project.id, 'mobile', [vote(T(4)), page('/articles/trust', T(5))]);
    // Never an article.
    await visit(project.id, 'desktop', [page('/blog', T(6)), vote(T(6, 5))]);
    // Erased, another project's, and one older than the 30 days: none of them count.
    const erased = await visit(project.id, 'desktop', [page('/articles/x', T(7)), vote(T(7, 1)), shared(T(7, 2))]);
    await eraseSessions(ADMIN, project.id, [erased]);
    await visit(other.id, 'desktop', [page('/articles/x', T(8)), vote(T(8, 1)), shared(T(8, 2))]);
    await visit(project.id, 'desktop', [page('/articles/x', T(9)), vote(T(9, 1))], new Date('2026-10-01T10:00:00Z'));

    const funnel = await projectFunnel(ADMIN, project.id, parseFunnelQuery({ ...FUNNEL, by: 'device' }), {
      now: NOW,
      timeZone: 'UTC',
    });
    expect(funnel!.steps.map((step) => [step.sessions, step.conversion])).toEqual([
      [3, 1],
      [2, 2 / 3],
      [1, 1 / 2],
    ]);
    // Medians of 30 s and 10 s; one of 60 s.
    expect(funnel!.steps.map((step) => step.medianMsFromPrevious)).toEqual([null, 20_000, 60_000]);
    expect(funnel!.steps[0]!.dropped).toEqual([{ sessionId: wrongOrder, at: T(5) }]);
    expect(funnel!.steps[1]!.dropped).toEqual([{ sessionId: voted, at: T(3, 10) }]);
    expect(funnel!.steps[2]!.dropped).toEqual([]);
    expect(funnel!.breakdown).toEqual([
      { value: 'mobile', sessions: [2, 1, 0] },
      { value: 'desktop', sessions: [1, 1, 1] },
    ]);
    expect(full).toBeDefined();
  });

  test('an address makes the steps: incomplete ones are left out, at most the maximum, a custom step matches its name exactly; fewer than two is no funnel; the team only', async () => {
    const query = parseFunnelQuery({
      s1k: 'page',
      s1v: '/a',
      s2k: 'click',
      s2v: '',
      s3k: 'hover',
      s3v: 'x',
      s4k: 'custom',
      s4v: 'shared',
    });
    expect(query.steps).toEqual([
      { kind: 'page', value: '/a' },
      { kind: 'custom', value: 'shared' },
    ]);
    const many = Object.fromEntries(
      Array.from({ length: FUNNEL_STEPS_MAX + 2 }, (_, i) => [
        [`s${i + 1}k`, 'page'],
        [`s${i + 1}v`, `/p${i}`],
      ]).flat(),
    );
    expect(parseFunnelQuery(many).steps).toHaveLength(FUNNEL_STEPS_MAX);
    const project = await createProject(database.db());
    await visit(project.id, 'desktop', [page('/a', T(1)), { kind: 'custom', name: 'shared-not', at: T(2) }]);
    const funnel = await projectFunnel(ADMIN, project.id, query, { now: NOW, timeZone: 'UTC' });
    expect(funnel!.steps.map((step) => step.sessions)).toEqual([1, 0]);
    // A text with LIKE's wildcards matches them as text.
    const wild = await projectFunnel(
      ADMIN,
      project.id,
      parseFunnelQuery({ s1k: 'page', s1v: '%', s2k: 'page', s2v: '_' }),
      {
        now: NOW,
        timeZone: 'UTC',
      },
    );
    expect(wild!.steps[0]!.sessions).toBe(0);
    expect(
      await projectFunnel(ADMIN, project.id, parseFunnelQuery({ s1k: 'page', s1v: '/a' }), {
        now: NOW,
        timeZone: 'UTC',
      }),
    ).toBeNull();
    await expect(projectFunnel(MEMBER, project.id, query, { now: NOW, timeZone: 'UTC' })).rejects.toThrow(
      'No such page',
    );
  });
});
