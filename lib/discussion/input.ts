import 'server-only';
import { z } from 'zod';
import { CATEGORIES, categoryId, isCategoryId } from '@/lib/content/categories';
import { CONTENT_LANGS, type CategoryId, type ContentLang } from '@/lib/db/schema';
import { EMAIL_MAX_LENGTH } from '@/lib/auth/credentials';
import { zodFailure, type Failure } from '@/lib/errors';
import * as limits from './limits';

/**
 * What members send, as zod schemas: the one source of the input types and of the field messages. Text is trimmed,
 * its line breaks made \n, and NUL characters (which PostgreSQL text cannot hold) removed before it is measured.
 */

export const CATEGORY_IDS = CATEGORIES.map(categoryId);

const characters = (value: string) => [...value].length;

function cleanText(value: string): string {
  return value
    .replace(/\u0000/g, '')
    .replace(/\r\n?/g, '\n')
    .trim();
}

function requiredString() {
  return z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be a string'),
  });
}

/** A trimmed text of min..max characters, with messages naming the limit. */
export function boundedText(min: number, max: number) {
  return requiredString()
    .transform(cleanText)
    .refine((value) => min === 0 || value.length > 0, {
      error: 'is required',
      params: { code: 'required' },
      abort: true,
    })
    .refine((value) => characters(value) >= min, {
      error: `must be at least ${min} characters`,
      params: { code: 'too_short', limit: min },
      abort: true,
    })
    .refine((value) => characters(value) <= max, {
      error: `must be at most ${max} characters`,
      params: { code: 'too_long', limit: max },
      abort: true,
    });
}

/** An optional text: missing, null and blank all mean "not given" (undefined). */
function optionalText<T extends z.ZodType<unknown, string>>(inner: T) {
  return z
    .union([z.string(), z.null(), z.undefined()], { error: 'must be a string' })
    .transform((value) => {
      const cleaned = typeof value === 'string' ? cleanText(value) : '';
      return cleaned === '' ? undefined : cleaned;
    })
    .pipe(z.union([z.undefined(), inner]))
    .optional();
}

/** A content language: a frontend or backend code of a real language (not "Original"). */
export const contentLangSchema = requiredString()
  .transform((value) => value.trim().toLowerCase())
  .refine((value): value is ContentLang => (CONTENT_LANGS as readonly string[]).includes(value), {
    error: `must be one of ${CONTENT_LANGS.join(', ')}`,
    params: { code: 'invalid' },
  })
  .transform((value) => value as ContentLang);

export const categorySchema = requiredString()
  .transform((value) => value.trim())
  .refine((value) => value !== '', { error: 'is required', params: { code: 'required' }, abort: true })
  .refine((value) => isCategoryId(value), { error: 'must be one of the 22 categories', params: { code: 'invalid' } })
  .transform((value) => value as CategoryId);

/** Slugs are lower-case ASCII words joined by hyphens (lib/discussion/slug.ts). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugSchema = z
  .string()
  .max(120, { error: 'is not a known group' })
  .regex(SLUG_PATTERN, { error: 'is not a known group' });

export const askQuestionSchema = z.object(
  {
    title: boundedText(limits.TITLE_MIN_LENGTH, limits.TITLE_MAX_LENGTH),
    body: boundedText(limits.QUESTION_BODY_MIN_LENGTH, limits.QUESTION_BODY_MAX_LENGTH),
    category: categorySchema,
    group: optionalText(slugSchema),
    language: contentLangSchema,
  },
  { error: 'must be an object' },
);

export const answerSchema = z.object(
  {
    body: boundedText(limits.ANSWER_MIN_LENGTH, limits.ANSWER_MAX_LENGTH),
    /** The language the answer is written in; defaults to the member's display language, else the question's. */
    language: optionalText(contentLangSchema),
  },
  { error: 'must be an object' },
);

export const editQuestionSchema = z.object(
  {
    title: boundedText(limits.TITLE_MIN_LENGTH, limits.TITLE_MAX_LENGTH),
    body: boundedText(limits.QUESTION_BODY_MIN_LENGTH, limits.QUESTION_BODY_MAX_LENGTH),
  },
  { error: 'must be an object' },
);

export const editAnswerSchema = z.object(
  { body: boundedText(limits.ANSWER_MIN_LENGTH, limits.ANSWER_MAX_LENGTH) },
  { error: 'must be an object' },
);

export const POST_KINDS = ['question', 'answer'] as const;

export const voteSchema = z.object(
  {
    kind: z.enum(POST_KINDS, { error: 'must be question or answer' }),
    id: requiredString(),
    // The state the member wants (upvoted or not), not a toggle: a retried or doubled request lands in the same state.
    up: z.boolean({ error: 'must be true or false' }).default(true),
  },
  { error: 'must be an object' },
);

export const reportSchema = z.object(
  {
    kind: z.enum(POST_KINDS, { error: 'must be question or answer' }),
    id: requiredString(),
    reason: boundedText(limits.REPORT_REASON_MIN_LENGTH, limits.REPORT_REASON_MAX_LENGTH),
  },
  { error: 'must be an object' },
);

export const groupSchema = z.object(
  {
    name: boundedText(limits.GROUP_NAME_MIN_LENGTH, limits.GROUP_NAME_MAX_LENGTH),
    description: boundedText(limits.GROUP_DESCRIPTION_MIN_LENGTH, limits.GROUP_DESCRIPTION_MAX_LENGTH),
    language: contentLangSchema,
  },
  { error: 'must be an object' },
);

export const editGroupSchema = groupSchema.pick({ description: true });

export const bugReportSchema = z.object(
  {
    what: boundedText(limits.BUG_WHAT_MIN_LENGTH, limits.BUG_WHAT_MAX_LENGTH),
    page: boundedText(0, limits.BUG_PAGE_MAX_LENGTH),
    email: optionalText(
      z
        .string()
        .max(EMAIL_MAX_LENGTH, { error: `must be at most ${EMAIL_MAX_LENGTH} characters` })
        .pipe(z.email({ error: 'must be a valid email address' }))
        .transform((email) => email.toLowerCase()),
    ),
  },
  { error: 'must be an object' },
);

export type AskQuestionInput = z.input<typeof askQuestionSchema>;
export type AnswerInput = z.input<typeof answerSchema>;
export type EditQuestionInput = z.input<typeof editQuestionSchema>;
export type EditAnswerInput = z.input<typeof editAnswerSchema>;
export type VoteInput = z.input<typeof voteSchema>;
export type ReportInput = z.input<typeof reportSchema>;
export type GroupInput = z.input<typeof groupSchema>;
export type EditGroupInput = z.input<typeof editGroupSchema>;

/** Validates, or answers the first problem as a Failure naming its field ("title: must be at least 10 characters"). */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): { ok: true; value: z.output<Schema> } | Failure {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return zodFailure(result.error);
}
