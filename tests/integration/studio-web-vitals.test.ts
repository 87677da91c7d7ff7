import { recordingEvents } from '@/lib/db/schema';
import { projectPageVitals, WEB_VITALS_PAGES_TOP } from '@/lib/studio/web-vitals';
import { parseTrendQuery, projectTrend } from '@/lib/studio/trends';
import { analyticsCsv, analyticsCsvHref } from '@/lib/studio/analytics-csv';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadMessages } from '@/lib/i18n/messages';
import StudioTrendsPage from '@/app/[lang]/studio/trends/page';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject } from './support/ingest';
import { ADMIN, MEMBER, seedSession } from './support/studio';

/*
 * Web vitals per page: the 75th percentile of each vital over the page loads that measured it, worked out by hand
 * below (percentile_cont: the value at rank 1 + 0.75 × (n − 1) of the sorted values, interpolated).
 */

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

const database = setupTestDatabase();
const FROM = new Date('2026-12-01T00:00:00Z');
const TO = new Date('2026-12-07T00:00:00Z');

type Db = ReturnType<typeof database.db>;

/** A session whose page loads (page number → address) each measured the given vitals. */
async function visit(
  db: Db,
  projectId: string,
  startedAt: Date,
  loads: { address: string; history?: string; vitals: Record<string, number> }[],
) {
  const session = await seedSession(db, projectId, { startedAt, pageCount: loads.length });
  const at = (ms: number) => new Date(startedAt.getTime() + ms);
  await db.insert(recordingEvents).values(
    loads.flatMap((load, pageNo) => [
      {
        sessionId: session.id,
        kind: 'page' as const,
        name: load.address,
        pageNo,
        messageIndex: 0,
        at: at(pageNo * 10_000),
      },
      // A history change later in the same load: another page, which the load's vitals do not describe.
      ...(load.history
        ? [
            {
              sessionId: session.id,
              kind: 'page' as const,
              name: load.history,
              pageNo,
              messageIndex: 5,
              at: at(pageNo * 10_000 + 500),
            },
          ]
        : []),
      ...Object.entries(load.vitals).map(([name, value], i) => ({
        sessionId: session.id,
        kind: 'vital' as const,
        name,
        label: String(value),
        pageNo,
        messageIndex: 10 + i,
        at: at(pageNo * 10_000 + 1_000),
      })),
    ]),
  );
  return session;
}

