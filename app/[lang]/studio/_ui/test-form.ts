import type { getTranslations } from 'next-intl/server';
import type { TestFormLimits, TestFormStrings, TestFormValues } from '@/components/studio/TestForm';
import type { UsabilityTestStatus } from '@/lib/db/schema';
import {
  USABILITY_TEST_CONCLUSION_MAX_LENGTH,
  USABILITY_TEST_DESCRIPTION_MAX_LENGTH,
  USABILITY_TEST_GUIDELINES_MAX_LENGTH,
  USABILITY_TEST_STARTING_PATH_MAX_LENGTH,
  USABILITY_TEST_TASK_DESCRIPTION_MAX_LENGTH,
  USABILITY_TEST_TASK_TITLE_MAX_LENGTH,
  USABILITY_TEST_TASKS_MAX,
  USABILITY_TEST_TITLE_MAX_LENGTH,
} from '@/lib/usability-tests/limits';

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
  return {
    ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Omit<TestFormStrings, 'task' | 'submit'>),
    task: t.raw('task') as string,
    submit,
  };
}

/** The limits lib/usability-tests enforces, so the form's maxLength says the same. */
export const TEST_FORM_LIMITS: TestFormLimits = {
  title: USABILITY_TEST_TITLE_MAX_LENGTH,
  description: USABILITY_TEST_DESCRIPTION_MAX_LENGTH,
  guidelines: USABILITY_TEST_GUIDELINES_MAX_LENGTH,
  conclusion: USABILITY_TEST_CONCLUSION_MAX_LENGTH,
  startingPath: USABILITY_TEST_STARTING_PATH_MAX_LENGTH,
  taskTitle: USABILITY_TEST_TASK_TITLE_MAX_LENGTH,
  taskDescription: USABILITY_TEST_TASK_DESCRIPTION_MAX_LENGTH,
  tasks: USABILITY_TEST_TASKS_MAX,
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
export const statusLabel = (t: T, status: UsabilityTestStatus) => t(`statuses.${status}`);
