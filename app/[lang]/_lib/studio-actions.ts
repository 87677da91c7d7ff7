'use server';

import { redirect } from 'next/navigation';
import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import type { Failure } from '@/lib/errors';
import type { Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import { createFlag, setFlagActive, updateFlag } from '@/lib/studio/flags';
import { createTag, deleteTag } from '@/lib/studio/tags';
import { createCondition, deleteCondition } from '@/lib/studio/conditions';
import { studioProject } from '@/lib/studio/project';
import type { FormState } from '@/components/forms/form-state';
import { requireAdmin } from '../../session';

// The studio's writes. A server action is a public endpoint: each one checks the role itself (requireAdmin, a
// not-found for anyone else), and lib/studio checks it again. Forms are validated on the server only; a refusal
// stores nothing and names each field's problem.

type StudioForm = 'flags' | 'tags' | 'conditions';

const fieldsOf = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, typeof form.get(name) === 'string' ? (form.get(name) as string) : '']));

/** The sentence after "field: " (and after "line N: "): the English detail shown with a translated message. */
const detailOf = (failure: Failure) => failure.error.replace(/^[^:]+:\s*(line \d+:\s*)?/, '');

/** Refusals as translated messages per field (lib/errors codes; line-numbered ones say which line and why). */
async function studioFailure(lang: Lang, kind: StudioForm, failures: readonly Failure[], values: Record<string, string>): Promise<FormState> {
  const t = await getTranslations({ locale: lang });
  const fieldErrors: Record<string, string> = {};
  for (const failure of failures) {
    if (!failure.field) return { error: t('account.errors.unexpected'), values };
    if (failure.field in fieldErrors) continue;
    let message: string;
    if (failure.code === 'required' || (failure.code === 'too_short' && failure.limit === 1)) message = t('account.errors.required');
    else if (failure.code === 'too_short') message = t('account.errors.tooShort', { min: failure.limit ?? 1 });
    else if (failure.code === 'too_long') message = t('account.errors.tooLong', { max: failure.limit ?? 0 });
    else if (failure.code === 'taken') message = kind === 'conditions' ? t('studio.conditions.taken') : t('studio.flags.taken');
    else if (failure.field === 'selector') message = t('studio.tags.badSelector');
    else if (failure.limit !== undefined && /: line \d+:/.test(failure.error)) message = t('studio.flags.badLine', { line: failure.limit, reason: detailOf(failure) });
    else message = `${t('discussion.fieldInvalid')} (${detailOf(failure)})`;
    fieldErrors[failure.field] = message;
  }
  return { fieldErrors, values };
}

const FLAG_FIELDS = ['key', 'description', 'type', 'persist', 'rollout', 'variants', 'conditions', 'payload'] as const;

export async function createFlagAction(lang: Lang, _previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireAdmin();
  const values = fieldsOf(form, FLAG_FIELDS);
  const result = await createFlag(viewer, (await studioProject()).id, values);
  if (Array.isArray(result)) return studioFailure(lang, 'flags', result, values);
  if (!result.ok) return studioFailure(lang, 'flags', [result], values);
  redirect(localizedHref('/studio/flags', lang));
}

export async function updateFlagAction(lang: Lang, id: number, _previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireAdmin();
  const values = fieldsOf(form, FLAG_FIELDS);
  const result = await updateFlag(viewer, (await studioProject()).id, id, values);
  if (Array.isArray(result)) return studioFailure(lang, 'flags', result, values);
  if (!result.ok) return studioFailure(lang, 'flags', [result], values);
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
  if (Array.isArray(result)) return studioFailure(lang, 'tags', result, values);
  if (!result.ok) return studioFailure(lang, 'tags', [result], values);
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
  const values = fieldsOf(form, ['name', 'captureRate', 'filters']);
  const result = await createCondition(viewer, (await studioProject()).id, values);
  if (Array.isArray(result)) return studioFailure(lang, 'conditions', result, values);
  if (!result.ok) return studioFailure(lang, 'conditions', [result], values);
  refresh();
  return { notice: (await getTranslations({ locale: lang, namespace: 'studio.conditions' }))('created') };
}

export async function deleteConditionAction(lang: Lang, id: number): Promise<FormState> {
  const viewer = await requireAdmin();
  const result = await deleteCondition(viewer, (await studioProject()).id, id);
  if (!result.ok) return { error: (await getTranslations({ locale: lang }))('account.errors.unexpected') };
  refresh();
  return {};
}
