import {
  collapsePages,
  foldJourneys,
  JOURNEY_END,
  JOURNEY_NODES_PER_STEP,
  JOURNEY_OTHER,
  JOURNEY_PATHS_TOP,
  JOURNEY_SESSIONS_PER_PATH,
  pagePath,
} from './journey-paths';

const at = (second: number) => new Date(Date.UTC(2026, 11, 6, 10, 0, second));
const views = (...paths: string[]) => paths.map((path, i) => ({ name: `https://parley.example${path}`, at: at(i) }));

describe('journey paths', () => {
  test('a page path has no origin, query, fragment or trailing slash (the root keeps its own)', () => {
    expect(pagePath('https://parley.example/articles/trust/?lang=fa#top')).toBe('/articles/trust');
    expect(pagePath('https://parley.example/')).toBe('/');
    expect(pagePath('/blog?x=1')).toBe('/blog');
  });

  test('consecutive views of one path are one step (a reload, another language), in time order', () => {
    const pages = collapsePages([
      { name: 'https://parley.example/b', at: at(3) },
      { name: 'https://parley.example/a?lang=en', at: at(1) },
      { name: 'https://parley.example/a?lang=fa', at: at(2) },
      { name: 'https://parley.example/a', at: at(4) },
    ]);
    expect(pages).toEqual([
      { path: '/a', at: at(1) },
      { path: '/b', at: at(3) },
      { path: '/a', at: at(4) },
    ]);
  });

  test('from a start page: paths from its first view, cut at the depth, the most common first, each with its sessions at the start', () => {
    const folded = foldJourneys(
      [
        { sessionId: 's1', views: views('/', '/a', '/b') },
        { sessionId: 's2', views: views('/a', '/b') },
        { sessionId: 's3', views: views('/a', '/c', '/d', '/e') },
        { sessionId: 's4', views: views('/x') },
      ],
      { direction: 'from', page: '/a', depth: 3 },
    );
    expect(folded.sessions).toBe(3);
    expect(folded.paths.map((path) => [path.steps, path.ends, path.sessions])).toEqual([
      [['/a', '/b'], true, 2],
      [['/a', '/c', '/d'], false, 1],
    ]);
    expect(folded.paths[0]!.examples).toEqual([
      { sessionId: 's1', at: at(1) },
      { sessionId: 's2', at: at(0) },
    ]);
    expect(folded.flow.columns).toEqual([
      [{ key: '/a', sessions: 3 }],
      [
        { key: '/b', sessions: 2 },
        { key: '/c', sessions: 1 },
      ],
      [
        { key: '/d', sessions: 1 },
        { key: JOURNEY_END, sessions: 2 },
      ],
    ]);
    expect(folded.flow.links).toEqual([
      { step: 0, from: '/a', to: '/b', sessions: 2 },
      { step: 0, from: '/a', to: '/c', sessions: 1 },
      { step: 1, from: '/b', to: JOURNEY_END, sessions: 2 },
      { step: 1, from: '/c', to: '/d', sessions: 1 },
    ]);
  });

  test('to an end page: the steps before its first view, ending with it; the end node is where sessions began', () => {
    const folded = foldJourneys(
      [
        { sessionId: 's1', views: views('/', '/a', '/done', '/later') },
        { sessionId: 's2', views: views('/a', '/done') },
      ],
      { direction: 'to', page: '/done', depth: 5 },
    );
    expect(folded.paths.map((path) => [path.steps, path.ends, path.sessions])).toEqual([
      // A tie: in the paths' order.
      [['/', '/a', '/done'], true, 1],
      [['/a', '/done'], true, 1],
    ]);
    expect(folded.flow.columns[1]).toEqual([{ key: '/a', sessions: 2 }]);
    expect(folded.flow.columns[2]).toEqual([
      { key: '/', sessions: 1 },
      { key: JOURNEY_END, sessions: 1 },
    ]);
  });

  test('a step names its most common pages; the rest are one "other" node; at most the top paths are listed', () => {
    const many = Array.from({ length: JOURNEY_PATHS_TOP + 3 }, (_, i) => ({
      sessionId: `s${i}`,
      views: views('/a', `/p${String(i).padStart(2, '0')}`),
    }));
    const folded = foldJourneys(many, { direction: 'from', page: '/a', depth: 2 });
    expect(folded.paths).toHaveLength(JOURNEY_PATHS_TOP);
    const second = folded.flow.columns[1]!;
    expect(second.filter((node) => node.key.startsWith('/'))).toHaveLength(JOURNEY_NODES_PER_STEP);
    expect(second.at(-1)).toEqual({ key: JOURNEY_OTHER, sessions: many.length - JOURNEY_NODES_PER_STEP });
  });

  test('a path lists at most its latest JOURNEY_SESSIONS_PER_PATH sessions', () => {
    const sessions = Array.from({ length: JOURNEY_SESSIONS_PER_PATH + 1 }, (_, i) => ({
      sessionId: `s${String(i).padStart(2, '0')}`,
      views: [
        { name: '/a', at: at(i) },
        { name: '/b', at: at(i + 100) },
      ],
    }));
    const [path] = foldJourneys(sessions, { direction: 'from', page: '/a', depth: 2 }).paths;
    expect(path!.sessions).toBe(JOURNEY_SESSIONS_PER_PATH + 1);
    expect(path!.examples).toHaveLength(JOURNEY_SESSIONS_PER_PATH);
    // The oldest is the one left out.
    expect(path!.examples.map((one) => one.sessionId)).not.toContain('s00');
  });
});
