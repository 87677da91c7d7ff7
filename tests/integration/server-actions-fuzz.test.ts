import fs from 'node:fs';
import path from 'node:path';
/**
 * Property-based fuzzing of every server action (each exported function of a `'use server'` module), called directly
 * as Next.js calls it for a browser: a server action is a public endpoint, and its arguments (the form, and what the
 * page bound: the language, ids, words) arrive as any client sent them, of any type React can serialize. FUZZ_RUNS
 * calls per action (60 by default), each as the fuzzer's member, its product-team member or nobody: near-valid
 * arguments with some replaced, NULs and lone surrogates, huge text, wrong types, ids that are none or name someone
 * else's rows, extra arguments, and arguments that are junk throughout. It fails on any thrown error other than Next's redirect and not-found (control flow, not failures), and on
 * any change to data the fuzzer does not own: the victim's account, question, answer and activity, and another
 * project's studio settings, recorded session and test (only the studio's own project is the team's to change).
 * FUZZ_SEED replays a failing run; FUZZ_RUNS scales the number of calls per action.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { ENGINE, setupTestDatabase } from './support/database';
import { allRows, changedRows, rowsNamingOthers, type RowSnapshot } from './support/others-data';
import { fromPeer } from './support/api';
import { ask, createGroupRow, createMember, OLD_ACCOUNT_AGE_MS, tokenFor, type Member } from './support/discussion';
import { createProject, setupBlobStore } from './support/ingest';
import { seedSession } from './support/studio';
import { answers, questions, userActivities, users } from '@/lib/db/schema';
import { answerQuestion, vote } from '@/lib/discussion';
import { hashPassword } from '@/lib/auth/password';
import { loadMessages } from '@/lib/i18n/messages';
import { DEFAULT_PROJECT_KEY } from '@/lib/recordings/projects';
import { createCondition } from '@/lib/studio/conditions';
import { createFlag } from '@/lib/studio/flags';
import { saveSearch } from '@/lib/studio/saved-searches';
import { createTag } from '@/lib/studio/tags';
import { addDashboardCard, createDashboard } from '@/lib/studio/dashboards';
import { createTest } from '@/lib/usability-tests';
import * as accountActions from '@/app/[lang]/_lib/account-actions';
import * as discussionActions from '@/app/[lang]/_lib/discussion-actions';
import * as studioActions from '@/app/[lang]/_lib/studio-actions';
import * as usabilityTestActions from '@/app/[lang]/_lib/usability-test-actions';
import * as sharingActions from '@/app/[lang]/_lib/sharing-actions';
import * as collectionActions from '@/app/[lang]/_lib/collection-actions';
import * as notificationActions from '@/app/[lang]/_lib/notification-actions';
import * as integrationActions from '@/app/[lang]/_lib/integration-actions';
import * as dashboardActions from '@/app/[lang]/_lib/dashboard-actions';

/** The modules, by path: a test holds this list equal to every `'use server'` file there is. */
const ACTION_MODULES: Record<string, Record<string, unknown>> = {
  'app/[lang]/_lib/account-actions.ts': accountActions,
  'app/[lang]/_lib/discussion-actions.ts': discussionActions,
  'app/[lang]/_lib/studio-actions.ts': studioActions,
  'app/[lang]/_lib/usability-test-actions.ts': usabilityTestActions,
  'app/[lang]/_lib/sharing-actions.ts': sharingActions,
  'app/[lang]/_lib/collection-actions.ts': collectionActions,
  'app/[lang]/_lib/notification-actions.ts': notificationActions,
  'app/[lang]/_lib/integration-actions.ts': integrationActions,
  'app/[lang]/_lib/dashboard-actions.ts': dashboardActions,
};

