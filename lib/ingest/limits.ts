/**
 * The ingest's limits. The protocol's own (batch and message sizes, compression, retries) are the tracker's constants,
 * named once in tracker/src/constants.ts and read from there; the rest are the server's alone.
 */
export {
  BEACON_SIZE_LIMIT,
  FINAL_BATCH_FIRST,
  COMPRESSION_THRESHOLD,
  JSON_SIZE_LIMIT,
} from '@parley/tracker/constants';

export { MAX_SESSION_DURATION_MS } from '@/lib/recordings/session-span';
/** A batch whose token expired less than this long ago is still stored, then refused with 401 (OpenReplay's JUST_EXPIRED). */
export const TOKEN_GRACE_MS = 30_000;
/** Cold-start history older than this is not backdated into the session (OpenReplay: 0 < bufferDiff < 5 min). */
export const COLD_START_BACKDATE_MAX_MS = 5 * 60_000;

/** One images request, and one image in it (OpenReplay's FILE_SIZE_LIMIT is 10,000,000 for the request). */
export const IMAGES_REQUEST_MAX_BYTES = 10_000_000;
export const IMAGE_MAX_BYTES = 2_000_000;

/**
 * The last line, whoever sends: requests (batches and images) served at once, and the bytes of their bodies held at
 * once, counted as they arrive (a body declared large and sent slowly holds what it sent, not what it declared).
 * Past either, 503. Canvas images may hold at most INGEST_IMAGES_MAX_BYTES_IN_FLIGHT of them, so that batches always
 * have room.
 */
export const INGEST_MAX_REQUESTS_IN_FLIGHT = 4_096;
export const INGEST_MAX_BYTES_IN_FLIGHT = 64 * 1024 * 1024;
export const INGEST_IMAGES_MAX_BYTES_IN_FLIGHT = 32 * 1024 * 1024;
/**
 * Requests one client has in flight at once: one address (an IPv6 address by its /64, which one client may hold
 * whole) and one session (which may come from several addresses). Past either, 429 + Retry-After. A page sends one
 * batch at a time, but all it has (its outbox's leftovers too) at once when it is hidden, and canvas images beside
 * them; an address may be a whole office behind one NAT.
 */
export const INGEST_MAX_IN_FLIGHT_PER_ADDRESS = 64;
export const INGEST_MAX_IN_FLIGHT_PER_SESSION = 64;
/**
 * The bytes a client may send (batches and images, as received), as token buckets: a session and an address each
 * refill at their rate up to their burst; a body that does not fit both gets 429 with Retry-After saying when it
 * would, before anything is appended. A reader sends about 40 KB a minute, a page load's DOM snapshot a few hundred
 * KB at once, an images request at most IMAGES_REQUEST_MAX_BYTES; the burst takes a page's whole outbox at once.
 */
export const INGEST_SESSION_BYTES_PER_SECOND = 256 * 1024;
export const INGEST_SESSION_BURST_BYTES = 16 * 1024 * 1024;
export const INGEST_ADDRESS_BYTES_PER_SECOND = 2 * 1024 * 1024;
export const INGEST_ADDRESS_BURST_BYTES = 64 * 1024 * 1024;
/** Buckets remembered (sessions and addresses each); the least recently seen is forgotten first, and starts full. */
export const INGEST_RATE_BUCKETS_MAX = 50_000;
/**
 * How slowly a request body may arrive (lib/http/request-body.ts BodyPace): INGEST_BODY_GRACE_MS for any body, one
 * second more per INGEST_BODY_MIN_BYTES_PER_SECOND received, INGEST_BODY_MAX_MS at most; slower gets 408 and frees
 * what it held. A 1,000,000-byte batch then needs about 17 KB/s, a small one nothing but the grace.
 */
