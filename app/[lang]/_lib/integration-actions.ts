'use server';

import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { INTEGRATION_EVENT_KINDS } from '@/lib/db/schema';
import type { Failure } from '@/lib/errors';
import type { Lang } from '@/lib/i18n/languages';
import { configureTracker, createIssue, deleteTracker } from '@/lib/integrations/issue-trackers';
import { createTrendAlert, deleteTrendAlert } from '@/lib/integrations/trend-alerts';
import { createWebhook, deleteWebhook, rotateWebhookSecret, updateWebhook } from '@/lib/integrations/webhooks';
import { studioProject } from '@/lib/studio/project';
import type { FormState } from '@/components/forms/form-state';
import { requireAdmin } from '../../current-user';
import { formArg, langArg, previousStateArg, serialIdArg, serverAction } from './action-input';
import { formFailure } from './form-failure';

// The studio's integrations page (lib/integrations): webhooks, trend alerts, issue trackers, and an issue filed from a
// replay's moment. Each checks the role itself (requireAdmin) and lib/integrations checks it again; a refusal stores
// nothing and names each field's problem.

const fieldsOf = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, typeof form.get(name) === 'string' ? (form.get(name) as string) : '']));

const refused = (failure: Failure, lang: Lang) => formFailure(lang, failure, {});
const texts = (lang: Lang) => getTranslations({ locale: lang, namespace: 'studio.integrations' });

/** A new webhook; its signing secret is shown in the confirmation, once. */
export const createWebhookAction = serverAction(
  [langArg, previousStateArg, formArg],
  refused,
  async (lang, _previous, form): Promise<FormState> => {
    const viewer = await requireAdmin();
    const values = fieldsOf(form, ['url', 'events', 'format']);
    // The form's "every event" choice.
    const events = values.events === 'all' ? INTEGRATION_EVENT_KINDS.join(',') : values.events;
    const result = await createWebhook(viewer, (await studioProject()).id, { ...values, events }, { now: new Date() });
    if (!result.ok) return formFailure(lang, result, values);
    refresh();
    return { notice: (await texts(lang))('webhookCreated', { secret: result.secret }) };
  },
);

/** A webhook's address, events and format changed in place; its secret and delivery log stay. */
export const updateWebhookAction = serverAction(
  [langArg, serialIdArg('id'), previousStateArg, formArg],
  refused,
  async (lang, id, _previous, form): Promise<FormState> => {
    const viewer = await requireAdmin();
    const values = fieldsOf(form, ['url', 'events', 'format']);
    const events = values.events === 'all' ? INTEGRATION_EVENT_KINDS.join(',') : values.events;
    const result = await updateWebhook(viewer, (await studioProject()).id, id, { ...values, events });
    if (!result.ok) return formFailure(lang, result, values);
    refresh();
    return { notice: (await texts(lang))('webhookSaved'), values };
  },
);

/** A new signing secret, shown in the confirmation once; the old one signs nothing more. */
export const rotateWebhookSecretAction = serverAction(
  [langArg, serialIdArg('id')],
  refused,
  async (lang, id): Promise<FormState> => {
    const viewer = await requireAdmin();
    const result = await rotateWebhookSecret(viewer, (await studioProject()).id, id);
    if (!result.ok) return formFailure(lang, result, {});
    return { notice: (await texts(lang))('secretRotated', { secret: result.secret }) };
  },
);

export const deleteWebhookAction = serverAction(
  [langArg, serialIdArg('id')],
  refused,
  async (lang, id): Promise<FormState> => {
    const viewer = await requireAdmin();
    const result = await deleteWebhook(viewer, (await studioProject()).id, id);
    if (!result.ok) return formFailure(lang, result, {});
    refresh();
    return {};
  },
);

export const createTrendAlertAction = serverAction(
  [langArg, previousStateArg, formArg],
  refused,
  async (lang, _previous, form): Promise<FormState> => {
    const viewer = await requireAdmin();
    const values = fieldsOf(form, ['metric', 'perHourAbove']);
    const result = await createTrendAlert(viewer, (await studioProject()).id, values);
    if (!result.ok) return formFailure(lang, result, values);
    refresh();
    return { notice: (await texts(lang))('alertCreated') };
  },
);

export const deleteTrendAlertAction = serverAction(
  [langArg, serialIdArg('id')],
  refused,
  async (lang, id): Promise<FormState> => {
    const viewer = await requireAdmin();
    const result = await deleteTrendAlert(viewer, (await studioProject()).id, id);
    if (!result.ok) return formFailure(lang, result, {});
    refresh();
    return {};
  },
);

const TRACKER_FIELDS = ['kind', 'baseUrl', 'target', 'token', 'account', 'issueType'] as const;

/** Sets the project's tracker of a kind; the token is never sent back, not even to refill the form. */
export const configureTrackerAction = serverAction(
  [langArg, previousStateArg, formArg],
  refused,
  async (lang, _previous, form): Promise<FormState> => {
    const viewer = await requireAdmin();
    const values = fieldsOf(form, TRACKER_FIELDS);
    const result = await configureTracker(viewer, (await studioProject()).id, values, { now: new Date() });
    if (!result.ok) return formFailure(lang, result, { ...values, token: '' });
    refresh();
    return { notice: (await texts(lang))('trackerSaved') };
  },
);

export const deleteTrackerAction = serverAction(
  [langArg, serialIdArg('id')],
  refused,
  async (lang, id): Promise<FormState> => {
    const viewer = await requireAdmin();
    const result = await deleteTracker(viewer, (await studioProject()).id, id);
    if (!result.ok) return formFailure(lang, result, {});
    refresh();
    return {};
  },
);

/** An issue about a replay's moment, filed in the chosen tracker; the confirmation links the new issue. */
export const createIssueAction = serverAction(
  [langArg, previousStateArg, formArg],
  refused,
  async (lang, _previous, form): Promise<FormState> => {
    const viewer = await requireAdmin();
    const values = fieldsOf(form, ['kind', 'title', 'description', 'sessionId', 'at']);
    const result = await createIssue(viewer, (await studioProject()).id, values);
    const t = await texts(lang);
    if (!result.ok) {
      // The tracker's own answer (its status and message) is what the team needs to fix a token or a target.
      if (result.code === 'unavailable') return { error: t('issueRefused', { reason: result.error }), values };
      if (result.code === 'not_found' && result.field === 'kind') return { error: t('noTracker'), values };
      return formFailure(lang, result, values);
    }
    return { notice: t('issueCreated', { url: result.url || '—' }) };
  },
);
