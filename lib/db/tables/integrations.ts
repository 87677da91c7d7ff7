// Owned by lib/integrations: outgoing webhooks, the events they carry and the durable queue of their deliveries, trend
// alerts, and the issue trackers the studio files issues in (lib/db/README.md lists the owner of every table).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects, recordingSessions } from './recordings';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What a webhook can be told of (lib/integrations/README.md describes each payload). */
export const INTEGRATION_EVENT_KINDS = [
  'bug_report.created',
  'replay_note.created',
  'error_group.created',
  'trend.threshold_exceeded',
] as const;
export type IntegrationEventKind = (typeof INTEGRATION_EVENT_KINDS)[number];

/** How a webhook's body is written: Parley's own JSON, or a Slack incoming-webhook message (`text` and `blocks`). */
export const WEBHOOK_FORMATS = ['json', 'slack'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What a trend alert counts per hour. */
export const TREND_METRICS = ['errors', 'rage_clicks'] as const;
export type TrendMetric = (typeof TREND_METRICS)[number];

export const ISSUE_TRACKER_KINDS = ['github', 'gitlab', 'jira'] as const;
export type IssueTrackerKind = (typeof ISSUE_TRACKER_KINDS)[number];

/** An address the project's events are posted to, signed with its secret. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The signing secret, encrypted with a key derived from AUTH_SECRET (lib/integrations/sealed.ts). */
    secretSealed: text('secret_sealed').notNull(),
    events: text('events', { enum: INTEGRATION_EVENT_KINDS }).array().notNull(),
    format: text('format', { enum: WEBHOOK_FORMATS }).notNull().default('json'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhooks_project_idx').on(t.projectId),
    check('webhooks_format_known', sql`${t.format} in ('json', 'slack')`),
  ],
);

/**
 * Something that happened in a project, once (`dedupe_key`: a bug report's id, a fingerprint, an alert's hour): what
 * the deliveries carry. A session's events go with the session when it is erased.
 */
export const integrationEvents = pgTable(
  'integration_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INTEGRATION_EVENT_KINDS }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    sessionId: uuid('session_id').references(() => recordingSessions.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('integration_events_project_key_unique').on(t.projectId, t.dedupeKey)],
);

/**
 * One event to one webhook: the durable queue the delivery runner works (lib/integrations/delivery-runner.ts), and the
 * studio's delivery log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => integrationEvents.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending delivery is next tried; null once delivered or failed for good. */
    nextAttemptAt: timestamptz('next_attempt_at'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    /**
     * The address the last attempt was sent to: the webhook's address at that moment, so that the log still says where a
     * delivery went after the webhook is edited (null: not tried yet; it goes to the webhook's address).
     */
    lastTargetUrl: text('last_target_url'),
    /** The receiver's HTTP status of the last attempt (null: no response, see `error`). */
    responseStatus: integer('response_status'),
    /** The start of the receiver's last response body, or why no response came. */
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_webhook_event_unique').on(t.webhookId, t.eventId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_webhook_created_idx').on(t.webhookId, t.createdAt.desc()),
    check('webhook_deliveries_status_known', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/** How far the event detector has read a source table of a project (the last id it turned into events). */
export const integrationCursors = pgTable(
  'integration_cursors',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    lastId: bigint('last_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'integration_cursors_pk', columns: [t.projectId, t.source] })],
);

/** "More than N errors (or rage clicks) in an hour": an event once per clock hour the count passes it. */
export const trendAlerts = pgTable(
  'trend_alerts',
  {
    id: serial('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    metric: text('metric', { enum: TREND_METRICS }).notNull(),
    perHourAbove: integer('per_hour_above').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trend_alerts_project_metric_unique').on(t.projectId, t.metric, t.perHourAbove),
    check('trend_alerts_metric_known', sql`${t.metric} in ('errors', 'rage_clicks')`),
    check('trend_alerts_positive', sql`${t.perHourAbove} >= 0`),
  ],
);

/** Where the studio files an issue for a project: one tracker of each kind, its token sealed and never shown again. */
export const issueTrackers = pgTable(
  'issue_trackers',
  {
    id: serial('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ISSUE_TRACKER_KINDS }).notNull(),
    /** The API's origin (and path prefix): `https://api.github.com`, `https://gitlab.com`, `https://team.atlassian.net`. */
    baseUrl: text('base_url').notNull(),
    /** `owner/repo` (GitHub), a project id or path (GitLab), a project key (Jira). */
    target: text('target').notNull(),
    /** Jira's account email (its token is used with it, Basic); empty for the others. */
    account: text('account').notNull().default(''),
    /** Jira's issue type name (`Bug`); empty for the others. */
    issueType: text('issue_type').notNull().default(''),
    tokenSealed: text('token_sealed').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('issue_trackers_project_kind_unique').on(t.projectId, t.kind),
    check('issue_trackers_kind_known', sql`${t.kind} in ('github', 'gitlab', 'jira')`),
  ],
);

export type Webhook = typeof webhooks.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type IntegrationEvent = typeof integrationEvents.$inferSelect;
export type TrendAlert = typeof trendAlerts.$inferSelect;
export type IssueTracker = typeof issueTrackers.$inferSelect;
