import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { uniqueViolation } from '@/lib/db/constraint-violations';
import { featureFlags, FLAG_TYPES, type FeatureFlag, type FlagConditionGroup, type FlagVariant } from '@/lib/db/schema';
import { failure, failureOfAll, zodFieldByField, type Failure, type Result } from '@/lib/errors';
import { FLAG_FILTER_TYPES, FLAG_OPERATORS } from '@/lib/recordings/flag-rules';
import { ingestSettingsChanged } from '@/lib/recordings/settings-cache';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { formatFilter, numberedLines, parseFilter, type FilterGrammar } from './filter-lines';
import { ReasonError, studioFailure, withFieldReasons } from './reasons';

export const FLAG_KEY_MAX_LENGTH = 64;
export const FLAG_DESCRIPTION_MAX_LENGTH = 500;
export const FLAG_PAYLOAD_MAX_LENGTH = 10_000;
export const FLAG_VARIANTS_MAX = 20;
export const FLAG_GROUPS_MAX = 20;

const FLAG_GRAMMAR: FilterGrammar = {
  types: FLAG_FILTER_TYPES,
  operators: FLAG_OPERATORS,
  valueless: ['isAny', 'isUndefined'],
  keyed: ['metadata'],
  numeric: [],
};

const percentage = (field: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'must be a whole number from 0 to 100')
    .transform(Number)
    .refine((value) => value <= 100, 'must be a whole number from 0 to 100')
    .describe(field);

/** The flag form as it arrives (all text, as a form posts it). */
export const flagFormSchema = z.object({
  key: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(FLAG_KEY_MAX_LENGTH)
    .regex(/^[A-Za-z0-9._-]+$/, 'may hold only letters, digits, dots, dashes and underscores'),
  description: z.string().trim().max(FLAG_DESCRIPTION_MAX_LENGTH).default(''),
  type: z.enum(FLAG_TYPES, { error: 'must be boolean or multi' }),
  persist: z.enum(['yes', 'no'], { error: 'must be yes or no' }),
  rollout: percentage('rollout'),
  variants: z.string().max(5_000).default(''),
  conditions: z.string().max(20_000).default(''),
  payload: z.string().trim().max(FLAG_PAYLOAD_MAX_LENGTH).default(''),
});

/** Why zod refuses these fields (each has one rule besides its length). */
const FLAG_FIELD_REASONS = {
  key: 'flagKeyCharacters',
  type: 'flagType',
  persist: 'yesOrNo',
  rollout: 'percentage',
} as const;

type FlagValues = Pick<
  FeatureFlag,
  'flagKey' | 'description' | 'flagType' | 'isPersist' | 'payload' | 'conditions' | 'variants'
>;

/**
 * The form's text turned into a flag, or every field's problem: variants `value percentage [payload JSON]` per line (a
 * multi-variant flag's percentages add up to 100); one condition group per line, its filters `;`-separated, each group rolled out
 * to the form's rollout percentage unless the line starts with its own (`25%: userCountry is DE`).
 */
