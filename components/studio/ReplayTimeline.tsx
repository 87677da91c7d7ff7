'use client';

import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { FrustrationKind } from '@/lib/recordings/frustration';
import { MARKER_KINDS, type Marker, type MarkerKind } from '@/lib/studio/replay-index';
import { seekByKey, timeAtPointer, timelineLanes } from '@/lib/studio/replay-timeline';

export type TimelineStrings = {
  timeline: string;
  /** The slider's name. */
  position: string;
  legend: string;
  /** Each lane's name, and each frustration signal's (a marker of the frustration lane is named by its signal). */
  markers: Record<MarkerKind | FrustrationKind, string>;
};

/**
 * The recording's length as a slider (a click or a drag anywhere on the track seeks there; arrows, Page Up/Down,
 * Home and End from the keyboard), with a lane per kind of marker below it and a legend naming the lanes. Markers of
 * a lane too close to tell apart are one button with their count; each jumps to its (first) moment.
 */
export function ReplayTimeline({
  markers,
  origin,
  totalMs,
  time,
  clock,
  count: formatCount,
  jump,
  seek,
  strings,
}: {
  markers: readonly Marker[];
  /** The timeline's start (ms since the epoch). */
  origin: number;
  totalMs: number;
  /** The playhead (ms since `origin`). */
  time: number;
  clock: (offset: number) => string;
  /** A count in the page's digits. */
  count: (n: number) => string;
  /** Goes to a marker's moment (ms since `origin`). */
  jump: (offset: number) => void;
  /** Moves the playhead (ms since `origin`); `dragging` while a pointer still holds it. */
  seek: (offset: number, dragging: boolean) => void;
  strings: TimelineStrings;
}) {
  const trackRef = useRef<HTMLDivElement>(null);
  const legendId = useId();
  const lanes = timelineLanes(markers, origin, totalMs);
  const fraction = Math.min(1, Math.max(0, time / totalMs));
  const at = (event: PointerEvent<HTMLDivElement>) => {
    const rect = trackRef.current!.getBoundingClientRect();
    return timeAtPointer(event.clientX, rect.left, rect.width, totalMs);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button > 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    seek(at(event), true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) seek(at(event), true);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture?.(event.pointerId)) return;
    event.currentTarget.releasePointerCapture(event.pointerId);
    seek(at(event), false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = seekByKey(event.key, event.shiftKey, time, totalMs);
    if (next === null) return;
    event.preventDefault();
    seek(next, false);
  };
  return (
    <>
      <div className="replay-timeline">
        <div className="replay-row">
          <span className="replay-row-label" />
          <div
            ref={trackRef}
            className="replay-track"
            role="slider"
            tabIndex={0}
            aria-label={strings.position}
            aria-valuemin={0}
            aria-valuemax={Math.round(totalMs)}
            aria-valuenow={Math.round(Math.min(time, totalMs))}
            aria-valuetext={`${clock(time)} / ${clock(totalMs)}`}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
          >
            <div className="progress" style={{ inlineSize: `${fraction * 100}%` }} />
            <div className="thumb" style={{ insetInlineStart: `${fraction * 100}%` }} />
          </div>
        </div>
        <div className="replay-lanes" role="group" aria-label={strings.timeline}>
          {lanes.map((lane) => (
            <div key={lane.kind} className="replay-row">
              <span className="replay-row-label" dir="auto" aria-hidden="true">
                {strings.markers[lane.kind]}
              </span>
              <div className="replay-lane" data-lane={lane.kind}>
                <div className="playhead" style={{ insetInlineStart: `${fraction * 100}%` }} />
                {lane.clusters.map((cluster) => {
                  const first = cluster.markers[0]!;
                  const offset = first.ts - origin;
                  const count = cluster.markers.length;
                  const label = `${strings.markers[first.signal ?? first.kind]} ${clock(offset)}: ${first.label}${count > 1 ? ` (+${count - 1})` : ''}`;
                  return (
                    <button
                      key={`${first.ts}-${cluster.position}`}
                      type="button"
                      className={`replay-marker kind-${first.kind}${count > 1 ? ' cluster' : ''}`}
                      data-kind={first.kind}
                      data-count={count}
                      style={{ insetInlineStart: `${cluster.position * 100}%` }}
                      title={label}
                      aria-label={label}
                      onClick={() => jump(first.jumpTo - origin)}
                    >
                      {count > 1 ? formatCount(count) : null}
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      </div>
      <div role="group" aria-labelledby={legendId}>
        <p id={legendId} className="visually-hidden">
          {strings.legend}
        </p>
        <ul className="replay-legend">
          {MARKER_KINDS.map((kind) => {
            const lane = lanes.find((one) => one.kind === kind);
            return (
              <li key={kind} data-kind={kind}>
                <span className={`swatch kind-${kind}`} aria-hidden="true" />
                {strings.markers[kind]} <span className="count">{formatCount(lane?.count ?? 0)}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
