// Owned by the recordings model: `projects` by lib/recordings, the `recording_*` tables by lib/ingest (which writes
// them; the studio reads them), `tags`, `feature_flags` and `start_conditions` by lib/studio (which writes them; the
// ingest reads them). lib/db/README.md lists the owner of every table.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * The recording pipeline (docs/ARCHITECTURE.md "The path of a recording"): projects that may record, the sessions their trackers start, what each
 * session's batches said that the studio filters on (pages, clicks, errors, custom events, tags), and where the
 * batches and canvas snapshots are in the blob store. The batches themselves are never in the database.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const CANVAS_QUALITIES = ['low', 'medium', 'high'] as const;
export type CanvasQualitySetting = (typeof CANVAS_QUALITIES)[number];

/**
 * Which consenting visits a project records (docs/decisions/0106-recording-mode.md): every one, a random sample of
 * `sample_rate` percent, or only those a start condition matches (the others are never recorded).
 */
export const RECORDING_MODES = ['all', 'sample', 'conditions'] as const;
export type RecordingMode = (typeof RECORDING_MODES)[number];

/** A site that records; the tracker names it by its public key (the demo seed creates `parley-demo`). */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicKey: text('public_key').notNull().unique('projects_public_key_unique'),
    name: text('name').notNull(),
    /** Which consenting visits are recorded (RECORDING_MODES); the studio sets it on its start-conditions page. */
    recordingMode: text('recording_mode', { enum: RECORDING_MODES }).notNull().default('all'),
    /** Percentage of new sessions recorded (0–100) in the `sample` mode. */
    sampleRate: integer('sample_rate').notNull().default(100),
    canvasEnabled: boolean('canvas_enabled').notNull().default(true),
    canvasQuality: text('canvas_quality', { enum: CANVAS_QUALITIES }).notNull().default('low'),
    canvasFps: integer('canvas_fps').notNull().default(1),
    featureFlagsEnabled: boolean('feature_flags_enabled').notNull().default(true),
    usabilityTestsEnabled: boolean('usability_tests_enabled').notNull().default(true),
    /** Bytes one session may store (its batches as stored and its canvas images); past it the ingest answers 403. */
    sessionBytesQuota: bigint('session_bytes_quota', { mode: 'number' }).notNull().default(50_000_000),
    /**
     * Bytes of usability-test webcam video one session may store, and one test from all of its participants; past
     * either, its upload URLs get 410 and an upload that would pass them 413 (lib/usability-tests/uploads.ts).
     */
    sessionVideoBytesQuota: bigint('session_video_bytes_quota', { mode: 'number' }).notNull().default(536_870_912),
    testVideoBytesQuota: bigint('test_video_bytes_quota', { mode: 'number' }).notNull().default(10_737_418_240),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('projects_sample_rate_range', sql`${t.sampleRate} between 0 and 100`),
    check('projects_recording_mode_valid', sql`${t.recordingMode} in ('all', 'sample', 'conditions')`),
    check('projects_canvas_fps_range', sql`${t.canvasFps} between 1 and 30`),
  ],
);

/**
 * A session has a frustration signal of some kind: the predicate of recording_sessions_project_frustrated_idx, and the
 * condition every frustration filter names (lib/studio/sessions.ts), written once so that the two stay the same:
 * PostgreSQL uses a partial index only for a query whose conditions imply its predicate (decision 0128).
 */
export const hasFrustration = (t: {
  rageClickCount: AnyPgColumn;
  deadClickCount: AnyPgColumn;
  errorClickCount: AnyPgColumn;
}) => sql`(${t.rageClickCount} + ${t.deadClickCount} + ${t.errorClickCount}) > 0`;

