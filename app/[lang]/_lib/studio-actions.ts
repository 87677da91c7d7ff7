'use server';

import { redirect } from 'next/navigation';
import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import { createFlag, deleteFlag, setFlagActive, updateFlag } from '@/lib/studio/flags';
import { createTag, deleteTag, updateTag } from '@/lib/studio/tags';
import { createCondition, deleteCondition, updateCondition } from '@/lib/studio/conditions';
import { setRecordingRules } from '@/lib/studio/recording-rules';
import { studioProject } from '@/lib/studio/project';
import { addNote } from '@/lib/studio/notes';
import { deleteSavedSearch, saveSearch } from '@/lib/studio/saved-searches';
import { eraseSessions, eraseSubject } from '@/lib/studio/erasure';
import type { FormState } from '@/components/forms/form-state';
import type { Failure } from '@/lib/errors';
import { requireAdmin } from '../../current-user';
import {
  formArg,
  langArg,
  numberArg,
  previousStateArg,
  serialIdArg,
  serverAction,
  textArg,
  uuidArg,
  booleanArg,
} from './action-input';
import { formFailure, type StudioForm } from './form-failure';

// The studio's writes. A server action is a public endpoint: its arguments are checked first (serverAction: a form
// with unreadable text, an id that is no id, is refused as the form's failure), then each one checks the role itself
// (requireAdmin, a not-found for anyone else), and lib/studio checks it again. Forms are validated on the server only;
// a refusal stores nothing and names each field's problem.

const fieldsOf = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, typeof form.get(name) === 'string' ? (form.get(name) as string) : '']));

const CONDITION_FIELDS = ['name', 'captureRate', 'filters'] as const;
const FLAG_FIELDS = ['key', 'description', 'type', 'persist', 'rollout', 'variants', 'conditions', 'payload'] as const;

const refusedIn = (studioForm: StudioForm) => (failure: Failure, lang: Lang) =>
  formFailure(lang, failure, {}, { studioForm });

export const createFlagAction = serverAction(
  [langArg, previousStateArg, formArg],
  refusedIn('flags'),
  async (lang, _previous, form): Promise<FormState> => {
    const viewer = await requireAdmin();
    const values = fieldsOf(form, FLAG_FIELDS);
    const result = await createFlag(viewer, (await studioProject()).id, values);
    if (!result.ok) return formFailure(lang, result, values, { studioForm: 'flags' });
    redirect(localizedHref('/studio/flags', lang));
  },
);

export const updateFlagAction = serverAction(
  [langArg, serialIdArg('id'), previousStateArg, formArg],
  refusedIn('flags'),
  async (lang, id, _previous, form): Promise<FormState> => {
    const viewer = await requireAdmin();
    const values = fieldsOf(form, FLAG_FIELDS);
    const result = await updateFlag(viewer, (await studioProject()).id, id, values);
    if (!result.ok) return formFailure(lang, result, values, { studioForm: 'flags' });
    refresh();
    const t = await getTranslations({ locale: lang, namespace: 'studio.flags' });
    return { notice: t('saved'), values };
  },
);

export const setFlagActiveAction = serverAction(
  [langArg, serialIdArg('id'), booleanArg('active')],
  refusedIn('flags'),
  async (lang, id, active): Promise<FormState> => {
    const viewer = await requireAdmin();
    const result = await setFlagActive(viewer, (await studioProject()).id, id, active);
    if (!result.ok) return formFailure(lang, result, {}, { studioForm: 'flags' });
    refresh();
    return {};
  },
);

/** Deletes a flag once the team confirmed it (ConfirmDelete says what it changes first), then shows the flags. */
export const deleteConfirmedFlagAction = serverAction(
  [langArg, serialIdArg('id')],
  (_failure: Failure, lang: Lang) => redirect(localizedHref('/studio/flags', lang)),
  async (lang, id): Promise<void> => {
    const viewer = await requireAdmin();
    // One that is gone already (another tab deleted it) is not shown again: the list says what there is.
    await deleteFlag(viewer, (await studioProject()).id, id);
    redirect(localizedHref('/studio/flags', lang));
  },
);

