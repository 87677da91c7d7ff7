/**
 * Every constant of the tracker's contract (docs/ARCHITECTURE.md "Product contract") and the OpenReplay 16.2.1 defaults it keeps that
 * concerns the tracker, named once. The ingest reads the protocol limits from here too (lib/ingest imports this
 * file; the tracker never imports the site).
 */

/** The OpenReplay tracker version whose protocol this tracker speaks. Sent as `trackerVersion` in the start request. */
export const TRACKER_VERSION = '16.2.1';

/** The main thread hands recorded messages to the worker on this ticker. */
export const COMMIT_INTERVAL_MS = 30;
/** The worker sends the batch it is writing at least this often (and at once when the page is hidden). */
export const FLUSH_INTERVAL_MS = 10_000;
/** The batch buffer; a batch is finished and sent when the next message would not fit. */
export const BATCH_BUFFER_BYTES = 200_000;
/** The largest batch at all (a message too big for the buffer gets a one-off batch up to this size). */
export const BEACON_SIZE_LIMIT = 1_000_000;
/** Batches larger than this are gzipped (in the worker). */
export const COMPRESSION_THRESHOLD = 24_000;
/** `fetch(..., { keepalive: true })` only for bodies under this size (the browsers' keep-alive quota). */
export const KEEPALIVE_MAX_BYTES = 65_536;
/**
 * A page's own last batches (tracker/src/page-exit-batch.ts) are numbered from here (`?batch={pageNo}_{FINAL_BATCH_FIRST + n}`),
 * out of the way of the worker's (0, 1, 2, ...); their messages may repeat some of those, and readers keep one copy
 * of each message index (tracker/PROTOCOL.md "Batch").
 */
export const FINAL_BATCH_FIRST = 900_000_000;
/** A message larger than this is refused (its length must fit the 3-byte length field). */
export const MAX_MESSAGE_BYTES = 16_777_215;
/** Attribute values longer than this are dropped from recordings. */
export const MAX_ATTRIBUTE_LENGTH = 100_000;

/** A failed batch is retried up to this many times ... */
export const MAX_RETRIES = 10;
/** ... waiting this long times the attempt number before each retry (250 ms, 500 ms, ... 2,500 ms). */
export const RETRY_DELAY_STEP_MS = 250;
/** A recording stops and the tracker restarts after this long (18e5 ms, 30 minutes). */
export const SESSION_RESTART_MS = 18e5;

/** Canvas snapshot quality per setting (webp). */
export const CANVAS_QUALITY = { low: 0.35, medium: 0.55, high: 0.8 } as const;
export type CanvasQuality = keyof typeof CANVAS_QUALITY;
/** Snapshots are uploaded once more than this many are waiting. */
export const CANVAS_BATCH_THRESHOLD = 9;

/** Node maintenance runs this often ... */
export const NODE_MAINTENANCE_INTERVAL_MS = 30_000;
/** ... and looks at this many nodes per step. */
export const NODE_MAINTENANCE_BATCH = 2_500;

/** Every watched tag's selector is polled this often. */
export const TAG_POLL_INTERVAL_MS = 500;

/** The usability-test recording (webcam and microphone). */
export const UXT_VIDEO = { width: 1280, height: 720, frameRate: 30, mimeType: 'video/webm' } as const;
/** The recorder hands over its data this often, and each piece is written to IndexedDB at once (PROTOCOL.md). */
export const UXT_VIDEO_TIMESLICE_MS = 500;
/** Once the page is being left, the recorder hands over its data this often ... */
export const UXT_VIDEO_LEAVING_SLICE_MS = 50;
/** ... until the page is gone, or this long (a navigation that did not happen, such as a download). */
export const UXT_VIDEO_LEAVING_MAX_MS = 3_000;
/**
 * A page that lasts longer records a new video segment every this often (30 s), so that the finished ones are uploaded
 * while the test goes on: a participant who closes the tab leaves at most this much of the page's video in the browser.
 */
export const UXT_VIDEO_SEGMENT_MS = 30_000;
/**
 * The largest video segment the ingest takes in one `PUT` (500 MB of 1,048,576 bytes); the tracker stops recording a
 * segment there. A literal, not `500 * 1024 * 1024`: esbuild keeps an unused constant computed by an expression in
 * every bundle that imports this file (28 bytes gzip of tracker.js + worker.js).
 */
