import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import {
  answers,
  answerTranslations,
  discussionGroups,
  groupMembers,
  questions,
  questionTranslations,
  users,
  type Answer,
  type DiscussionGroup,
  type User,
} from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import { EXCERPT_LENGTH, PROFILE_ITEMS } from './limits';
import { translationJoin } from './localize';
import { plainText } from './markdown';
import { summaryQuery, toSummary, type QuestionSummary } from './question-lists';

export type ProfileAnswer = Pick<Answer, 'createdAt' | 'score'> & {
  questionSlug: string;
  questionTitle: string;
  excerpt: string;
};

export type Profile = Pick<User, 'username'> & {
  joinedAt: Date;
  /** The newest PROFILE_ITEMS questions and answers. */
  questions: QuestionSummary[];
  answers: ProfileAnswer[];
  groups: Pick<DiscussionGroup, 'slug' | 'name'>[];
};

const questionTranslation = alias(questionTranslations, 'pqt');
const answerTranslation = alias(answerTranslations, 'pat');

/** A member's public profile, found by username in any letter case. Null for an unknown member. Four queries. */
export async function getProfile(username: string, { lang }: { lang: Lang }): Promise<Profile | null> {
  if (typeof username !== 'string' || username.length === 0 || username.length > 64) return null;
  const db = await getDb();
  const [member] = await db
    .select({ id: users.id, username: users.username, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.usernameLower, username.toLowerCase()));
  if (!member) return null;
  const [questionRows, answerRows, groupRows] = await Promise.all([
    summaryQuery(db, lang)
      .where(eq(questions.authorId, member.id))
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(PROFILE_ITEMS),
    db
      .select({
        questionSlug: questions.slug,
        questionTitle: sql<string>`coalesce(${questionTranslation.title}, ${questions.title})`,
        body: sql<string>`left(coalesce(${answerTranslation.body}, ${answers.body}), 600)`,
        createdAt: answers.createdAt,
        score: answers.score,
      })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .leftJoin(
        questionTranslation,
        translationJoin(questions.id, questionTranslation.questionId, questionTranslation.lang, lang),
      )
      .leftJoin(
        answerTranslation,
        translationJoin(answers.id, answerTranslation.answerId, answerTranslation.lang, lang),
      )
      .where(eq(answers.authorId, member.id))
      .orderBy(desc(answers.createdAt), desc(answers.id))
      .limit(PROFILE_ITEMS),
    db
      .select({ slug: discussionGroups.slug, name: discussionGroups.name })
      .from(groupMembers)
      .innerJoin(discussionGroups, eq(discussionGroups.id, groupMembers.groupId))
      .where(eq(groupMembers.userId, member.id))
      .orderBy(asc(discussionGroups.name)),
  ]);
  return {
    username: member.username,
    joinedAt: member.createdAt,
    questions: questionRows.map((row) => toSummary(row, lang)),
    answers: answerRows.map((row) => ({
      questionSlug: row.questionSlug,
      questionTitle: row.questionTitle,
      excerpt: plainText(row.body, EXCERPT_LENGTH),
      createdAt: row.createdAt,
      score: row.score,
    })),
    groups: groupRows,
  };
}
