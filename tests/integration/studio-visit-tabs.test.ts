import { createElement, isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ENGINE, setupTestDatabase } from './support/database';
import { ORIGIN, send } from './support/api';
import {
  batchBytes,
  batchRequest,
  createProject,
  frame,
  ingestRoutes,
  setupBlobStore,
  startBody,
  startRequest,
} from './support/ingest';
import { ADMIN, MEMBER, seedSession } from './support/studio';
import { recordingErasures } from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import { eraseSessions } from '@/lib/studio/erasure';
import { sessionVisit, visitTabCounts } from '@/lib/studio/visits';
import { VISIT_GAP_MS } from '@/lib/studio/visit-tabs';
import { VisitTabs, VisitTimeline } from '@/components/studio/VisitTabs';
import { SessionsTable } from '@/app/[lang]/studio/_components/SessionsTable';
import StudioSessionsPage from '@/app/[lang]/studio/page';
import StudioReplayPage from '@/app/[lang]/studio/sessions/[id]/page';

const LOOKING = { ...ADMIN, id: '00000000-0000-4000-8000-0000000000c1', username: 'lena', language: 'en' };
const VISITOR = '3f1c2a4b-5d6e-4f70-8a9b-0c1d2e3f4a5b';

jest.mock('@/app/current-user', () => ({ requireAdmin: async () => LOOKING }));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en'; namespace?: string }) =>
      createTranslator({ locale, messages: loadMessages(locale), namespace: namespace as never }),
    setRequestLocale: () => {},
  };
});
// The replay page marks the session viewed for the member looking: a row of theirs, which needs no account here.
jest.mock('@/lib/studio/session-views', () => ({
  markSessionViewed: async () => {},
  viewedSessions: async () => new Set(),
}));

const database = setupTestDatabase();
setupBlobStore();

const page = (ts: number, path: string) => [
  frame('rrweb', { type: 4, data: { href: `${ORIGIN}${path}`, width: 1280, height: 720 }, timestamp: ts }),
  frame('rrweb', {
    type: 2,
    data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { top: 0, left: 0 } },
    timestamp: ts,
  }),
  frame('page', { ts, url: `${ORIGIN}${path}`, referrer: '', title: path, navigation: 'load' }),
];
const click = (ts: number, selector: string, label: string) =>
  frame('click', { ts, nodeId: 5, selector, label, x: 1, y: 2 });

/** A tab of the visitor's recorded through the real ingest: started, and its first page's batch stored and indexed. */
async function tab(projectKey: string, frames: ReturnType<typeof frame>[]) {
  const started = await send(ingestRoutes.start.POST, startRequest(startBody(projectKey, { userUUID: VISITOR })));
  expect(started.status).toBe(200);
  const token = String(started.body.token);
  const batch = await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', batchBytes(0, 0, frames)));
  expect(batch.status).toBe(200);
  return String(started.body.sessionID);
}

/** The first element of a tree whose props `match`. */
function findProps(node: unknown, match: (props: Record<string, unknown>) => boolean): Record<string, unknown> | null {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findProps(child, match);
      if (found) return found;
    }
    return null;
  }
  if (!isValidElement(node)) return null;
  const props = node.props as Record<string, unknown>;
  return match(props) ? props : findProps(props.children, match);
}

/** The replay page of a session: its tab switcher and its combined list as rendered, or null where it shows none. */
async function replayPage(sessionId: string, search: Record<string, string> = {}, lang = 'en') {
  const tree = await StudioReplayPage({
    params: Promise.resolve({ lang, id: sessionId }),
    searchParams: Promise.resolve(search),
  } as PageProps<'/[lang]/studio/sessions/[id]'>);
  const tabs = findProps(tree, (props) => 'openedAt' in props && 'tabs' in props);
  const timeline = findProps(tree, (props) => 'events' in props && 'capped' in props);
  return {
    tabs: tabs ? renderToStaticMarkup(createElement(VisitTabs, tabs as Parameters<typeof VisitTabs>[0])) : null,
    timeline: timeline
      ? renderToStaticMarkup(createElement(VisitTimeline, timeline as Parameters<typeof VisitTimeline>[0]))
      : null,
  };
}

/** The sessions list's row of a session, as the list page renders it. */
async function listRow(sessionId: string): Promise<string> {
  const list = await StudioSessionsPage({
    params: Promise.resolve({ lang: 'en' }),
    searchParams: Promise.resolve({}),
  } as PageProps<'/[lang]/studio'>);
  const table = findProps(list, (props) => 'viewed' in props && 'result' in props);
  expect(table).not.toBeNull();
  const html = renderToStaticMarkup(await SessionsTable(table as Parameters<typeof SessionsTable>[0]));
  const row = html.split('<tr').find((candidate) => candidate.includes(`/studio/sessions/${sessionId}`));
  expect(row).toBeDefined();
  return row!;
}

const texts = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);

