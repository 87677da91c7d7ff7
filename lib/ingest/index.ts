/**
 * The ingest: what the tracker's calls under /ingest/v1/web do (wire format: tracker/PROTOCOL.md). Batches are
 * acknowledged from a durable log and indexed after by a digester (lib/ingest/service.ts, digester.ts); every call is
 * served by one framework-free handler (lib/ingest/http.ts) that the servers mount in front of Next.js and the route
 * handlers in app/ingest/ adapt.
 */
export { ingestBatch, batchNumbersAllowed } from './batches';
export type { BatchResponse, BatchInput } from './batches';
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
export { ingestSettingsChanged } from '@/lib/recordings/settings-cache';
export { ingestService, installIngestService, IngestService } from './service';
export { ingestInFront, ingestRouteHandler, serveIngestCall, isIngestPath } from './http';
export * from './limits';
