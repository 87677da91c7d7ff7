import { isUuid } from '@/lib/db/uuid';
import { failure, type Failure } from '@/lib/errors';
import { hasUnreadableText, unreadableReason } from '@/lib/http/unreadable';
import { DEFAULT_LANG, isLang, type Lang } from '@/lib/i18n/languages';

/**
 * A server action is a public endpoint: its form fields and the arguments bound to it arrive as the client sent them,
 * of any type React can serialize. Text no part of the site can hold (a NUL, which PostgreSQL refuses inside a
 * statement, or a lone surrogate: lib/http/unreadable.ts) is refused, as the API refuses it where bodies are read: a
 * failure naming the field, which the form shows, instead of a statement that fails with a 500.
 */
export function unreadableActionInput(form: FormData | null, bound: Record<string, unknown> = {}): Failure | null {
  const inputs: [string, unknown][] = [...(form ? [...form.entries()] : []), ...Object.entries(bound)];
  for (const [name, value] of inputs) {
    if (hasUnreadableText(name)) return failure('invalid', `field names ${unreadableReason(name)}`);
    if (typeof value === 'string' && hasUnreadableText(value))
      return failure('invalid', `${name}: ${unreadableReason(value)}`, { field: name });
  }
  return null;
}

/** One argument of a server action: what it must be, read from whatever the client sent. */
export interface ActionArg<T> {
  read(value: unknown): { ok: true; value: T } | Failure;
}

const accept = <T>(value: T) => ({ ok: true as const, value });

/**
 * A bound argument that is not what the page bound: the form has no field for it, so the failure names none (the
 * form says it as a whole). An id that is no id names nothing: `not_found`, as lib answers for a row that is gone.
 */
const refusedArg = (name: string, rule: string, code: 'invalid' | 'not_found' = 'invalid') =>
  failure(code, `${name}: ${rule}`);

/** The page's language, bound by every page's forms: one of LANG_CODES. */
export const langArg: ActionArg<Lang> = {
  read: (value) => (isLang(value) ? accept(value) : refusedArg('lang', 'is not a language of the site')),
};

/**
 * Whether a value is form data, by what it says it is rather than `instanceof`: the FormData the framework decoded
 * need not come from the constructor this copy of the code sees (docs/decisions/0064-two-copies-no-instanceof.md).
 */
const isFormData = (value: unknown): value is FormData => Object.prototype.toString.call(value) === '[object FormData]';

/** The submitted form: FormData, every field name and text value readable (a file's bytes are never read as text). */
export const formArg: ActionArg<FormData> = {
  read: (value) =>
    isFormData(value) ? (unreadableActionInput(value) ?? accept(value)) : refusedArg('form', 'must be form data'),
};

/** The state useActionState hands back with each submission: never read, so anything at all. */
export const previousStateArg: ActionArg<unknown> = { read: accept };

/** Readable text (no NUL, no lone surrogate). */
export const textArg = (name: string): ActionArg<string> => ({
  read: (value) =>
    typeof value !== 'string'
      ? refusedArg(name, 'must be text')
      : hasUnreadableText(value)
        ? refusedArg(name, unreadableReason(value))
        : accept(value),
});

/** A row's UUID (`questions.id`, a recorded session's, a visitor's): checked before any statement casts it. */
export const uuidArg = (name: string): ActionArg<string> => ({
  read: (value) => (isUuid(value) ? accept(value) : refusedArg(name, 'is not an id', 'not_found')),
});

/** The largest `serial` PostgreSQL has: an id past it would fail the statement. */
const MAX_SERIAL = 2 ** 31 - 1;

/** A row's `serial` id (a flag, tag, start condition or saved search): a whole number PostgreSQL's integer holds. */
export const serialIdArg = (name: string): ActionArg<number> => ({
  read: (value) =>
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_SERIAL
      ? accept(value as number)
      : refusedArg(name, 'is not an id', 'not_found'),
});

/** A finite number (lib checks its range). */
export const numberArg = (name: string): ActionArg<number> => ({
  read: (value) =>
    typeof value === 'number' && Number.isFinite(value) ? accept(value) : refusedArg(name, 'must be a number'),
});

export const booleanArg = (name: string): ActionArg<boolean> => ({
  read: (value) => (typeof value === 'boolean' ? accept(value) : refusedArg(name, 'must be true or false')),
});

/** One of a few words the page binds (`question` or `answer`, a test's next status). */
export const oneOfArg = <const T extends string>(name: string, values: readonly T[]): ActionArg<T> => ({
  read: (value) =>
    (values as readonly unknown[]).includes(value)
      ? accept(value as T)
      : refusedArg(name, `must be one of ${values.join(', ')}`),
});

type ArgValues<Args extends readonly ActionArg<unknown>[]> = {
  -readonly [K in keyof Args]: Args[K] extends ActionArg<infer T> ? T : never;
};

/**
 * Every server action of the site, made from the arguments it takes (in order), how it refuses, and what it does with
 * them. The one place an action's input is checked: every argument is read by its ActionArg before the action runs
 * (a form's fields, and what the page bound: the language, ids, words), so nothing unreadable, of the wrong type or no
 * id at all reaches lib or the database, and a refusal is the action's usual answer (a form message, a redirect), in
 * the bound language when there is one, never a thrown error. What React passes after the declared arguments
 * (useActionState's state, a one-button form's data) is never read, and is held to the same readability.
 */
export function serverAction<const Args extends readonly ActionArg<unknown>[], Result>(
  args: Args,
  refuse: (failure: Failure, lang: Lang) => Result | Promise<Result>,
  action: (...values: ArgValues<Args>) => Promise<Result>,
): (...values: ArgValues<Args>) => Promise<Result> {
  const langAt = args.indexOf(langArg);
  return async function checkedServerAction(...received: unknown[]): Promise<Result> {
    const bound = received[langAt];
    const lang = langAt >= 0 && isLang(bound) ? bound : DEFAULT_LANG;
    const values: unknown[] = [];
    for (const [index, arg] of args.entries()) {
      const read = arg.read(received[index]);
      if (!read.ok) return refuse(read, lang);
      values.push(read.value);
    }
    for (const extra of received.slice(args.length)) {
      const refused = isFormData(extra)
        ? unreadableActionInput(extra)
        : typeof extra === 'string' && hasUnreadableText(extra)
          ? refusedArg('argument', unreadableReason(extra))
          : null;
      if (refused) return refuse(refused, lang);
    }
    return action(...(values as ArgValues<Args>));
  } as (...values: ArgValues<Args>) => Promise<Result>;
}
