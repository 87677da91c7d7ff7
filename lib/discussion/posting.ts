import 'server-only';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb, type Executor } from '@/lib/db/client';
import {
  answers,
  CONTENT_LANGS,
  discussionGroups,
  groupMembers,
  questions,
  users,
  type ContentLang,
} from '@/lib/db/schema';
import type { Clock } from '@/lib/auth';
import { notifyGroupMembers, recordActivity } from './activities';
import { answerSchema, askQuestionSchema, isUuid, parseInput, type AnswerInput, type AskQuestionInput, type FieldError } from './input';
import {
  NEW_ACCOUNT_AGE_MS,
  NEW_ACCOUNT_ANSWERS_PER_HOUR,
  NEW_ACCOUNT_QUESTIONS_PER_HOUR,
  NEW_ACCOUNT_WINDOW_MS,
} from './limits';
import { renderUserMarkdown } from './markdown';
import { isQuestionSlug } from './question-page';
import { questionSlug } from './slug';

/** A new account posted as much as it may for now; it may post again in retryAfterSeconds. */
export type Limited = { ok: false; limited: true; retryAfterSeconds: number };
export type AskResult = { ok: true; slug: string } | FieldError | Limited;
export type AnswerResult = { ok: true; answerId: string } | FieldError | Limited;

/** Tries for a free slug before giving up (six random characters: a clash is already one in two billion). */
const SLUG_ATTEMPTS = 5;

/**
 * Locks the member's row for the rest of the transaction, so two posts sent at once are counted one after the other,
 * and answers their account's age and display language.
 */
async function lockMember(tx: Executor, userId: string) {
  if (!isUuid(userId)) throw new Error('Posting needs a member id (a UUID)');
  const [member] = await tx
    .select({ createdAt: users.createdAt, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!member) throw new Error(`No member ${userId}`);
  return member;
}

/**
 * Accounts younger than NEW_ACCOUNT_AGE_MS may post at most `perHour` of a kind within any sliding hour. Counted
 * from the posts themselves (nothing extra to store or to forget); limited until the oldest of the last `perHour`
 * posts leaves the window.
 */
async function newAccountLimit(
  tx: Executor,
  member: { createdAt: Date },
  posts: { table: PgTable; authorId: PgColumn; createdAt: PgColumn },
  userId: string,
  perHour: number,
  now: Date,
): Promise<Limited | null> {
  if (now.getTime() - member.createdAt.getTime() >= NEW_ACCOUNT_AGE_MS) return null;
  const windowStart = new Date(now.getTime() - NEW_ACCOUNT_WINDOW_MS);
  const [blocking] = await tx
    .select({ createdAt: posts.createdAt })
    .from(posts.table)
    .where(and(eq(posts.authorId, userId), gt(posts.createdAt, windowStart)))
    .orderBy(desc(posts.createdAt))
    .limit(1)
    .offset(perHour - 1);
  if (!blocking) return null;
  const freeAt = (blocking.createdAt as Date).getTime() + NEW_ACCOUNT_WINDOW_MS;
  return { ok: false, limited: true, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
}

/**
 * Asks a question. In a group, the asker joins the group if not yet a member (asking there is taking part), and every
 * other member gets a `group_question` activity.
 */
export async function askQuestion(userId: string, input: AskQuestionInput, { now = new Date() }: Clock = {}): Promise<AskResult> {
  const parsed = parseInput(askQuestionSchema, input);
  if (!parsed.ok) return parsed;
  const { title, body, category, group, language } = parsed.value;
  const bodyHtml = renderUserMarkdown(body);
  const db = await getDb();
  return db.transaction(async (tx): Promise<AskResult> => {
    const member = await lockMember(tx, userId);
    const limited = await newAccountLimit(
      tx,
      member,
      { table: questions, authorId: questions.authorId, createdAt: questions.createdAt },
      userId,
      NEW_ACCOUNT_QUESTIONS_PER_HOUR,
      now,
    );
    if (limited) return limited;

    let groupId: string | null = null;
    if (group) {
      const [found] = await tx.select({ id: discussionGroups.id }).from(discussionGroups).where(eq(discussionGroups.slug, group));
      if (!found) return { ok: false, field: 'group', error: 'group: is not a known group', code: 'invalid' };
      groupId = found.id;
      await tx.insert(groupMembers).values({ groupId, userId, joinedAt: now }).onConflictDoNothing();
    }

    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
      const [created] = await tx
        .insert(questions)
        .values({ slug: questionSlug(title), authorId: userId, groupId, category, contentLang: language, title, body, bodyHtml, createdAt: now })
        .onConflictDoNothing({ target: questions.slug })
        .returning({ id: questions.id, slug: questions.slug });
      if (!created) continue;
      if (groupId) await notifyGroupMembers(tx, { groupId, actorId: userId, questionId: created.id, createdAt: now });
      return { ok: true, slug: created.slug };
    }
    throw new Error('Could not find a free question slug');
  });
}

function isContentLang(value: string): value is ContentLang {
  return (CONTENT_LANGS as readonly string[]).includes(value);
}

/**
 * Answers a question. Its language is the one given, else the member's display language, else the question's. The
 * question's author gets an `answer` activity (unless answering their own question).
 */
export async function answerQuestion(
  userId: string,
  questionSlugValue: string,
  input: AnswerInput,
  { now = new Date() }: Clock = {},
): Promise<AnswerResult> {
  const parsed = parseInput(answerSchema, input);
  if (!parsed.ok) return parsed;
  const noQuestion: FieldError = { ok: false, field: 'question', error: 'question: does not exist', code: 'invalid' };
  if (!isQuestionSlug(questionSlugValue)) return noQuestion;
  const { body, language } = parsed.value;
  const bodyHtml = renderUserMarkdown(body);
  const db = await getDb();
  return db.transaction(async (tx): Promise<AnswerResult> => {
    const member = await lockMember(tx, userId);
    const limited = await newAccountLimit(
      tx,
      member,
      { table: answers, authorId: answers.authorId, createdAt: answers.createdAt },
      userId,
      NEW_ACCOUNT_ANSWERS_PER_HOUR,
      now,
    );
    if (limited) return limited;
    const [question] = await tx
      .select({ id: questions.id, authorId: questions.authorId, contentLang: questions.contentLang })
      .from(questions)
      .where(eq(questions.slug, questionSlugValue));
    if (!question) return noQuestion;
    const contentLang = language ?? (isContentLang(member.language) ? member.language : question.contentLang);
    const [created] = await tx
      .insert(answers)
      .values({ questionId: question.id, authorId: userId, contentLang, body, bodyHtml, createdAt: now })
      .returning({ id: answers.id });
    if (!created) throw new Error('Inserting an answer returned no row');
    await tx
      .update(questions)
      .set({ answerCount: sql`${questions.answerCount} + 1` })
      .where(eq(questions.id, question.id));
    await recordActivity(tx, {
      userId: question.authorId,
      actorId: userId,
      kind: 'answer',
      questionId: question.id,
      answerId: created.id,
      createdAt: now,
    });
    return { ok: true, answerId: created.id };
  });
}