export const UXT_VIDEO_MAX_BYTES = 524_288_000;
/** The video segments (one per page of the test, and one per UXT_VIDEO_SEGMENT_MS of a page) one participant may upload. */
export const UXT_VIDEO_MAX_SEGMENTS = 1_000;
/**
 * What a test's `begin` signal says about the webcam and microphone (PROTOCOL.md `media`): `recording`; no video
 * because the page is not a secure context (`insecure`), no such device was found (`no-device`), the permission was
 * refused (`refused`) or the camera or recording failed (`failed`); or the test records none (`none`).
 */
export const UXT_MEDIA_STATES = ['recording', 'insecure', 'no-device', 'refused', 'failed', 'none'] as const;
/** A task answer is at most this many characters (the text area's `maxlength`; the ingest refuses longer ones). */
export const UXT_ANSWER_MAX_LENGTH = 10_000;
/** An upload URL is valid this long (15 minutes) after the ingest issued it, for one `PUT`. */
export const UXT_UPLOAD_URL_TTL_MS = 900_000;
/** The page address parameter that opens a usability test (OpenReplay's: `?oruxt={testId}`). */
export const UXT_QUERY_PARAMETER = 'oruxt';
/** localStorage: the id of the usability test in progress; the tracker loads the overlay when it is set. */
export const UXT_ACTIVE_KEY = 'parley.uxt.active';
/**
 * localStorage: the video segments of ended tests still to upload: `[{sessionId, testId, token, since}]`, the token of
 * the session they belong to and when they were first listed. Kept (with the segments) until stored, refused for good,
 * or UXT_PENDING_UPLOAD_MAX_AGE_MS old; any later page that loads the tracker tries again (so the tracker loads the
 * overlay when it is set).
 */
export const UXT_PENDING_UPLOADS_KEY = 'parley.uxt.pendingUploads';
/**
 * localStorage: the participant's progress, kept across full page loads (PROTOCOL.md "Usability tests"); `done` or
 * `skipped` clears them, except `outbox` (signals without a response yet, sent by the next page of the same session).
 */
export const UXT_STORAGE_KEYS = {
  active: UXT_ACTIVE_KEY,
  sessionId: 'parley.uxt.sessionId',
  testStart: 'parley.uxt.testStart',
  taskIndex: 'parley.uxt.taskIndex',
  durations: 'parley.uxt.durations',
  /** Whether the camera and microphone record (one of UXT_MEDIA_STATES), so a later page asks no more after a refusal. */
  media: 'parley.uxt.media',
  /** The answer being typed, so that a full page load in the middle of a task does not lose it. */
  draft: 'parley.uxt.draft',
  /** The widget's place and whether it is collapsed. */
  widget: 'parley.uxt.widget',
  /** A token of the session of a test that records video: if another session breaks the test off, the proof for its video. */
  token: 'parley.uxt.token',
  outbox: 'parley.uxt.outbox',
  pendingUploads: UXT_PENDING_UPLOADS_KEY,
} as const;
/** Tries per video segment on one page (a fresh upload URL each, RETRY_DELAY_STEP_MS × try apart) before a later page. */
export const UXT_UPLOAD_TRIES = 4;
/**
 * How long (7 days) an ended test's video may wait in the browser for its upload: every later page tries again until
 * then, and then the tracker gives it up, so a participant who never gets it through does not keep hundreds of MB for
 * good. The ingest takes the video of an ended session (shown by its token, UXT_VIDEO_TOKEN_HEADER) until this long
 * after that token expired and refuses it for good (410) after.
 */
export const UXT_PENDING_UPLOAD_MAX_AGE_MS = 604_800_000;
/**
 * `GET upload-url` for the video of an earlier session than the page's (its session ended before its upload got
 * through): that session's token, which proves this browser recorded it; the Bearer stays the page's own token.
 */
export const UXT_VIDEO_TOKEN_HEADER = 'X-Parley-Video-Token';
/** IndexedDB database of the video segments (one per page of the test) until they are uploaded. */
export const UXT_VIDEO_DB = 'parley-uxt';

