import 'server-only';
import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '@/lib/clock';
import { getDb } from '@/lib/db/client';
import {
  usabilityTestSignals,
  usabilityTestTasks,
  usabilityTests,
  type UsabilityTestStatus,
  type UsabilityTestTask,
  type UsabilityTest,
} from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { renderUserMarkdown } from '@/lib/discussion/markdown';
import { failure, failureOfAll, zodFailures, type Result } from '@/lib/errors';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import {
  USABILITY_TEST_CONCLUSION_MAX_LENGTH,
  USABILITY_TEST_DESCRIPTION_MAX_LENGTH,
  USABILITY_TEST_GUIDELINES_MAX_LENGTH,
  USABILITY_TEST_STARTING_PATH_MAX_LENGTH,
  USABILITY_TEST_TASK_DESCRIPTION_MAX_LENGTH,
  USABILITY_TEST_TASK_TITLE_MAX_LENGTH,
  USABILITY_TEST_TASKS_MAX,
  USABILITY_TEST_TITLE_MAX_LENGTH,
} from './limits';

/** A checkbox as a form posts it (`on`, or absent), or a boolean from anywhere else. */
const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'yes' || value === 'true');

const optionalText = (max: number) => z.string().trim().max(max).default('');

const taskSchema = z.object({
  /** An existing task's id (editing keeps it, so its signals stay its own); absent for a new task. */
  id: z
    .union([z.number(), z.string()])
    .optional()
    .transform((value) => (value === '' || value === undefined ? undefined : String(value)))
    .refine((value) => value === undefined || /^\d{1,9}$/.test(value), 'is not a task of this test')
    .transform((value) => (value === undefined ? undefined : Number(value))),
  title: z.string({ error: 'is required' }).trim().min(1, 'is required').max(USABILITY_TEST_TASK_TITLE_MAX_LENGTH),
  description: optionalText(USABILITY_TEST_TASK_DESCRIPTION_MAX_LENGTH),
  allowTyping: checkbox,
});

