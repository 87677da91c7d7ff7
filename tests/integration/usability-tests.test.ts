import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { ENGINE, setupTestDatabase } from './support/database';
import { fakeDateOnly, ORIGIN, send, type ApiResponse } from './support/api';
import { createMember, tokenFor } from './support/discussion';
import { createProject, ingestRoutes, setupBlobStore, startBody, startRequest } from './support/ingest';
import { ADMIN, MEMBER } from './support/studio';
import {
  projects,
  recordingSessions,
  users,
  usabilityTestSignals,
  usabilityTestTasks,
  usabilityTests,
  usabilityTestUploadTickets,
  usabilityTestVideoSegments,
} from '@/lib/db/schema';
import { deleteExpiredRecordings, ingestSettingsChanged, MAX_SESSION_DURATION_MS } from '@/lib/ingest';
import { DEFAULT_PROJECT_KEY } from '@/lib/recordings/projects';
import { UPLOAD_TICKET_KEEP_MS } from '@/lib/recordings/retention';
import {
  answersCsv,
  createTest,
  participantsCsv,
  testLinkStatus,
  USABILITY_TEST_ABANDONED_AFTER_MS,
  listTests,
  participantLink,
  receiveUpload,
  sessionParticipation,
  setTestStatus,
  testById,
  testResults,
  updateTest,
  UXT_ANSWER_MAX_LENGTH,
  USABILITY_TEST_CLOCK_SKEW_MS,
  UXT_PENDING_UPLOAD_MAX_AGE_MS,
  UXT_UPLOAD_URL_TTL_MS,
  UXT_VIDEO_MAX_BYTES,
  UXT_VIDEO_MAX_SEGMENTS,
  videoSegment,
} from '@/lib/usability-tests';
import { seedRecordings } from '@/lib/seed/recordings';
import { DEMO_TEST, seedUsabilityTests } from '@/lib/seed/usability-tests';
import * as testRoute from '@/app/ingest/v1/web/uxt/test/[id]/route';
import * as testSignalRoute from '@/app/ingest/v1/web/uxt/signals/test/route';
import * as taskSignalRoute from '@/app/ingest/v1/web/uxt/signals/task/route';
import { sessionTestSteps } from '@/lib/studio/replay-steps';
import * as uploadUrlRoute from '@/app/ingest/v1/web/uxt/upload-url/route';
import * as uploadRoute from '@/app/ingest/v1/web/uxt/upload/[ticket]/route';
import * as answersRoute from '@/app/api/studio/tests/[id]/answers/route';
import * as videoRoute from '@/app/api/studio/tests/[id]/videos/[session]/[segment]/route';
import { problemsOf, type Result } from '@/lib/errors';
import { UXT_VIDEO_TOKEN_HEADER } from '@parley/tracker/constants';
import vectors from '@parley/tracker/protocol-vectors.json';

/** Every problem a refused form names (none when it was accepted). */
const problems = (result: Result<object>) => (result.ok ? [] : [...problemsOf(result)]);

const database = setupTestDatabase();
const blobs = setupBlobStore();

/** The first bytes of every webm file (EBML), then some: what the ingest checks before it stores a segment. */
/** 1.5 s that Chromium's MediaRecorder recorded (lib/usability-tests/fixtures): its blocks run to 1,468 ms. */
const RECORDED_WEBM = fs.readFileSync(
  path.join(__dirname, '../../lib/usability-tests/fixtures/chromium-recording.webm'),
);
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('a webcam segment '.repeat(64))]);

const testForm = (overrides: Record<string, unknown> = {}) => ({
  title: 'Find a question about listening',
  description: 'We watch how people find their way around.',
  guidelines: 'Think **aloud**. <script>alert(1)</script>',
  conclusion: 'Thank you for your time.',
  startingPath: '/random',
  requireMic: 'on',
  requireCamera: 'on',
  tasks: [
    { title: 'Open a random question', description: 'Use the button in the bar.', allowTyping: '' },
    { title: 'What would you answer?', description: 'Type a sentence.', allowTyping: 'on' },
  ],
  ...overrides,
});

async function newTest(
  projectId: string,
  overrides: Record<string, unknown> = {},
  status: 'preview' | 'in-progress' | 'closed' = 'in-progress',
) {
  const created = await createTest(ADMIN, projectId, testForm(overrides));
  if (!created.ok) throw new Error(JSON.stringify(created));
  if (status !== 'preview')
    expect(await setTestStatus(ADMIN, projectId, created.id, 'in-progress')).toEqual({ ok: true });
  if (status === 'closed') expect(await setTestStatus(ADMIN, projectId, created.id, 'closed')).toEqual({ ok: true });
  const found = await testById(ADMIN, projectId, created.id);
  return { id: created.id, tasks: found!.tasks };
}

async function participant(projectKey: string, extra: Record<string, unknown> = {}) {
  const answer = await send(ingestRoutes.start.POST, startRequest(startBody(projectKey, extra)));
  expect(answer.status).toBe(200);
  return { token: String(answer.body.token), sessionId: String(answer.body.sessionID), features: answer.body.features };
}

const bearer = (token: string | null) =>
  token ? { authorization: `Bearer ${token}` } : ({} as Record<string, string>);

const getTest = (token: string | null, id: string) =>
  send(testRoute.GET, new Request(`${ORIGIN}/ingest/v1/web/uxt/test/${id}`, { headers: bearer(token) }), { id });

const post = (
  route: typeof testSignalRoute | typeof taskSignalRoute,
  kind: 'test' | 'task',
  token: string,
  body: Record<string, unknown>,
) =>
  send(
    route.POST,
    new Request(`${ORIGIN}/ingest/v1/web/uxt/signals/${kind}`, {
      method: 'POST',
      headers: bearer(token),
      body: JSON.stringify(body),
    }),
  );

const signalTest = (token: string, body: Record<string, unknown>) =>
  post(testSignalRoute, 'test', token, { duration: 0, timestamp: Date.now(), ...body });
const signalTask = (token: string, body: Record<string, unknown>) =>
  post(taskSignalRoute, 'task', token, { duration: 0, timestamp: Date.now(), ...body });

