/**
 * The recordings model shared by the ingest (which writes recordings), the studio (which reads them) and usability
 * tests (which attach videos and answers to them): where their parts are stored, who a session token names, the
 * projects, the flag-condition vocabulary and how long upload tickets are kept.
 */
export { batchBlobKey, imageBlobKey, sessionBlobPrefix } from './blob-keys';
export type { IngestClaims } from './token-claims';
export { FLAG_FILTER_TYPES, FLAG_OPERATORS } from './flag-rules';
export type { FlagFilterType } from './flag-rules';
export { DEFAULT_PROJECT, DEFAULT_PROJECT_KEY, projectById, projectByKey } from './projects';
export { UPLOAD_TICKET_KEEP_MS } from './retention';
