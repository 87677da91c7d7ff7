import 'server-only';
import type { Db } from '@/lib/db/client';
import type { BlobStore } from '@/lib/storage/blob-store-contract';
import { localSegments, segmentBegunAt, type SegmentLog } from '@/lib/storage/segment-log';
import { scanSegment, scanSegmentFrom } from '@/lib/storage/segment-records';
import { eraseStoredBlobs } from '@/lib/storage/segment-upload';
import { quarantineBlobKey } from '@/lib/recordings/blob-keys';
import { parseRawBatchKey, type BatchIndexEntry } from './digest';
import type { DigestRunner } from './digest-runner';
import type { BatchStore } from './stored-batches';
import {
  commitDigest,
  readCheckpoint,
  recentErasures,
  type Checkpoint,
  type CommitOutcome,
  type QuarantineEntry,
} from './index-writer';

/** Most bytes of the raw log one round reads and digests. */
export const DIGEST_READ_MAX_BYTES = 4 * 1024 * 1024;
/**
 * A round begins at most this long after the previous one began: batches acknowledged meanwhile are indexed together,
 * so a commit's fixed cost (a transaction, the checkpoint) is shared by many (PostgreSQL's commit_delay, for the same
 * reason), at the price of as much index lag.
 */
export const DIGEST_GATHER_MS = 100;
/**
 * Most batches one index commit takes. A round reads up to DIGEST_READ_MAX_BYTES and commits it in parts of at most
 * this many, each with the checkpoint after its last record, and lets waiting requests in between: on the embedded
 * database (PGlite) every statement runs on the ingest's own thread, and one commit for a whole round (about 180
 * reader batches at 1,800 a second) held it for 40 to 90 ms, which every request arriving meanwhile waited for
 * (decision 0040, BENCHMARKS §7). On PostgreSQL the smaller parts cost a few more commits.
 */
export const DIGEST_COMMIT_MAX_BATCHES = 32;
/**
 * How often a digester looks for sessions erased from the studio since it last looked, to zero their batches' bytes
 * in the raw segments it has read but not yet deleted (decision 0063): the batches it indexed before the erasure.
 */
export const ERASURE_SWEEP_MS = 5_000;
/**
 * How far back each look reaches again: a tombstone is stamped when its transaction began, so one that committed late
 * may carry an earlier time than one already seen. Sessions already swept are remembered for as long.
 */
export const ERASURE_SWEEP_OVERLAP_MS = 60_000;
/** How long a round waits after a failed commit (the database away) before it tries the same records again. */
export const DIGEST_RETRY_MS = 1_000;

/** Position order in a log: segment keys sort by creation (`segments/{day}/{ms}-…`), then the offset in the segment. */
export function comparePositions(a: Checkpoint, b: Checkpoint): number {
  return a.segment < b.segment ? -1 : a.segment > b.segment ? 1 : a.offset - b.offset;
}

export interface DigesterStats {
  /** Read–digest–commit rounds, and the index commits they made (a round commits in parts of DIGEST_COMMIT_MAX_BATCHES). */
  rounds: number;
  commits: number;
  indexed: number;
  duplicates: number;
  quarantined: number;
  /** Batches of sessions erased from the studio, dropped with their bytes. */
  erased: number;
  failedRounds: number;
}

export interface DigesterOptions {
  logId: string;
  log: SegmentLog;
  /** Where this process's own segments end durably (what was acknowledged); other segments are read to their end. */
  durableEnd: (segmentKey: string) => number | undefined;
  runner: DigestRunner;
  /** Where digested batches are appended. */
  batches: BatchStore;
  /** Where quarantined bodies are put aside. */
  store: () => BlobStore;
  db: () => Promise<Db>;
  /**
   * Told after every commit, with the new checkpoint (the service answers lag and waiters from it), and whether it
   * ended its round (the rest of the round's records, if any, follow in the next commits).
   */
  /** Told after each commit: `entries` are the batches it wrote, `outcome.fresh` says which were indexed now. */
  onCommitted: (
    checkpoint: Checkpoint,
    outcome: CommitOutcome,
    roundDone: boolean,
    entries: readonly BatchIndexEntry[],
  ) => void;
  clock?: () => number;
  /** ERASURE_SWEEP_MS unless told (tests). */
  erasureSweepMs?: number;
}

