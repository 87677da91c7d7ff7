/*
 * Web vitals as the tracker sends them (`vital` messages, tracker/PROTOCOL.md "Web vitals"), the ingest checks and
 * indexes them (recording events of kind `vital`: the metric in `name`, its value in `label`) and the studio rates
 * them. Pure: the ingest's digest worker imports it.
 */

/** The metrics recorded, as Google's web-vitals names them. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * Google's thresholds (web.dev/articles/vitals, and web.dev/articles/ttfb for TTFB), as web-vitals rates a value: good
 * up to `good`, poor above `poor`, needs improvement between. Milliseconds, and CLS's unitless score.
 */
export const VITAL_THRESHOLDS: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2_500, poor: 4_000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1_800 },
};

/**
 * The largest value the ingest indexes: five minutes for a time (no visitor waits that long for a page or an answer,
 * so a larger one is a broken clock or a forged message) and a layout shift score of 10 (each shift scores at most
 * 1, and a page that shifts so much for so long is broken, not slow).
 */
export const VITAL_MAX: Record<VitalName, number> = { LCP: 300_000, INP: 300_000, CLS: 10, TTFB: 300_000 };

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

export function vitalRating(name: VitalName, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[name];
  return value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good';
}

export const isVitalName = (name: unknown): name is VitalName => (VITAL_NAMES as readonly unknown[]).includes(name);

/** A vital message's metric and value, or why the index refuses it. */
export function parseVital(
  message: Record<string, unknown>,
): { ok: true; name: VitalName; value: number } | { ok: false; error: string } {
  const { name, value } = message;
  if (!isVitalName(name)) return { ok: false, error: `unknown vital ${JSON.stringify(name)?.slice(0, 40)}` };
  if (typeof value !== 'number' || !Number.isFinite(value))
    return { ok: false, error: `${name} value is not a finite number` };
  if (value < 0) return { ok: false, error: `${name} value ${value} is negative` };
  if (value > VITAL_MAX[name]) return { ok: false, error: `${name} value ${value} is over ${VITAL_MAX[name]}` };
  return { ok: true, name, value };
}
