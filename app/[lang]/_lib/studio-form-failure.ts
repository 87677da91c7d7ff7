import { createTranslator } from 'next-intl';
import type { Failure } from '@/lib/errors';
import { isolate } from '@/lib/i18n/bidi';
import type { Lang } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/messages';
import { isStudioReason } from '@/lib/studio/reasons';
import type { FormState } from '@/components/forms/form-state';

export type StudioForm = 'flags' | 'tags' | 'conditions';

/**
 * The studio forms' refusals as messages per field, in the page's language (app/[lang]/_lib/form-failure.ts does the
 * same for the members' forms): the shared codes by their account messages, each studio reason by its
 * `studio.reasons.*` message with the values it names, prefixed by the line when the field has lines. Nothing of the
 * English `error` reaches the page. A refusal without a field (a condition deleted meanwhile) is the form's message.
 */
export function studioFormFailure(lang: Lang, kind: StudioForm, failures: readonly Failure[], values: Record<string, string>): FormState {
  const t = createTranslator({ locale: lang, messages: loadMessages(lang) });
  const fieldErrors: Record<string, string> = {};
  for (const failure of failures) {
    if (!failure.field) return { error: failure.code === 'not_found' ? t('studio.gone') : t('account.errors.unexpected'), values };
    if (failure.field in fieldErrors) continue;
    let message: string;
    if (failure.code === 'required' || (failure.code === 'too_short' && failure.limit === 1)) message = t('account.errors.required');
    else if (failure.code === 'too_short') message = t('account.errors.tooShort', { min: failure.limit ?? 1 });
    else if (failure.code === 'too_long') message = t('account.errors.tooLong', { max: failure.limit ?? 0 });
    else if (failure.code === 'taken') message = kind === 'conditions' ? t('studio.conditions.taken') : t('studio.flags.taken');
    else if (isStudioReason(failure.reason)) {
      const named = Object.fromEntries(Object.entries(failure.values ?? {}).map(([name, value]) => [name, isolate(value)]));
      message = t(`studio.reasons.${failure.reason}`, named);
    } else message = t('discussion.fieldInvalid');
    fieldErrors[failure.field] = failure.line === undefined ? message : t('studio.lineProblem', { line: failure.line, reason: message });
  }
  return { fieldErrors, values };
}
