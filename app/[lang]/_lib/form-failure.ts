import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { FormState } from '@/components/forms/form-state';
import type { Failure } from '@/lib/errors';
import { BUG_REPORT_WINDOW_MS, NEW_ACCOUNT_GROUPS_PER_DAY } from '@/lib/discussion/limits';
import type { Lang } from '@/lib/i18n/languages';

/**
 * Which limit a `limited` refusal hit, so the member reads which one and when to try again: failed logins, new
 * accounts per address, new accounts' posts, new accounts' groups, or bug reports per address.
 */
export type LimitKind = 'logins' | 'registrations' | 'posts' | 'groups' | 'bugReports';

/**
 * The one place a refusal of lib/errors becomes a translated form message (lib/http/route.ts is the other end: the
 * same codes as HTTP statuses). A refusal naming a field becomes that field's message; any other the form's message.
 * Several refusals (one per field) show together. `values` are what the form shows again (never a password).
 */
export async function formFailure(
  lang: Lang,
  refusal: Failure | readonly Failure[],
  values: Record<string, string>,
  limit: LimitKind = 'posts',
): Promise<FormState> {
  const t = await getTranslations({ locale: lang });
  const failures = Array.isArray(refusal) ? refusal : [refusal as Failure];
  const failure = failures[0];
  if (!failure) return { error: t('account.errors.unexpected'), values };
  const limitMessage = (retryAfterSeconds: number | undefined): string => {
    const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
    switch (limit) {
      case 'logins':
        return t('account.errors.rateLimited', { minutes });
      case 'registrations':
        return t('account.errors.registrationsLimited', { minutes });
      case 'groups':
        return t('discussion.groupsLimited', { max: NEW_ACCOUNT_GROUPS_PER_DAY, hours: Math.max(1, Math.ceil((retryAfterSeconds ?? 3600) / 3600)) });
      case 'bugReports':
        return t('discussion.bugLimited', { minutes: Math.min(minutes, BUG_REPORT_WINDOW_MS / 60_000) });
      case 'posts':
        return t('discussion.limited', { minutes });
    }
  };
  switch (failure.code) {
    case 'limited':
      return { error: limitMessage(failure.retryAfterSeconds), values };
    case 'unauthorized':
      return { error: t('account.errors.loginFailed'), values };
    case 'own_post':
      return { error: t('discussion.ownPost'), values };
    case 'already_done':
      return { error: t('discussion.alreadyReported'), values };
    case 'forbidden':
      return { error: t('discussion.notAllowed'), values };
    default:
      break;
  }
  const fieldMessage = (failure: Failure): string => {
    switch (failure.code) {
      case 'required':
        return t('account.errors.required');
      case 'too_short':
        return failure.limit !== undefined ? t('account.errors.tooShort', { min: failure.limit }) : t('discussion.fieldInvalid');
      case 'too_long':
        return failure.limit !== undefined ? t('account.errors.tooLong', { max: failure.limit }) : t('discussion.fieldInvalid');
      case 'common_password':
        return t('account.errors.passwordCommon');
      case 'taken':
        return failure.field === 'username' ? t('account.errors.usernameTaken') : t('account.errors.emailTaken');
      case 'invalid':
        if (failure.field === 'username') return t('account.errors.usernameRule');
        if (failure.field === 'email') return t('account.errors.emailInvalid');
        if (failure.field === 'language') return t('account.errors.unexpected');
        return t('discussion.fieldInvalid');
      default:
        return t('discussion.fieldInvalid');
    }
  };
  if (!failure.field) return { error: t('discussion.fieldInvalid'), values };
  const fieldErrors: Record<string, string> = {};
  for (const one of failures) if (one.field && !(one.field in fieldErrors)) fieldErrors[one.field] = fieldMessage(one);
  return { fieldErrors, values };
}
