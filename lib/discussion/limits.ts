/**
 * Every limit of the discussion area, in one place, each tested. Lengths count characters (Unicode code points) after
 * trimming.
 */

/** Questions per page of /home, /group/{slug} and search results. */
export const PAGE_SIZE = 20;
/** Questions /random shows by default, and the most it may ask for. */
export const RANDOM_COUNT_DEFAULT = 10;
export const RANDOM_COUNT_MAX = 50;
/** Answers shown on a question page (best first); a question past this many shows the best ones. */
export const ANSWERS_SHOWN_MAX = 200;
/** A profile lists this many of the member's newest questions and answers. */
export const PROFILE_ITEMS = 20;
/** Activities the panel shows by default, and the most one request may ask for. */
export const ACTIVITIES_DEFAULT_LIMIT = 50;
export const ACTIVITIES_MAX_LIMIT = 100;
/**
 * How often an open page asks for new activities: often enough that a notification feels live, rare enough that a
 * hundred open tabs cost little. Hidden tabs do not ask (components/nav/activities.ts).
 */
export const ACTIVITIES_POLL_INTERVAL_MS = 30_000;
/** Plain-text excerpt of a question or answer in lists. */
export const EXCERPT_LENGTH = 200;

export const TITLE_MIN_LENGTH = 10;
export const TITLE_MAX_LENGTH = 200;
export const QUESTION_BODY_MIN_LENGTH = 1;
export const QUESTION_BODY_MAX_LENGTH = 20_000;
export const ANSWER_MIN_LENGTH = 1;
export const ANSWER_MAX_LENGTH = 20_000;
export const REPORT_REASON_MIN_LENGTH = 1;
export const REPORT_REASON_MAX_LENGTH = 1_000;
export const GROUP_NAME_MIN_LENGTH = 3;
export const GROUP_NAME_MAX_LENGTH = 80;
export const GROUP_DESCRIPTION_MIN_LENGTH = 1;
export const GROUP_DESCRIPTION_MAX_LENGTH = 5_000;
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const BUG_WHAT_MIN_LENGTH = 10;
export const BUG_WHAT_MAX_LENGTH = 5_000;
export const BUG_PAGE_MAX_LENGTH = 500;

/** Accounts younger than this are "new" (spam comes from fresh accounts) and post under the limits below. */
export const NEW_ACCOUNT_AGE_MS = 24 * 60 * 60 * 1000;
/** What a new account may post per sliding hour. */
export const NEW_ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
export const NEW_ACCOUNT_QUESTIONS_PER_HOUR = 5;
export const NEW_ACCOUNT_ANSWERS_PER_HOUR = 20;
/** Groups a new account may create within NEW_ACCOUNT_AGE_MS. */
export const NEW_ACCOUNT_GROUPS_PER_DAY = 2;

/** Bug reports per client address per sliding hour. */
export const BUG_REPORTS_PER_ADDRESS = 5;
export const BUG_REPORT_WINDOW_MS = 60 * 60 * 1000;

/**
 * On /home, questions from the viewer's groups asked within this window come before everything else (see README,
 * "The feed").
 */
export const FEED_GROUP_BOOST_MS = 7 * 24 * 60 * 60 * 1000;
