import { eraseSessions } from '@/lib/studio/erasure';
import { JOURNEY_DEPTH_MAX, JOURNEY_END } from '@/lib/studio/journey-paths';
import { JOURNEY_PAGE_MAX, parseJourneyQuery, projectJourneys } from '@/lib/studio/journeys';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject, setupBlobStore } from './support/ingest';
import { ADMIN, MEMBER, seedSession, insertEvents } from './support/studio';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadMessages } from '@/lib/i18n/messages';
import StudioJourneysPage from '@/app/[lang]/studio/journeys/page';

// What a request gives the page in the running site: the signed-in team member and the translations (next-intl's
// request configuration, which only Next.js's build wires up).
jest.mock('@/app/current-user', () => ({
  requireAdmin: async () => ({ role: 'admin', id: 'team', username: 'team' }),
}));
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en'; namespace?: string }) =>
      createTranslator({ locale, messages: loadMessages(locale), namespace: namespace as never }),
    setRequestLocale: () => {},
  };
});

/*
 * Journeys over the indexed page views, against a small data set whose answer is known by hand: visits through
 * /articles, one reloading it in another language, one only on an article below it, one erased, one of another
 * project and one older than the 30 days.
 */

const database = setupTestDatabase();
setupBlobStore();
const NOW = new Date('2026-12-06T15:00:00Z');
const T = (minute: number, second = 0) => new Date(Date.UTC(2026, 11, 6, 10, minute, second));

async function visit(projectId: string, pages: [string, Date][], startedAt = pages[0]![1]) {
  const db = database.db();
  const session = await seedSession(db, projectId, { startedAt });
  await insertEvents(
    db,
    pages.map(([path, at]) => ({
      sessionId: session.id,
      kind: 'page' as const,
      name: `https://parley.example${path}`,
      label: '',
      pageNo: 0,
      at,
    })),
  );
  return session.id;
}

const at = { now: NOW, timeZone: 'UTC' };

