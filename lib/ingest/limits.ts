/**
 * The ingest's limits. The protocol's own (batch and message sizes, compression, retries) are the tracker's constants,
 * named once in tracker/src/constants.ts and read from there; the rest are the server's alone.
 */
export {
  BEACON_SIZE_LIMIT,
  CANVAS_BATCH_THRESHOLD,
  CANVAS_QUALITY,
  COMPRESSION_THRESHOLD,
  JSON_SIZE_LIMIT,
  MAX_ATTRIBUTE_LENGTH,
  MAX_MESSAGE_BYTES,
  TRACKER_VERSION,
} from '@parley/tracker/constants';

/** A session token lives at most this long after the session started (OpenReplay's max_session_duration default). */
export const MAX_SESSION_DURATION_MS = 7_200_000;
/** A batch whose token expired less than this long ago is still stored, then answered 401 (OpenReplay's JUST_EXPIRED). */
export const TOKEN_GRACE_MS = 30_000;
/** Cold-start history older than this is not backdated into the session (OpenReplay: 0 < bufferDiff < 5 min). */
export const COLD_START_BACKDATE_MAX_MS = 5 * 60_000;

/** One images request, and one image in it (OpenReplay's FILE_SIZE_LIMIT is 10,000,000 for the request). */
export const IMAGES_REQUEST_MAX_BYTES = 10_000_000;
export const IMAGE_MAX_BYTES = 2_000_000;

/** Batches written at the same time; more wait in a queue of at most INGEST_MAX_WAITING, beyond which 503. */
export const INGEST_MAX_CONCURRENT = 32;
export const INGEST_MAX_WAITING = 512;
/** Bytes of request bodies the queue may hold at once (bounded memory under any load); beyond it 503. */
export const INGEST_MAX_BYTES_IN_FLIGHT = 64 * 1024 * 1024;
/** What a 503 asks the tracker to wait before trying again. */
export const INGEST_RETRY_AFTER_SECONDS = 1;

/** New sessions per client address within INGEST_STARTS_WINDOW_MS (lib/rate-limit); a page load is one start. */
export const INGEST_STARTS_PER_ADDRESS = 300;
export const INGEST_STARTS_WINDOW_MS = 60 * 60_000;

/** Digit runs at least this long are scrubbed from stored text (phone, card and account numbers). */
export const SCRUB_DIGIT_RUN_MIN = 7;

/** Recordings older than RECORDING_RETENTION_DAYS (env, default this) are deleted by the retention job. */
export const RECORDING_RETENTION_DAYS_DEFAULT = 30;
/** How often the retention job runs in a long-lived server. */
export const RETENTION_INTERVAL_MS = 60 * 60_000;