/** One recorded visit: a tracker session, across every full page load of one tab while its token lives. */
export const recordingSessions = pgTable(
  'recording_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The browser's lasting anonymous id (localStorage), across sessions. */
    userUuid: uuid('user_uuid').notNull(),
    /** The user id the page's script asserted (`setUserID`, start `userID`): anyone's script can name anyone. */
    userId: text('user_id'),
    /**
     * The member a token the site signed for them named (lib/recordings/member-token.ts, checked at start): set only
     * by the ingest from a valid, unspent token, never from what the script says.
     */
    verifiedUserId: text('verified_user_id'),
    /** Server time of the first recorded moment (backdated by the cold-start history it came with). */
    startedAt: timestamptz('started_at').notNull(),
    /** The latest message timestamp seen: duration = lastActivityAt - startedAt. */
    lastActivityAt: timestamptz('last_activity_at').notNull(),
    pageCount: integer('page_count').notNull().default(0),
    clickCount: integer('click_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** Frustration signals found when its batches were indexed (lib/studio/frustration.ts): rage, dead and error clicks. */
    rageClickCount: integer('rage_click_count').notNull().default(0),
    deadClickCount: integer('dead_click_count').notNull().default(0),
    errorClickCount: integer('error_click_count').notNull().default(0),
    batchCount: integer('batch_count').notNull().default(0),
    /**
     * Page loads the session has started: the ingest hands out page numbers (tracker/PROTOCOL.md "Session"), so two
     * tabs continuing one session (a duplicated tab copies the token) never record under the same page number.
     */
    pagesStarted: integer('pages_started').notNull().default(1),
    bytesStored: bigint('bytes_stored', { mode: 'number' }).notNull().default(0),
    userAgent: text('user_agent').notNull().default(''),
    browser: text('browser').notNull().default(''),
    browserVersion: text('browser_version').notNull().default(''),
    os: text('os').notNull().default(''),
    osVersion: text('os_version').notNull().default(''),
    /** `desktop`, `mobile` or `tablet`. */
    device: text('device').notNull().default('desktop'),
    screenWidth: integer('screen_width').notNull().default(0),
    screenHeight: integer('screen_height').notNull().default(0),
    timezone: text('timezone').notNull().default(''),
    /** The page's display language when the session started. */
    language: text('language').notNull().default(''),
    referrer: text('referrer').notNull().default(''),
    /** The start condition that started it (a conditional recording), if any. */
    condition: text('condition'),
    trackerVersion: text('tracker_version').notNull().default(''),
    /**
     * The key the tab's first start named it by (tracker/PROTOCOL.md "Session"): a page left before its start was
     * answered continues the session that start made when the tab's next page starts with the same key.
     */
    startKey: text('start_key'),
    /**
     * The session's page addresses, clicked selectors and custom events' names, as ids of `recording_names` (each
     * string stored once per project): what "address contains", "selector contains" and the free text search match,
     * one GIN-indexed array per session instead of every event row (lib/recordings/session-names.ts).
     */
    nameIds: integer('name_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    index('recording_sessions_project_started_idx').on(t.projectId, t.startedAt.desc()),
    uniqueIndex('recording_sessions_project_start_key_idx')
      .on(t.projectId, t.startKey)
      .where(sql`${t.startKey} is not null`),
    index('recording_sessions_user_id_idx').on(t.userId),
    index('recording_sessions_verified_user_id_idx')
      .on(t.verifiedUserId)
      .where(sql`${t.verifiedUserId} is not null`),
    index('recording_sessions_started_idx').on(t.startedAt),
    // The studio's filters (lib/studio/sessions.ts): sessions with errors, and by duration, newest first per project.
    index('recording_sessions_project_errors_idx')
      .on(t.projectId, t.startedAt.desc())
      .where(sql`${t.errorCount} > 0`),
    index('recording_sessions_project_duration_idx').on(t.projectId, sql`(${t.lastActivityAt} - ${t.startedAt})`),
    // Sessions with any frustration signal, newest first per project: the frustration filters read these few instead
    // of every session, since the list's count of up to 10,001 matches read the whole table for a rare signal (0128).
    index('recording_sessions_project_frustrated_idx').on(t.projectId, t.startedAt.desc()).where(hasFrustration(t)),
    // The visitor filter (one browser's sessions), and "username contains" on either id, which no B-tree can answer.
    index('recording_sessions_project_visitor_idx').on(t.projectId, t.userUuid),
    index('recording_sessions_user_id_trgm_idx').using('gin', sql`${t.userId} gin_trgm_ops`),
    index('recording_sessions_verified_user_id_trgm_idx')
      .using('gin', sql`${t.verifiedUserId} gin_trgm_ops`)
      .where(sql`${t.verifiedUserId} is not null`),
    // Which sessions hold one of these names: the substring filters, once recording_names has said which names match.
    index('recording_sessions_name_ids_idx').using('gin', t.nameIds),
  ],
);

/** The kinds of event whose names the sessions list searches by part of their text (recording_names.kind). */
export const SEARCHED_NAME_KINDS = ['page', 'click', 'custom'] as const;

/**
 * Each page address, clicked selector and custom event name a project recorded, once (sessions refer to them by id in
 * `recording_sessions.name_ids`): a trigram index over these few rows answers a substring search, where the same index
 * over every event grew with every session kept. Written by the digester (lib/recordings/session-names.ts); a name no
 * session refers to any more goes when its last session is erased, or when retention's cutoff passes the last day it
 * was recorded.
 */
export const recordingNames = pgTable(
  'recording_names',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SEARCHED_NAME_KINDS }).notNull(),
    name: text('name').notNull(),
    /**
     * The latest UTC day a batch received then recorded the name: every session holding a name last recorded before
     * retention's cutoff started before it too, so retention removes such names by this day alone, without asking
     * whether any session still holds them.
     */
    lastRecordedOn: date('last_recorded_on', { mode: 'string' })
      .notNull()
      .default(sql`((now() at time zone 'UTC')::date)`),
  },
  (t) => [
    // The name goes in hashed, as it may be longer than a B-tree entry can hold (as recording_events' key does).
    uniqueIndex('recording_names_key_idx').on(t.projectId, t.kind, sql`md5(${t.name})`),
    index('recording_names_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('recording_names_last_recorded_idx').on(t.lastRecordedOn),
    check('recording_names_kind_valid', sql`${t.kind} in ('page', 'click', 'custom')`),
  ],
);

