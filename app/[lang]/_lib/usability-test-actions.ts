'use server';

import { redirect } from 'next/navigation';
import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import type { UsabilityTestStatus } from '@/lib/db/schema';
import type { Failure } from '@/lib/errors';
import type { Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import { studioProject } from '@/lib/studio/project';
import { createTest, setTestStatus, testFormInput, updateTest } from '@/lib/usability-tests';
import type { FormState } from '@/components/forms/form-state';
import { requireAdmin } from '../../current-user';

// The studio's writes of usability tests. Like every server action, each is a public endpoint: it checks the role
// itself (requireAdmin: a not-found for anyone else), and lib/usability-tests checks it again. Validation is on the server; a
// refusal stores nothing and names each field's problem (`tasks.1.title` for the second task's title).

/** The English detail after "field: ", shown with a translated message where no better one exists. */
const detailOf = (failure: Failure) => failure.error.replace(/^[^:]+:\s*/, '');

async function testFailure(lang: Lang, failures: readonly Failure[]): Promise<FormState> {
  const t = await getTranslations({ locale: lang });
  const fieldErrors: Record<string, string> = {};
  for (const failure of failures) {
    if (failure.field === 'status') return { error: t('studio.tests.locked') };
    if (!failure.field || failure.field.endsWith('.id')) return { error: t('account.errors.unexpected') };
    if (failure.field in fieldErrors) continue;
    let message: string;
    if (failure.code === 'required' || (failure.code === 'too_short' && failure.limit === 1)) message = t('account.errors.required');
    else if (failure.field === 'tasks') message = t('studio.tests.needTask');
    else if (failure.code === 'too_long') message = t('account.errors.tooLong', { max: failure.limit ?? 0 });
    else if (failure.field === 'startingPath') message = t('studio.tests.badStartingPath');
    else message = `${t('discussion.fieldInvalid')} (${detailOf(failure)})`;
    fieldErrors[failure.field] = message;
  }
  return { fieldErrors };
}

export async function createTestAction(lang: Lang, _previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireAdmin();
  const result = await createTest(viewer, (await studioProject()).id, testFormInput(form.entries()));
  if (Array.isArray(result)) return testFailure(lang, result);
  if (!result.ok) return testFailure(lang, [result]);
  redirect(localizedHref(`/studio/tests/${result.id}`, lang));
}

export async function updateTestAction(lang: Lang, id: string, _previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireAdmin();
  const result = await updateTest(viewer, (await studioProject()).id, id, testFormInput(form.entries()));
  if (Array.isArray(result)) return testFailure(lang, result);
  if (!result.ok) return testFailure(lang, [result]);
  refresh();
  return { notice: (await getTranslations({ locale: lang, namespace: 'studio.tests' }))('saved') };
}

export async function setTestStatusAction(lang: Lang, id: string, to: UsabilityTestStatus): Promise<FormState> {
  const viewer = await requireAdmin();
  const result = await setTestStatus(viewer, (await studioProject()).id, id, to);
  if (!result.ok) return { error: (await getTranslations({ locale: lang }))('account.errors.unexpected') };
  refresh();
  return {};
}
