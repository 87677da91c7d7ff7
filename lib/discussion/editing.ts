import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { answers, answerTranslations, questions, questionTranslations } from '@/lib/db/schema';
import type { Clock } from '@/lib/auth';
import { editAnswerSchema, editQuestionSchema, isUuid, parseInput, type EditAnswerInput, type EditQuestionInput } from './input';
import { renderUserMarkdown } from './markdown';
import { isQuestionSlug } from './question-page';

export type EditResult =
  | { ok: true }
  | { ok: false; status: 404 | 403; error: string }
  | { ok: false; status: 400; error: string; field: string };

const NO_QUESTION = { ok: false, status: 404, error: 'No such question' } as const;
const NO_ANSWER = { ok: false, status: 404, error: 'No such answer' } as const;
const NOT_YOURS = { ok: false, status: 403, error: 'Only the author may edit this post' } as const;

/**
 * Members edit their own posts only; an edit sets the "edited" mark (edited_at). The post's stored translations are
 * deleted with it: they translate words that are gone, so readers see the new original (with the fallback note)
 * until it is translated again.
 */
export async function editQuestion(userId: string, slug: string, input: EditQuestionInput, { now = new Date() }: Clock = {}): Promise<EditResult> {
  if (!isQuestionSlug(slug)) return NO_QUESTION;
  const db = await getDb();
  const [question] = await db.select({ id: questions.id, authorId: questions.authorId }).from(questions).where(eq(questions.slug, slug));
  if (!question) return NO_QUESTION;
  if (question.authorId !== userId) return NOT_YOURS;
  const parsed = parseInput(editQuestionSchema, input);
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.error, field: parsed.field };
  const { title, body } = parsed.value;
  const bodyHtml = renderUserMarkdown(body);
  await db.transaction(async (tx) => {
    await tx.update(questions).set({ title, body, bodyHtml, editedAt: now }).where(eq(questions.id, question.id));
    await tx.delete(questionTranslations).where(eq(questionTranslations.questionId, question.id));
  });
  return { ok: true };
}

export async function editAnswer(userId: string, answerId: string, input: EditAnswerInput, { now = new Date() }: Clock = {}): Promise<EditResult> {
  if (!isUuid(answerId)) return NO_ANSWER;
  const db = await getDb();
  const [answer] = await db.select({ authorId: answers.authorId }).from(answers).where(eq(answers.id, answerId));
  if (!answer) return NO_ANSWER;
  if (answer.authorId !== userId) return NOT_YOURS;
  const parsed = parseInput(editAnswerSchema, input);
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.error, field: parsed.field };
  const { body } = parsed.value;
  const bodyHtml = renderUserMarkdown(body);
  await db.transaction(async (tx) => {
    await tx.update(answers).set({ body, bodyHtml, editedAt: now }).where(eq(answers.id, answerId));
    await tx.delete(answerTranslations).where(eq(answerTranslations.answerId, answerId));
  });
  return { ok: true };
}