export const createTagAction = serverAction(
  [langArg, previousStateArg, formArg],
  refusedIn('tags'),
  async (lang, _previous, form): Promise<FormState> => {
    const viewer = await requireAdmin();
    const values = fieldsOf(form, ['name', 'selector']);
    const result = await createTag(viewer, (await studioProject()).id, values);
    if (!result.ok) return formFailure(lang, result, values, { studioForm: 'tags' });
    refresh();
    return { notice: (await getTranslations({ locale: lang, namespace: 'studio.tags' }))('created') };
  },
);

export const updateTagAction = serverAction(
  [langArg, serialIdArg('id'), previousStateArg, formArg],
  refusedIn('tags'),
  async (lang, id, _previous, form): Promise<FormState> => {
    const viewer = await requireAdmin();
    const values = fieldsOf(form, ['name', 'selector']);
    const result = await updateTag(viewer, (await studioProject()).id, id, values);
    if (!result.ok) return formFailure(lang, result, values, { studioForm: 'tags' });
    refresh();
    return { notice: (await getTranslations({ locale: lang, namespace: 'studio.tags' }))('saved'), values };
  },
);

export const deleteTagAction = serverAction(
  [langArg, serialIdArg('id')],
  refusedIn('tags'),
  async (lang, id): Promise<FormState> => {
    const viewer = await requireAdmin();
    const result = await deleteTag(viewer, (await studioProject()).id, id);
    if (!result.ok) return formFailure(lang, result, {}, { studioForm: 'tags' });
    refresh();
    return {};
  },
);

export const createConditionAction = serverAction(
  [langArg, previousStateArg, formArg],
  refusedIn('conditions'),
  async (lang, _previous, form): Promise<FormState> => {
    const viewer = await requireAdmin();
    const values = fieldsOf(form, CONDITION_FIELDS);
    const result = await createCondition(viewer, (await studioProject()).id, values);
    if (!result.ok) return formFailure(lang, result, values, { studioForm: 'conditions' });
    refresh();
    return { notice: (await getTranslations({ locale: lang, namespace: 'studio.conditions' }))('created') };
  },
);

export const updateConditionAction = serverAction(
  [langArg, serialIdArg('id'), previousStateArg, formArg],
  refusedIn('conditions'),
  async (lang, id, _previous, form): Promise<FormState> => {
    const viewer = await requireAdmin();
    const values = fieldsOf(form, CONDITION_FIELDS);
    const result = await updateCondition(viewer, (await studioProject()).id, id, values);
    if (!result.ok) return formFailure(lang, result, values, { studioForm: 'conditions' });
    refresh();
    return { notice: (await getTranslations({ locale: lang, namespace: 'studio.conditions' }))('saved'), values };
  },
);

/**
 * Deletes a start condition once the team confirmed it (ConfirmDelete says what it changes first), then shows the
 * conditions.
 */
export const deleteConfirmedConditionAction = serverAction(
  [langArg, serialIdArg('id')],
  (_failure: Failure, lang: Lang) => redirect(localizedHref('/studio/conditions', lang)),
  async (lang, id): Promise<void> => {
    const viewer = await requireAdmin();
    // One that is gone already (another tab deleted it) is not shown again: the list says what there is.
    await deleteCondition(viewer, (await studioProject()).id, id);
    redirect(localizedHref('/studio/conditions', lang));
  },
);

/** Which consenting visits the project records: every one, a sample, or those a start condition starts. */
export const setRecordingRulesAction = serverAction(
  [langArg, previousStateArg, formArg],
  refusedIn('conditions'),
  async (lang, _previous, form): Promise<FormState> => {
    const viewer = await requireAdmin();
    const values = fieldsOf(form, ['mode', 'sampleRate']);
    const result = await setRecordingRules(viewer, (await studioProject()).id, values);
    if (!result.ok) return formFailure(lang, result, values, { studioForm: 'conditions' });
    refresh();
    return { notice: (await getTranslations({ locale: lang, namespace: 'studio.recording' }))('saved'), values };
  },
);