/**
 * Reads the raw ingest log from its checkpoint, has each round's records digested (lib/ingest/digest.ts, in a worker
 * thread in the servers), appends the stored batches to the blob store (one durable group), puts quarantined bodies
 * aside, and commits the round's index rows with the new checkpoint, in parts of at most DIGEST_COMMIT_MAX_BATCHES, each
 * part one statement that also moves the checkpoint past its last record (lib/ingest/index-writer.ts).
 * A raw segment is deleted once every record in it is in the index. A torn tail (a crash mid-write: the record
 * checksum fails or the record is cut short) ends a segment that no process writes any more; the next is read.
 */
export class Digester {
  readonly stats: DigesterStats = {
    rounds: 0,
    commits: 0,
    indexed: 0,
    duplicates: 0,
    quarantined: 0,
    erased: 0,
    failedRounds: 0,
  };
  private checkpoint: Checkpoint | null = null;
  private wakeUp: (() => void) | null = null;
  private woken = false;
  private stopped = false;
  private running: Promise<void> | null = null;
  private lastSweepAt = 0;
  private readonly sweepMs: number;
  /** The latest tombstone time swept, and the sessions swept within ERASURE_SWEEP_OVERLAP_MS of it (ms). */
  private sweptUntil: number | null = null;
  private readonly swept = new Map<string, number>();

  constructor(private readonly options: DigesterOptions) {
    this.sweepMs = options.erasureSweepMs ?? ERASURE_SWEEP_MS;
  }

  /** Starts the loop (once); resolves when the checkpoint is loaded. */
  async start(): Promise<void> {
    if (this.running) return;
    const db = await this.options.db();
    this.checkpoint = await readCheckpoint(db, this.options.logId);
    this.running = this.loop();
  }

  /** Something was appended: read on. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  get position(): Checkpoint | null {
    return this.checkpoint;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.running;
  }

  private async sleep(ms: number | null): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = ms === null ? null : setTimeout(resolve, ms);
      this.wakeUp = () => {
        if (timer) clearTimeout(timer);
        resolve();
      };
    });
    this.wakeUp = null;
    this.woken = false;
  }

  private async loop(): Promise<void> {
    let began = 0;
    while (!this.stopped) {
      const since = Date.now() - began;
      if (since < DIGEST_GATHER_MS) await new Promise((resolve) => setTimeout(resolve, DIGEST_GATHER_MS - since));
      began = Date.now();
      let progressed = false;
      try {
        progressed = await this.round();
      } catch (error) {
        this.stats.failedRounds += 1;
        console.error(
          `[ingest] digest round failed (retrying): ${error instanceof Error ? error.message : String(error)}`,
        );
        await this.sleep(DIGEST_RETRY_MS);
        continue;
      }
      if (Date.now() - this.lastSweepAt >= this.sweepMs) {
        this.lastSweepAt = Date.now();
        await this.sweepErasures().catch((error: unknown) =>
          console.error(
            `[ingest] could not sweep erased sessions from the raw log: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      }
      // Idle: wait for an append, and look again now and then (segments of another run, a closed segment).
      if (!progressed) await this.sleep(Math.min(1_000, this.sweepMs));
    }
  }

  /** One read–digest–commit round; false when there was nothing to read. */
  /** The log's segments as last listed: listed again only when the one being read is done or unknown. */
  private keys: string[] = [];

