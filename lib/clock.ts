/**
 * Where "now" comes from. Every function whose answer depends on time takes an optional clock last, so tests can
 * pass a fixed instant instead of waiting.
 */
export type Clock = { now?: Date };

/** The largest distance from the epoch a Date can hold, in ms (ECMAScript: 100,000,000 days either way). */
export const DATE_MAX_MS = 8_640_000_000_000_000;

/**
 * A stored time in ms since the epoch as a number a Date can hold, or null (shown as unknown): data written before a
 * bound existed, or by a buggy client, must never make a page or an export fail.
 */
export function storedTime(value: unknown): number | null {
  const ms = Number(value);
  return Number.isFinite(ms) && Math.abs(ms) <= DATE_MAX_MS ? ms : null;
}
