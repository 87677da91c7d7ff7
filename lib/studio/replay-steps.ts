import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { usabilityTestSignals, usabilityTestTasks, usabilityTests } from '@/lib/db/schema';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';

export interface TestStep {
  /** When (ms since the epoch, the session clock the replay uses). */
  at: number;
  testTitle: string;
  /** The task's title; null for the test's own begin and end. */
  taskTitle: string | null;
  /** What the participant's panel showed of the task besides its title (its description); null for the test's own. */
  taskDescription: string | null;
  status: 'begin' | 'done' | 'skipped';
  /** What the participant typed (a task's `done`). */
  answer: string | null;
}

/** A usability-test participant's steps in this session (each task's begin and end, and the test's), in order. */
export async function sessionTestSteps(
  viewer: StudioViewer,
  projectId: string,
  sessionId: string,
): Promise<TestStep[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  return db
    .select({
      at: usabilityTestSignals.at,
      testTitle: usabilityTests.title,
      taskTitle: usabilityTestTasks.title,
      taskDescription: usabilityTestTasks.description,
      status: usabilityTestSignals.status,
      answer: usabilityTestSignals.answer,
    })
    .from(usabilityTestSignals)
    .innerJoin(usabilityTests, eq(usabilityTests.id, usabilityTestSignals.testId))
    .leftJoin(usabilityTestTasks, eq(usabilityTestTasks.id, usabilityTestSignals.taskId))
    .where(and(eq(usabilityTestSignals.sessionId, sessionId), eq(usabilityTests.projectId, projectId)))
    .orderBy(asc(usabilityTestSignals.at), asc(usabilityTestSignals.id));
}
