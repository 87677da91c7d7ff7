import 'server-only';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, type Db } from '@/lib/db/client';
import {
  discussionGroups,
  questions,
  questionTranslations,
  users,
  type ContentLang,
  type DiscussionGroup,
  type Question,
  type User,
} from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import type { Clock } from '@/lib/clock';
import { sortOf, type ChosenFilters } from './filters';
import { isUuid } from '@/lib/db/uuid';
import {
  EXCERPT_LENGTH,
  FEED_GROUP_BOOST_MS,
  PAGE_SIZE,
  RANDOM_COUNT_DEFAULT,
  RANDOM_COUNT_MAX,
  SEARCH_QUERY_MAX_LENGTH,
} from './limits';
import { shownLanguage, translationJoin } from './localize';
import { plainText } from './markdown';

/** A question as lists show it, in the reader's language (see localize.ts). */
export type QuestionSummary = Pick<
  Question,
  'id' | 'slug' | 'title' | 'category' | 'score' | 'answerCount' | 'createdAt' | 'editedAt'
> & {
  /** Plain text from the start of the body. */
  excerpt: string;
  /** The language of the shown title and excerpt (a stored translation's, or the original's). */
  contentLang: ContentLang;
  /** True when the reader's language has no translation and the original is shown instead. */
  isFallback: boolean;
  group: Pick<DiscussionGroup, 'slug' | 'name'> | null;
  author: Pick<User, 'username'>;
  edited: boolean;
};

export interface QuestionPage {
  items: QuestionSummary[];
  total: number;
  page: number;
  pages: number;
}

/**
 * `feed` (/home): every question, but those asked in the viewer's groups within FEED_GROUP_BOOST_MS come first (the
 * groups are `boostGroupIds`: feedBoostGroups in lib/discussion/feed.ts); within each part the chosen sort applies
 * (with sort=votes there is no group boost). `all`: every question by the chosen sort alone (anonymous feeds are
 * `all`).
 */
export type ListScope = 'feed' | 'all';

export interface ListQuestionsOptions {
  lang: Lang;
  filters: ChosenFilters;
  page: number;
  /** For the feed: the viewer's groups with recent questions (feedBoostGroups), whose recent questions come first. */
  boostGroupIds?: readonly string[];
  scope: ListScope;
}

const translation = alias(questionTranslations, 'qt');
/** Lists read only the start of a body: enough for an excerpt, not 20,000 characters per row. */
const BODY_PREFIX = 600;

