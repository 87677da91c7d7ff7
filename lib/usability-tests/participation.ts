import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import {
  projects,
  recordingSessions,
  usabilityTestSignals,
  usabilityTestTasks,
  usabilityTests,
  USABILITY_TEST_MEDIA,
  USABILITY_TEST_SIGNAL_STATUSES,
  type UsabilityTest,
} from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { failure, type Failure, type Result } from '@/lib/errors';
import type { IngestClaims } from '@/lib/recordings/token-claims';
import { MAX_SESSION_DURATION_MS } from '@/lib/recordings/session-span';
import { DATE_MAX_MS } from '@/lib/clock';
import { UXT_ANSWER_MAX_LENGTH, USABILITY_TEST_CLOCK_SKEW_MS } from './limits';

/**
 * What a participant's tracker asks of the ingest (tracker/PROTOCOL.md "Usability tests"): the test, and the signals
 * of its flow (docs/ARCHITECTURE.md "Product contract"), answers included. The caller is the session token's session.
 */

/** A test as the overlay gets it (PROTOCOL.md): guidelines as sanitized HTML, the rest plain text, tasks in order. */
export interface ServedTest {
  id: string;
  title: string;
  description: string;
  guidelines: string;
  conclusion: string;
  startingPath: string;
  status: 'preview' | 'in-progress';
  reqMic: boolean;
  reqCamera: boolean;
  tasks: { task_id: number; title: string; description: string; allow_typing: boolean }[];
}

const noSuchTest = () => failure('not_found', 'No such test, or it is closed');

/**
 * The test `id` of the caller's project, whatever its status: usability tests on for the caller's project (else
 * `forbidden`), the test of that project (another project's: `forbidden`); unknown: `not_found`.
 */
export async function projectTestFor(
  caller: IngestClaims,
  id: string,
): Promise<{ ok: true; test: UsabilityTest } | Failure> {
  if (!isUuid(id)) return noSuchTest();
  const db = await getDb();
  const [row] = await db
    .select({ test: usabilityTests, enabled: projects.usabilityTestsEnabled })
    .from(usabilityTests)
    .innerJoin(projects, eq(projects.id, usabilityTests.projectId))
    .where(eq(usabilityTests.id, id));
  if (!row) return noSuchTest();
  if (row.test.projectId !== caller.projectId) return failure('forbidden', 'This test belongs to another project');
  if (!row.enabled) return failure('forbidden', 'Usability tests are off for this project');
  return { ok: true, test: row.test };
}

/**
 * The test `id` if the caller may take it: as projectTestFor, and open: in preview or in progress (closed:
 * `not_found`).
 */
export async function openTestFor(
  caller: IngestClaims,
  id: string,
): Promise<{ ok: true; test: UsabilityTest } | Failure> {
  const found = await projectTestFor(caller, id);
  if (found.ok && found.test.status === 'closed') return noSuchTest();
  return found;
}

/**
 * Whether a participant link still leads to a test, asked by the site before it asks the visitor to take part (no
 * token: the link's id is the only secret): `open` for a test of the project in preview or in progress with usability
 * tests on; `ended` for anything else (closed, unknown, another project's), so the page says the test has ended and
 * records nothing as a test.
 */
export async function testLinkStatus(projectKey: string, id: string): Promise<'open' | 'ended'> {
  if (!isUuid(id)) return 'ended';
  const db = await getDb();
  const [row] = await db
    .select({ status: usabilityTests.status })
    .from(usabilityTests)
    .innerJoin(projects, eq(projects.id, usabilityTests.projectId))
    .where(
      and(eq(usabilityTests.id, id), eq(projects.publicKey, projectKey), eq(projects.usabilityTestsEnabled, true)),
    );
  return row && row.status !== 'closed' ? 'open' : 'ended';
}

