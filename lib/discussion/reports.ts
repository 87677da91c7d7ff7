import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { answers, discussionReports, questions } from '@/lib/db/schema';
import type { Clock } from '@/lib/clock';
import { isUuid } from '@/lib/db/uuid';
import { failure, type Result } from '@/lib/errors';
import { parseInput, reportSchema, type ReportInput } from './input';

export type ReportResult = Result;

/**
 * Reports a question or an answer for moderation (stored as `open`). One report per member and post: reporting the
 * same post again is refused (`already_done`), so the member learns the first one counts and nothing is stored twice.
 */
export async function report(
  userId: string,
  input: ReportInput,
  { now = new Date() }: Clock = {},
): Promise<ReportResult> {
  const parsed = parseInput(reportSchema, input);
  if (!parsed.ok) return parsed;
  const { kind, id, reason } = parsed.value;
  const notFound = failure('not_found', `No such ${kind}`);
  if (!isUuid(id) || !isUuid(userId)) return notFound;
  const db = await getDb();
  const table = kind === 'question' ? questions : answers;
  const [target] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!target) return notFound;
  const stored = await db
    .insert(discussionReports)
    .values({
      reporterId: userId,
      questionId: kind === 'question' ? id : null,
      answerId: kind === 'answer' ? id : null,
      reason,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: discussionReports.id });
  if (stored.length === 0) return failure('already_done', `You have already reported this ${kind}`);
  return { ok: true };
}
