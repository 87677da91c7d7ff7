import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checksumAfterOverwrite, recordHead, recordSize, SEGMENT_RECORD_PREFIX_MAX_BYTES } from './segment-records';

/**
 * An append-only log of small blobs on the local disk, the way log-structured ingests store what they take in: every
 * blob is appended to the open segment file, and the blobs that arrive while one write + fdatasync runs are written
 * together by the next one (group commit), so a hundred recording batches cost one fsync instead of a hundred (and
 * no temporary file, rename or folder fsync each). `append` resolves only once its bytes are durable; what it answers
 * is the blob's locator, `segments/{day}/{file}.seg#{offset}+{length}`, which `read` takes back.
 *
 * Each blob is one record (lib/storage/segment-records.ts) that names it by its key, what it would be called in a
 * store of one file per blob; the locator points at its bytes. So a segment can be read without the database
 * (`scanSegment`): which session's batches it holds, or the index rebuilt from it.
 *
 * A process only ever appends to segments it created (a restart begins a new one), so a crash can leave at most an
 * unacknowledged tail that nothing points at. Segments are closed past SEGMENT_MAX_BYTES or SEGMENT_MAX_AGE_MS and
 * deleted whole by `deleteBefore` (retention): a segment last written before the cutoff holds only blobs older than it.
 */

/** A segment is closed and the next one begun past this size ... */
export const SEGMENT_MAX_BYTES = 64 * 1024 * 1024;
/** ... or this age (and at midnight UTC), so that retention frees the disk in steps of at most this much time. */
export const SEGMENT_MAX_AGE_MS = 60 * 60_000;
/** At most this many bytes go into one write + fdatasync; the rest wait for the next. */
export const SEGMENT_GROUP_MAX_BYTES = 8 * 1024 * 1024;

const FOLDER = 'segments';
const LOCATOR = /^segments\/(\d{4}-\d{2}-\d{2})\/([0-9a-z-]+\.seg)#(\d+)\+(\d+)$/;

interface Waiting {
  key: string;
  bytes: Uint8Array;
  resolve: (locator: string) => void;
  reject: (error: unknown) => void;
}

export interface SegmentLogOptions {
  /** Past this size a segment is closed and the next one begun (default SEGMENT_MAX_BYTES). */
  maxBytes?: number;
  /** Past this age too (default SEGMENT_MAX_AGE_MS). */
  maxAgeMs?: number;
  /** Told after every group that is durable: the segment and where its durable bytes end now. */
  onDurable?: (segmentKey: string, end: number) => void;
  /** Told when a segment is closed for good (nothing is appended to it again): it may be uploaded. */
  onSealed?: (segmentKey: string) => void;
}

interface OpenSegment {
  /** Relative to the log's root: `segments/{day}/{name}`. */
  key: string;
  handle: fs.FileHandle;
  size: number;
  openedAt: number;
  day: string;
}

/** When a segment was begun (ms since the epoch): its file name begins with that time (`segmentFor`). */
export const segmentBegunAt = (segmentKey: string) => Number(/\/(\d+)-[^/]*\.seg$/.exec(segmentKey)?.[1] ?? 0);

/** Whether a blob key is a locator in a segment (blob keys never contain `#`). */
export const isSegmentLocator = (key: string) => key.startsWith(`${FOLDER}/`) && key.includes('#');

export class SegmentLog {
  private queue: Waiting[] = [];
  private writing = false;
  private segment: OpenSegment | null = null;
  /** Groups written and blobs appended since start (tests and benchmarks read them). */
  readonly stats = { groups: 0, appends: 0, segments: 0 };

  constructor(
    private readonly root: string,
    private readonly clock: () => number = Date.now,
    private readonly options: SegmentLogOptions = {},
  ) {}

  /** The segment this log appends to now (`segments/{day}/{name}`), or null between segments. */
  get openSegmentKey(): string | null {
    return this.segment?.key ?? null;
  }

