/** How much each new measurement of the digester's pace counts against the ones before (an exponential average). */
export const INDEX_PACE_SMOOTHING = 0.3;
/**
 * Fewest batches a digest round must index to measure the pace, and fewest waiting for the pace to predict anything.
 * A round costs mostly the same for one batch as for a few dozen (a transaction, the checkpoint, the gathering): a
 * small one, slow because the database was busy with a page, would make the pace look tiny and refuse batches
 * that one round takes at once. Below this the age of the oldest waiting batch alone decides.
 */
export const INDEX_PACE_MIN_BATCHES = 50;

/**
 * How fast the digester indexes while it has work, and so how long a batch acknowledged now would wait for the index.
 * The ingest refuses batches (503) when that wait, or the wait of the oldest batch not yet indexed, passes its bound
 * (INGEST_INDEX_LAG_MAX_MS): bounding the oldest batch's age alone let the backlog grow to what the digester needed
 * twice the bound to work off (a 5 s bound gave batches 10 s of lag in the stress benchmark, BENCHMARKS §7).
 *
 * Only rounds (a round may commit in several transactions) of at least INDEX_PACE_MIN_BATCHES that follow a round
 * which left work waiting are measured: the time between the ends of two such rounds is all digesting, while the time
 * after a round that emptied the backlog includes idle time.
 */
export class IndexPace {
  private batchesPerMs: number | null = null;
  private lastCommitAt: number | null = null;
  private workLeft = false;

  /** A round ended at `now`, having indexed `indexed` acknowledged batches, and left `waiting` of them for the next. */
  committed(now: number, indexed: number, waiting: number): void {
    if (this.workLeft && this.lastCommitAt !== null && indexed >= INDEX_PACE_MIN_BATCHES && now > this.lastCommitAt) {
      const pace = indexed / (now - this.lastCommitAt);
      this.batchesPerMs =
        this.batchesPerMs === null
          ? pace
          : this.batchesPerMs * (1 - INDEX_PACE_SMOOTHING) + pace * INDEX_PACE_SMOOTHING;
    }
    this.lastCommitAt = now;
    this.workLeft = waiting > 0;
  }

  /** How long `backlog` waiting batches take to index at the measured pace (0 before any measurement, or for a few). */
  predictedWaitMs(backlog: number): number {
    return this.batchesPerMs === null || backlog < INDEX_PACE_MIN_BATCHES ? 0 : backlog / this.batchesPerMs;
  }
}
