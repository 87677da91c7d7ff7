import 'server-only';
import { foreignKeyViolation } from '@/lib/db/constraint-violations';
import { failure, type Result } from '@/lib/errors';
import type { BlobStore } from '@/lib/storage/blob-store-contract';

/**
 * Records the row of a part of a session (a canvas snapshot, a usability-test video segment) whose bytes were just
 * stored under `blobKey`. When the session is gone meanwhile (erased from the studio, or deleted by retention, while
 * the upload was on its way) the row cannot point at it: the bytes are deleted again and the uploader is told
 * `gone`, so nothing of an erased session outlives its erasure.
 */
export async function recordUnlessErased(
  store: BlobStore,
  blobKey: string,
  insertRow: () => Promise<unknown>,
): Promise<Result> {
  try {
    await insertRow();
    return { ok: true };
  } catch (error) {
    if (foreignKeyViolation(error) === undefined) throw error;
    await store.erase([blobKey]);
    return failure('gone', 'This recorded session no longer exists');
  }
}
