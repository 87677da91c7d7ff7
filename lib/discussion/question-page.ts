import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import {
  answers,
  answerTranslations,
  discussionGroups,
  questions,
  questionTranslations,
  users,
  type Answer,
  type ContentLang,
  type User,
} from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import { isUuid } from '@/lib/db/uuid';
import { SLUG_PATTERN } from './input';
import { ANSWERS_SHOWN_MAX, EXCERPT_LENGTH } from './limits';
import { shownLanguage, translationJoin } from './localize';
import { plainText } from './markdown';
import type { QuestionSummary } from './question-lists';
import { DEFAULT_ANSWER_SORT, type AnswerSort } from './answer-sort';

export { ANSWER_SORTS, DEFAULT_ANSWER_SORT, type AnswerSort } from './answer-sort';

export type AnswerView = Pick<Answer, 'id' | 'bodyHtml' | 'score' | 'createdAt' | 'editedAt'> & {
  author: Pick<User, 'username'>;
  contentLang: ContentLang;
  isFallback: boolean;
  edited: boolean;
};

/**
 * A question page as every reader sees it: nothing in it depends on who reads, so the page is rendered once per
 * language and order and kept (app/[lang]/question). What differs per member is questionViewerState's.
 */
export type QuestionDetail = QuestionSummary & {
  bodyHtml: string;
  /** In `answerSort` order: best first (most votes, then oldest) or newest first (ANSWERS_SHOWN_MAX at most). */
  answers: AnswerView[];
};

/** One member's side of a question page: what they upvoted and reported, and their own posts. */
export type QuestionViewerState = {
  /** Ids of the posts (the question's, its answers') the viewer has upvoted. */
  upvoted: string[];
  /** Ids of the posts the viewer has reported (a post is reported once). */
  reported: string[];
  /**
   * The viewer's own posts, which they may edit, with what the edit form starts from: always the original title and
   * markdown, never a translation this reader may be seeing, because an edit replaces the original (and drops the
   * stored translations).
   */
  own: { question: { title: string; body: string } | null; answers: Record<string, string> };
};

const questionTranslation = alias(questionTranslations, 'qt');
const answerTranslation = alias(answerTranslations, 'at');

/** A slug as lib/discussion/slug.ts makes them; anything else names no question. */
export function isQuestionSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && slug.length <= 200 && SLUG_PATTERN.test(slug);
}

/**
 * A question page's data: the question and its answers in the reader's language, the same for every reader. Null for
 * an unknown slug. Two queries whatever the number of answers, sent together.
 */
export async function getQuestion(
  slug: string,
  { lang, answerSort = DEFAULT_ANSWER_SORT }: { lang: Lang; answerSort?: AnswerSort },
): Promise<QuestionDetail | null> {
  if (!isQuestionSlug(slug)) return null;
  const db = await getDb();
  const answerOrder =
    answerSort === 'newest'
      ? [desc(answers.createdAt), desc(answers.id)]
      : [desc(answers.score), asc(answers.createdAt), asc(answers.id)];

  const [questionRows, answerRows] = await Promise.all([
    db
      .select({
        id: questions.id,
        slug: questions.slug,
        title: questions.title,
        body: questions.body,
        bodyHtml: questions.bodyHtml,
        translatedTitle: questionTranslation.title,
        translatedBody: questionTranslation.body,
        translatedBodyHtml: questionTranslation.bodyHtml,
        contentLang: questions.contentLang,
        category: questions.category,
        groupSlug: discussionGroups.slug,
        groupName: discussionGroups.name,
        username: users.username,
        score: questions.score,
        answerCount: questions.answerCount,
        createdAt: questions.createdAt,
        editedAt: questions.editedAt,
      })
      .from(questions)
      .innerJoin(users, eq(users.id, questions.authorId))
      .leftJoin(discussionGroups, eq(discussionGroups.id, questions.groupId))
      .leftJoin(
        questionTranslation,
        translationJoin(questions.id, questionTranslation.questionId, questionTranslation.lang, lang),
      )
      .where(eq(questions.slug, slug)),
    db
      .select({
        id: answers.id,
        username: users.username,
        bodyHtml: answers.bodyHtml,
        translatedBodyHtml: answerTranslation.bodyHtml,
        contentLang: answers.contentLang,
        score: answers.score,
        createdAt: answers.createdAt,
        editedAt: answers.editedAt,
      })
      .from(answers)
      .innerJoin(users, eq(users.id, answers.authorId))
      .leftJoin(
        answerTranslation,
        translationJoin(answers.id, answerTranslation.answerId, answerTranslation.lang, lang),
      )
      .where(eq(answers.questionId, sql`(select q."id" from "questions" q where q."slug" = ${slug})`))
      .orderBy(...answerOrder)
      .limit(ANSWERS_SHOWN_MAX),
  ]);

  const row = questionRows[0];
  if (!row) return null;
  const translated = row.translatedTitle !== null;
  const detail: QuestionDetail = {
    id: row.id,
    slug: row.slug,
    title: translated ? (row.translatedTitle ?? row.title) : row.title,
    excerpt: plainText(translated ? (row.translatedBody ?? '') : row.body, EXCERPT_LENGTH),
    ...shownLanguage(lang, row.contentLang, translated),
    category: row.category,
    group: row.groupSlug !== null && row.groupName !== null ? { slug: row.groupSlug, name: row.groupName } : null,
    author: { username: row.username },
    score: row.score,
    answerCount: row.answerCount,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    edited: row.editedAt !== null,
    bodyHtml: translated ? (row.translatedBodyHtml ?? row.bodyHtml) : row.bodyHtml,
    answers: answerRows.map((answer) => {
      const answerTranslated = answer.translatedBodyHtml !== null;
      const view: AnswerView = {
        id: answer.id,
        author: { username: answer.username },
        bodyHtml: answerTranslated ? (answer.translatedBodyHtml ?? answer.bodyHtml) : answer.bodyHtml,
        ...shownLanguage(lang, answer.contentLang, answerTranslated),
        score: answer.score,
        createdAt: answer.createdAt,
        editedAt: answer.editedAt,
        edited: answer.editedAt !== null,
      };
      return view;
    }),
  };
  return detail;
}

