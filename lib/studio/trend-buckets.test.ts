import { TREND_BUCKETS, trendBuckets } from './trend-buckets';

const iso = (date: Date) => date.toISOString();

describe('trend buckets', () => {
  test('days end with today in the team zone, thirty of them, with thirty before; a daylight-saving day is 23 hours', () => {
    // 2026-03-29 is the day Berlin moves to summer time.
    const now = new Date('2026-04-10T21:30:00Z'); // 23:30 in Berlin
    const { current, previous } = trendBuckets('day', now, 'Europe/Berlin');
    expect(current).toHaveLength(TREND_BUCKETS.day);
    expect(previous).toHaveLength(TREND_BUCKETS.day);
    expect(iso(current.at(-1)!.starts)).toBe('2026-04-09T22:00:00.000Z');
    expect(iso(current.at(-1)!.ends)).toBe('2026-04-10T22:00:00.000Z');
    expect(previous.at(-1)!.ends).toEqual(current[0]!.starts);
    const change = current.find((bucket) => iso(bucket.starts) === '2026-03-28T23:00:00.000Z')!;
    expect(change.ends.getTime() - change.starts.getTime()).toBe(23 * 3_600_000);
    for (const [i, bucket] of [...previous, ...current].entries())
      if (i > 0) expect(bucket.starts).toEqual([...previous, ...current][i - 1]!.ends);
  });

  test('weeks begin on Monday at midnight of the zone', () => {
    const now = new Date('2026-12-06T12:00:00Z'); // a Sunday
    const { current } = trendBuckets('week', now, 'UTC');
    expect(current).toHaveLength(TREND_BUCKETS.week);
    expect(iso(current.at(-1)!.starts)).toBe('2026-11-30T00:00:00.000Z');
    expect(iso(current.at(-1)!.ends)).toBe('2026-12-07T00:00:00.000Z');
    expect(iso(current[0]!.starts)).toBe('2026-09-14T00:00:00.000Z');
  });

  test("hours follow the zone's hour, half an hour off UTC in Tehran", () => {
    const now = new Date('2026-12-06T10:10:00Z'); // 13:40 in Tehran (UTC+3:30)
    const { current, previous } = trendBuckets('hour', now, 'Asia/Tehran');
    expect(current).toHaveLength(TREND_BUCKETS.hour);
    expect(iso(current.at(-1)!.starts)).toBe('2026-12-06T09:30:00.000Z');
    expect(iso(previous[0]!.starts)).toBe(iso(new Date(Date.parse('2026-12-06T09:30:00Z') - 95 * 3_600_000)));
  });
});