/**
 * Where a batch is: one row per `(session, page, batch)`, the primary key that makes a retried batch land once
 * (retries never duplicate). Written only after the batch is durably in the blob store.
 */
/**
 * Clicks per page address, clicked element, device class and day (UTC), added to by the digester as it indexes clicks
 * (lib/recordings/page-rollups.ts): what a click map reads, instead of placing every click the project ever recorded on
 * its page at request time. A click is on the page its session was on at that moment (the latest page change at or
 * before it). `sessions` counts each session once per row. Erasure takes a session's clicks out; retention drops days.
 */
export const recordingClickDays = pgTable(
  'recording_click_days',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    device: text('device').notNull(),
    selector: text('selector').notNull(),
    /** The element's text as recorded (masked like the page): the greatest seen, as one label per element. */
    label: text('label').notNull().default(''),
    clicks: integer('clicks').notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
  },
  (t) => [
    // One row per page, day, device class and element. Address and selector go in as 64-bit hashes (decision 0126):
    // as text, a long address with a long selector outgrew a B-tree entry (about 2.7 KB) and failed the batch that
    // brought them, and the key held every text a second time.
    uniqueIndex('recording_click_days_key_idx').on(
      t.projectId,
      sql`hashtextextended(${t.address}, 0)`,
      t.day,
      t.device,
      sql`hashtextextended(${t.selector}, 0)`,
    ),
    index('recording_click_days_day_idx').on(t.day),
  ],
);

/**
 * Visits per page address, device class and day (UTC), added to by the digester with the page changes it indexes:
 * the click map's list of addresses, and the visit received last (its snapshot), without reading every page event.
 */