/** GET test/{id}: the test for the overlay. */
export async function serveTest(caller: IngestClaims, id: string): Promise<Result<{ test: ServedTest }>> {
  const open = await openTestFor(caller, id);
  if (!open.ok) return open;
  const { test } = open;
  const db = await getDb();
  const tasks = await db
    .select()
    .from(usabilityTestTasks)
    .where(eq(usabilityTestTasks.testId, test.id))
    .orderBy(asc(usabilityTestTasks.position));
  return {
    ok: true,
    test: {
      id: test.id,
      title: test.title,
      description: test.description,
      guidelines: test.guidelinesHtml,
      conclusion: test.conclusion,
      startingPath: test.startingPath,
      status: test.status === 'preview' ? 'preview' : 'in-progress',
      reqMic: test.requireMic,
      reqCamera: test.requireCamera,
      tasks: tasks.map((task) => ({
        task_id: task.id,
        title: task.title,
        description: task.description,
        allow_typing: task.allowTyping,
      })),
    },
  };
}

const testId = z.string({ error: 'is required' }).refine(isUuid, 'must be a test id (a UUID)');
const status = z.enum(USABILITY_TEST_SIGNAL_STATUSES, { error: 'must be begin, done or skipped' });
const duration = z
  .number({ error: 'must be a number (ms)' })
  .finite()
  .min(0, 'must not be negative')
  .max(2 ** 31 - 1, 'is too long');
const timestamp = z
  .number({ error: 'must be a number (ms since the epoch)' })
  .finite()
  .min(0, 'must be a number (ms since the epoch)')
  .max(DATE_MAX_MS, 'must be a time a date can hold')
  .transform(Math.round);

export const testSignalSchema = z
  .object(
    {
      testId,
      status,
      duration,
      timestamp,
      media: z.enum(USABILITY_TEST_MEDIA, { error: `must be one of ${USABILITY_TEST_MEDIA.join(', ')}` }).optional(),
    },
    { error: 'must be a JSON object' },
  )
  .refine((signal) => signal.media === undefined || signal.status === 'begin', {
    message: 'is sent with begin only',
    path: ['media'],
  });
export type TestSignal = z.output<typeof testSignalSchema>;

export const taskSignalSchema = z
  .object(
    {
      testId,
      taskId: z
        .number({ error: 'must be a task id (a number)' })
        .int('must be a task id (a number)')
        .positive('must be a task id (a number)')
        .max(2 ** 31 - 1),
      status,
      duration,
      timestamp,
      taskAnswer: z
        .string({ error: 'must be text' })
        .max(UXT_ANSWER_MAX_LENGTH, `must be at most ${UXT_ANSWER_MAX_LENGTH} characters`)
        .optional(),
    },
    { error: 'must be a JSON object' },
  )
  .refine((signal) => signal.taskAnswer === undefined || signal.status === 'done', {
    message: 'is sent with done only',
    path: ['taskAnswer'],
  });
export type TaskSignal = z.output<typeof taskSignalSchema>;

/**
 * The caller's recorded session (signals belong to one; a session that stores nothing cannot take part), and that
 * `at` (a time the participant's tracker sent, named `field`) falls within its plausible span: from USABILITY_TEST_CLOCK_SKEW_MS
 * before it started to USABILITY_TEST_CLOCK_SKEW_MS after its token's last use. A time outside it is no time of this session,
 * and stored it would skew or break the results.
 */
export async function assertTimeInRecordedSession(
  caller: IngestClaims,
  at: number,
  field: string,
): Promise<Failure | null> {
  const db = await getDb();
  const [session] = await db
    .select({ startedAt: recordingSessions.startedAt })
    .from(recordingSessions)
    .where(and(eq(recordingSessions.id, caller.sessionId), eq(recordingSessions.projectId, caller.projectId)));
  if (!session) return failure('forbidden', 'This session is not recorded, so it cannot take part in a test');
  const from = session.startedAt.getTime() - USABILITY_TEST_CLOCK_SKEW_MS;
  const to = session.startedAt.getTime() + MAX_SESSION_DURATION_MS + USABILITY_TEST_CLOCK_SKEW_MS;
  if (at < from || at > to) return failure('invalid', `${field}: is outside this session's time`, { field });
  return null;
}