/** How many existing question slugs a server process remembers (questionExists): a bound, not a cache to tune. */
export const KNOWN_QUESTION_SLUGS_KEPT = 20_000;
const knownQuestionSlugs = new Set<string>();

/**
 * Whether a question with this slug exists, for the proxy: a kept question page must only ever be rendered (and
 * stored) for a real question, or anyone could fill Next.js's own cache and the response cache with not-found pages of
 * made-up slugs. Questions are never deleted, so a slug seen once is remembered (the oldest forgotten past
 * KNOWN_QUESTION_SLUGS_KEPT) and a known question costs no statement; an unknown slug costs one each time.
 */
export async function questionExists(slug: string): Promise<boolean> {
  if (!isQuestionSlug(slug)) return false;
  if (knownQuestionSlugs.has(slug)) return true;
  const db = await getDb();
  const [row] = await db.select({ id: questions.id }).from(questions).where(eq(questions.slug, slug)).limit(1);
  if (!row) return false;
  if (knownQuestionSlugs.size >= KNOWN_QUESTION_SLUGS_KEPT)
    knownQuestionSlugs.delete(knownQuestionSlugs.values().next().value!);
  knownQuestionSlugs.add(slug);
  return true;
}

/**
 * A short fingerprint of what a question page shows that a member's action can change (scores, answers, edits): the
 * page hands it to the member's side, which asks for their state again when it changes.
 */
export function questionFingerprint(question: QuestionDetail): string {
  const parts = [
    question.id,
    question.score,
    question.editedAt?.getTime() ?? 0,
    ...question.answers.map((a) => `${a.id}:${a.score}:${a.editedAt?.getTime() ?? 0}`),
  ];
  return createHash('sha256').update(parts.join(',')).digest('base64url').slice(0, 16);
}

/**
 * What one member's question page shows of them: their upvotes and reports on it, and their own posts with the
 * originals to edit. Null for an unknown slug. Two queries, sent together, whatever the number of answers; the
 * answers read are only the member's own and those they voted on or reported.
 */
export async function questionViewerState(slug: string, viewerId: string): Promise<QuestionViewerState | null> {
  if (!isQuestionSlug(slug) || !isUuid(viewerId)) return null;
  const db = await getDb();
  // Spelled out with their tables: in a one-table select Drizzle writes a column unqualified, and inside these
  // subqueries "id" would then be the report's own id.
  const votedQuestion = sql<boolean>`exists (select 1 from "question_votes" v where v."question_id" = "questions"."id" and v."user_id" = ${viewerId}::uuid)`;
  const reportedQuestion = sql<boolean>`exists (select 1 from "discussion_reports" r where r."question_id" = "questions"."id" and r."reporter_id" = ${viewerId}::uuid)`;
  const votedAnswer = sql<boolean>`exists (select 1 from "answer_votes" v where v."answer_id" = "answers"."id" and v."user_id" = ${viewerId}::uuid)`;
  const reportedAnswer = sql<boolean>`exists (select 1 from "discussion_reports" r where r."answer_id" = "answers"."id" and r."reporter_id" = ${viewerId}::uuid)`;
  const [questionRows, answerRows] = await Promise.all([
    db
      .select({
        id: questions.id,
        authorId: questions.authorId,
        title: questions.title,
        body: questions.body,
        voted: votedQuestion.mapWith(Boolean),
        reported: reportedQuestion.mapWith(Boolean),
      })
      .from(questions)
      .where(eq(questions.slug, slug)),
    db
      .select({
        id: answers.id,
        authorId: answers.authorId,
        body: answers.body,
        voted: votedAnswer.mapWith(Boolean),
        reported: reportedAnswer.mapWith(Boolean),
      })
      .from(answers)
      .where(
        and(
          eq(answers.questionId, sql`(select q."id" from "questions" q where q."slug" = ${slug})`),
          or(eq(answers.authorId, viewerId), votedAnswer, reportedAnswer),
        ),
      ),
  ]);
  const question = questionRows[0];
  if (!question) return null;
  const posts = [question, ...answerRows];
  return {
    upvoted: posts.filter((post) => post.voted).map((post) => post.id),
    reported: posts.filter((post) => post.reported).map((post) => post.id),
    own: {
      question: question.authorId === viewerId ? { title: question.title, body: question.body } : null,
      answers: Object.fromEntries(
        answerRows.filter((answer) => answer.authorId === viewerId).map((answer) => [answer.id, answer.body]),
      ),
    },
  };
}
