'use server';

import { redirect } from 'next/navigation';
import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import type { UsabilityTestStatus } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import { studioProject } from '@/lib/studio/project';
import { createTest, setTestStatus, testFormInput, updateTest } from '@/lib/usability-tests';
import type { FormState } from '@/components/forms/form-state';
import { requireAdmin } from '../../current-user';
import { unreadableActionInput } from './action-input';
import { formFailure } from './form-failure';

// The studio's writes of usability tests. Like every server action, each is a public endpoint: it checks the role
// itself (requireAdmin: a not-found for anyone else), and lib/usability-tests checks it again. Validation is on the server; a
// refusal stores nothing and names each field's problem (`tasks.1.title` for the second task's title).

export async function createTestAction(lang: Lang, _previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireAdmin();
  const refused = unreadableActionInput(form);
  if (refused) return formFailure(lang, refused, {}, { studioForm: 'tests' });
  const result = await createTest(viewer, (await studioProject()).id, testFormInput(form.entries()));
  if (!result.ok) return formFailure(lang, result, {}, { studioForm: 'tests' });
  redirect(localizedHref(`/studio/tests/${result.id}`, lang));
}

export async function updateTestAction(lang: Lang, id: string, _previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireAdmin();
  const refused = unreadableActionInput(form, { id });
  if (refused) return formFailure(lang, refused, {}, { studioForm: 'tests' });
  const result = await updateTest(viewer, (await studioProject()).id, id, testFormInput(form.entries()));
  if (!result.ok) return formFailure(lang, result, {}, { studioForm: 'tests' });
  refresh();
  return { notice: (await getTranslations({ locale: lang, namespace: 'studio.tests' }))('saved') };
}

export async function setTestStatusAction(lang: Lang, id: string, to: UsabilityTestStatus): Promise<FormState> {
  const viewer = await requireAdmin();
  if (unreadableActionInput(null, { id })) return { error: (await getTranslations({ locale: lang }))('studio.gone') };
  const result = await setTestStatus(viewer, (await studioProject()).id, id, to);
  if (!result.ok) return { error: (await getTranslations({ locale: lang }))('account.errors.unexpected') };
  refresh();
  return {};
}
