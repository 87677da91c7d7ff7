/**
 * How much of a participant's test has webcam video: the segments each run from their `startedAt` for their
 * `durationMs` (session clock, ms), and the test from its `begin` to its end. A full page load ends the browser's
 * recorder, so between pages there is a stretch without video (the next page loading, the camera opening): the studio
 * says how much of the test is covered and where the gaps are, instead of letting a frozen frame pass for video.
 */

/** A gap shorter than this (a few frames between two recorders) is not listed, though the share counts it. */
export const VIDEO_GAP_MIN_MS = 250;

export interface VideoGap {
  /** ms since the epoch, session clock. */
  from: number;
  to: number;
}

export interface VideoCoverage {
  /** The test: from its begin to its end (or the last moment known of it). */
  span: VideoGap;
  /** The share of the test with video, from 0 to 1. */
  share: number;
  /** The stretches of the test without video, in order, each at least VIDEO_GAP_MIN_MS long. */
  gaps: VideoGap[];
}

/**
 * The coverage of the span `from`..`to` by the segments; null when it cannot be told: the span is empty, or a
 * segment's length is unknown (uploaded before lengths were measured, or a file that could not be read).
 */
export function videoCoverage(
  segments: readonly { startedAt: number; durationMs: number | null }[],
  span: VideoGap,
): VideoCoverage | null {
  if (!(span.to > span.from) || segments.some((segment) => segment.durationMs === null)) return null;
  const runs = segments
    .map((segment) => ({ from: segment.startedAt, to: segment.startedAt + segment.durationMs! }))
    .sort((a, b) => a.from - b.from);
  let covered = 0;
  let reached = span.from;
  const gaps: VideoGap[] = [];
  const gap = (from: number, to: number) => to - from >= VIDEO_GAP_MIN_MS && gaps.push({ from, to });
  for (const run of runs) {
    const from = Math.max(run.from, reached);
    const to = Math.min(run.to, span.to);
    if (from >= span.to) break;
    if (run.from > reached) gap(reached, from);
    if (to > from) covered += to - from;
    reached = Math.max(reached, to);
  }
  if (reached < span.to) gap(reached, span.to);
  return { span, share: covered / (span.to - span.from), gaps };
}
