import { createTranslator } from 'next-intl';
import type { FormState } from '@/components/forms/form-state';
import { problemsOf, type Failure } from '@/lib/errors';
import { PROOF_REQUIRED } from '@/lib/auth';
import { BUG_REPORT_WINDOW_MS, NEW_ACCOUNT_GROUPS_PER_DAY } from '@/lib/discussion/limits';
import { isolate } from '@/lib/i18n/bidi';
import type { Lang } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/messages';
import { isStudioReason } from '@/lib/studio/reasons';

/**
 * Which limit a `limited` failure hit, so the member reads which one and when to try again: failed logins, new
 * accounts per address, new accounts' posts, new accounts' groups, or bug reports per address.
 */
export type LimitKind = 'logins' | 'registrations' | 'posts' | 'groups' | 'bugReports';

/** The studio's forms, whose failures have messages of their own (a taken key or name, a test that is locked). */
export type StudioForm = 'flags' | 'tags' | 'conditions' | 'tests' | 'notes' | 'searches';

export interface FormContext {
  /** The limit a `limited` failure is about (members' forms); `posts` when not said. */
  limit?: LimitKind;
  /** The studio form the failure is about; members' forms say none. */
  studioForm?: StudioForm;
}

/** The English detail after "field: ", shown with a translated message where no better one exists (test forms). */
const detailOf = (failure: Failure) => failure.error.replace(/^[^:]+:\s*(line \d+:\s*)?/, '');

/**
 * The one place a failure of lib/errors becomes a translated form message (lib/http/route.ts is the other end: the
 * same codes as HTTP statuses), for the members' forms and the studio's alike. A failure naming a field becomes that
 * field's message, each of its `problems` likewise, so every field's problem shows at once; any other failure is the
 * form's message. Studio reasons (`studio.reasons.*`) are translated with the values they name, isolated for
 * right-to-left pages, and prefixed by the line of a multi-line field. Nothing of the English `error` reaches a page
 * in another language. `values` are what the form shows again (never a password).
 */
export function formFailure(
  lang: Lang,
  failure: Failure,
  values: Record<string, string>,
  { limit = 'posts', studioForm }: FormContext = {},
): FormState {
  const t = createTranslator({ locale: lang, messages: loadMessages(lang) });
  const formMessage = (error: string): FormState => ({ error, values });

  switch (failure.code) {
    case 'limited':
      // Past the account's ceiling a solved proof of work gets the login through: the form's widget solves it.
      if (failure.reason === PROOF_REQUIRED) return formMessage(t('account.errors.proofRequired'));
      return formMessage(limitMessage(t, limit, failure.retryAfterSeconds));
    case 'unauthorized':
      return formMessage(t('account.errors.loginFailed'));
    case 'own_post':
      return formMessage(t('discussion.ownPost'));
    case 'already_done':
      return formMessage(t('discussion.alreadyReported'));
    case 'forbidden':
      return formMessage(failure.reason === 'needsHttps' ? t('account.errors.needsHttps') : t('discussion.notAllowed'));
    default:
      break;
  }
  if (studioForm === 'tests' && failure.field === 'status') return formMessage(t('studio.tests.locked'));
  // A failure without a field, or about a task id the form never shows, is the whole form's.
  if (!failure.field || (studioForm === 'tests' && failure.field.endsWith('.id'))) {
    if (studioForm === undefined) return formMessage(t('discussion.fieldInvalid'));
    return formMessage(failure.code === 'not_found' ? t('studio.gone') : t('account.errors.unexpected'));
  }

  const fieldMessage = (one: Failure): string => {
    if (one.code === 'required' || (one.code === 'too_short' && one.limit === 1)) return t('account.errors.required');
    if (studioForm === 'tests' && one.field === 'tasks') return t('studio.tests.needTask');
    switch (one.code) {
      case 'too_short':
        return one.limit !== undefined
          ? t('account.errors.tooShort', { min: one.limit })
          : t('discussion.fieldInvalid');
      case 'too_long':
        return one.limit !== undefined ? t('account.errors.tooLong', { max: one.limit }) : t('discussion.fieldInvalid');
      case 'common_password':
        return t('account.errors.passwordCommon');
      case 'taken':
        if (studioForm === 'conditions') return t('studio.conditions.taken');
        if (studioForm !== undefined) return t('studio.flags.taken');
        return one.field === 'username' ? t('account.errors.usernameTaken') : t('account.errors.emailTaken');
      default:
        break;
    }
    if (isStudioReason(one.reason)) {
      const named = Object.fromEntries(Object.entries(one.values ?? {}).map(([name, value]) => [name, isolate(value)]));
      return t(`studio.reasons.${one.reason}`, named);
    }
    if (one.code === 'invalid') {
      if (one.field === 'username') return t('account.errors.usernameRule');
      if (one.field === 'email') return t('account.errors.emailInvalid');
      if (one.field === 'language') return t('account.errors.unexpected');
      if (studioForm === 'tests' && one.field === 'startingPath') return t('studio.tests.badStartingPath');
    }
    // The test form's fields are many (every task's); the English detail says which rule, after the translated words.
    return studioForm === 'tests' ? `${t('discussion.fieldInvalid')} (${detailOf(one)})` : t('discussion.fieldInvalid');
  };

  const fieldErrors: Record<string, string> = {};
  for (const one of problemsOf(failure)) {
    if (!one.field) continue;
    const earlier = fieldErrors[one.field];
    // A field's first problem, and each further bad line of a multi-line field after it: every line is named.
    if (earlier !== undefined && one.line === undefined) continue;
    const message = fieldMessage(one);
    const said = one.line === undefined ? message : t('studio.lineProblem', { line: one.line, reason: message });
    fieldErrors[one.field] = earlier === undefined ? said : `${earlier} ${said}`;
  }
  return { fieldErrors, values };
}

type Translate = ReturnType<typeof createTranslator>;

function limitMessage(t: Translate, limit: LimitKind, retryAfterSeconds: number | undefined): string {
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
  switch (limit) {
    case 'logins':
      return t('account.errors.rateLimited', { minutes });
    case 'registrations':
      return t('account.errors.registrationsLimited', { minutes });
    case 'groups':
      return t('discussion.groupsLimited', {
        max: NEW_ACCOUNT_GROUPS_PER_DAY,
        hours: Math.max(1, Math.ceil((retryAfterSeconds ?? 3600) / 3600)),
      });
    case 'bugReports':
      return t('discussion.bugLimited', { minutes: Math.min(minutes, BUG_REPORT_WINDOW_MS / 60_000) });
    case 'posts':
      return t('discussion.limited', { minutes });
  }
}
