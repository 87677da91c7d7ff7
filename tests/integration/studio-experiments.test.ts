import { featureFlags, recordingSessionFlags } from '@/lib/db/schema';
import { eraseSessions } from '@/lib/studio/erasure';
import { twoProportionZTest, wilsonInterval } from '@/lib/studio/experiment-stats';
import {
  EXPERIMENT_NAME_MAX,
  EXPERIMENT_SESSIONS_PER_VARIANT,
  parseExperimentQuery,
  projectExperiment,
} from '@/lib/studio/experiments';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject, setupBlobStore } from './support/ingest';
import { ADMIN, MEMBER, seedSession, insertEvents } from './support/studio';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadMessages } from '@/lib/i18n/messages';
import StudioExperimentsPage from '@/app/[lang]/studio/experiments/page';

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
 * Experiments over the recorded sessions and the flag variants served to them, against a small data set whose answer
 * is known by hand: variant a converts 1 of 4, b 3 of 4; an erased b that converted, another project's, an old one,
 * one without the flag, and one of a variant the flag no longer names.
 */

const database = setupTestDatabase();
setupBlobStore();
const NOW = new Date('2026-12-06T15:00:00Z');
const T = (minute: number) => new Date(Date.UTC(2026, 11, 6, 10, minute));
const at = { now: NOW, timeZone: 'UTC' };

async function visit(projectId: string, variant: string | null, goal: string | null, startedAt: Date) {
  const db = database.db();
  const session = await seedSession(db, projectId, { startedAt });
  await insertEvents(db, [
    {
      sessionId: session.id,
      kind: 'page',
      name: 'https://parley.example/pricing',
      label: '',
      pageNo: 0,
      at: startedAt,
    },
    ...(goal
      ? [
          {
            sessionId: session.id,
            kind: 'custom' as const,
            name: goal,
            label: '',
            pageNo: 0,
            at: new Date(startedAt.getTime() + 30_000),
          },
        ]
      : []),
  ]);
  if (variant)
    await db.insert(recordingSessionFlags).values({ sessionId: session.id, flagKey: 'checkout', value: variant });
  return session.id;
}

async function flag(projectId: string) {
  await database
    .db()
    .insert(featureFlags)
    .values({
      projectId,
      flagKey: 'checkout',
      flagType: 'multi',
      variants: [
        { value: 'a', rolloutPercentage: 50 },
        { value: 'b', rolloutPercentage: 50 },
      ],
    });
}

const QUERY = { flag: 'checkout', gk: 'custom', gv: 'purchased' };

