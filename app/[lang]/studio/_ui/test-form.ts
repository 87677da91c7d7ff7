import type { getTranslations } from 'next-intl/server';
import type { TestFormLimits, TestFormStrings, TestFormValues } from '@/components/studio/TestForm';
import type { UxtStatus } from '@/lib/db/schema';
import {
  UXT_CONCLUSION_MAX_LENGTH,
  UXT_DESCRIPTION_MAX_LENGTH,
  UXT_GUIDELINES_MAX_LENGTH,
  UXT_STARTING_PATH_MAX_LENGTH,
  UXT_TASK_DESCRIPTION_MAX_LENGTH,
  UXT_TASK_TITLE_MAX_LENGTH,
  UXT_TASKS_MAX,
  UXT_TITLE_MAX_LENGTH,
} from '@/lib/uxt/limits';

type T = Awaited<ReturnType<typeof getTranslations<'studio.tests'>>>;

/** The test form's labels (create and edit share them), `submit` being the button's. */
export function testFormStrings(t: T, submit: string): TestFormStrings {
  const keys = [
    'testTitle',
    'description',
    'descriptionHint',
    'guidelines',
    'guidelinesHint',
    'conclusion',
    'conclusionHint',
    'startingPath',
    'startingPathHint',
    'media',
    'requireCamera',
    'requireMic',
    'tasks',
    'taskTitle',
    'taskDescription',
    'allowTyping',
    'addTask',
    'removeTask',
    'moveUp',
    'moveDown',
  ] as const;
  return { ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Omit<TestFormStrings, 'task' | 'submit'>), task: t.raw('task') as string, submit };
}

/** The limits lib/uxt enforces, so the form's maxLength says the same. */
export const TEST_FORM_LIMITS: TestFormLimits = {
  title: UXT_TITLE_MAX_LENGTH,
  description: UXT_DESCRIPTION_MAX_LENGTH,
  guidelines: UXT_GUIDELINES_MAX_LENGTH,
  conclusion: UXT_CONCLUSION_MAX_LENGTH,
  startingPath: UXT_STARTING_PATH_MAX_LENGTH,
  taskTitle: UXT_TASK_TITLE_MAX_LENGTH,
  taskDescription: UXT_TASK_DESCRIPTION_MAX_LENGTH,
  tasks: UXT_TASKS_MAX,
};

/** A new test's form: one empty task to start from. */
export const EMPTY_TEST: TestFormValues = {
  title: '',
  description: '',
  guidelines: '',
  conclusion: '',
  startingPath: '/',
  requireMic: false,
  requireCamera: false,
  tasks: [{ title: '', description: '', allowTyping: false }],
};

/** The status as a translated word. */
export const statusLabel = (t: T, status: UxtStatus) => t(`statuses.${status}`);
