import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { TREND_METRICS, trendAlerts, type TrendAlert } from '@/lib/db/schema';
import { failure, failureOfAll, zodFailures, type Result } from '@/lib/errors';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';

/** The largest threshold an alert takes (a count per hour). */
export const TREND_THRESHOLD_MAX = 1_000_000;

export const trendAlertInputSchema = z.object({
  metric: z.enum(TREND_METRICS, { message: 'must be errors or rage_clicks' }),
  perHourAbove: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(0)
    .max(TREND_THRESHOLD_MAX),
});

/** "More than N errors (or rage clicks) in an hour", or every field's problem; the same alert twice is `taken`. */
export async function createTrendAlert(
  viewer: StudioViewer & { username: string },
  projectId: string,
  input: unknown,
): Promise<Result<{ id: number }>> {
  assertStudioViewer(viewer);
  const parsed = trendAlertInputSchema.safeParse(input);
  if (!parsed.success) return failureOfAll(zodFailures(parsed.error));
  const db = await getDb();
  const [row] = await db
    .insert(trendAlerts)
    .values({ projectId, ...parsed.data, createdBy: viewer.username })
    .onConflictDoNothing()
    .returning({ id: trendAlerts.id });
  if (!row) return failure('taken', 'perHourAbove: this alert exists already', { field: 'perHourAbove' });
  return { ok: true, id: row.id };
}

export async function listTrendAlerts(viewer: StudioViewer, projectId: string): Promise<TrendAlert[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  return db.select().from(trendAlerts).where(eq(trendAlerts.projectId, projectId)).orderBy(trendAlerts.id);
}

export async function deleteTrendAlert(viewer: StudioViewer, projectId: string, id: number): Promise<Result> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const deleted = await db
    .delete(trendAlerts)
    .where(and(eq(trendAlerts.projectId, projectId), eq(trendAlerts.id, id)))
    .returning({ id: trendAlerts.id });
  return deleted.length > 0 ? { ok: true } : failure('not_found', 'No such alert');
}
