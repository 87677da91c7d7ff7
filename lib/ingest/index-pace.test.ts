import { INDEX_PACE_MIN_BATCHES, INDEX_PACE_SMOOTHING, IndexPace } from './index-pace';

const MIN = INDEX_PACE_MIN_BATCHES;

describe('IndexPace: how long a batch acknowledged now waits for the index', () => {
  test('nothing is predicted before the digester was measured while it had work', () => {
    const pace = new IndexPace();
    expect(pace.predictedWaitMs(10_000)).toBe(0);
    pace.committed(1_000, MIN, 0);
    // The time after a commit that emptied the backlog includes idle time: not a measurement.
    pace.committed(5_000, MIN, 0);
    expect(pace.predictedWaitMs(10_000)).toBe(0);
  });

  test('the pace between commits that left work waiting predicts the wait of a backlog', () => {
    const pace = new IndexPace();
    pace.committed(0, 2 * MIN, 8 * MIN);
    pace.committed(MIN, 2 * MIN, 6 * MIN); // 2 batches per ms
    expect(pace.predictedWaitMs(20 * MIN)).toBe(10 * MIN);
  });

  test(`a commit of fewer than ${MIN} batches measures nothing, and fewer than ${MIN} waiting predict nothing`, () => {
    const pace = new IndexPace();
    pace.committed(0, 1, 5);
    // One batch in 2 s while the database was busy: one round takes the next dozens as long, not dozens of times that.
    pace.committed(2_000, 1, 40);
    expect(pace.predictedWaitMs(10 * MIN)).toBe(0);
    pace.committed(2_100, 2 * MIN, 40); // 1 batch per ms
    expect(pace.predictedWaitMs(MIN - 1)).toBe(0);
    expect(pace.predictedWaitMs(10 * MIN)).toBe(10 * MIN);
  });

  test(`later measurements count ${INDEX_PACE_SMOOTHING} against the average of the earlier ones`, () => {
    const pace = new IndexPace();
    pace.committed(0, 2 * MIN, 1_000);
    pace.committed(MIN, 2 * MIN, 1_000); // 2 per ms
    pace.committed(2 * MIN, MIN, 1_000); // 1 per ms
    const perMs = 2 * (1 - INDEX_PACE_SMOOTHING) + 1 * INDEX_PACE_SMOOTHING;
    expect(pace.predictedWaitMs(1_000)).toBeCloseTo(1_000 / perMs);
  });
});
