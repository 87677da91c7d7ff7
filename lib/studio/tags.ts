import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { tags, type Tag } from '@/lib/db/schema';
import { ingestSettingsChanged } from '@/lib/recordings/settings-cache';
import { failure, failureOfAll, zodFailures, type Result } from '@/lib/errors';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import type { ReasonValues, StudioReason } from './reasons';

export const TAG_NAME_MAX_LENGTH = 100;
export const TAG_SELECTOR_MAX_LENGTH = 500;

/**
 * What a CSS selector may not contain: the tracker hands it to querySelectorAll, where a malformed one throws. The
 * server has no DOM to parse it with, so it refuses the obvious breakage (unbalanced brackets, quotes, parentheses;
 * a combinator at either end) and the tracker skips whatever still throws.
 */
function selectorProblem(selector: string): { reason: StudioReason; english: string; values?: ReasonValues } | null {
  const pairs: Record<string, string> = { '[': ']', '(': ')' };
  const stack: string[] = [];
  let quote: string | null = null;
  for (const char of selector) {
    if (quote) {
      if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char in pairs) stack.push(pairs[char]!);
    else if (char === ']' || char === ')') {
      if (stack.pop() !== char) return { reason: 'selectorUnbalanced', english: 'unbalanced brackets' };
    } else if (char === '{' || char === '}' || char === ';')
      return { reason: 'selectorCharacter', english: `may not contain ${char}`, values: { character: char } };
  }
  if (quote || stack.length > 0) return { reason: 'selectorUnbalanced', english: 'unbalanced brackets or quotes' };
  if (/^[>+~,]|[>+~,]$/.test(selector.trim()))
    return { reason: 'selectorCombinator', english: 'starts or ends with a combinator' };
  return null;
}

export const tagInputSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(TAG_NAME_MAX_LENGTH),
  selector: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(TAG_SELECTOR_MAX_LENGTH)
    .superRefine((value, context) => {
      const problem = selectorProblem(value);
      if (problem)
        context.addIssue({
          code: 'custom',
          message: `is not a CSS selector (${problem.english})`,
          params: { reason: problem.reason, values: problem.values },
        });
    }),
});

/** The tag form as a tag, or each field's problem. */
export function parseTagForm(input: unknown): Result<{ tag: z.output<typeof tagInputSchema> }> {
  const parsed = tagInputSchema.safeParse(input);
  return parsed.success ? { ok: true, tag: parsed.data } : failureOfAll(zodFailures(parsed.error));
}

export interface TagRow {
  id: number;
  name: string;
  selector: string;
  /** Sessions in which the tag was triggered. */
  sessionCount: number;
}

/** The project's tags (not deleted) with how many sessions triggered each. */
export async function listTags(viewer: StudioViewer, projectId: string): Promise<TagRow[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  return db
    .select({
      id: tags.id,
      name: tags.name,
      selector: tags.selector,
      sessionCount: sql<number>`(select count(distinct e.session_id)::int from recording_events e where e.kind = 'tag' and e.name = "tags"."id"::text)`,
    })
    .from(tags)
    .where(and(eq(tags.projectId, projectId), isNull(tags.deletedAt)))
    .orderBy(asc(tags.name), asc(tags.id));
}

export async function createTag(
  viewer: StudioViewer,
  projectId: string,
  input: unknown,
): Promise<Result<{ id: number }>> {
  assertStudioViewer(viewer);
  const parsed = parseTagForm(input);
  if (!parsed.ok) return parsed;
  const db = await getDb();
  const [row] = await db
    .insert(tags)
    .values({ projectId, ...parsed.tag })
    .returning({ id: tags.id });
  // The ingest serves these to every page load from memory: it must read them again.
  await ingestSettingsChanged();
  return { ok: true, id: row!.id };
}

/** One watched tag of the project (not deleted), or null. */
export async function tagById(viewer: StudioViewer, projectId: string, id: number): Promise<Tag | null> {
  assertStudioViewer(viewer);
  if (!Number.isSafeInteger(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.id, id), eq(tags.projectId, projectId), isNull(tags.deletedAt)));
  return row ?? null;
}

/**
 * Renames a tag or changes its selector, or refuses and changes nothing. It keeps its id, so the sessions that
 * triggered it stay counted under it; trackers watch the new selector from their next start.
 */
export async function updateTag(viewer: StudioViewer, projectId: string, id: number, input: unknown): Promise<Result> {
  assertStudioViewer(viewer);
  const parsed = parseTagForm(input);
  if (!parsed.ok) return parsed;
  const db = await getDb();
  const updated = await db
    .update(tags)
    .set(parsed.tag)
    .where(and(eq(tags.id, id), eq(tags.projectId, projectId), isNull(tags.deletedAt)))
    .returning({ id: tags.id });
  // The ingest serves these to every page load from memory: it must read them again.
  await ingestSettingsChanged();
  return updated.length > 0 ? { ok: true } : failure('not_found', 'No such tag');
}

/** Deleted tags stop being served to trackers; their past triggers stay with the sessions. */
export async function deleteTag(viewer: StudioViewer, projectId: string, id: number): Promise<Result> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const deleted = await db
    .update(tags)
    .set({ deletedAt: new Date() })
    .where(and(eq(tags.id, id), eq(tags.projectId, projectId), isNull(tags.deletedAt)))
    .returning({ id: tags.id });
  // The ingest serves these to every page load from memory: it must read them again.
  await ingestSettingsChanged();
  return deleted.length > 0 ? { ok: true } : failure('not_found', 'No such tag');
}
