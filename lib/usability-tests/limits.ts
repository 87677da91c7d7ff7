/**
 * The usability tests' limits. The protocol's own (answer length, upload URL lifetime, video size and segments) are
 * the tracker's constants, named once in tracker/src/constants.ts and read from there; the rest are the studio's.
 */
export { JSON_SIZE_LIMIT, UXT_ANSWER_MAX_LENGTH, UXT_UPLOAD_URL_TTL_MS, UXT_VIDEO_MAX_BYTES, UXT_VIDEO_MAX_SEGMENTS } from '@parley/tracker/constants';

/** The test form (studio): longest title, description, guidelines (markdown), conclusion and starting path. */
export const USABILITY_TEST_TITLE_MAX_LENGTH = 200;
export const USABILITY_TEST_DESCRIPTION_MAX_LENGTH = 2_000;
export const USABILITY_TEST_GUIDELINES_MAX_LENGTH = 20_000;
export const USABILITY_TEST_CONCLUSION_MAX_LENGTH = 2_000;
export const USABILITY_TEST_STARTING_PATH_MAX_LENGTH = 500;

/** A test has 1 to USABILITY_TEST_TASKS_MAX tasks; a task's title and description are at most this long. */
export const USABILITY_TEST_TASKS_MAX = 30;
export const USABILITY_TEST_TASK_TITLE_MAX_LENGTH = 200;
export const USABILITY_TEST_TASK_DESCRIPTION_MAX_LENGTH = 2_000;
