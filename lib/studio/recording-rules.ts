import 'server-only';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { projects, RECORDING_MODES, startConditions, type RecordingMode } from '@/lib/db/schema';
import { ingestSettingsChanged } from '@/lib/recordings/settings-cache';
import { failure, failureOfAll, zodFieldByField, type Failure, type Result } from '@/lib/errors';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { withFieldReasons } from './reasons';
import { recordingEffect, type RecordingEffect } from './recording-effect';

/** Which consenting visits the project records, and what that does with its start conditions. */
export interface RecordingRules {
  mode: RecordingMode;
  /** The share of consenting visits recorded in the `sample` mode (percent). */
  sampleRate: number;
  /** The project's start conditions: in the `conditions` mode only they start a recording. */
  conditions: number;
  effect: RecordingEffect;
}

const recordingRulesFormSchema = z.object({
  mode: z.enum(RECORDING_MODES, { error: 'must be one of all, sample, conditions' }),
  sampleRate: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'must be a whole number from 0 to 100')
    .transform(Number)
    .refine((value) => value <= 100, 'must be a whole number from 0 to 100')
    .optional(),
});

/**
 * The recording form as rules: a mode, and for the `sample` mode its rate (required there, kept as it was otherwise, so
 * that switching back to sampling finds the rate the team last chose).
 */
export function parseRecordingRulesForm(input: unknown): Result<{ mode: RecordingMode; sampleRate?: number }> {
  const raw = (input ?? {}) as Record<string, unknown>;
  const { values, failures: fieldFailures } = zodFieldByField(recordingRulesFormSchema, {
    mode: raw.mode,
    sampleRate: typeof raw.sampleRate === 'string' && raw.sampleRate.trim() !== '' ? raw.sampleRate : undefined,
  });
  const failures: Failure[] = withFieldReasons(fieldFailures, { sampleRate: 'percentage' });
  if (
    values.mode === 'sample' &&
    values.sampleRate === undefined &&
    !failures.some((one) => one.field === 'sampleRate')
  )
    failures.push(
      failure('required', 'sampleRate: the sample mode needs a rate from 0 to 100', { field: 'sampleRate' }),
    );
  if (failures.length > 0 || values.mode === undefined) return failureOfAll(failures);
  return { ok: true, mode: values.mode, ...(values.mode === 'sample' ? { sampleRate: values.sampleRate } : {}) };
}

/** The project's recording rules and their effect as they stand. */
export async function recordingRules(viewer: StudioViewer, projectId: string): Promise<RecordingRules> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const [[project], [conditions]] = await Promise.all([
    db
      .select({ mode: projects.recordingMode, sampleRate: projects.sampleRate })
      .from(projects)
      .where(eq(projects.id, projectId)),
    db.select({ n: count() }).from(startConditions).where(eq(startConditions.projectId, projectId)),
  ]);
  if (!project) throw new Error(`No project ${projectId}`);
  const n = Number(conditions?.n ?? 0);
  return { ...project, conditions: n, effect: recordingEffect(project.mode, project.sampleRate, n) };
}

/**
 * Sets the project's recording mode (and rate) from the form, or refuses and changes nothing. The ingest applies it
 * at the next start of every process (its settings caches are told, lib/recordings/settings-cache.ts).
 */
export async function setRecordingRules(viewer: StudioViewer, projectId: string, input: unknown): Promise<Result> {
  assertStudioViewer(viewer);
  const parsed = parseRecordingRulesForm(input);
  if (!parsed.ok) return parsed;
  const db = await getDb();
  const updated = await db
    .update(projects)
    .set({ recordingMode: parsed.mode, ...(parsed.sampleRate !== undefined ? { sampleRate: parsed.sampleRate } : {}) })
    .where(eq(projects.id, projectId))
    .returning({ id: projects.id });
  await ingestSettingsChanged();
  return updated.length > 0 ? { ok: true } : failure('not_found', 'No such project');
}