/** The note form has one line for its message: the field's, or the form's. */
function noteMessage(lang: Lang, failure: Failure): { error?: string } {
  const state = formFailure(lang, failure, {}, { studioForm: 'notes' });
  return { error: state.error ?? Object.values(state.fieldErrors ?? {})[0] };
}

/** A note on a moment of a replay; answers the refusal in the page's language, or nothing when it is saved. */
export const addNoteAction = serverAction(
  [langArg, uuidArg('sessionId'), numberArg('at'), textArg('body')],
  (failure, lang) => noteMessage(lang, failure),
  async (lang, sessionId, at, body): Promise<{ error?: string }> => {
    const viewer = await requireAdmin();
    const result = await addNote(viewer, (await studioProject()).id, sessionId, { at, body });
    if (!result.ok) return noteMessage(lang, result);
    refresh();
    return {};
  },
);

/** Saves the sessions list's filters under a name, then shows the list again (saying why when it was refused). */
export const saveSearchAction = serverAction(
  [langArg, textArg('query'), formArg],
  (_failure, lang) => redirect(localizedHref('/studio', lang, { saveRefused: '1' })),
  async (lang, query, form): Promise<void> => {
    const viewer = await requireAdmin();
    const params = Object.fromEntries(new URLSearchParams(query));
    const result = await saveSearch(viewer, (await studioProject()).id, { name: form.get('name'), query });
    if (!result.ok) redirect(localizedHref('/studio', lang, { ...params, saveRefused: '1' }));
    redirect(localizedHref('/studio', lang, params));
  },
);

export const deleteSavedSearchAction = serverAction(
  [langArg, serialIdArg('id')],
  refusedIn('searches'),
  async (lang, id): Promise<FormState> => {
    const viewer = await requireAdmin();
    const result = await deleteSavedSearch(viewer, (await studioProject()).id, id);
    if (!result.ok) return formFailure(lang, result, {}, { studioForm: 'searches' });
    refresh();
    return {};
  },
);

/** No session or visitor has an id that is none: nothing to erase, the list again. */
const backToSessions = (_failure: Failure, lang: Lang) => redirect(localizedHref('/studio', lang));

/** The list after an erasure, saying what was deleted (the list page reads `erased` and `member`). */
const erasedHref = (lang: Lang, erased: number, scope: 'session' | 'visitor' | 'member', member?: string) =>
  localizedHref('/studio', lang, { erased, scope, ...(member ? { member } : {}) });

/** Erases one session (rows and bytes), then shows the list, saying so. */
export const eraseSessionAction = serverAction(
  [langArg, uuidArg('sessionId')],
  backToSessions,
  async (lang, sessionId): Promise<void> => {
    const viewer = await requireAdmin();
    const erased = await eraseSessions(viewer, (await studioProject()).id, [sessionId]);
    redirect(erasedHref(lang, erased, 'session'));
  },
);

/** Erases every session of one visitor (their browser: an erasure request), then shows the list, saying how many. */
export const eraseVisitorAction = serverAction(
  [langArg, uuidArg('visitor')],
  backToSessions,
  async (lang, visitor): Promise<void> => {
    const viewer = await requireAdmin();
    const erased = await eraseSubject(viewer, (await studioProject()).id, { visitor });
    redirect(erasedHref(lang, erased, 'visitor'));
  },
);

/**
 * Erases every session of one member, in every browser, verified or named by a script (an erasure request of a
 * member), then shows the list, saying how many.
 */
export const eraseMemberAction = serverAction(
  [langArg, textArg('member')],
  backToSessions,
  async (lang, member): Promise<void> => {
    const viewer = await requireAdmin();
    const erased = await eraseSubject(viewer, (await studioProject()).id, { member });
    redirect(erasedHref(lang, erased, 'member', member));
  },
);