/**
 * The test `id` if the caller may signal it (docs/decisions/0068), and the `preview` flag its signals are stored with.
 * An open test takes the signals of any session; a closed one only those of a session that sent its `begin` before
 * (it took part while the test was open, as decision 0066 takes its video), so the end of a run in progress when the
 * team closed the test (task done and answers, test done or skipped) is not lost; a session that never began it gets
 * `not_found`, as from openTestFor.
 *
 * `preview` is the caller's `begin`'s when there is one, else whether the test is in preview now: a run belongs to the
 * status it began in. A preview run (the product team trying it) whose test was then opened or closed stays a preview
 * run, counted apart: stored with the test's current status, its later signals would make a counted participant that
 * never began.
 */
async function signalledTestFor(
  caller: IngestClaims,
  id: string,
): Promise<{ ok: true; test: UsabilityTest; preview: boolean } | Failure> {
  const found = await projectTestFor(caller, id);
  if (!found.ok) return found;
  const db = await getDb();
  const [begun] = await db
    .select({ preview: usabilityTestSignals.preview })
    .from(usabilityTestSignals)
    .where(
      and(
        eq(usabilityTestSignals.sessionId, caller.sessionId),
        eq(usabilityTestSignals.testId, found.test.id),
        isNull(usabilityTestSignals.taskId),
        eq(usabilityTestSignals.status, 'begin'),
      ),
    );
  if (!begun && found.test.status === 'closed') return noSuchTest();
  return { ok: true, test: found.test, preview: begun ? begun.preview : found.test.status === 'preview' };
}

/**
 * POST signals/test: begin, done or skipped of the whole test; a repeated signal is stored once. A closed test takes
 * them from a session that began it (signalledTestFor).
 */
export async function storeTestSignal(caller: IngestClaims, signal: TestSignal): Promise<Result> {
  const found = await signalledTestFor(caller, signal.testId);
  if (!found.ok) return found;
  const refused = await assertTimeInRecordedSession(caller, signal.timestamp, 'timestamp');
  if (refused) return refused;
  const db = await getDb();
  await db
    .insert(usabilityTestSignals)
    .values({
      sessionId: caller.sessionId,
      testId: signal.testId,
      taskId: null,
      status: signal.status,
      durationMs: signal.status === 'begin' ? null : Math.round(signal.duration),
      at: signal.timestamp,
      media: signal.media ?? null,
      preview: found.preview,
    })
    .onConflictDoNothing();
  return { ok: true };
}

/**
 * POST signals/task: begin, done (with the typed answer when the task allows typing) or skipped of one task. An
 * answer to a task that does not allow typing is refused, a task of another test too; a repeated signal
 * is stored once (the first one's answer stays). A closed test takes them from a session that began it (signalledTestFor).
 */
export async function storeTaskSignal(caller: IngestClaims, signal: TaskSignal): Promise<Result> {
  const found = await signalledTestFor(caller, signal.testId);
  if (!found.ok) return found;
  const db = await getDb();
  const [task] = await db
    .select({ allowTyping: usabilityTestTasks.allowTyping })
    .from(usabilityTestTasks)
    .where(and(eq(usabilityTestTasks.id, signal.taskId), eq(usabilityTestTasks.testId, signal.testId)));
  if (!task) return failure('invalid', 'taskId: is not a task of this test', { field: 'taskId' });
  if (signal.taskAnswer !== undefined && !task.allowTyping)
    return failure('invalid', 'taskAnswer: this task does not allow typing', { field: 'taskAnswer' });
  const refused = await assertTimeInRecordedSession(caller, signal.timestamp, 'timestamp');
  if (refused) return refused;
  await db
    .insert(usabilityTestSignals)
    .values({
      sessionId: caller.sessionId,
      testId: signal.testId,
      taskId: signal.taskId,
      status: signal.status,
      durationMs: signal.status === 'begin' ? null : Math.round(signal.duration),
      at: signal.timestamp,
      answer: signal.taskAnswer ?? null,
      preview: found.preview,
    })
    .onConflictDoNothing();
  return { ok: true };
}
