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
import { addNote } from '@/lib/studio/notes';
import { deleteSavedSearch, saveSearch } from '@/lib/studio/saved-searches';
import { eraseSessions, eraseVisitor } from '@/lib/studio/erasure';
import type { FormState } from '@/components/forms/form-state';
import { requireAdmin } from '../../current-user';
import { unreadableActionInput } from './action-input';
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
  const refused = unreadableActionInput(form);
  if (refused) return formFailure(lang, refused, {}, { studioForm: 'flags' });
  const values = fieldsOf(form, FLAG_FIELDS);
  const result = await createFlag(viewer, (await studioProject()).id, values);
  if (!result.ok) return formFailure(lang, result, values, { studioForm: 'flags' });
  redirect(localizedHref('/studio/flags', lang));
}

export async function updateFlagAction(lang: Lang, id: number, _previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireAdmin();
  const refused = unreadableActionInput(form);
  if (refused) return formFailure(lang, refused, {}, { studioForm: 'flags' });
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
  if (!result.ok) return formFailure(lang, result, {}, { studioForm: 'flags' });
  refresh();
  return {};
}

export async function createTagAction(lang: Lang, _previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireAdmin();
  const refused = unreadableActionInput(form);
  if (refused) return formFailure(lang, refused, {}, { studioForm: 'tags' });
  const values = fieldsOf(form, ['name', 'selector']);
  const result = await createTag(viewer, (await studioProject()).id, values);
  if (!result.ok) return formFailure(lang, result, values, { studioForm: 'tags' });
  refresh();
  return { notice: (await getTranslations({ locale: lang, namespace: 'studio.tags' }))('created') };
}

export async function deleteTagAction(lang: Lang, id: number): Promise<FormState> {
  const viewer = await requireAdmin();
  const result = await deleteTag(viewer, (await studioProject()).id, id);
  if (!result.ok) return formFailure(lang, result, {}, { studioForm: 'tags' });
  refresh();
  return {};
}

export async function createConditionAction(lang: Lang, _previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireAdmin();
  const refused = unreadableActionInput(form);
  if (refused) return formFailure(lang, refused, {}, { studioForm: 'conditions' });
  const values = fieldsOf(form, CONDITION_FIELDS);
  const result = await createCondition(viewer, (await studioProject()).id, values);
  if (!result.ok) return formFailure(lang, result, values, { studioForm: 'conditions' });
  refresh();
  return { notice: (await getTranslations({ locale: lang, namespace: 'studio.conditions' }))('created') };
}

export async function updateConditionAction(lang: Lang, id: number, _previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireAdmin();
  const refused = unreadableActionInput(form);
  if (refused) return formFailure(lang, refused, {}, { studioForm: 'conditions' });
  const values = fieldsOf(form, CONDITION_FIELDS);
  const result = await updateCondition(viewer, (await studioProject()).id, id, values);
  if (!result.ok) return formFailure(lang, result, values, { studioForm: 'conditions' });
  refresh();
  return { notice: (await getTranslations({ locale: lang, namespace: 'studio.conditions' }))('saved'), values };
}

export async function deleteConditionAction(lang: Lang, id: number): Promise<FormState> {
  const viewer = await requireAdmin();
  const result = await deleteCondition(viewer, (await studioProject()).id, id);
  if (!result.ok) return formFailure(lang, result, {}, { studioForm: 'conditions' });
  refresh();
  return {};
}

/** A note on a moment of a replay; answers the refusal in the page's language, or nothing when it is saved. */
export async function addNoteAction(lang: Lang, sessionId: string, at: number, body: string): Promise<{ error?: string }> {
  const viewer = await requireAdmin();
  const refused = unreadableActionInput(null, { sessionId, body });
  const result = refused ?? (await addNote(viewer, (await studioProject()).id, sessionId, { at, body }));
  if (!result.ok) {
    // The note form has one line for its message: the field's, or the form's.
    const state = formFailure(lang, result, {}, { studioForm: 'notes' });
    return { error: state.error ?? Object.values(state.fieldErrors ?? {})[0] };
  }
  refresh();
  return {};
}

/** Saves the sessions list's filters under a name, then shows the list again (saying why when it was refused). */
export async function saveSearchAction(lang: Lang, query: string, form: FormData): Promise<void> {
  const viewer = await requireAdmin();
  const params = Object.fromEntries(new URLSearchParams(query));
  if (unreadableActionInput(form, { query })) redirect(localizedHref('/studio', lang, { saveRefused: '1' }));
  const result = await saveSearch(viewer, (await studioProject()).id, { name: form.get('name'), query });
  if (!result.ok) redirect(localizedHref('/studio', lang, { ...params, saveRefused: '1' }));
  redirect(localizedHref('/studio', lang, params));
}

export async function deleteSavedSearchAction(lang: Lang, id: number): Promise<FormState> {
  const viewer = await requireAdmin();
  const result = await deleteSavedSearch(viewer, (await studioProject()).id, id);
  if (!result.ok) return formFailure(lang, result, {}, { studioForm: 'searches' });
  refresh();
  return {};
}

/** Erases one session (rows and bytes), then shows the list. */
export async function eraseSessionAction(lang: Lang, sessionId: string): Promise<void> {
  const viewer = await requireAdmin();
  // No session's id holds such text: nothing to erase.
  if (unreadableActionInput(null, { sessionId })) redirect(localizedHref('/studio', lang));
  await eraseSessions(viewer, (await studioProject()).id, [sessionId]);
  redirect(localizedHref('/studio', lang));
}

/** Erases every session of one visitor (an erasure request), then shows the list. */
export async function eraseVisitorAction(lang: Lang, visitor: string): Promise<void> {
  const viewer = await requireAdmin();
  // No visitor's id holds such text: nothing to erase.
  if (unreadableActionInput(null, { visitor })) redirect(localizedHref('/studio', lang));
  await eraseVisitor(viewer, (await studioProject()).id, visitor);
  redirect(localizedHref('/studio', lang));
}
