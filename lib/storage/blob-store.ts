import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AppError } from '@/lib/errors';
import { dataPath } from '@/lib/config/data-dir';
import { S3BlobStore, parseS3Url } from './s3';
import { isSegmentLocator, SegmentLog } from './segment-log';

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

/** Whether the store is the local disk (its own segments: erased and read in place). */
export function isLocalDiskStore(store: BlobStore): store is LocalDiskBlobStore {
  return store.kind === 'local-disk';
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are plain relative paths: no `..`, no absolute paths, no empty segments. */
export function assertBlobKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`Invalid blob key: ${key}`);
}

/**
 * Files under a root folder. A blob is written to a temporary file beside its place, fsynced, renamed into place, and
 * the folder fsynced, so after `put` resolves it survives a crash or a power cut whole or not at all.
 */
export class LocalDiskBlobStore implements BlobStore {
  readonly kind = 'local-disk' as const;
  readonly description: string;
  /** Where `append` writes: segments under `{root}/segments`. */
  readonly log: SegmentLog;

  constructor(private readonly root: string) {
    this.description = `local disk (${root})`;
    this.log = new SegmentLog(root);
  }

  private file(key: string): string {
    assertBlobKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.writeDurably(key, (handle) => handle.writeFile(bytes).then(() => bytes.byteLength));
  }

  async putStream(key: string, chunks: AsyncIterable<Uint8Array>, { maxBytes }: { maxBytes: number }): Promise<number> {
    return this.writeDurably(key, async (handle) => {
      let size = 0;
      for await (const chunk of chunks) {
        size += chunk.byteLength;
        if (size > maxBytes) throw tooLarge(maxBytes);
        await handle.write(chunk);
      }
      return size;
    });
  }

  /**
   * Writes a temporary file beside the blob's place with `write`, fsyncs it, renames it into place and fsyncs the
   * folder; when `write` throws, the temporary file goes and the blob already there (if any) stays as it was.
   */
  private async writeDurably(key: string, write: (handle: fs.FileHandle) => Promise<number>): Promise<number> {
    const target = this.file(key);
    const folder = path.dirname(target);
    await fs.mkdir(folder, { recursive: true });
    const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const handle = await fs.open(temporary, 'w', 0o600);
    let size: number;
    try {
      size = await write(handle);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await fs.rm(temporary, { force: true });
      throw error;
    }
    await handle.close();
    try {
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
    const directory = await fs.open(folder, 'r');
    try {
      await directory.sync();
    } finally {
      await directory.close();
    }
    return size;
  }

  async append(key: string, bytes: Uint8Array): Promise<string> {
    assertBlobKey(key);
    return this.log.append(key, bytes);
  }

  async get(key: string): Promise<Uint8Array | null> {
    if (isSegmentLocator(key)) return this.log.read(key);
    try {
      return new Uint8Array(await fs.readFile(this.file(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async getStream(
    key: string,
    { start, end }: { start: number; end: number },
  ): Promise<ReadableStream<Uint8Array> | null> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.file(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return Readable.toWeb(handle.createReadStream({ start, end, autoClose: true })) as ReadableStream<Uint8Array>;
  }

  async deletePrefix(prefix: string): Promise<void> {
    await fs.rm(this.file(prefix.replace(/\/$/, '')), { recursive: true, force: true });
  }

  async deleteAppendedBefore(cutoff: Date): Promise<void> {
    await this.log.deleteBefore(cutoff);
  }

  async erase(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      if (isSegmentLocator(key)) await this.log.erase(key);
      else await fs.rm(this.file(key), { force: true });
    }
  }
}

/** What every store throws past `putStream`'s `maxBytes`. */
export function tooLarge(maxBytes: number): AppError {
  return new AppError('too_large', `Body must be at most ${maxBytes} bytes`, { limit: maxBytes });
}

/**
 * A web stream's chunks as an async iterable for `putStream`. When the consumer stops early (a refusal), the stream is
 * cancelled, so the rest of an upload is never read.
 */
export async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      yield value;
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/**
 * BLOB_STORE=s3://bucket/prefix selects S3 (with S3_ENDPOINT, S3_REGION and the AWS_* credentials); else the disk.
 * A half-made S3 configuration is refused here, by name, rather than at the first upload.
 */
export function blobStoreFromEnv(env: NodeJS.ProcessEnv = process.env): BlobStore {
  const url = env.BLOB_STORE?.trim();
  if (url) {
    const location = parseS3Url(url);
    const region = env.S3_REGION?.trim() || 'us-east-1';
    const endpoint = env.S3_ENDPOINT?.trim() || `https://s3.${region}.amazonaws.com`;
    if (!/^https?:\/\/[^/]+\/?$/.test(endpoint))
      throw new Error(`S3_ENDPOINT must be an http(s) origin such as http://127.0.0.1:9000, got ${endpoint}`);
    const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
    const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
    if (!accessKeyId || !secretAccessKey)
      throw new Error('BLOB_STORE is an S3 bucket: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY too');
    return new S3BlobStore({
      ...location,
      endpoint,
      region,
      accessKeyId,
      secretAccessKey,
      sessionToken: env.AWS_SESSION_TOKEN?.trim() || undefined,
    });
  }
  return new LocalDiskBlobStore(env.RECORDINGS_DIR?.trim() || dataPath('recordings'));
}

const REGISTRY = Symbol.for('parley.blob-store');

/** The process's blob store (tests install their own with installBlobStore). */
export function getBlobStore(): BlobStore {
  const holder = globalThis as { [REGISTRY]?: BlobStore };
  return (holder[REGISTRY] ??= blobStoreFromEnv());
}

export function installBlobStore(store: BlobStore): void {
  (globalThis as { [REGISTRY]?: BlobStore })[REGISTRY] = store;
}
