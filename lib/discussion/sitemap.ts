import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { questions } from '@/lib/db/schema';

/** The most question addresses one sitemap file lists (the sitemap protocol allows 50,000 URLs per file). */
export const QUESTION_SITEMAP_MAX = 9_000;

/** Every question's slug and when it last changed, newest first, for the questions sitemap (one query). */
export async function questionsForSitemap(): Promise<{ slug: string; lastModified: Date }[]> {
  const db = await getDb();
  const rows = await db
    .select({ slug: questions.slug, createdAt: questions.createdAt, editedAt: questions.editedAt })
    .from(questions)
    .orderBy(desc(questions.createdAt))
    .limit(QUESTION_SITEMAP_MAX);
  return rows.map((row) => ({ slug: row.slug, lastModified: row.editedAt ?? row.createdAt }));
}
