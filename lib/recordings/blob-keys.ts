/**
 * Where a recording's parts live in the blob store. One layout, read by the ingest (which writes them), the studio
 * (which replays them), usability tests (which put their videos under the same session) and retention (which deletes
 * a session's folder whole).
 */

/** The blob folder of a session: everything recorded for it is under this prefix. */
export function sessionBlobPrefix(projectId: string, sessionId: string): string {
  return `${projectId}/${sessionId}`;
}

/** One stored batch of a session (`?batch={pageNo}_{batchNo}`). */
export function batchBlobKey(projectId: string, sessionId: string, pageNo: number, batchNo: number): string {
  return `${sessionBlobPrefix(projectId, sessionId)}/batches/${pageNo}_${batchNo}.bin.gz`;
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
