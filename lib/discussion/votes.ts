import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { answers, answerVotes, questions, questionVotes, userActivities } from '@/lib/db/schema';
import type { Clock } from '@/lib/clock';
import { isUuid } from '@/lib/db/uuid';
import { failure, type Result } from '@/lib/errors';
import { recordActivity } from './activities';
import { parseInput, voteSchema, type VoteInput } from './input';

/** The post's score after the vote, the state it is in, and the question page it shows on (whose cache must go). */
export type VoteResult = Result<{ score: number; voted: boolean; questionSlug: string }>;

const OWN_POST = failure('own_post', 'You cannot vote on your own post');

/**
 * An upvote, or taking it back: one per member and post, never on your own post. The input names the state the member
 * wants (`up`, default true) rather than toggling, so a double click or a retried request lands in the same state and
 * answers the same score. The author hears of a member's upvote once: a vote taken back and given again does not
 * notify them a second time.
 */
export async function vote(userId: string, input: VoteInput, { now = new Date() }: Clock = {}): Promise<VoteResult> {
  const parsed = parseInput(voteSchema, input);
  if (!parsed.ok) return parsed;
  const { kind, id, up } = parsed.value;
  const notFound = failure('not_found', `No such ${kind}`);
  if (!isUuid(id) || !isUuid(userId)) return notFound;
  const db = await getDb();
  return db.transaction(async (tx): Promise<VoteResult> => {
    const post =
      kind === 'question'
        ? (
            await tx
              .select({
                authorId: questions.authorId,
                score: questions.score,
                questionId: questions.id,
                questionSlug: questions.slug,
              })
              .from(questions)
              .where(eq(questions.id, id))
          )[0]
        : (
            await tx
              .select({
                authorId: answers.authorId,
                score: answers.score,
                questionId: answers.questionId,
                questionSlug: questions.slug,
              })
              .from(answers)
              .innerJoin(questions, eq(questions.id, answers.questionId))
              .where(eq(answers.id, id))
          )[0];
    if (!post) return notFound;
    if (post.authorId === userId) return OWN_POST;

    const changed =
      kind === 'question'
        ? up
          ? await tx
              .insert(questionVotes)
              .values({ questionId: id, userId, createdAt: now })
              .onConflictDoNothing()
              .returning({ id: questionVotes.questionId })
          : await tx
              .delete(questionVotes)
              .where(and(eq(questionVotes.questionId, id), eq(questionVotes.userId, userId)))
              .returning({ id: questionVotes.questionId })
        : up
          ? await tx
              .insert(answerVotes)
              .values({ answerId: id, userId, createdAt: now })
              .onConflictDoNothing()
              .returning({ id: answerVotes.answerId })
          : await tx
              .delete(answerVotes)
              .where(and(eq(answerVotes.answerId, id), eq(answerVotes.userId, userId)))
              .returning({ id: answerVotes.answerId });
    if (changed.length === 0) return { ok: true, score: post.score, voted: up, questionSlug: post.questionSlug };

    const step = up ? 1 : -1;
    const [updated] =
      kind === 'question'
        ? await tx
            .update(questions)
            .set({ score: sql`${questions.score} + ${step}` })
            .where(eq(questions.id, id))
            .returning({ score: questions.score })
        : await tx
            .update(answers)
            .set({ score: sql`${answers.score} + ${step}` })
            .where(eq(answers.id, id))
            .returning({ score: answers.score });
    if (up) {
      const activityKind = kind === 'question' ? 'vote_question' : 'vote_answer';
      const [told] = await tx
        .select({ id: userActivities.id })
        .from(userActivities)
        .where(
          and(
            eq(userActivities.actorId, userId),
            eq(userActivities.kind, activityKind),
            kind === 'question' ? eq(userActivities.questionId, id) : eq(userActivities.answerId, id),
          ),
        )
        .limit(1);
      if (!told) {
        await recordActivity(tx, {
          userId: post.authorId,
          actorId: userId,
          kind: activityKind,
          questionId: post.questionId,
          ...(kind === 'answer' ? { answerId: id } : {}),
          createdAt: now,
        });
      }
    }
    return { ok: true, score: updated?.score ?? post.score + step, voted: up, questionSlug: post.questionSlug };
  });
}
