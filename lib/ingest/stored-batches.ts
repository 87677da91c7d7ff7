import 'server-only';
import { isLocalDiskStore } from '@/lib/storage/blob-store';
import type { BlobStore } from '@/lib/storage/blob-store-contract';
import { dataPath } from '@/lib/config/data-dir';
import { isS3Store } from '@/lib/storage/s3';
import { localSegments, SegmentLog, type SegmentSource } from '@/lib/storage/segment-log';
import { uploadedSegments, UploadingSegments } from '@/lib/storage/segment-upload';

/**
 * Where digested batches are stored, behind one small interface: on the local disk, the blob store's own segments
 * (lib/storage/segment-log.ts, read back by locator); on any other blob store (S3), local segments uploaded whole
 * once sealed and read back by byte range (lib/storage/segment-upload.ts).
 */
export interface BatchStore {
  append(key: string, bytes: Uint8Array): Promise<string>;
  read(locator: string): Promise<Uint8Array | null>;
  /** Uploads what an earlier process left (a no-op on the local disk). */
  recover(): Promise<void>;
  close(): Promise<void>;
  readonly description: string;
}

/** The batch store for a blob store: its own segments on the local disk, uploaded segments elsewhere. */
export function batchStoreFor(
  store: BlobStore,
  env: Record<string, string | undefined> = process.env,
  uploads: ConstructorParameters<typeof UploadingSegments>[2] = {},
): BatchStore {
  if (isLocalDiskStore(store)) {
    return {
      description: `segments of ${store.description}`,
      append: (key, bytes) => store.append(key, bytes),
      read: (locator) => store.get(locator),
      recover: async () => undefined,
      close: async () => undefined,
    };
  }
  const uploading = new UploadingSegments(uploadingSegmentsDir(env), store, uploads);
  return {
    description: `segments uploaded to ${store.description}`,
    append: (key, bytes) => uploading.append(key, bytes),
    read: (locator) => uploading.read(locator),
    recover: () => uploading.uploadLeftovers(),
    close: () => uploading.close(),
  };
}

/** Where an ingest process keeps the segments it has not uploaded yet (INGEST_SEGMENTS_DIR, else data/batch-segments). */
function uploadingSegmentsDir(env: Record<string, string | undefined>): string {
  return env.INGEST_SEGMENTS_DIR?.trim() || dataPath('batch-segments');
}

/**
 * Where every stored batch of a blob store is, for the index rebuild, in the order a segment found in two of them is
 * read from: on the local disk, the store's own segments; on S3, this machine's segments not uploaded yet (a crash or
 * a failed upload left them; read from here first, as no request is needed) and every segment any process uploaded.
 */
export function segmentSourcesFor(
  store: BlobStore,
  env: Record<string, string | undefined> = process.env,
): SegmentSource[] {
  if (isLocalDiskStore(store)) return [localSegments(store.log, `segments of ${store.description}`)];
  if (!isS3Store(store)) throw new Error(`Cannot list the segments of ${store.description}`);
  const dir = uploadingSegmentsDir(env);
  return [localSegments(new SegmentLog(dir), `segments not yet uploaded in ${dir}`), uploadedSegments(store)];
}