describe(`studio journeys on ${ENGINE}`, () => {
  test('paths from a start page and to an end page, repeats collapsed, cut at the depth, with where sessions left; another project, an old visit and an erased one leave every figure', async () => {
    const project = await createProject(database.db());
    const other = await createProject(database.db());
    const home = await visit(project.id, [
      ['/', T(1)],
      ['/articles', T(1, 10)],
      ['/articles/trust', T(1, 40)],
    ]);
    // The same path: the reload in Persian is one step.
    const reload = await visit(project.id, [
      ['/articles?lang=en', T(2)],
      ['/articles?lang=fa', T(2, 5)],
      ['/articles/trust', T(2, 30)],
    ]);
    // Goes on past three steps.
    const long = await visit(project.id, [
      ['/articles', T(3)],
      ['/blog', T(3, 20)],
      ['/about', T(3, 40)],
      ['/contact', T(4)],
    ]);
    // Only an article below /articles: its address contains the text, its path is another page.
    const articleOnly = await visit(project.id, [['/articles/trust', T(5)]]);
    const erased = await visit(project.id, [
      ['/articles', T(6)],
      ['/articles/trust', T(6, 10)],
    ]);
    await eraseSessions(ADMIN, project.id, [erased]);
    await visit(other.id, [
      ['/articles', T(7)],
      ['/blog', T(7, 10)],
    ]);
    await visit(project.id, [['/articles', new Date('2026-10-01T10:00:00Z')]]);

    const forward = await projectJourneys(ADMIN, project.id, parseJourneyQuery({ page: '/articles/', depth: '3' }), at);
    expect(forward!.sessions).toBe(3);
    expect(forward!.capped).toBe(false);
    expect(forward!.paths.map((path) => [path.steps, path.ends, path.sessions])).toEqual([
      [['/articles', '/articles/trust'], true, 2],
      [['/articles', '/blog', '/about'], false, 1],
    ]);
    // Each path's sessions, the latest first, at the moment of the path's first step.
    expect(forward!.paths[0]!.examples).toEqual([
      { sessionId: reload, at: T(2) },
      { sessionId: home, at: T(1, 10) },
    ]);
    expect(forward!.paths[1]!.examples).toEqual([{ sessionId: long, at: T(3) }]);
    expect(forward!.flow.columns).toEqual([
      [{ key: '/articles', sessions: 3 }],
      [
        { key: '/articles/trust', sessions: 2 },
        { key: '/blog', sessions: 1 },
      ],
      [
        { key: '/about', sessions: 1 },
        { key: JOURNEY_END, sessions: 2 },
      ],
    ]);

    const backward = await projectJourneys(
      ADMIN,
      project.id,
      parseJourneyQuery({ dir: 'to', page: 'https://parley.example/articles/trust' }),
      at,
    );
    expect(backward!.sessions).toBe(3);
    expect(backward!.paths.map((path) => [path.steps, path.ends, path.sessions])).toEqual([
      [['/', '/articles', '/articles/trust'], true, 1],
      [['/articles', '/articles/trust'], true, 1],
      [['/articles/trust'], true, 1],
    ]);
    expect(backward!.paths[2]!.examples).toEqual([{ sessionId: articleOnly, at: T(5) }]);
    // Where the sessions began: one at the end page itself, one at /articles, one at the home page.
    expect(backward!.flow.columns[1]).toEqual([
      { key: '/articles', sessions: 2 },
      { key: JOURNEY_END, sessions: 1 },
    ]);
  });

  test('an address makes the journey: forward and the deepest unless it says otherwise, no page no journey; the team only', async () => {
    expect(parseJourneyQuery({})).toEqual({ direction: 'from', page: null, depth: JOURNEY_DEPTH_MAX });
    expect(parseJourneyQuery({ dir: 'sideways', page: '  ', depth: '99' })).toEqual({
      direction: 'from',
      page: null,
      depth: JOURNEY_DEPTH_MAX,
    });
    expect(parseJourneyQuery({ page: `/${'a'.repeat(JOURNEY_PAGE_MAX)}` }).page).toBeNull();
    expect(parseJourneyQuery({ page: `/${'a'.repeat(JOURNEY_PAGE_MAX - 1)}` }).page).toHaveLength(JOURNEY_PAGE_MAX);
    expect(parseJourneyQuery({ dir: 'to', page: '/a/?x=1', depth: '2' })).toEqual({
      direction: 'to',
      page: '/a',
      depth: 2,
    });
    const project = await createProject(database.db());
    expect(await projectJourneys(ADMIN, project.id, parseJourneyQuery({}), at)).toBeNull();
    // LIKE's wildcards in the path are text.
    await visit(project.id, [['/a', T(1)]]);
    expect((await projectJourneys(ADMIN, project.id, parseJourneyQuery({ page: '%' }), at))!.sessions).toBe(0);
    await expect(projectJourneys(MEMBER, project.id, parseJourneyQuery({ page: '/a' }), at)).rejects.toThrow(
      'No such page',
    );
  });

  test('the page draws the flow and lists each path with its sessions, each a link to its replay at the path’s start; in Persian with Persian digits', async () => {
    const project = await createProject(database.db());
    process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY = project.publicKey;
    const one = await visit(project.id, [
      ['/articles', T(1)],
      ['/blog', T(1, 30)],
    ]);
    await visit(project.id, [
      ['/articles', T(2)],
      ['/blog', T(2, 30)],
    ]);
    // The page asks for the time itself: only the clock is fixed, timers run.
    jest.useFakeTimers({
      now: NOW,
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'],
    });
    try {
      const render = async (lang: string) =>
        renderToStaticMarkup(
          await StudioJourneysPage({
            params: Promise.resolve({ lang }),
            searchParams: Promise.resolve({ page: '/articles' }),
          } as PageProps<'/[lang]/studio/journeys'>),
        );
      const en = await render('en');
      expect(en).toContain('<svg');
      expect(en).toContain('data-path="/articles /blog" data-ends="yes"');
      expect(en).toContain(`/studio/sessions/${one}?t=${T(1).getTime()}&amp;lang=en`);
      expect(en).toContain('2 sessions visited');
      const fa = await render('fa');
      expect(fa).toContain('۲ نشست');
      expect(fa).toContain('مسیرها');
      // Every text found in the messages: none shown as its key.
      for (const html of [en, fa]) expect(html).not.toMatch(/journeys\.[a-zA-Z]/);
    } finally {
      jest.useRealTimers();
    }
  });
});