  /**
   * Appends `bytes` as a record named `key`; resolves with their locator once they are on disk (fdatasync), rejects if
   * the write failed.
   */
  append(key: string, bytes: Uint8Array): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      this.queue.push({ key, bytes, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        let size = 0;
        let count = 0;
        const records: Buffer[] = [];
        while (
          count < this.queue.length &&
          (count === 0 || size + recordSize(this.queue[count]!) <= SEGMENT_GROUP_MAX_BYTES)
        ) {
          const { key, bytes } = this.queue[count]!;
          const [head, name] = recordHead(key, bytes);
          records.push(head, name, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
          size += recordSize(this.queue[count]!);
          count++;
        }
        const group = this.queue.splice(0, count);
        try {
          const locators = await this.write(records, size);
          group.forEach((waiting, index) => waiting.resolve(locators[index]!));
        } catch (error) {
          // Whatever part of the group reached the file is an unacknowledged tail: start afresh in a new segment.
          await this.closeSegment().catch(() => undefined);
          for (const waiting of group) waiting.reject(error);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  /** Writes records (head, key, bytes for each) and makes them durable; answers the locator of each record's bytes. */
  private async write(parts: Buffer[], size: number): Promise<string[]> {
    const segment = await this.segmentFor(size);
    const offset = segment.size;
    const { bytesWritten } = await segment.handle.writev(parts, offset);
    if (bytesWritten !== size) throw new Error(`segment ${segment.key}: wrote ${bytesWritten} of ${size} bytes`);
    await segment.handle.datasync();
    segment.size = offset + size;
    this.options.onDurable?.(segment.key, segment.size);
    this.stats.groups++;
    this.stats.appends += parts.length / 3;
    const locators: string[] = [];
    for (let at = offset, i = 0; i < parts.length; i += 3) {
      const bytes = parts[i + 2]!.byteLength;
      at += parts[i]!.byteLength + parts[i + 1]!.byteLength;
      locators.push(`${segment.key}#${at}+${bytes}`);
      at += bytes;
    }
    return locators;
  }

  /** The open segment, or a new one when there is none, it is full, too old, or of another day. */
  private async segmentFor(size: number): Promise<OpenSegment> {
    const now = this.clock();
    const day = new Date(now).toISOString().slice(0, 10);
    const current = this.segment;
    const maxBytes = this.options.maxBytes ?? SEGMENT_MAX_BYTES;
    const maxAgeMs = this.options.maxAgeMs ?? SEGMENT_MAX_AGE_MS;
    if (
      current &&
      current.day === day &&
      (current.size === 0 || current.size + size <= maxBytes) &&
      now - current.openedAt < maxAgeMs
    )
      return current;
    await this.closeSegment();
    const folder = path.join(this.root, FOLDER, day);
    const created = await fs.mkdir(folder, { recursive: true });
    const name = `${now}-${process.pid}-${randomBytes(4).toString('hex')}.seg`;
    const handle = await fs.open(path.join(folder, name), 'wx', 0o600);
    // The new file's name must be durable before anything in it is acknowledged; a new day folder's too.
    await syncFolder(folder);
    if (created) {
      await syncFolder(path.dirname(folder));
      await syncFolder(this.root);
    }
    this.stats.segments++;
    return (this.segment = { key: `${FOLDER}/${day}/${name}`, handle, size: 0, openedAt: now, day });
  }

  private async closeSegment(): Promise<void> {
    const segment = this.segment;
    this.segment = null;
    await segment?.handle.close();
    if (segment) this.options.onSealed?.(segment.key);
  }

  /** Closes the open segment if it is at least `ageMs` old (the next append begins a new one). */
  async sealOlderThan(ageMs: number): Promise<void> {
    while (this.writing) await new Promise((resolve) => setTimeout(resolve, 1));
    if (this.segment && this.clock() - this.segment.openedAt >= ageMs) await this.closeSegment();
  }

  /** The bytes a locator names, or null when its segment is gone (retention) or it points past its end. */
  async read(locator: string): Promise<Uint8Array | null> {
    const match = LOCATOR.exec(locator);
    if (!match) throw new Error(`Invalid segment locator: ${locator}`);
    const [, day, name, offset, length] = match;
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(path.join(this.root, FOLDER, day!, name!), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const bytes = new Uint8Array(Number(length));
      const { bytesRead } = await handle.read(bytes, 0, bytes.byteLength, Number(offset));
      return bytesRead === bytes.byteLength ? bytes : null;
    } finally {
      await handle.close();
    }
  }

  /** Every segment file of the log, oldest first (`segments/{day}/{name}`: names begin with their creation time). */
  async segmentKeys(): Promise<string[]> {
    const base = path.join(this.root, FOLDER);
    const days = (await fs.readdir(base).catch(() => [] as string[]))
      .filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day))
      .sort();
    const keys: string[] = [];
    for (const day of days) {
      const names = (await fs.readdir(path.join(base, day)).catch(() => [] as string[]))
        .filter((name) => name.endsWith('.seg'))
        .sort();
      for (const name of names) keys.push(`${FOLDER}/${day}/${name}`);
    }
    return keys;
  }

  /** The file of a segment key (`segments/{day}/{name}`), refusing anything else. */
  segmentFile(segmentKey: string): string {
    const match = /^segments\/(\d{4}-\d{2}-\d{2})\/([0-9a-z-]+\.seg)$/.exec(segmentKey);
    if (!match) throw new Error(`Invalid segment key: ${segmentKey}`);
    return path.join(this.root, FOLDER, match[1]!, match[2]!);
  }

  /** Up to `maxBytes` of a segment from `start` (fewer at its end); null when the segment is gone. */
  async readRange(segmentKey: string, start: number, maxBytes: number): Promise<Buffer | null> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.segmentFile(segmentKey), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const bytes = Buffer.alloc(maxBytes);
      const { bytesRead } = await handle.read(bytes, 0, maxBytes, start);
      return bytes.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /**
   * Overwrites the bytes a locator names with zeros, durably (an erasure request: the rest of the segment holds other
   * sessions' batches and stays); the locator then reads as zeros. The record's checksum is rewritten to match, so
   * the segment still scans whole (an index rebuild reads the records after it). A segment already gone is fine.
   * Answers whether the segment was here.
   */
  async erase(locator: string): Promise<boolean> {
    const match = LOCATOR.exec(locator);
    if (!match) throw new Error(`Invalid segment locator: ${locator}`);
    const [, day, name, offset, length] = match;
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(path.join(this.root, FOLDER, day!, name!), 'r+');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    try {
      const zeros = new Uint8Array(Number(length));
      const base = Math.max(0, Number(offset) - SEGMENT_RECORD_PREFIX_MAX_BYTES);
      const before = Buffer.alloc(Number(offset) - base);
      await handle.read(before, 0, before.byteLength, base);
      await handle.write(zeros, 0, zeros.byteLength, Number(offset));
      const rewritten = checksumAfterOverwrite(before, base, Number(offset), zeros);
      if (rewritten) await handle.write(rewritten.checksum, 0, rewritten.checksum.byteLength, rewritten.at);
      await handle.datasync();
      return true;
    } finally {
      await handle.close();
    }
  }

  /** Deletes one segment that is not the open one (a raw log's segment once every record in it is digested). */
  async deleteSegment(segmentKey: string): Promise<void> {
    if (segmentKey === this.segment?.key) return;
    await fs.rm(this.segmentFile(segmentKey), { force: true });
  }

  /** Deletes every segment (but the open one) last written before `cutoff`, and day folders left empty. */
  async deleteBefore(cutoff: Date): Promise<number> {
    const base = path.join(this.root, FOLDER);
    let days: string[];
    try {
      days = await fs.readdir(base);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    let deleted = 0;
    for (const day of days) {
      const folder = path.join(base, day);
      const names = await fs.readdir(folder).catch(() => [] as string[]);
      let left = names.length;
      for (const name of names) {
        const key = `${FOLDER}/${day}/${name}`;
        if (key === this.segment?.key) continue;
        const stat = await fs.stat(path.join(folder, name)).catch(() => null);
        if (stat && stat.mtimeMs < cutoff.getTime()) {
          await fs.rm(path.join(folder, name), { force: true });
          deleted++;
          left--;
        }
      }
      if (left === 0) await fs.rmdir(folder).catch(() => undefined);
    }
    return deleted;
  }

  /** Closes the open segment (a later append opens a new one). */
  async close(): Promise<void> {
    while (this.writing) await new Promise((resolve) => setTimeout(resolve, 1));
    await this.closeSegment();
  }
}

/**
 * Segments to read whole, wherever they are (a log's folder, a blob store they were uploaded to): their keys,
 * `segments/{day}/{name}`, oldest first, and each one's bytes (null when it is gone).
 */
export interface SegmentSource {
  readonly description: string;
  segmentKeys(): Promise<string[]>;
  readSegment(segmentKey: string): Promise<Buffer | null>;
}

/** The segments of a log on this machine's disk. */
export function localSegments(log: SegmentLog, description: string): SegmentSource {
  return {
    description,
    segmentKeys: () => log.segmentKeys(),
    readSegment: async (segmentKey) => {
      try {
        return await fs.readFile(log.segmentFile(segmentKey));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
