'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { UsabilityTestMedia } from '@/lib/db/schema';
import { DRIFT_PAUSED_S, DRIFT_PLAYING_S, segmentAt } from './webcam-sync';

export type WebcamStrings = {
  /** The panel's heading (the test's name in it, isolated: components/Slot.tsx). */
  heading: ReactNode;
  label: string;
  /** Why there is no video, for each reason the participant's begin signal can give. */
  noVideo: Record<Exclude<UsabilityTestMedia, 'recording'>, string>;
  noVideoYet: string;
  noVideoNow: string;
  /** "Video covers 94% of the test.", or null when that is not known. */
  coverage: string | null;
  /** The list of gaps: its label, and each gap's (`{from}`, `{to}`: moments of the replay). */
  gaps: string;
  gap: string;
};

/** A participant's webcam video for the replay page: its segments, why there is none, and how much of the test it covers. */
export type Webcam = {
  segments: { url: string; startedAt: number; durationMs: number | null }[];
  /** What the participant's begin signal said. */
  media: UsabilityTestMedia | null;
  /** The stretches of the test without video (ms since the epoch, session clock), or null when not known. */
  gaps: { from: number; to: number }[] | null;
  strings: WebcamStrings;
};

/**
 * A usability-test participant's webcam video, in sync with the replay: the player tells the moment it shows (`now`,
 * server time in ms), whether it plays and how fast; the video shows the segment recorded at that moment, at that
 * offset, and follows: it is sought back when it drifts (skipping inactivity makes the replay jump), paused with the
 * replay, and plays at the replay's speed. Without video it says why; where the test has moments without video (a
 * page loading between two segments), it says how much is covered and lists them, each a jump to that moment.
 */
export function WebcamVideo(
  props: Webcam & {
    now: number;
    playing: boolean;
    speed: number;
    /** The replay's moments: as text, from where the timeline starts, and a jump to one (ms from that start). */
    moment: { clock: (ms: number) => string; origin: number; jump: (offset: number) => void };
  },
) {
  const { segments, now, playing, speed, strings, moment } = props;
  const videoRef = useRef<HTMLVideoElement>(null);
  const at = segmentAt(segments, now);
  const index = at?.index ?? null;
  const [ended, setEnded] = useState(false);
  // The latest wanted state, for the video's own events (a segment's metadata arriving after the replay moved on).
  const wanted = useRef({ at, playing, speed });

  const sync = useCallback(() => {
    const video = videoRef.current;
    const { at: target, playing: play, speed: rate } = wanted.current;
    if (!video || !target || video.readyState < HTMLMediaElement.HAVE_METADATA) return;
    video.playbackRate = rate;
    const past = Number.isFinite(video.duration) && target.offsetSeconds > video.duration;
    setEnded(past);
    if (past) {
      if (!video.paused) video.pause();
      return;
    }
    if (Math.abs(video.currentTime - target.offsetSeconds) > (play ? DRIFT_PLAYING_S : DRIFT_PAUSED_S))
      video.currentTime = target.offsetSeconds;
    if (play && video.paused) video.play().catch(() => undefined);
    else if (!play && !video.paused) video.pause();
  }, []);

  const offset = at?.offsetSeconds;
  useEffect(() => {
    wanted.current = {
      at: index === null || offset === undefined ? null : { index, offsetSeconds: offset },
      playing,
      speed,
    };
    sync();
  }, [sync, index, offset, playing, speed]);

  if (segments.length === 0) {
    const why = props.media !== null && props.media !== 'recording' ? strings.noVideo[props.media] : strings.noVideoYet;
    return (
      <section className="replay-panel webcam" aria-labelledby="replay-webcam">
        <h2 id="replay-webcam">{strings.heading}</h2>
        <p data-testid="webcam-none">{why}</p>
      </section>
    );
  }
  const src = index === null ? undefined : segments[index]!.url;
  const when = (ms: number) => moment.clock(ms - moment.origin);
  return (
    <section className="replay-panel webcam" aria-labelledby="replay-webcam">
      <h2 id="replay-webcam">{strings.heading}</h2>
      {/* The participant's own camera and microphone: no captions exist for it. */}
      <video
        ref={videoRef}
        src={src}
        preload="auto"
        playsInline
        aria-label={strings.label}
        data-segment={index ?? undefined}
        onLoadedMetadata={sync}
        onEnded={() => setEnded(true)}
        hidden={src === undefined}
      />
      {src === undefined || ended ? <p className="webcam-gap">{strings.noVideoNow}</p> : null}
      {strings.coverage ? (
        <p className="webcam-coverage" data-testid="webcam-coverage">
          {strings.coverage}
        </p>
      ) : null}
      {props.gaps?.length ? (
        <ul className="webcam-gaps" aria-label={strings.gaps}>
          {props.gaps.map((gap) => (
            <li key={gap.from}>
              <button
                type="button"
                className="link-button"
                dir="ltr"
                aria-label={strings.gap.replace('{from}', when(gap.from)).replace('{to}', when(gap.to))}
                onClick={() => moment.jump(Math.max(0, gap.from - moment.origin))}
              >
                {when(gap.from)}–{when(gap.to)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