  private async round(): Promise<boolean> {
    const { log, durableEnd } = this.options;
    const current = this.checkpoint?.segment;
    const listed = this.keys;
    const reuse =
      current !== undefined &&
      listed.includes(current) &&
      (current === log.openSegmentKey || listed[listed.length - 1] !== current);
    const keys = reuse ? listed : (this.keys = await log.segmentKeys());
    let at = this.checkpoint;
    // Start at the checkpoint's segment, or the first after it (the checkpoint's own was read whole and deleted).
    const index = at ? keys.findIndex((key) => key >= at!.segment) : 0;
    if (index < 0 || keys.length === 0) return false;
    if (!at || keys[index] !== at.segment) at = { segment: keys[index]!, offset: 0 };
    const segment = at.segment;
    const own = durableEnd(segment);
    const open = segment === log.openSegmentKey;
    const limit = own ?? Number.POSITIVE_INFINITY;
    const bytes =
      at.offset < limit
        ? await log.readRange(segment, at.offset, Math.min(DIGEST_READ_MAX_BYTES, limit - at.offset))
        : Buffer.alloc(0);
    const scan = scanSegmentFrom(bytes ?? Buffer.alloc(0), segment, at.offset);
    if (scan.records.length === 0) {
      // Nothing whole to read here. The open segment grows; any other one is done (what is left is a torn tail).
      if (open || index + 1 >= keys.length) return false;
      if (bytes && bytes.byteLength > 0 && own === undefined)
        console.warn(`[ingest] ${segment}: skipped a torn tail of ${bytes.byteLength} bytes at ${at.offset}`);
      await this.commit([], [], { segment: keys[index + 1]!, offset: 0 }, true);
      this.stats.rounds += 1;
      await this.forgetBefore(keys[index + 1]!);
      return true;
    }
    const records = scan.records.map((record) => ({
      key: record.key,
      bytes: bytes!.subarray(record.offset - at!.offset, record.offset - at!.offset + record.length),
    }));
    const results = await this.options.runner.digest(records);
    const store = this.options.store();
    // Per record, in log order: its index entry, its quarantine entry, or nothing (a record that names no batch).
    const digested: ({ entry: BatchIndexEntry } | { quarantined: QuarantineEntry } | null)[] = await Promise.all(
      results.map(async (result, i) => {
        if (result.ok) {
          const { refused = [], sessionId, pageNo, batchNo } = result.entry;
          // Stored and indexed all the same; what the index left out is said once per batch.
          if (refused.length > 0)
            console.warn(
              `[ingest] session ${sessionId} batch ${pageNo}_${batchNo}: not indexed: ${refused.map((r) => `message ${r.index}: ${r.reason}`).join('; ')}`,
            );
          return { entry: { ...result.entry, blobKey: await this.options.batches.append(result.key, result.stored) } };
        }
        const batch = result.batch ?? parseRawBatchKey(records[i]!.key);
        // A record that names no batch cannot be put aside under any session: counted in the log only.
        if (!batch) {
          console.warn(`[ingest] ${segment}: record ${i} is not a batch (${result.reason})`);
          return null;
        }
        const blobKey = quarantineBlobKey(
          batch.projectId,
          batch.sessionId,
          batch.pageNo,
          batch.batchNo,
          batch.receivedAt,
        );
        await store.put(blobKey, records[i]!.bytes);
        return {
          quarantined: {
            sessionId: batch.sessionId,
            pageNo: batch.pageNo,
            batchNo: batch.batchNo,
            reason: result.reason,
            blobKey,
            bytes: records[i]!.bytes.byteLength,
            receivedAt: new Date(batch.receivedAt),
          },
        };
      }),
    );
    for (let from = 0; from < digested.length; from += DIGEST_COMMIT_MAX_BATCHES) {
      // Requests that arrived during the previous transaction go first (setImmediate runs after pending I/O).
      if (from > 0) await new Promise((resolve) => setImmediate(resolve));
      const part = digested.slice(from, from + DIGEST_COMMIT_MAX_BATCHES);
      const last = from + part.length >= digested.length;
      const outcome = await this.commit(
        part.flatMap((one) => (one && 'entry' in one ? [one.entry] : [])),
        part.flatMap((one) => (one && 'quarantined' in one ? [one.quarantined] : [])),
        { segment, offset: last ? scan.end : scan.records[from + part.length - 1]!.end },
        last,
      );
      // Batches of erased sessions leave the raw log too, now that the checkpoint is past them.
      if (outcome.erased.length > 0) {
        const erased = new Set(outcome.erased);
        const blobKeyOf = (one: (typeof part)[number]) =>
          one && 'entry' in one ? one.entry.blobKey : one?.quarantined.blobKey;
        await this.eraseRaw(
          part.flatMap((one, j) => (erased.has(blobKeyOf(one) ?? '') ? [scan.records[from + j]!.locator] : [])),
        );
      }
    }
    this.stats.rounds += 1;
    await this.forgetBefore(segment);
    return true;
  }