/** The columns every summary needs, with the total of the filtered set (a window count: one query per page). */
export function summaryQuery(db: Db, lang: Lang) {
  return db
    .select({
      id: questions.id,
      slug: questions.slug,
      title: questions.title,
      bodyStart: sql<string>`left(${questions.body}, ${BODY_PREFIX})`,
      translatedTitle: translation.title,
      translatedBodyStart: sql<string | null>`left(${translation.body}, ${BODY_PREFIX})`,
      contentLang: questions.contentLang,
      category: questions.category,
      groupSlug: discussionGroups.slug,
      groupName: discussionGroups.name,
      username: users.username,
      score: questions.score,
      answerCount: questions.answerCount,
      createdAt: questions.createdAt,
      editedAt: questions.editedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(questions)
    .innerJoin(users, eq(users.id, questions.authorId))
    .leftJoin(discussionGroups, eq(discussionGroups.id, questions.groupId))
    .leftJoin(translation, translationJoin(questions.id, translation.questionId, translation.lang, lang))
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];

export function toSummary(row: Omit<SummaryRow, 'total'>, lang: Lang): QuestionSummary {
  const translated = row.translatedTitle !== null;
  return {
    id: row.id,
    slug: row.slug,
    title: translated ? (row.translatedTitle ?? row.title) : row.title,
    excerpt: plainText((translated ? row.translatedBodyStart : row.bodyStart) ?? '', EXCERPT_LENGTH),
    ...shownLanguage(lang, row.contentLang, translated),
    category: row.category,
    group: row.groupSlug !== null && row.groupName !== null ? { slug: row.groupSlug, name: row.groupName } : null,
    author: { username: row.username },
    score: row.score,
    answerCount: row.answerCount,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    edited: row.editedAt !== null,
  };
}

/** The filters as a WHERE condition: category, group (by slug) and, for sort=unanswered, no answers yet. */
function filterCondition(filters: ChosenFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.category) conditions.push(eq(questions.category, filters.category));
  if (filters.group) conditions.push(eq(discussionGroups.slug, filters.group));
  if (sortOf(filters) === 'unanswered') conditions.push(eq(questions.answerCount, 0));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function sortOrder(filters: ChosenFilters): SQL[] {
  if (sortOf(filters) === 'votes') return [desc(questions.score), desc(questions.createdAt), desc(questions.id)];
  return [desc(questions.createdAt), desc(questions.id)];
}

/** True for a question asked recently in one of these groups (the viewer's: the feed's first part). */
function inGroupsRecently(groupIds: readonly string[], now: Date): SQL {
  const since = new Date(now.getTime() - FEED_GROUP_BOOST_MS).toISOString();
  // `is not null` first: a question outside any group would make the `in` NULL, and NULLs sort first in descending order.
  return sql`(${questions.groupId} is not null and ${questions.createdAt} > ${since}::timestamptz and ${inArray(questions.groupId, [...groupIds])})`;
}

function validPage(page: number): boolean {
  return Number.isSafeInteger(page) && page >= 1;
}

function pageOf(rows: SummaryRow[], page: number, lang: Lang): QuestionPage | null {
  const total = rows[0]?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (rows.length === 0 && page > 1) return null;
  return { items: rows.map((row) => toSummary(row, lang)), total, page, pages };
}

/**
 * One page of questions (PAGE_SIZE each) for /home (`feed`) or a list of everything (`all`), filtered and sorted by
 * the chosen filters. Null when `page` is not a positive whole number or lies past the last page; page 1 always
 * exists (possibly empty). One query.
 */
export async function listQuestions(
  { lang, filters, page, boostGroupIds = [], scope }: ListQuestionsOptions,
  { now = new Date() }: Clock = {},
): Promise<QuestionPage | null> {
  if (!validPage(page)) return null;
  const order = sortOrder(filters);
  const boost = boostGroupIds.filter(isUuid);
  if (scope === 'feed' && boost.length > 0 && sortOf(filters) !== 'votes') {
    order.unshift(desc(inGroupsRecently(boost, now)));
  }
  const rows = await summaryQuery(await getDb(), lang)
    .where(filterCondition(filters))
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return pageOf(rows, page, lang);
}

/**
 * A fresh random set of questions at every call (the navigation bar's "random questions"), honouring the category
 * and group filters and sort=unanswered (any other sort is an order, which a random set has not). One query;
 * `order by random()` reads the filtered set once, which is fine to tens of thousands of questions (README, Scaling).
 */
export async function randomQuestions({
  lang,
  filters,
  count = RANDOM_COUNT_DEFAULT,
}: {
  lang: Lang;
  filters: ChosenFilters;
  count?: number;
}): Promise<QuestionSummary[]> {
  const size = Number.isFinite(count)
    ? Math.min(RANDOM_COUNT_MAX, Math.max(1, Math.floor(count)))
    : RANDOM_COUNT_DEFAULT;
  const rows = await summaryQuery(await getDb(), lang)
    .where(filterCondition(filters))
    .orderBy(sql`random()`)
    .limit(size);
  return rows.map((row) => toSummary(row, lang));
}

/**
 * What a search looks for: without NUL (PostgreSQL text cannot hold it), and with Persian compounds in their short
 * form, as the stored search vectors hold them (lib/db/tables/discussion.ts SEARCH_VECTOR): گفت‌وگو finds گفتگو.
 */
export function searchText(q: unknown): string {
  const text = String(q ?? '')
    .replace(/\u0000/g, '')
    .replace(/\u200c\u0648/g, '')
    .replace(/\u200c/g, '');
  return [...text.trim()].slice(0, SEARCH_QUERY_MAX_LENGTH).join('');
}

/**
 * Full-text search over titles and bodies, of the originals and of every stored translation, best match first
 * (ts_rank; titles weigh more than bodies), then newest. `websearch_to_tsquery` understands "quoted phrases", `or`
 * and `-excluded` words and never fails on odd input; the `simple` configuration matches whole words in any of the
 * five languages without stemming. Same paging as listQuestions. One query.
 */
export async function searchQuestions({
  lang,
  q,
  page,
  filters = {},
}: {
  lang: Lang;
  q: string;
  page: number;
  filters?: ChosenFilters;
}): Promise<QuestionPage | null> {
  if (!validPage(page)) return null;
  const text = searchText(q);
  if (text === '') return page === 1 ? { items: [], total: 0, page: 1, pages: 1 } : null;
  const query = sql`websearch_to_tsquery('simple'::regconfig, ${text})`;
  const matching = sql`${questions.id} in (
    select "id" from "questions" where "search" @@ ${query}
    union
    select "question_id" from "question_translations" where "search" @@ ${query})`;
  const rank = sql`greatest(
    ts_rank(${questions.search}, ${query}),
    coalesce((select max(ts_rank(t."search", ${query})) from "question_translations" t where t."question_id" = ${questions.id}), 0))`;
  const rows = await summaryQuery(await getDb(), lang)
    .where(and(matching, filterCondition(filters)))
    .orderBy(desc(rank), desc(questions.createdAt), desc(questions.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return pageOf(rows, page, lang);
}
