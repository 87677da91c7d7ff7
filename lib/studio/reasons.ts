import { failure, type ErrorCode, type Failure } from '@/lib/errors';

/**
 * Why the studio refuses a form field, beyond the shared codes (`required`, `too_long`, `taken`, …): each reason is a
 * message `studio.reasons.{reason}` in every language, which names the values the failure carries. The English
 * `error` of the Failure says the same for API clients and logs; the forms show the translation.
 */
export const STUDIO_REASONS = [
  // A filter line (lib/studio/filter-lines.ts).
  'notFilter',
  'unknownType',
  'needsKey',
  'takesNoKey',
  'unknownOperator',
  'takesNoValue',
  'needsValue',
  'needsNumber',
  'needsSubFilters',
  // Feature flags.
  'flagKeyCharacters',
  'flagType',
  'yesOrNo',
  'percentage',
  'notVariant',
  'variantTwice',
  'variantCount',
  'variantSum',
  'booleanVariants',
  'tooManyGroups',
  'notJson',
  // Start conditions.
  'tooManyFilters',
  // Tags.
  'selectorUnbalanced',
  'selectorCharacter',
  'selectorCombinator',
  // Integrations: a webhook's or tracker's address that leads into a private network.
  'privateAddress',
] as const;

export type StudioReason = (typeof STUDIO_REASONS)[number];
export type ReasonValues = Record<string, string | number>;

export const isStudioReason = (value: unknown): value is StudioReason =>
  (STUDIO_REASONS as readonly unknown[]).includes(value);

/** A failure of one field for a studio reason: `english` is the sentence after "field: " (and "line N: "). */
export function studioFailure(
  field: string,
  reason: StudioReason,
  english: string,
  options: { values?: ReasonValues; line?: number; code?: ErrorCode } = {},
): Failure {
  const where = options.line === undefined ? `${field}: ` : `${field}: line ${options.line}: `;
  return failure(options.code ?? 'invalid', `${where}${english}`, {
    field,
    line: options.line,
    reason,
    values: options.values,
  });
}

/** A line's problem, thrown inside a parser and turned into a failure naming the field and the line. */
export class ReasonError extends Error {
  constructor(
    readonly reason: StudioReason,
    english: string,
    readonly values: ReasonValues = {},
  ) {
    super(english);
    this.name = 'ReasonError';
  }

  failure(field: string, line: number): Failure {
    return studioFailure(field, this.reason, this.message, { values: this.values, line });
  }
}

/**
 * Zod's own failures of fields whose rule has one reason (a regex, an enum): given that reason, so the form can say
 * why in the reader's language. Failures that already carry a reason, or another code, are left as they are.
 */
export function withFieldReasons(failures: Failure[], reasons: Partial<Record<string, StudioReason>>): Failure[] {
  return failures.map((one) => {
    const reason = one.field ? reasons[one.field] : undefined;
    return one.code === 'invalid' && !one.reason && reason ? { ...one, reason } : one;
  });
}