export const recordingPageDays = pgTable(
  'recording_page_days',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    device: text('device').notNull(),
    visits: integer('visits').notNull().default(0),
    /** The visit of the row whose first batch arrived last: the click map's snapshot (gone with its session). */
    lastSessionId: uuid('last_session_id').references(() => recordingSessions.id, { onDelete: 'set null' }),
    /** When that visit's page change happened (its time as recorded). */
    lastAt: timestamptz('last_at'),
    /** When the ingest received the batch that carried it. */
    lastReceivedAt: timestamptz('last_received_at'),
  },
  (t) => [
    // One row per page, day and device class; the address hashed, as in recording_click_days.
    uniqueIndex('recording_page_days_key_idx').on(t.projectId, sql`hashtextextended(${t.address}, 0)`, t.day, t.device),
    index('recording_page_days_day_idx').on(t.day),
    index('recording_page_days_last_session_idx')
      .on(t.lastSessionId)
      .where(sql`${t.lastSessionId} is not null`),
  ],
);

export const recordingBatches = pgTable(
  'recording_batches',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => recordingSessions.id, { onDelete: 'cascade' }),
    pageNo: integer('page_no').notNull(),
    batchNo: integer('batch_no').notNull(),
    blobKey: text('blob_key').notNull(),
    bytes: integer('bytes').notNull(),
    messageCount: integer('message_count').notNull(),
    firstTs: bigint('first_ts', { mode: 'number' }).notNull(),
    lastTs: bigint('last_ts', { mode: 'number' }).notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (t) => [primaryKey({ name: 'recording_batches_pk', columns: [t.sessionId, t.pageNo, t.batchNo] })],
);

export const RECORDING_EVENT_KINDS = ['page', 'click', 'error', 'custom', 'tag', 'frustration', 'vital'] as const;
export type RecordingEventKind = (typeof RECORDING_EVENT_KINDS)[number];

/**
 * What the studio lists and filters sessions by, copied out of the batches at ingest: visited pages (`name` = URL),
 * clicks (`name` = CSS selector, `label` = text), errors (`name` = error name, `label` = message), custom events
 * (`name` = event name), tag triggers (`name` = tag id), frustration signals (`name` = `rage`, `dead` or
 * `error_click`, `label` = the clicked selector) and web vitals (`name` = `LCP`, `INP`, `CLS` or `TTFB`, `label` = the
 * value as a decimal number, lib/recordings/web-vitals.ts; `at` = an INP's interaction). `kind` is a text column
 * with no check constraint: a kind is added without a migration. The replay reads the batches, not these.
 */
export const recordingEvents = pgTable(
  'recording_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => recordingSessions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: RECORDING_EVENT_KINDS }).notNull(),
    at: timestamptz('at').notNull(),
    pageNo: integer('page_no').notNull(),
    name: text('name').notNull(),
    label: text('label').notNull().default(''),
    /**
     * The place of the message the event comes from among everything its page recorded (tracker/PROTOCOL.md "Batch":
     * `firstIndex + i`); a frustration signal has its (first) click's. A message can reach the ingest in two batches
     * of its page (the page's own last batch repeats what its worker had not yet sent), and is indexed once.
     */
    messageIndex: integer('message_index'),
    /** An error's group (lib/recordings/error-fingerprint.ts: its name, message and top frame); null for other kinds. */
    fingerprint: text('fingerprint'),
  },
  (t) => [
    // One event per message (and per frustration signal of one click: their names differ). The name goes in hashed, as
    // it may be longer than a B-tree entry can hold: a 64-bit hash (8 bytes; md5's text took 33), since the names it
    // tells apart are the few events of one message (decision 0125).
    uniqueIndex('recording_events_message_idx').on(
      t.sessionId,
      t.pageNo,
      t.messageIndex,
      t.kind,
      sql`hashtextextended(${t.name}, 0)`,
    ),
    index('recording_events_session_idx').on(t.sessionId, t.at),
    // The page a click was on (the latest page event of its session at or before it: lib/recordings/page-rollups.ts),
    // looked up by the digester for every click it indexes. Through the index above, that walks back over every event
    // since the page began, so a long single page (thousands of clicks) made each new click cost as many steps as the
    // events before it; through this one it is one step (decision 0127).
    index('recording_events_page_idx')
      .on(t.sessionId, t.at)
      .where(sql`${t.kind} = 'page'`),
    // Which sessions have a tag's trigger or a custom event of this name: the tag filter, a tag's session count, a
    // funnel's custom-event step. Pages and clicks are searched by part of their text through recording_names
    // (lib/recordings/session-names.ts), so no index over every event's name (nor a trigram one) is kept for them.
    index('recording_events_tag_custom_idx')
      .on(t.kind, t.name, t.sessionId)
      .where(sql`${t.kind} in ('tag', 'custom')`),
    // An error group's events, and whether a group was seen before (lib/integrations/event-detector.ts).
    index('recording_events_fingerprint_idx')
      .on(t.fingerprint, t.id)
      .where(sql`${t.fingerprint} is not null`),
  ],
);

