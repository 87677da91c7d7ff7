import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
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

export type AnswerView = Pick<Answer, 'id' | 'bodyHtml' | 'score' | 'createdAt' | 'editedAt'> & {
  author: Pick<User, 'username'>;
  contentLang: ContentLang;
  isFallback: boolean;
  edited: boolean;
  /** Whether the viewer has upvoted it. */
  viewerVote: boolean;
  /** Whether the viewer has reported it (a post is reported once). */
  viewerReported: boolean;
  /** The viewer wrote it: they may edit it (and bodyMarkdown is there for the edit form). */
  canEdit: boolean;
  bodyMarkdown?: string;
};

export type QuestionDetail = QuestionSummary & {
  bodyHtml: string;
  /** In `answerSort` order: best first (most votes, then oldest) or newest first (ANSWERS_SHOWN_MAX at most). */
  answers: AnswerView[];
  viewerVote: boolean;
  viewerReported: boolean;
  canEdit: boolean;
  /**
   * Only when canEdit: what the edit form starts from. Always the original title and markdown, never the translation
   * this reader may be seeing, because an edit replaces the original (and drops the stored translations).
   */
  editable?: { title: string; body: string };
};

/** How a question's answers can be ordered; `votes` (best first) unless the reader chooses. */
export const ANSWER_SORTS = ['votes', 'newest'] as const;
export type AnswerSort = (typeof ANSWER_SORTS)[number];
export const DEFAULT_ANSWER_SORT: AnswerSort = 'votes';

export function isAnswerSort(value: unknown): value is AnswerSort {
  return typeof value === 'string' && (ANSWER_SORTS as readonly string[]).includes(value);
}

const questionTranslation = alias(questionTranslations, 'qt');
const answerTranslation = alias(answerTranslations, 'at');

/** A slug as lib/discussion/slug.ts makes them; anything else names no question. */
export function isQuestionSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && slug.length <= 200 && SLUG_PATTERN.test(slug);
}

/**
 * A question page's data: the question and its answers in the reader's language, with the viewer's votes and edit
 * rights. Null for an unknown slug. Two queries whatever the number of answers, sent together.
 */
export async function getQuestion(
  slug: string,
  { lang, viewerId, answerSort = DEFAULT_ANSWER_SORT }: { lang: Lang; viewerId?: string | null; answerSort?: AnswerSort },
): Promise<QuestionDetail | null> {
  if (!isQuestionSlug(slug)) return null;
  const viewer = isUuid(viewerId) ? viewerId : null;
  const db = await getDb();
  const votedQuestion = viewer
    ? sql<boolean>`exists (select 1 from "question_votes" v where v."question_id" = ${questions.id} and v."user_id" = ${viewer}::uuid)`
    : sql<boolean>`false`;
  const votedAnswer = viewer
    ? sql<boolean>`exists (select 1 from "answer_votes" v where v."answer_id" = ${answers.id} and v."user_id" = ${viewer}::uuid)`
    : sql<boolean>`false`;
  const reportedQuestion = viewer
    ? sql<boolean>`exists (select 1 from "discussion_reports" r where r."question_id" = ${questions.id} and r."reporter_id" = ${viewer}::uuid)`
    : sql<boolean>`false`;
  const reportedAnswer = viewer
    ? sql<boolean>`exists (select 1 from "discussion_reports" r where r."answer_id" = ${answers.id} and r."reporter_id" = ${viewer}::uuid)`
    : sql<boolean>`false`;
  const answerOrder =
    answerSort === 'newest' ? [desc(answers.createdAt), desc(answers.id)] : [desc(answers.score), asc(answers.createdAt), asc(answers.id)];

  const [questionRows, answerRows] = await Promise.all([
    db
      .select({
        id: questions.id,
        slug: questions.slug,
        authorId: questions.authorId,
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
        viewerVote: votedQuestion.mapWith(Boolean),
        viewerReported: reportedQuestion.mapWith(Boolean),
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
        authorId: answers.authorId,
        username: users.username,
        body: answers.body,
        bodyHtml: answers.bodyHtml,
        translatedBodyHtml: answerTranslation.bodyHtml,
        contentLang: answers.contentLang,
        score: answers.score,
        createdAt: answers.createdAt,
        editedAt: answers.editedAt,
        viewerVote: votedAnswer.mapWith(Boolean),
        viewerReported: reportedAnswer.mapWith(Boolean),
      })
      .from(answers)
      .innerJoin(users, eq(users.id, answers.authorId))
      .leftJoin(answerTranslation, translationJoin(answers.id, answerTranslation.answerId, answerTranslation.lang, lang))
      .where(eq(answers.questionId, sql`(select q."id" from "questions" q where q."slug" = ${slug})`))
      .orderBy(...answerOrder)
      .limit(ANSWERS_SHOWN_MAX),
  ]);

  const row = questionRows[0];
  if (!row) return null;
  const translated = row.translatedTitle !== null;
  const canEdit = viewer !== null && viewer === row.authorId;
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
    viewerVote: row.viewerVote,
    viewerReported: row.viewerReported,
    canEdit,
    answers: answerRows.map((answer) => {
      const answerTranslated = answer.translatedBodyHtml !== null;
      const mine = viewer !== null && viewer === answer.authorId;
      const view: AnswerView = {
        id: answer.id,
        author: { username: answer.username },
        bodyHtml: answerTranslated ? (answer.translatedBodyHtml ?? answer.bodyHtml) : answer.bodyHtml,
        ...shownLanguage(lang, answer.contentLang, answerTranslated),
        score: answer.score,
        createdAt: answer.createdAt,
        editedAt: answer.editedAt,
        edited: answer.editedAt !== null,
        viewerVote: answer.viewerVote,
        viewerReported: answer.viewerReported,
        canEdit: mine,
      };
      if (mine) view.bodyMarkdown = answer.body;
      return view;
    }),
  };
  if (canEdit) detail.editable = { title: row.title, body: row.body };
  return detail;
}
