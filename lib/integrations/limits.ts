/** Every limit of the outgoing integrations, in one place (lib/integrations/delivery-rules.test.ts holds the delivery ones to their values). */

/** Attempts a delivery gets before it is marked `failed` for good. */
export const DELIVERY_MAX_ATTEMPTS = 6;
/** The wait after the first failed attempt; each further failure doubles it (30 s, 1, 2, 4, 8 min). */
export const DELIVERY_BACKOFF_BASE_MS = 30_000;
/** The longest wait between two attempts, however many failed. */
export const DELIVERY_BACKOFF_MAX_MS = 60 * 60_000;
/** How long a receiver has to answer one attempt. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Deliveries one run of the runner sends at most (the rest wait for the next run). */
export const DELIVERY_BATCH_SIZE = 50;
/** Characters of a receiver's answer kept in the delivery log. */
export const RESPONSE_EXCERPT_MAX = 500;
/** How often every server runs the detector and the delivery runner. */
export const INTEGRATIONS_INTERVAL_MS = 15_000;
/** Rows of a source table the detector turns into events per run, per project. */
export const DETECT_BATCH_SIZE = 200;
/** A signature older than this is refused by the verification helper (replayed requests). */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;
/** Longest webhook or tracker address. */
export const URL_MAX_LENGTH = 2_000;
/** Webhooks one project may have. */
export const WEBHOOKS_MAX = 20;
/** Characters of a note or a report a message carries at most. */
export const MESSAGE_TEXT_MAX = 1_000;
/** Longest tracker token, target, account or issue type. */
export const TRACKER_FIELD_MAX_LENGTH = 500;
/** Longest issue title. */
export const ISSUE_TITLE_MAX_LENGTH = 200;
/** Deliveries the studio's log shows, newest first. */
export const DELIVERY_LOG_SIZE = 50;
/** How long saving a webhook or tracker waits for its host name to resolve before leaving the check to delivery. */
export const TARGET_LOOKUP_TIMEOUT_MS = 3_000;
