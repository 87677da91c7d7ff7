'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Replayer } from '@rrweb/replay';

import {
  emptyReplayIndex,
  FULL_SNAPSHOT,
  indexBatch,
  META_EVENT,
  type ReplayIndex,
  type RrwebEvent,
} from '@/lib/studio/replay-index';
import { readLiveFrames, type LiveEndReason, type LiveFrame } from '@/lib/studio/live-wire';
import { decodeStoredBatch, readReplayFrames, type ReplayMeta, type SeenMessages } from '@/lib/studio/replay-wire';

/** Why a live replay stopped following: the server's end event, or `lost` when the stream broke off without one. */
export type LiveEnd = LiveEndReason | 'lost';

export interface ReplayProgress {
  loaded: number;
  total: number;
  done: boolean;
  failed: boolean;
}

export interface ReplayStream {
  /** Where the replayer puts its iframe. */
  stageRef: RefObject<HTMLDivElement | null>;
  /** The running replayer, once the first full snapshot has arrived. */
  replayerRef: RefObject<Replayer | null>;
  progress: ReplayProgress;
  index: ReplayIndex;
  meta: ReplayMeta | null;
  /** Whether the replayer exists (it paints as soon as it does). */
  painted: boolean;
  /** The replay's clock starts at its first event: the timeline's origin (ms since the epoch), once painted. */
  origin: number | null;
  /** The recorded viewport's size (its meta event, then each resize the recording holds), for the stage to fit. */
  recorded: { width: number; height: number } | null;
  /** A live replay's end, once its stream has ended (null while it follows, and for a stored replay). */
  liveEnd: LiveEnd | null;
}

/**
 * Streams a session's batches as stored (gzipped, lib/studio/replay-wire.ts), unpacks each as it arrives, indexes it
 * (lib/studio/replay-index.ts) and starts painting as soon as the first full snapshot is in, adding later events to
 * the running replayer. rrweb's Replayer renders the recording in its own iframe, sandboxed without scripts, so
 * nothing recorded can run; it is loaded only here. The replayed document is kept out of the page's tab order, so a
 * keyboard user reaches the player's controls, not the recorded page's links. Every page load of the session carries
 * its own full snapshot, so the whole session plays as one. A live replay (`live`) reads the live stream
 * (lib/studio/live-wire.ts) instead: the same frames, then batches as they are recorded; `done` once the batches
 * stored when it opened are in.
 */