export function parseFlagForm(input: unknown): Result<{ flag: FlagValues }> {
  // Field by field, so the lines are checked even when another field is wrong: every problem shows at once.
  const { values: form, failures: fieldFailures } = zodFieldByField(flagFormSchema, input);
  const failures: Failure[] = withFieldReasons(fieldFailures, FLAG_FIELD_REASONS);

  let payload: unknown = null;
  if (form.payload) {
    try {
      payload = JSON.parse(form.payload) as unknown;
    } catch {
      failures.push(studioFailure('payload', 'notJson', 'is not valid JSON'));
    }
  }

  const variants: FlagVariant[] = [];
  for (const { line, text } of numberedLines(form.variants ?? '')) {
    const match = /^(\S+)\s+(\d{1,3})%?(?:\s+(.+))?$/.exec(text);
    if (!match || Number(match[2]) > 100) {
      failures.push(
        studioFailure('variants', 'notVariant', `"${text}" is not "value percentage"`, { line, values: { text } }),
      );
      continue;
    }
    if (variants.some((variant) => variant.value === match[1])) {
      failures.push(
        studioFailure('variants', 'variantTwice', `the value "${match[1]}" is there twice`, {
          line,
          values: { value: match[1]! },
        }),
      );
      continue;
    }
    const variant: FlagVariant = { value: match[1]!, rolloutPercentage: Number(match[2]) };
    if (match[3] !== undefined) {
      try {
        variant.payload = JSON.parse(match[3]) as unknown;
      } catch {
        failures.push(studioFailure('variants', 'notJson', `line ${line}: the payload is not valid JSON`, { line }));
        continue;
      }
    }
    variants.push(variant);
  }
  // Which variants a flag needs depends on its type: checked only when the type is one.
  if (form.type && form.variants !== undefined && !failures.some((f) => f.field === 'variants')) {
    if (form.type === 'multi') {
      const sum = variants.reduce((total, variant) => total + variant.rolloutPercentage, 0);
      if (variants.length < 2 || variants.length > FLAG_VARIANTS_MAX) {
        failures.push(
          studioFailure('variants', 'variantCount', `a multi-variant flag needs 2 to ${FLAG_VARIANTS_MAX} variants`, {
            values: { min: 2, max: FLAG_VARIANTS_MAX },
          }),
        );
      } else if (sum !== 100)
        failures.push(
          studioFailure('variants', 'variantSum', `the percentages add up to ${sum}, not 100`, { values: { sum } }),
        );
    } else if (variants.length > 0)
      failures.push(studioFailure('variants', 'booleanVariants', 'a boolean flag has no variants'));
  }

  const conditions: FlagConditionGroup[] = [];
  // A line without its own percentage takes the form's (100 while the form's is wrong, for checking the rest).
  const rollout = form.rollout ?? 100;
  for (const { line, text } of numberedLines(form.conditions ?? '')) {
    const own = /^(\d{1,3})%\s*:\s*(.*)$/.exec(text);
    const rolloutPercentage = own ? Number(own[1]) : rollout;
    if (rolloutPercentage > 100) {
      failures.push(studioFailure('conditions', 'percentage', 'a percentage is at most 100', { line }));
      continue;
    }
    try {
      const filters = (own ? own[2]! : text)
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => parseFilter(part, FLAG_GRAMMAR));
      conditions.push({ rolloutPercentage, filters });
    } catch (error) {
      if (!(error instanceof ReasonError)) throw error;
      // Every bad line is named, not only the first: the team fixes them all in one go.
      failures.push(error.failure('conditions', line));
    }
  }
  if (conditions.length > FLAG_GROUPS_MAX)
    failures.push(
      studioFailure('conditions', 'tooManyGroups', `at most ${FLAG_GROUPS_MAX} groups`, {
        values: { max: FLAG_GROUPS_MAX },
      }),
    );
  // No condition lines: everyone matches, sampled by the rollout percentage.
  if (conditions.length === 0) conditions.push({ rolloutPercentage: rollout, filters: [] });

  if (failures.length > 0 || !form.key || form.description === undefined || !form.type || !form.persist)
    return failureOfAll(failures);
  return {
    ok: true,
    flag: {
      flagKey: form.key,
      description: form.description,
      flagType: form.type,
      isPersist: form.persist === 'yes',
      payload,
      conditions,
      variants,
    },
  };
}

/** A flag back as its form's text (the edit form). */
export function flagFormValues(flag: FeatureFlag): Record<string, string> {
  const rollout = flag.conditions[0]?.rolloutPercentage ?? 100;
  const onlyRollout = flag.conditions.length === 1 && flag.conditions[0]!.filters.length === 0;
  return {
    key: flag.flagKey,
    description: flag.description,
    type: flag.flagType,
    persist: flag.isPersist ? 'yes' : 'no',
    rollout: String(rollout),
    variants: flag.variants
      .map(
        (variant) =>
          `${variant.value} ${variant.rolloutPercentage}${variant.payload === undefined ? '' : ` ${JSON.stringify(variant.payload)}`}`,
      )
      .join('\n'),
    conditions: onlyRollout
      ? ''
      : flag.conditions
          .map(
            (group) =>
              `${group.rolloutPercentage === rollout ? '' : `${group.rolloutPercentage}%: `}${group.filters.map(formatFilter).join('; ')}`,
          )
          .join('\n'),
    payload: flag.payload === null || flag.payload === undefined ? '' : JSON.stringify(flag.payload),
  };
}

