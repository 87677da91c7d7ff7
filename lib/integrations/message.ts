import type { IntegrationEventKind, WebhookFormat } from '@/lib/db/tables/integrations';

/** What a delivery carries of its event (the row of integration_events). */
export interface EventForMessage {
  id: number;
  kind: IntegrationEventKind;
  projectId: string;
  occurredAt: Date;
  payload: Record<string, unknown>;
}

/** Parley's own body: the event's kind, id, project, time and payload (lib/integrations/README.md lists each payload). */
export function jsonBody(event: EventForMessage): string {
  return JSON.stringify({
    id: event.id,
    event: event.kind,
    projectId: event.projectId,
    occurredAt: event.occurredAt.toISOString(),
    data: event.payload,
  });
}

const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined ? '' : String(value));

/** Slack's mrkdwn treats these three as control characters (Slack: "Escaping text"). */
export function escapeSlack(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** One line saying what happened, in plain English (a chat message's notification text). */
export function summary(event: EventForMessage): string {
  const data = event.payload;
  switch (event.kind) {
    case 'bug_report.created':
      return `New bug report on ${text(data.page)}: ${text(data.what)}`;
    case 'replay_note.created':
      return `${text(data.author)} noted on a replay: ${text(data.body)}`;
    case 'error_group.created':
      return `New error: ${text(data.name)}: ${text(data.message)}`;
    case 'trend.threshold_exceeded':
      return `${text(data.count)} ${data.metric === 'rage_clicks' ? 'rage clicks' : 'errors'} in the hour from ${text(data.hourStart)} (alert above ${text(data.perHourAbove)})`;
  }
}

/**
 * A Slack incoming-webhook message: `text` (the notification and the fallback) and `blocks` (a section with the
 * summary and a link to the studio, and a context line with the kind and time). Discord's and Mattermost's
 * Slack-compatible webhooks read the same body.
 */
export function slackBody(event: EventForMessage): string {
  const link = text(event.payload.url);
  const line = escapeSlack(summary(event));
  return JSON.stringify({
    text: summary(event),
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: link ? `${line}\n<${link}|Open in Parley>` : line } },
      {
        type: 'context',
        elements: [{ type: 'mrkdwn', text: `${event.kind} · ${event.occurredAt.toISOString()}` }],
      },
    ],
  });
}

export function messageBody(format: WebhookFormat, event: EventForMessage): string {
  return format === 'slack' ? slackBody(event) : jsonBody(event);
}
