/**
 * How a question's answers can be ordered; `votes` (best first) unless the reader chooses. Not server-only: the route
 * table (lib/routes/pages.ts) keeps one page per order, and the proxy routes `?sort=` to it.
 */
export const ANSWER_SORTS = ['votes', 'newest'] as const;
export type AnswerSort = (typeof ANSWER_SORTS)[number];
export const DEFAULT_ANSWER_SORT: AnswerSort = 'votes';
/** The query parameter that chooses the order (`/question/{slug}?sort=newest`). */
export const ANSWER_SORT_PARAM = 'sort';

export function isAnswerSort(value: unknown): value is AnswerSort {
  return typeof value === 'string' && (ANSWER_SORTS as readonly string[]).includes(value);
}
