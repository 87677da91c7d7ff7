import { eq } from 'drizzle-orm';
import { featureFlags, recordingSessionFlags, users } from '@/lib/db/schema';
import { DEFAULT_PROJECT_KEY } from '@/lib/recordings/projects';
import { analyticsCsv, analyticsCsvHref } from '@/lib/studio/analytics-csv';
import { parseExperimentQuery, projectExperiment } from '@/lib/studio/experiments';
import { parseFunnelQuery, projectFunnel } from '@/lib/studio/funnels';
import { parseJourneyQuery, projectJourneys } from '@/lib/studio/journeys';
import { parseTrendQuery, projectTrend } from '@/lib/studio/trends';
import * as analyticsRoute from '@/app/api/studio/analytics/[card]/route';
import { ENGINE, setupTestDatabase } from './support/database';
import { fakeDateOnly, ORIGIN, send } from './support/api';
import { createMember, tokenFor } from './support/discussion';
import { createProject, setupBlobStore } from './support/ingest';
import { ADMIN, MEMBER, seedSession, insertEvents } from './support/studio';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadMessages } from '@/lib/i18n/messages';
import StudioFunnelsPage from '@/app/[lang]/studio/funnels/page';

// What a request gives the page in the running site: the signed-in team member and the translations.
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
 * The analytics pages' CSV exports against a small recorded data set: the file's rows are the figures the page's own
 * lib function returns for the same address parameters, and only the product team gets a file.
 */

const database = setupTestDatabase();
setupBlobStore();
const NOW = new Date('2026-12-06T15:00:00Z');
const clock = { now: NOW, timeZone: 'UTC' };
const T = (day: number, minute: number, second = 0) => new Date(Date.UTC(2026, 11, day, 10, minute, second));

