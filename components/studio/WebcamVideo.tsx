'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { DRIFT_PAUSED_S, DRIFT_PLAYING_S, segmentAt } from './webcam-sync';

export type WebcamStrings = {
  /** The panel's heading (the test's name in it, isolated: components/Slot.tsx). */
  heading: ReactNode;
  label: string;
  noVideoRefused: string;
  noVideoNone: string;
  noVideoYet: string;
  noVideoNow: string;
};

/**
 * A usability-test participant's webcam video, in sync with the replay: the player tells the moment it shows (`now`,
 * server time in ms), whether it plays and how fast; the video shows the segment recorded at that moment, at that
 * offset, and follows: it is sought back when it drifts (skipping inactivity makes the replay jump), paused with the
 * replay, and plays at the replay's speed. Without video it says why.
 */
export function WebcamVideo(props: {
  segments: { url: string; startedAt: number }[];
  /** Why there may be no video: what the participant's begin signal said. */
  media: 'recording' | 'refused' | 'none' | null;
  now: number;
  playing: boolean;
  speed: number;
  strings: WebcamStrings;
}) {
  const { segments, now, playing, speed, strings } = props;
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
    const why =
      props.media === 'refused'
        ? strings.noVideoRefused
        : props.media === 'none'
          ? strings.noVideoNone
          : strings.noVideoYet;
    return (
      <section className="replay-panel webcam" aria-labelledby="replay-webcam">
        <h2 id="replay-webcam">{strings.heading}</h2>
        <p data-testid="webcam-none">{why}</p>
      </section>
    );
  }
  const src = index === null ? undefined : segments[index]!.url;
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
    </section>
  );
}
