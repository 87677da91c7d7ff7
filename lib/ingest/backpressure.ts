import fs from 'node:fs/promises';
import {
  INGEST_DISK_CHECK_INTERVAL_MS,
  INGEST_INDEX_LAG_EVERYONE_FACTOR,
  INGEST_INDEX_LAG_MAX_MS_DEFAULT,
  INGEST_MIN_FREE_DISK_BYTES_DEFAULT,
} from './limits';

/** Why the ingest refuses batches and images now (503 + Retry-After), with the message the caller gets. */
export type Overload =
  | { reason: 'index_behind'; message: 'The index is behind; try again shortly' }
  | { reason: 'disk_low'; message: 'The ingest is short of disk space; try again later' };

/** What the decision reads of the index's progress (lib/ingest/index-progress.ts). */
export interface IndexLag {
  /** How long the oldest acknowledged batch not yet indexed has waited at `now`. */
  oldestWaitMs(now: number): number;
  /** How long a batch taken now would wait behind the backlog at the digester's measured pace. */
  predictedWaitMs(): number;
  /** Whether the session or the address holds at least its fair share of the backlog's bytes. */
  holdsFairShare(sessionId: string, address: string): boolean;
}

/** Who asks to send a batch or images: their session, and their address as the per-address limits key it. */
export interface Asker {
  sessionId: string;
  address: string;
}

export interface BackpressureOptions {
  /** The longest wait for the index a batch may be taken with (INGEST_INDEX_LAG_MAX_MS). */
  lagMaxMs?: number;
  /** Below this much free space on the raw log's disk nothing is taken (INGEST_MIN_FREE_DISK_BYTES). */
  minFreeDiskBytes?: number;
  /** The free bytes of the raw log's disk (statfs), or +Infinity when it cannot be read. */
  freeDiskBytes: () => Promise<number>;
  clock?: () => number;
}

/** The free bytes of the disk `dir` is on; +Infinity when it cannot be read (no refusal on a reading that failed). */
export function freeDiskBytesOf(dir: string): () => Promise<number> {
  return async () => {
    const stats = await fs.statfs(dir).catch(() => null);
    return stats ? stats.bavail * stats.bsize : Number.POSITIVE_INFINITY;
  };
}

/** A positive number of the environment, or the default. */
export function envNumber(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const value = Number(env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * Whether the ingest takes a batch (or canvas images) now, and from whom. While the index is too far behind (the
 * oldest acknowledged batch not yet indexed has waited longer than `lagMaxMs`, or one taken now would wait longer than
 * that behind the backlog at the digester's measured pace: lib/ingest/index-pace.ts), the sessions and addresses that
 * cause the lag are refused first: those holding at least their fair share of the backlog's bytes (as much as each
 * would hold if all held the same), while a quiet visitor, holding little or none of it, is still taken. Past
 * INGEST_INDEX_LAG_EVERYONE_FACTOR times the bound, and while the raw log's disk has less than `minFreeDiskBytes` free
 * (read at most every INGEST_DISK_CHECK_INTERVAL_MS: a statfs per batch would cost more than the check), everyone is
 * refused: the last line.
 */
export class Backpressure {
  readonly lagMaxMs: number;
  readonly minFreeDiskBytes: number;
  private readonly clock: () => number;
  private freeDisk = { bytes: Number.POSITIVE_INFINITY, checkedAt: Number.NEGATIVE_INFINITY };

  constructor(
    private readonly index: IndexLag,
    private readonly options: BackpressureOptions,
  ) {
    this.lagMaxMs = options.lagMaxMs ?? INGEST_INDEX_LAG_MAX_MS_DEFAULT;
    this.minFreeDiskBytes = options.minFreeDiskBytes ?? INGEST_MIN_FREE_DISK_BYTES_DEFAULT;
    this.clock = options.clock ?? Date.now;
  }

  /** Why nothing is taken now from `asker` (from anyone, without one), or null. */
  async overload(asker?: Asker): Promise<Overload | null> {
    const now = this.clock();
    const lag = Math.max(this.index.oldestWaitMs(now), this.index.predictedWaitMs());
    const behind = { reason: 'index_behind', message: 'The index is behind; try again shortly' } as const;
    if (lag > this.lagMaxMs * INGEST_INDEX_LAG_EVERYONE_FACTOR) return behind;
    if (lag > this.lagMaxMs && (!asker || this.index.holdsFairShare(asker.sessionId, asker.address))) return behind;
    return this.diskLow();
  }

  /** `disk_low` while the raw log's disk has less than the floor free, or null (the floor alone: what video checks). */
  async diskLow(): Promise<Overload | null> {
    const now = this.clock();
    if (now - this.freeDisk.checkedAt >= INGEST_DISK_CHECK_INTERVAL_MS) {
      this.freeDisk.checkedAt = now;
      this.freeDisk.bytes = await this.options.freeDiskBytes();
    }
    if (this.freeDisk.bytes < this.minFreeDiskBytes)
      return { reason: 'disk_low', message: 'The ingest is short of disk space; try again later' };
    return null;
  }

  /** Forgets the free-disk reading so the next decision measures again (tests). */
  measureDiskAgain(): void {
    this.freeDisk.checkedAt = Number.NEGATIVE_INFINITY;
  }
}