const uploadUrl = (token: string, query: Record<string, string | number>, headers: Record<string, string> = {}) =>
  send(
    uploadUrlRoute.GET,
    new Request(
      `${ORIGIN}/ingest/v1/web/uxt/upload-url?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      {
        headers: { ...bearer(token), ...headers },
      },
    ),
  );

/** The header a later session's tracker shows an earlier session's token in, for that session's video. */
const videoOf = (token: string) => ({ [UXT_VIDEO_TOKEN_HEADER]: token });

const put = (
  url: string,
  body: Uint8Array | string,
  contentType = 'video/webm',
  headers: Record<string, string> = {},
) => {
  const ticket = url.slice(url.lastIndexOf('/') + 1);
  return send(
    uploadRoute.PUT,
    new Request(url, {
      method: 'PUT',
      headers: { 'content-type': contentType, ...headers },
      body: typeof body === 'string' ? body : Buffer.from(body),
    }),
    { ticket },
  );
};

async function admin(): Promise<string> {
  const member = await createMember(database.db());
  await database.db().update(users).set({ role: 'admin' }).where(eq(users.id, member.id));
  return tokenFor(member);
}

const studioGet = (pathname: string, token?: string, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${pathname}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

const expectRefused = (answer: ApiResponse, status: number, error?: string | RegExp) => {
  expect(answer.status).toBe(status);
  if (error) expect(String(answer.body.error)).toMatch(error);
};

afterEach(() => {
  jest.useRealTimers();
});

describe(`usability tests at the ingest on ${ENGINE}`, () => {
  test('a timestamp a date cannot hold, or outside the session’s plausible span, is refused with 400 and stores nothing', async () => {
    const project = await createProject(database.db());
    const { id, tasks } = await newTest(project.id);
    const visitor = await participant(project.publicKey);
    const now = Date.now();
    const impossible = [
      8_640_000_000_000_001,
      Number.MAX_SAFE_INTEGER,
      -1,
      now - USABILITY_TEST_CLOCK_SKEW_MS - 60_000,
      now + MAX_SESSION_DURATION_MS + USABILITY_TEST_CLOCK_SKEW_MS + 60_000,
    ];
    for (const timestamp of impossible) {
      expectRefused(await signalTest(visitor.token, { testId: id, status: 'begin', timestamp }), 400, 'timestamp');
      expectRefused(
        await signalTask(visitor.token, { testId: id, taskId: tasks[0]!.id, status: 'begin', timestamp }),
        400,
        'timestamp',
      );
    }
    expect(
      await database
        .db()
        .select()
        .from(usabilityTestSignals)
        .where(eq(usabilityTestSignals.sessionId, visitor.sessionId)),
    ).toEqual([]);
    // A device clock a few hours off is still this session.
    expect(
      (
        await signalTest(visitor.token, {
          testId: id,
          status: 'begin',
          timestamp: now - 3 * 3_600_000,
          media: 'recording',
        })
      ).status,
    ).toBe(200);
    for (const startedAt of [
      8_640_000_000_000_001,
      now + MAX_SESSION_DURATION_MS + USABILITY_TEST_CLOCK_SKEW_MS + 60_000,
    ]) {
      expectRefused(await uploadUrl(visitor.token, { testId: id, segment: 0, startedAt }), 400, 'startedAt');
    }
    expect((await uploadUrl(visitor.token, { testId: id, segment: 0, startedAt: now })).status).toBe(200);
  });

  test('results, the results page’s data and the CSV never fail on stored data: a time a date cannot hold reads as unknown', async () => {
    const project = await createProject(database.db(), { publicKey: DEFAULT_PROJECT_KEY });
    const { id, tasks } = await newTest(project.id);
    const visitor = await participant(project.publicKey);
    const healthy = await participant(project.publicKey);
    const t0 = Date.now();
    await signalTest(healthy.token, { testId: id, status: 'begin', timestamp: t0 });
    // Rows stored before timestamps were bounded.
    const bad = 8_640_000_000_000_001;
    await database
      .db()
      .insert(usabilityTestSignals)
      .values([
        { sessionId: visitor.sessionId, testId: id, taskId: null, status: 'begin', at: bad },
        {
          sessionId: visitor.sessionId,
          testId: id,
          taskId: tasks[1]!.id,
          status: 'done',
          durationMs: 10,
          at: -bad,
          answer: 'from before',
        },
      ]);
    const results = await testResults(ADMIN, project.id, id);
    expect(results!.participants.map((p) => [p.sessionId, p.startedAt])).toEqual([
      [healthy.sessionId, t0],
      [visitor.sessionId, null],
    ]);
    expect(results!.tasks[1]!.answers).toEqual([
      { taskId: tasks[1]!.id, sessionId: visitor.sessionId, userId: null, answer: 'from before', at: null },
    ]);
    const csv = (await answersCsv(ADMIN, project.id, id))!.csv;
    expect(csv).toContain(`2,What would you answer?,,${visitor.sessionId},unknown,from before`);
    const response = await answersRoute.GET(studioGet(`/api/studio/tests/${id}/answers`, await admin()), {
      params: Promise.resolve({ id }),
    });
    expect(response.status).toBe(200);
  });

  test('a test is served with its tasks in order and sanitized guidelines, while it is open, to its own project only', async () => {
    const project = await createProject(database.db());
    const { id, tasks } = await newTest(project.id, {}, 'preview');
    const visitor = await participant(project.publicKey);
    expect(visitor.features).toEqual({ 'feature-flags': true, 'usability-test': true });

    const served = await getTest(visitor.token, id);
    expect(served.status).toBe(200);
    expect(served.body.test).toEqual({
      id,
      title: 'Find a question about listening',
      description: 'We watch how people find their way around.',
      guidelines: '<p>Think <strong>aloud</strong>. &#x3C;script>alert(1)&#x3C;/script></p>',
      conclusion: 'Thank you for your time.',
      startingPath: '/random',
      status: 'preview',
      reqMic: true,
      reqCamera: true,
      tasks: [
        {
          task_id: tasks[0]!.id,
          title: 'Open a random question',
          description: 'Use the button in the bar.',
          allow_typing: false,
        },
        { task_id: tasks[1]!.id, title: 'What would you answer?', description: 'Type a sentence.', allow_typing: true },
      ],
    });
    expect(await setTestStatus(ADMIN, project.id, id, 'in-progress')).toEqual({ ok: true });
    expect((await getTest(visitor.token, id)).body).toMatchObject({ test: { status: 'in-progress' } });

    // Another project's visitor, a session that records nothing, no token, a project with tests off, closed, unknown.
    const other = await createProject(database.db());
    expectRefused(await getTest((await participant(other.publicKey)).token, id), 403, 'another project');
    const coldStart = await participant(project.publicKey, { doNotRecord: true });
    expect(coldStart.features).toEqual({ 'feature-flags': true, 'usability-test': false });
    expectRefused(await getTest(coldStart.token, id), 403);
    expectRefused(await getTest(null, id), 401);
    await database.db().update(projects).set({ usabilityTestsEnabled: false }).where(eq(projects.id, project.id));
    // The ingest keeps projects in memory a few seconds (lib/ingest/caches.ts): forget them now rather than wait.
    ingestSettingsChanged();
    expect((await participant(project.publicKey)).features).toEqual({ 'feature-flags': true, 'usability-test': false });
    expectRefused(await getTest(visitor.token, id), 403, 'off for this project');
    await database.db().update(projects).set({ usabilityTestsEnabled: true }).where(eq(projects.id, project.id));
    ingestSettingsChanged();
    expect(await setTestStatus(ADMIN, project.id, id, 'closed')).toEqual({ ok: true });
    expectRefused(await getTest(visitor.token, id), 404, 'closed');
    expectRefused(await getTest(visitor.token, '00000000-0000-4000-8000-000000000000'), 404);
    expectRefused(await getTest(visitor.token, 'not-a-uuid'), 404);
  });

  test('signals are stored with their answers, and a repeated signal is stored once', async () => {
    const project = await createProject(database.db());
    const { id, tasks } = await newTest(project.id);
    const [first, second] = [tasks[0]!.id, tasks[1]!.id];
    const visitor = await participant(project.publicKey, { userID: 'mina' });
    const t0 = Date.now();
    const sent = [
      await signalTest(visitor.token, { testId: id, status: 'begin', timestamp: t0, media: 'recording' }),
      await signalTask(visitor.token, { testId: id, taskId: first, status: 'begin', timestamp: t0 + 10 }),
      await signalTask(visitor.token, {
        testId: id,
        taskId: first,
        status: 'done',
        duration: 4200.4,
        timestamp: t0 + 4210,
      }),
      await signalTask(visitor.token, { testId: id, taskId: second, status: 'begin', timestamp: t0 + 4211 }),
      await signalTask(visitor.token, {
        testId: id,
        taskId: second,
        status: 'done',
        duration: 9000,
        timestamp: t0 + 13_211,
        taskAnswer: 'I would ask what they meant.',
      }),
      // A retry after a lost answer, even with another answer, changes nothing.
      await signalTask(visitor.token, {
        testId: id,
        taskId: second,
        status: 'done',
        duration: 9100,
        timestamp: t0 + 13_300,
        taskAnswer: 'Something else',
      }),
      await signalTest(visitor.token, { testId: id, status: 'done', duration: 13_300, timestamp: t0 + 13_300 }),
      await signalTest(visitor.token, { testId: id, status: 'done', duration: 13_400, timestamp: t0 + 13_400 }),
    ];
    for (const answer of sent) expect(answer).toMatchObject({ status: 200, body: {} });
    const rows = await database
      .db()
      .select()
      .from(usabilityTestSignals)
      .where(eq(usabilityTestSignals.sessionId, visitor.sessionId));
    expect(rows).toHaveLength(6);
    expect(rows.find((row) => row.taskId === second && row.status === 'done')).toMatchObject({
      answer: 'I would ask what they meant.',
      durationMs: 9000,
      at: t0 + 13_211,
      preview: false,
    });
    expect(rows.find((row) => row.taskId === first && row.status === 'done')).toMatchObject({
      answer: null,
      durationMs: 4200,
    });
    expect(rows.find((row) => row.taskId === null && row.status === 'begin')).toMatchObject({
      media: 'recording',
      durationMs: null,
    });
    expect(rows.find((row) => row.taskId === null && row.status === 'done')).toMatchObject({ durationMs: 13_300 });
    // The participant's replay lists the same steps in order, each task's begin with what the panel showed.
    const steps = await sessionTestSteps(ADMIN, project.id, visitor.sessionId);
    expect(steps.map((step) => [step.at - t0, step.status, step.taskTitle, step.taskDescription, step.answer])).toEqual(
      [
        [0, 'begin', null, null, null],
        [10, 'begin', 'Open a random question', 'Use the button in the bar.', null],
        [4210, 'done', 'Open a random question', 'Use the button in the bar.', null],
        [4211, 'begin', 'What would you answer?', 'Type a sentence.', null],
        [13_211, 'done', 'What would you answer?', 'Type a sentence.', 'I would ask what they meant.'],
        [13_300, 'done', null, null, null],
      ],
    );
    expect(await sessionTestSteps(ADMIN, (await createProject(database.db())).id, visitor.sessionId)).toEqual([]);
  });

  test('an answer to a task that does not allow typing is refused, as are foreign tasks, long answers and closed tests', async () => {
    const project = await createProject(database.db());
    const { id, tasks } = await newTest(project.id);
    const elsewhere = await newTest(project.id);
    const visitor = await participant(project.publicKey);
    expectRefused(
      await signalTask(visitor.token, {
        testId: id,
        taskId: tasks[0]!.id,
        status: 'done',
        duration: 10,
        taskAnswer: 'typed anyway',
      }),
      400,
      'taskAnswer: this task does not allow typing',
    );
    expectRefused(
      await signalTask(visitor.token, {
        testId: id,
        taskId: tasks[0]!.id,
        status: 'done',
        duration: 10,
        taskAnswer: '',
      }),
      400,
      'does not allow typing',
    );
    expectRefused(
      await signalTask(visitor.token, { testId: id, taskId: elsewhere.tasks[1]!.id, status: 'done', duration: 10 }),
      400,
      'taskId: is not a task of this test',
    );
    expectRefused(
      await signalTask(visitor.token, {
        testId: id,
        taskId: tasks[1]!.id,
        status: 'done',
        duration: 10,
        taskAnswer: 'x'.repeat(UXT_ANSWER_MAX_LENGTH + 1),
      }),
      400,
      `at most ${UXT_ANSWER_MAX_LENGTH}`,
    );
    expectRefused(
      await signalTask(visitor.token, { testId: id, taskId: tasks[1]!.id, status: 'begin', taskAnswer: 'early' }),
      400,
      'taskAnswer: is sent with done only',
    );
    expectRefused(
      await signalTest(visitor.token, { testId: id, status: 'done', media: 'recording' }),
      400,
      'media: is sent with begin only',
    );
    expectRefused(await signalTest(visitor.token, { testId: id, status: 'finished' }), 400, 'status');
    expectRefused(await signalTest(visitor.token, { testId: id, status: 'done', duration: -1 }), 400, 'duration');
    expectRefused(await signalTest(visitor.token, { testId: 'nope', status: 'begin' }), 400, 'testId');
    // The longest answer is fine.
    expect(
      (
        await signalTask(visitor.token, {
          testId: id,
          taskId: tasks[1]!.id,
          status: 'done',
          duration: 10,
          taskAnswer: 'y'.repeat(UXT_ANSWER_MAX_LENGTH),
        })
      ).status,
    ).toBe(200);
    expect(await setTestStatus(ADMIN, project.id, id, 'closed')).toEqual({ ok: true });
    expectRefused(await signalTest(visitor.token, { testId: id, status: 'begin' }), 404);
    expectRefused(await signalTask(visitor.token, { testId: id, taskId: tasks[1]!.id, status: 'begin' }), 404);
    const stored = await database.db().select().from(usabilityTestSignals).where(eq(usabilityTestSignals.testId, id));
    expect(stored.map((row) => row.answer)).toEqual(['y'.repeat(UXT_ANSWER_MAX_LENGTH)]);
  });

  test('a participant who began a test before the team closed it still signals the rest of the run, which the results and CSVs show; a session that never began it gets 404', async () => {
    const project = await createProject(database.db());
    const { id, tasks } = await newTest(project.id);
    const [one, two] = [tasks[0]!.id, tasks[1]!.id];
    const mina = await participant(project.publicKey, { userID: 'mina' });
    const bystander = await participant(project.publicKey);
    const t0 = Date.now();
    await signalTest(mina.token, { testId: id, status: 'begin', media: 'none', timestamp: t0 });
    await signalTask(mina.token, { testId: id, taskId: one, status: 'begin', timestamp: t0 });
    await signalTask(mina.token, { testId: id, taskId: one, status: 'done', duration: 1000, timestamp: t0 + 1000 });
    // The studio closes it while mina is on the second task.
    expect(await setTestStatus(ADMIN, project.id, id, 'closed')).toEqual({ ok: true });

    const rest = [
      await signalTask(mina.token, { testId: id, taskId: two, status: 'begin', timestamp: t0 + 1000 }),
      await signalTask(mina.token, {
        testId: id,
        taskId: two,
        status: 'done',
        duration: 3000,
        timestamp: t0 + 4000,
        taskAnswer: 'After the close.',
      }),
      await signalTest(mina.token, { testId: id, status: 'done', duration: 4000, timestamp: t0 + 4000 }),
      // A retried begin is still the one stored.
      await signalTest(mina.token, { testId: id, status: 'begin', media: 'none', timestamp: t0 }),
    ];
    for (const answer of rest) expect(answer).toMatchObject({ status: 200, body: {} });

    const results = (await testResults(ADMIN, project.id, id))!;
    expect(results.summary).toMatchObject({ started: 1, completed: 1, inProgress: 0, previewRuns: 0 });
    expect(
      results.participants.map((p) => [p.sessionId, p.outcome, p.durationMs, p.tasks.map((task) => task.outcome)]),
    ).toEqual([[mina.sessionId, 'completed', 4000, ['done', 'done']]]);
    expect(results.tasks[1]!.answers).toEqual([
      { taskId: two, sessionId: mina.sessionId, userId: 'mina', answer: 'After the close.', at: t0 + 4000 },
    ]);
    expect((await answersCsv(ADMIN, project.id, id))!.csv).toContain(
      `2,What would you answer?,mina,${mina.sessionId},${new Date(t0 + 4000).toISOString()},After the close.`,
    );
    expect((await participantsCsv(ADMIN, project.id, id))!.csv).toContain(
      `mina,${mina.sessionId},${new Date(t0).toISOString()},completed,4,done,1,done,3\r\n`,
    );

    // A session that never began it: 404 for every signal, as before, and nothing stored.
    expectRefused(
      await signalTest(bystander.token, { testId: id, status: 'begin', media: 'none', timestamp: t0 }),
      404,
      'No such test, or it is closed',
    );
    expectRefused(
      await signalTest(bystander.token, { testId: id, status: 'skipped', timestamp: t0 }),
      404,
      'No such test, or it is closed',
    );
    expectRefused(
      await signalTask(bystander.token, { testId: id, taskId: one, status: 'done', duration: 10, timestamp: t0 }),
      404,
      'No such test, or it is closed',
    );
    expect(
      await database
        .db()
        .select()
        .from(usabilityTestSignals)
        .where(eq(usabilityTestSignals.sessionId, bystander.sessionId)),
    ).toEqual([]);
  });

  test("a run begun in preview stays a preview run after the test is opened or closed: its later signals keep its begin's preview flag, not the test's status", async () => {
    const project = await createProject(database.db());
    const { id, tasks } = await newTest(project.id, {}, 'preview');
    const team = await participant(project.publicKey, { userID: 'team' });
    const t0 = Date.now();
    await signalTest(team.token, { testId: id, status: 'begin', media: 'none', timestamp: t0 });
    expect(await setTestStatus(ADMIN, project.id, id, 'in-progress')).toEqual({ ok: true });
    expect(
      (
        await signalTask(team.token, {
          testId: id,
          taskId: tasks[0]!.id,
          status: 'done',
          duration: 500,
          timestamp: t0 + 500,
        })
      ).status,
    ).toBe(200);
    expect(await setTestStatus(ADMIN, project.id, id, 'closed')).toEqual({ ok: true });
    expect(
      (
        await signalTask(team.token, {
          testId: id,
          taskId: tasks[1]!.id,
          status: 'done',
          duration: 500,
          timestamp: t0 + 1000,
        })
      ).status,
    ).toBe(200);
    expect(
      (await signalTest(team.token, { testId: id, status: 'done', duration: 1000, timestamp: t0 + 1000 })).status,
    ).toBe(200);

    const rows = await database
      .db()
      .select()
      .from(usabilityTestSignals)
      .where(eq(usabilityTestSignals.sessionId, team.sessionId));
    expect(rows.map((row) => row.preview)).toEqual([true, true, true, true]);
    const results = (await testResults(ADMIN, project.id, id))!;
    expect(results.participants).toEqual([]);
    expect(results.summary).toMatchObject({ started: 0, completed: 0, previewRuns: 1 });
    expect(results.previews.map((p) => [p.sessionId, p.outcome])).toEqual([[team.sessionId, 'completed']]);
  });

  test('upload URLs: only for a begun test that records video, single use, bound to session, test and segment, expiring', async () => {
    const project = await createProject(database.db());
    const { id } = await newTest(project.id);
    const silent = await newTest(project.id, { requireMic: '', requireCamera: '' });
    const visitor = await participant(project.publicKey);
    const startedAt = Date.now();
    expectRefused(await uploadUrl(visitor.token, { testId: id, segment: 0, startedAt }), 400, 'has not begun the test');
    await signalTest(visitor.token, { testId: id, status: 'begin', media: 'recording' });
    await signalTest(visitor.token, { testId: silent.id, status: 'begin', media: 'none' });
    expectRefused(
      await uploadUrl(visitor.token, { testId: silent.id, segment: 0, startedAt }),
      400,
      'records no video',
    );
    expectRefused(
      await uploadUrl(visitor.token, { testId: id, segment: UXT_VIDEO_MAX_SEGMENTS, startedAt }),
      400,
      'segment',
    );
    expectRefused(await uploadUrl(visitor.token, { testId: id, segment: 0 }), 400, 'startedAt');

    const before = Date.now();
    const issued = await uploadUrl(visitor.token, { testId: id, segment: 1, startedAt });
    expect(issued.status).toBe(200);
    const url = String(issued.body.url);
    expect(url).toMatch(new RegExp(`^${ORIGIN}/ingest/v1/web/uxt/upload/[A-Za-z0-9_-]{43}$`));
    expect(Number(issued.body.expiresAt)).toBeGreaterThanOrEqual(before + UXT_UPLOAD_URL_TTL_MS);
    expect(Number(issued.body.expiresAt)).toBeLessThanOrEqual(Date.now() + UXT_UPLOAD_URL_TTL_MS);
    // Only the ticket's hash is kept.
    const [ticketRow] = await database.db().select().from(usabilityTestUploadTickets);
    expect(ticketRow!.ticketHash).not.toContain(url.slice(url.lastIndexOf('/') + 1));

    // Refusals that leave the ticket unspent: another type, a declared length over the limit.
    expectRefused(await put(url, WEBM, 'video/mp4'), 415, 'video/webm');
    expectRefused(await put(url, WEBM, 'video/webm', { 'content-length': String(UXT_VIDEO_MAX_BYTES + 1) }), 413);
    expect(await put(url, WEBM, 'video/webm;codecs=vp9')).toMatchObject({ status: 200, body: {} });
    // Single use.
    expectRefused(await put(url, WEBM), 410, 'used already or has expired');
    expectRefused(await put(`${ORIGIN}/ingest/v1/web/uxt/upload/${'A'.repeat(43)}`, WEBM), 404);

    // Bound: the segment was stored for this session, test and segment, in the session's folder of the blob store.
    const [segment] = await database.db().select().from(usabilityTestVideoSegments);
    expect(segment).toMatchObject({
      sessionId: visitor.sessionId,
      testId: id,
      segment: 1,
      startedAt,
      bytes: WEBM.byteLength,
    });
    expect(segment!.blobKey).toBe(`${project.id}/${visitor.sessionId}/uxt/${id}/1.webm`);
    expect(fs.readFileSync(path.join(blobs.root(), segment!.blobKey))).toEqual(WEBM);

    // A body that is not a webm is stored nowhere (and spends its ticket); so is an empty one.
    const notWebm = String((await uploadUrl(visitor.token, { testId: id, segment: 2, startedAt })).body.url);
    expectRefused(await put(notWebm, 'just some text'), 415, 'not a webm');
    const empty = String((await uploadUrl(visitor.token, { testId: id, segment: 3, startedAt })).body.url);
    expectRefused(await put(empty, new Uint8Array(0)), 400, 'empty');
    expect(await database.db().select().from(usabilityTestVideoSegments)).toHaveLength(1);
    expect(fs.existsSync(path.join(blobs.root(), project.id, visitor.sessionId, 'uxt', id, '2.webm'))).toBe(false);

    // Expiry: the same URL fifteen minutes later is gone, unspent or not.
    const late = String((await uploadUrl(visitor.token, { testId: id, segment: 4, startedAt })).body.url);
    const ticket = late.slice(late.lastIndexOf('/') + 1);
    const upload = () => ({ contentType: 'video/webm', contentLength: null, body: new Response(WEBM).body });
    expect(
      await receiveUpload(ticket, upload(), { now: new Date(Date.now() + UXT_UPLOAD_URL_TTL_MS + 1000) }),
    ).toMatchObject({ ok: false, code: 'gone' });
    expect(await receiveUpload(ticket, upload())).toEqual({ ok: true });

    // Another participant's URL stores into their own session only.
    const other = await participant(project.publicKey);
    await signalTest(other.token, { testId: id, status: 'begin', media: 'recording' });
    const theirs = String(
      (await uploadUrl(other.token, { testId: id, segment: 1, startedAt: startedAt + 5 })).body.url,
    );
    expect((await put(theirs, Buffer.concat([WEBM, Buffer.from('theirs')]))).status).toBe(200);
    const rows = await database
      .db()
      .select()
      .from(usabilityTestVideoSegments)
      .where(eq(usabilityTestVideoSegments.segment, 1));
    expect(rows.map((row) => [row.sessionId, row.bytes]).sort()).toEqual(
      [
        [visitor.sessionId, WEBM.byteLength],
        [other.sessionId, WEBM.byteLength + 6],
      ].sort(),
    );

    // The retention job drops tickets a day after they expired, and nothing else here.
    const tickets = (await database.db().select().from(usabilityTestUploadTickets)).length;
    expect(
      await deleteExpiredRecordings({
        now: new Date(Date.now() + UXT_UPLOAD_URL_TTL_MS + UPLOAD_TICKET_KEEP_MS - 60_000),
        days: 365,
      }),
    ).toBe(0);
    expect(await database.db().select().from(usabilityTestUploadTickets)).toHaveLength(tickets);
    await deleteExpiredRecordings({
      now: new Date(Date.now() + UXT_UPLOAD_URL_TTL_MS + UPLOAD_TICKET_KEEP_MS + 60_000),
      days: 365,
    });
    expect(await database.db().select().from(usabilityTestUploadTickets)).toHaveLength(0);
    expect(await database.db().select().from(usabilityTestVideoSegments)).toHaveLength(3);
  });
});

describe(`a participant's video at the ingest on ${ENGINE}`, () => {
  test('a participant who began a test uploads its video after the test closed; a session that never took part is refused', async () => {
    const project = await createProject(database.db());
    const { id } = await newTest(project.id);
    const mina = await participant(project.publicKey);
    const bystander = await participant(project.publicKey);
    const startedAt = Date.now();
    await signalTest(mina.token, { testId: id, status: 'begin', media: 'recording', timestamp: startedAt });
    expect(await setTestStatus(ADMIN, project.id, id, 'closed')).toEqual({ ok: true });

    const issued = await uploadUrl(mina.token, { testId: id, segment: 0, startedAt });
    expect(issued.status).toBe(200);
    expect((await put(String(issued.body.url), WEBM)).status).toBe(200);
    const rows = await database.db().select().from(usabilityTestVideoSegments);
    expect(rows.map((row) => [row.sessionId, row.testId, row.segment])).toEqual([[mina.sessionId, id, 0]]);
    // Not begun while its session lives: 400, as its `begin` may still come (and a closed test takes no new one).
    expectRefused(
      await uploadUrl(bystander.token, { testId: id, segment: 0, startedAt }),
      400,
      'has not begun the test',
    );
    expectRefused(
      await signalTest(bystander.token, { testId: id, status: 'begin', media: 'recording', timestamp: startedAt }),
      404,
    );
  });

  test("a later session of the same browser uploads an ended session's video with that session's token as proof, until UXT_PENDING_UPLOAD_MAX_AGE_MS after it expired; what can never be stored is 410", async () => {
    const project = await createProject(database.db());
    const elsewhere = await createProject(database.db());
    const { id } = await newTest(project.id);
    const t0 = Date.now();
    fakeDateOnly(new Date(t0));
    const mina = await participant(project.publicKey);
    const bystander = await participant(project.publicKey);
    const stranger = await participant(elsewhere.publicKey);
    await signalTest(mina.token, { testId: id, status: 'begin', media: 'recording', timestamp: t0 });
    const segment = (n: number) => ({ testId: id, segment: n, startedAt: t0 + n * 1000 });

    // Mina's session ends: her token is refused (the tracker keeps the video), and her next page is a new session.
    fakeDateOnly(new Date(t0 + MAX_SESSION_DURATION_MS + 60_000));
    expectRefused(await uploadUrl(mina.token, segment(0)), 401);
    const later = await participant(project.publicKey);
    expect(later.sessionId).not.toBe(mina.sessionId);
    const issued = await uploadUrl(later.token, segment(0), videoOf(mina.token));
    expect(issued.status).toBe(200);
    expect((await put(String(issued.body.url), WEBM)).status).toBe(200);
    const rows = await database.db().select().from(usabilityTestVideoSegments);
    expect(rows.map((row) => [row.sessionId, row.segment, row.startedAt])).toEqual([[mina.sessionId, 0, t0]]);

    // Proof that proves nothing (another signature), or not for this project: refused (kept by the tracker, not dropped).
    expectRefused(
      await uploadUrl(later.token, segment(1), videoOf(`${mina.token.slice(0, -4)}AAAA`)),
      403,
      UXT_VIDEO_TOKEN_HEADER,
    );
    expectRefused(await uploadUrl(later.token, segment(1), videoOf(stranger.token)), 403, UXT_VIDEO_TOKEN_HEADER);
    // An ended session that never took part can never store a video: refused for good.
    expectRefused(await uploadUrl(later.token, segment(0), videoOf(bystander.token)), 410, 'did not take part');
    // A test unknown or deleted (with its results): refused for good.
    expectRefused(
      await uploadUrl(
        later.token,
        { ...segment(1), testId: '0b9d6a52-4c1e-4f55-9d0e-2b8d1f0c7a11' },
        videoOf(mina.token),
      ),
      410,
      'no such test',
    );

    // Taken until UXT_PENDING_UPLOAD_MAX_AGE_MS after her token expired, for good not after.
    const expiry = t0 + MAX_SESSION_DURATION_MS;
    fakeDateOnly(new Date(expiry + UXT_PENDING_UPLOAD_MAX_AGE_MS - 60_000));
    const weekLater = await participant(project.publicKey);
    expect((await uploadUrl(weekLater.token, segment(1), videoOf(mina.token))).status).toBe(200);
    fakeDateOnly(new Date(expiry + UXT_PENDING_UPLOAD_MAX_AGE_MS + 1000));
    const tooLate = await participant(project.publicKey);
    expectRefused(await uploadUrl(tooLate.token, segment(1), videoOf(mina.token)), 410, 'no longer taken');

    fakeDateOnly(new Date(expiry + 60_000));
    const onTime = await participant(project.publicKey);
    await database.db().delete(usabilityTests).where(eq(usabilityTests.id, id));
    expectRefused(await uploadUrl(onTime.token, segment(1), videoOf(mina.token)), 410, 'no such test');
  });
});