// What Next.js gives a server action that only a request has: the browser's cookie jar and the request's headers
// (plain http on localhost: the unprefixed cookie names), the cache it revalidates, the translations (next-intl's
// request configuration, which only Next.js's build wires up), and `after`.
const mockJar = { cookies: new Map<string, string>() };
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.cookies.has(name) ? { name, value: mockJar.cookies.get(name)! } : undefined),
    set: (name: string, value: string, options: { maxAge?: number } = {}) => {
      if (options.maxAge === 0) mockJar.cookies.delete(name);
      else mockJar.cookies.set(name, value);
    },
    delete: (name: string) => mockJar.cookies.delete(name),
  }),
  headers: async () => new Headers({ host: 'localhost:3000', 'x-forwarded-proto': 'http', ...mockPeer }),
}));
const mockPeer = fromPeer('198.18.0.7');
jest.mock('next/cache', () => ({
  refresh: () => {},
  revalidatePath: () => {},
  revalidateTag: () => {},
  updateTag: () => {},
}));
jest.mock('next/server', () => ({ ...jest.requireActual<object>('next/server'), after: () => {} }));
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en'; namespace?: string }) =>
      createTranslator({ locale, messages: mockMessages(locale), namespace: namespace as never }),
    setRequestLocale: () => {},
  };
});
const mockMessages = (locale: 'en') => loadMessages(locale);

const database = setupTestDatabase();
setupBlobStore();

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
jest.setTimeout(240_000);

interface World {
  /** Ids of what the fuzzer owns: rows holding any of them may change. */
  owned: string[];
  member: Member;
  admin: Member;
  victim: { email: string; slug: string; questionId: string; answerId: string; group: string };
  own: {
    slug: string;
    sessionId: string;
    visitor: string;
    testId: string;
    tag: number;
    flag: number;
    condition: number;
    search: number;
    dashboard: string;
    card: string;
  };
  other: {
    sessionId: string;
    visitor: string;
    testId: string;
    tag: number;
    flag: number;
    condition: number;
    search: number;
    dashboard: string;
    card: string;
  };
  /** Every id above as the pages bind them, and a few that name nothing. */
  ids: unknown[];
}
let world: World;

const TEAM_VIEWER = { role: 'admin' as const, username: 'team' };

/** The victim's password, which the fuzzer never learns (it tries others on the victim's email). */
let victimPasswordHash: string;
beforeAll(async () => {
  victimPasswordHash = await hashPassword('the victim keeps this to themselves');
});

/** A project's studio settings and a recorded visit: the fuzzer's team owns the studio's project, not the other one. */
async function studioProjectWorld(projectId: string, visitor: string) {
  const tag = await createTag(TEAM_VIEWER, projectId, { name: 'Ask button', selector: '#ask' });
  const flag = await createFlag(TEAM_VIEWER, projectId, {
    key: 'new-editor',
    description: '',
    type: 'boolean',
    persist: 'no',
    rollout: '100',
    variants: '',
    conditions: '',
    payload: '',
  });
  const condition = await createCondition(TEAM_VIEWER, projectId, {
    name: 'errors',
    captureRate: '100',
    filters: 'click is #x',
  });
  const search = await saveSearch(TEAM_VIEWER, projectId, { name: 'mina', query: 'user=mina' });
  const test = await createTest(TEAM_VIEWER, projectId, {
    title: 'A test',
    description: '',
    guidelines: '',
    conclusion: '',
    startingPath: '/',
    tasks: [{ title: 'One', description: '', allowTyping: 'on' }],
  });
  const dashboard = await createDashboard(TEAM_VIEWER, projectId, { name: 'Reading' });
  const card = dashboard.ok
    ? await addDashboardCard(TEAM_VIEWER, projectId, dashboard.id, { address: '/studio/errors' })
    : dashboard;
  if (
    !tag.ok ||
    !flag.ok ||
    !condition.ok ||
    !search.ok ||
    Array.isArray(test) ||
    !test.ok ||
    !dashboard.ok ||
    !card.ok
  )
    throw new Error('the studio world was not made');
  const session = await seedSession(database.db(), projectId, { userUuid: visitor, userId: 'mina' });
  return {
    sessionId: session.id,
    visitor,
    testId: test.id,
    tag: tag.id,
    flag: flag.id,
    condition: condition.id,
    search: search.id,
    dashboard: dashboard.id,
    card: card.id,
  };
}

