import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { integrationEvents, webhookDeliveries, webhooks, type IntegrationEventKind } from '@/lib/db/schema';

export interface NewIntegrationEvent {
  projectId: string;
  kind: IntegrationEventKind;
  /** What makes it the same event when seen again: a report's id, a fingerprint, an alert and its hour. */
  dedupeKey: string;
  sessionId?: string | null;
  payload: Record<string, unknown>;
  occurredAt: Date;
}

/**
 * Records an event once (a second one with the same project and `dedupeKey` is ignored) and queues one delivery of it
 * to each of the project's webhooks that asked for its kind, due at once. Answers the new event's id and how many
 * deliveries it got, or null when the event was known already.
 */
export async function recordEvent(
  event: NewIntegrationEvent,
  { now, db }: { now: Date; db?: Db },
): Promise<{ eventId: number; deliveries: number } | null> {
  const database = db ?? (await getDb());
  return database.transaction(async (tx) => {
    const [row] = await tx
      .insert(integrationEvents)
      .values({
        projectId: event.projectId,
        kind: event.kind,
        dedupeKey: event.dedupeKey,
        sessionId: event.sessionId ?? null,
        payload: event.payload,
        occurredAt: event.occurredAt,
      })
      .onConflictDoNothing({ target: [integrationEvents.projectId, integrationEvents.dedupeKey] })
      .returning({ id: integrationEvents.id });
    if (!row) return null;
    const subscribed = await tx
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(and(eq(webhooks.projectId, event.projectId), sql`${event.kind} = any(${webhooks.events})`));
    if (subscribed.length > 0) {
      await tx
        .insert(webhookDeliveries)
        .values(subscribed.map((hook) => ({ webhookId: hook.id, eventId: row.id, nextAttemptAt: now })))
        .onConflictDoNothing();
    }
    return { eventId: row.id, deliveries: subscribed.length };
  });
}
