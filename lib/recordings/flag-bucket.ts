import { createHash } from 'node:crypto';

/**
 * Stable bucketing of a feature flag for a known visitor (a member): the same flag and the same subject always land in
 * the same place, on every page, device and server, so a member sees one variant and neither the ingest's answer to
 * their tracker nor the page's render can disagree. Each flag's draw is its own (the key is hashed in), so being in
 * the first half of one flag says nothing about another; the rollout and the variant are drawn apart too, so a
 * rollout raised later keeps everyone's variant.
 */

/** How many bits of the hash make the draw: more than enough for whole percentages, exact in a double. */
export const FLAG_BUCKET_BITS = 32;

export type FlagDraw = 'rollout' | 'variant';

/** A number in [0, 1), the same for the same flag, draw and subject. */
export function flagBucket(flagKey: string, draw: FlagDraw, subject: string): number {
  const digest = createHash('sha256').update(`${flagKey}\u0000${draw}\u0000${subject}`).digest();
  return digest.readUInt32BE(0) / 2 ** FLAG_BUCKET_BITS;
}

/**
 * The draws of one evaluation as the evaluator asks for them (first the rollout, then the variant), fixed by the
 * subject instead of random.
 */
export function stableDraws(flagKey: string, subject: string): () => number {
  const draws: FlagDraw[] = ['rollout', 'variant'];
  return () => flagBucket(flagKey, draws.shift() ?? 'variant', subject);
}
