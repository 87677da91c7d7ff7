/**
 * The ingest: what the tracker's calls under /ingest/v1/web do (wire format: tracker/PROTOCOL.md). Batches are
 * acknowledged from a durable log and indexed after by a digester (lib/ingest/service.ts, digester.ts); every call is
 * served by one framework-free handler (lib/ingest/http.ts) that the servers mount in front of Next.js and the route
 * handlers in app/ingest/ adapt.
 */
export { ingestCaller, videoOwner } from './auth';
export { evaluateFlag, flagFilterHolds } from './flags';
export type { FlagAttributes } from './flags';
export { deleteExpiredRecordings } from './retention';
export { verifyIngestToken, signIngestToken } from './token';
export type { IngestClaims } from './token';
export { ingestSettingsChanged } from '@/lib/recordings/settings-cache';
export { ingestRouteHandler } from './http';
export { videoDiskRoom } from './service';
export * from './limits';
