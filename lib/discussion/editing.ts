import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { answers, answerTranslations, questions, questionTranslations } from '@/lib/db/schema';
import type { Clock } from '@/lib/clock';
import { isUuid } from '@/lib/db/uuid';
import { failure, type Result } from '@/lib/errors';
import {
  editAnswerSchema,
  editQuestionSchema,
  parseInput,
  type EditAnswerInput,
  type EditQuestionInput,
} from './input';
import { renderUserMarkdown } from './markdown';
import { isQuestionSlug } from './question-page';

export type EditResult = Result;
/** An answer's edit also says which question page shows it (whose cache must go). */
export type EditAnswerResult = Result<{ questionSlug: string }>;

const NO_QUESTION = failure('not_found', 'No such question');
const NO_ANSWER = failure('not_found', 'No such answer');
const NOT_YOURS = failure('forbidden', 'Only the author may edit this post');

/**
 * Members edit their own posts only; an edit sets the "edited" mark (edited_at). The post's stored translations are
 * deleted with it: they translate words that are gone, so readers see the new original (with the fallback note)
 * until it is translated again.
 */
export async function editQuestion(
  userId: string,
  slug: string,
  input: EditQuestionInput,
  { now = new Date() }: Clock = {},
): Promise<EditResult> {
  if (!isQuestionSlug(slug)) return NO_QUESTION;
  const db = await getDb();
  const [question] = await db
    .select({ id: questions.id, authorId: questions.authorId })
    .from(questions)
    .where(eq(questions.slug, slug));
  if (!question) return NO_QUESTION;
  if (question.authorId !== userId) return NOT_YOURS;
  const parsed = parseInput(editQuestionSchema, input);
  if (!parsed.ok) return parsed;
  const { title, body } = parsed.value;
  const bodyHtml = renderUserMarkdown(body);
  await db.transaction(async (tx) => {
    await tx.update(questions).set({ title, body, bodyHtml, editedAt: now }).where(eq(questions.id, question.id));
    await tx.delete(questionTranslations).where(eq(questionTranslations.questionId, question.id));
  });
  return { ok: true };
}

export async function editAnswer(
  userId: string,
  answerId: string,
  input: EditAnswerInput,
  { now = new Date() }: Clock = {},
): Promise<EditAnswerResult> {
  if (!isUuid(answerId)) return NO_ANSWER;
  const db = await getDb();
  const [answer] = await db
    .select({ authorId: answers.authorId, questionSlug: questions.slug })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(eq(answers.id, answerId));
  if (!answer) return NO_ANSWER;
  if (answer.authorId !== userId) return NOT_YOURS;
  const parsed = parseInput(editAnswerSchema, input);
  if (!parsed.ok) return parsed;
  const { body } = parsed.value;
  const bodyHtml = renderUserMarkdown(body);
  await db.transaction(async (tx) => {
    await tx.update(answers).set({ body, bodyHtml, editedAt: now }).where(eq(answers.id, answerId));
    await tx.delete(answerTranslations).where(eq(answerTranslations.answerId, answerId));
  });
  return { ok: true, questionSlug: answer.questionSlug };
}
