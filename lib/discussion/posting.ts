import 'server-only';
import { eq, sql } from 'drizzle-orm';
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
import type { Clock } from '@/lib/clock';
import { isUuid } from '@/lib/db/uuid';
import { everyMemberChanged } from '@/lib/auth/session-memory';
import { failure, type Failure, type Result } from '@/lib/errors';
import { reserveRateLimit, type RateLimitRule } from '@/lib/rate-limit';
import { notifyGroupMembers, recordActivity } from './activities';
import { answerSchema, askQuestionSchema, parseInput, type AnswerInput, type AskQuestionInput } from './input';
import {
  NEW_ACCOUNT_AGE_MS,
  NEW_ACCOUNT_ANSWERS_PER_HOUR,
  NEW_ACCOUNT_QUESTIONS_PER_HOUR,
  NEW_ACCOUNT_WINDOW_MS,
} from './limits';
import { renderUserMarkdown } from './markdown';
import { isQuestionSlug } from './question-page';
import { questionSlug } from './slug';

export type AskResult = Result<{ slug: string }>;
export type AnswerResult = Result<{ answerId: string }>;

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

const NEW_ACCOUNT_POSTS: Record<'questions' | 'answers', RateLimitRule> = {
  questions: { limit: NEW_ACCOUNT_QUESTIONS_PER_HOUR, windowMs: NEW_ACCOUNT_WINDOW_MS },
  answers: { limit: NEW_ACCOUNT_ANSWERS_PER_HOUR, windowMs: NEW_ACCOUNT_WINDOW_MS },
};

/**
 * Accounts younger than NEW_ACCOUNT_AGE_MS may post at most so many questions (answers) within any sliding hour
 * (lib/rate-limit, key `new-account:{kind}:{member}`). The hit is recorded inside the posting transaction, so a post
 * that fails later takes its hit back with it.
 */
export async function newAccountPostLimit(
  tx: Executor,
  member: { createdAt: Date },
  userId: string,
  kind: 'questions' | 'answers',
  now: Date,
): Promise<Failure | null> {
  if (now.getTime() - member.createdAt.getTime() >= NEW_ACCOUNT_AGE_MS) return null;
  const rule = NEW_ACCOUNT_POSTS[kind];
  const reservation = await reserveRateLimit(
    tx,
    [{ key: `new-account:${kind}:${userId}`, rule }],
    now,
    `New accounts may post at most ${rule.limit} ${kind} per hour`,
  );
  return reservation.ok ? null : reservation;
}

/**
 * Asks a question. In a group, the asker joins the group if not yet a member (asking there is taking part), and every
 * other member gets a `group_question` activity.
 */
export async function askQuestion(
  userId: string,
  input: AskQuestionInput,
  { now = new Date() }: Clock = {},
): Promise<AskResult> {
  const parsed = parseInput(askQuestionSchema, input);
  if (!parsed.ok) return parsed;
  const { title, body, category, group, language } = parsed.value;
  const bodyHtml = renderUserMarkdown(body);
  const db = await getDb();
  const asked = await db.transaction(async (tx): Promise<AskResult> => {
    const member = await lockMember(tx, userId);
    const limited = await newAccountPostLimit(tx, member, userId, 'questions', now);
    if (limited) return limited;

    let groupId: string | null = null;
    if (group) {
      const [found] = await tx
        .select({ id: discussionGroups.id })
        .from(discussionGroups)
        .where(eq(discussionGroups.slug, group));
      if (!found) return failure('invalid', 'group: is not a known group', { field: 'group' });
      groupId = found.id;
      await tx.insert(groupMembers).values({ groupId, userId, joinedAt: now }).onConflictDoNothing();
    }

    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
      const [created] = await tx
        .insert(questions)
        .values({
          slug: questionSlug(title),
          authorId: userId,
          groupId,
          category,
          contentLang: language,
          title,
          body,
          bodyHtml,
          createdAt: now,
        })
        .onConflictDoNothing({ target: questions.slug })
        .returning({ id: questions.id, slug: questions.slug });
      if (!created) continue;
      if (groupId) await notifyGroupMembers(tx, { groupId, actorId: userId, questionId: created.id, createdAt: now });
      return { ok: true, slug: created.slug };
    }
    throw new Error('Could not find a free question slug');
  });
  // A new question in a group boosts that group in the home feed of each of its members (read with their session
  // check), and the asker may have just joined it.
  if (asked.ok && group) await everyMemberChanged();
  return asked;
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
  const noQuestion = failure('not_found', 'question: does not exist', { field: 'question' });
  if (!isQuestionSlug(questionSlugValue)) return noQuestion;
  const { body, language } = parsed.value;
  const bodyHtml = renderUserMarkdown(body);
  const db = await getDb();
  return db.transaction(async (tx): Promise<AnswerResult> => {
    const member = await lockMember(tx, userId);
    const limited = await newAccountPostLimit(tx, member, userId, 'answers', now);
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
