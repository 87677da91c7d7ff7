import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import {
  INTEGRATION_EVENT_KINDS,
  integrationEvents,
  WEBHOOK_FORMATS,
  webhookDeliveries,
  webhooks,
  type DeliveryStatus,
  type IntegrationEventKind,
  type WebhookFormat,
} from '@/lib/db/schema';
import { failure, failureOfAll, zodFailures, type Result } from '@/lib/errors';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { startCursors } from './event-detector';
import { inFieldOrder, publicHttpUrlSchema } from './http-url';
import { DELIVERY_LOG_SIZE, WEBHOOKS_MAX } from './limits';
import { seal } from './sealed';

/** A list of event kinds as a form sends it (one value, or several separated by commas) or as an array. */
const eventsSchema = z
  .union([z.array(z.string()), z.string()], { message: 'is required' })
  .transform((value, context): IntegrationEventKind[] => {
    const list = [
      ...new Set((Array.isArray(value) ? value : value.split(',')).map((one) => one.trim()).filter(Boolean)),
    ];
    if (list.length === 0) {
      context.addIssue({ code: 'custom', message: 'is required', params: { code: 'required' } });
      return z.NEVER;
    }
    if (!list.every((one) => (INTEGRATION_EVENT_KINDS as readonly string[]).includes(one))) {
      context.addIssue({
        code: 'custom',
        message: `must be known event kinds (${INTEGRATION_EVENT_KINDS.join(', ')})`,
      });
      return z.NEVER;
    }
    return list as IntegrationEventKind[];
  });

export const webhookInputSchema = z.object({
  url: publicHttpUrlSchema,
  events: eventsSchema,
  format: z.enum(WEBHOOK_FORMATS, { message: 'must be json or slack' }).default('json'),
});

/** A signing secret: shown once, stored sealed. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

export interface WebhookRow {
  id: number;
  url: string;
  events: IntegrationEventKind[];
  format: WebhookFormat;
  createdBy: string;
  createdAt: Date;
}

/**
 * A new webhook, or every field's problem at once. Its signing secret is made here and answered once, for the team to
 * give the receiver; it is stored sealed and never shown again.
 */
export async function createWebhook(
  viewer: StudioViewer & { username: string },
  projectId: string,
  input: unknown,
  { now }: { now: Date },
): Promise<Result<{ id: number; secret: string }>> {
  assertStudioViewer(viewer);
  const parsed = await webhookInputSchema.safeParseAsync(input);
  if (!parsed.success)
    return failureOfAll(inFieldOrder(zodFailures(parsed.error), Object.keys(webhookInputSchema.shape)));
  const db = await getDb();
  const [existing] = await db.select({ n: count() }).from(webhooks).where(eq(webhooks.projectId, projectId));
  if ((existing?.n ?? 0) >= WEBHOOKS_MAX) {
    return failure('too_large', `A project has at most ${WEBHOOKS_MAX} webhooks`, { limit: WEBHOOKS_MAX });
  }
  const secret = newSecret();
  const [row] = await db
    .insert(webhooks)
    .values({
      projectId,
      url: parsed.data.url,
      secretSealed: seal(secret),
      events: parsed.data.events,
      format: parsed.data.format,
      createdBy: viewer.username,
      createdAt: now,
    })
    .returning({ id: webhooks.id });
  // What happens from now on is told; what happened before the first webhook is not.
  await startCursors(projectId, { now });
  return { ok: true, id: row!.id, secret };
}

/**
 * A webhook's address, events and format changed in place, or every field's problem at once (the address is checked as
 * a new one's is). It keeps its id, its secret and its delivery log; deliveries not sent yet go to the new address, in
 * the new format.
 */
export async function updateWebhook(
  viewer: StudioViewer,
  projectId: string,
  id: number,
  input: unknown,
): Promise<Result> {
  assertStudioViewer(viewer);
  const parsed = await webhookInputSchema.safeParseAsync(input);
  if (!parsed.success)
    return failureOfAll(inFieldOrder(zodFailures(parsed.error), Object.keys(webhookInputSchema.shape)));
  const db = await getDb();
  const updated = await db
    .update(webhooks)
    .set({ url: parsed.data.url, events: parsed.data.events, format: parsed.data.format })
    .where(and(eq(webhooks.projectId, projectId), eq(webhooks.id, id)))
    .returning({ id: webhooks.id });
  return updated.length > 0 ? { ok: true } : failure('not_found', 'No such webhook');
}

/**
 * A new signing secret for a webhook, answered once like a new webhook's. The old one signs nothing from now on: every
 * attempt, a retry of an earlier delivery too, is signed with the secret stored when it is sent.
 */
export async function rotateWebhookSecret(
  viewer: StudioViewer,
  projectId: string,
  id: number,
): Promise<Result<{ secret: string }>> {
  assertStudioViewer(viewer);
  const secret = newSecret();
  const db = await getDb();
  const updated = await db
    .update(webhooks)
    .set({ secretSealed: seal(secret) })
    .where(and(eq(webhooks.projectId, projectId), eq(webhooks.id, id)))
    .returning({ id: webhooks.id });
  return updated.length > 0 ? { ok: true, secret } : failure('not_found', 'No such webhook');
}

export async function listWebhooks(viewer: StudioViewer, projectId: string): Promise<WebhookRow[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  return db
    .select({
      id: webhooks.id,
      url: webhooks.url,
      events: webhooks.events,
      format: webhooks.format,
      createdBy: webhooks.createdBy,
      createdAt: webhooks.createdAt,
    })
    .from(webhooks)
    .where(eq(webhooks.projectId, projectId))
    .orderBy(webhooks.id);
}

/** Deletes a webhook and its deliveries (pending ones are not sent). */
export async function deleteWebhook(viewer: StudioViewer, projectId: string, id: number): Promise<Result> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const deleted = await db
    .delete(webhooks)
    .where(and(eq(webhooks.projectId, projectId), eq(webhooks.id, id)))
    .returning({ id: webhooks.id });
  return deleted.length > 0 ? { ok: true } : failure('not_found', 'No such webhook');
}

export interface DeliveryRow {
  id: number;
  webhookId: number;
  /** Where the delivery went: the address of its last attempt, or the webhook's (where it goes) when not tried yet. */
  url: string;
  kind: IntegrationEventKind;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  responseStatus: number | null;
  responseExcerpt: string | null;
  error: string | null;
  createdAt: Date;
}

/** The project's latest deliveries, newest first: the studio's delivery log. */
export async function listDeliveries(viewer: StudioViewer, projectId: string): Promise<DeliveryRow[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  return db
    .select({
      id: webhookDeliveries.id,
      webhookId: webhookDeliveries.webhookId,
      url: sql<string>`coalesce(${webhookDeliveries.lastTargetUrl}, ${webhooks.url})`,
      kind: integrationEvents.kind,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      lastAttemptAt: webhookDeliveries.lastAttemptAt,
      responseStatus: webhookDeliveries.responseStatus,
      responseExcerpt: webhookDeliveries.responseExcerpt,
      error: webhookDeliveries.error,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .innerJoin(integrationEvents, eq(integrationEvents.id, webhookDeliveries.eventId))
    .where(eq(webhooks.projectId, projectId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_SIZE);
}