describe(`one visit across tabs on ${ENGINE}`, () => {
  test('two overlapping tabs of one visitor: the replay shows both tabs and their pages and clicks on one axis; an erased tab disappears', async () => {
    const project = await createProject(database.db());
    process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY = project.publicKey;
    // The real clock, on purpose: the ingest refuses message times far from its own.
    const t0 = Date.now();
    const first = await tab(project.publicKey, [...page(t0, '/en/articles'), click(t0 + 3_000, 'a.read', 'Read more')]);
    const second = await tab(project.publicKey, [
      ...page(t0 + 1_000, '/en/discussions/7'),
      click(t0 + 2_000, 'button.reply', 'Reply'),
    ]);
    // The same browser long after (a visit of its own), and another browser at the same time: neither is a tab.
    const later = await seedSession(database.db(), project.id, {
      userUuid: VISITOR,
      startedAt: new Date(t0 + 60_000 + VISIT_GAP_MS + 60_000),
      events: [{ kind: 'page', name: `${ORIGIN}/en/later` }],
    });
    const stranger = await seedSession(database.db(), project.id, {
      startedAt: new Date(t0),
      events: [{ kind: 'page', name: `${ORIGIN}/en/stranger` }],
    });

    const shown = await replayPage(first);
    expect(shown.tabs).not.toBeNull();
    expect(shown.tabs).toContain('This visit: 2 tabs');
    expect(texts(shown.tabs!, /data-visit-tab="([^"]+)"/g)).toEqual([first, second]);
    expect(shown.tabs).toMatch(new RegExp(`href="/studio/sessions/${first}\\?[^"]*" aria-current="page">Tab 1<`));
    expect(shown.tabs).toMatch(new RegExp(`href="/studio/sessions/${second}\\?[^"]*">Tab 2<`));
    expect(shown.tabs).toContain('<bdi dir="ltr" class="visit-path">/en/articles</bdi>');
    expect(shown.tabs).toContain('<bdi dir="ltr" class="visit-path">/en/discussions/7</bdi>');
    // How long each tab recorded, said in words (a bare clock after the start time read as part of it).
    expect(texts(shown.tabs!, /class="visit-duration">([^<]+)</g)).toEqual([
      expect.stringMatching(/^recorded for \d+:\d\d$/),
      expect.stringMatching(/^recorded for \d+:\d\d$/),
    ]);
    expect(shown.tabs).not.toContain(later.id);
    expect(shown.tabs).not.toContain(stranger.id);

    // Both tabs' page changes and clicks, in the order they happened, each labelled with its tab and linking to it.
    const rows = shown.timeline!.split('<li').slice(1);
    expect(rows.map((row) => texts(row, /class="visit-tab">([^<]+)</g)[0])).toEqual([
      'Tab 1',
      'Tab 2',
      'Tab 2',
      'Tab 1',
    ]);
    expect(rows.map((row) => texts(row, /<bdi>([^<]+)<\/bdi>/g)[0])).toEqual([
      '/en/articles',
      '/en/discussions/7',
      'Reply',
      'Read more',
    ]);
    expect(rows[2]).toContain(`href="/studio/sessions/${second}?t=${t0 + 2_000}&amp;lang=en"`);
    expect(rows[3]).toContain(`href="/studio/sessions/${first}?t=${t0 + 3_000}&amp;lang=en"`);

    // Opened at a moment of the second tab, the first tab's link opens at the same moment.
    const atMoment = await replayPage(second, { t: String(t0 + 2_000) });
    expect(atMoment.tabs).toMatch(new RegExp(`href="/studio/sessions/${first}\\?lang=en&amp;t=${t0 + 2_000}"`));

    // In Persian: the count in Persian digits, the paths isolated left to right.
    const persian = await replayPage(first, {}, 'fa');
    expect(persian.tabs).toContain('این بازدید: ۲ زبانه');
    expect(persian.tabs).toContain('>زبانهٔ ۲<');
    expect(persian.tabs).toContain('<bdi dir="ltr" class="visit-path">/en/discussions/7</bdi>');
    expect(persian.timeline).toContain('<bdi>/en/articles</bdi>');

    // The list marks both tabs' rows, and no one else's.
    expect(await listRow(first)).toContain('data-visit-tabs="2"');
    expect(await listRow(second)).toContain('>2 tabs<');
    expect(await listRow(later.id)).not.toContain('data-visit-tabs');
    expect(await listRow(stranger.id)).not.toContain('data-visit-tabs');

    await eraseSessions(ADMIN, project.id, [second]);
    const after = await replayPage(first);
    expect(after.tabs).toBeNull();
    expect(after.timeline).toBeNull();
    expect(await listRow(first)).not.toContain('data-visit-tabs');
  });

  test('an erased tab whose rows are not gone yet (its tombstone written first) is not a tab either', async () => {
    const project = await createProject(database.db());
    const one = await seedSession(database.db(), project.id, { userUuid: VISITOR });
    const two = await seedSession(database.db(), project.id, { userUuid: VISITOR });
    expect((await sessionVisit(ADMIN, project.id, one))?.tabs.map((t) => t.id).sort()).toEqual([one.id, two.id].sort());
    await database.db().insert(recordingErasures).values({ sessionId: two.id, projectId: project.id });
    expect(await sessionVisit(ADMIN, project.id, one)).toBeNull();
  });

  test('only the product team may ask: a member gets not found, as for every studio page', async () => {
    const project = await createProject(database.db());
    const session = await seedSession(database.db(), project.id);
    await expect(sessionVisit(MEMBER, project.id, session)).rejects.toMatchObject({ failure: { code: 'not_found' } });
    await expect(visitTabCounts(MEMBER, project.id, [session])).rejects.toMatchObject({
      failure: { code: 'not_found' },
    });
  });
});
