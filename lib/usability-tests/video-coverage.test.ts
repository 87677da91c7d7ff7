import { VIDEO_GAP_MIN_MS, videoCoverage } from './video-coverage';

const segment = (startedAt: number, durationMs: number | null) => ({ startedAt, durationMs });

describe('how much of a test has video', () => {
  it('counts the video within the test and lists the gaps between pages in order', () => {
    // A test from 1,000 to 31,000: three pages, each starting 1.5 s after the one before ended.
    const coverage = videoCoverage([segment(11_500, 8_500), segment(1_000, 9_000), segment(21_500, 9_500)], {
      from: 1_000,
      to: 31_000,
    });
    expect(coverage).toEqual({
      span: { from: 1_000, to: 31_000 },
      share: 27_000 / 30_000,
      gaps: [
        { from: 10_000, to: 11_500 },
        { from: 20_000, to: 21_500 },
      ],
    });
  });

  it('counts overlapping segments once (a long page’s next segment starts before the last one stops)', () => {
    expect(videoCoverage([segment(0, 30_400), segment(30_000, 10_000)], { from: 0, to: 40_000 })).toMatchObject({
      share: 1,
      gaps: [],
    });
  });

  it('leaves out what is outside the test, and names a gap at its start and end', () => {
    const coverage = videoCoverage([segment(-5_000, 7_000), segment(3_000, 20_000)], { from: 0, to: 10_000 });
    expect(coverage).toMatchObject({
      share: 9_000 / 10_000,
      gaps: [{ from: 2_000, to: 3_000 }],
    });
    expect(videoCoverage([segment(2_000, 5_000)], { from: 0, to: 10_000 })).toMatchObject({
      share: 0.5,
      gaps: [
        { from: 0, to: 2_000 },
        { from: 7_000, to: 10_000 },
      ],
    });
  });

  it(`lists no gap shorter than VIDEO_GAP_MIN_MS (${VIDEO_GAP_MIN_MS} ms), though the share counts it`, () => {
    const short = VIDEO_GAP_MIN_MS - 1;
    const coverage = videoCoverage([segment(0, 5_000), segment(5_000 + short, 5_000 - short)], { from: 0, to: 10_000 });
    expect(coverage).toMatchObject({ share: (10_000 - short) / 10_000, gaps: [] });
    expect(
      videoCoverage([segment(0, 5_000), segment(5_000 + VIDEO_GAP_MIN_MS, 5_000)], { from: 0, to: 10_000 })!.gaps,
    ).toEqual([{ from: 5_000, to: 5_000 + VIDEO_GAP_MIN_MS }]);
  });

  it('says nothing when it cannot be told: a segment of unknown length, or an empty test', () => {
    expect(videoCoverage([segment(0, 5_000), segment(6_000, null)], { from: 0, to: 10_000 })).toBeNull();
    expect(videoCoverage([segment(0, 5_000)], { from: 10_000, to: 10_000 })).toBeNull();
  });

  it('is no video at all without segments', () => {
    expect(videoCoverage([], { from: 0, to: 10_000 })).toEqual({
      span: { from: 0, to: 10_000 },
      share: 0,
      gaps: [{ from: 0, to: 10_000 }],
    });
  });
});
