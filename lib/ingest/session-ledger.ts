import type { SessionCount } from './index-writer';
import { MAX_IMAGES_PER_SESSION } from './limits';

/**
 * What this process knows of one batch of a session (`{page}_{batch}`), and so what a repeat of it gets:
 * - `appending`: being appended to the raw log now; a repeat waits for `durable`, then is a repeat. Counted at its
 *   size as received from the moment it is taken, so two batches at once cannot both pass the quota.
 * - `acknowledged`: durable in the raw log and answered, counted at its size as received until the digester indexes it
 *   (or for good, when the digester puts it aside in quarantine);
 * - `indexed`: counted by the index at its size as stored (by any process: read back with the session's count).
 */
export type BatchMark =
  | { kind: 'appending'; durable: Promise<void>; receivedBytes: number }
  | { kind: 'acknowledged'; receivedBytes: number }
  | { kind: 'indexed' };

/** What a request to store canvas images gets. */
export type ImagesTaken = 'ok' | 'too_many' | 'over_quota';

/**
 * What the ingest remembers of a session it takes batches for: enough to refuse a repeat or an overrun cheaply,
 * without a database read per batch.
 *
 * What the index counts of the session (its batches' `bytes_stored`, gzipped as stored, and its canvas images) is
 * shared by every ingest process, since all of them index into one database. The ledger reads it when it is loaded
 * and again with every commit that indexes a batch of the session (the commit reads back the session's count,
 * lib/ingest/index-writer.ts `SessionCount`), and adds what this process took and has not indexed yet, at its size as
 * received. So several processes without session affinity let a session past its quota by at most what the others
 * acknowledged since this one's last commit for it (bounded by the index lag the backpressure allows,
 * INGEST_INDEX_LAG_MAX_MS): not N times the quota.
 */
export class SessionLedger {
  private readonly marks = new Map<string, BatchMark>();
  /** The batches' bytes as the index last counted them. */
  private indexedBytes: number;
  /** Taken here (appending or acknowledged) and not yet indexed, at their size as received. */
  private receivedBytes = 0;
  /** The images this process knows it stored (read at load, then counted here) and the index's last count of them. */
  private images = { known: { bytes: 0, count: 0 }, indexed: { bytes: 0, count: 0 } };

  constructor(
    readonly quota: number,
    count: SessionCount,
  ) {
    this.indexedBytes = count.bytes;
    this.images.known = { bytes: count.imageBytes, count: count.images };
  }

  /**
   * The images by both counts, whichever is larger: this process's own count is exact until another process stores
   * one, and the index's count includes those from the commit that reads it on.
   */
  private imageTotal(): { bytes: number; count: number } {
    const { known, indexed } = this.images;
    return { bytes: Math.max(known.bytes, indexed.bytes), count: Math.max(known.count, indexed.count) };
  }

  /** The session's bytes as far as this process knows: counted by the index, and taken here since. */
  get bytes(): number {
    return this.indexedBytes + this.receivedBytes + this.imageTotal().bytes;
  }

  get imageCount(): number {
    return this.imageTotal().count;
  }

  /** Whether `bytes` more stay within the quota. */
  fits(bytes: number): boolean {
    return this.bytes + bytes <= this.quota;
  }

  /** What this process knows of batch `id` (`{page}_{batch}`): nothing (undefined) means it is new here. */
  mark(id: string): BatchMark | undefined {
    return this.marks.get(id);
  }

  /** Batch `id` of `bytes` as received is being appended: counted from now. */
  appending(id: string, durable: Promise<void>, bytes: number): void {
    this.marks.set(id, { kind: 'appending', durable, receivedBytes: bytes });
    this.receivedBytes += bytes;
  }

  /** The append of batch `id` is durable: acknowledged, still counted as received (unless indexed meanwhile). */
  appended(id: string, durable: Promise<void>): void {
    const mark = this.marks.get(id);
    if (mark?.kind === 'appending' && mark.durable === durable)
      this.marks.set(id, { kind: 'acknowledged', receivedBytes: mark.receivedBytes });
  }

  /** The append of batch `id` failed: forgotten, and its bytes given back. */
  appendFailed(id: string, durable: Promise<void>): void {
    const mark = this.marks.get(id);
    if (mark?.kind !== 'appending' || mark.durable !== durable) return;
    this.marks.delete(id);
    this.receivedBytes -= mark.receivedBytes;
  }

  /**
   * Batch `id` is in the index now (indexed here, or found there when the ledger was read): it leaves the received
   * count, and its stored size arrives with the index's count, which the commit that indexed it read back (`counted`).
   */
  indexed(id: string): void {
    const mark = this.marks.get(id);
    if (mark?.kind === 'appending' || mark?.kind === 'acknowledged') this.receivedBytes -= mark.receivedBytes;
    this.marks.set(id, { kind: 'indexed' });
  }

  /**
   * Batches put aside in quarantine, found when the ledger was read: kept with their bytes, so they count as received
   * for good, and a repeat of one is answered as a repeat.
   */
  quarantined(ids: readonly string[], bytes: number): void {
    for (const id of ids) if (!this.marks.has(id)) this.marks.set(id, { kind: 'acknowledged', receivedBytes: 0 });
    this.receivedBytes += bytes;
  }

  /** The index's count after a commit: every process's indexed batches and stored images. */
  counted(count: SessionCount): void {
    this.indexedBytes = Math.max(this.indexedBytes, count.bytes);
    this.images.indexed = { bytes: count.imageBytes, count: count.images };
  }

  /**
   * Whether `count` more canvas images of `bytes` in all may be stored: at most MAX_IMAGES_PER_SESSION images, and
   * their bytes within the quota, which the batches count against too (images are disk as well). Counted if so;
   * `imagesGivenBack` undoes it when they were not stored after all.
   */
  takeImages(count: number, bytes: number): ImagesTaken {
    if (this.imageCount + count > MAX_IMAGES_PER_SESSION) return 'too_many';
    if (!this.fits(bytes)) return 'over_quota';
    this.imagesTaken(count, bytes);
    return 'ok';
  }

  imagesGivenBack(count: number, bytes: number): void {
    this.imagesTaken(-count, -bytes);
  }

  /** Canvas images counted as stored (tests use it to stand for many uploads). */
  imagesTaken(count: number, bytes: number): void {
    this.images.known = { bytes: this.images.known.bytes + bytes, count: this.images.known.count + count };
  }
}
