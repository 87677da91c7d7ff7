/** How much each new measurement of the digester's pace counts against the ones before (an exponential average). */
export const INDEX_PACE_SMOOTHING = 0.3;

/**
 * How fast the digester indexes while it has work, and so how long a batch acknowledged now would wait for the index.
 * The ingest refuses batches (503) when that wait, or the wait of the oldest batch not yet indexed, passes its bound
 * (INGEST_INDEX_LAG_MAX_MS): bounding the oldest batch's age alone let the backlog grow to what the digester needed
 * twice the bound to work off (a 5 s bound gave batches 10 s of lag in the stress benchmark, BENCHMARKS §7).
 *
 * Only commits that follow a commit which left work waiting are measured: the time between two such commits is all
 * digesting, while the time after a commit that emptied the backlog includes idle time.
 */
export class IndexPace {
  private batchesPerMs: number | null = null;
  private lastCommitAt: number | null = null;
  private workLeft = false;

  /** A commit at `now` indexed `indexed` acknowledged batches and left `waiting` of them for the next rounds. */
  committed(now: number, indexed: number, waiting: number): void {
    if (this.workLeft && this.lastCommitAt !== null && indexed > 0 && now > this.lastCommitAt) {
      const pace = indexed / (now - this.lastCommitAt);
      this.batchesPerMs = this.batchesPerMs === null ? pace : this.batchesPerMs * (1 - INDEX_PACE_SMOOTHING) + pace * INDEX_PACE_SMOOTHING;
    }
    this.lastCommitAt = now;
    this.workLeft = waiting > 0;
  }

  /** How long `backlog` waiting batches take to index at the measured pace (0 before any measurement). */
  predictedWaitMs(backlog: number): number {
    return this.batchesPerMs === null || backlog === 0 ? 0 : backlog / this.batchesPerMs;
  }
}