describe(`web vitals per page on ${ENGINE}`, () => {
  test('the 75th percentile of each vital per page, of the page loads that measured it, with its rating', async () => {
    const db = database.db();
    const project = await createProject(db);
    const other = await createProject(db);
    const day = (d: number) => new Date(Date.UTC(2026, 11, d, 12));
    // The home page, loaded four times: LCP 1000, 2000, 3000, 5000 → rank 1 + 0.75 × 3 = 3.25 → 3000 + 0.25 × 2000 = 3500.
    // CLS 0.05, 0.3 (two loads) → rank 1.75 → 0.05 + 0.75 × 0.25 = 0.2375. TTFB only once: 900.
    await visit(db, project.id, day(2), [
      { address: 'https://parley.test/?lang=fa', vitals: { LCP: 1000, CLS: 0.05, TTFB: 900 } },
      {
        address: 'https://parley.test/articles/',
        history: 'https://parley.test/articles/42',
        vitals: { LCP: 400, INP: 80 },
      },
    ]);
    await visit(db, project.id, day(3), [{ address: 'https://parley.test/', vitals: { LCP: 3000, CLS: 0.3 } }]);
    await visit(db, project.id, day(4), [{ address: 'https://parley.test/#top', vitals: { LCP: 2000 } }]);
    await visit(db, project.id, day(5), [
      { address: 'https://parley.test/', vitals: { LCP: 5000 } },
      // The articles page again: INP 80, 600 → rank 1.75 → 80 + 0.75 × 520 = 470 (needs improvement).
      { address: 'https://parley.test/articles?page=2', vitals: { INP: 600, LCP: 800 } },
    ]);
    // Not counted: a session before the range, another project's, and a page load with no vitals.
    await visit(db, project.id, day(0), [{ address: 'https://parley.test/', vitals: { LCP: 60_000 } }]);
    await visit(db, other.id, day(3), [{ address: 'https://parley.test/', vitals: { LCP: 60_000 } }]);
    await visit(db, project.id, day(3), [{ address: 'https://parley.test/quiet', vitals: {} }]);

    const pages = await projectPageVitals(ADMIN, project.id, { from: FROM, to: TO });
    expect(pages).toEqual([
      {
        path: '/',
        loads: 4,
        vitals: {
          LCP: { p75: 3500, samples: 4, rating: 'needs-improvement' },
          CLS: { p75: expect.closeTo(0.2375, 10), samples: 2, rating: 'needs-improvement' },
          TTFB: { p75: 900, samples: 1, rating: 'needs-improvement' },
        },
      },
      {
        path: '/articles',
        loads: 2,
        vitals: {
          LCP: { p75: 700, samples: 2, rating: 'good' },
          INP: { p75: 470, samples: 2, rating: 'needs-improvement' },
        },
      },
    ]);
  });

  test(`at most ${WEB_VITALS_PAGES_TOP} pages, the most measured first; only the team reads them`, async () => {
    const db = database.db();
    const project = await createProject(db);
    const startedAt = new Date('2026-12-03T12:00:00Z');
    await visit(
      db,
      project.id,
      startedAt,
      Array.from({ length: WEB_VITALS_PAGES_TOP + 2 }, (_, i) => ({
        address: `https://parley.test/p${i}`,
        vitals: { TTFB: 100 + i },
      })),
    );
    await visit(db, project.id, startedAt, [{ address: 'https://parley.test/p21', vitals: { TTFB: 300 } }]);
    const pages = await projectPageVitals(ADMIN, project.id, { from: FROM, to: TO });
    expect(pages).toHaveLength(WEB_VITALS_PAGES_TOP);
    // TTFB 121 and 300: 121 + 0.75 × 179 = 255.25.
    expect(pages[0]).toMatchObject({ path: '/p21', loads: 2, vitals: { TTFB: { p75: 255.25 } } });
    await expect(projectPageVitals(MEMBER, project.id, { from: FROM, to: TO })).rejects.toThrow('No such page');
  });

  test("a vital's trend: its 75th percentile per day of the sessions started that day, beside the period before", async () => {
    const db = database.db();
    const project = await createProject(db);
    const now = new Date('2026-12-06T15:00:00Z');
    const at = (offsetDays: number, hour = 12) => new Date(Date.UTC(2026, 11, 6 + offsetDays, hour));
    // Today: INP 100, 200, 300, 900 over three sessions → rank 3.25 → 300 + 0.25 × 600 = 450.
    await visit(db, project.id, at(0, 9), [
      { address: 'https://parley.test/', vitals: { INP: 100 } },
      { address: 'https://parley.test/a', vitals: { INP: 900 } },
    ]);
    await visit(db, project.id, at(0, 10), [{ address: 'https://parley.test/', vitals: { INP: 200, LCP: 9_000 } }]);
    await visit(db, project.id, at(0, 11), [{ address: 'https://parley.test/', vitals: { INP: 300 } }]);
    // Yesterday nothing measured; 30 days ago (the same day of the period before) 40 and 60 → 40 + 0.75 × 20 = 55.
    await visit(db, project.id, at(-30), [{ address: 'https://parley.test/', vitals: { INP: 40 } }]);
    await visit(db, project.id, at(-30, 13), [{ address: 'https://parley.test/', vitals: { INP: 60 } }]);

    const trend = await projectTrend(ADMIN, project.id, parseTrendQuery({ metric: 'inp' }), { now, timeZone: 'UTC' });
    expect(trend.metric).toBe('inp');
    expect(trend.points.at(-1)).toMatchObject({ current: 450, previous: 55 });
    expect(trend.points.at(-2)).toMatchObject({ current: 0, previous: 0 });
    // The periods' own percentiles: today's four values, and the two of the period before.
    expect(trend.totals).toEqual({ current: 450, previous: 55 });
    const byBrowser = await projectTrend(ADMIN, project.id, parseTrendQuery({ metric: 'inp', by: 'browser' }), {
      now,
      timeZone: 'UTC',
    });
    expect(byBrowser.breakdown).toEqual([{ value: 'Chrome', current: 450, previous: 55 }]);
    // Sessions are still counted once each beside the joined vitals.
    expect((await projectTrend(ADMIN, project.id, parseTrendQuery({}), { now, timeZone: 'UTC' })).totals).toEqual({
      current: 3,
      previous: 2,
    });
  });

  test('the vitals per page download as CSV: the same figures, the headers in the studio’s language', async () => {
    const db = database.db();
    const project = await createProject(db);
    const now = new Date('2026-12-06T15:00:00Z');
    // The home page: LCP 1000 and 3000 → rank 1.75 → 1000 + 0.75 × 2000 = 2500 (good); CLS once, 0.3 (poor).
    await visit(db, project.id, new Date('2026-12-06T09:00:00Z'), [
      { address: 'https://parley.test/', vitals: { LCP: 1000, CLS: 0.3 } },
    ]);
    await visit(db, project.id, new Date('2026-12-05T09:00:00Z'), [
      { address: 'https://parley.test/', vitals: { LCP: 3000 } },
    ]);
    const clock = { now, timeZone: 'UTC' };
    const lines = (csv: string) => csv.slice(1).split('\r\n').slice(0, -1);
    const english = lines((await analyticsCsv(ADMIN, project.id, 'trends', { table: 'vitals' }, clock)).csv);
    expect(english).toEqual([
      'path,page_loads,LCP_p75,LCP_page_loads,LCP_rating,INP_p75,INP_page_loads,INP_rating,CLS_p75,CLS_page_loads,CLS_rating,TTFB_p75,TTFB_page_loads,TTFB_rating',
      '/,2,2500,2,good,,0,,0.3,1,poor,,0,',
    ]);
    const german = lines((await analyticsCsv(ADMIN, project.id, 'trends', { table: 'vitals', lang: 'de' }, clock)).csv);
    expect(german[0]!.split(',').slice(0, 3)).toEqual(['Pfad', 'Seitenaufrufe', 'LCP: 75. Perzentil']);
    expect(german[1]).toBe(english[1]);
    // The page offers the download, in the page's language.
    expect(analyticsCsvHref('trends', {}, 'vitals', 'fa')).toBe('/api/studio/analytics/trends?table=vitals&lang=fa');
  });

  test('the trends page shows each page’s vitals in a table with their ratings and the thresholds, in English and Persian', async () => {
    const db = database.db();
    const project = await createProject(db);
    process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY = project.publicKey;
    const now = new Date('2026-12-06T15:00:00Z');
    await visit(db, project.id, new Date('2026-12-06T10:00:00Z'), [
      { address: 'https://parley.test/articles', vitals: { LCP: 4_200, INP: 150, CLS: 0.12, TTFB: 300 } },
    ]);
    // The page asks for the time itself: only the clock is fixed, timers run.
    jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'] });
    try {
      const render = async (lang: string) =>
        renderToStaticMarkup(
          await StudioTrendsPage({
            params: Promise.resolve({ lang }),
            searchParams: Promise.resolve({ metric: 'lcp' }),
          } as PageProps<'/[lang]/studio/trends'>),
        );
      const en = await render('en');
      expect(en).toContain('Web vitals per page');
      expect(en).toContain('<td dir="ltr" data-column="path">/articles</td>');
      expect(en).toContain('<span data-rating="poor">4,200 · Poor (1 load)</span>');
      expect(en).toContain('<span data-rating="good">150 · Good (1 load)</span>');
      expect(en).toContain('<span data-rating="needs-improvement">0.12 · Needs improvement (1 load)</span>');
      expect(en).toContain('LCP: good up to 2,500 ms, poor above 4,000 ms');
      expect(en).toContain('CLS: good up to 0.1, poor above 0.25');
      const fa = await render('fa');
      expect(fa).toContain('شاخص‌های حیاتی وب هر صفحه');
      expect(fa).toContain('۴٬۲۰۰ · ضعیف');
      for (const html of [en, fa]) expect(html).not.toMatch(/trends\.[a-zA-Z]/);
    } finally {
      jest.useRealTimers();
    }
  });
});
