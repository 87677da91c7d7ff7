import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { dataPath } from '@/lib/config/data-dir';
import { tooLarge, type BlobStore } from './blob-store-contract';
import { S3BlobStore, parseS3Url } from './s3';
import { isSegmentLocator, SegmentLog } from './segment-log';

/*
 * The process's blob store, chosen from the environment (blobStoreFromEnv, getBlobStore): the local disk, whose store
 * is here, or S3 (./s3.ts). What every store promises is in ./blob-store-contract.ts.
 */

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
