import 'server-only';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { getBlobStore, LocalDiskBlobStore, type BlobStore } from './blob-store';
import { isSegmentLocator, SegmentLog, type SegmentSource } from './segment-log';

/**
 * Segments of stored batches for a blob store that is not this machine's disk (S3, `BLOB_STORE=s3://…`): batches are
 * appended to a local segment (group commit, as on the disk), and each segment, once sealed, is uploaded as one
 * object under its own key (`segments/{day}/{name}.seg`) and its local file deleted; a batch is read back by byte
 * range. One PUT per segment instead of one per batch (at 1,000 batches a second, about 2.6 billion PUTs a month
 * fewer). A segment is sealed SEGMENT_UPLOAD_AFTER_MS after it was begun (or when full), so that is how long a
 * stored batch lives on this machine's disk only; until then it is read from here, by this process. Segments left
 * sealed but not uploaded by a crash are uploaded when the next process begins.
 */

/** A batch segment is sealed and uploaded at most this long after it was begun. */
export const SEGMENT_UPLOAD_AFTER_MS = 10_000;
/** ... or past this size. */
export const SEGMENT_UPLOAD_MAX_BYTES = 16 * 1024 * 1024;

const LOCATOR = /^(segments\/\d{4}-\d{2}-\d{2}\/[0-9a-z-]+\.seg)#(\d+)\+(\d+)$/;
/** The object key of an uploaded segment: the key it had in its log, so a locator names the same bytes before and after. */
const SEGMENT_KEY = /^segments\/\d{4}-\d{2}-\d{2}\/[0-9a-z-]+\.seg$/;

export class UploadingSegments {
  readonly log: SegmentLog;
  private readonly uploads = new Set<Promise<void>>();
  private readonly timer: NodeJS.Timeout;
  readonly stats = { uploaded: 0, failed: 0 };

  constructor(
    private readonly localRoot: string,
    private readonly store: BlobStore,
    { uploadAfterMs = SEGMENT_UPLOAD_AFTER_MS, clock = Date.now }: { uploadAfterMs?: number; clock?: () => number } = {},
  ) {
    this.log = new SegmentLog(localRoot, clock, { maxBytes: SEGMENT_UPLOAD_MAX_BYTES, maxAgeMs: uploadAfterMs, onSealed: (key) => this.upload(key) });
    this.timer = setInterval(() => void this.log.sealOlderThan(uploadAfterMs).catch(() => undefined), Math.max(100, uploadAfterMs / 4));
    this.timer.unref();
    registry().add(this);
  }

  /** Uploads what an earlier process sealed (or left open when it stopped) and did not upload. */
  async uploadLeftovers(): Promise<void> {
    for (const key of await this.log.segmentKeys()) if (key !== this.log.openSegmentKey) this.upload(key);
    await this.settled();
  }

  /** Appends a stored batch; resolves with its locator once it is durable on this machine's disk. */
  append(key: string, bytes: Uint8Array): Promise<string> {
    return this.log.append(key, bytes);
  }

  private upload(segmentKey: string): void {
    const task = (async () => {
      const file = this.log.segmentFile(segmentKey);
      const bytes = await fs.readFile(file).catch(() => null);
      if (!bytes) return;
      await this.store.put(segmentKey, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      await fs.rm(file, { force: true });
      this.stats.uploaded += 1;
    })().catch((error: unknown) => {
      // Kept on this disk: the next process's uploadLeftovers tries again.
      this.stats.failed += 1;
      console.error(`[ingest] upload of ${segmentKey} failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    this.uploads.add(task);
    void task.finally(() => this.uploads.delete(task));
  }

  /** Resolves when every upload begun so far has ended. */
  async settled(): Promise<void> {
    while (this.uploads.size > 0) await Promise.all([...this.uploads]);
  }

  /** The bytes of a stored batch: from this disk while its segment is here, else by byte range from the store. */
  async read(locator: string): Promise<Uint8Array | null> {
    const local = await this.log.read(locator).catch(() => null);
    if (local) return local;
    return readSegmentRange(this.store, locator);
  }

  /** Seals the open segment, uploads it and every other one left, and stops the timer. */
  async close(): Promise<void> {
    registry().delete(this);
    clearInterval(this.timer);
    await this.log.close();
    await this.settled();
  }
}

/** A locator's bytes from a segment uploaded as one object (a byte-range read), or null. */
export async function readSegmentRange(store: BlobStore, locator: string): Promise<Uint8Array | null> {
  const match = LOCATOR.exec(locator);
  if (!match) return null;
  const [offset, length] = [Number(match[2]), Number(match[3])];
  if (length === 0) return new Uint8Array(0);
  const stream = await store.getStream(match[1]!, { start: offset, end: offset + length - 1 });
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.fromWeb(stream as import('node:stream/web').ReadableStream<Uint8Array>)) chunks.push(Buffer.from(chunk as Uint8Array));
  const bytes = Buffer.concat(chunks);
  return bytes.byteLength === length ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
}

/** A blob store whose keys can be listed by prefix (S3: ListObjectsV2). */
export interface ListableBlobStore {
  list(prefix: string): Promise<string[]>;
  get(key: string): Promise<Uint8Array | null>;
  readonly description: string;
}

/** Every segment uploaded to a blob store, by whichever process uploaded it, oldest first (names begin with their creation time). */
export function uploadedSegments(store: ListableBlobStore): SegmentSource {
  return {
    description: `segments uploaded to ${store.description}`,
    segmentKeys: async () => (await store.list('segments/')).filter((key) => SEGMENT_KEY.test(key)).sort(),
    readSegment: async (segmentKey) => {
      const bytes = await store.get(segmentKey);
      return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
    },
  };
}

const REGISTRY = Symbol.for('parley.storage.uploading-segments');

/** This process's uploading segment logs (the ingest's), whichever bundle made them. */
function registry(): Set<UploadingSegments> {
  const holder = globalThis as { [REGISTRY]?: Set<UploadingSegments> };
  return (holder[REGISTRY] ??= new Set());
}

/**
 * A stored batch's bytes by its row's blob key, for any reader (the studio's replay): on the local disk the blob
 * store reads a segment locator itself; elsewhere a locator is read from this process's segments while one is still
 * here (not yet uploaded), else by byte range from the store. Any other key is a blob of its own.
 */
export async function readStoredBatch(blobKey: string): Promise<Uint8Array | null> {
  const store = getBlobStore();
  if (!isSegmentLocator(blobKey) || store instanceof LocalDiskBlobStore) return store.get(blobKey);
  for (const uploading of registry()) {
    const local = await uploading.log.read(blobKey).catch(() => null);
    if (local) return local;
  }
  return readSegmentRange(store, blobKey);
}
