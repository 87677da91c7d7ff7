/**
 * What an ingest session token says about its bearer (lib/ingest/token.ts signs and checks it). Usability tests and
 * the ingest's own calls take these claims as the caller of a recording session.
 */
export interface IngestClaims {
  sessionId: string;
  projectId: string;
  /** A start-conditions session in cold start: it may ask for what to watch but may store nothing. */
  doNotRecord: boolean;
  expiresAt: Date;
}

/**
 * The longest user id a page's script may give the tracker (a start's `userID`, the flags call's): what the index can
 * hold as `user_id`, and so the longest member name anything else (an erasure) looks for.
 */
export const USER_ID_MAX_LENGTH = 256;
