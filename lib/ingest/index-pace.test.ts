import { INDEX_PACE_SMOOTHING, IndexPace } from './index-pace';

describe('IndexPace: how long a batch acknowledged now waits for the index', () => {
  test('nothing is predicted before the digester was measured while it had work', () => {
    const pace = new IndexPace();
    expect(pace.predictedWaitMs(10_000)).toBe(0);
    pace.committed(1_000, 50, 0);
    // The time after a commit that emptied the backlog includes idle time: not a measurement.
    pace.committed(5_000, 50, 0);
    expect(pace.predictedWaitMs(10_000)).toBe(0);
  });

  test('the pace between commits that left work waiting predicts the wait of a backlog', () => {
    const pace = new IndexPace();
    pace.committed(0, 100, 400);
    pace.committed(100, 200, 300); // 2 batches per ms
    expect(pace.predictedWaitMs(1_000)).toBe(500);
    expect(pace.predictedWaitMs(0)).toBe(0);
  });

  test(`later measurements count ${INDEX_PACE_SMOOTHING} against the average of the earlier ones`, () => {
    const pace = new IndexPace();
    pace.committed(0, 100, 1_000);
    pace.committed(100, 200, 1_000); // 2 per ms
    pace.committed(200, 100, 1_000); // 1 per ms
    const perMs = 2 * (1 - INDEX_PACE_SMOOTHING) + 1 * INDEX_PACE_SMOOTHING;
    expect(pace.predictedWaitMs(1_000)).toBeCloseTo(1_000 / perMs);
  });
});