/** The test form as it arrives (from the studio's form: text, checkboxes, and the tasks in their order). */
export const testFormSchema = z.object({
  title: z.string({ error: 'is required' }).trim().min(1, 'is required').max(USABILITY_TEST_TITLE_MAX_LENGTH),
  description: optionalText(USABILITY_TEST_DESCRIPTION_MAX_LENGTH),
  guidelines: optionalText(USABILITY_TEST_GUIDELINES_MAX_LENGTH),
  conclusion: optionalText(USABILITY_TEST_CONCLUSION_MAX_LENGTH),
  startingPath: z
    .string()
    .trim()
    .max(USABILITY_TEST_STARTING_PATH_MAX_LENGTH)
    .default('')
    .transform((value) => value || '/')
    .refine(
      (value) => /^\/(?!\/)[^\s?#\\]*$/.test(value),
      'must be a path of this site: starting with /, without spaces, ? or #',
    ),
  requireMic: checkbox,
  requireCamera: checkbox,
  tasks: z
    .array(taskSchema, { error: 'a test needs at least one task' })
    .min(1, 'a test needs at least one task')
    .max(USABILITY_TEST_TASKS_MAX, `a test has at most ${USABILITY_TEST_TASKS_MAX} tasks`),
});
export type TestForm = z.output<typeof testFormSchema>;

export interface TestWithTasks {
  test: UsabilityTest;
  tasks: UsabilityTestTask[];
}

export interface TestListItem extends UsabilityTest {
  taskCount: number;
  /** Participants who began it while it was open (preview runs are not counted). */
  participantCount: number;
}

/**
 * Which status may follow which: preview → in progress → closed, a preview may be closed unused, and a closed test
 * may be reopened (in progress again: its tasks stay as they were, so earlier results still mean the same).
 */
const NEXT_STATUSES: Readonly<Record<UsabilityTestStatus, readonly UsabilityTestStatus[]>> = {
  preview: ['in-progress', 'closed'],
  'in-progress': ['closed'],
  closed: ['in-progress'],
};

export function canMoveTo(from: UsabilityTestStatus, to: UsabilityTestStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

const TEST_FORM_FIELDS = [
  'title',
  'description',
  'guidelines',
  'conclusion',
  'startingPath',
  'requireMic',
  'requireCamera',
] as const;
const TASK_FIELD = /^tasks\.(\d{1,3})\.(id|title|description|allowTyping)$/;

/**
 * What the studio's test form posts (`title`, …, and `tasks.{n}.{id|title|description|allowTyping}` in the order the
 * tasks are shown) as the input testFormSchema reads; a field that is not text reads as empty.
 */
export function testFormInput(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const tasks = new Map<number, Record<string, string>>();
  for (const [name, value] of entries) {
    const text = typeof value === 'string' ? value : '';
    if ((TEST_FORM_FIELDS as readonly string[]).includes(name)) input[name] = text;
    const task = TASK_FIELD.exec(name);
    if (task) tasks.set(Number(task[1]), { ...tasks.get(Number(task[1])), [task[2]!]: text });
  }
  input.tasks = [...tasks.entries()].sort(([a], [b]) => a - b).map(([, task]) => ({ title: '', ...task }));
  return input;
}

/** The form's fields, validated, every field's problem at once (`tasks.1.title` names the second task's title). */
export function parseTestForm(input: unknown): Result<{ form: TestForm }> {
  const parsed = testFormSchema.safeParse(input);
  return parsed.success ? { ok: true, form: parsed.data } : failureOfAll(zodFailures(parsed.error));
}

function testValues(form: TestForm) {
  return {
    title: form.title,
    description: form.description,
    guidelinesMarkdown: form.guidelines,
    guidelinesHtml: form.guidelines ? renderUserMarkdown(form.guidelines) : '',
    conclusion: form.conclusion,
    startingPath: form.startingPath,
    requireMic: form.requireMic,
    requireCamera: form.requireCamera,
  };
}

export async function listTests(viewer: StudioViewer, projectId: string): Promise<TestListItem[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const taskCounts = db
    .select({ testId: usabilityTestTasks.testId, n: count().as('task_n') })
    .from(usabilityTestTasks)
    .groupBy(usabilityTestTasks.testId)
    .as('task_counts');
  const participants = db
    .select({ testId: usabilityTestSignals.testId, n: count().as('participant_n') })
    .from(usabilityTestSignals)
    .where(
      and(
        isNull(usabilityTestSignals.taskId),
        eq(usabilityTestSignals.status, 'begin'),
        eq(usabilityTestSignals.preview, false),
      ),
    )
    .groupBy(usabilityTestSignals.testId)
    .as('participant_counts');
  const rows = await db
    .select({ test: usabilityTests, taskCount: taskCounts.n, participantCount: participants.n })
    .from(usabilityTests)
    .leftJoin(taskCounts, eq(taskCounts.testId, usabilityTests.id))
    .leftJoin(participants, eq(participants.testId, usabilityTests.id))
    .where(eq(usabilityTests.projectId, projectId))
    .orderBy(desc(usabilityTests.createdAt));
  return rows.map((row) => ({
    ...row.test,
    taskCount: Number(row.taskCount ?? 0),
    participantCount: Number(row.participantCount ?? 0),
  }));
}

export async function testById(viewer: StudioViewer, projectId: string, id: string): Promise<TestWithTasks | null> {
  assertStudioViewer(viewer);
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [test] = await db
    .select()
    .from(usabilityTests)
    .where(and(eq(usabilityTests.id, id), eq(usabilityTests.projectId, projectId)));
  if (!test) return null;
  const tasks = await db
    .select()
    .from(usabilityTestTasks)
    .where(eq(usabilityTestTasks.testId, id))
    .orderBy(asc(usabilityTestTasks.position));
  return { test, tasks };
}

/** A test back as its form's values (the edit form). */
export function testFormValues({
  test,
  tasks,
}: TestWithTasks): TestForm & { tasks: (TestForm['tasks'][number] & { id: number })[] } {
  return {
    title: test.title,
    description: test.description,
    guidelines: test.guidelinesMarkdown,
    conclusion: test.conclusion,
    startingPath: test.startingPath,
    requireMic: test.requireMic,
    requireCamera: test.requireCamera,
    tasks: tasks.map((task) => ({
      id: task.id,
      title: task.title,
      description: task.description,
      allowTyping: task.allowTyping,
    })),
  };
}

/** Creates a test in preview with its tasks, in one transaction; a refusal stores nothing and names every problem. */
export async function createTest(
  viewer: StudioViewer,
  projectId: string,
  input: unknown,
  { now = new Date() }: Clock = {},
): Promise<Result<{ id: string }>> {
  assertStudioViewer(viewer);
  const parsed = parseTestForm(input);
  if (!parsed.ok) return parsed;
  const { form } = parsed;
  const fresh = form.tasks.findIndex((task) => task.id !== undefined);
  if (fresh >= 0)
    return failure('invalid', `tasks.${fresh}.id: is not a task of this test`, { field: `tasks.${fresh}.id` });
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [test] = await tx
      .insert(usabilityTests)
      .values({ projectId, ...testValues(form), status: 'preview', createdAt: now, updatedAt: now })
      .returning({ id: usabilityTests.id });
    await tx.insert(usabilityTestTasks).values(
      form.tasks.map((task, position) => ({
        testId: test!.id,
        position,
        title: task.title,
        description: task.description,
        allowTyping: task.allowTyping,
      })),
    );
    return test!.id;
  });
  return { ok: true, id };
}

