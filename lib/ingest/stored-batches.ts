import 'server-only';
import { LocalDiskBlobStore, type BlobStore } from '@/lib/storage/blob-store';
import { dataPath } from '@/lib/storage/data-dir';
import { UploadingSegments } from '@/lib/storage/segment-upload';

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
export function batchStoreFor(store: BlobStore, env: Record<string, string | undefined> = process.env): BatchStore {
  if (store instanceof LocalDiskBlobStore) {
    return {
      description: `segments of ${store.description}`,
      append: (key, bytes) => store.append(key, bytes),
      read: (locator) => store.get(locator),
      recover: async () => undefined,
      close: async () => undefined,
    };
  }
  const uploading = new UploadingSegments(env.INGEST_SEGMENTS_DIR?.trim() || dataPath('batch-segments'), store);
  return {
    description: `segments uploaded to ${store.description}`,
    append: (key, bytes) => uploading.append(key, bytes),
    read: (locator) => uploading.read(locator),
    recover: () => uploading.uploadLeftovers(),
    close: () => uploading.close(),
  };
}