  private async commit(
    entries: BatchIndexEntry[],
    quarantined: QuarantineEntry[],
    checkpoint: Checkpoint,
    roundDone: boolean,
  ): Promise<CommitOutcome> {
    const db = await this.options.db();
    const outcome = await commitDigest(db, this.options.logId, entries, quarantined, checkpoint);
    this.checkpoint = checkpoint;
    this.stats.commits += 1;
    this.stats.indexed += outcome.indexed;
    this.stats.duplicates += outcome.duplicates;
    this.stats.quarantined += outcome.quarantined.length;
    this.stats.erased += outcome.erased.length;
    // Batches of erased sessions: stored above before the commit could tell, erased before anyone is told the round
    // is done. A failure leaves their bytes unreferenced in a segment until retention deletes it; it never holds up
    // the log.
    await eraseStoredBlobs(outcome.erased, this.options.store()).catch((error: unknown) =>
      console.error(
        `[ingest] could not erase ${outcome.erased.length} batches of erased sessions: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
    this.options.onCommitted(checkpoint, outcome, roundDone, entries);
    return outcome;
  }

  /** Zeroes raw records (their bytes as received; the key stays): a failure is logged, the log goes on. */
  private async eraseRaw(locators: string[]): Promise<void> {
    for (const locator of locators) {
      await this.options.log
        .erase(locator)
        .catch((error: unknown) =>
          console.error(
            `[ingest] could not erase ${locator}: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
    }
  }

  /**
   * Zeroes, in the raw segments already read (up to the checkpoint), the batches of sessions erased since the last look:
   * the ones indexed before their erasure, which would otherwise stay until their segment is deleted (up to
   * RAW_SEGMENT_MAX_AGE_MS). Batches read after it are zeroed as they are dropped (round). Runs between rounds, so it
   * never writes where a round reads. The first look reaches back to the oldest raw segment: records in a segment
   * created after a tombstone were all read after it.
   */
  private async sweepErasures(): Promise<void> {
    const keys = await this.options.log.segmentKeys();
    const checkpoint = this.checkpoint;
    if (keys.length === 0 || !checkpoint) return;
    const oldest = segmentBegunAt(keys[0]!);
    const since = this.sweptUntil === null ? oldest : this.sweptUntil - ERASURE_SWEEP_OVERLAP_MS;
    const db = await this.options.db();
    const tombstones = (await recentErasures(db, new Date(since))).filter((row) => !this.swept.has(row.sessionId));
    if (tombstones.length === 0) return;
    const sessions = new Set(tombstones.map((row) => row.sessionId));
    const raw = localSegments(this.options.log, 'raw log');
    for (const key of keys) {
      if (key > checkpoint.segment) break;
      // A raw segment is at most RAW_SEGMENT_MAX_BYTES: read whole, its records up to the checkpoint.
      const bytes = await raw.readSegment(key);
      const end = key === checkpoint.segment ? checkpoint.offset : Number.POSITIVE_INFINITY;
      const doomed = scanSegment(bytes ?? Buffer.alloc(0), key).filter(
        (record) => record.end <= end && sessions.has(parseRawBatchKey(record.key)?.sessionId ?? ''),
      );
      await this.eraseRaw(doomed.map((record) => record.locator));
    }
    for (const row of tombstones) this.swept.set(row.sessionId, row.erasedAt.getTime());
    this.sweptUntil = Math.max(this.sweptUntil ?? 0, ...tombstones.map((row) => row.erasedAt.getTime()));
    for (const [sessionId, at] of this.swept)
      if (at < this.sweptUntil - ERASURE_SWEEP_OVERLAP_MS) this.swept.delete(sessionId);
  }

  /** Deletes the raw segments before `segment`: every record in them is in the index (or quarantined). */
  private async forgetBefore(segment: string): Promise<void> {
    const { log } = this.options;
    while (this.keys.length > 0 && this.keys[0]! < segment) await log.deleteSegment(this.keys.shift()!);
  }
}
