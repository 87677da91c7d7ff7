/**
 * Where a recording's parts live in the blob store. One layout, read by the ingest (which writes them), the studio
 * (which replays them), usability tests (which put their videos under the same session) and retention (which deletes
 * a session's folder whole).
 */

/** The blob folder of a session: everything recorded for it is under this prefix. */
export function sessionBlobPrefix(projectId: string, sessionId: string): string {
  return `${projectId}/${sessionId}`;
}

/**
 * One stored batch of a session (`?batch={pageNo}_{batchNo}`), and when the ingest received it (ms): the record key in
 * the blob store's segments names all the index needs besides the bytes, so the index can be rebuilt from the stored
 * batches alone (lib/ingest/rebuild.ts).
 */
export function batchBlobKey(
  projectId: string,
  sessionId: string,
  pageNo: number,
  batchNo: number,
  receivedAt: number,
): string {
  return `${sessionBlobPrefix(projectId, sessionId)}/batches/${pageNo}_${batchNo}.${receivedAt}.bin.gz`;
}

const BATCH_BLOB_KEY = /^([0-9a-f-]{36})\/([0-9a-f-]{36})\/batches\/(\d+)_(\d+)\.(\d+)\.bin\.gz$/;

/** What batchBlobKey put into a key, or null for any other key. */
export function parseBatchBlobKey(
  key: string,
): { projectId: string; sessionId: string; pageNo: number; batchNo: number; receivedAt: number } | null {
  const match = BATCH_BLOB_KEY.exec(key);
  if (!match) return null;
  return {
    projectId: match[1]!,
    sessionId: match[2]!,
    pageNo: Number(match[3]),
    batchNo: Number(match[4]),
    receivedAt: Number(match[5]),
  };
}

/** A batch the ingest acknowledged but could not index, kept aside as it was sent (lib/ingest/digester.ts). */
export function quarantineBlobKey(
  projectId: string,
  sessionId: string,
  pageNo: number,
  batchNo: number,
  receivedAt: number,
): string {
  return `${sessionBlobPrefix(projectId, sessionId)}/quarantine/${pageNo}_${batchNo}.${receivedAt}.bin`;
}

/** One canvas snapshot of a session, by the name the tracker gave it. */
export function imageBlobKey(projectId: string, sessionId: string, name: string): string {
  return `${sessionBlobPrefix(projectId, sessionId)}/images/${name}`;
}

/**
 * One webcam video segment of a usability test, inside the participant's session folder so recording retention
 * deletes it with the replay. `uxt` is the folder name the stored videos already have.
 */
export function videoBlobKey(projectId: string, sessionId: string, testId: string, segment: number): string {
  return `${sessionBlobPrefix(projectId, sessionId)}/uxt/${testId}/${segment}.webm`;
}
