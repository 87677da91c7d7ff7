/**
 * A recorded session's token lives at most this long after the session started (OpenReplay's max_session_duration
 * default). The ingest signs tokens for this long; usability tests bound a participant's timestamps by it.
 */
export const MAX_SESSION_DURATION_MS = 7_200_000;
