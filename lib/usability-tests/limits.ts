/**
 * The usability tests' limits. The protocol's own (answer length, upload URL lifetime, video size and segments, how
 * long an ended session's video is still taken) are the tracker's constants, named once in tracker/src/constants.ts
 * and read from there; the rest are the studio's.
 */
export {
  UXT_ANSWER_MAX_LENGTH,
  UXT_PENDING_UPLOAD_MAX_AGE_MS,
  UXT_UPLOAD_URL_TTL_MS,
  UXT_VIDEO_MAX_BYTES,
  UXT_VIDEO_MAX_SEGMENTS,
} from '@parley/tracker/constants';

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

/**
 * A participant who began a test and neither ended nor aborted it counts as abandoned once their session has shown no
 * activity for this long (they closed the tab or walked away): no longer "still going" in the results.
 */
export const USABILITY_TEST_ABANDONED_AFTER_MS = 60 * 60_000;

/**
 * How far a participant's clock may be from the server's (a device set to the wrong time zone is off by hours): a
 * signal's time or a video segment's start must fall within the session's plausible span, from this long before the
 * session started to this long after the latest its token can be used (MAX_SESSION_DURATION_MS).
 */
export const USABILITY_TEST_CLOCK_SKEW_MS = 24 * 60 * 60_000;