/** A note the product team wrote on a moment of a session's replay; the team lists and shares them. */
export const replayNotes = pgTable(
  'replay_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => recordingSessions.id, { onDelete: 'cascade' }),
    /** The moment (ms since the epoch, the session clock the replay uses). */
    at: bigint('at', { mode: 'number' }).notNull(),
    body: text('body').notNull(),
    /** Who wrote it (username; kept when the account goes). */
    author: text('author').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('replay_notes_session_idx').on(t.sessionId, t.at),
    index('replay_notes_created_idx').on(t.createdAt.desc()),
  ],
);

/** A search of the sessions list the team saved under a name: the list's filters as they travel in its address. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The filters as a query string (`user=mina&error=1`), checked when saved and again when listed. */
    query: text('query').notNull(),
    author: text('author').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_searches_project_name_unique').on(t.projectId, t.name)],
);

/** A canvas snapshot in the blob store, named as the tracker named it (`{sessionStart}_{nodeId}_{ts}.webp`). */
export const recordingImages = pgTable(
  'recording_images',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => recordingSessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nodeId: integer('node_id').notNull(),
    ts: bigint('ts', { mode: 'number' }).notNull(),
    blobKey: text('blob_key').notNull(),
    bytes: integer('bytes').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (t) => [primaryKey({ name: 'recording_images_pk', columns: [t.sessionId, t.name] })],
);

/** The feature flags a session was served (the studio filters sessions by flag). */
export const recordingSessionFlags = pgTable(
  'recording_session_flags',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => recordingSessions.id, { onDelete: 'cascade' }),
    flagKey: text('flag_key').notNull(),
    /** `true` for a boolean flag, the variant for a multi-variant one. */
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ name: 'recording_session_flags_pk', columns: [t.sessionId, t.flagKey] }),
    index('recording_session_flags_key_idx').on(t.flagKey),
  ],
);

/** A watched element (tracker/PROTOCOL.md "Start conditions, feature flags, tags"): sessions where it became visible get a `tag` event. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    selector: text('selector').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [index('tags_project_idx').on(t.projectId)],
);

export const FLAG_TYPES = ['boolean', 'multi'] as const;
export type FlagType = (typeof FLAG_TYPES)[number];

/** One filter of a flag's condition group or of a start condition (tracker/PROTOCOL.md "Condition filters", "Flag rules"). */
export interface ConditionFilter {
  type: string;
  operator: string;
  value: string[];
  source?: string;
  filters?: ConditionFilter[];
}

/** A condition group of a flag: its filters all hold (AND); the groups of a flag are alternatives (OR). */
export interface FlagConditionGroup {
  name?: string;
  rolloutPercentage: number;
  filters: ConditionFilter[];
}

export interface FlagVariant {
  value: string;
  rolloutPercentage: number;
  payload?: unknown;
}

