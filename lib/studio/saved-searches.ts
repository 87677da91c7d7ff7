import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { savedSearches } from '@/lib/db/schema';
import { failure, failureOfAll, zodFailures, type Result } from '@/lib/errors';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { parseSessionFilters } from './sessions';

export const SAVED_SEARCH_NAME_MAX_LENGTH = 100;
/** The filters a saved search keeps: the sessions list's, never its page number or language. */
const KEPT = [
  'from',
  'to',
  'user',
  'visitor',
  'url',
  'error',
  'selector',
  'minDuration',
  'maxDuration',
  'tag',
  'flag',
  'q',
  'frustration',
] as const;

/** The list's filters of an address query as the query a saved search keeps (empty ones and other parameters left out). */
export function savedQuery(search: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const name of KEPT) {
    const value = search[name];
    const one = Array.isArray(value) ? value[0] : value;
    if (one && one.trim()) params.set(name, one.trim());
  }
  return params.toString();
}

const nameSchema = z.object({ name: z.string().trim().min(1, 'is required').max(SAVED_SEARCH_NAME_MAX_LENGTH) });

/** Saves the list's current filters under a name (the same name again replaces them); refuses filters the list would refuse. */
export async function saveSearch(
  viewer: StudioViewer & { username: string },
  projectId: string,
  input: { name: unknown; query: string },
): Promise<Result<{ id: number }>> {
  assertStudioViewer(viewer);
  const parsed = nameSchema.safeParse({ name: input.name });
  if (!parsed.success) return failureOfAll(zodFailures(parsed.error));
  const query = savedQuery(Object.fromEntries(new URLSearchParams(input.query)));
  const filters = parseSessionFilters(Object.fromEntries(new URLSearchParams(query)));
  if (!filters.ok) return failure('invalid', `query: ${filters.error}`, { field: 'query' });
  const db = await getDb();
  const [row] = await db
    .insert(savedSearches)
    .values({ projectId, name: parsed.data.name, query, author: viewer.username })
    .onConflictDoUpdate({
      target: [savedSearches.projectId, savedSearches.name],
      set: { query, author: viewer.username, createdAt: new Date() },
    })
    .returning({ id: savedSearches.id });
  return { ok: true, id: row!.id };
}

export async function listSavedSearches(
  viewer: StudioViewer,
  projectId: string,
): Promise<{ id: number; name: string; query: string }[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  return db
    .select({ id: savedSearches.id, name: savedSearches.name, query: savedSearches.query })
    .from(savedSearches)
    .where(eq(savedSearches.projectId, projectId))
    .orderBy(asc(savedSearches.name));
}

export async function deleteSavedSearch(viewer: StudioViewer, projectId: string, id: number): Promise<Result> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.projectId, projectId)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0 ? { ok: true } : failure('not_found', 'No such saved search');
}