/**
 * Replaces a test's settings and tasks (added, removed, reordered) from the form, in one transaction. Only a test in
 * preview may change: once participants take it, every one of them answers the same tasks. Tasks keep their ids
 * (and the product team's preview signals) when they move.
 */
export async function updateTest(
  viewer: StudioViewer,
  projectId: string,
  id: string,
  input: unknown,
  { now = new Date() }: Clock = {},
): Promise<Result> {
  assertStudioViewer(viewer);
  const parsed = parseTestForm(input);
  if (!parsed.ok) return parsed;
  const { form } = parsed;
  if (!isUuid(id)) return failure('not_found', 'No such test');
  const db = await getDb();
  return db.transaction(async (tx): Promise<Result> => {
    // The row lock keeps a status change from slipping in between the check and the write.
    const [test] = await tx
      .select({ status: usabilityTests.status })
      .from(usabilityTests)
      .where(and(eq(usabilityTests.id, id), eq(usabilityTests.projectId, projectId)))
      .for('update');
    if (!test) return failure('not_found', 'No such test');
    if (test.status !== 'preview')
      return failure('invalid', 'status: only a test in preview can be edited', { field: 'status' });
    const existing = new Set(
      (
        await tx.select({ id: usabilityTestTasks.id }).from(usabilityTestTasks).where(eq(usabilityTestTasks.testId, id))
      ).map((row) => row.id),
    );
    const kept: number[] = [];
    for (const [index, task] of form.tasks.entries()) {
      if (task.id === undefined) continue;
      if (!existing.has(task.id) || kept.includes(task.id))
        return failure('invalid', `tasks.${index}.id: is not a task of this test`, { field: `tasks.${index}.id` });
      kept.push(task.id);
    }
    await tx
      .update(usabilityTests)
      .set({ ...testValues(form), updatedAt: now })
      .where(eq(usabilityTests.id, id));
    await tx
      .delete(usabilityTestTasks)
      .where(
        kept.length > 0
          ? and(eq(usabilityTestTasks.testId, id), notInArray(usabilityTestTasks.id, kept))
          : eq(usabilityTestTasks.testId, id),
      );
    // Positions are unique per test: move the kept tasks out of the way first, then give every task its place.
    if (kept.length > 0)
      await tx
        .update(usabilityTestTasks)
        .set({ position: sql`-1 - ${usabilityTestTasks.position}` })
        .where(inArray(usabilityTestTasks.id, kept));
    for (const [position, task] of form.tasks.entries()) {
      const values = { position, title: task.title, description: task.description, allowTyping: task.allowTyping };
      if (task.id === undefined) await tx.insert(usabilityTestTasks).values({ testId: id, ...values });
      else await tx.update(usabilityTestTasks).set(values).where(eq(usabilityTestTasks.id, task.id));
    }
    return { ok: true };
  });
}

/** Moves a test on (preview → in progress → closed; a preview may be closed); anything else is refused. */
export async function setTestStatus(
  viewer: StudioViewer,
  projectId: string,
  id: string,
  to: UsabilityTestStatus,
  { now = new Date() }: Clock = {},
): Promise<Result> {
  assertStudioViewer(viewer);
  if (!isUuid(id)) return failure('not_found', 'No such test');
  const db = await getDb();
  const [test] = await db
    .select({ status: usabilityTests.status })
    .from(usabilityTests)
    .where(and(eq(usabilityTests.id, id), eq(usabilityTests.projectId, projectId)));
  if (!test) return failure('not_found', 'No such test');
  if (!canMoveTo(test.status, to))
    return failure('invalid', `status: a test ${test.status} cannot become ${to}`, { field: 'status' });
  const updated = await db
    .update(usabilityTests)
    .set({
      status: to,
      updatedAt: now,
      // A reopened test keeps when it first opened; its closing time goes, as it is no longer closed.
      ...(to === 'in-progress'
        ? { openedAt: sql`coalesce(${usabilityTests.openedAt}, ${now.toISOString()}::timestamptz)`, closedAt: null }
        : {}),
      ...(to === 'closed' ? { closedAt: now } : {}),
    })
    // Only from the status just read: two clicks at once move it once.
    .where(and(eq(usabilityTests.id, id), eq(usabilityTests.status, test.status)))
    .returning({ id: usabilityTests.id });
  return updated.length > 0
    ? { ok: true }
    : failure('invalid', `status: the test is no longer ${test.status}`, { field: 'status' });
}
