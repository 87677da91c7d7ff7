import 'server-only';
import { failure, type Result } from '@/lib/errors';
import { ingestBearer, verifyIngestToken, type IngestClaims } from './token';

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
  if (!check.ok) return failure('unauthorized', check.reason === 'invalid' ? 'Invalid session token' : 'Session token expired');
  if (mayRecord && check.claims.doNotRecord) return failure('forbidden', 'This session token may not record (doNotRecord)');
  return { ok: true, claims: check.claims };
}
