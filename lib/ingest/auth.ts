import 'server-only';
import { failure, type Result } from '@/lib/errors';
import { UXT_VIDEO_TOKEN_HEADER } from '@parley/tracker/constants';
import { ingestBearer, signedTokenClaims, verifyIngestToken, type IngestClaims } from './token';

/**
 * The session a JSON ingest call (images, flags, tags, conditions, usability tests) is made for: a valid ingest token
 * of `Authorization: Bearer`, or `unauthorized` (the tracker then starts a new session). `mayRecord: true` refuses a
 * cold-start (`doNotRecord`) token with `forbidden`.
 */
export async function ingestCaller(
  request: Request,
  { mayRecord = false, now = new Date() }: { mayRecord?: boolean; now?: Date } = {},
): Promise<Result<{ claims: IngestClaims }>> {
  const token = ingestBearer(request);
  if (!token) return failure('unauthorized', 'Missing session token (Authorization: Bearer <token>)');
  const check = await verifyIngestToken(token, now);
  if (!check.ok)
    return failure('unauthorized', check.reason === 'invalid' ? 'Invalid session token' : 'Session token expired');
  if (mayRecord && check.claims.doNotRecord)
    return failure('forbidden', 'This session token may not record (doNotRecord)');
  return { ok: true, claims: check.claims };
}

/**
 * The session whose usability-test video a `GET upload-url` is for (tracker/PROTOCOL.md "Webcam and microphone video"):
 * the caller's own, or the one whose token the call shows in UXT_VIDEO_TOKEN_HEADER (a test whose session ended before
 * its video got through, uploaded by a later page of the same browser), when this ingest signed that token for a
 * recorded session of the caller's project, however long ago it expired; `forbidden` for any other. How old a video
 * is still taken, and only for a session that took part, is the usability tests' rule (issueUploadUrl).
 */
export async function videoOwner(request: Request, caller: IngestClaims): Promise<Result<{ claims: IngestClaims }>> {
  const proof = request.headers.get(UXT_VIDEO_TOKEN_HEADER);
  if (proof === null) return { ok: true, claims: caller };
  const claims = await signedTokenClaims(proof);
  if (!claims || claims.projectId !== caller.projectId || claims.doNotRecord) {
    return failure('forbidden', `${UXT_VIDEO_TOKEN_HEADER}: is not the token of a recorded session of this project`);
  }
  return { ok: true, claims };
}
