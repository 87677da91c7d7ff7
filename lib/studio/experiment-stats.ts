/**
 * The statistics of an experiment's per-variant conversion, pure: a proportion's Wilson score interval and the
 * two-proportion z-test (pooled, two-sided) of a variant against the control (docs/decisions/0116-experiment-statistics.md).
 */

/** The confidence the studio states (95 %) and its two-sided normal quantile. */
export const EXPERIMENT_CONFIDENCE = 0.95;
export const Z_95 = 1.959963984540054;
/** Below this p-value a difference is significant at EXPERIMENT_CONFIDENCE. */
export const EXPERIMENT_ALPHA = 1 - EXPERIMENT_CONFIDENCE;

/**
 * The complementary error function (Numerical Recipes' Chebyshev fit, fractional error below 1.2e-7: far finer than
 * the two decimals a p-value is shown with).
 */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** The standard normal distribution function Φ(x). */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

export interface Interval {
  low: number;
  high: number;
}

/**
 * The Wilson score interval of `successes` out of `trials` (without continuity correction): unlike the textbook
 * p ± z·SE it stays inside [0, 1] and keeps its coverage for small counts and rates near 0 or 1. Null without trials.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval | null {
  if (!Number.isInteger(successes) || !Number.isInteger(trials) || successes < 0 || successes > trials)
    throw new RangeError(`not a proportion: ${successes} of ${trials}`);
  if (trials === 0) return null;
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface ProportionTest {
  /** The variant's rate minus the control's. */
  difference: number;
  /** The proportion of both groups together, the rate the null hypothesis assumes for both. */
  pooled: number;
  z: number;
  /** Two-sided. */
  p: number;
  significant: boolean;
}

/**
 * The two-proportion z-test of a variant (x of n) against the control (x0 of n0), the pooled form: under "no
 * difference" both share one rate. Null when a group has no sessions or the pooled rate is 0 or 1 (nothing varies:
 * no test).
 */
export function twoProportionZTest(x: number, n: number, x0: number, n0: number): ProportionTest | null {
  for (const [s, t] of [
    [x, n],
    [x0, n0],
  ] as const)
    if (!Number.isInteger(s) || !Number.isInteger(t) || s < 0 || s > t)
      throw new RangeError(`not a proportion: ${s} of ${t}`);
  if (n === 0 || n0 === 0) return null;
  const pooled = (x + x0) / (n + n0);
  if (pooled === 0 || pooled === 1) return null;
  const difference = x / n - x0 / n0;
  const z = difference / Math.sqrt(pooled * (1 - pooled) * (1 / n + 1 / n0));
  // erfc directly, not 2·(1 − Φ): the subtraction would lose a small p-value to rounding.
  const p = Math.min(1, erfc(Math.abs(z) / Math.SQRT2));
  return { difference, pooled, z, p, significant: p < EXPERIMENT_ALPHA };
}
