import type { z } from 'zod';
import { failure, type ErrorCode, type Failure } from './codes';

type FieldFailure = Failure & { field: string };

/** One zod issue in the shared vocabulary: its field, its code (and limit) and the English sentence. */
function issueFailure(issue: z.core.$ZodIssue | undefined, fallbackField: string): FieldFailure {
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : fallbackField;
  // A custom issue may say more than its message: its code, limit, and the reason a translation names (`params`).
  const params =
    issue && issue.code === 'custom'
      ? (issue.params as
          { code?: ErrorCode; limit?: number; reason?: string; values?: Record<string, string | number> } | undefined)
      : undefined;
  let code: ErrorCode = params?.code ?? 'invalid';
  if (issue?.code === 'invalid_type' && issue.message === 'is required') code = 'required';
  if (issue?.code === 'too_big') code = 'too_long';
  if (issue?.code === 'too_small') code = 'too_short';
  const bound = issue?.code === 'too_big' ? issue.maximum : issue?.code === 'too_small' ? issue.minimum : undefined;
  const limit = params?.limit ?? (bound === undefined ? undefined : Number(bound));
  return failure(code, `${field}: ${issue?.message ?? 'is invalid'}`, {
    field,
    limit,
    reason: params?.reason,
    values: params?.values,
  }) as FieldFailure;
}

/** The first issue of a zod error as a Failure ("title: must be at least 10 characters"). */
export function zodFailure(error: z.ZodError, fallbackField = 'input'): FieldFailure {
  return issueFailure(error.issues[0], fallbackField);
}

/** The first issue of every field, for forms that show each field's problem at once. */
export function zodFailures(error: z.ZodError, fallbackField = 'input'): FieldFailure[] {
  const byField = new Map<string, FieldFailure>();
  for (const issue of error.issues) {
    const one = issueFailure(issue, fallbackField);
    if (!byField.has(one.field)) byField.set(one.field, one);
  }
  return [...byField.values()];
}

/**
 * Each field of an object schema parsed on its own: the values that passed and every failing field's first problem,
 * so a form can check what depends on the good fields (a flag's lines, given its type) even when others are wrong,
 * and show every problem at once.
 */
export function zodFieldByField<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  input: unknown,
): { values: Partial<z.output<z.ZodObject<Shape>>>; failures: FieldFailure[] } {
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const values: Record<string, unknown> = {};
  const failures: FieldFailure[] = [];
  for (const [field, fieldSchema] of Object.entries(schema.shape)) {
    const parsed = (fieldSchema as z.ZodType).safeParse(record[field]);
    if (parsed.success) values[field] = parsed.data;
    else failures.push(issueFailure(parsed.error.issues[0], field));
  }
  return { values: values as Partial<z.output<z.ZodObject<Shape>>>, failures };
}
