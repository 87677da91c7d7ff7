import 'server-only';
import { and, asc, eq, lte } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { integrationEvents, webhookDeliveries, webhooks } from '@/lib/db/schema';
import { nextAttemptAt } from './backoff';
import { DELIVERY_BATCH_SIZE, DELIVERY_TIMEOUT_MS, RESPONSE_EXCERPT_MAX } from './limits';
import { messageBody } from './message';
import { PrivateTargetError, sendToPublicTarget } from './outgoing-target';
import { unseal } from './sealed';
import { SIGNATURE_HEADER, signatureHeader } from './signature';

/** How a delivery is sent: sendToPublicTarget (a fetch that reaches public addresses only), or a test's stand-in. */
export type Send = typeof fetch;

/** What one attempt came to; `final` when trying again cannot help (a target that is not public). */
interface Outcome {
  ok: boolean;
  final?: boolean;
  responseStatus: number | null;
  responseExcerpt: string | null;
  error: string | null;
}

/** The start of a response body, read no further than the excerpt needs (a receiver may answer with megabytes). */
async function excerptOf(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < RESPONSE_EXCERPT_MAX) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text.slice(0, RESPONSE_EXCERPT_MAX);
}

async function attempt(send: Send, url: string, body: string, headers: Record<string, string>): Promise<Outcome> {
  try {
    const response = await send(url, {
      method: 'POST',
      headers,
      body,
      // A redirect is an answer, not a place to send the event again (it could point anywhere).
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    const responseExcerpt = await excerptOf(response).catch(() => '');
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      responseStatus: response.status,
      responseExcerpt,
      error: ok ? null : `The receiver answered ${response.status}`,
    };
  } catch (error) {
    if (error instanceof PrivateTargetError) {
      return {
        ok: false,
        final: true,
        responseStatus: null,
        responseExcerpt: null,
        error: `Not sent: ${error.message}`,
      };
    }
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `No answer within ${DELIVERY_TIMEOUT_MS} ms`
        : `${error instanceof Error ? error.message : String(error)}${cause?.code ? ` (${String(cause.code)})` : ''}`;
    return { ok: false, responseStatus: null, responseExcerpt: null, error: reason };
  }
}

/** A delivery that is due, with what sending it needs. */
type Due = {
  id: number;
  attempts: number;
  url: string;
  secretSealed: string;
  format: 'json' | 'slack';
  event: {
    id: number;
    kind: typeof integrationEvents.$inferSelect.kind;
    projectId: string;
    occurredAt: Date;
    payload: Record<string, unknown>;
  };
};

async function deliverOne(db: Db, send: Send, due: Due, now: Date): Promise<Outcome> {
  let outcome: Outcome;
  try {
    const body = messageBody(due.format, due.event);
    outcome = await attempt(send, due.url, body, {
      'content-type': 'application/json',
      'user-agent': 'Parley-Webhooks/1',
      'parley-event': due.event.kind,
      'parley-delivery': String(due.id),
      [SIGNATURE_HEADER]: signatureHeader(unseal(due.secretSealed), body, now),
    });
  } catch (error) {
    // A secret that no longer opens (AUTH_SECRET changed) fails like an unreachable receiver: logged, retried, failed.
    outcome = {
      ok: false,
      responseStatus: null,
      responseExcerpt: null,
      error: `Not sent: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const attempts = due.attempts + 1;
  const next = outcome.ok || outcome.final ? null : nextAttemptAt(attempts, now);
  await db
    .update(webhookDeliveries)
    .set({
      attempts,
      status: outcome.ok ? 'delivered' : next ? 'pending' : 'failed',
      nextAttemptAt: next,
      lastAttemptAt: now,
      lastTargetUrl: due.url,
      responseStatus: outcome.responseStatus,
      responseExcerpt: outcome.responseExcerpt,
      error: outcome.error,
    })
    .where(eq(webhookDeliveries.id, due.id));
  return outcome;
}

export interface DeliveryRun {
  attempted: number;
  delivered: number;
  failed: number;
}

/**
 * Sends every pending delivery due at `now` (at most DELIVERY_BATCH_SIZE, oldest first), one at a time, and records
 * each attempt: delivered on a 2xx answer; refused and failed at once when its address is not public
 * (lib/integrations/outgoing-target.ts); otherwise tried again later by the backoff schedule
 * (lib/integrations/backoff.ts) until DELIVERY_MAX_ATTEMPTS, then failed. A receiver's failure never stops the run; one delivery whose own
 * bookkeeping fails is logged and the run goes on. Run by one runner at a time (lib/integrations/runner.ts).
 */
export async function deliverDue({
  now,
  send = sendToPublicTarget,
  db,
}: {
  now: Date;
  send?: Send;
  db?: Db;
}): Promise<DeliveryRun> {
  const database = db ?? (await getDb());
  const due = await database
    .select({
      id: webhookDeliveries.id,
      attempts: webhookDeliveries.attempts,
      url: webhooks.url,
      secretSealed: webhooks.secretSealed,
      format: webhooks.format,
      eventId: integrationEvents.id,
      kind: integrationEvents.kind,
      projectId: integrationEvents.projectId,
      occurredAt: integrationEvents.occurredAt,
      payload: integrationEvents.payload,
    })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .innerJoin(integrationEvents, eq(integrationEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(DELIVERY_BATCH_SIZE);
  const run: DeliveryRun = { attempted: 0, delivered: 0, failed: 0 };
  for (const row of due) {
    try {
      const outcome = await deliverOne(
        database,
        send,
        {
          id: row.id,
          attempts: row.attempts,
          url: row.url,
          secretSealed: row.secretSealed,
          format: row.format,
          event: {
            id: row.eventId,
            kind: row.kind,
            projectId: row.projectId,
            occurredAt: row.occurredAt,
            payload: row.payload,
          },
        },
        now,
      );
      run.attempted++;
      if (outcome.ok) run.delivered++;
      else run.failed++;
    } catch (error) {
      console.error(`[parley] webhook delivery ${row.id} could not be recorded:`, error);
    }
  }
  return run;
}
