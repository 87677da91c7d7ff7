import { segmentAt } from './webcam-sync';

describe('the webcam segment at a moment of the replay', () => {
  const segments = [{ startedAt: 10_000 }, { startedAt: 70_000 }, { startedAt: 40_000 }];

  test('the latest segment started at or before the moment, and the offset into it in seconds', () => {
    expect(segmentAt(segments, 10_000)).toEqual({ index: 0, offsetSeconds: 0 });
    expect(segmentAt(segments, 25_500)).toEqual({ index: 0, offsetSeconds: 15.5 });
    expect(segmentAt(segments, 40_000)).toEqual({ index: 2, offsetSeconds: 0 });
    expect(segmentAt(segments, 69_999)).toEqual({ index: 2, offsetSeconds: 29.999 });
    expect(segmentAt(segments, 95_000)).toEqual({ index: 1, offsetSeconds: 25 });
  });

  test('before the first segment, or without any, there is no video', () => {
    expect(segmentAt(segments, 9_999)).toBeNull();
    expect(segmentAt([], 50_000)).toBeNull();
  });

  test('a segment whose length is known shows nothing past its end: the gap until the next page’s segment', () => {
    const timed = [
      { startedAt: 10_000, durationMs: 8_000 },
      { startedAt: 19_500, durationMs: 30_400 },
      // A long page's next segment starts before the one before it stops: the newer one plays.
      { startedAt: 49_500, durationMs: 5_000 },
    ];
    expect(segmentAt(timed, 18_000)).toEqual({ index: 0, offsetSeconds: 8 });
    expect(segmentAt(timed, 18_001)).toBeNull();
    expect(segmentAt(timed, 19_500)).toEqual({ index: 1, offsetSeconds: 0 });
    expect(segmentAt(timed, 49_600)).toEqual({ index: 2, offsetSeconds: 0.1 });
    expect(segmentAt(timed, 54_501)).toBeNull();
  });
});
