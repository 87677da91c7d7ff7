'use client';

import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { FrustrationKind } from '@/lib/recordings/frustration';
import { MARKER_KINDS, type Marker, type MarkerKind } from '@/lib/studio/replay-index';
import {
  focusByKey,
  resolveFocus,
  seekByKey,
  timeAtPointer,
  timelineLanes,
  type MarkerFocus,
} from '@/lib/studio/replay-timeline';

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
 * Home and End from the keyboard; the pointer over it shows the moment it would go to), with a lane per kind of marker
 * below it and a legend naming the lanes. Markers of a lane too close to tell apart are one marker with their count;
 * each jumps to its (first) moment. The lanes are one Tab stop, a listbox whose markers the arrows move through
 * (aria-activedescendant: the markers themselves are not focusable, so each is not a touch target of its own), and
 * Enter or Space jumps to the one chosen.
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
  trackRef: givenTrackRef,
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
  /** The slider's element, for the player (the stage keeps it on the screen). */
  trackRef?: RefObject<HTMLDivElement | null>;
}) {
  const ownTrackRef = useRef<HTMLDivElement>(null);
  const trackRef = givenTrackRef ?? ownTrackRef;
  const legendId = useId();
  const optionId = useId();
  const lanes = timelineLanes(markers, origin, totalMs);
  const fraction = Math.min(1, Math.max(0, time / totalMs));
  // The marker the keyboard is on, by lane and place (markers still streaming in may regroup the clusters).
  const [focus, setFocus] = useState<MarkerFocus | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const active = resolveFocus(lanes, focus ?? { kind: lanes[0]?.kind ?? 'page', position: fraction });
  const at = (clientX: number) => {
    const rect = trackRef.current!.getBoundingClientRect();
    return timeAtPointer(clientX, rect.left, rect.width, totalMs);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button > 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    seek(at(event.clientX), true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    setHover(at(event.clientX));
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) seek(at(event.clientX), true);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture?.(event.pointerId)) return;
    event.currentTarget.releasePointerCapture(event.pointerId);
    seek(at(event.clientX), false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = seekByKey(event.key, event.shiftKey, time, totalMs);
    if (next === null) return;
    event.preventDefault();
    seek(next, false);
  };
  const activeMarker = active ? lanes[active.lane]!.clusters[active.cluster]!.markers[0]! : null;
  const onLanesKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      jump(activeMarker!.jumpTo - origin);
      return;
    }
    const lane = lanes[active.lane]!;
    const next = focusByKey(lanes, { kind: lane.kind, position: lane.clusters[active.cluster]!.position }, event.key);
    if (!next) return;
    event.preventDefault();
    setFocus(next);
  };
  const hoverFraction = hover === null ? null : Math.min(1, Math.max(0, hover / totalMs));
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
            onPointerLeave={() => setHover(null)}
            onKeyDown={onKeyDown}
          >
            <div className="progress" style={{ inlineSize: `${fraction * 100}%` }} />
            <div className="thumb" style={{ insetInlineStart: `${fraction * 100}%` }} />
            {hoverFraction === null ? null : (
              // The slider's value says the same to a screen reader once the pointer moves it.
              <span
                className="replay-hover-time"
                data-testid="replay-hover-time"
                aria-hidden="true"
                style={{ insetInlineStart: `${hoverFraction * 100}%` }}
              >
                {clock(hover!)}
              </span>
            )}
          </div>
        </div>
        {lanes.length > 0 ? (
          <div
            className="replay-lanes"
            role="listbox"
            aria-orientation="horizontal"
            tabIndex={0}
            aria-label={strings.timeline}
            aria-activedescendant={active ? `${optionId}-${active.lane}-${active.cluster}` : undefined}
            onKeyDown={onLanesKey}
          >
            {lanes.map((lane, laneIndex) => (
              <div key={lane.kind} className="replay-row">
                <span className="replay-row-label" dir="auto" aria-hidden="true">
                  {strings.markers[lane.kind]}
                </span>
                <div className="replay-lane" data-lane={lane.kind} role="group" aria-label={strings.markers[lane.kind]}>
                  <div className="playhead" style={{ insetInlineStart: `${fraction * 100}%` }} />
                  {lane.clusters.map((cluster, index) => {
                    const first = cluster.markers[0]!;
                    const offset = first.ts - origin;
                    const count = cluster.markers.length;
                    const label = `${strings.markers[first.signal ?? first.kind]} ${clock(offset)}: ${first.label}${count > 1 ? ` (+${count - 1})` : ''}`;
                    const selected = active?.lane === laneIndex && active.cluster === index;
                    return (
                      <div
                        key={`${first.ts}-${cluster.position}`}
                        id={`${optionId}-${laneIndex}-${index}`}
                        role="option"
                        aria-selected={selected}
                        className={`replay-marker kind-${first.kind}${count > 1 ? ' cluster' : ''}`}
                        data-kind={first.kind}
                        data-count={count}
                        style={{ insetInlineStart: `${cluster.position * 100}%` }}
                        title={label}
                        aria-label={label}
                        onClick={() => {
                          setFocus({ kind: lane.kind, position: cluster.position });
                          jump(first.jumpTo - origin);
                        }}
                      >
                        {count > 1 ? formatCount(count) : null}
                      </div>
                    );
                  })}
                </div>
              </div>
            ))}
          </div>
        ) : null}
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
