import { parseVital, VITAL_MAX, VITAL_THRESHOLDS, vitalRating } from './web-vitals';

test("Google's thresholds: good up to the first, poor above the second, needs improvement between", () => {
  expect(VITAL_THRESHOLDS).toEqual({
    LCP: { good: 2_500, poor: 4_000 },
    INP: { good: 200, poor: 500 },
    CLS: { good: 0.1, poor: 0.25 },
    TTFB: { good: 800, poor: 1_800 },
  });
  expect([2_500, 2_501, 4_000, 4_001].map((v) => vitalRating('LCP', v))).toEqual([
    'good',
    'needs-improvement',
    'needs-improvement',
    'poor',
  ]);
  expect([0.1, 0.11, 0.25, 0.26].map((v) => vitalRating('CLS', v))).toEqual([
    'good',
    'needs-improvement',
    'needs-improvement',
    'poor',
  ]);
});

test('the ceiling of each vital is indexed, a hair over it is refused', () => {
  for (const name of ['LCP', 'INP', 'CLS', 'TTFB'] as const) {
    expect(parseVital({ name, value: VITAL_MAX[name] })).toEqual({ ok: true, name, value: VITAL_MAX[name] });
    expect(parseVital({ name, value: VITAL_MAX[name] * 1.0001 })).toMatchObject({ ok: false });
  }
  expect(parseVital({ name: 'INP', value: 0 })).toEqual({ ok: true, name: 'INP', value: 0 });
});
