// Owned by lib/usability-tests: only it writes the `uxt_*` tables (their SQL names keep the protocol's word); the
// recordings' retention job (lib/ingest/retention.ts) deletes expired upload tickets. lib/db/README.md lists the owner
// of every table.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { UXT_MEDIA_STATES } from '@parley/tracker/constants';
import { projects, recordingSessions } from './recordings';

/**
 * Usability tests (tracker/PROTOCOL.md "Usability tests"): the tests the
 * product team writes in the studio, their ordered tasks, the signals participants' trackers send, the webcam video
 * segments they upload, and the single-use upload tickets those uploads use. Signals and videos belong to a recorded
 * session and go with it (recording retention deletes a participant's replay, video and answers together).
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `preview`: the product team tries it (served, runs not counted); `in-progress`: open to participants; `closed`. */
export const USABILITY_TEST_STATUSES = ['preview', 'in-progress', 'closed'] as const;
export type UsabilityTestStatus = (typeof USABILITY_TEST_STATUSES)[number];

export const USABILITY_TEST_SIGNAL_STATUSES = ['begin', 'done', 'skipped'] as const;
export type UsabilityTestSignalStatus = (typeof USABILITY_TEST_SIGNAL_STATUSES)[number];

/**
 * What a test's `begin` signal says about the webcam and microphone (PROTOCOL.md `media`): the tracker's values,
 * recording, or why not (a page that is not a secure context, no device, a refused permission, a failure), or none
 * asked for.
 */
export const USABILITY_TEST_MEDIA = UXT_MEDIA_STATES;
export type UsabilityTestMedia = (typeof USABILITY_TEST_MEDIA)[number];

export const usabilityTests = pgTable(
  'uxt_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** What the product team wrote (markdown) ... */
    guidelinesMarkdown: text('guidelines_markdown').notNull().default(''),
    /** ... and its sanitized HTML, rendered when written: what the overlay shows. */
    guidelinesHtml: text('guidelines_html').notNull().default(''),
    conclusion: text('conclusion').notNull().default(''),
    /** Where participants start (`/random`): the participant link is `{SITE_URL}{startingPath}?oruxt={id}`. */
    startingPath: text('starting_path').notNull().default('/'),
    requireMic: boolean('require_mic').notNull().default(false),
    requireCamera: boolean('require_camera').notNull().default(false),
    status: text('status', { enum: USABILITY_TEST_STATUSES }).notNull().default('preview'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** When it went from preview to in progress, and when it was closed. */
    openedAt: timestamptz('opened_at'),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [index('uxt_tests_project_created_idx').on(t.projectId, t.createdAt.desc())],
);

/** A test's tasks; `position` orders them (0, 1, …), the id stays when they are reordered (signals name it). */
export const usabilityTestTasks = pgTable(
  'uxt_tasks',
  {
    id: serial('id').primaryKey(),
    testId: uuid('test_id')
      .notNull()
      .references(() => usabilityTests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    allowTyping: boolean('allow_typing').notNull().default(false),
  },
  (t) => [unique('uxt_tasks_test_position_unique').on(t.testId, t.position)],
);

/**
 * One signal of a participant (a recorded session) about the test (`task_id` null) or one of its tasks. Unique per
 * `(session, test, task, status)`, nulls not distinct, so a retried signal is stored once. `preview`: sent while the
 * test was in preview (the product team trying it): kept, but not counted in the results.
 */
export const usabilityTestSignals = pgTable(
  'uxt_signals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => recordingSessions.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => usabilityTests.id, { onDelete: 'cascade' }),
    taskId: integer('task_id').references(() => usabilityTestTasks.id, { onDelete: 'cascade' }),
    status: text('status', { enum: USABILITY_TEST_SIGNAL_STATUSES }).notNull(),
    /** ms since the test (test signals) or the task (task `done`) began; null for `begin`. */
    durationMs: integer('duration_ms'),
    /** When it happened: the tracker's session clock (client time + the start answer's delay), ms since the epoch. */
    at: bigint('at', { mode: 'number' }).notNull(),
    /** The participant's typed answer (task `done` of a task that allows typing). */
    answer: text('answer'),
    /** Test `begin` only: whether the webcam and microphone record. */
    media: text('media', { enum: USABILITY_TEST_MEDIA }),
    preview: boolean('preview').notNull().default(false),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [
    unique('uxt_signals_once').on(t.sessionId, t.testId, t.taskId, t.status).nullsNotDistinct(),
    index('uxt_signals_test_idx').on(t.testId, t.taskId, t.status),
    check('uxt_signals_duration_positive', sql`${t.durationMs} is null or ${t.durationMs} >= 0`),
  ],
);

/** One uploaded webcam segment (one per page of the test); played in sync with the replay from `startedAt`. */
export const usabilityTestVideoSegments = pgTable(
  'uxt_video_segments',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => recordingSessions.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => usabilityTests.id, { onDelete: 'cascade' }),
    segment: integer('segment').notNull(),
    /** When its recording started, on the session clock (ms since the epoch). */
    startedAt: bigint('started_at', { mode: 'number' }).notNull(),
    blobKey: text('blob_key').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /**
     * How long its video runs from `startedAt` (ms), as its blocks say (lib/usability-tests/webm-timeline.ts); null when
     * the file could not be read that far, or was uploaded before this was measured.
     */
    durationMs: integer('duration_ms'),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'uxt_video_segments_pk', columns: [t.sessionId, t.testId, t.segment] })],
);

/**
 * An upload URL's ticket, kept as its SHA-256 only (the URL is the credential, as a pre-signed URL is): bound to one
 * session, test and segment, good for one PUT until it expires.
 */
export const usabilityTestUploadTickets = pgTable(
  'uxt_upload_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => recordingSessions.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => usabilityTests.id, { onDelete: 'cascade' }),
    segment: integer('segment').notNull(),
    startedAt: bigint('started_at', { mode: 'number' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('uxt_upload_tickets_expires_idx').on(t.expiresAt)],
);

export type UsabilityTest = typeof usabilityTests.$inferSelect;
export type UsabilityTestTask = typeof usabilityTestTasks.$inferSelect;
export type UsabilityTestSignal = typeof usabilityTestSignals.$inferSelect;
export type UsabilityTestVideoSegment = typeof usabilityTestVideoSegments.$inferSelect;