beforeEach(async () => {
  const db = database.db();
  // The victim: an account with a question in a group of theirs, answered by someone else (so an activity).
  const victim = await createMember(db);
  const other = await createMember(db);
  const group = `victims-group-${Math.random().toString(36).slice(2, 8)}`;
  await createGroupRow(db, { slug: group, members: [victim] });
  const slug = await ask(victim, { title: 'What would a fuzzer never change?', group });
  const answered = await answerQuestion(other.id, slug, { body: 'Nothing of yours, I hope.' });
  if (!answered.ok) throw new Error('answer failed');
  const [question] = await db.select({ id: questions.id }).from(questions).where(eq(questions.slug, slug));
  const [victimRow] = await db
    .update(users)
    .set({ passwordHash: victimPasswordHash })
    .where(eq(users.id, victim.id))
    .returning({ email: users.email });
  // Another project: its settings, visit and test are no team member's to change through the studio.
  const otherProject = await createProject(db);
  const other_ = await studioProjectWorld(otherProject.id, '00000000-0000-4000-8000-0000000000b2');

  // The fuzzer's own: a member with a question, a product-team member, the studio's project and all in it.
  const member = await createMember(db);
  const admin = await createMember(db);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  const ownSlug = await ask(member, { title: 'What may the fuzzer change of its own?' });
  const project = await createProject(db, { publicKey: DEFAULT_PROJECT_KEY });
  const own = await studioProjectWorld(project.id, '00000000-0000-4000-8000-0000000000a1');
  expect(await db.select().from(userActivities).where(eq(userActivities.userId, victim.id))).toHaveLength(1);

  world = {
    // Its dashboard too: a card names its dashboard, not the project, and the admin may delete its own dashboard (and
    // with it the card), which the fuzzer does whenever it picks that id from `ids` below.
    owned: [member.id, admin.id, project.id, own.sessionId, own.testId, own.dashboard],
    member,
    admin,
    victim: { email: victimRow!.email, slug, questionId: question!.id, answerId: answered.answerId, group },
    own: { slug: ownSlug, ...own },
    other: other_,
    ids: [
      slug,
      ownSlug,
      group,
      question!.id,
      answered.answerId,
      own.sessionId,
      other_.sessionId,
      own.visitor,
      other_.visitor,
      own.testId,
      other_.testId,
      own.tag,
      other_.tag,
      own.flag,
      other_.flag,
      own.condition,
      other_.condition,
      own.search,
      other_.search,
      own.dashboard,
      other_.dashboard,
      own.card,
      other_.card,
      victim.id,
      member.id,
      question!.id.toUpperCase(),
      '00000000-0000-0000-0000-000000000000',
      `${question!.id}\u0000`,
      0,
      -1,
      2 ** 31,
      '1',
      '1 or 1=1',
      'question',
      'answer',
      'in-progress',
      'closed',
      'preview',
      true,
      false,
    ],
  };
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const flagFields = (key: string) => ({
  key,
  description: 'Fuzzed',
  type: 'boolean',
  persist: 'no',
  rollout: '50',
  variants: '',
  conditions: 'userCountry is DE',
  payload: '',
});
const testFields = () => ({
  title: 'Fuzzed test',
  description: '',
  guidelines: '',
  conclusion: '',
  startingPath: '/',
  'tasks.0.title': 'Find it',
});

/**
 * A valid call of each action, as its page makes it (bound arguments, then useActionState's previous state and the
 * form), which the fuzzer mutates argument by argument so that calls get past the first checks. Every exported action
 * must have one: the first test holds this list equal to the modules' exports.
 */
const EXAMPLES: Record<string, (w: World) => unknown[]> = {
  logIn: (w) => ['en', {}, form({ email: w.victim.email, pwd: 'a walk by the quiet lake' })],
  register: () => [
    'en',
    {},
    form({
      username: `fuzzed_${Math.random().toString(36).slice(2, 8)}`,
      email: 'fuzzed@example.org',
      pwd: 'a walk by the quiet lake',
      language: 'en',
    }),
  ],
  logOut: () => [],
  previewMarkdown: () => ['**bold** and [a link](https://example.org)'],
  askAction: (w) => [
    'en',
    {},
    form({
      title: 'What is a good fuzzed question?',
      body: 'One that reaches the database.',
      category: 'meaningful-conversations',
      group: w.victim.group,
      language: 'en',
    }),
  ],
  answerAction: (w) => ['en', w.victim.slug, {}, form({ body: 'An answer the fuzzer wrote, its own to write.' })],
  editQuestionAction: (w) => [
    'en',
    w.victim.slug,
    {},
    form({ title: 'What did the fuzzer change here?', body: 'Nothing, it is not theirs.' }),
  ],
  editAnswerAction: (w) => ['en', w.victim.answerId, {}, form({ body: 'Not the fuzzer’s answer to edit.' })],
  voteAction: (w) => ['en', 'question', w.victim.questionId, true, {}],
  reportAction: (w) => ['en', 'answer', w.victim.answerId, {}, form({ reason: 'A report the fuzzer may file.' })],
  createGroupAction: () => [
    'en',
    {},
    form({ name: 'Fuzzed group', description: 'A group of the fuzzer.', language: 'en' }),
  ],
  membershipAction: (w) => ['en', w.victim.group, true, {}],
  bugReportAction: () => [
    'en',
    {},
    form({ what: 'The page broke when fuzzed.', page: '/', email: 'fuzzer@example.org', reportRef: 'ref-1' }),
  ],
  createFlagAction: () => ['en', {}, form(flagFields('fuzzed-flag'))],
  updateFlagAction: (w) => ['en', w.other.flag, {}, form(flagFields('renamed'))],
  setFlagActiveAction: (w) => ['en', w.other.flag, false],
  deleteConfirmedFlagAction: (w) => ['en', w.other.flag],
  createTagAction: () => ['en', {}, form({ name: 'Fuzzed tag', selector: 'main > a' })],
  updateTagAction: (w) => ['en', w.other.tag, {}, form({ name: 'Renamed tag', selector: '#renamed' })],
  deleteTagAction: (w) => ['en', w.other.tag],
  createConditionAction: () => ['en', {}, form({ name: 'fuzzed', captureRate: '50', filters: 'click is #y' })],
  updateConditionAction: (w) => [
    'en',
    w.other.condition,
    {},
    form({ name: 'renamed', captureRate: '10', filters: 'click is #z' }),
  ],
  deleteConfirmedConditionAction: (w) => ['en', w.other.condition],
  setRecordingRulesAction: () => ['en', {}, form({ mode: 'sample', sampleRate: '5' })],
  addNoteAction: (w) => [
    'en',
    w.other.sessionId,
    Date.UTC(2026, 10, 20, 10, 0, 1),
    'A note on a visit of another project',
  ],
  saveSearchAction: () => ['en', 'user=mina&error=1', form({ name: 'fuzzed search' })],
  deleteSavedSearchAction: (w) => ['en', w.other.search],
  eraseSessionAction: (w) => ['en', w.other.sessionId],
  eraseVisitorAction: (w) => ['en', w.other.visitor],
  eraseMemberAction: () => ['en', 'omid'],
  createTestAction: () => ['en', {}, form(testFields())],
  updateTestAction: (w) => ['en', w.other.testId, {}, form(testFields())],
  setTestStatusAction: (w) => ['en', w.other.testId, 'in-progress'],
  createShareAction: (w) => ['en', w.other.sessionId, form({ days: '7' })],
  revokeShareAction: (w) => ['en', w.other.sessionId, '00000000-0000-4000-8000-000000000000'],
  createCollectionAction: () => ['en', form({ name: 'Fuzzed collection' })],
  addToCollectionAction: (w) => ['en', w.other.sessionId, form({ collectionId: '1', name: '', at: '' })],
  removeFromCollectionAction: () => ['en', 1, 1],
  moveCollectionItemAction: () => ['en', 1, 1, 'up'],
  deleteCollectionAction: () => ['en', 1],
  markNotificationsReadAction: () => ['en'],
  // Addresses where nothing listens (port 9, discard): a webhook or tracker the fuzzer makes reaches no one.
  createWebhookAction: () => ['en', {}, form({ url: 'http://127.0.0.1:9/hook', events: 'all', format: 'json' })],
  updateWebhookAction: () => ['en', 1, {}, form({ url: 'http://127.0.0.1:9/hook', events: 'all', format: 'json' })],
  rotateWebhookSecretAction: () => ['en', 1],
  deleteWebhookAction: () => ['en', 1],
  createTrendAlertAction: () => ['en', {}, form({ metric: 'errors', perHourAbove: '10' })],
  deleteTrendAlertAction: () => ['en', 1],
  configureTrackerAction: () => [
    'en',
    {},
    form({
      kind: 'github',
      baseUrl: 'http://127.0.0.1:9',
      target: 'owner/repo',
      token: 't',
      account: '',
      issueType: '',
    }),
  ],
  deleteTrackerAction: () => ['en', 1],
  createDashboardAction: () => ['en', form({ name: 'Fuzzed dashboard' })],
  addDashboardCardAction: (w) => ['en', w.other.dashboard, form({ address: '/studio/errors', width: 'full' })],
  addPageCardAction: (w) => ['en', form({ dashboardId: w.other.dashboard, address: '/studio/errors', width: 'half' })],
  moveDashboardCardAction: (w) => ['en', w.other.dashboard, w.other.card, 'earlier'],
  setDashboardCardWidthAction: (w) => ['en', w.other.dashboard, w.other.card, 'full'],
  removeDashboardCardAction: (w) => ['en', w.other.dashboard, w.other.card],
  deleteDashboardAction: (w) => ['en', w.other.dashboard],
  createIssueAction: (w) => [
    'en',
    {},
    form({ kind: 'github', title: 'Fuzzed issue', description: '', sessionId: w.other.sessionId, at: '1' }),
  ],
};

const ACTIONS = Object.values(ACTION_MODULES).flatMap((module) => Object.entries(module)) as [
  string,
  (...args: unknown[]) => Promise<unknown>,
][];

// Text as attackers write it: mostly printable, with NULs, lone surrogates, bidi controls and any UTF-16 unit.
const unit = fc
  .oneof(
    { weight: 40, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
    { weight: 1, arbitrary: fc.constantFrom(0x00, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xfeff, 0x202e, 0x0a, 0x25) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 0xffff }) },
  )
  .map((code) => String.fromCharCode(code));
const text = fc.string({ unit, maxLength: 40 });
const HUGE = ['x'.repeat(300_000), 'ю'.repeat(100_000), `${'a'.repeat(50_000)}\u0000`, '\ud800'.repeat(1000)];
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, 2 ** 53, Number.NaN, Infinity, Number.MAX_VALUE),
);
const { json } = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(text, number, fc.boolean(), fc.constant(null)),
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(text, tie('json'), { maxKeys: 4 }),
  ),
}));
/** What React's encoding can carry besides JSON: undefined, BigInt, dates, maps, sets, blobs. */
const exotic = fc.constantFrom(
  undefined,
  10n,
  new Date(Number.NaN),
  new Date(0),
  new Map([['a', 1]]),
  new Set(['x']),
  new Blob(['x']),
  [undefined],
);
const junkForm = fc
  .array(
    fc.tuple(
      fc.oneof(text, fc.constantFrom('body', 'title', 'email', 'name', 'tasks.0.title')),
      fc.oneof(text, fc.constantFrom(...HUGE)),
    ),
    {
      maxLength: 5,
    },
  )
  .map((entries) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  });

