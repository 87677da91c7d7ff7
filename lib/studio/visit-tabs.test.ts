import {
  groupVisits,
  momentInTab,
  pagePath,
  VISIT_EVENTS_MAX,
  VISIT_GAP_MS,
  VISIT_READ_WINDOW_MS,
  VISIT_SESSIONS_MAX,
  visitOf,
  type VisitSession,
} from './visit-tabs';

const T0 = Date.parse('2026-12-07T10:00:00.000Z');
const MIN = 60_000;
const PROJECT = 'project-a';
const VISITOR = 'visitor-1';

/** A session from minute `from` to minute `to` after T0 (fractions for milliseconds). */
const session = (id: string, from: number, to: number, extra: Partial<VisitSession> = {}): VisitSession => ({
  id,
  projectId: PROJECT,
  userUuid: VISITOR,
  startedAt: new Date(T0 + from * MIN),
  lastActivityAt: new Date(T0 + to * MIN),
  ...extra,
});
const ids = (visits: VisitSession[][]) => visits.map((visit) => visit.map((one) => one.id));

describe('one visit across tabs: one visitor’s sessions grouped by time', () => {
  test('a visit is cut at a pause of half an hour, as analytics tools cut visits', () => {
    expect(VISIT_GAP_MS).toBe(30 * MIN);
  });

  test('overlapping sessions of one visitor are one visit, its tabs in start order', () => {
    const second = session('b', 5, 20);
    const first = session('a', 0, 10);
    expect(ids(groupVisits([second, first]))).toEqual([['a', 'b']]);
  });

  test('a session starting just under the gap after the latest end joins the visit; just over starts another', () => {
    const first = session('a', 0, 10);
    const under = session('b', 10 + 30 - 1 / MIN, 45);
    expect(ids(groupVisits([first, under]))).toEqual([['a', 'b']]);
    const exactly = session('b', 40, 45);
    expect(ids(groupVisits([first, exactly]))).toEqual([['a', 'b']]);
    const over = session('b', 40 + 1 / MIN, 45);
    expect(ids(groupVisits([first, over]))).toEqual([['a'], ['b']]);
  });

  test('the gap is measured from the latest end so far, not from the session just before', () => {
    // b ends early inside a; c starts 35 minutes after b's end but within the gap of a's end.
    const visits = groupVisits([session('a', 0, 60), session('b', 1, 2), session('c', 37, 70)]);
    expect(ids(visits)).toEqual([['a', 'b', 'c']]);
  });

  test('another visitor’s or another project’s session at the same time is never a tab of the visit', () => {
    const sessions = [
      session('a', 0, 10),
      session('other-visitor', 2, 8, { userUuid: 'visitor-2' }),
      session('other-project', 3, 9, { projectId: 'project-b' }),
      session('b', 4, 12),
    ];
    expect(ids(groupVisits(sessions))).toEqual([['a', 'b'], ['other-visitor'], ['other-project']]);
    expect(visitOf(sessions, 'b').map((one) => one.id)).toEqual(['a', 'b']);
    expect(visitOf(sessions, 'other-visitor').map((one) => one.id)).toEqual(['other-visitor']);
    expect(visitOf(sessions, 'missing')).toEqual([]);
  });

  test('tabs that started at the same moment are ordered by id', () => {
    expect(ids(groupVisits([session('z', 0, 5), session('m', 0, 5)]))).toEqual([['m', 'z']]);
  });

  test('a moment of one tab opens another at the same moment when it was recording, else at its nearest end', () => {
    const tab = { startedAt: T0 + 10 * MIN, lastActivityAt: T0 + 20 * MIN };
    expect(momentInTab(T0 + 15 * MIN, tab)).toBe(T0 + 15 * MIN);
    expect(momentInTab(T0, tab)).toBe(T0 + 10 * MIN);
    expect(momentInTab(T0 + 30 * MIN, tab)).toBe(T0 + 20 * MIN);
    // A session whose last activity is stored before its start (a backdated start) opens at its start.
    expect(momentInTab(T0 + 30 * MIN, { startedAt: T0, lastActivityAt: T0 - 1 })).toBe(T0);
  });

  test('a tab is named by its first page’s path and query; an address that is no URL as it is', () => {
    expect(pagePath('https://parley.example/en/articles/1?lang=fa#top')).toBe('/en/articles/1?lang=fa');
    expect(pagePath('not a url')).toBe('not a url');
  });

  test('the reads are bounded', () => {
    expect(VISIT_READ_WINDOW_MS).toBe(12 * 60 * MIN);
    expect(VISIT_SESSIONS_MAX).toBe(100);
    expect(VISIT_EVENTS_MAX).toBe(500);
  });
});
