/**
 * The discussion area as pages, server actions and route handlers use it. Every function takes an optional
 * clock `{ now }` last where time matters; `lang` is a display language's frontend_code. See README.md for the rules.
 */
export { FILTER_KEYS, SORT_OPTIONS, DEFAULT_SORT, filterList, parseChosenFilters } from './filters';
export type { ChosenFilters, Filter, FilterKey, FilterOption, SortOption } from './filters';
export { listQuestions, randomQuestions, searchQuestions } from './question-lists';
export { decodeFeedView, encodeFeedView, FEED_BOOST_WITH_SESSION, feedBoostGroups, feedBoostOf, feedViewFor, groupExists, KEPT_FEED_PAGES } from './feed';
export type { FeedView } from './feed';
export type { ListQuestionsOptions, ListScope, QuestionPage, QuestionSummary } from './question-lists';
export { ANSWER_SORTS, DEFAULT_ANSWER_SORT, getQuestion, isAnswerSort, questionExists, questionFingerprint, questionViewerState } from './question-page';
export type { AnswerSort, AnswerView, QuestionDetail, QuestionViewerState } from './question-page';
export { askQuestion, answerQuestion } from './posting';
export type { AnswerResult, AskResult } from './posting';
export { editQuestion, editAnswer } from './editing';
export type { EditAnswerResult, EditResult } from './editing';
export { vote } from './votes';
export type { VoteResult } from './votes';
export { report } from './reports';
export type { ReportResult } from './reports';
export { createGroup, editGroup, getGroup, joinGroup, leaveGroup } from './groups';
export type { CreateGroupResult, EditGroupResult, GroupView, MembershipResult } from './groups';
export { getProfile } from './profiles';
export { questionsForSitemap, QUESTION_SITEMAP_MAX } from './sitemap';
export type { Profile, ProfileAnswer } from './profiles';
export { hasUnreadActivities, listActivities, markActivitiesRead } from './activities';
export type { ActivityItem } from './activities';
export { fileBugReport, newBugReportRef, BUG_REPORT_EVENT, BUG_REPORT_REF_PATTERN } from './bug-reports';
export type { BugReportInput, BugReportResult } from './bug-reports';
export { renderUserMarkdown } from './markdown';
export { CATEGORY_IDS, POST_KINDS } from './input';
export type { AnswerInput, AskQuestionInput, EditAnswerInput, EditGroupInput, EditQuestionInput, GroupInput, PostKind, ReportInput, VoteInput } from './input';
export * from './limits';
export type { ActivityKind, ContentLang } from '@/lib/db/schema';
