'use server';

import { redirect } from 'next/navigation';
import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { USABILITY_TEST_STATUSES } from '@/lib/db/schema';
import type { Failure } from '@/lib/errors';
import type { Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import { studioProject } from '@/lib/studio/project';
import { createTest, setTestStatus, testFormInput, updateTest } from '@/lib/usability-tests';
import type { FormState } from '@/components/forms/form-state';
import { requireAdmin } from '../../current-user';
import { formArg, langArg, oneOfArg, previousStateArg, serverAction, uuidArg } from './action-input';
import { formFailure } from './form-failure';

// The studio's writes of usability tests. Like every server action, each is a public endpoint: its arguments are
// checked first (serverAction), then it checks the role itself (requireAdmin: a not-found for anyone else), and
// lib/usability-tests checks it again. Validation is on the server; a refusal stores nothing and names each field's
// problem (`tasks.1.title` for the second task's title).

const refusedForm = (failure: Failure, lang: Lang): FormState =>
  formFailure(lang, failure, {}, { studioForm: 'tests' });

export const createTestAction = serverAction(
  [langArg, previousStateArg, formArg],
  refusedForm,
  async (lang, _previous, form): Promise<FormState> => {
    const viewer = await requireAdmin();
    const result = await createTest(viewer, (await studioProject()).id, testFormInput(form.entries()));
    if (!result.ok) return formFailure(lang, result, {}, { studioForm: 'tests' });
    redirect(localizedHref(`/studio/tests/${result.id}`, lang));
  },
);

export const updateTestAction = serverAction(
  [langArg, uuidArg('id'), previousStateArg, formArg],
  refusedForm,
  async (lang, id, _previous, form): Promise<FormState> => {
    const viewer = await requireAdmin();
    const result = await updateTest(viewer, (await studioProject()).id, id, testFormInput(form.entries()));
    if (!result.ok) return formFailure(lang, result, {}, { studioForm: 'tests' });
    refresh();
    return { notice: (await getTranslations({ locale: lang, namespace: 'studio.tests' }))('saved') };
  },
);

/** A test that is not there (or an id that names none) is gone; any other refusal is unexpected (the page offers only moves it may make). */
export const setTestStatusAction = serverAction(
  [langArg, uuidArg('id'), oneOfArg('to', USABILITY_TEST_STATUSES)],
  async (failure, lang): Promise<FormState> => ({
    error: (await getTranslations({ locale: lang }))(
      failure.code === 'not_found' ? 'studio.gone' : 'account.errors.unexpected',
    ),
  }),
  async (lang, id, to): Promise<FormState> => {
    const viewer = await requireAdmin();
    const result = await setTestStatus(viewer, (await studioProject()).id, id, to);
    if (!result.ok) return { error: (await getTranslations({ locale: lang }))('account.errors.unexpected') };
    refresh();
    return {};
  },
);
