import 'server-only';
import { getDb } from '@/lib/db/client';
import { bugReports } from '@/lib/db/schema';
import type { Clock } from '@/lib/clock';
import { isUuid } from '@/lib/db/uuid';
import type { Result } from '@/lib/errors';
import { reserveRateLimit, type RateLimitRule } from '@/lib/rate-limit';
import { bugReportSchema, parseInput } from './input';
import { BUG_REPORT_WINDOW_MS, BUG_REPORTS_PER_ADDRESS } from './limits';

export interface BugReportInput {
  what: unknown;
  page: unknown;
  email?: unknown;
  /** The signed-in member filing it, if any. */
  userId?: string | null;
  /** lib/http/client-address.ts: the limit is per address. */
  clientAddress: string;
  /** The form's reference, also sent by the reporter's tracker (BUG_REPORT_REF_PATTERN); anything else is ignored. */
  recordingRef?: unknown;
}

/**
 * A bug form's recording reference: lowercase letters only, because the ingest scrubs runs of digits from what it
 * stores (a UUID would often lose part of itself there).
 */
export const BUG_REPORT_REF_PATTERN = /^[a-z]{16,40}$/;
/** A fresh reference for one bug form. */
export function newBugReportRef(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/** The custom event the bug form sends to the tracker when it is submitted: `{ ref }`. */
export const BUG_REPORT_EVENT = 'bug-report';

export type BugReportResult = Result<{ id: string }>;

const RULE: RateLimitRule = { limit: BUG_REPORTS_PER_ADDRESS, windowMs: BUG_REPORT_WINDOW_MS };

/**
 * Stores a bug report from /bug: what happened (required), the page it happened on, an optional email for a reply.
 * At most BUG_REPORTS_PER_ADDRESS per client address per BUG_REPORT_WINDOW_MS (the database-backed limiter of
 * lib/rate-limit, so it holds across replicas); a refused or invalid report is not counted.
 */
export async function fileBugReport(input: BugReportInput, { now = new Date() }: Clock = {}): Promise<BugReportResult> {
  const parsed = parseInput(bugReportSchema, { what: input.what, page: input.page ?? '', email: input.email });
  if (!parsed.ok) return parsed;
  const address = String(input.clientAddress || 'unknown').slice(0, 64);
  const key = `bug-report:address:${address}`;
  const db = await getDb();
  // Counted before the insert, atomically, so parallel reports cannot all slip under the limit.
  const reservation = await reserveRateLimit(
    db,
    [{ key, rule: RULE }],
    now,
    `At most ${BUG_REPORTS_PER_ADDRESS} bug reports per hour`,
  );
  if (!reservation.ok) return reservation;
  const { what, page, email } = parsed.value;
  const [stored] = await db
    .insert(bugReports)
    .values({
      what,
      page,
      email: email ?? null,
      userId: isUuid(input.userId) ? input.userId : null,
      clientAddress: address,
      createdAt: now,
      recordingRef:
        typeof input.recordingRef === 'string' && BUG_REPORT_REF_PATTERN.test(input.recordingRef)
          ? input.recordingRef
          : null,
    })
    .returning({ id: bugReports.id });
  if (!stored) throw new Error('Inserting a bug report returned no row');
  return { ok: true, id: stored.id };
}
