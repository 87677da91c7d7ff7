import { renderToStaticMarkup } from 'react-dom/server';
import { eq } from 'drizzle-orm';
import { dashboardCards, dashboards, projects, users } from '@/lib/db/schema';
import { loadMessages } from '@/lib/i18n/messages';
import { errorFingerprint } from '@/lib/recordings/error-fingerprint';
import { refillPageRollups } from '@/lib/recordings/page-rollups';
import { DASHBOARD_CARD_ROWS, dashboardCardFigures } from '@/lib/studio/dashboard-figures';
import {
  addDashboardCard,
  createDashboard,
  DASHBOARD_CARDS_MAX,
  DASHBOARD_NAME_MAX_LENGTH,
  dashboardById,
  DASHBOARDS_PER_PROJECT_MAX,
  DEFAULT_DASHBOARD_CARDS,
  listDashboards,
} from '@/lib/studio/dashboards';
import {
  addDashboardCardAction,
  addPageCardAction,
  createDashboardAction,
  moveDashboardCardAction,
  removeDashboardCardAction,
  setDashboardCardWidthAction,
} from '@/app/[lang]/_lib/dashboard-actions';
import StudioDashboardsPage from '@/app/[lang]/studio/dashboards/page';
import StudioDashboardPage from '@/app/[lang]/studio/dashboards/[id]/page';
import StudioFunnelsPage from '@/app/[lang]/studio/funnels/page';
import StudioJourneysPage from '@/app/[lang]/studio/journeys/page';
import StudioTrendsPage from '@/app/[lang]/studio/trends/page';
import StudioErrorsPage from '@/app/[lang]/studio/errors/page';
import StudioClickMapPage from '@/app/[lang]/studio/clickmap/page';
import { fixClock } from '../support/fixed-clock';
import { ENGINE, setupTestDatabase } from './support/database';
import { createMember, tokenFor } from './support/discussion';
import { createProject, setupBlobStore } from './support/ingest';
import { ADMIN, MEMBER, seedSession, insertEvents } from './support/studio';

/*
 * Dashboards through the studio's own pages and actions, as a signed-in team member uses them (the real
 * requireAdmin, reading the session cookie): the default dashboard on the first visit, a new one, cards added from
 * analytics page addresses, moved and resized by their buttons, a bad address refused with its reason; each card's
 * figures equal its analytics page's for the same address over the same hand-made visits; anyone but the team gets
 * the not-found page; deleting the project takes its dashboards.
 */

// `host`: the host name the team reached the studio at (the address to share names it).
const mockJar = { cookies: new Map<string, string>(), host: 'localhost:3000' };
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.cookies.has(name) ? { name, value: mockJar.cookies.get(name)! } : undefined),
    set: () => {},
    delete: () => {},
  }),
  headers: async () => new Headers({ host: mockJar.host, 'x-forwarded-proto': 'http' }),
}));
jest.mock('next/cache', () => ({ refresh: () => {}, revalidatePath: () => {} }));
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en'; namespace?: string }) =>
      createTranslator({ locale, messages: loadMessages(locale), namespace: namespace as never }),
    setRequestLocale: () => {},
  };
});

const database = setupTestDatabase();
setupBlobStore();
const NOW = new Date('2026-12-06T15:00:00Z');
const T = (minute: number, second = 0) => new Date(Date.UTC(2026, 11, 6, 10, minute, second));

/** Where a server action or page sent the browser (its redirect), or what else it threw. */
async function outcomeOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'done';
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest);
    if (digest.startsWith('NEXT_REDIRECT')) return `redirect ${digest.split(';')[2]}`;
    if (digest.startsWith('NEXT_HTTP_ERROR_FALLBACK;404')) return 'not found';
    throw error;
  }
}

type Search = Record<string, string>;
const render = async (page: (props: never) => Promise<React.ReactElement>, params: object, search: Search = {}) =>
  renderToStaticMarkup(await page({ params: Promise.resolve(params), searchParams: Promise.resolve(search) } as never));