/** Cold start keeps 30-60 s of history (one of two buffers is cleared every 30 s). */
export const COLD_START_BUFFER_MS = 30_000;
/** The largest JSON body of the start call and the other JSON calls. */
export const JSON_SIZE_LIMIT = 131_072;

/** Where the tracker keeps its state in the browser (tracker/PROTOCOL.md "Session"). */
export const STORAGE_KEYS = {
  /** sessionStorage: the token of the session this tab records, sent back on the next full page load to continue it. */
  token: 'parley.tracker.token',
  /** sessionStorage: the page number of the current page of that session (0, 1, 2, ... per full page load). */
  pageNo: 'parley.tracker.pageNo',
  /** sessionStorage: which session pageNo counts, so that a response with a new session starts again at page 0. */
  sessionID: 'parley.tracker.sessionID',
  /** sessionStorage: 12 random characters naming this tab. */
  tabId: 'parley.tracker.tabId',
  /**
   * sessionStorage: the key of a start not yet answered (tracker/PROTOCOL.md "Session"), sent again by the next page
   * when the page was left before the answer came, so that page continues the session the start made.
   */
  startKey: 'parley.tracker.startKey',
  /** localStorage: the visitor's anonymous id, kept across sessions. */
  userUUID: 'parley.tracker.uuid',
  /** sessionStorage: feature flags returned with `is_persist`, sent back as `persistFlags`. */
  flags: 'parley.tracker.flags',
} as const;

/** Elements with this attribute have their text (and maskable attributes) starred in recordings. */
export const MASK_ATTRIBUTE = 'data-parley-mask';
/** Elements with this attribute are not recorded at all, only their size (rrweb `blockSelector`). */
export const HIDE_ATTRIBUTE = 'data-parley-hide';
/** The host element of the usability-test overlay: never recorded (docs/decisions/0036-usability-test-overlay.md). */
export const OVERLAY_HOST_ID = 'parley-uxt-host';
/** What an email address becomes in recordings (tracker/PROTOCOL.md "What is never sent"). */
export const EMAIL_MASK = '***@***.***';
/** What a secret-looking query value becomes in recorded URLs. */
export const SECRET_MASK = '***';

/** rrweb sampling: mouse moves at most this often (ms). */
export const MOUSEMOVE_SAMPLE_MS = 50;
/** rrweb sampling: scroll positions at most this often (ms). */
export const SCROLL_SAMPLE_MS = 150;

/** Node maintenance: the pause between two chunks of NODE_MAINTENANCE_BATCH nodes, so one run never blocks a frame. */
export const NODE_MAINTENANCE_STEP_MS = 50;
/** Start conditions: how often a `duration` condition is checked. */
export const DURATION_CHECK_MS = 1_000;
/** Worker: after a reset it stays `stopping` this long before it is `not_active` (as OpenReplay's worker does). */
export const WORKER_STOPPING_MS = 100;

/**
 * Unsent batches are kept in IndexedDB (database OUTBOX_DB) until the ingest has responded, so that a page left before
 * its last batch got through re-sends it from the next page of the same tab (the ingest dedupes).
 */
export const OUTBOX_DB = 'parley-tracker';
/** Another tab's unsent batches are re-sent too once they are this old (that tab was closed or is stuck). */
export const OUTBOX_FOREIGN_AFTER_MS = 60_000;
/** A recording page looks for such batches when it starts and again this often (a tab closed while it was open). */
export const OUTBOX_RECHECK_MS = 30_000;
/** Unsent batches older than this are dropped unsent: their token has expired (2 h, the ingest's session lifetime). */
export const OUTBOX_MAX_AGE_MS = 7_200_000;

/**
 * Console output (`console` messages): a page records at most this many calls per second (as OpenReplay's tracker,
 * which drops beyond about 30 a second) ...
 */
export const CONSOLE_MAX_PER_SECOND = 30;
/** ... and this many in all, so a page that logs in a loop cannot fill its batches with it ... */
export const CONSOLE_MAX_PER_PAGE = 1_000;
/** ... each cut to this many characters (all its arguments, joined with spaces). */
export const CONSOLE_MESSAGE_MAX = 2_000;
