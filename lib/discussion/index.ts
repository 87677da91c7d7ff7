/**
 * The discussion area as pages, server actions and route handlers use it. Every function takes an optional
 * clock `{ now }` last where time matters; `lang` is a display language's frontend_code. See README.md for the rules.
 */
export { FILTER_KEYS, filterList, parseChosenFilters } from './filters';
export type { ChosenFilters, Filter, SortOption } from './filters';
export { listQuestions, randomQuestions, searchQuestions } from './question-lists';
export {
  decodeFeedView,
  encodeFeedView,
  FEED_BOOST_WITH_SESSION,
  feedBoostGroups,
  feedBoostOf,
  feedViewFor,
  KEPT_FEED_PAGES,
} from './feed';
export type { QuestionPage, QuestionSummary } from './question-lists';
export {
  ANSWER_SORTS,
  DEFAULT_ANSWER_SORT,
  getQuestion,
  questionExists,
  questionFingerprint,
  questionViewerState,
} from './question-page';
export type { AnswerSort, AnswerView } from './question-page';
export { askQuestion, answerQuestion } from './posting';
export { editQuestion, editAnswer } from './editing';
export { vote } from './votes';
export { report } from './reports';
export { createGroup, editGroup, getGroup, joinGroup, leaveGroup } from './groups';
export { getProfile } from './profiles';
export { questionsForSitemap } from './sitemap';
export { hasUnreadActivities, listActivities, markActivitiesRead } from './activities';
export type { ActivityItem } from './activities';
export { fileBugReport, newBugReportRef, BUG_REPORT_EVENT } from './bug-reports';
export { renderUserMarkdown } from './markdown';
export { CATEGORY_IDS } from './input';
export * from './limits';
