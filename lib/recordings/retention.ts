/** Usability-test upload tickets are deleted by the recordings' retention job this long after they expired (used or not). */
export const UPLOAD_TICKET_KEEP_MS = 24 * 60 * 60_000;