describe(`usability tests in the studio on ${ENGINE}`, () => {
  test("the demo seed opens one test with two tasks, the second typed, which the site's own visitors are served", async () => {
    const now = new Date();
    await seedRecordings(database.db(), { now });
    const lines = await seedUsabilityTests(database.db(), { now });
    const [project] = await database.db().select().from(projects).where(eq(projects.publicKey, DEFAULT_PROJECT_KEY));
    const [listed] = await listTests(ADMIN, project!.id);
    expect(listed).toMatchObject({ title: DEMO_TEST.title, status: 'in-progress', taskCount: 2, participantCount: 0 });
    expect(lines).toEqual([expect.stringContaining(`/random?oruxt=${listed!.id}`)]);
    const served = await getTest((await participant(DEFAULT_PROJECT_KEY)).token, listed!.id);
    expect((served.body.test as { tasks: { allow_typing: boolean }[] }).tasks.map((task) => task.allow_typing)).toEqual(
      [false, true],
    );
  });

  test('writing a test: every field problem is named, nothing is half-saved; tasks are added, removed and reordered in preview only', async () => {
    const project = await createProject(database.db());
    const refused = await createTest(
      ADMIN,
      project.id,
      testForm({ title: ' ', startingPath: 'random', tasks: [{ title: 'ok' }, { title: '' }] }),
    );
    expect(
      problems(refused)
        .map((f) => f.field)
        .sort(),
    ).toEqual(['startingPath', 'tasks.1.title', 'title']);
    expect(problems(await createTest(ADMIN, project.id, testForm({ tasks: [] })))).toEqual([
      expect.objectContaining({ field: 'tasks', error: 'tasks: a test needs at least one task' }),
    ]);
    expect(problems(await createTest(ADMIN, project.id, testForm({ startingPath: '//evil.example/x' })))).toEqual([
      expect.objectContaining({ field: 'startingPath' }),
    ]);
    expect(await database.db().select().from(usabilityTests)).toHaveLength(0);
    expect(await database.db().select().from(usabilityTestTasks)).toHaveLength(0);

    const { id, tasks } = await newTest(project.id, { startingPath: '' }, 'preview');
    const [first, second] = tasks;
    const found = await testById(ADMIN, project.id, id);
    expect(found!.test).toMatchObject({
      status: 'preview',
      startingPath: '/',
      requireMic: true,
      requireCamera: true,
      guidelinesMarkdown: testForm().guidelines,
    });
    expect(participantLink(found!.test, 'https://parley.example')).toBe(`https://parley.example/?oruxt=${id}`);

    // Reorder (second first), drop none, add a third; then drop the first.
    const reordered = await updateTest(
      ADMIN,
      project.id,
      id,
      testForm({
        tasks: [
          { id: String(second!.id), title: 'Second, now first', allowTyping: 'on' },
          { id: first!.id, title: first!.title },
          { title: 'A new third' },
        ],
      }),
    );
    expect(reordered).toEqual({ ok: true });
    const after = (await testById(ADMIN, project.id, id))!.tasks;
    expect(
      after.map((task) => [
        task.id === second!.id ? 'second' : task.id === first!.id ? 'first' : 'new',
        task.position,
        task.title,
      ]),
    ).toEqual([
      ['second', 0, 'Second, now first'],
      ['first', 1, 'Open a random question'],
      ['new', 2, 'A new third'],
    ]);
    expect(
      await updateTest(ADMIN, project.id, id, testForm({ tasks: [{ id: after[2]!.id, title: 'Only one' }] })),
    ).toEqual({ ok: true });
    expect((await testById(ADMIN, project.id, id))!.tasks.map((task) => [task.id, task.position, task.title])).toEqual([
      [after[2]!.id, 0, 'Only one'],
    ]);
    // A task id of another test, or one given twice, is refused and changes nothing.
    const elsewhere = await newTest(project.id, {}, 'preview');
    expect(
      problems(
        await updateTest(
          ADMIN,
          project.id,
          id,
          testForm({ title: 'Changed', tasks: [{ id: elsewhere.tasks[0]!.id, title: 'Stolen' }] }),
        ),
      ),
    ).toEqual([expect.objectContaining({ field: 'tasks.0.id' })]);
    expect((await testById(ADMIN, project.id, id))!.test.title).toBe('Find a question about listening');

    // Status: preview → in progress → closed, never back; an open test's tasks are fixed.
    expect(await setTestStatus(ADMIN, project.id, id, 'in-progress')).toEqual({ ok: true });
    expect(problems(await updateTest(ADMIN, project.id, id, testForm()))).toEqual([
      expect.objectContaining({ field: 'status', error: 'status: only a test in preview can be edited' }),
    ]);
    expect(await setTestStatus(ADMIN, project.id, id, 'preview')).toMatchObject({ ok: false, code: 'invalid' });
    expect(await setTestStatus(ADMIN, project.id, id, 'closed')).toEqual({ ok: true });
    expect(await setTestStatus(ADMIN, project.id, id, 'preview')).toMatchObject({ ok: false, code: 'invalid' });
    expect((await testById(ADMIN, project.id, id))!.test).toMatchObject({
      status: 'closed',
      openedAt: expect.any(Date),
      closedAt: expect.any(Date),
    });
    // Another project's test is not found.
    const other = await createProject(database.db());
    expect(await testById(ADMIN, other.id, id)).toBeNull();
    expect(await setTestStatus(ADMIN, other.id, elsewhere.id, 'closed')).toMatchObject({ code: 'not_found' });
  });

  test('results: participants, completion rate, per task the median and spread of durations and the share done, every answer with who and when', async () => {
    const project = await createProject(database.db(), { publicKey: DEFAULT_PROJECT_KEY });
    const { id, tasks } = await newTest(project.id, {}, 'preview');
    const [one, two] = [tasks[0]!.id, tasks[1]!.id];
    const t0 = Date.UTC(2026, 10, 24, 9, 0, 0);
    // The participants' sessions start at t0: a signal is accepted only within its session's plausible span.
    fakeDateOnly(new Date(t0 - 120_000));
    // The product team tries it in preview: kept apart.
    const tryout = await participant(project.publicKey);
    await signalTest(tryout.token, { testId: id, status: 'begin', media: 'none', timestamp: t0 - 60_000 });
    await signalTask(tryout.token, {
      testId: id,
      taskId: one,
      status: 'done',
      duration: 99_000,
      timestamp: t0 - 50_000,
    });
    expect(await setTestStatus(ADMIN, project.id, id, 'in-progress')).toEqual({ ok: true });

    const run = async (
      who: { userID?: string },
      steps: { media?: string; one?: number; two?: [number, string?]; end?: ['done' | 'skipped', number] },
      offset: number,
    ) => {
      const visitor = await participant(project.publicKey, who);
      await signalTest(visitor.token, {
        testId: id,
        status: 'begin',
        timestamp: t0 + offset,
        ...(steps.media ? { media: steps.media } : {}),
      });
      if (steps.one !== undefined)
        await signalTask(visitor.token, {
          testId: id,
          taskId: one,
          status: 'done',
          duration: steps.one,
          timestamp: t0 + offset + steps.one,
        });
      if (steps.two) {
        await signalTask(visitor.token, {
          testId: id,
          taskId: two,
          status: 'done',
          duration: steps.two[0],
          timestamp: t0 + offset + 20_000,
          ...(steps.two[1] !== undefined ? { taskAnswer: steps.two[1] } : {}),
        });
      }
      if (steps.end)
        await signalTest(visitor.token, {
          testId: id,
          status: steps.end[0],
          duration: steps.end[1],
          timestamp: t0 + offset + steps.end[1],
        });
      return visitor;
    };
    const mina = await run(
      { userID: 'mina' },
      { media: 'recording', one: 1000, two: [4000, 'I would ask what they meant.'], end: ['done', 5000] },
      0,
    );
    const anonymous = await run(
      {},
      { media: 'refused', one: 3000, two: [2000, '=HYPERLINK("http://evil.example")'], end: ['done', 5500] },
      60_000,
    );
    const aborted = await run({ userID: 'omid' }, { media: 'recording', one: 2000, end: ['skipped', 2500] }, 120_000);
    const stillGoing = await run({}, {}, 180_000);
    // A blank answer is not an answer.
    await run({}, { two: [500, '   '] }, 240_000);
    // 'Abort Session' before 'Begin Test': the test skipped, never begun (PROTOCOL.md). Listed, but not a started
    // participant: neither the completion rate nor the tasks' shares count them.
    const leftEarly = await participant(project.publicKey);
    expect(
      (await signalTest(leftEarly.token, { testId: id, status: 'skipped', duration: 0, timestamp: t0 + 300_000 }))
        .status,
    ).toBe(200);

    const results = await testResults(ADMIN, project.id, id);
    expect(results!.summary).toEqual({
      started: 5,
      completed: 2,
      aborted: 1,
      inProgress: 2,
      abandoned: 0,
      notBegun: 1,
      completionRate: 0.4,
      previewRuns: 1,
    });
    const [taskOne, taskTwo] = results!.tasks;
    expect(taskOne).toMatchObject({
      done: 3,
      share: 0.6,
      durations: { count: 3, min: 1000, p25: 1500, median: 2000, p75: 2500, max: 3000 },
      answers: [],
    });
    expect(taskTwo).toMatchObject({
      done: 3,
      share: 0.6,
      durations: { count: 3, min: 500, p25: 1250, median: 2000, p75: 3000, max: 4000 },
    });
    expect(taskTwo!.answers).toEqual([
      {
        taskId: two,
        sessionId: mina.sessionId,
        userId: 'mina',
        answer: 'I would ask what they meant.',
        at: t0 + 20_000,
      },
      {
        taskId: two,
        sessionId: anonymous.sessionId,
        userId: null,
        answer: '=HYPERLINK("http://evil.example")',
        at: t0 + 80_000,
      },
    ]);
    expect(results!.participants.map((p) => [p.sessionId, p.outcome, p.durationMs, p.media])).toEqual(
      expect.arrayContaining([
        [mina.sessionId, 'completed', 5000, 'recording'],
        [anonymous.sessionId, 'completed', 5500, 'refused'],
        [aborted.sessionId, 'aborted', 2500, 'recording'],
        [stillGoing.sessionId, 'in-progress', null, null],
        [leftEarly.sessionId, 'not-begun', null, null],
      ]),
    );
    expect(results!.participants.map((p) => p.startedAt)).toEqual(
      [300_000, 240_000, 180_000, 120_000, 60_000, 0].map((offset) => t0 + offset),
    );
    expect(
      (await listTests(ADMIN, project.id)).map((test) => [test.id, test.taskCount, test.participantCount]),
    ).toEqual([[id, 2, 5]]);

    // The CSV export: quoted, formula-safe, with a byte order mark; the same through the studio's route. The user id
    // is what the participant's tracker asserted, and its column says so, as the studio's pages mark it unverified.
    const csv = (await answersCsv(ADMIN, project.id, id))!.csv;
    expect(csv).toBe(
      "\uFEFFtask,task title,participant user id (unverified: set by the visitor's tracker),session,answered at (UTC),answer\r\n" +
        `2,What would you answer?,mina,${mina.sessionId},2026-11-24T09:00:20.000Z,I would ask what they meant.\r\n` +
        `2,What would you answer?,,${anonymous.sessionId},2026-11-24T09:01:20.000Z,"'=HYPERLINK(""http://evil.example"")"\r\n`,
    );
    const response = await answersRoute.GET(studioGet(`/api/studio/tests/${id}/answers`, await admin()), {
      params: Promise.resolve({ id }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="usability-test-${id}-answers.csv"`);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())).toBe(csv);
  });

  test('a participant who vanishes is abandoned after USABILITY_TEST_ABANDONED_AFTER_MS; the participants CSV has every task’s outcome and time; preview runs are listed apart', async () => {
    const project = await createProject(database.db(), { publicKey: DEFAULT_PROJECT_KEY });
    const { id, tasks } = await newTest(project.id, {}, 'preview');
    const [one, two] = [tasks[0]!.id, tasks[1]!.id];
    const t0 = Date.UTC(2026, 10, 24, 9, 0, 0);
    // The participants' sessions start at t0: a signal is accepted only within its session's plausible span.
    fakeDateOnly(new Date(t0 - 120_000));
    const tryout = await participant(project.publicKey, { userID: 'team' });
    await signalTest(tryout.token, { testId: id, status: 'begin', media: 'none', timestamp: t0 - 60_000 });
    expect(await setTestStatus(ADMIN, project.id, id, 'in-progress')).toEqual({ ok: true });

    const done = await participant(project.publicKey, { userID: 'mina' });
    await signalTest(done.token, { testId: id, status: 'begin', media: 'none', timestamp: t0 });
    await signalTask(done.token, { testId: id, taskId: one, status: 'begin', timestamp: t0 });
    await signalTask(done.token, { testId: id, taskId: one, status: 'done', duration: 1500, timestamp: t0 + 1500 });
    await signalTask(done.token, { testId: id, taskId: two, status: 'begin', timestamp: t0 + 1500 });
    await signalTask(done.token, { testId: id, taskId: two, status: 'skipped', duration: 2250, timestamp: t0 + 3750 });
    await signalTest(done.token, { testId: id, status: 'done', duration: 3750, timestamp: t0 + 3750 });
    const gone = await participant(project.publicKey);
    await signalTest(gone.token, { testId: id, status: 'begin', media: 'none', timestamp: t0 + 10_000 });
    await signalTask(gone.token, { testId: id, taskId: one, status: 'begin', timestamp: t0 + 10_000 });
    const lastSeen = new Date(t0 + 20_000);
    await database.db().update(recordingSessions).set({ lastActivityAt: lastSeen });

    const justBefore = await testResults(ADMIN, project.id, id, {
      now: new Date(lastSeen.getTime() + USABILITY_TEST_ABANDONED_AFTER_MS),
    });
    expect(justBefore!.participants.find((p) => p.sessionId === gone.sessionId)!.outcome).toBe('in-progress');
    const clock = { now: new Date(lastSeen.getTime() + USABILITY_TEST_ABANDONED_AFTER_MS + 1) };
    const results = (await testResults(ADMIN, project.id, id, clock))!;
    expect(results.summary).toMatchObject({ started: 2, completed: 1, inProgress: 0, abandoned: 1, previewRuns: 1 });
    expect(results.participants.find((p) => p.sessionId === gone.sessionId)).toMatchObject({
      outcome: 'abandoned',
      tasks: [
        { taskId: one, outcome: 'begun', durationMs: null },
        { taskId: two, outcome: 'not-reached', durationMs: null },
      ],
    });
    expect(results.previews.map((p) => [p.sessionId, p.userId, p.outcome])).toEqual([
      [tryout.sessionId, 'team', 'abandoned'],
    ]);

    expect((await participantsCsv(ADMIN, project.id, id, clock))!.csv).toBe(
      "\uFEFFparticipant user id (unverified: set by the visitor's tracker),session,began at (UTC),outcome,duration (s),task 1 outcome,task 1 duration (s),task 2 outcome,task 2 duration (s)\r\n" +
        `,${gone.sessionId},2026-11-24T09:00:10.000Z,abandoned,,begun,,not-reached,\r\n` +
        `mina,${done.sessionId},2026-11-24T09:00:00.000Z,completed,3.8,done,1.5,skipped,2.3\r\n`,
    );
  });

  test('a closed test can be reopened (its link opens it again); the site asks whether a link still leads to an open test', async () => {
    const project = await createProject(database.db());
    const { id } = await newTest(project.id, {}, 'closed');
    expect(await testLinkStatus(project.publicKey, id)).toBe('ended');
    expect(await setTestStatus(ADMIN, project.id, id, 'in-progress')).toEqual({ ok: true });
    const [row] = await database.db().select().from(usabilityTests).where(eq(usabilityTests.id, id));
    expect(row).toMatchObject({ status: 'in-progress', closedAt: null });
    expect(row!.openedAt).not.toBeNull();
    expect(await testLinkStatus(project.publicKey, id)).toBe('open');
    // Another project's key, an unknown id, a malformed one: ended, nothing more said.
    expect(await testLinkStatus('someone-else', id)).toBe('ended');
    expect(await testLinkStatus(project.publicKey, '0b9d6a52-4c1e-4f55-9d0e-2b8d1f0c7a11')).toBe('ended');
    expect(await testLinkStatus(project.publicKey, 'not-a-uuid')).toBe('ended');
  });

  test("a participant's webcam segments are listed for their replay and streamed with byte ranges", async () => {
    const project = await createProject(database.db(), { publicKey: DEFAULT_PROJECT_KEY });
    const { id } = await newTest(project.id);
    const visitor = await participant(project.publicKey);
    const startedAt = Date.now();
    await signalTest(visitor.token, { testId: id, status: 'begin', media: 'recording', timestamp: startedAt });
    for (const segment of [1, 0]) {
      const url = String(
        (await uploadUrl(visitor.token, { testId: id, segment, startedAt: startedAt + segment * 30_000 })).body.url,
      );
      expect((await put(url, WEBM)).status).toBe(200);
    }
    expect(await sessionParticipation(ADMIN, project.id, visitor.sessionId)).toEqual([
      {
        test: { id, title: 'Find a question about listening', requireCamera: true, requireMic: true },
        media: 'recording',
        // Not a recording a length can be read from: the coverage is not known.
        segments: [
          { segment: 0, startedAt, durationMs: null, bytes: WEBM.byteLength },
          { segment: 1, startedAt: startedAt + 30_000, durationMs: null, bytes: WEBM.byteLength },
        ],
        video: null,
      },
    ]);
    const token = await admin();
    const params = { id, session: visitor.sessionId, segment: '1' };
    const pathname = `/api/studio/tests/${id}/videos/${visitor.sessionId}/1`;
    const whole = await videoRoute.GET(studioGet(pathname, token), { params: Promise.resolve(params) });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(WEBM);
    const part = await videoRoute.GET(studioGet(pathname, token, { range: 'bytes=4-19' }), {
      params: Promise.resolve(params),
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-19/${WEBM.byteLength}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(WEBM.subarray(4, 20));
    const past = await videoRoute.GET(studioGet(pathname, token, { range: `bytes=${WEBM.byteLength}-` }), {
      params: Promise.resolve(params),
    });
    expect(past.status).toBe(416);
    expect(
      (await send(videoRoute.GET, studioGet(pathname.replace(/1$/, '7'), token), { ...params, segment: '7' })).status,
    ).toBe(404);
  });

  test("a segment's length is read from its webm as it is uploaded: the results and the replay say how much of the test has video, and where it has none", async () => {
    const project = await createProject(database.db(), { publicKey: DEFAULT_PROJECT_KEY });
    const { id } = await newTest(project.id);
    const visitor = await participant(project.publicKey);
    const t0 = Date.now();
    await signalTest(visitor.token, { testId: id, status: 'begin', media: 'recording', timestamp: t0 });
    // Two pages' segments of 1,468 ms each (a recording Chromium made), the second starting 3 s into the test.
    for (const [segment, startedAt] of [
      [0, t0],
      [1, t0 + 3_000],
    ]) {
      const url = String(
        (await uploadUrl(visitor.token, { testId: id, segment: segment!, startedAt: startedAt! })).body.url,
      );
      expect((await put(url, RECORDED_WEBM)).status).toBe(200);
    }
    await signalTest(visitor.token, { testId: id, status: 'done', duration: 5_000, timestamp: t0 + 5_000 });
    const stored = await database
      .db()
      .select({ segment: usabilityTestVideoSegments.segment, durationMs: usabilityTestVideoSegments.durationMs })
      .from(usabilityTestVideoSegments)
      .where(eq(usabilityTestVideoSegments.sessionId, visitor.sessionId));
    expect(stored.sort((a, b) => a.segment - b.segment)).toEqual([
      { segment: 0, durationMs: 1_468 },
      { segment: 1, durationMs: 1_468 },
    ]);
    const coverage = {
      span: { from: t0, to: t0 + 5_000 },
      share: (2 * 1_468) / 5_000,
      gaps: [
        { from: t0 + 1_468, to: t0 + 3_000 },
        { from: t0 + 4_468, to: t0 + 5_000 },
      ],
    };
    const [participation] = await sessionParticipation(ADMIN, project.id, visitor.sessionId);
    expect(participation!.video).toEqual(coverage);
    const results = await testResults(ADMIN, project.id, id);
    expect(results!.participants.find((p) => p.sessionId === visitor.sessionId)!.video).toEqual(coverage);
  });

  test("the begin signal takes every media value of the protocol's vectors, and the results keep each reason apart; anything else is 400", async () => {
    const project = await createProject(database.db(), { publicKey: DEFAULT_PROJECT_KEY });
    const { id } = await newTest(project.id);
    const sent: string[] = [];
    for (const vector of vectors.usabilityTestSignals.valid) {
      const visitor = await participant(project.publicKey);
      const body = { ...vector.body, testId: id, timestamp: Date.now() };
      if (body.status !== 'begin') await signalTest(visitor.token, { testId: id, status: 'begin' });
      else sent.push(`${visitor.sessionId} ${String((vector.body as { media?: string }).media)}`);
      expect([vector.name, (await signalTest(visitor.token, body)).status]).toEqual([vector.name, 200]);
    }
    const results = await testResults(ADMIN, project.id, id);
    expect(
      results!.participants
        .filter((p) => p.media)
        .map((p) => `${p.sessionId} ${p.media}`)
        .sort(),
    ).toEqual(sent.sort());
    for (const vector of vectors.usabilityTestSignals.invalid) {
      const visitor = await participant(project.publicKey);
      if (vector.body.status !== 'begin') await signalTest(visitor.token, { testId: id, status: 'begin' });
      expectRefused(
        await signalTest(visitor.token, { ...vector.body, testId: id, timestamp: Date.now() }),
        400,
        vector.error,
      );
    }
  });

  test('every studio query and mutation of usability tests refuses members and anonymous callers as not found', async () => {
    const project = await createProject(database.db(), { publicKey: DEFAULT_PROJECT_KEY });
    const { id } = await newTest(project.id);
    const visitor = await participant(project.publicKey);
    const calls = (viewer: typeof MEMBER | null) => [
      () => listTests(viewer, project.id),
      () => testById(viewer, project.id, id),
      () => createTest(viewer, project.id, testForm()),
      () => updateTest(viewer, project.id, id, testForm()),
      () => setTestStatus(viewer, project.id, id, 'closed'),
      () => testResults(viewer, project.id, id),
      () => answersCsv(viewer, project.id, id),
      () => sessionParticipation(viewer, project.id, visitor.sessionId),
      () => videoSegment(viewer, project.id, id, visitor.sessionId, 0),
    ];
    for (const viewer of [MEMBER, null]) {
      for (const call of calls(viewer)) await expect(call()).rejects.toMatchObject({ failure: { code: 'not_found' } });
    }
    expect(
      await database
        .db()
        .select()
        .from(usabilityTests)
        .where(and(eq(usabilityTests.id, id), eq(usabilityTests.status, 'in-progress'))),
    ).toHaveLength(1);
    expect(await database.db().select().from(usabilityTests)).toHaveLength(1);
    const member = await tokenFor(await createMember(database.db()));
    for (const token of [member, undefined]) {
      expect((await send(answersRoute.GET, studioGet(`/api/studio/tests/${id}/answers`, token), { id })).status).toBe(
        404,
      );
      expect(
        (
          await send(videoRoute.GET, studioGet(`/api/studio/tests/${id}/videos/${visitor.sessionId}/0`, token), {
            id,
            session: visitor.sessionId,
            segment: '0',
          })
        ).status,
      ).toBe(404);
    }
    expect(
      await database.db().select().from(usabilityTestSignals).where(isNull(usabilityTestSignals.taskId)),
    ).toHaveLength(0);
  });
});
