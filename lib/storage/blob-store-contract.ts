import 'server-only';
import { AppError } from '@/lib/errors';

// What every blob store promises, apart from the stores: each store's file imports it, and blob-store.ts, which
// chooses the store, imports the stores.

/**
 * Where recordings, canvas snapshots and usability-test videos live (docs/decisions/0003-one-process-by-default.md): the local disk under
 * `data/recordings` by default, any S3-compatible store with `BLOB_STORE=s3://bucket/prefix`. Keys are relative
 * paths (`{project}/{session}/batches/0_3.bin`); `put` returns only once the bytes are durable.
 */
export interface BlobStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Writes a blob of unknown length from its chunks (a usability-test video: up to 500 MB) while holding at most a
   * few MB of it in memory, durable as `put` once it resolves with the byte count. Past `maxBytes` it stops reading,
   * leaves no blob (nor a partial one) behind and throws AppError `too_large`; an error of `chunks` itself (a client
   * gone mid-upload) leaves nothing behind either. A blob already at `key` is replaced only by a complete one.
   */
  putStream(key: string, chunks: AsyncIterable<Uint8Array>, options: { maxBytes: number }): Promise<number>;
  /**
   * Stores many small blobs that arrive together (recording batches) durably, sharing the cost of making them so:
   * resolves, once `bytes` are durable, with the key to `get` them by, which may differ from `key` (on the local disk
   * an append-only segment, lib/storage/segment-log.ts; on S3 one object per blob, as `put`).
   */
  append(key: string, bytes: Uint8Array): Promise<string>;
  /** The bytes, or null when there is no such blob. */
  get(key: string): Promise<Uint8Array | null>;
  /**
   * Bytes `start` to `end` (inclusive, as HTTP ranges count) of a blob as a stream, or null when there is no such blob.
   * The caller knows the blob's size (the database row that names it says so) and asks only for bytes inside it.
   */
  getStream(key: string, range: { start: number; end: number }): Promise<ReadableStream<Uint8Array> | null>;
  /** Deletes every blob whose key starts with `prefix` (a session's folder); deleting nothing is fine. */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Deletes these blobs' bytes, appended ones included (a session erased on request, whose batches may sit in shared
   * segments that `deletePrefix` cannot reach); a blob already gone is fine.
   */
  erase(keys: readonly string[]): Promise<void>;
  /** Retention of appended blobs: deletes those stored before `cutoff` that `deletePrefix` cannot reach one by one. */
  deleteAppendedBefore(cutoff: Date): Promise<void>;
  /**
   * Which store this is, for the code that treats them differently (isLocalDiskStore, isS3Store). Not `instanceof`:
   * the server's code is in one process twice (Next.js's bundle, and the bundle of server/main.ts that runs the
   * ingest in front of it), each with its own classes, and the process's one store (getBlobStore), made by either,
   * is used by both.
   */
  readonly kind: 'local-disk' | 's3';
  readonly description: string;
}

/** What every store throws past `putStream`'s `maxBytes`. */
export function tooLarge(maxBytes: number): AppError {
  return new AppError('too_large', `Body must be at most ${maxBytes} bytes`, { limit: maxBytes });
}
