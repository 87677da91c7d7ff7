import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { uniqueViolation } from '@/lib/db/constraint-violations';
import { startConditions, type ConditionFilter, type StartCondition } from '@/lib/db/schema';
import { ingestSettingsChanged } from '@/lib/recordings/settings-cache';
import { failure, failureOfAll, zodFieldByField, type Failure, type Result } from '@/lib/errors';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { formatFilter, numberedLines, parseFilter, type FilterGrammar } from './filter-lines';
import { ReasonError, studioFailure, withFieldReasons } from './reasons';

export const CONDITION_NAME_MAX_LENGTH = 100;
export const CONDITION_FILTERS_MAX = 20;

/** The filter types and operators of start conditions (tracker/PROTOCOL.md "Condition filters"), as the tracker reads them. */
export const CONDITION_FILTER_TYPES = [
  'click',
  'location',
  'custom',
  'error',
  'metadata',
  'duration',
  'fetch',
] as const;
export const CONDITION_OPERATORS = [
  'is',
  'contains',
  'isNot',
  'notContains',
  'startsWith',
  'endsWith',
  'isAny',
  'greaterThan',
  'lessThan',
  'greaterOrEqual',
  'lessOrEqual',
] as const;
export const FETCH_FILTER_TYPES = ['fetchUrl', 'fetchStatusCode', 'fetchMethod', 'fetchDuration'] as const;

const CONDITION_GRAMMAR: FilterGrammar = {
  types: CONDITION_FILTER_TYPES,
  operators: CONDITION_OPERATORS,
  valueless: ['isAny'],
  keyed: [],
  numeric: ['duration'],
  nested: { type: 'fetch', types: FETCH_FILTER_TYPES, numeric: ['fetchStatusCode', 'fetchDuration'] },
};

export const conditionFormSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(CONDITION_NAME_MAX_LENGTH),
  captureRate: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'must be a whole number from 0 to 100')
    .transform(Number)
    .refine((value) => value <= 100, 'must be a whole number from 0 to 100'),
  filters: z.string().max(20_000).default(''),
});

/**
 * The form's text as a start condition. `metadata` filters are the tracker's feature-flag condition
 * (`metadata is new-editor` holds when that flag was loaded), so they are stored with `source: 'featureFlag'`.
 */
export function parseConditionForm(
  input: unknown,
): Result<{ condition: { name: string; captureRate: number; filters: ConditionFilter[] } }> {
  // Field by field, so the filter lines are checked even when the name or the rate is wrong: every problem at once.
  const { values: form, failures: fieldFailures } = zodFieldByField(conditionFormSchema, input);
  const failures: Failure[] = withFieldReasons(fieldFailures, { captureRate: 'percentage' });
  const filters: ConditionFilter[] = [];
  if (form.filters !== undefined) {
    for (const { line, text } of numberedLines(form.filters)) {
      try {
        const filter = parseFilter(text, CONDITION_GRAMMAR);
        if (filter.type === 'metadata') filter.source = 'featureFlag';
        filters.push(filter);
      } catch (error) {
        if (!(error instanceof ReasonError)) throw error;
        // Every bad line is named, not only the first.
        failures.push(error.failure('filters', line));
      }
    }
    if (!failures.some((one) => one.field === 'filters')) {
      if (filters.length === 0)
        failures.push(failure('required', 'filters: at least one filter is required', { field: 'filters' }));
      else if (filters.length > CONDITION_FILTERS_MAX) {
        failures.push(
          studioFailure('filters', 'tooManyFilters', `at most ${CONDITION_FILTERS_MAX}`, {
            values: { max: CONDITION_FILTERS_MAX },
          }),
        );
      }
    }
  }
  if (failures.length > 0 || form.name === undefined || form.captureRate === undefined) return failureOfAll(failures);
  return { ok: true, condition: { name: form.name, captureRate: form.captureRate, filters } };
}

export async function listConditions(viewer: StudioViewer, projectId: string): Promise<StartCondition[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  return db
    .select()
    .from(startConditions)
    .where(eq(startConditions.projectId, projectId))
    .orderBy(asc(startConditions.name));
}

export async function createCondition(
  viewer: StudioViewer,
  projectId: string,
  input: unknown,
): Promise<Result<{ id: number }>> {
  assertStudioViewer(viewer);
  const parsed = parseConditionForm(input);
  if (!parsed.ok) return parsed;
  const db = await getDb();
  const [row] = await db
    .insert(startConditions)
    .values({ projectId, ...parsed.condition })
    .onConflictDoNothing()
    .returning({ id: startConditions.id });
  // The ingest serves these to every page load from memory: it must read them again.
  await ingestSettingsChanged();
  if (!row) return failure('taken', 'name: another start condition of the project has this name', { field: 'name' });
  return { ok: true, id: row.id };
}

/** One start condition of the project, or null. */
export async function conditionById(
  viewer: StudioViewer,
  projectId: string,
  id: number,
): Promise<StartCondition | null> {
  assertStudioViewer(viewer);
  if (!Number.isSafeInteger(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(startConditions)
    .where(and(eq(startConditions.id, id), eq(startConditions.projectId, projectId)));
  return row ?? null;
}

/** A condition back as its form's text (the edit form). `metadata` filters show without their stored source. */
export function conditionFormValues(condition: StartCondition): { name: string; captureRate: string; filters: string } {
  return {
    name: condition.name,
    captureRate: String(condition.captureRate),
    filters: condition.filters
      .map((filter) => formatFilter(filter.type === 'metadata' ? { ...filter, source: undefined } : filter))
      .join('\n'),
  };
}

/**
 * Replaces a condition's name, capture rate and filters from the form in one statement, or refuses and changes
 * nothing (a bad field, a name another condition has, a condition that is not the project's). Trackers read the new
 * version at their next start (`GET /ingest/v1/web/conditions/{id}`), and the ingest applies the new capture rate.
 */
export async function updateCondition(
  viewer: StudioViewer,
  projectId: string,
  id: number,
  input: unknown,
): Promise<Result> {
  assertStudioViewer(viewer);
  const parsed = parseConditionForm(input);
  if (!parsed.ok) return parsed;
  const db = await getDb();
  try {
    const updated = await db
      .update(startConditions)
      .set(parsed.condition)
      .where(and(eq(startConditions.id, id), eq(startConditions.projectId, projectId)))
      .returning({ id: startConditions.id });
    // The ingest serves these to every page load from memory: it must read them again.
    await ingestSettingsChanged();
    return updated.length > 0 ? { ok: true } : failure('not_found', 'No such start condition');
  } catch (error) {
    if (uniqueViolation(error) !== undefined)
      return failure('taken', 'name: another start condition of the project has this name', { field: 'name' });
    throw error;
  }
}

export async function deleteCondition(viewer: StudioViewer, projectId: string, id: number): Promise<Result> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const deleted = await db
    .delete(startConditions)
    .where(and(eq(startConditions.id, id), eq(startConditions.projectId, projectId)))
    .returning({ id: startConditions.id });
  // The ingest serves these to every page load from memory: it must read them again.
  await ingestSettingsChanged();
  return deleted.length > 0 ? { ok: true } : failure('not_found', 'No such start condition');
}
