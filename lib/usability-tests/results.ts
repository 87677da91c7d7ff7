import 'server-only';
import type { Clock } from '@/lib/clock';
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { storedTime } from '@/lib/clock';
import { getDb } from '@/lib/db/client';
import {
  recordingSessions,
  usabilityTestSignals,
  usabilityTests,
  usabilityTestVideoSegments,
  type UsabilityTestMedia,
  type UsabilityTestTask,
  type UsabilityTest,
} from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { testById } from './authoring';
import { toCsv } from '@/lib/csv';
import { USABILITY_TEST_ABANDONED_AFTER_MS } from './limits';
import { videoCoverage, type VideoCoverage } from './video-coverage';

/**
 * A test's results for the studio, from the signals of participants who took it while
 * it was open: preview runs (the product team trying it) are counted apart and nowhere else.
 */

/**
 * Where a participant got to: `done` signalled, `skipped` (Abort Session) after 'Begin Test', neither yet, neither and
 * gone (`abandoned`: their session showed no activity for USABILITY_TEST_ABANDONED_AFTER_MS), or `skipped` before 'Begin Test'
 * (`not-begun`: they read the introduction and left, so no task and no time of theirs counts).
 */
export type ParticipantOutcome = 'completed' | 'aborted' | 'in-progress' | 'abandoned' | 'not-begun';

/** One task of one participant: done or skipped (with how long it took), begun and left, or never reached. */
export interface ParticipantTask {
  taskId: number;
  outcome: 'done' | 'skipped' | 'begun' | 'not-reached';
  durationMs: number | null;
}

export interface DurationSpread {
  count: number;
  min: number;
  p25: number;
  median: number;
  p75: number;
  max: number;
}

export interface Answer {
  taskId: number;
  sessionId: string;
  /** The user id the participant's tracker asserted (unverified: any tracker may claim any name), else null. */
  userId: string | null;
  answer: string;
  /** ms since the epoch (session clock); null when the stored time is none a date can hold (shown as unknown). */
  at: number | null;
}

export interface TaskResult {
  task: UsabilityTestTask;
  /** Participants who signalled it done. */
  done: number;
  /** done / participants who began the test (0 with none). */
  share: number;
  /** Of the done signals' durations (ms); null when none. */
  durations: DurationSpread | null;
  answers: Answer[];
}

export interface Participant {
  sessionId: string;
  userId: string | null;
  /** When they began the test (ms since the epoch); null when the stored time is none a date can hold. */
  startedAt: number | null;
  outcome: ParticipantOutcome;
  /** How long the whole test took them (ms), when it ended after they began it. */
  durationMs: number | null;
  /** What their begin signal said about the webcam and microphone; null when it said nothing. */
  media: UsabilityTestMedia | null;
  segments: number;
  /**
   * How much of their test (from its begin to its end, or their session's last activity while it has none) the
   * uploaded video covers, and its gaps; null without video, or when a segment's length is unknown.
   */
  video: VideoCoverage | null;
  /** The test's tasks in order, as far as this participant got. */
  tasks: ParticipantTask[];
}

export interface TestResults {
  test: UsabilityTest;
  /**
   * `started`: participants who began the test ('Begin Test'), of whom `completed`, `aborted` and `inProgress`;
   * `notBegun`: who left before beginning it (not in the completion rate nor in the tasks' shares).
   */
  summary: {
    started: number;
    completed: number;
    aborted: number;
    inProgress: number;
    abandoned: number;
    notBegun: number;
    completionRate: number | null;
    previewRuns: number;
  };
  tasks: TaskResult[];
  participants: Participant[];
  /** The product team's own runs while the test was in preview: reviewable, counted nowhere else. */
  previews: Participant[];
}

const ms = (value: unknown) => Math.round(Number(value));