export function useReplayStream({
  dataUrl,
  live = false,
  tagNames,
  frameTitle,
  speed,
  skipInactive,
  onFinish,
  onAdded,
}: {
  dataUrl: string;
  /** Whether `dataUrl` is a live stream (GET /api/studio/sessions/{id}/live). */
  live?: boolean;
  tagNames: Readonly<Record<string, string>>;
  frameTitle: string;
  /** The settings the replayer is built with; later changes go to it through `setConfig`. */
  speed: number;
  skipInactive: boolean;
  /** Called when playing reaches the end. */
  onFinish: (replayer: Replayer) => void;
  /**
   * Called after each batch's events have gone to the running replayer; `storedLoaded`: every batch stored when the
   * replay opened is in (a live replay's later ones come after).
   */
  onAdded?: (replayer: Replayer, storedLoaded: boolean) => void;
}): ReplayStream {
  const stageRef = useRef<HTMLDivElement>(null);
  const replayerRef = useRef<Replayer | null>(null);
  const finishRef = useRef(onFinish);
  const addedRef = useRef(onAdded);
  const [progress, setProgress] = useState<ReplayProgress>({ loaded: 0, total: 0, done: false, failed: false });
  const [index, setIndex] = useState<ReplayIndex>(emptyReplayIndex);
  const [meta, setMeta] = useState<ReplayMeta | null>(null);
  const [painted, setPainted] = useState(false);
  const [origin, setOrigin] = useState<number | null>(null);
  const [recorded, setRecorded] = useState<{ width: number; height: number } | null>(null);
  const [liveEnd, setLiveEnd] = useState<LiveEnd | null>(null);

  useEffect(() => {
    finishRef.current = onFinish;
    addedRef.current = onAdded;
  }, [onFinish, onAdded]);

  useEffect(() => {
    const abort = new AbortController();
    const waiting: RrwebEvent[] = [];
    let current = emptyReplayIndex();
    // The stage fits the recorded size to its room (useStageFit).
    const fit = (width: number, height: number) => {
      if (width > 0 && height > 0) setRecorded({ width, height });
    };
    const build = (Replayer: typeof import('@rrweb/replay').Replayer) => {
      if (!stageRef.current || !waiting.some((event) => event.type === FULL_SNAPSHOT)) return;
      const created = new Replayer(waiting.slice(), {
        root: stageRef.current,
        skipInactive,
        speed,
        mouseTail: false,
        showWarning: false,
        UNSAFE_replayCanvas: false,
        triggerFocus: false,
      });
      created.iframe.title = frameTitle;
      created.iframe.tabIndex = -1;
      created.iframe.setAttribute('inert', '');
      created.on('resize', (size) => {
        const { width, height } = size as { width: number; height: number };
        fit(width, height);
      });
      created.on('finish', () => finishRef.current(created));
      replayerRef.current = created;
      const first = waiting.find((event) => event.type === META_EVENT) as
        { data: { width: number; height: number } } | undefined;
      if (first) fit(first.data.width, first.data.height);
      setOrigin(created.getMetaData().startTime);
      setPainted(true);
    };
    const run = async () => {
      const replayModule = import('@rrweb/replay');
      const response = await fetch(dataUrl, { signal: abort.signal, credentials: 'same-origin' });
      if (!response.ok || !response.body) throw new Error(`replay data: ${response.status}`);
      const { Replayer } = await replayModule;
      const seen: SeenMessages = new Map();
      let loaded = 0;
      let stored = Number.POSITIVE_INFINITY;
      const frames: AsyncGenerator<LiveFrame> = live ? readLiveFrames(response.body) : readReplayFrames(response.body);
      for await (const frame of frames) {
        if (abort.signal.aborted) return;
        if (frame.kind === 'end') {
          setLiveEnd(frame.reason);
          break;
        }
        if (frame.kind === 'meta') {
          setMeta(frame.meta);
          stored = frame.meta.batches;
          setProgress((p) => ({ ...p, total: frame.meta.batches, done: live && stored === 0 }));
          continue;
        }
        const next = indexBatch(current, await decodeStoredBatch(frame.gzipped, seen), {
          tagNames,
          siteOrigin: window.location.origin,
        });
        current = next.index;
        setIndex(current);
        const replayer = replayerRef.current;
        if (replayer) for (const event of next.events) replayer.addEvent(event);
        else {
          waiting.push(...next.events);
          build(Replayer);
        }
        loaded += 1;
        if (replayerRef.current) addedRef.current?.(replayerRef.current, loaded >= stored);
        // A live replay counts the batches stored when it opened; those recorded since come on top.
        setProgress((p) => ({ ...p, loaded: Math.min(loaded, p.total), done: p.done || (live && loaded >= stored) }));
      }
      if (abort.signal.aborted) return;
      if (live) setLiveEnd((end) => end ?? 'lost');
      setProgress((p) => ({ ...p, done: true }));
    };
    run().catch((error: unknown) => {
      if (!abort.signal.aborted) {
        console.error(error);
        setProgress((p) => ({ ...p, failed: true }));
      }
    });
    return () => {
      abort.abort();
      replayerRef.current?.destroy();
      replayerRef.current = null;
    };
    // The player is built once per session; speed and skip changes go to the running replayer through setConfig.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataUrl, live]);

  return { stageRef, replayerRef, progress, index, meta, painted, origin, recorded, liveEnd };
}
