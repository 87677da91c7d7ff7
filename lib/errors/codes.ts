/**
 * The one vocabulary of refusals (documenso's AppErrorCode pattern). Domain code in lib/ returns a `Failure` value at
 * its boundary (or throws an `AppError` from deep inside); the codes are mapped once to HTTP statuses
 * (lib/http/route.ts `HTTP_STATUS`) and once to translated form messages (app/[lang]/_lib/form-failure.ts). Nothing
 * else decides what a refusal means.
 */

export const ERROR_CODES = [
  /** A value that is malformed or not one of the allowed ones. */
  'invalid',
  /** A required field is missing or blank. */
  'required',
  /** A text is shorter than `limit` characters. */
  'too_short',
  /** A text is longer than `limit` characters. */
  'too_long',
  /** A password that is one of the most common ones. */
  'common_password',
  /** A username or email that another account already has. */
  'taken',
  /** No valid credentials: not signed in, a bad or expired token, a wrong password. */
  'unauthorized',
  /** Signed in, but not allowed to do this. */
  'forbidden',
  /** Done once already and not to be repeated (reporting the same post twice). */
  'already_done',
  /** A member acting on their own post where that makes no sense (voting for it). */
  'own_post',
  /** There is no such thing (or the caller may not know it exists). */
  'not_found',
  /** It was there but is no more: a single-use or expiring credential already used or expired. */
  'gone',
  /** Too many attempts; `retryAfterSeconds` says when to try again. */
  'limited',
  /** A body over its size limit. */
  'too_large',
  /** A request body that did not arrive in time (too slow, or stalled); the client may send it again. */
  'timeout',
  /** A byte range that starts past the end of what was asked for (HTTP Range). */
  'range_not_satisfiable',
  /** A body of a content type the endpoint does not read. */
  'unsupported_media_type',
  /** The method is not one the endpoint offers. */
  'method_not_allowed',
  /** Overloaded or not ready; `retryAfterSeconds` says when to come back. */
  'unavailable',
  /** Not a refusal but our own fault: something unexpected failed (logged where it happened; the caller learns no more). */
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Why something was refused: an English sentence for API clients and logs, and what a translation needs. */
export interface Failure {
  ok: false;
  code: ErrorCode;
  /** "title: must be at least 10 characters": names the field first when there is one. */
  error: string;
  field?: string;
  /** The limit a `too_short` / `too_long` / `limited` refusal is about (characters, or attempts). */
  limit?: number;
  retryAfterSeconds?: number;
  /** The 1-based line of a multi-line field (a list of filters) that the refusal is about. */
  line?: number;
  /**
   * Why, for a translation: one of the refusing domain's reasons (the studio's are `StudioReason`, each a message
   * `studio.reasons.*`), and the values its message names. `error` says the same in English for API clients and logs.
   */
  reason?: string;
  values?: Record<string, string | number>;
  /**
   * Every problem of a form at once, one per field, when there are several (the failure itself is the first): a form
   * shows them together, while an API client reads the first one's `error` and `field`.
   */
  problems?: readonly Failure[];
}

type FailureExtra = Pick<Failure, 'field' | 'limit' | 'retryAfterSeconds' | 'line' | 'reason' | 'values' | 'problems'>;

export type Result<T extends object = Record<never, never>> = ({ ok: true } & T) | Failure;

export function failure(code: ErrorCode, error: string, extra: FailureExtra = {}): Failure {
  const result: Failure = { ok: false, code, error };
  if (extra.field !== undefined) result.field = extra.field;
  if (extra.limit !== undefined) result.limit = extra.limit;
  if (extra.retryAfterSeconds !== undefined) result.retryAfterSeconds = extra.retryAfterSeconds;
  if (extra.line !== undefined) result.line = extra.line;
  if (extra.reason !== undefined) result.reason = extra.reason;
  if (extra.values !== undefined) result.values = extra.values;
  if (extra.problems !== undefined) result.problems = extra.problems;
  return result;
}

/** Several problems (one per field) as one failure: the first, carrying them all in `problems`. */
export function failureOfAll(problems: readonly Failure[]): Failure {
  const [first] = problems;
  if (!first) throw new Error('failureOfAll needs at least one problem');
  return problems.length === 1 ? first : { ...first, problems };
}

/** The problems a failure stands for: its `problems`, or itself alone. */
export function problemsOf(value: Failure): readonly Failure[] {
  return value.problems && value.problems.length > 0 ? value.problems : [value];
}

/** Marks an AppError made by any copy of this module (the server's code is in one process twice: decision 0064). */
const APP_ERROR = Symbol.for('parley.app-error');

/** A refusal thrown from deep inside a request (a bad body, a missing token); the route wrapper turns it into the response. */
export class AppError extends Error {
  readonly [APP_ERROR] = true;
  readonly failure: Failure;

  /**
   * `instanceof AppError` holds for an AppError of the other copy of the code too: a blob store made by the ingest's
   * bundle refuses an oversized upload that Next.js's bundle turns into the response (413, not 500).
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [APP_ERROR]?: unknown })[APP_ERROR] === true;
  }

  constructor(code: ErrorCode, message: string, extra: FailureExtra = {}) {
    super(message);
    this.name = 'AppError';
    this.failure = failure(code, message, extra);
  }

  static from(value: Failure): AppError {
    return new AppError(value.code, value.error, value);
  }
}

/** Whole seconds until `freeAt`, at least 1 (what a Retry-After header says). */
export function secondsUntil(freeAt: number, now: Date): number {
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}