export async function listFlags(viewer: StudioViewer, projectId: string): Promise<FeatureFlag[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  return db.select().from(featureFlags).where(eq(featureFlags.projectId, projectId)).orderBy(asc(featureFlags.flagKey));
}

export async function flagById(viewer: StudioViewer, projectId: string, id: number): Promise<FeatureFlag | null> {
  assertStudioViewer(viewer);
  if (!Number.isSafeInteger(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(featureFlags)
    .where(and(eq(featureFlags.id, id), eq(featureFlags.projectId, projectId)));
  return row ?? null;
}

const taken = () => failure('taken', 'key: another flag of the project has this key', { field: 'key' });

/** Creates a flag (on) from the form, or refuses with every field's problem; nothing is stored on a failure. */
export async function createFlag(
  viewer: StudioViewer,
  projectId: string,
  input: unknown,
): Promise<Result<{ id: number }>> {
  assertStudioViewer(viewer);
  const parsed = parseFlagForm(input);
  if (!parsed.ok) return parsed;
  const db = await getDb();
  const [row] = await db
    .insert(featureFlags)
    .values({ projectId, ...parsed.flag, isActive: true })
    .onConflictDoNothing()
    .returning({ id: featureFlags.id });
  // The ingest serves these to every page load from memory: it must read them again.
  await ingestSettingsChanged();
  return row ? { ok: true, id: row.id } : taken();
}

/** Replaces a flag's settings from the form (its on/off state stays), or refuses and changes nothing. */
export async function updateFlag(viewer: StudioViewer, projectId: string, id: number, input: unknown): Promise<Result> {
  assertStudioViewer(viewer);
  const parsed = parseFlagForm(input);
  if (!parsed.ok) return parsed;
  const db = await getDb();
  try {
    const updated = await db
      .update(featureFlags)
      .set({ ...parsed.flag, updatedAt: new Date() })
      .where(and(eq(featureFlags.id, id), eq(featureFlags.projectId, projectId)))
      .returning({ id: featureFlags.id });
    // The ingest serves these to every page load from memory: it must read them again.
    await ingestSettingsChanged();
    return updated.length > 0 ? { ok: true } : failure('not_found', 'No such flag');
  } catch (error) {
    if (uniqueViolation(error) !== undefined) return taken();
    throw error;
  }
}

/** Turns a flag off (never served again until turned on) or on. */
export async function setFlagActive(
  viewer: StudioViewer,
  projectId: string,
  id: number,
  active: boolean,
): Promise<Result> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const updated = await db
    .update(featureFlags)
    .set({ isActive: active, updatedAt: new Date() })
    .where(and(eq(featureFlags.id, id), eq(featureFlags.projectId, projectId)))
    .returning({ id: featureFlags.id });
  // The ingest serves these to every page load from memory: it must read them again.
  await ingestSettingsChanged();
  return updated.length > 0 ? { ok: true } : failure('not_found', 'No such flag');
}

/**
 * Deletes a flag for good (the studio asks first). Trackers and pages get it no more: the site's code reads its
 * default. The sessions it was served to keep its key and value (recording_session_flags has no link to the flag).
 */
export async function deleteFlag(viewer: StudioViewer, projectId: string, id: number): Promise<Result> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const deleted = await db
    .delete(featureFlags)
    .where(and(eq(featureFlags.id, id), eq(featureFlags.projectId, projectId)))
    .returning({ id: featureFlags.id });
  // The ingest serves these to every page load from memory: it must read them again.
  await ingestSettingsChanged();
  return deleted.length > 0 ? { ok: true } : failure('not_found', 'No such flag');
}
