import { comparePositions } from './digester';
import { IndexPace } from './index-pace';
import type { Checkpoint } from './index-writer';

/** Lag samples kept for stats() between resets. */
const STATS_SAMPLES_MAX = 1_000_000;
/** Indexed entries dropped from the front of the queue at once, when they are also half of it (amortised). */
const COMPACT_AFTER = 1024;

/** Who sent an acknowledged batch, and its bytes as received: what its share of the backlog is counted by. */
export interface BatchSender {
  sessionId: string;
  /** The client's address as the per-address limits count it (lib/ingest/client-limits.ts addressKey). */
  address: string;
  bytes: number;
}

/** The bytes of the backlog a session or an address sent. */
export interface BacklogShare {
  session: number;
  address: number;
}

/** Bytes of the backlog by sender: a key's entry leaves when its last byte is indexed. */
class ByteCounts {
  private readonly bytes = new Map<string, number>();

  add(key: string, bytes: number): void {
    const next = (this.bytes.get(key) ?? 0) + bytes;
    if (next > 0) this.bytes.set(key, next);
    else this.bytes.delete(key);
  }

  of(key: string): number {
    return this.bytes.get(key) ?? 0;
  }

  get size(): number {
    return this.bytes.size;
  }
}

/**
 * How far the index is behind what this process acknowledged: each acknowledged batch's place in the raw log (where
 * its append ends), when it was acknowledged and who sent it, in log order, until a commit's checkpoint passes it.
 * What the backpressure reads (the oldest batch's wait, the backlog and the digester's pace, and each session's and
 * address's share of the backlog's bytes), what a clean stop waits for, and the index lag the benchmarks report.
 */
export class IndexProgress {
  private readonly unindexed: { at: Checkpoint; ackedAt: number; sender: BatchSender | null }[] = [];
  private readonly bySession = new ByteCounts();
  private readonly byAddress = new ByteCounts();
  private backlogBytes = 0;
  private head = 0;
  private readonly waiters: { at: Checkpoint; resolve: () => void }[] = [];
  private readonly pace = new IndexPace();
  /** Acknowledged batches the commits of the digester's current round have indexed so far. */
  private indexedThisRound = 0;
  /** Since the last resetStats: ms from acknowledgement to index of each batch (bounded sample), and when. */
  private measured = { lags: [] as number[], acknowledged: 0, lastAckAt: 0, drainedAt: 0 };

  /** A batch was acknowledged at `now`; its append ends at `at`; `sender` sent it. */
  acknowledged(at: Checkpoint, now: number, sender: BatchSender | null = null): void {
    this.unindexed.push({ at, ackedAt: now, sender });
    if (sender) this.count(sender, 1);
    this.measured.acknowledged += 1;
    this.measured.lastAckAt = now;
  }

  /** A commit of the digester reached `checkpoint` at `now`; `roundDone` when it ended the digester's round. */
  committed(checkpoint: Checkpoint, roundDone: boolean, now: number): void {
    while (this.head < this.unindexed.length && comparePositions(this.unindexed[this.head]!.at, checkpoint) <= 0) {
      const done = this.unindexed[this.head]!;
      if (this.measured.lags.length < STATS_SAMPLES_MAX) this.measured.lags.push(now - done.ackedAt);
      if (done.sender) this.count(done.sender, -1);
      this.head++;
      this.indexedThisRound++;
    }
    // The digester's pace is a round's batches over the time between rounds, however many commits a round took.
    if (roundDone) {
      this.pace.committed(now, this.indexedThisRound, this.backlog);
      this.indexedThisRound = 0;
    }
    if (this.head === this.unindexed.length) this.measured.drainedAt = now;
    if (this.head > COMPACT_AFTER && this.head * 2 > this.unindexed.length) {
      this.unindexed.splice(0, this.head);
      this.head = 0;
    }
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      if (comparePositions(this.waiters[i]!.at, checkpoint) <= 0) {
        this.waiters[i]!.resolve();
        this.waiters.splice(i, 1);
      }
    }
  }

  /** Acknowledged batches not yet in the index. */
  get backlog(): number {
    return this.unindexed.length - this.head;
  }

  /**
   * Whether a session or an address holds at least its fair share of the backlog's bytes: as much as the backlog
   * would give each session (or address) in it if they all held the same. One that holds none never does.
   */
  holdsFairShare(sessionId: string, address: string): boolean {
    if (this.backlogBytes <= 0) return false;
    const session = this.bySession.of(sessionId);
    const byAddress = this.byAddress.of(address);
    return (
      (session > 0 && session * this.bySession.size >= this.backlogBytes) ||
      (byAddress > 0 && byAddress * this.byAddress.size >= this.backlogBytes)
    );
  }

  /** The backlog's bytes that a session and an address sent (tests, the benchmarks). */
  shareOf(sessionId: string, address: string): BacklogShare {
    return { session: this.bySession.of(sessionId), address: this.byAddress.of(address) };
  }

  private count(sender: BatchSender, sign: 1 | -1): void {
    this.bySession.add(sender.sessionId, sign * sender.bytes);
    this.byAddress.add(sender.address, sign * sender.bytes);
    this.backlogBytes += sign * sender.bytes;
  }

  /** How long the oldest acknowledged batch not yet in the index has waited at `now` (0 when it is up to date). */
  oldestWaitMs(now: number): number {
    const oldest = this.unindexed[this.head];
    return oldest ? now - oldest.ackedAt : 0;
  }

  /** How long a batch acknowledged now would wait behind the backlog at the digester's measured pace. */
  predictedWaitMs(): number {
    return this.pace.predictedWaitMs(this.backlog);
  }

  /** Resolves once every batch acknowledged so far is in the index. */
  indexed(): Promise<void> {
    const last = this.unindexed[this.unindexed.length - 1];
    if (!last || this.head >= this.unindexed.length) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ at: last.at, resolve }));
  }

  /**
   * Batches acknowledged since the last reset, the index lag of each (acknowledged to committed) at p50 and p99, and
   * how long after the last acknowledgement the index had everything (the drain time; null while it has not).
   */
  stats() {
    const lags = [...this.measured.lags].sort((a, b) => a - b);
    const q = (p: number) => (lags.length ? lags[Math.min(lags.length - 1, Math.ceil(p * lags.length) - 1)]! : null);
    const { acknowledged, lastAckAt, drainedAt } = this.measured;
    return {
      acknowledged,
      indexed: lags.length,
      backlog: this.backlog,
      lagP50Ms: q(0.5),
      lagP99Ms: q(0.99),
      lagMaxMs: q(1),
      drainMs: this.backlog === 0 && drainedAt >= lastAckAt ? drainedAt - lastAckAt : null,
    };
  }

  resetStats(): void {
    this.measured = { lags: [], acknowledged: 0, lastAckAt: 0, drainedAt: 0 };
  }
}