type Step = { kind: 'page' | 'click' | 'custom'; name: string; label?: string; at: Date };
async function visit(projectId: string, device: string, steps: Step[]) {
  const db = database.db();
  const session = await seedSession(db, projectId, { startedAt: steps[0]!.at, device });
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

const FUNNEL = { s1k: 'page', s1v: '/articles/', s2k: 'click', s2v: 'vote-up', by: 'device' };

/** The data rows of a CSV this test writes (no quoted cells): the byte order mark and header off, each row split. */
function rowsOf(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  return lines.slice(1).map((line) => line.split(','));
}

/** Three visits on Dec 6 (two read an article, one of them then voted, on mobile), one on Dec 5, one on Nov 20. */
async function recordedSite() {
  const project = await createProject(database.db(), { publicKey: DEFAULT_PROJECT_KEY });
  await visit(project.id, 'desktop', [page('/articles/listening', T(6, 1)), vote(T(6, 1, 30))]);
  await visit(project.id, 'mobile', [page('/articles/trust', T(6, 3))]);
  await visit(project.id, 'mobile', [page('/blog', T(6, 5)), vote(T(6, 5, 5))]);
  await visit(project.id, 'desktop', [page('/articles/trust', T(5, 0)), vote(T(5, 0, 10))]);
  await visit(project.id, 'desktop', [page('/about', new Date('2026-11-20T08:00:00Z'))]);
  return project;
}

async function adminToken(): Promise<string> {
  const member = await createMember(database.db());
  await database.db().update(users).set({ role: 'admin' }).where(eq(users.id, member.id));
  return tokenFor(member, NOW);
}

afterEach(() => {
  jest.useRealTimers();
});

describe(`analytics CSV exports on ${ENGINE}`, () => {
  test("a funnel's file holds the page's steps and breakdown: sessions, conversion, median time and who stopped", async () => {
    const project = await recordedSite();
    const funnel = (await projectFunnel(ADMIN, project.id, parseFunnelQuery(FUNNEL), clock))!;
    const steps = rowsOf((await analyticsCsv(ADMIN, project.id, 'funnels', FUNNEL, clock)).csv);
    // Known by hand: three article readers, two of them voted after (30 s and 10 s: a median of 20 s).
    expect(steps).toEqual([
      ['1', 'page', '/articles/', '3', '1', '', '1'],
      ['2', 'click', 'vote-up', '2', String(2 / 3), '20000', ''],
    ]);
    expect(steps.map((row) => Number(row[3]))).toEqual(funnel.steps.map((step) => step.sessions));
    expect(steps.map((row) => Number(row[4]))).toEqual(funnel.steps.map((step) => step.conversion));
    const breakdown = await analyticsCsv(ADMIN, project.id, 'funnels', { ...FUNNEL, table: 'breakdown' }, clock);
    expect(breakdown.filename).toBe('parley-funnels-breakdown-2026-12-06.csv');
    expect(breakdown.csv.split('\r\n')[0]).toBe('\uFEFFdevice,step_1_sessions,step_2_sessions,conversion');
    expect(rowsOf(breakdown.csv)).toEqual([
      ['desktop', '2', '2', '1'],
      ['mobile', '1', '0', '0'],
    ]);
    expect(funnel.breakdown).toEqual([
      { value: 'desktop', sessions: [2, 2] },
      { value: 'mobile', sessions: [1, 0] },
    ]);
    // A funnel of one step is no funnel yet: the header alone.
    const none = await analyticsCsv(ADMIN, project.id, 'funnels', { s1k: 'page', s1v: '/a' }, clock);
    expect(none.csv).toBe('\uFEFFstep,kind,value,sessions,conversion,median_ms_from_previous,stopped_here\r\n');
  });

  test("a trend's file holds every bucket of the page beside the period before, and its breakdown", async () => {
    const project = await recordedSite();
    const search = { metric: 'sessions', interval: 'day', by: 'device' };
    const trend = await projectTrend(ADMIN, project.id, parseTrendQuery(search), clock);
    const download = await analyticsCsv(ADMIN, project.id, 'trends', search, clock);
    expect(download.filename).toBe('parley-trends-2026-12-06.csv');
    expect(download.csv.split('\r\n')[0]).toBe('\uFEFFday_start,sessions_current,sessions_previous');
    const rows = rowsOf(download.csv);
    expect(rows).toEqual(
      trend.points.map((point) => [point.bucket.starts.toISOString(), String(point.current), String(point.previous)]),
    );
    // Known by hand: three sessions on Dec 6, one on Dec 5, one on Nov 20, none before the 30 days.
    const byDay = Object.fromEntries(rows.map((row) => [row[0]!.slice(0, 10), Number(row[1])]));
    expect([byDay['2026-12-06'], byDay['2026-12-05'], byDay['2026-11-20']]).toEqual([3, 1, 1]);
    expect(rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(5);
    expect(rows.every((row) => row[2] === '0')).toBe(true);
    const breakdown = await analyticsCsv(ADMIN, project.id, 'trends', { ...search, table: 'breakdown' }, clock);
    expect(rowsOf(breakdown.csv)).toEqual([
      ['desktop', '3', '0'],
      ['mobile', '2', '0'],
    ]);
  });

  test("the errors, journeys and experiments files hold their pages' figures; a message a spreadsheet would run stays text", async () => {
    const project = await recordedSite();
    const db = database.db();
    const evil = '=HYPERLINK("http://evil.example","x")';
    for (const minute of [2, 4]) {
      const session = await seedSession(db, project.id, { startedAt: T(6, minute) });
      await insertEvents(db, {
        sessionId: session.id,
        kind: 'error',
        name: 'TypeError',
        label: evil,
        fingerprint: 'a1b2c3d4e5f60718',
        pageNo: 0,
        at: T(6, minute, 1),
      });
    }
    const errors = await analyticsCsv(ADMIN, project.id, 'errors', {}, clock);
    expect(errors.csv).toBe(
      '\uFEFFfingerprint,name,message,occurrences,sessions,visitors,first_seen,last_seen\r\n' +
        `a1b2c3d4e5f60718,TypeError,"'=HYPERLINK(""http://evil.example"",""x"")",2,2,1,${T(6, 2, 1).toISOString()},${T(6, 4, 1).toISOString()}\r\n`,
    );

    const journeySearch = { dir: 'from', page: '/articles/trust', depth: '3' };
    const journeys = (await projectJourneys(ADMIN, project.id, parseJourneyQuery(journeySearch), clock))!;
    const paths = rowsOf((await analyticsCsv(ADMIN, project.id, 'journeys', journeySearch, clock)).csv);
    // Known by hand: two visits read only that article (the vote is a click, not a page).
    expect(paths).toEqual([['/articles/trust', 'yes', '2']]);
    expect(paths).toEqual(
      journeys.paths.map((path) => [path.steps.join(' > '), path.ends ? 'yes' : 'no', String(path.sessions)]),
    );

    // The flow's file: each step's nodes, the end of a visit named as a word.
    const flow = rowsOf(
      (await analyticsCsv(ADMIN, project.id, 'journeys', { ...journeySearch, table: 'flow' }, clock)).csv,
    );
    expect(flow).toEqual([
      ['1', '/articles/trust', '2'],
      ['2', '(left)', '2'],
    ]);
    expect(flow).toEqual(
      journeys.flow.columns.flatMap((column, step) =>
        column.map((node) => [String(step + 1), node.key === '' ? '(left)' : node.key, String(node.sessions)]),
      ),
    );

    await db.insert(featureFlags).values({
      projectId: project.id,
      flagKey: 'checkout',
      flagType: 'multi',
      variants: [
        { value: 'a', rolloutPercentage: 50 },
        { value: 'b', rolloutPercentage: 50 },
      ],
    });
    const served = [
      [await visit(project.id, 'desktop', [page('/pricing', T(6, 10)), vote(T(6, 10, 5))]), 'a'],
      [await visit(project.id, 'desktop', [page('/pricing', T(6, 11))]), 'a'],
      [await visit(project.id, 'desktop', [page('/pricing', T(6, 12)), vote(T(6, 12, 5))]), 'b'],
    ];
    await db
      .insert(recordingSessionFlags)
      .values(served.map(([sessionId, value]) => ({ sessionId: sessionId!, flagKey: 'checkout', value: value! })));
    const experimentSearch = { flag: 'checkout', gk: 'click', gv: 'vote-up' };
    const experiment = (await projectExperiment(ADMIN, project.id, parseExperimentQuery(experimentSearch), clock))!;
    const variants = rowsOf((await analyticsCsv(ADMIN, project.id, 'experiments', experimentSearch, clock)).csv);
    expect(variants.map((row) => row.slice(0, 5))).toEqual([
      ['a', 'yes', '2', '1', '0.5'],
      ['b', 'no', '1', '1', '1'],
    ]);
    const b = experiment.variants[1]!;
    expect(variants[1]!.slice(5)).toEqual(
      [b.interval!.low, b.interval!.high, b.test!.difference, b.test!.p]
        .map(String)
        .concat(b.test!.significant ? 'yes' : 'no'),
    );
  });

  test("a file's header row is in the studio's language (lang), English for an unknown one, and its figures stay the same ASCII numbers", async () => {
    const project = await recordedSite();
    const trend = { metric: 'sessions', interval: 'day', by: 'device' };
    const file = async (card: 'funnels' | 'trends', search: Record<string, string>) =>
      (await analyticsCsv(ADMIN, project.id, card, search, clock)).csv;
    const header = (csv: string) => csv.slice(1).split('\r\n')[0];
    const files = async (lang?: string) => {
      const extra: Record<string, string> = lang ? { lang } : {};
      return [
        await file('funnels', { ...FUNNEL, ...extra }),
        await file('funnels', { ...FUNNEL, ...extra, table: 'breakdown' }),
        await file('trends', { ...trend, ...extra }),
        await file('trends', { ...trend, ...extra, table: 'breakdown' }),
      ];
    };
    const english = await files();
    expect(english.map(header)).toEqual([
      'step,kind,value,sessions,conversion,median_ms_from_previous,stopped_here',
      'device,step_1_sessions,step_2_sessions,conversion',
      'day_start,sessions_current,sessions_previous',
      'device,current,previous',
    ]);
    expect(await files('xx')).toEqual(english);
    expect(await files('en')).toEqual(english);

    const german = await files('de');
    expect(german.map(header)).toEqual([
      'Schritt,Art,Wert,Sitzungen,Konversion,Median ms seit dem vorigen Schritt,Hier aufgehört',
      'Gerät,Schritt 1: Sitzungen,Schritt 2: Sitzungen,Konversion',
      'Beginn (Tag),Sitzungen: dieser Zeitraum,Sitzungen: Zeitraum davor',
      'Gerät,Dieser Zeitraum,Zeitraum davor',
    ]);
    const persian = await files('fa');
    expect(persian.map(header)).toEqual([
      'گام,نوع,مقدار,نشست‌ها,تبدیل,میانهٔ میلی‌ثانیه از گام پیش,این‌جا ماندند',
      'دستگاه,گام 1: نشست‌ها,گام 2: نشست‌ها,تبدیل',
      'آغاز (روز),نشست‌ها: این دوره,نشست‌ها: دورهٔ پیش',
      'دستگاه,این دوره,دورهٔ پیش',
    ]);
    // The same rows, written as JavaScript writes numbers: no Persian or Arabic-Indic digit anywhere in the file.
    for (const translated of [german, persian]) expect(translated.map(rowsOf)).toEqual(english.map(rowsOf));
    expect(rowsOf(persian[0]!)[1]).toEqual(['2', 'click', 'vote-up', '2', String(2 / 3), '20000', '']);
    expect(persian.join('')).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });

  test('the route answers the team with an attachment of the same file; anyone else and an unknown page get a 404', async () => {
    const project = await recordedSite();
    const token = await adminToken();
    const member = await tokenFor(await createMember(database.db()), NOW);
    fakeDateOnly(NOW);
    const href = analyticsCsvHref('funnels', { ...FUNNEL, lang: 'en' });
    expect(href).toBe(
      '/api/studio/analytics/funnels?s1k=page&s1v=%2Farticles%2F&s2k=click&s2v=vote-up&by=device&lang=en',
    );
    const get = (path: string, bearer?: string) =>
      new Request(`${ORIGIN}${path}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
    const response = await analyticsRoute.GET(get(href, token), { params: Promise.resolve({ card: 'funnels' }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="parley-funnels-2026-12-06.csv"');
    const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(body).toBe((await analyticsCsv(ADMIN, project.id, 'funnels', FUNNEL, { ...clock, timeZone: 'UTC' })).csv);
    expect(rowsOf(body)).toHaveLength(2);
    for (const bearer of [member, undefined]) {
      const refused = await send(analyticsRoute.GET, get(href, bearer), { card: 'funnels' });
      expect(refused.status).toBe(404);
    }
    expect(
      (await send(analyticsRoute.GET, get('/api/studio/analytics/sessions', token), { card: 'sessions' })).status,
    ).toBe(404);
    await expect(analyticsCsv(MEMBER, project.id, 'trends', {}, clock)).rejects.toThrow('No such page');
  });

  test("the funnels page links each table to its file, for the page's own query, in the page's language; its form keeps the window and offers the multi-variant flags", async () => {
    const project = await recordedSite();
    await database
      .db()
      .insert(featureFlags)
      .values([
        {
          projectId: project.id,
          flagKey: 'checkout',
          flagType: 'multi',
          variants: [{ value: 'a', rolloutPercentage: 100 }],
        },
        { projectId: project.id, flagKey: 'dark', flagType: 'boolean' },
      ]);
    fakeDateOnly(NOW);
    for (const [lang, main, breakdown] of [
      ['en', 'Download CSV', 'Download the breakdown as CSV'],
      ['fa', 'دریافت CSV', 'دریافت تفکیک به صورت CSV'],
    ] as const) {
      const html = renderToStaticMarkup(
        await StudioFunnelsPage({
          params: Promise.resolve({ lang }),
          searchParams: Promise.resolve(FUNNEL),
        } as never),
      );
      const query = 's1k=page&amp;s1v=%2Farticles%2F&amp;s2k=click&amp;s2v=vote-up&amp;by=device';
      // The page's language goes with the link, for the file's header row.
      expect(html).toContain(
        `<a href="/api/studio/analytics/funnels?${query}&amp;lang=${lang}" download="">${main}</a>`,
      );
      expect(html).toContain(
        `<a href="/api/studio/analytics/funnels?${query}&amp;table=breakdown&amp;lang=${lang}" download="">${breakdown}</a>`,
      );
      const windowed = renderToStaticMarkup(
        await StudioFunnelsPage({
          params: Promise.resolve({ lang }),
          searchParams: Promise.resolve({ ...FUNNEL, within: '2', unit: 'hour' }),
        } as never),
      );
      expect(windowed).toMatch(/<input id="funnel-within" type="number"[^>]* name="within" value="2"/);
      expect(windowed).toMatch(/<option value="hour" selected="">/);
      expect(windowed).toContain('<option value="checkout">checkout</option>');
      expect(windowed).not.toContain('value="dark"');
    }
  });
});
