import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import {
  INTEGRATION_EVENT_KINDS,
  ISSUE_TRACKER_KINDS,
  TREND_METRICS,
  WEBHOOK_FORMATS,
  type IntegrationEventKind,
} from '@/lib/db/schema';
import { isLang } from '@/lib/i18n/languages';
import {
  ISSUE_TITLE_MAX_LENGTH,
  MESSAGE_TEXT_MAX,
  TRACKER_FIELD_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@/lib/integrations/limits';
import { listTrackers } from '@/lib/integrations/issue-trackers';
import { listTrendAlerts } from '@/lib/integrations/trend-alerts';
import { listDeliveries, listWebhooks } from '@/lib/integrations/webhooks';
import { pageMetadata } from '@/lib/seo/metadata';
import { studioProject } from '@/lib/studio/project';
import { ActionForm } from '@/components/forms/ActionForm';
import { ButtonForm } from '@/components/forms/ButtonForm';
import { StudioTable } from '@/components/studio/StudioTable';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import {
  configureTrackerAction,
  createIssueAction,
  createTrendAlertAction,
  createWebhookAction,
  deleteTrackerAction,
  deleteTrendAlertAction,
  deleteWebhookAction,
  rotateWebhookSecretAction,
  updateWebhookAction,
} from '@/app/[lang]/_lib/integration-actions';
import { formatDateTime } from '../_ui/format';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/integrations'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/integrations',
    title: t('studio.integrations.title'),
    description: t('studio.integrations.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * Webhooks (each edited in place and its secret rotated, with their delivery log), trend alerts and issue trackers;
 * with `?session=…&t=…` (a note's "Create issue" link) the form that files an issue about that moment.
 */
export default async function StudioIntegrationsPage({
  params,
  searchParams,
}: PageProps<'/[lang]/studio/integrations'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const query = await searchParams;
  const projectId = (await studioProject()).id;
  const [hooks, deliveries, alerts, trackers] = await Promise.all([
    listWebhooks(viewer, projectId),
    listDeliveries(viewer, projectId),
    listTrendAlerts(viewer, projectId),
    listTrackers(viewer, projectId),
  ]);
  const t = await getTranslations({ locale: lang, namespace: 'studio.integrations' });
  const moment = { sessionId: one(query.session), at: one(query.t), title: one(query.title) };
  const EVENT_NAMES: Record<IntegrationEventKind, string> = {
    'bug_report.created': t('events.bug_report_created'),
    'replay_note.created': t('events.replay_note_created'),
    'error_group.created': t('events.error_group_created'),
    'trend.threshold_exceeded': t('events.trend_threshold_exceeded'),
  };
  const eventName = (kind: IntegrationEventKind) => EVENT_NAMES[kind];
  const eventOptions = [
    { value: 'all', label: t('allEvents') },
    ...INTEGRATION_EVENT_KINDS.map((kind) => ({ value: kind, label: eventName(kind) })),
  ];
  const formatOptions = WEBHOOK_FORMATS.map((format) => ({ value: format, label: t(`formats.${format}`) }));
  /** A webhook's events as the select holds them: every event, one, or (made elsewhere) a choice of several. */
  const eventsChoice = (events: IntegrationEventKind[]) => {
    if (INTEGRATION_EVENT_KINDS.every((kind) => events.includes(kind))) return { value: 'all', extra: [] };
    if (events.length === 1) return { value: events[0]!, extra: [] };
    const value = events.join(',');
    return { value, extra: [{ value, label: events.map(eventName).join(', ') }] };
  };
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>

      <h2>{t('webhooks')}</h2>
      <StudioTable
        rows={hooks}
        rowKey={(hook) => hook.id}
        empty={t('noWebhooks')}
        columns={[
          { key: 'url', header: t('url'), dir: 'ltr', cell: (hook) => <code>{hook.url}</code> },
          { key: 'events', header: t('eventsLabel'), cell: (hook) => hook.events.map(eventName).join(', ') },
          { key: 'format', header: t('format'), cell: (hook) => t(`formats.${hook.format}`) },
          { key: 'by', header: t('createdBy'), dir: 'auto', cell: (hook) => hook.createdBy },
          {
            key: 'delete',
            header: t('delete'),
            headerHidden: true,
            cell: (hook) => <ButtonForm action={deleteWebhookAction.bind(null, lang, hook.id)} label={t('delete')} />,
          },
        ]}
      />
      {hooks.map((hook) => {
        const choice = eventsChoice(hook.events);
        return (
          <details key={hook.id} className="webhook-edit" data-webhook={hook.id}>
            <summary>{t('editWebhook', { url: hook.url })}</summary>
            <ActionForm
              idPrefix={`webhook-${hook.id}`}
              action={updateWebhookAction.bind(null, lang, hook.id)}
              submitLabel={t('saveWebhook')}
              pendingLabel={t('saveWebhook')}
              fields={[
                { name: 'url', label: t('url'), type: 'url', maxLength: URL_MAX_LENGTH, defaultValue: hook.url },
                {
                  name: 'events',
                  label: t('eventsLabel'),
                  type: 'select',
                  options: [...eventOptions, ...choice.extra],
                  defaultValue: choice.value,
                },
                {
                  name: 'format',
                  label: t('format'),
                  type: 'select',
                  options: formatOptions,
                  defaultValue: hook.format,
                },
              ]}
            />
            <p>{t('rotateHint')}</p>
            <ActionForm
              idPrefix={`webhook-${hook.id}-secret`}
              action={rotateWebhookSecretAction.bind(null, lang, hook.id)}
              submitLabel={t('rotateSecret')}
              pendingLabel={t('rotateSecret')}
              fields={[]}
            />
          </details>
        );
      })}
      <h3>{t('addWebhook')}</h3>
      <p>{t('signatureHint')}</p>
      <ActionForm
        idPrefix="webhook"
        action={createWebhookAction.bind(null, lang)}
        submitLabel={t('addWebhook')}
        pendingLabel={t('addWebhook')}
        fields={[
          { name: 'url', label: t('url'), type: 'url', maxLength: URL_MAX_LENGTH },
          { name: 'events', label: t('eventsLabel'), type: 'select', options: eventOptions },
          { name: 'format', label: t('format'), type: 'select', options: formatOptions },
        ]}
      />

      <h2>{t('deliveries')}</h2>
      <StudioTable
        rows={deliveries}
        rowKey={(delivery) => delivery.id}
        empty={t('noDeliveries')}
        columns={[
          { key: 'created', header: t('created'), cell: (row) => formatDateTime(lang, row.createdAt) },
          { key: 'event', header: t('event'), cell: (row) => eventName(row.kind) },
          { key: 'url', header: t('url'), dir: 'ltr', cell: (row) => <code>{row.url}</code> },
          { key: 'status', header: t('status'), cell: (row) => t(`statuses.${row.status}`) },
          { key: 'attempts', header: t('attempts'), cell: (row) => row.attempts },
          { key: 'response', header: t('response'), dir: 'ltr', cell: (row) => row.responseStatus ?? row.error ?? '' },
          {
            key: 'next',
            header: t('nextAttempt'),
            cell: (row) => (row.nextAttemptAt ? formatDateTime(lang, row.nextAttemptAt) : '—'),
          },
        ]}
      />

      <h2>{t('alerts')}</h2>
      <StudioTable
        rows={alerts}
        rowKey={(alert) => alert.id}
        empty={t('noAlerts')}
        columns={[
          {
            key: 'alert',
            header: t('alert'),
            cell: (alert) => t('alertLine', { metric: t(`metrics.${alert.metric}`), count: alert.perHourAbove }),
          },
          {
            key: 'delete',
            header: t('delete'),
            headerHidden: true,
            cell: (alert) => (
              <ButtonForm action={deleteTrendAlertAction.bind(null, lang, alert.id)} label={t('delete')} />
            ),
          },
        ]}
      />
      <h3>{t('addAlert')}</h3>
      <ActionForm
        idPrefix="alert"
        action={createTrendAlertAction.bind(null, lang)}
        submitLabel={t('addAlert')}
        pendingLabel={t('addAlert')}
        fields={[
          {
            name: 'metric',
            label: t('metric'),
            type: 'select',
            options: TREND_METRICS.map((metric) => ({ value: metric, label: t(`metrics.${metric}`) })),
          },
          { name: 'perHourAbove', label: t('perHourAbove'), type: 'text', maxLength: 7 },
        ]}
      />

      <h2>{t('trackers')}</h2>
      <StudioTable
        rows={trackers}
        rowKey={(tracker) => tracker.id}
        empty={t('noTrackers')}
        columns={[
          { key: 'kind', header: t('kind'), cell: (tracker) => t(`kinds.${tracker.kind}`) },
          { key: 'base', header: t('baseUrl'), dir: 'ltr', cell: (tracker) => <code>{tracker.baseUrl}</code> },
          { key: 'target', header: t('target'), dir: 'ltr', cell: (tracker) => <code>{tracker.target}</code> },
          { key: 'by', header: t('updatedBy'), dir: 'auto', cell: (tracker) => tracker.updatedBy },
          {
            key: 'delete',
            header: t('delete'),
            headerHidden: true,
            cell: (tracker) => (
              <ButtonForm action={deleteTrackerAction.bind(null, lang, tracker.id)} label={t('delete')} />
            ),
          },
        ]}
      />
      <h3>{t('configureTracker')}</h3>
      <p>{t('trackerHint')}</p>
      <ActionForm
        idPrefix="tracker"
        action={configureTrackerAction.bind(null, lang)}
        submitLabel={t('configureTracker')}
        pendingLabel={t('configureTracker')}
        fields={[
          {
            name: 'kind',
            label: t('kind'),
            type: 'select',
            options: ISSUE_TRACKER_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
          },
          { name: 'baseUrl', label: t('baseUrl'), type: 'url', maxLength: URL_MAX_LENGTH, hint: t('baseUrlHint') },
          {
            name: 'target',
            label: t('target'),
            type: 'text',
            maxLength: TRACKER_FIELD_MAX_LENGTH,
            hint: t('targetHint'),
          },
          {
            name: 'token',
            label: t('token'),
            type: 'password',
            autoComplete: 'off',
            maxLength: TRACKER_FIELD_MAX_LENGTH,
          },
          { name: 'account', label: t('account'), type: 'text', maxLength: TRACKER_FIELD_MAX_LENGTH },
          { name: 'issueType', label: t('issueType'), type: 'text', maxLength: TRACKER_FIELD_MAX_LENGTH },
        ]}
      />

      <h2 id="issue">{t('createIssue')}</h2>
      {moment.sessionId && moment.at ? (
        <ActionForm
          idPrefix="issue"
          action={createIssueAction.bind(null, lang)}
          submitLabel={t('createIssue')}
          pendingLabel={t('createIssue')}
          fields={[
            {
              name: 'kind',
              label: t('kind'),
              type: 'select',
              options: trackers.map((tracker) => ({ value: tracker.kind, label: t(`kinds.${tracker.kind}`) })),
            },
            {
              name: 'title',
              label: t('issueTitle'),
              type: 'text',
              maxLength: ISSUE_TITLE_MAX_LENGTH,
              defaultValue: moment.title.slice(0, ISSUE_TITLE_MAX_LENGTH),
            },
            { name: 'description', label: t('issueDescription'), type: 'textarea', maxLength: MESSAGE_TEXT_MAX },
            { name: 'sessionId', label: 'sessionId', type: 'hidden', defaultValue: moment.sessionId },
            { name: 'at', label: 'at', type: 'hidden', defaultValue: moment.at },
          ]}
        />
      ) : (
        <p>{t('issueFromNote')}</p>
      )}
    </div>
  );
}
