import 'server-only';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { getBlobStore, isLocalDiskStore } from './blob-store';
import type { BlobStore } from './blob-store-contract';
import { isSegmentLocator, SegmentLog, segmentBegunAt, type SegmentSource } from './segment-log';
import { checksumAfterOverwrite, SEGMENT_RECORD_PREFIX_MAX_BYTES } from './segment-records';

/**
 * Segments of stored batches for a blob store that is not this machine's disk (S3, `BLOB_STORE=s3://…`): batches are
 * appended to a local segment (group commit, as on the disk), and each segment, once sealed, is uploaded as one
 * object under its own key (`segments/{day}/{name}.seg`) and its local file deleted; a batch is read back by byte
 * range. One PUT per segment instead of one per batch (at 1,000 batches a second, about 2.6 billion PUTs a month
 * fewer). A segment is sealed SEGMENT_UPLOAD_AFTER_MS after it was begun (or when full), so that is how long a
 * stored batch lives on this machine's disk only while the store takes uploads; until then it is read from here, by
 * this process. An upload that fails (the store down or refusing) is tried again, after SEGMENT_UPLOAD_RETRY_MIN_MS
 * and then twice as long each time up to SEGMENT_UPLOAD_RETRY_MAX_MS, for as long as the process runs: the segment
 * stays on this disk meanwhile, and is read from here. Segments left sealed but not uploaded by a crash or a stop are
 * uploaded when the next process begins.
 */

/**
 * A batch segment is sealed and uploaded at most this long after it was begun. Short, because until then only this
 * process can read its batches: the studio, in another process, shows a new batch once it is indexed and uploaded
 * (within 2 s while the index keeps up). At one PUT a second per busy ingest process that is about 2.6 million PUTs a
 * month each, against 2.6 billion for one object per batch at 1,000 batches a second; an idle process puts nothing.
 */
export const SEGMENT_UPLOAD_AFTER_MS = 1_000;
/** ... or past this size. */
export const SEGMENT_UPLOAD_MAX_BYTES = 16 * 1024 * 1024;
/** First wait before a failed segment upload is tried again; doubled after each failure up to the next constant. */
export const SEGMENT_UPLOAD_RETRY_MIN_MS = 1_000;
/** Longest wait between two tries of one segment's upload. */
export const SEGMENT_UPLOAD_RETRY_MAX_MS = 60_000;

const LOCATOR = /^(segments\/\d{4}-\d{2}-\d{2}\/[0-9a-z-]+\.seg)#(\d+)\+(\d+)$/;
/** The object key of an uploaded segment: the key it had in its log, so a locator names the same bytes before and after. */
const SEGMENT_KEY = /^segments\/\d{4}-\d{2}-\d{2}\/[0-9a-z-]+\.seg$/;

/** How long a segment's upload waits before its next try, after `failures` tries that failed (the first: 0). */
export function uploadRetryWaitMs(failures: number, minMs = SEGMENT_UPLOAD_RETRY_MIN_MS): number {
  return Math.min(SEGMENT_UPLOAD_RETRY_MAX_MS, minMs * 2 ** Math.min(failures, 30));
}

export class UploadingSegments {
  readonly log: SegmentLog;
  private readonly uploads = new Set<Promise<void>>();
  /** Segments whose upload failed, with the timer of their next try. */
  private readonly retries = new Map<string, NodeJS.Timeout>();
  private readonly timer: NodeJS.Timeout;
  private readonly retryMinMs: number;
  private closed = false;
  readonly stats = { uploaded: 0, failed: 0 };

