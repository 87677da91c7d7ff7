import 'server-only';
import { and, count, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { bugReports, recordingEvents, recordingSessions, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { BUG_REPORT_EVENT } from '@/lib/discussion';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';

export const BUG_REPORTS_PAGE_SIZE = 25;
/**
 * Without the form's reference (no consent, or an older page), the reporter's own session counts if it was active
 * this close to the report.
 */
export const BUG_REPORT_SESSION_SLACK_MS = 5 * 60_000;

export interface BugReportRow {
  id: string;
  what: string;
  page: string;
  email: string | null;
  reporter: string | null;
  createdAt: Date;
}

/**
 * How a recording was found for a report: by the reference the bug form gave the tracker (`reference`, the report's
 * own recording), or, without one, as a session of the signed-in reporter active at the report's time: one whose
 * member the site verified (`member`), or one whose user id only the page's script asserted (`unverified`: anyone's
 * script can name anyone, so it may be a stranger's).
 */
export const RECORDING_MATCHES = ['reference', 'member', 'unverified'] as const;
export type RecordingMatch = (typeof RECORDING_MATCHES)[number];

/** Where the reporter's recording is at the moment of the report, and how it was found. */
export interface ReportRecording {
  sessionId: string;
  at: Date;
  match: RecordingMatch;
}

const columns = {
  id: bugReports.id,
  what: bugReports.what,
  page: bugReports.page,
  email: bugReports.email,
  reporter: users.username,
  createdAt: bugReports.createdAt,
};

/** Bug reports from /bug, newest first; null past the last page. */
export async function listBugReports(
  viewer: StudioViewer,
  page = 1,
): Promise<{ reports: BugReportRow[]; page: number; pageCount: number; total: number } | null> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const [totals] = await db.select({ n: count() }).from(bugReports);
  const total = totals?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / BUG_REPORTS_PAGE_SIZE));
  if (page > pageCount) return null;
  const reports = await db
    .select(columns)
    .from(bugReports)
    .leftJoin(users, eq(users.id, bugReports.userId))
    .orderBy(desc(bugReports.createdAt), desc(bugReports.id))
    .limit(BUG_REPORTS_PAGE_SIZE)
    .offset((page - 1) * BUG_REPORTS_PAGE_SIZE);
  return { reports, page, pageCount, total };
}

/**
 * One report, and the reporter's recording at its moment: first the session whose tracker recorded the form's
 * `bug-report` event with the report's reference (exact, also for anonymous reporters); else a session of the
 * signed-in reporter active around the report's time, one the site verified as theirs before one that only claims
 * their name (docs/decisions/0100-member-tokens.md). No recording: null.
 */
export async function bugReportById(
  viewer: StudioViewer,
  projectId: string,
  id: string,
): Promise<{ report: BugReportRow; recording: ReportRecording | null }> {
  assertStudioViewer(viewer);
  if (!z.uuid().safeParse(id).success) throw new AppError('not_found', 'No such bug report');
  const db = await getDb();
  const [row] = await db
    .select({ ...columns, recordingRef: bugReports.recordingRef })
    .from(bugReports)
    .leftJoin(users, eq(users.id, bugReports.userId))
    .where(eq(bugReports.id, id));
  if (!row) throw new AppError('not_found', 'No such bug report');
  const { recordingRef, ...report } = row;
  let recording: ReportRecording | null = null;
  if (recordingRef) {
    const [event] = await db
      .select({ sessionId: recordingEvents.sessionId, at: recordingEvents.at })
      .from(recordingEvents)
      .innerJoin(recordingSessions, eq(recordingSessions.id, recordingEvents.sessionId))
      .where(
        and(
          eq(recordingEvents.kind, 'custom'),
          eq(recordingEvents.name, BUG_REPORT_EVENT),
          eq(recordingSessions.projectId, projectId),
          // The label is the event's payload as JSON; the reference is letters only, so LIKE needs no escaping.
          sql`${recordingEvents.label} like ${`%"ref":"${recordingRef}"%`}`,
        ),
      )
      .orderBy(desc(recordingEvents.at))
      .limit(1);
    if (event) recording = { ...event, match: 'reference' };
  }
  if (!recording && report.reporter) {
    const moment = report.createdAt.getTime();
    const verified = eq(recordingSessions.verifiedUserId, report.reporter);
    const [session] = await db
      .select({ sessionId: recordingSessions.id, verified: sql<boolean>`coalesce(${verified}, false)` })
      .from(recordingSessions)
      .where(
        and(
          eq(recordingSessions.projectId, projectId),
          or(verified, eq(recordingSessions.userId, report.reporter)),
          lte(recordingSessions.startedAt, new Date(moment + BUG_REPORT_SESSION_SLACK_MS)),
          gte(recordingSessions.lastActivityAt, new Date(moment - BUG_REPORT_SESSION_SLACK_MS)),
        ),
      )
      .orderBy(desc(sql`coalesce(${verified}, false)`), desc(recordingSessions.startedAt))
      .limit(1);
    if (session)
      recording = {
        sessionId: session.sessionId,
        at: report.createdAt,
        match: session.verified ? 'member' : 'unverified',
      };
  }
  return { report, recording };
}