/** The texts of a table's cells in one column (StudioTable marks each cell with `data-column`). */
const cells = (html: string, column: string) =>
  [...html.matchAll(new RegExp(`data-column="${column}"[^>]*>([^<]*)<`, 'g'))].map((match) => match[1] ?? '');
const attributes = (html: string, name: string) =>
  [...html.matchAll(new RegExp(` ${name}="([^"]*)"`, 'g'))].map((match) => match[1] ?? '');

/** The dashboard page's markup of each card, in order, with its kind. */
const cardsOf = (html: string) =>
  html
    .split('<li class="dashboard-card"')
    .slice(1)
    .map((part) => ({ kind: attributes(part, 'data-kind')[0], html: part }));

const page = (path: string, at: Date) => ({ kind: 'page' as const, name: `https://parley.example${path}`, at });
const click = (selector: string, label: string, at: Date) => ({ kind: 'click' as const, name: selector, label, at });

async function visit(projectId: string, device: string, events: ReturnType<typeof page | typeof click>[]) {
  const db = database.db();
  const pageCount = events.filter((event) => event.kind === 'page').length;
  const session = await seedSession(db, projectId, { startedAt: events[0]!.at, device, pageCount });
  await insertEvents(
    db,
    events.map((event) => ({ sessionId: session.id, label: '', pageNo: 0, ...event })),
  );
  return session.id;
}

async function teamAndMember() {
  const db = database.db();
  const admin = await createMember(db, { username: 'lena_team' });
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  const member = await createMember(db, { username: 'mina_reader' });
  return { admin, member };
}

const signIn = async (who: Awaited<ReturnType<typeof createMember>>) =>
  mockJar.cookies.set('parley-access', await tokenFor(who, NOW));

