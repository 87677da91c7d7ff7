import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { dataPath } from './data-dir';
import { S3BlobStore, parseS3Url } from './s3';
import { isSegmentLocator, SegmentLog } from './segment-log';

/**
 * Where recordings, canvas snapshots and usability-test videos live (design §2): the local disk under
 * `data/recordings` by default, any S3-compatible store with `BLOB_STORE=s3://bucket/prefix`. Keys are relative
 * paths (`{project}/{session}/batches/0_3.bin`); `put` returns only once the bytes are durable.
 */
export interface BlobStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Stores many small blobs that arrive together (recording batches) durably, sharing the cost of making them so:
   * resolves, once `bytes` are durable, with the key to `get` them by, which may differ from `key` (on the local disk
   * an append-only segment, lib/storage/segment-log.ts; on S3 one object per blob, as `put`).
   */
  append(key: string, bytes: Uint8Array): Promise<string>;
  /** The bytes, or null when there is no such blob. */
  get(key: string): Promise<Uint8Array | null>;
  /** Deletes every blob whose key starts with `prefix` (a session's folder); deleting nothing is fine. */
  deletePrefix(prefix: string): Promise<void>;
  /** Retention of appended blobs: deletes those stored before `cutoff` that `deletePrefix` cannot reach one by one. */
  deleteAppendedBefore(cutoff: Date): Promise<void>;
  readonly description: string;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are plain relative paths: no `..`, no absolute paths, no empty segments. */
export function assertBlobKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) throw new Error(`Invalid blob key: ${key}`);
}

/**
 * Files under a root folder. A blob is written to a temporary file beside its place, fsynced, renamed into place, and
 * the folder fsynced, so after `put` resolves it survives a crash or a power cut whole or not at all.
 */
export class LocalDiskBlobStore implements BlobStore {
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
    const target = this.file(key);
    const folder = path.dirname(target);
    await fs.mkdir(folder, { recursive: true });
    const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const handle = await fs.open(temporary, 'w', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
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

  async deletePrefix(prefix: string): Promise<void> {
    await fs.rm(this.file(prefix.replace(/\/$/, '')), { recursive: true, force: true });
  }

  async deleteAppendedBefore(cutoff: Date): Promise<void> {
    await this.log.deleteBefore(cutoff);
  }
}

/** BLOB_STORE=s3://bucket/prefix selects S3 (with S3_ENDPOINT, S3_REGION and the AWS_* credentials); else the disk. */
export function blobStoreFromEnv(env: NodeJS.ProcessEnv = process.env): BlobStore {
  const url = env.BLOB_STORE?.trim();
  if (url) {
    const location = parseS3Url(url);
    return new S3BlobStore({
      ...location,
      endpoint: env.S3_ENDPOINT?.trim() || `https://s3.${env.S3_REGION?.trim() || 'us-east-1'}.amazonaws.com`,
      region: env.S3_REGION?.trim() || 'us-east-1',
      accessKeyId: env.AWS_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '',
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