const junk = () =>
  fc.oneof(
    { weight: 4, arbitrary: text },
    { weight: 4, arbitrary: fc.constantFrom(...world.ids) },
    { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
    { weight: 2, arbitrary: number },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constantFrom(null, undefined, {}) },
    { weight: 1, arbitrary: json },
    { weight: 1, arbitrary: exotic },
    { weight: 1, arbitrary: junkForm },
    { weight: 1, arbitrary: fc.constantFrom('en', 'fa', 'original', 'xx', 'EN') },
  );

/** A form of the example's fields, some of them junk (text with NULs, huge text, the world's ids). */
function mutatedForm(example: FormData): fc.Arbitrary<FormData> {
  const names = [...new Set(example.keys())];
  if (names.length === 0) return junkForm;
  const value = fc.oneof(text, fc.constantFrom(...HUGE), fc.constantFrom(...world.ids.map(String)));
  return fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 3 }).map((set) => {
    const data = new FormData();
    for (const [name, original] of example.entries()) data.append(name, name in set ? set[name]! : original);
    return data;
  });
}

function argsFor(name: string): fc.Arbitrary<unknown[]> {
  const example = EXAMPLES[name]!(world);
  const forms = example.map((arg) => (arg instanceof FormData ? mutatedForm(arg) : null));
  const mutated = fc
    .record({
      replaced: fc.dictionary(
        fc.nat({ max: Math.max(0, example.length - 1) }).map(String),
        fc.oneof(junk(), fc.constant('form')),
        { maxKeys: 2 },
      ),
      extra: fc.array(junk(), { maxLength: 2 }),
      dropLast: fc.boolean(),
      forms: fc.tuple(...forms.map((one) => one ?? fc.constant(null))),
    })
    .map(({ replaced, extra, dropLast, forms: newForms }) => {
      const args = example.map((arg, i) => {
        const replacement = replaced[String(i)];
        if (replacement === undefined) return arg;
        return replacement === 'form' ? (newForms[i] ?? arg) : replacement;
      });
      if (dropLast && extra.length === 0) return args.slice(0, -1);
      return [...args, ...extra];
    });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(example) },
    { weight: 8, arbitrary: mutated },
    { weight: 2, arbitrary: fc.array(junk(), { maxLength: 7 }) },
  );
}

