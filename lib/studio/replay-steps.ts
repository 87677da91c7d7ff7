import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { uxtSignals, uxtTasks, uxtTests } from '@/lib/db/schema';
import { assertStudioViewer, type StudioViewer } from './access';

export interface TestStep {
  /** When (ms since the epoch, the session clock the replay uses). */
  at: number;
  testTitle: string;
  /** The task's title; null for the test's own begin and end. */
  taskTitle: string | null;
  status: 'begin' | 'done' | 'skipped';
  /** What the participant typed (a task's `done`). */
  answer: string | null;
}

/** A usability-test participant's steps in this session (each task's begin and end, and the test's), in order. */
export async function sessionTestSteps(viewer: StudioViewer, projectId: string, sessionId: string): Promise<TestStep[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  return db
    .select({ at: uxtSignals.at, testTitle: uxtTests.title, taskTitle: uxtTasks.title, status: uxtSignals.status, answer: uxtSignals.answer })
    .from(uxtSignals)
    .innerJoin(uxtTests, eq(uxtTests.id, uxtSignals.testId))
    .leftJoin(uxtTasks, eq(uxtTasks.id, uxtSignals.taskId))
    .where(and(eq(uxtSignals.sessionId, sessionId), eq(uxtTests.projectId, projectId)))
    .orderBy(asc(uxtSignals.at), asc(uxtSignals.id));
}
