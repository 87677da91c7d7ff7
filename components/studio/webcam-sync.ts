/**
 * Which webcam segment shows a moment of the replay, and where in it. Segments are the participant's video (one or
 * more per page of the test), each starting at its `startedAt` (the session clock the replay's timestamps use) and
 * running for its `durationMs`; one whose length is not known runs until a later one starts (or its own end). Where
 * no segment runs (between pages, before the first one), no video.
 */
export function segmentAt(
  segments: readonly { startedAt: number; durationMs?: number | null }[],
  now: number,
): { index: number; offsetSeconds: number } | null {
  let found = -1;
  for (const [index, segment] of segments.entries()) {
    const ended = segment.durationMs != null && now > segment.startedAt + segment.durationMs;
    if (segment.startedAt <= now && !ended && (found < 0 || segment.startedAt >= segments[found]!.startedAt))
      found = index;
  }
  return found < 0 ? null : { index: found, offsetSeconds: (now - segments[found]!.startedAt) / 1000 };
}

/** How far the video may drift from the replay before it is sought back (seconds): playing, and paused. */
export const DRIFT_PLAYING_S = 0.5;
export const DRIFT_PAUSED_S = 0.05;
