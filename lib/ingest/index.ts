/**
 * The ingest: what the tracker's calls under /ingest/v1/web do. Route handlers in app/ingest/ are a few
 * lines around these; the wire format is tracker/PROTOCOL.md.
 */
export { ingestBatch } from './batches';
export type { BatchAnswer, BatchInput } from './batches';
export { ingestCaller } from './auth';
export { storeImages } from './images';
export { evaluateFlag, flagsFor, flagsRequestSchema, flagFilterHolds } from './flags';
export type { FlagAttributes, FlagsRequest, ServedFlag } from './flags';
export { conditionsFor, tagsFor } from './watch';
export type { ServedCondition } from './watch';
export { startSession, startSchema } from './start';
export type { StartResponse, StartInput } from './start';
export { deleteExpiredRecordings, retentionDays } from './retention';
export { BoundedQueue } from './queue';
export { scrubJsonText, scrubText } from './scrub';
export { verifyIngestToken, signIngestToken, INGEST_TOKEN_AUDIENCE } from './token';
export * from './limits';