/** A feature flag (tracker/PROTOCOL.md "Flag rules"), served to trackers by POST /ingest/v1/web/feature-flags. */
export const featureFlags = pgTable(
  'feature_flags',
  {
    id: serial('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    flagKey: text('flag_key').notNull(),
    description: text('description').notNull().default(''),
    flagType: text('flag_type', { enum: FLAG_TYPES }).notNull().default('boolean'),
    isPersist: boolean('is_persist').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** The payload of a boolean flag. */
    payload: jsonb('payload'),
    conditions: jsonb('conditions').$type<FlagConditionGroup[]>().notNull().default([]),
    variants: jsonb('variants').$type<FlagVariant[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('feature_flags_project_key_unique').on(t.projectId, t.flagKey)],
);

/** A start condition (tracker/PROTOCOL.md "Condition filters"): while its filters hold, a cold-start tracker starts a real session. */
export const startConditions = pgTable(
  'start_conditions',
  {
    id: serial('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Percentage (0–100) of the sessions this condition starts that are recorded (applied by the ingest at start). */
    captureRate: integer('capture_rate').notNull().default(100),
    filters: jsonb('filters').$type<ConditionFilter[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('start_conditions_project_name_unique').on(t.projectId, t.name),
    check('start_conditions_capture_rate_range', sql`${t.captureRate} between 0 and 100`),
  ],
);

/**
 * How far the digester of one ingest log (lib/ingest/digester.ts) has read: the segment and the byte offset after the
 * last record whose batch is in the index. Written in the same statement as the index rows of those records, so
 * after a crash indexing resumes exactly where the index ends.
 */
export const ingestCheckpoints = pgTable('ingest_checkpoints', {
  /** The log: `{host}:{folder}` of the process that writes it (lib/ingest/service.ts). */
  logId: text('log_id').primaryKey(),
  segment: text('segment').notNull(),
  offset: bigint('offset', { mode: 'number' }).notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Batches that were acknowledged (their header and token were good) but could not be indexed: broken frames, values
 * the index cannot hold. Never indexed; their bytes as received are kept aside in the blob store (`blob_key`) and go
 * with their session's recordings. No foreign key: the session may be what is wrong.
 */
export const ingestQuarantine = pgTable(
  'ingest_quarantine',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id').notNull(),
    pageNo: integer('page_no').notNull(),
    batchNo: integer('batch_no').notNull(),
    reason: text('reason').notNull(),
    blobKey: text('blob_key'),
    bytes: integer('bytes').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (t) => [index('ingest_quarantine_session_idx').on(t.sessionId)],
);

/**
 * Sessions erased from the studio (lib/studio/erasure.ts): a tombstone per session, written before anything of it is
 * deleted. The ingest keeps answering a visitor's tracker from the log without asking the database, so batches of an
 * erased session may still be in the raw log or arrive later while its token lives; the digester drops every batch of
 * a session named here (its bytes erased, never indexed nor quarantined), and canvas and video uploads find no
 * session. No foreign key: the session row is what goes. Retention deletes a tombstone with the recordings of its
 * time, long after the session's token expired (MAX_SESSION_DURATION_MS).
 */
export const recordingErasures = pgTable(
  'recording_erasures',
  {
    sessionId: uuid('session_id').primaryKey(),
    projectId: uuid('project_id').notNull(),
    erasedAt: timestamptz('erased_at').notNull().defaultNow(),
  },
  (t) => [index('recording_erasures_erased_at_idx').on(t.erasedAt)],
);

/**
 * Member tokens the ingest has accepted (lib/ingest/member-identity.ts), by their id until they expire: a token names
 * its member for one start, so one copied from a member's page is refused at any other start, in any process.
 */
export const spentMemberTokens = pgTable(
  'spent_member_tokens',
  {
    tokenId: text('token_id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('spent_member_tokens_expires_at_idx').on(t.expiresAt)],
);

export type Project = typeof projects.$inferSelect;
export type ReplayNote = typeof replayNotes.$inferSelect;
export type SavedSearch = typeof savedSearches.$inferSelect;
export type RecordingSession = typeof recordingSessions.$inferSelect;
export type FeatureFlag = typeof featureFlags.$inferSelect;
export type StartCondition = typeof startConditions.$inferSelect;
export type Tag = typeof tags.$inferSelect;