export async function testResults(
  viewer: StudioViewer,
  projectId: string,
  testId: string,
  { now = new Date() }: Clock = {},
): Promise<TestResults | null> {
  assertStudioViewer(viewer);
  const found = await testById(viewer, projectId, testId);
  if (!found) return null;
  const db = await getDb();
  const counted = and(eq(usabilityTestSignals.testId, testId), eq(usabilityTestSignals.preview, false));
  const taskIds = found.tasks.map((task) => task.id);
  const participants = await participantsOf(testId, false, taskIds, now);
  const previews = await participantsOf(testId, true, taskIds, now);
  const notBegun = participants.filter((p) => p.outcome === 'not-begun').length;
  const started = participants.length - notBegun;
  const completed = participants.filter((p) => p.outcome === 'completed').length;
  const aborted = participants.filter((p) => p.outcome === 'aborted').length;
  const abandoned = participants.filter((p) => p.outcome === 'abandoned').length;

  const doneDuration = sql`${usabilityTestSignals.durationMs}`;
  const taskStats = await db
    .select({
      taskId: usabilityTestSignals.taskId,
      done: count(),
      timed: sql<number>`count(${doneDuration})`,
      min: sql<number | null>`min(${doneDuration})`,
      p25: sql<number | null>`percentile_cont(0.25) within group (order by ${doneDuration})`,
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${doneDuration})`,
      p75: sql<number | null>`percentile_cont(0.75) within group (order by ${doneDuration})`,
      max: sql<number | null>`max(${doneDuration})`,
    })
    .from(usabilityTestSignals)
    .where(and(counted, isNotNull(usabilityTestSignals.taskId), eq(usabilityTestSignals.status, 'done')))
    .groupBy(usabilityTestSignals.taskId);
  const answers = await db
    .select({
      taskId: usabilityTestSignals.taskId,
      sessionId: usabilityTestSignals.sessionId,
      answer: usabilityTestSignals.answer,
      at: usabilityTestSignals.at,
      userId: recordingSessions.userId,
    })
    .from(usabilityTestSignals)
    .innerJoin(recordingSessions, eq(recordingSessions.id, usabilityTestSignals.sessionId))
    .where(
      and(
        counted,
        isNotNull(usabilityTestSignals.taskId),
        eq(usabilityTestSignals.status, 'done'),
        sql`length(btrim(${usabilityTestSignals.answer})) > 0`,
      ),
    )
    .orderBy(asc(usabilityTestSignals.at));

  const statsOf = new Map(taskStats.map((row) => [row.taskId, row]));
  const tasks: TaskResult[] = found.tasks.map((task) => {
    const stats = statsOf.get(task.id);
    const done = Number(stats?.done ?? 0);
    const timed = Number(stats?.timed ?? 0);
    return {
      task,
      done,
      share: started > 0 ? Math.min(1, done / started) : 0,
      durations:
        stats && timed > 0
          ? {
              count: timed,
              min: ms(stats.min),
              p25: ms(stats.p25),
              median: ms(stats.median),
              p75: ms(stats.p75),
              max: ms(stats.max),
            }
          : null,
      answers: answers
        .filter((row) => row.taskId === task.id)
        .map((row) => ({
          taskId: task.id,
          sessionId: row.sessionId,
          userId: row.userId,
          answer: row.answer!,
          at: storedTime(row.at),
        })),
    };
  });

  return {
    test: found.test,
    summary: {
      started,
      completed,
      aborted,
      inProgress: started - completed - aborted - abandoned,
      abandoned,
      notBegun,
      completionRate: started > 0 ? completed / started : null,
      previewRuns: previews.length,
    },
    tasks,
    participants,
    previews,
  };
}

/** The CSV's time for an answer whose stored time is none a date can hold. */
export const UNKNOWN_TIME = 'unknown';

/**
 * The CSVs' column of the user id a participant's session carries: the visitor's tracker asserted it (`setUserID`, or
 * `userID` at start) and nothing verified it, so the column says so, as the studio's pages mark it "unverified"
 * (components/studio/AssertedUserId.tsx): a row must never pass as a member's own.
 */
const ASSERTED_USER_ID_COLUMN = "participant user id (unverified: set by the visitor's tracker)";

/** The participants of a test (the counted ones, or the preview runs), newest first, each with their tasks. */
async function participantsOf(testId: string, preview: boolean, taskIds: number[], now: Date): Promise<Participant[]> {
  const db = await getDb();
  const signals = await db
    .select({
      sessionId: usabilityTestSignals.sessionId,
      taskId: usabilityTestSignals.taskId,
      status: usabilityTestSignals.status,
      durationMs: usabilityTestSignals.durationMs,
      at: usabilityTestSignals.at,
      media: usabilityTestSignals.media,
      userId: recordingSessions.userId,
      lastActivityAt: recordingSessions.lastActivityAt,
    })
    .from(usabilityTestSignals)
    .innerJoin(recordingSessions, eq(recordingSessions.id, usabilityTestSignals.sessionId))
    .where(and(eq(usabilityTestSignals.testId, testId), eq(usabilityTestSignals.preview, preview)))
    .orderBy(asc(usabilityTestSignals.at), asc(usabilityTestSignals.id));
  const segmentRows = await db
    .select({
      sessionId: usabilityTestVideoSegments.sessionId,
      startedAt: usabilityTestVideoSegments.startedAt,
      durationMs: usabilityTestVideoSegments.durationMs,
    })
    .from(usabilityTestVideoSegments)
    .where(eq(usabilityTestVideoSegments.testId, testId));
  const segments = new Map<string, { startedAt: number; durationMs: number | null }[]>();
  for (const row of segmentRows)
    segments.set(row.sessionId, [
      ...(segments.get(row.sessionId) ?? []),
      { startedAt: Number(row.startedAt), durationMs: row.durationMs },
    ]);

  type Draft = Participant & {
    begun: boolean;
    done: boolean;
    skipped: boolean;
    lastSeen: number;
    byTask: Map<number, ParticipantTask>;
    /** When their test ended (its done or skipped signal), if it did. */
    endedAt: number | null;
  };
  const bySession = new Map<string, Draft>();
  for (const signal of signals) {
    const one: Draft = bySession.get(signal.sessionId) ?? {
      sessionId: signal.sessionId,
      userId: signal.userId,
      startedAt: storedTime(signal.at),
      outcome: 'in-progress',
      durationMs: null,
      media: null,
      segments: segments.get(signal.sessionId)?.length ?? 0,
      video: null,
      tasks: [],
      begun: false,
      done: false,
      skipped: false,
      lastSeen: 0,
      byTask: new Map(),
      endedAt: null,
    };
    one.lastSeen = Math.max(one.lastSeen, storedTime(signal.at) ?? 0, signal.lastActivityAt.getTime());
    if (signal.taskId !== null) {
      const task = one.byTask.get(signal.taskId) ?? { taskId: signal.taskId, outcome: 'begun', durationMs: null };
      // A task done once stays done (a later skip, the test's abort, does not undo it).
      if (signal.status !== 'begin' && task.outcome !== 'done') {
        task.outcome = signal.status;
        task.durationMs = signal.durationMs === null ? null : Number(signal.durationMs);
      }
      one.byTask.set(signal.taskId, task);
    } else if (signal.status === 'begin') {
      one.begun = true;
      one.startedAt = storedTime(signal.at);
      one.media = signal.media;
    } else {
      if (signal.status === 'done') one.done = true;
      else one.skipped = true;
      // A test that ended both ways (an abort after the end) counts as completed: its tasks were all done.
      if (signal.status === 'done' || !one.done) {
        one.durationMs = signal.durationMs === null ? null : Number(signal.durationMs);
        one.endedAt = storedTime(signal.at);
      }
    }
    bySession.set(signal.sessionId, one);
  }
  const outcomeOf = ({ begun, done, skipped, lastSeen }: Draft): ParticipantOutcome =>
    done
      ? 'completed'
      : skipped
        ? begun
          ? 'aborted'
          : 'not-begun'
        : now.getTime() - lastSeen > USABILITY_TEST_ABANDONED_AFTER_MS
          ? 'abandoned'
          : 'in-progress';
  return (
    [...bySession.values()]
      .map((draft) => {
        const { begun, done: _done, skipped: _skipped, lastSeen, byTask, endedAt, ...rest } = draft;
        const outcome = outcomeOf(draft);
        const recorded = segments.get(rest.sessionId) ?? [];
        return {
          ...rest,
          outcome,
          video:
            begun && recorded.length && rest.startedAt !== null
              ? videoCoverage(recorded, { from: rest.startedAt, to: endedAt ?? lastSeen })
              : null,
          durationMs: outcome === 'not-begun' ? null : rest.durationMs,
          tasks: taskIds.map(
            (taskId) => byTask.get(taskId) ?? { taskId, outcome: 'not-reached' as const, durationMs: null },
          ),
        };
      })
      // Newest first; an unknown start last.
      .sort((a, b) => (b.startedAt ?? -Infinity) - (a.startedAt ?? -Infinity) || 0)
  );
}

/**
 * One row per participant (preview runs left out), newest first: the user id their tracker asserted (unverified, empty
 * for none), the session, when they began (ISO 8601, UTC), their outcome and the whole test's duration in seconds, then
 * for every task of the test in order its outcome (done, skipped, begun, not reached) and duration in seconds.
 */
export async function participantsCsv(
  viewer: StudioViewer,
  projectId: string,
  testId: string,
  clock: Clock = {},
): Promise<{ filename: string; csv: string } | null> {
  const results = await testResults(viewer, projectId, testId, clock);
  if (!results) return null;
  const seconds = (ms: number | null) => (ms === null ? '' : Math.round(ms / 100) / 10);
  const header = [
    ASSERTED_USER_ID_COLUMN,
    'session',
    'began at (UTC)',
    'outcome',
    'duration (s)',
    ...results.tasks.flatMap(({ task }) => [
      `task ${task.position + 1} outcome`,
      `task ${task.position + 1} duration (s)`,
    ]),
  ];
  const rows = results.participants.map((p) => [
    p.userId ?? '',
    p.sessionId,
    p.startedAt === null ? UNKNOWN_TIME : new Date(p.startedAt).toISOString(),
    p.outcome,
    seconds(p.durationMs),
    ...p.tasks.flatMap((task) => [task.outcome, seconds(task.durationMs)]),
  ]);
  return { filename: `usability-test-${results.test.id}-participants.csv`, csv: toCsv(header, rows) };
}

/**
 * Every typed answer as CSV, task by task in the test's order, oldest first: the task's number and title, the user id
 * the participant's tracker asserted (unverified, empty for an anonymous participant), the session, when (ISO 8601,
 * UTC) and the answer.
 */
export async function answersCsv(
  viewer: StudioViewer,
  projectId: string,
  testId: string,
): Promise<{ filename: string; csv: string } | null> {
  const results = await testResults(viewer, projectId, testId);
  if (!results) return null;
  const rows = results.tasks.flatMap(({ task, answers }) =>
    answers.map((answer) => [
      task.position + 1,
      task.title,
      answer.userId ?? '',
      answer.sessionId,
      answer.at === null ? UNKNOWN_TIME : new Date(answer.at).toISOString(),
      answer.answer,
    ]),
  );
  return {
    filename: `usability-test-${results.test.id}-answers.csv`,
    csv: toCsv(['task', 'task title', ASSERTED_USER_ID_COLUMN, 'session', 'answered at (UTC)', 'answer'], rows),
  };
}

export interface SessionParticipation {
  test: Pick<UsabilityTest, 'id' | 'title' | 'requireCamera' | 'requireMic'>;
  media: UsabilityTestMedia | null;
  /**
   * The uploaded webcam segments, in order: each plays from its `startedAt` (ms since the epoch, session clock) for
   * its `durationMs` (null: not known).
   */
  segments: { segment: number; startedAt: number; durationMs: number | null; bytes: number }[];
  /** How much of the test the video covers, and where it has none (Participant's `video`). */
  video: VideoCoverage | null;
}

/** The usability tests a recorded session took part in (newest first), for its replay page's webcam panel. */
export async function sessionParticipation(
  viewer: StudioViewer,
  projectId: string,
  sessionId: string,
): Promise<SessionParticipation[]> {
  assertStudioViewer(viewer);
  if (!isUuid(sessionId)) return [];
  const db = await getDb();
  const signals = await db
    .select({
      id: usabilityTests.id,
      title: usabilityTests.title,
      requireCamera: usabilityTests.requireCamera,
      requireMic: usabilityTests.requireMic,
      media: usabilityTestSignals.media,
      status: usabilityTestSignals.status,
      at: usabilityTestSignals.at,
      lastActivityAt: recordingSessions.lastActivityAt,
    })
    .from(usabilityTestSignals)
    .innerJoin(usabilityTests, eq(usabilityTests.id, usabilityTestSignals.testId))
    .innerJoin(recordingSessions, eq(recordingSessions.id, usabilityTestSignals.sessionId))
    .where(
      and(
        eq(usabilityTestSignals.sessionId, sessionId),
        isNull(usabilityTestSignals.taskId),
        eq(usabilityTests.projectId, projectId),
      ),
    )
    .orderBy(desc(usabilityTestSignals.at));
  const begun = signals.filter((signal) => signal.status === 'begin');
  if (begun.length === 0) return [];
  /** When the test ended: its done signal, else its skipped one, else the session's last activity. */
  const endOf = (testId: string) => {
    const ends = signals.filter((signal) => signal.id === testId && signal.status !== 'begin');
    const end = ends.find((signal) => signal.status === 'done') ?? ends[0];
    return end ? storedTime(end.at) : signals[0]!.lastActivityAt.getTime();
  };
  const segments = await db
    .select()
    .from(usabilityTestVideoSegments)
    .where(eq(usabilityTestVideoSegments.sessionId, sessionId))
    .orderBy(asc(usabilityTestVideoSegments.startedAt), asc(usabilityTestVideoSegments.segment));
  return begun.map(({ media, status: _status, at, lastActivityAt: _lastActivityAt, ...test }) => {
    const mine = segments
      .filter((row) => row.testId === test.id)
      .map((row) => ({
        segment: row.segment,
        startedAt: storedTime(row.startedAt) ?? 0,
        durationMs: row.durationMs,
        bytes: Number(row.bytes),
      }));
    const from = storedTime(at);
    const to = endOf(test.id);
    return {
      test,
      media,
      segments: mine,
      video: mine.length && from !== null && to !== null ? videoCoverage(mine, { from, to }) : null,
    };
  });
}

/** Where one uploaded segment is and how big it is (the studio's video route streams it), or null. */
export async function videoSegment(
  viewer: StudioViewer,
  projectId: string,
  testId: string,
  sessionId: string,
  segment: number,
): Promise<{ blobKey: string; bytes: number } | null> {
  assertStudioViewer(viewer);
  if (!isUuid(testId) || !isUuid(sessionId) || !Number.isSafeInteger(segment)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ blobKey: usabilityTestVideoSegments.blobKey, bytes: usabilityTestVideoSegments.bytes })
    .from(usabilityTestVideoSegments)
    .innerJoin(usabilityTests, eq(usabilityTests.id, usabilityTestVideoSegments.testId))
    .where(
      and(
        eq(usabilityTestVideoSegments.testId, testId),
        eq(usabilityTestVideoSegments.sessionId, sessionId),
        eq(usabilityTestVideoSegments.segment, segment),
        eq(usabilityTests.projectId, projectId),
      ),
    );
  return row ? { blobKey: row.blobKey, bytes: Number(row.bytes) } : null;
}
