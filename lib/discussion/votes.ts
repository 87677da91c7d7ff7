import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { answers, answerVotes, questions, questionVotes } from '@/lib/db/schema';
import type { Clock } from '@/lib/clock';
import { isUuid } from '@/lib/db/uuid';
import { failure, type Result } from '@/lib/errors';
import { recordActivity } from './activities';
import { parseInput, voteSchema, type VoteInput } from './input';

export type VoteResult = Result<{ score: number }>;

const OWN_POST = failure('own_post', 'You cannot vote on your own post');

/**
 * An upvote: one per member and post, never on your own post. Voting again is a no-op that answers the current
 * score (no toggling off: a double click or a retried request must not take the vote back). The author gets a
 * `vote_question` / `vote_answer` activity for the first vote only.
 */
export async function vote(userId: string, input: VoteInput, { now = new Date() }: Clock = {}): Promise<VoteResult> {
  const parsed = parseInput(voteSchema, input);
  if (!parsed.ok) return parsed;
  const { kind, id } = parsed.value;
  const notFound = failure('not_found', `No such ${kind}`);
  if (!isUuid(id) || !isUuid(userId)) return notFound;
  const db = await getDb();
  return db.transaction(async (tx): Promise<VoteResult> => {
    if (kind === 'question') {
      const [question] = await tx.select({ authorId: questions.authorId, score: questions.score }).from(questions).where(eq(questions.id, id));
      if (!question) return notFound;
      if (question.authorId === userId) return OWN_POST;
      const [added] = await tx
        .insert(questionVotes)
        .values({ questionId: id, userId, createdAt: now })
        .onConflictDoNothing()
        .returning({ questionId: questionVotes.questionId });
      if (!added) return { ok: true, score: question.score };
      const [updated] = await tx
        .update(questions)
        .set({ score: sql`${questions.score} + 1` })
        .where(eq(questions.id, id))
        .returning({ score: questions.score });
      await recordActivity(tx, { userId: question.authorId, actorId: userId, kind: 'vote_question', questionId: id, createdAt: now });
      return { ok: true, score: updated?.score ?? question.score + 1 };
    }
    const [answer] = await tx
      .select({ authorId: answers.authorId, score: answers.score, questionId: answers.questionId })
      .from(answers)
      .where(eq(answers.id, id));
    if (!answer) return notFound;
    if (answer.authorId === userId) return OWN_POST;
    const [added] = await tx
      .insert(answerVotes)
      .values({ answerId: id, userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ answerId: answerVotes.answerId });
    if (!added) return { ok: true, score: answer.score };
    const [updated] = await tx
      .update(answers)
      .set({ score: sql`${answers.score} + 1` })
      .where(eq(answers.id, id))
      .returning({ score: answers.score });
    await recordActivity(tx, {
      userId: answer.authorId,
      actorId: userId,
      kind: 'vote_answer',
      questionId: answer.questionId,
      answerId: id,
      createdAt: now,
    });
    return { ok: true, score: updated?.score ?? answer.score + 1 };
  });
}
