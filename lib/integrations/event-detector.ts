import 'server-only';
import { and, asc, eq, gt, gte, lt, max, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import {
  bugReports,
  integrationCursors,
  recordingEvents,
  recordingSessions,
  replayNotes,
  trendAlerts,
  users,
  webhooks,
} from '@/lib/db/schema';
import { recordEvent } from './events';
import { DETECT_BATCH_SIZE, MESSAGE_TEXT_MAX } from './limits';
import { momentUrl, studioUrl } from './links';

/*
 * Events are found by reading what the site wrote, not by hooks in the code that writes it: a cursor per project and
 * source (integration_cursors) says how far each table has been read. The bug form, the notes and the digester stay
 * as they are, an event is never lost to a failed hook, and one runner at a time reads (lib/integrations/runner.ts).
 */

/** The tables read, as integration_cursors names them. */
export const CURSOR_SOURCES = {
  /** replay_notes.id */
  notes: 'replay_notes',
  /** bug_reports.created_at in ms (its ids are random): reports of the same ms are told once, by their id. */
  bugReports: 'bug_reports',
  /** recording_events.id of errors with a fingerprint */
  errors: 'recording_events.error',
} as const;

const HOUR_MS = 60 * 60_000;

const clip = (value: string) => (value.length > MESSAGE_TEXT_MAX ? `${value.slice(0, MESSAGE_TEXT_MAX - 1)}…` : value);

/**
 * Starts the project's cursors where the tables are now (those that exist are kept): what was written before a
 * project's first webhook is not told.
 */
export async function startCursors(projectId: string, { db }: { now: Date; db?: Db }): Promise<void> {
  const database = db ?? (await getDb());
  const [notes] = await database
    .select({ last: max(replayNotes.id) })
    .from(replayNotes)
    .innerJoin(recordingSessions, eq(recordingSessions.id, replayNotes.sessionId))
    .where(eq(recordingSessions.projectId, projectId));
  const [reports] = await database.select({ last: max(bugReports.createdAt) }).from(bugReports);
  const [errors] = await database
    .select({ last: max(recordingEvents.id) })
    .from(recordingEvents)
    .innerJoin(recordingSessions, eq(recordingSessions.id, recordingEvents.sessionId))
    .where(and(eq(recordingSessions.projectId, projectId), eq(recordingEvents.kind, 'error')));
  await database
    .insert(integrationCursors)
    .values([
      { projectId, source: CURSOR_SOURCES.notes, lastId: Number(notes?.last ?? 0) },
      // Past the last report's ms, so it is not told again (the cursor of reports is read with >=).
      { projectId, source: CURSOR_SOURCES.bugReports, lastId: reports?.last ? reports.last.getTime() + 1 : 0 },
      { projectId, source: CURSOR_SOURCES.errors, lastId: Number(errors?.last ?? 0) },
    ])
    .onConflictDoNothing();
}

async function cursor(db: Db, projectId: string, source: string): Promise<number> {
  const [row] = await db
    .select({ lastId: integrationCursors.lastId })
    .from(integrationCursors)
    .where(and(eq(integrationCursors.projectId, projectId), eq(integrationCursors.source, source)));
  return Number(row?.lastId ?? 0);
}

async function moveCursor(db: Db, projectId: string, source: string, lastId: number): Promise<void> {
  await db
    .update(integrationCursors)
    .set({ lastId })
    .where(and(eq(integrationCursors.projectId, projectId), eq(integrationCursors.source, source)));
}

async function detectNotes(db: Db, projectId: string, now: Date): Promise<number> {
  const after = await cursor(db, projectId, CURSOR_SOURCES.notes);
  const rows = await db
    .select({
      id: replayNotes.id,
      sessionId: replayNotes.sessionId,
      at: replayNotes.at,
      body: replayNotes.body,
      author: replayNotes.author,
      createdAt: replayNotes.createdAt,
    })
    .from(replayNotes)
    .innerJoin(recordingSessions, eq(recordingSessions.id, replayNotes.sessionId))
    .where(and(eq(recordingSessions.projectId, projectId), gt(replayNotes.id, after)))
    .orderBy(asc(replayNotes.id))
    .limit(DETECT_BATCH_SIZE);
  let recorded = 0;
  for (const note of rows) {
    const event = await recordEvent(
      {
        projectId,
        kind: 'replay_note.created',
        dedupeKey: `replay_note:${note.id}`,
        sessionId: note.sessionId,
        occurredAt: note.createdAt,
        payload: {
          noteId: note.id,
          sessionId: note.sessionId,
          at: note.at,
          body: clip(note.body),
          author: note.author,
          url: momentUrl(note.sessionId, note.at),
        },
      },
      { now, db },
    );
    if (event) recorded++;
  }
  if (rows.length > 0) await moveCursor(db, projectId, CURSOR_SOURCES.notes, rows.at(-1)!.id);
  return recorded;
}

async function detectBugReports(db: Db, projectId: string, now: Date): Promise<number> {
  const from = await cursor(db, projectId, CURSOR_SOURCES.bugReports);
  const rows = await db
    .select({
      id: bugReports.id,
      what: bugReports.what,
      page: bugReports.page,
      reporter: users.username,
      createdAt: bugReports.createdAt,
    })
    .from(bugReports)
    .leftJoin(users, eq(users.id, bugReports.userId))
    .where(gte(bugReports.createdAt, new Date(from)))
    .orderBy(asc(bugReports.createdAt), asc(bugReports.id))
    .limit(DETECT_BATCH_SIZE);
  let recorded = 0;
  for (const report of rows) {
    // The reporter's email stays in the studio: a message to a chat or a tracker is read by more people.
    const event = await recordEvent(
      {
        projectId,
        kind: 'bug_report.created',
        dedupeKey: `bug_report:${report.id}`,
        occurredAt: report.createdAt,
        payload: {
          bugReportId: report.id,
          what: clip(report.what),
          page: report.page,
          reporter: report.reporter,
          url: studioUrl(`/studio/bugs/${report.id}`),
        },
      },
      { now, db },
    );
    if (event) recorded++;
  }
  if (rows.length > 0) await moveCursor(db, projectId, CURSOR_SOURCES.bugReports, rows.at(-1)!.createdAt.getTime());
  return recorded;
}

async function detectErrorGroups(db: Db, projectId: string, now: Date): Promise<number> {
  const after = await cursor(db, projectId, CURSOR_SOURCES.errors);
  const rows = await db
    .select({
      id: recordingEvents.id,
      sessionId: recordingEvents.sessionId,
      at: recordingEvents.at,
      name: recordingEvents.name,
      message: recordingEvents.label,
      fingerprint: recordingEvents.fingerprint,
    })
    .from(recordingEvents)
    .innerJoin(recordingSessions, eq(recordingSessions.id, recordingEvents.sessionId))
    .where(
      and(eq(recordingSessions.projectId, projectId), eq(recordingEvents.kind, 'error'), gt(recordingEvents.id, after)),
    )
    .orderBy(asc(recordingEvents.id))
    .limit(DETECT_BATCH_SIZE);
  let recorded = 0;
  for (const error of rows) {
    if (!error.fingerprint) continue;
    // A group is new when none of the project's earlier errors has its fingerprint.
    const [earlier] = await db
      .select({ id: recordingEvents.id })
      .from(recordingEvents)
      .innerJoin(recordingSessions, eq(recordingSessions.id, recordingEvents.sessionId))
      .where(
        and(
          eq(recordingEvents.fingerprint, error.fingerprint),
          lt(recordingEvents.id, error.id),
          eq(recordingSessions.projectId, projectId),
        ),
      )
      .limit(1);
    if (earlier) continue;
    const event = await recordEvent(
      {
        projectId,
        kind: 'error_group.created',
        dedupeKey: `error_group:${error.fingerprint}`,
        sessionId: error.sessionId,
        occurredAt: error.at,
        payload: {
          fingerprint: error.fingerprint,
          name: error.name,
          message: clip(error.message),
          sessionId: error.sessionId,
          at: error.at.getTime(),
          url: momentUrl(error.sessionId, error.at.getTime()),
          groupUrl: studioUrl('/studio/errors'),
        },
      },
      { now, db },
    );
    if (event) recorded++;
  }
  if (rows.length > 0) await moveCursor(db, projectId, CURSOR_SOURCES.errors, rows.at(-1)!.id);
  return recorded;
}

/**
 * Each trend alert against the clock hour of `now` and the one before (the ingest indexes a batch within seconds,
 * but a run may fall just after the hour turned): one event per alert and hour whose count is above the threshold.
 */
async function detectTrends(db: Db, projectId: string, now: Date): Promise<number> {
  const alerts = await db.select().from(trendAlerts).where(eq(trendAlerts.projectId, projectId));
  const thisHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  let recorded = 0;
  for (const alert of alerts) {
    const matches =
      alert.metric === 'errors'
        ? eq(recordingEvents.kind, 'error')
        : and(eq(recordingEvents.kind, 'frustration'), eq(recordingEvents.name, 'rage'));
    for (const hourStart of [thisHour - HOUR_MS, thisHour]) {
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recordingEvents)
        .innerJoin(recordingSessions, eq(recordingSessions.id, recordingEvents.sessionId))
        .where(
          and(
            eq(recordingSessions.projectId, projectId),
            matches,
            gte(recordingEvents.at, new Date(hourStart)),
            lt(recordingEvents.at, new Date(hourStart + HOUR_MS)),
          ),
        );
      const count = Number(counted?.n ?? 0);
      if (count <= alert.perHourAbove) continue;
      const hour = new Date(hourStart).toISOString();
      const event = await recordEvent(
        {
          projectId,
          kind: 'trend.threshold_exceeded',
          dedupeKey: `trend:${alert.id}:${hour}`,
          occurredAt: now,
          payload: {
            alertId: alert.id,
            metric: alert.metric,
            perHourAbove: alert.perHourAbove,
            count,
            hourStart: hour,
            url: studioUrl('/studio/trends'),
          },
        },
        { now, db },
      );
      if (event) recorded++;
    }
  }
  return recorded;
}

/** One pass over every project with a webhook: the events found since the last pass, recorded and queued. */
export async function detectEvents({ now, db }: { now: Date; db?: Db }): Promise<number> {
  const database = db ?? (await getDb());
  const projects = await database.selectDistinct({ projectId: webhooks.projectId }).from(webhooks);
  let recorded = 0;
  for (const { projectId } of projects) {
    await startCursors(projectId, { now, db: database });
    recorded += await detectNotes(database, projectId, now);
    recorded += await detectBugReports(database, projectId, now);
    recorded += await detectErrorGroups(database, projectId, now);
    recorded += await detectTrends(database, projectId, now);
  }
  return recorded;
}
