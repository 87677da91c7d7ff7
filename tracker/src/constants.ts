/**
 * Every constant of spec §9 (and the OpenReplay 16.2.1 defaults of shared/platform-notes.md the spec relies on) that
 * concerns the tracker, named once. The ingest reads the protocol limits from here too (lib/ingest imports this
 * file; the tracker never imports the site).
 */

/** Spec §9 "Tracker version". Sent as `trackerVersion` in the start request. */
export const TRACKER_VERSION = '16.2.1';

/** Spec §9: the main thread hands recorded messages to the worker on this ticker. */
export const COMMIT_INTERVAL_MS = 30;
/** Spec §9: the worker sends the batch it is writing at least this often (and at once when the page is hidden). */
export const FLUSH_INTERVAL_MS = 10_000;
/** Spec §9: the batch buffer; a batch is finished and sent when the next message would not fit. */
export const BATCH_BUFFER_BYTES = 200_000;
/** Spec §9: the largest batch at all (a message too big for the buffer gets a one-off batch up to this size). */
export const BEACON_SIZE_LIMIT = 1_000_000;
/** Spec §9: batches larger than this are gzipped (in the worker). */
export const COMPRESSION_THRESHOLD = 24_000;
/** Spec §9: `fetch(..., { keepalive: true })` only for bodies under this size (the browsers' keep-alive quota). */
export const KEEPALIVE_MAX_BYTES = 65_536;
/** Spec §5: a message larger than this is refused (its length must fit the 3-byte length field). */
export const MAX_MESSAGE_BYTES = 16_777_215;
/** Spec §5: attribute values longer than this are dropped from recordings. */
export const MAX_ATTRIBUTE_LENGTH = 100_000;

/** Spec §8: a failed batch is retried up to this many times ... */
export const MAX_RETRIES = 10;
/** ... waiting this long times the attempt number before each retry (250 ms, 500 ms, ... 2,500 ms). */
export const RETRY_DELAY_STEP_MS = 250;
/** Spec §4/§9: a recording stops and the tracker restarts after this long (18e5 ms, 30 minutes). */
export const SESSION_RESTART_MS = 18e5;

/** Spec §9: canvas snapshot quality per setting (webp). */
export const CANVAS_QUALITY = { low: 0.35, medium: 0.55, high: 0.8 } as const;
export type CanvasQuality = keyof typeof CANVAS_QUALITY;
/** Spec §9: snapshots are uploaded once more than this many are waiting. */
export const CANVAS_BATCH_THRESHOLD = 9;

/** Spec §9: node maintenance runs this often ... */
export const NODE_MAINTENANCE_INTERVAL_MS = 30_000;
/** ... and looks at this many nodes per step. */
export const NODE_MAINTENANCE_BATCH = 2_500;

/** Spec §9: every watched tag's selector is polled this often. */
export const TAG_POLL_INTERVAL_MS = 500;

/** Spec §9: the usability-test recording (webcam and microphone). */
export const UXT_VIDEO = { width: 1280, height: 720, frameRate: 30, mimeType: 'video/webm' } as const;

/** shared/platform-notes.md §1: cold start keeps 30-60 s of history (one of two buffers is cleared every 30 s). */
export const COLD_START_BUFFER_MS = 30_000;
/** shared/platform-notes.md §9: the largest JSON body of the start call and the other JSON calls. */
export const JSON_SIZE_LIMIT = 131_072;
