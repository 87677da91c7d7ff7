import type { RecordingMode } from '@/lib/db/tables/recordings';

/**
 * Where the sample's rate goes in the translated sentence the studio's form fills in on the browser (the server
 * cannot hand a formatter to a client component). Here, not in the form's module: a value a server component imports
 * from a 'use client' module is a reference to it, not the value.
 */
export const RATE_SLOT = '\u2063rate\u2063';

/** What a project's recording rules do to the visits that agreed to recording, stated to the team before they save. */
export type RecordingEffect =
  /** Every consenting visit is recorded. */
  | { kind: 'every' }
  /** About `rate` percent of consenting visits, picked at random when each visit starts. */
  | { kind: 'sample'; rate: number }
  /** Only visits a start condition starts, each at its capture rate; every other consenting visit is not recorded. */
  | { kind: 'conditions'; conditions: number }
  /** Nothing is recorded: a sample of 0 %, or the conditions mode without a condition. */
  | { kind: 'nothing'; because: 'zero-sample' | 'no-conditions' };

/**
 * The effect of a recording mode, its sample rate and the project's number of start conditions, as the ingest applies
 * them at a start (lib/ingest/start.ts). Pure, so that the studio's form states it for the choice being made.
 */
export function recordingEffect(mode: RecordingMode, sampleRate: number, conditions: number): RecordingEffect {
  if (mode === 'all') return { kind: 'every' };
  if (mode === 'sample')
    return sampleRate <= 0 ? { kind: 'nothing', because: 'zero-sample' } : { kind: 'sample', rate: sampleRate };
  return conditions === 0 ? { kind: 'nothing', because: 'no-conditions' } : { kind: 'conditions', conditions };
}