  constructor(
    private readonly localRoot: string,
    private readonly store: BlobStore,
    {
      uploadAfterMs = SEGMENT_UPLOAD_AFTER_MS,
      retryMinMs = SEGMENT_UPLOAD_RETRY_MIN_MS,
      clock = Date.now,
    }: { uploadAfterMs?: number; retryMinMs?: number; clock?: () => number } = {},
  ) {
    this.retryMinMs = retryMinMs;
    this.log = new SegmentLog(localRoot, clock, {
      maxBytes: SEGMENT_UPLOAD_MAX_BYTES,
      maxAgeMs: uploadAfterMs,
      onSealed: (key) => this.upload(key),
    });
    this.timer = setInterval(
      () => void this.log.sealOlderThan(uploadAfterMs).catch(() => undefined),
      Math.max(100, uploadAfterMs / 4),
    );
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

  /** Segments waiting on this disk to be tried again (their upload failed). */
  get waitingForRetry(): number {
    return this.retries.size;
  }

  private upload(segmentKey: string, failures = 0): void {
    const task = (async () => {
      const file = this.log.segmentFile(segmentKey);
      const bytes = await fs.readFile(file).catch(() => null);
      if (!bytes) return;
      await this.store.put(segmentKey, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      await fs.rm(file, { force: true });
      this.stats.uploaded += 1;
    })().catch((error: unknown) => {
      // Kept on this disk, and tried again later: by this process while it runs, else by the next one's uploadLeftovers.
      this.stats.failed += 1;
      const wait = uploadRetryWaitMs(failures, this.retryMinMs);
      const reason = error instanceof Error ? error.message : String(error);
      console.error(
        `[ingest] upload of ${segmentKey} failed (${this.closed ? 'left for the next start' : `trying again in ${wait} ms`}): ${reason}`,
      );
      if (this.closed) return;
      const retry = setTimeout(() => {
        this.retries.delete(segmentKey);
        this.upload(segmentKey, failures + 1);
      }, wait);
      retry.unref();
      this.retries.set(segmentKey, retry);
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

  /**
   * Seals the open segment, uploads it and every other one left, and stops the timer. It stays in this process's
   * registry until its uploads have ended, so an erasure meanwhile zeroes the local copy and waits for the upload.
   */
  async close(): Promise<void> {
    clearInterval(this.timer);
    // Segments waiting for a retry get one last try now; what still fails stays for the next start.
    this.closed = true;
    const waiting = [...this.retries.keys()];
    for (const timer of this.retries.values()) clearTimeout(timer);
    this.retries.clear();
    for (const key of waiting) this.upload(key);
    try {
      await this.log.close();
      await this.settled();
    } finally {
      registry().delete(this);
    }
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
  for await (const chunk of Readable.fromWeb(stream as import('node:stream/web').ReadableStream<Uint8Array>))
    chunks.push(Buffer.from(chunk as Uint8Array));
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
  if (!isSegmentLocator(blobKey) || isLocalDiskStore(store)) return store.get(blobKey);
  for (const uploading of registry()) {
    const local = await uploading.log.read(blobKey).catch(() => null);
    if (local) return local;
  }
  return readSegmentRange(store, blobKey);
}

/**
 * How many times one uploaded segment is read, rewritten with the erased batches zeroed and checked: another process
 * erasing batches of the same segment at the same time may put its copy over ours (S3 has no read-modify-write), and
 * then ours is done again; past this many tries the erasure fails rather than report bytes erased that are not.
 */
export const SEGMENT_ERASE_TRIES = 5;
/**
 * A segment of another ingest process that is not in the store yet, this soon after it was begun (its name says
 * when), is waited for: that process seals it within SEGMENT_UPLOAD_AFTER_MS (its timer looks every quarter of that)
 * and uploads it at once, and it would otherwise arrive after the erasure with the erased bytes in it.
 */
export const SEGMENT_ERASE_UPLOAD_WAIT_MS = SEGMENT_UPLOAD_AFTER_MS + 20_000;
/** How often the store is asked again while waiting so. */
export const SEGMENT_ERASE_UPLOAD_POLL_MS = 500;

/**
 * Erases stored blobs wherever they are (a session erased on request: its bytes must go, not only its rows). On the
 * local disk the blob store does it (segment locators zeroed in place). Elsewhere (S3) a locator names bytes inside a
 * segment: they are zeroed in this process's segments that are not uploaded yet, then, once every upload begun
 * before has ended (one may have read the segment before it was zeroed and be putting the old bytes), in the uploaded
 * segment object, rewritten whole with each erased record's checksum made to match, so the segment still scans whole
 * for an index rebuild. Any other key (a canvas snapshot, a video) is an object of its own and is deleted.
 */
export async function eraseStoredBlobs(keys: readonly string[], store: BlobStore = getBlobStore()): Promise<void> {
  if (keys.length === 0) return;
  if (isLocalDiskStore(store)) return store.erase(keys);
  const locators = keys.filter(isSegmentLocator);
  const objects = keys.filter((key) => !isSegmentLocator(key));
  if (objects.length > 0) await store.erase(objects);
  if (locators.length === 0) return;
  const bySegment = new Map<string, string[]>();
  for (const locator of locators) {
    const segmentKey = LOCATOR.exec(locator)?.[1];
    if (!segmentKey) throw new Error(`Invalid segment locator: ${locator}`);
    bySegment.set(segmentKey, [...(bySegment.get(segmentKey) ?? []), locator]);
  }
  const uploading = [...registry()];
  // Segments this process holds: when one is not in the store, its upload (from here, zeroed) is yet to come.
  const here = new Set<string>();
  for (const segments of uploading)
    for (const locator of locators) if (await segments.log.erase(locator)) here.add(LOCATOR.exec(locator)![1]!);
  await Promise.all(uploading.map((segments) => segments.settled()));
  for (const [segmentKey, inSegment] of bySegment) {
    await oneRewriteAtATime(segmentKey, () =>
      eraseInUploadedSegment(store, segmentKey, inSegment, { waitForUpload: !here.has(segmentKey) }),
    );
  }
}

/** Rewrites of one segment object by this process, one after the other (two at once would undo each other). */
const rewriting = new Map<string, Promise<void>>();

async function oneRewriteAtATime(segmentKey: string, rewrite: () => Promise<void>): Promise<void> {
  const before = rewriting.get(segmentKey) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(rewrite);
  rewriting.set(segmentKey, mine);
  try {
    await mine;
  } finally {
    if (rewriting.get(segmentKey) === mine) rewriting.delete(segmentKey);
  }
}

/** Zeroes these locators' bytes in one uploaded segment object (GET, zero, PUT, read back), trying again when a race lost them. */
async function eraseInUploadedSegment(
  store: BlobStore,
  segmentKey: string,
  locators: readonly string[],
  { waitForUpload }: { waitForUpload: boolean },
): Promise<void> {
  const spans = locators.map((locator) => {
    const match = LOCATOR.exec(locator)!;
    return { locator, offset: Number(match[2]), length: Number(match[3]) };
  });
  for (let attempt = 1; attempt <= SEGMENT_ERASE_TRIES; attempt++) {
    let object = await store.get(segmentKey);
    while (!object && waitForUpload && Date.now() < segmentBegunAt(segmentKey) + SEGMENT_ERASE_UPLOAD_WAIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, SEGMENT_ERASE_UPLOAD_POLL_MS));
      object = await store.get(segmentKey);
    }
    // Gone (retention deleted it, or a machine lost it before its upload): nothing of it is left to erase.
    if (!object) return;
    const segment = Buffer.from(object);
    let changed = false;
    for (const { locator, offset, length } of spans) {
      if (offset + length > segment.byteLength)
        throw new Error(`Erasure: ${locator} points past the end of ${segmentKey} (${segment.byteLength} bytes)`);
      if (segment.subarray(offset, offset + length).every((byte) => byte === 0)) continue;
      const base = Math.max(0, offset - SEGMENT_RECORD_PREFIX_MAX_BYTES);
      const zeros = new Uint8Array(length);
      const rewritten = checksumAfterOverwrite(segment.subarray(base, offset), base, offset, zeros);
      segment.fill(0, offset, offset + length);
      if (rewritten) rewritten.checksum.copy(segment, rewritten.at);
      changed = true;
    }
    if (!changed) return;
    await store.put(segmentKey, new Uint8Array(segment.buffer, segment.byteOffset, segment.byteLength));
    const readBack = await Promise.all(spans.map(({ locator }) => readSegmentRange(store, locator)));
    if (readBack.every((bytes) => bytes === null || bytes.every((byte) => byte === 0))) return;
  }
  throw new Error(
    `Erasure of ${locators.length} stored batches in ${segmentKey} on ${store.description} did not hold: another writer put the segment back each of ${SEGMENT_ERASE_TRIES} times; try again`,
  );
}
