'use server';

import { redirect } from 'next/navigation';
import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import { createFlag, setFlagActive, updateFlag } from '@/lib/studio/flags';
import { createTag, deleteTag } from '@/lib/studio/tags';
import { createCondition, deleteCondition, updateCondition } from '@/lib/studio/conditions';
import { studioProject } from '@/lib/studio/project';
import type { FormState } from '@/components/forms/form-state';
import { requireAdmin } from '../../current-user';
import { formFailure } from './form-failure';

// The studio's writes. A server action is a public endpoint: each one checks the role itself (requireAdmin, a
// not-found for anyone else), and lib/studio checks it again. Forms are validated on the server only; a refusal
// stores nothing and names each field's problem.

const fieldsOf = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, typeof form.get(name) === 'string' ? (form.get(name) as string) : '']));

const CONDITION_FIELDS = ['name', 'captureRate', 'filters'] as const;
const FLAG_FIELDS = ['key', 'description', 'type', 'persist', 'rollout', 'variants', 'conditions', 'payload'] as const;

export async function createFlagAction(lang: Lang, _previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireAdmin();
  const values = fieldsOf(form, FLAG_FIELDS);
  const result = await createFlag(viewer, (await studioProject()).id, values);
  if (!result.ok) return formFailure(lang, result, values, { studioForm: 'flags' });
  redirect(localizedHref('/studio/flags', lang));
}

export async function updateFlagAction(lang: Lang, id: number, _previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireAdmin();
  const values = fieldsOf(form, FLAG_FIELDS);
  const result = await updateFlag(viewer, (await studioProject()).id, id, values);
  if (!result.ok) return formFailure(lang, result, values, { studioForm: 'flags' });
  refresh();
  const t = await getTranslations({ locale: lang, namespace: 'studio.flags' });
  return { notice: t('saved'), values };
}

export async function setFlagActiveAction(lang: Lang, id: number, active: boolean): Promise<FormState> {
  const viewer = await requireAdmin();
  const result = await setFlagActive(viewer, (await studioProject()).id, id, active);
  if (!result.ok) return { error: (await getTranslations({ locale: lang }))('account.errors.unexpected') };
  refresh();
  return {};
}

export async function createTagAction(lang: Lang, _previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireAdmin();
  const values = fieldsOf(form, ['name', 'selector']);
  const result = await createTag(viewer, (await studioProject()).id, values);
  if (!result.ok) return formFailure(lang, result, values, { studioForm: 'tags' });
  refresh();
  return { notice: (await getTranslations({ locale: lang, namespace: 'studio.tags' }))('created') };
}

export async function deleteTagAction(lang: Lang, id: number): Promise<FormState> {
  const viewer = await requireAdmin();
  const result = await deleteTag(viewer, (await studioProject()).id, id);
  if (!result.ok) return { error: (await getTranslations({ locale: lang }))('account.errors.unexpected') };
  refresh();
  return {};
}

export async function createConditionAction(lang: Lang, _previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireAdmin();
  const values = fieldsOf(form, CONDITION_FIELDS);
  const result = await createCondition(viewer, (await studioProject()).id, values);
  if (!result.ok) return formFailure(lang, result, values, { studioForm: 'conditions' });
  refresh();
  return { notice: (await getTranslations({ locale: lang, namespace: 'studio.conditions' }))('created') };
}

export async function updateConditionAction(lang: Lang, id: number, _previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireAdmin();
  const values = fieldsOf(form, CONDITION_FIELDS);
  const result = await updateCondition(viewer, (await studioProject()).id, id, values);
  if (!result.ok) return formFailure(lang, result, values, { studioForm: 'conditions' });
  refresh();
  return { notice: (await getTranslations({ locale: lang, namespace: 'studio.conditions' }))('saved'), values };
}

export async function deleteConditionAction(lang: Lang, id: number): Promise<FormState> {
  const viewer = await requireAdmin();
  const result = await deleteCondition(viewer, (await studioProject()).id, id);
  if (!result.ok) return { error: (await getTranslations({ locale: lang }))('account.errors.unexpected') };
  refresh();
  return {};
}