/** Next's control flow: redirect() and notFound() throw these, for the framework to answer with. */
const isControlFlow = (error: unknown) =>
  /^NEXT_(REDIRECT|HTTP_ERROR_FALLBACK);/.test(String((error as { digest?: unknown } | null)?.digest));

const COUNTERS = { leaveOut: [[questions, ['score', 'answerCount']] as const, [answers, ['score']] as const] };

/** What a call shows in a failure: junk text cut short, forms and other objects by their entries. */
function shownArgs(args: unknown[]): string {
  const show = (value: unknown): string => {
    if (typeof value === 'string')
      return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}… (${value.length})` : value);
    if (value instanceof FormData)
      return `FormData(${[...value.entries()].map(([name, entry]) => `${show(name)}=${show(entry)}`).join(', ')})`;
    if (typeof value === 'bigint') return `${value}n`;
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };
  return args.map(show).join(', ');
}

/**
 * A module's `'use server'` directive: its first statement, which comments may come before (Stryker's copy of the tree
 * starts every file with `// @ts-nocheck`).
 */
const USE_SERVER_DIRECTIVE = /^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use server\1/;

describe(`fuzzing every server action on ${ENGINE}: never a thrown error but Next's redirect or not-found, never a change to data the fuzzer does not own`, () => {
  test('the module list names every file that says "use server", and every exported action has its example', () => {
    const files = ['app', 'lib', 'components'].flatMap((root) =>
      (fs.readdirSync(path.join(process.cwd(), root), { recursive: true }) as string[])
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => path.join(root, file).split(path.sep).join('/'))
        .filter((file) => USE_SERVER_DIRECTIVE.test(fs.readFileSync(path.join(process.cwd(), file), 'utf8'))),
    );
    expect(Object.keys(ACTION_MODULES).sort()).toEqual(files.sort());
    expect(ACTIONS.map(([name]) => name).sort()).toEqual(Object.keys(EXAMPLES).sort());
    for (const [, action] of ACTIONS) expect(typeof action).toBe('function');
  });

  test.each(ACTIONS.map(([name, action]) => [name, action] as const))('%s', async (name, action) => {
    const before: RowSnapshot = await allRows(database.db(), COUNTERS);
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('member', 'admin', 'nobody'), argsFor(name), async (viewer, args) => {
        // A session of its own for every call (logOut ends the one it is given).
        mockJar.cookies.clear();
        if (viewer !== 'nobody')
          mockJar.cookies.set('parley-access', await tokenFor(viewer === 'admin' ? world.admin : world.member));
        let outcome: string;
        try {
          const result = await action(...args);
          outcome =
            result === undefined
              ? 'returned'
              : typeof result === 'string'
                ? 'text'
                : Object.keys(result as object).join('+') || '{}';
        } catch (error) {
          if (!isControlFlow(error)) {
            throw new Error(
              `${name}(${shownArgs(args)}) as ${viewer} threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
            );
          }
          outcome = String((error as { digest: string }).digest)
            .split(';')
            .slice(0, 2)
            .join(';');
        }
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: true },
    );
    if (process.env.FUZZ_VERBOSE) console.log(name, Object.fromEntries(outcomes));
    const after = await allRows(database.db(), COUNTERS);
    // The fuzzer's member may vote, answer, report and join on the victim's question and group (the counts its votes
    // and answers keep are left out above): what it writes of its own may name theirs.
    expect({
      changed: changedRows(before, after, world.owned),
      inserted: rowsNamingOthers(before, after, { owned: world.owned, ownMayName: true }),
    }).toEqual({ changed: [], inserted: [] });
  });

  test('the check of data the fuzzer does not own sees what a wrong action would do (an edit of the victim’s answer, an activity in their panel by someone else), not what the fuzzer’s own vote does', async () => {
    const db = database.db();
    const before = await allRows(db, COUNTERS);
    // Its own member's vote on the victim's question and its activity for the victim: what voteAction is for.
    expect(await vote(world.member.id, { kind: 'question', id: world.victim.questionId, up: true })).toMatchObject({
      ok: true,
    });
    let after = await allRows(db, COUNTERS);
    expect([
      changedRows(before, after, world.owned),
      rowsNamingOthers(before, after, { owned: world.owned, ownMayName: true }),
    ]).toEqual([[], []]);
    await db.update(answers).set({ body: 'Changed by someone else' }).where(eq(answers.id, world.victim.answerId));
    const victimId = (
      await db.select({ authorId: questions.authorId }).from(questions).where(eq(questions.id, world.victim.questionId))
    )[0]!.authorId;
    await db.insert(userActivities).values({
      userId: victimId,
      actorId: (await createMember(db, { createdAt: new Date(Date.now() - OLD_ACCOUNT_AGE_MS) })).id,
      kind: 'vote_question',
      questionId: world.victim.questionId,
    });
    after = await allRows(db, COUNTERS);
    expect(changedRows(before, after, world.owned)).toEqual([
      expect.stringMatching(/^answers .*"body":"Nothing of yours, I hope\."/),
    ]);
    expect(rowsNamingOthers(before, after, { owned: world.owned, ownMayName: true })).toEqual([
      expect.stringMatching(/^answers .*Changed by someone else/),
      expect.stringMatching(/^userActivities /),
    ]);
  });
});