export const INGEST_BODY_GRACE_MS = 10_000;
export const INGEST_BODY_MIN_BYTES_PER_SECOND = 8 * 1024;
export const INGEST_BODY_MAX_MS = 60_000;
/** What a 503, or a 429 for requests in flight, asks the tracker to wait before trying again. */
export const INGEST_RETRY_AFTER_SECONDS = 1;

/**
 * Backpressure: when the oldest acknowledged batch not yet in the index is older than this (env
 * INGEST_INDEX_LAG_MAX_MS), or a batch taken now would wait longer than this behind the backlog at the digester's
 * measured pace (lib/ingest/index-pace.ts), new batches are refused with 503 until the digester catches up. The studio
 * shows a batch once it is indexed, so this is also about how stale the studio may get under load.
 */
export const INGEST_INDEX_LAG_MAX_MS_DEFAULT = 5_000;
/**
 * Shedding the clients that cause the lag first (lib/ingest/backpressure.ts): past INGEST_INDEX_LAG_MAX_MS only the
 * sessions and addresses that hold at least their fair share of the backlog's bytes are refused; past this many times
 * it, everyone is (the last line).
 */
export const INGEST_INDEX_LAG_EVERYONE_FACTOR = 2;
/** Below this much free space on the log's disk (env INGEST_MIN_FREE_DISK_BYTES) every batch is refused with 503. */
export const INGEST_MIN_FREE_DISK_BYTES_DEFAULT = 512 * 1024 * 1024;
/** How often the free space of the log's disk is looked at again (a statfs per batch would cost more than the check). */
export const INGEST_DISK_CHECK_INTERVAL_MS = 1_000;

/**
 * Bytes one session may store unless its project says otherwise (projects.session_bytes_quota): its batches as stored
 * (a batch not yet indexed as received) and its canvas images.
 */
export const SESSION_BYTES_QUOTA_DEFAULT = 50_000_000;
/** Page numbers of a session are below this (a session's page loads; the ingest hands them out at start). */
export const MAX_PAGE_NO = 100_000;
/** Batch numbers of a page are below this, or a page's own last batches (FINAL_BATCH_FIRST + n, n below it too). */
export const MAX_BATCH_NO = 1_000_000;
/** Canvas snapshots one session may store; past it the images call responds with 413. */
export const MAX_IMAGES_PER_SESSION = 2_000;
/**
 * Timestamps (ms since the epoch) the index takes: years 1 to 9999, what JavaScript dates and PostgreSQL timestamps
 * both hold. A batch header outside is refused; a message's `ts` outside is ignored (its event takes the batch's time).
 */
export const TIMESTAMP_MIN_MS = -62_135_596_800_000;
export const TIMESTAMP_MAX_MS = 253_402_300_799_999;
/**
 * How far a message's time may lie outside its session's span as the ingest received it: after the batch arrived
 * (clocks drift, and the tracker measures its `delay` to server time once per page load), or before the session can
 * have started (its token lives MAX_SESSION_DURATION_MS, and TOKEN_GRACE_MS more for a last batch). A time beyond is
 * clamped to the bound, in the stored batch too (lib/ingest/digest.ts messageTimeBounds), so a message dated 9999 can
 * neither stretch its session's duration nor win "the latest".
 */
export const MESSAGE_TIME_SKEW_MS = 60_000;

/** New sessions per client address within INGEST_STARTS_WINDOW_MS (lib/rate-limit); a page load is one start. */
export const INGEST_STARTS_PER_ADDRESS = 300;
export const INGEST_STARTS_WINDOW_MS = 60 * 60_000;

/** The fewest digits of a phone number the scrub hides from stored text (lib/ingest/scrub.ts); fewer is a count or a year. */
export const SCRUB_DIGIT_RUN_MIN = 7;

/** Recordings older than RECORDING_RETENTION_DAYS (env, default this) are deleted by the retention job. */
export const RECORDING_RETENTION_DAYS_DEFAULT = 30;
/** How often the retention job runs in a long-lived server. */
export const RETENTION_INTERVAL_MS = 60 * 60_000;
