'use client';

import type { Marker, MarkerKind } from '@/lib/studio/replay-index';

export type TimelineStrings = { timeline: string; markers: Record<MarkerKind, string> };

/** The recording's length with its markers, each jumping to its moment. */
export function ReplayTimeline({
  markers,
  origin,
  totalMs,
  time,
  clock,
  jump,
  strings,
}: {
  markers: readonly Marker[];
  /** The timeline's start (ms since the epoch). */
  origin: number;
  totalMs: number;
  /** The playhead (ms since `origin`). */
  time: number;
  clock: (offset: number) => string;
  jump: (offset: number) => void;
  strings: TimelineStrings;
}) {
  return (
    <div className="replay-timeline" role="group" aria-label={strings.timeline}>
      <div className="progress" style={{ inlineSize: `${Math.min(100, (time / totalMs) * 100)}%` }} />
      {markers.map((marker, index) => {
        const offset = marker.ts - origin;
        const label = `${strings.markers[marker.kind]} ${clock(offset)}: ${marker.label}`;
        return (
          <button
            key={index}
            type="button"
            className={`replay-marker ${marker.kind}`}
            data-kind={marker.kind}
            style={{ insetInlineStart: `${Math.min(100, Math.max(0, (offset / totalMs) * 100))}%` }}
            title={label}
            aria-label={label}
            onClick={() => jump(marker.jumpTo - origin)}
          />
        );
      })}
    </div>
  );
}