describe(`studio dashboards on ${ENGINE}`, () => {
  beforeEach(() => fixClock(NOW));
  afterEach(() => {
    jest.useRealTimers();
    mockJar.cookies.clear();
  });

  test('the first visit makes the default dashboard; a dashboard is made, given cards from page addresses, reordered and resized by buttons; a bad address is refused with its reason', async () => {
    const db = database.db();
    const project = await createProject(db);
    process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY = project.publicKey;
    const { admin } = await teamAndMember();
    await signIn(admin);
    const lang = { lang: 'en' };

    expect(await listDashboards(ADMIN, project.id)).toEqual([]);
    const list = await render(StudioDashboardsPage, lang);
    const [overview] = await listDashboards(ADMIN, project.id);
    expect(overview).toMatchObject({ name: 'Overview', createdBy: '', cardCount: DEFAULT_DASHBOARD_CARDS.length });
    expect(list).toContain(`/studio/dashboards/${overview!.id}?lang=en`);
    expect(list).toContain('the studio');
    // The second visit finds it: still one.
    await render(StudioDashboardsPage, lang);
    expect(await listDashboards(ADMIN, project.id)).toHaveLength(1);
    expect((await dashboardById(ADMIN, project.id, overview!.id)).cards.map((card) => card.kind)).toEqual([
      'trend',
      'journey',
      'funnel',
      'funnel',
      'errors',
    ]);

    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    };
    const made = await outcomeOf(() => createDashboardAction('en', form({ name: 'Checkout' })));
    const [checkout] = (await listDashboards(ADMIN, project.id)).filter((one) => one.name === 'Checkout');
    expect(made).toBe(`redirect /studio/dashboards/${checkout!.id}?lang=en`);
    expect(await outcomeOf(() => createDashboardAction('en', form({ name: 'checkout' })))).toBe(
      'redirect /studio/dashboards?dashboardRefused=taken&field=name&lang=en',
    );

    const add = (address: string, width = 'half') =>
      outcomeOf(() => addDashboardCardAction('en', checkout!.id, form({ address, width })));
    expect(await add('http://localhost:3000/en/studio/trends?metric=sessions&interval=day&by=none&lang=en')).toBe(
      `redirect /studio/dashboards/${checkout!.id}?lang=en`,
    );
    await add('/studio/funnels?s1k=page&s1v=/articles/&s2k=click&s2v=vote&by=none&flag=&within=&unit=minute', 'full');
    await add('/studio/errors');
    // Refused, each with what is wrong: the page, a parameter, what the kind needs.
    expect(await add('/studio/trends?metric=everything')).toBe(
      `redirect /studio/dashboards/${checkout!.id}?dashboardRefused=invalid&field=params.metric&lang=en`,
    );
    expect(await add('/studio/sessions')).toBe(
      `redirect /studio/dashboards/${checkout!.id}?dashboardRefused=invalid&field=address&lang=en`,
    );
    expect(await add('/studio/funnels?s1k=page&s1v=/a')).toBe(
      `redirect /studio/dashboards/${checkout!.id}?dashboardRefused=invalid&field=params&lang=en`,
    );
    const refusedPage = await render(
      StudioDashboardPage,
      { lang: 'en', id: checkout!.id },
      { dashboardRefused: 'invalid', field: 'params.metric' },
    );
    expect(refusedPage).toContain('The address&#x27;s parameter metric is not one its page takes');

    const order = async () => (await dashboardById(ADMIN, project.id, checkout!.id)).cards;
    const [trend, funnel, errors] = await order();
    expect([trend, funnel, errors].map((card) => [card!.kind, card!.width])).toEqual([
      ['trend', 'half'],
      ['funnel', 'full'],
      ['errors', 'half'],
    ]);
    expect(funnel!.params).toEqual({ s1k: 'page', s1v: '/articles/', s2k: 'click', s2v: 'vote', by: 'none' });

    // The buttons the page shows: the first card has no "Move earlier", the last no "Move later".
    const html = await render(StudioDashboardPage, { lang: 'en', id: checkout!.id });
    const shown = cardsOf(html);
    // The address to share names the host the team uses, not the default http://localhost:3000.
    mockJar.host = 'localhost:4173';
    try {
      expect(await render(StudioDashboardPage, { lang: 'en', id: checkout!.id })).toContain(
        `>http://localhost:4173/studio/dashboards/${checkout!.id}</a>`,
      );
    } finally {
      mockJar.host = 'localhost:3000';
    }
    expect(shown.map((card) => card.kind)).toEqual(['trend', 'funnel', 'errors']);
    expect(shown.map((card) => [card.html.includes('Move earlier'), card.html.includes('Move later')])).toEqual([
      [false, true],
      [true, true],
      [true, false],
    ]);
    expect(shown[1]!.html).toContain('data-width="full"');
    expect(shown[1]!.html).toContain(
      `/studio/funnels?s1k=page&amp;s1v=%2Farticles%2F&amp;s2k=click&amp;s2v=vote&amp;by=none&amp;lang=en`,
    );
    expect(html).toContain(`/studio/dashboards/${checkout!.id}`);
    expect(shown[0]!.html).toContain(`aria-describedby="dashboard-card-${trend!.id}"`);
    // Every text found in the messages of each language (none shown as its key); Persian with its own digits.
    const MISSING = /(dashboards|funnels|trends|journeys|errors|clickMap)\.[a-zA-Z]/;
    for (const one of ['original', 'en', 'de', 'es', 'fa']) {
      const board = await render(StudioDashboardPage, { lang: one, id: overview!.id });
      const boards = await render(StudioDashboardsPage, { lang: one });
      expect(board).not.toMatch(MISSING);
      expect(boards).not.toMatch(MISSING);
      if (one === 'fa') {
        expect(board).toContain('جابه‌جایی به عقب‌تر');
        expect(board).toContain('۰');
      }
    }

    expect(await outcomeOf(() => moveDashboardCardAction('en', checkout!.id, errors!.id, 'earlier'))).toBe('done');
    expect((await order()).map((card) => card.kind)).toEqual(['trend', 'errors', 'funnel']);
    await moveDashboardCardAction('en', checkout!.id, trend!.id, 'later');
    expect((await order()).map((card) => card.kind)).toEqual(['errors', 'trend', 'funnel']);
    // At either end nothing moves.
    await moveDashboardCardAction('en', checkout!.id, errors!.id, 'earlier');
    await moveDashboardCardAction('en', checkout!.id, funnel!.id, 'later');
    expect((await order()).map((card) => card.kind)).toEqual(['errors', 'trend', 'funnel']);
    await setDashboardCardWidthAction('en', checkout!.id, funnel!.id, 'half');
    await setDashboardCardWidthAction('en', checkout!.id, errors!.id, 'full');
    expect((await order()).map((card) => card.width)).toEqual(['full', 'half', 'half']);
    await removeDashboardCardAction('en', checkout!.id, trend!.id);
    expect((await order()).map((card) => card.kind)).toEqual(['errors', 'funnel']);
    // Another dashboard's card is not this one's to move.
    const [defaultTrend] = (await dashboardById(ADMIN, project.id, overview!.id)).cards;
    expect(await outcomeOf(() => moveDashboardCardAction('en', checkout!.id, defaultTrend!.id, 'later'))).toBe(
      `redirect /studio/dashboards/${checkout!.id}?dashboardRefused=not_found&lang=en`,
    );
  });

  test("each card's figures are its analytics page's figures for the same address over the same visits", async () => {
    const db = database.db();
    const project = await createProject(db);
    process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY = project.publicKey;
    const { admin } = await teamAndMember();
    await signIn(admin);
    // Three readers of an article list: two go on to an article (one votes), one to the blog.
    const voter = await visit(project.id, 'desktop', [
      page('/articles', T(1)),
      page('/articles/trust', T(1, 20)),
      click('button.vote-up', 'Vote up', T(1, 40)),
    ]);
    await visit(project.id, 'mobile', [page('/articles', T(2)), page('/articles/listening', T(2, 30))]);
    await visit(project.id, 'mobile', [page('/articles', T(3)), page('/blog', T(3, 10))]);
    const failed = errorFingerprint('Error', 'Request 1 failed', '    at load (https://x/app.js:10:9)');
    await insertEvents(db, [
      {
        sessionId: voter,
        kind: 'error',
        name: 'Error',
        label: 'Request 1 failed',
        pageNo: 0,
        at: T(1, 41),
        fingerprint: failed,
      },
      {
        sessionId: voter,
        kind: 'error',
        name: 'Error',
        label: 'Request 2 failed',
        pageNo: 0,
        at: T(1, 42),
        fingerprint: failed,
      },
    ]);
    await refillPageRollups(db);

    const addresses = {
      funnel: '/studio/funnels?s1k=page&s1v=/articles&s2k=page&s2v=/articles/&s3k=click&s3v=vote-up&by=device',
      journey: '/studio/journeys?dir=from&page=/articles&depth=3',
      trend: '/studio/trends?metric=pageViews&interval=day&by=device',
      errors: '/studio/errors',
      clickmap: '/studio/clickmap?url=https://parley.example/articles/trust',
    };
    const form = new FormData();
    form.set('name', 'Reading');
    await outcomeOf(() => createDashboardAction('en', form));
    const [reading] = (await listDashboards(ADMIN, project.id)).filter((one) => one.name === 'Reading');
    for (const address of Object.values(addresses)) {
      const card = new FormData();
      card.set('address', address);
      expect(await outcomeOf(() => addDashboardCardAction('en', reading!.id, card))).toBe(
        `redirect /studio/dashboards/${reading!.id}?lang=en`,
      );
    }
    const cards = cardsOf(await render(StudioDashboardPage, { lang: 'en', id: reading!.id }));
    expect(cards.map((card) => card.kind)).toEqual(['funnel', 'journey', 'trend', 'errors', 'clickmap']);
    const [funnelCard, journeyCard, trendCard, errorsCard, clickCard] = cards.map((card) => card.html);
    const query = (address: string) => Object.fromEntries(new URL(address, 'http://x').searchParams);

    const funnelPage = await render(StudioFunnelsPage, { lang: 'en' }, query(addresses.funnel));
    expect(attributes(funnelPage, 'data-sessions')).toEqual(['3', '2', '1']);
    expect(cells(funnelCard!, 'sessions')).toEqual(attributes(funnelPage, 'data-sessions'));
    // Its breakdown by device too: mobile 2, 1, 0; desktop 1, 1, 1.
    for (const column of ['value', 'step0', 'step1', 'step2'])
      expect(cells(funnelCard!, column)).toEqual(cells(funnelPage, column));
    expect(cells(funnelCard!, 'step0')).toEqual(['2', '1']);

    const journeyPage = await render(StudioJourneysPage, { lang: 'en' }, query(addresses.journey));
    expect(attributes(journeyCard!, 'data-path')).toEqual(attributes(journeyPage, 'data-path'));
    expect(attributes(journeyCard!, 'data-path')).toHaveLength(3);
    expect(cells(journeyCard!, 'sessions')).toEqual(cells(journeyPage, 'sessions').slice(0, 3));
    expect(attributes(journeyCard!, 'data-sessions')).toEqual(['3']);

    const trendPage = await render(StudioTrendsPage, { lang: 'en' }, query(addresses.trend));
    for (const column of ['value', 'current', 'previous', 'change'])
      expect(cells(trendCard!, column)).toEqual(cells(trendPage, column).slice(0, cells(trendCard!, column).length));
    expect(cells(trendCard!, 'current')).toEqual(['4', '2']);
    expect(attributes(trendCard!, 'data-current')).toEqual(attributes(trendPage, 'data-current'));

    const errorsPage = await render(StudioErrorsPage, { lang: 'en' }, {});
    for (const column of ['occurrences', 'sessions', 'visitors'])
      expect(cells(errorsCard!, column)).toEqual(cells(errorsPage, column));
    expect(cells(errorsCard!, 'occurrences')).toEqual(['2']);

    const clickPage = await render(StudioClickMapPage, { lang: 'en' }, query(addresses.clickmap));
    for (const column of ['clicks', 'sessions']) expect(cells(clickCard!, column)).toEqual(cells(clickPage, column));
    expect(cells(clickCard!, 'clicks')).toEqual(['1']);

    // Each page offers its query as a card of a chosen dashboard: the same card as its address pasted.
    const offered = attributes(funnelPage, 'value')
      .find((value) => value.startsWith('/studio/funnels?'))
      ?.replaceAll('&amp;', '&');
    expect(decodeURIComponent(offered!)).toBe(addresses.funnel);
    const fromPage = new FormData();
    fromPage.set('address', offered!);
    fromPage.set('dashboardId', reading!.id);
    fromPage.set('width', 'full');
    expect(await outcomeOf(() => addPageCardAction('en', fromPage))).toBe(
      `redirect /studio/dashboards/${reading!.id}?lang=en`,
    );
    const saved = (await dashboardById(ADMIN, project.id, reading!.id)).cards;
    expect(saved.at(-1)).toMatchObject({ kind: 'funnel', width: 'full', params: saved[0]!.params });
    expect(attributes(errorsPage, 'value')).toContain('/studio/errors');

    // Each card opens its page with the same query, in the viewer's language.
    expect(journeyCard).toContain('/studio/journeys?dir=from&amp;page=%2Farticles&amp;depth=3&amp;lang=en');
    expect(errorsCard).toContain('/studio/errors?group=');
  });

  test("the limits: a name's length, dashboards per project, cards per dashboard, rows per card", async () => {
    const db = database.db();
    const project = await createProject(db);
    const team = { ...ADMIN, username: 'team' };
    const code = (result: { ok: boolean; code?: string }) => (result.ok ? 'ok' : result.code);
    expect(code(await createDashboard(team, project.id, { name: 'x'.repeat(DASHBOARD_NAME_MAX_LENGTH + 1) }))).toBe(
      'too_long',
    );
    expect(code(await createDashboard(team, project.id, { name: ' ' }))).toBe('too_short');
    const first = await createDashboard(team, project.id, { name: 'x'.repeat(DASHBOARD_NAME_MAX_LENGTH) });
    if (!first.ok) throw new Error(first.error);
    for (let i = 1; i < DASHBOARDS_PER_PROJECT_MAX; i++)
      expect(code(await createDashboard(team, project.id, { name: `Board ${i}` }))).toBe('ok');
    expect(code(await createDashboard(team, project.id, { name: 'One more' }))).toBe('limited');
    for (let i = 0; i < DASHBOARD_CARDS_MAX; i++)
      expect(code(await addDashboardCard(team, project.id, first.id, { address: '/studio/errors' }))).toBe('ok');
    expect(code(await addDashboardCard(team, project.id, first.id, { address: '/studio/errors' }))).toBe('limited');
    expect(code(await addDashboardCard(team, project.id, first.id, { card: { kind: 'nope' } }))).toBe('invalid');

    // An errors card lists the most frequent DASHBOARD_CARD_ROWS groups; its page lists them all.
    const session = await seedSession(db, project.id, { startedAt: T(1) });
    await insertEvents(
      db,
      Array.from({ length: DASHBOARD_CARD_ROWS + 1 }, (_, i) => ({
        sessionId: session.id,
        kind: 'error' as const,
        name: 'Error',
        label: `Failure ${i}`,
        pageNo: 0,
        at: T(1, i),
        fingerprint: errorFingerprint('Error', `Failure kind ${String.fromCharCode(97 + i)}`, ''),
      })),
    );
    const figures = await dashboardCardFigures(
      ADMIN,
      project.id,
      { kind: 'errors', params: {} },
      {
        now: NOW,
        timeZone: 'UTC',
      },
    );
    expect(figures.kind === 'errors' && figures.groups).toHaveLength(DASHBOARD_CARD_ROWS);
  });

  test('anyone but the team gets the not-found page; another project’s or an unknown dashboard is not found; deleting the project takes its dashboards', async () => {
    const db = database.db();
    const project = await createProject(db);
    const other = await createProject(db);
    process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY = project.publicKey;
    const { admin, member } = await teamAndMember();
    await signIn(admin);
    await render(StudioDashboardsPage, { lang: 'en' });
    const [mine] = await listDashboards(ADMIN, project.id);
    process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY = other.publicKey;
    await render(StudioDashboardsPage, { lang: 'en' });
    const [theirs] = await listDashboards(ADMIN, other.id);
    process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY = project.publicKey;

    expect(await outcomeOf(() => render(StudioDashboardPage, { lang: 'en', id: mine!.id }))).toBe('done');
    expect(await outcomeOf(() => render(StudioDashboardPage, { lang: 'en', id: theirs!.id }))).toBe('not found');
    expect(await outcomeOf(() => render(StudioDashboardPage, { lang: 'en', id: 'not-an-id' }))).toBe('not found');

    await signIn(member);
    expect(await outcomeOf(() => render(StudioDashboardPage, { lang: 'en', id: mine!.id }))).toBe('not found');
    expect(await outcomeOf(() => render(StudioDashboardsPage, { lang: 'en' }))).toBe('not found');
    const card = new FormData();
    card.set('address', '/studio/errors');
    expect(await outcomeOf(() => addDashboardCardAction('en', mine!.id, card))).toBe('not found');
    mockJar.cookies.clear();
    expect(await outcomeOf(() => render(StudioDashboardPage, { lang: 'en', id: mine!.id }))).toBe('not found');
    await expect(dashboardById(MEMBER, project.id, mine!.id)).rejects.toThrow('No such page');
    expect((await dashboardById(ADMIN, project.id, mine!.id)).cards).toHaveLength(DEFAULT_DASHBOARD_CARDS.length);

    await db.delete(projects).where(eq(projects.id, project.id));
    expect(await db.select().from(dashboards).where(eq(dashboards.id, mine!.id))).toEqual([]);
    expect(await db.select().from(dashboardCards).where(eq(dashboardCards.dashboardId, mine!.id))).toEqual([]);
    expect(await db.select().from(dashboards).where(eq(dashboards.id, theirs!.id))).toHaveLength(1);
  });
});