describe(`studio experiments on ${ENGINE}`, () => {
  test('per variant: sessions, conversions, the Wilson interval and the z-test against the control; erased, old, another project’s and flagless sessions leave every figure', async () => {
    const project = await createProject(database.db());
    const other = await createProject(database.db());
    await flag(project.id);
    await flag(other.id);
    const aConverted = await visit(project.id, 'a', 'purchased', T(1));
    await visit(project.id, 'a', null, T(2));
    await visit(project.id, 'a', null, T(3));
    // A custom event matches its name exactly.
    await visit(project.id, 'a', 'purchased-not', T(4));
    await visit(project.id, 'b', 'purchased', T(5));
    await visit(project.id, 'b', 'purchased', T(6));
    const bLatest = await visit(project.id, 'b', 'purchased', T(7));
    const bNot = await visit(project.id, 'b', null, T(8));
    const erased = await visit(project.id, 'b', 'purchased', T(9));
    await eraseSessions(ADMIN, project.id, [erased]);
    await visit(other.id, 'a', 'purchased', T(10));
    await visit(project.id, 'a', 'purchased', new Date('2026-10-01T10:00:00Z'));
    await visit(project.id, null, 'purchased', T(11));
    const retired = await visit(project.id, 'c', null, T(12));

    const experiment = await projectExperiment(ADMIN, project.id, parseExperimentQuery(QUERY), at);
    expect(experiment!.control).toBe('a');
    expect(
      experiment!.variants.map((one) => [one.value, one.control, one.sessions, one.conversions, one.rate]),
    ).toEqual([
      ['a', true, 4, 1, 0.25],
      ['b', false, 4, 3, 0.75],
      ['c', false, 1, 0, 0],
    ]);
    const [a, b] = experiment!.variants;
    expect(a!.interval).toEqual(wilsonInterval(1, 4));
    expect(a!.test).toBeNull();
    expect(b!.test).toEqual(twoProportionZTest(3, 4, 1, 4));
    // 3 of 4 against 1 of 4: z = 1.414, p = 0.157, not significant with so few.
    expect(b!.test!.p).toBeCloseTo(0.1573, 4);
    expect(b!.test!.significant).toBe(false);
    // The latest sessions first; a converted one at its conversion, the others at their start.
    expect(b!.latest.slice(0, 2)).toEqual([
      { sessionId: bNot, at: T(8), converted: false },
      { sessionId: bLatest, at: new Date(T(7).getTime() + 30_000), converted: true },
    ]);
    expect(a!.latest.at(-1)).toEqual({ sessionId: aConverted, at: new Date(T(1).getTime() + 30_000), converted: true });
    expect(experiment!.variants[2]!.latest).toEqual([{ sessionId: retired, at: T(12), converted: false }]);

    // Another control: b against itself is none, a against b the mirror image.
    const againstB = await projectExperiment(ADMIN, project.id, parseExperimentQuery({ ...QUERY, control: 'b' }), at);
    expect(againstB!.control).toBe('b');
    expect(againstB!.variants[0]!.test!.z).toBeCloseTo(-b!.test!.z, 10);
    // A page goal, as a funnel's page step: every session visited /pricing.
    const page = await projectExperiment(
      ADMIN,
      project.id,
      parseExperimentQuery({ ...QUERY, gk: 'page', gv: '/pricing' }),
      at,
    );
    expect(page!.variants.map((one) => one.conversions)).toEqual([4, 4, 1]);
  });

  test('no experiment without a multi-variant flag of the project or without a goal; an unknown control falls back to the first variant; the team only', async () => {
    const project = await createProject(database.db());
    await database.db().insert(featureFlags).values({ projectId: project.id, flagKey: 'dark', flagType: 'boolean' });
    expect(await projectExperiment(ADMIN, project.id, parseExperimentQuery({ ...QUERY, flag: 'dark' }), at)).toBeNull();
    expect(await projectExperiment(ADMIN, project.id, parseExperimentQuery(QUERY), at)).toBeNull();
    await flag(project.id);
    expect(await projectExperiment(ADMIN, project.id, parseExperimentQuery({ flag: 'checkout' }), at)).toBeNull();
    expect(parseExperimentQuery({ ...QUERY, flag: 'f'.repeat(EXPERIMENT_NAME_MAX + 1) }).flag).toBeNull();
    expect(parseExperimentQuery({ ...QUERY, flag: 'f'.repeat(EXPERIMENT_NAME_MAX) }).flag).toHaveLength(
      EXPERIMENT_NAME_MAX,
    );
    const fallback = await projectExperiment(ADMIN, project.id, parseExperimentQuery({ ...QUERY, control: 'z' }), at);
    expect(fallback!.control).toBe('a');
    expect(fallback!.variants.map((one) => [one.value, one.sessions, one.interval, one.test])).toEqual([
      ['a', 0, null, null],
      ['b', 0, null, null],
    ]);
    await expect(projectExperiment(MEMBER, project.id, parseExperimentQuery(QUERY), at)).rejects.toThrow(
      'No such page',
    );
  });

  test('the page states per variant whether it converts better and whether that is significant, with the rates, intervals and p-values as a table; in Persian with Persian digits', async () => {
    const project = await createProject(database.db());
    process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY = project.publicKey;
    await flag(project.id);
    // a: 2 of 20; b: 12 of 20 (z = 3.31, p = 0.0009: significant).
    for (let i = 0; i < 20; i++) {
      await visit(project.id, 'a', i < 2 ? 'purchased' : null, T(i));
      await visit(project.id, 'b', i < 12 ? 'purchased' : null, T(i));
    }
    // Each variant lists its latest sessions, at most EXPERIMENT_SESSIONS_PER_VARIANT of its 20.
    const figures = await projectExperiment(ADMIN, project.id, parseExperimentQuery(QUERY), at);
    expect(figures!.variants.map((one) => [one.sessions, one.latest.length])).toEqual([
      [20, EXPERIMENT_SESSIONS_PER_VARIANT],
      [20, EXPERIMENT_SESSIONS_PER_VARIANT],
    ]);
    // The page asks for the time itself: only the clock is fixed, timers run.
    jest.useFakeTimers({
      now: NOW,
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'],
    });
    try {
      const render = async (lang: string) =>
        renderToStaticMarkup(
          await StudioExperimentsPage({
            params: Promise.resolve({ lang }),
            searchParams: Promise.resolve(QUERY),
          } as PageProps<'/[lang]/studio/experiments'>),
        );
      const en = await render('en');
      expect(en).toContain('<svg');
      expect(en).toContain('\u2068b\u2069 converts better than \u2068a\u2069; the difference is significant at 95%.');
      expect(en).toContain('>0.001<');
      expect(en).toContain('>60%<');
      const fa = await render('fa');
      expect(fa).toContain('بهتر از');
      expect(fa).toContain('۶۰٪');
      for (const html of [en, fa]) expect(html).not.toMatch(/experiments\.[a-zA-Z]/);
    } finally {
      jest.useRealTimers();
    }
  });
});
