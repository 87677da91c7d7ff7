import { normalCdf, twoProportionZTest, wilsonInterval, Z_95 } from './experiment-stats';

const rounded = (interval: { low: number; high: number } | null, digits = 4) =>
  interval && [Number(interval.low.toFixed(digits)), Number(interval.high.toFixed(digits))];

describe('experiment statistics', () => {
  test('the normal distribution function matches the standard table (Φ(1.96) = 0.9750, Φ(1) = 0.8413, Φ(-2.58) = 0.0049)', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(Z_95)).toBeCloseTo(0.975, 6);
    expect(normalCdf(1)).toBeCloseTo(0.8413, 4);
    expect(normalCdf(-2.58)).toBeCloseTo(0.0049, 4);
  });

  // Newcombe R. G. (1998), "Two-sided confidence intervals for the single proportion: comparison of seven methods",
  // Statistics in Medicine 17:857-872, Table II, method 3 (Wilson score interval without continuity correction).
  test.each([
    [81, 263, [0.2553, 0.3662]],
    [15, 148, [0.0624, 0.1605]],
    [0, 20, [0, 0.1611]],
    [1, 29, [0.0061, 0.1718]],
  ])('the Wilson interval of %i of %i is Newcombe’s (1998) worked example', (successes, trials, expected) => {
    expect(rounded(wilsonInterval(successes, trials))).toEqual(expected);
  });

  test('a Wilson interval stays inside [0, 1], is none without trials, and refuses what is not a proportion', () => {
    expect(wilsonInterval(20, 20)!.high).toBe(1);
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(() => wilsonInterval(3, 2)).toThrow(RangeError);
    expect(() => wilsonInterval(-1, 2)).toThrow(RangeError);
  });

  // Diez, Çetinkaya-Rundel, Barr, OpenIntro Statistics (4th ed.), §6.2.3: the mammogram experiment, 500 of 44,925
  // deaths among those screened and 505 of 44,910 in the control group; pooled proportion 0.0112, Z about -0.17, a
  // two-sided p-value about 0.87: no evidence of a difference. (The book rounds the rates before dividing; exact
  // arithmetic gives Z = -0.164.)
  test('the two-proportion z-test gives the textbook’s mammogram example: pooled 0.0112, p about 0.87, not significant', () => {
    const test = twoProportionZTest(500, 44_925, 505, 44_910)!;
    expect(test.pooled).toBeCloseTo(0.0112, 4);
    expect(test.z).toBeCloseTo(-0.164, 3);
    expect(test.p).toBeCloseTo(0.87, 2);
    expect(test.significant).toBe(false);
  });

  test('the z-test agrees with Pearson’s chi-square on the same 2×2 table (z² = χ², no continuity correction), and a large difference is significant', () => {
    // 60 of 200 against 40 of 200: χ² = 400 (60·160 − 40·140)² / (100 · 300 · 200 · 200) = 5.3333.
    const test = twoProportionZTest(60, 200, 40, 200)!;
    expect(test.difference).toBeCloseTo(0.1, 10);
    expect(test.z * test.z).toBeCloseTo((400 * (60 * 160 - 40 * 140) ** 2) / (100 * 300 * 200 * 200), 8);
    // χ²(1) = 5.3333 has p = 0.0209 (the normal's two tails beyond 2.3094).
    expect(test.p).toBeCloseTo(0.0209, 4);
    expect(test.significant).toBe(true);
  });

  test('no test without sessions in a group or when nothing varies; a symmetric test changes only its sign', () => {
    expect(twoProportionZTest(1, 0 + 1, 0, 0)).toBeNull();
    expect(twoProportionZTest(0, 10, 0, 12)).toBeNull();
    expect(twoProportionZTest(10, 10, 12, 12)).toBeNull();
    const ab = twoProportionZTest(30, 100, 20, 100)!;
    const ba = twoProportionZTest(20, 100, 30, 100)!;
    expect(ab.z).toBeCloseTo(-ba.z, 12);
    expect(ab.p).toBeCloseTo(ba.p, 12);
    expect(() => twoProportionZTest(5, 4, 1, 2)).toThrow(RangeError);
  });
});
