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
import { LIVE_RECONNECT_ATTEMPTS, liveReconnectDelay } from '@/lib/studio/live';
import {
  formatLivePosition,
  LIVE_RESUME_HEADER,
  readLiveFrames,
  type LiveEndReason,
  type LiveFrame,
  type LivePosition,
} from '@/lib/studio/live-wire';
import {
  decodeStoredBatch,
  readReplayFrames,
  type ReplayFrame,
  type ReplayMeta,
  type SeenMessages,
} from '@/lib/studio/replay-wire';

/**
 * Why a live replay stopped following: the server said the visit ended or was erased, or `lost` when the stream could
 * not be opened again (LIVE_RECONNECT_ATTEMPTS in a row) or was refused. A stream that reached its longest is opened
 * again, not an end.
 */
export type LiveEnd = Exclude<LiveEndReason, 'limit'> | 'lost';

/** A live stream answered with a refusal (4xx): asking again will not help. */
class LiveRefused extends Error {}

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
  /** A live replay's end, once it has stopped following (null while it follows, and for a stored replay). */
  liveEnd: LiveEnd | null;
  /** Whether a live replay's stream broke off or reached its longest and the player is opening a new one. */
  reconnecting: boolean;
}

/**
 * Streams a session's batches as stored (gzipped, lib/studio/replay-wire.ts), unpacks each as it arrives, indexes it
 * (lib/studio/replay-index.ts) and starts painting as soon as the first full snapshot is in, adding later events to
 * the running replayer. rrweb's Replayer renders the recording in its own iframe, sandboxed without scripts, so
 * nothing recorded can run; it is loaded only here. The replayed document is kept out of the page's tab order, so a
 * keyboard user reaches the player's controls, not the recorded page's links. Every page load of the session carries
 * its own full snapshot, so the whole session plays as one. A live replay (`live`) reads the live stream
 * (lib/studio/live-wire.ts) instead: the same frames, then batches as they are recorded; `done` once the batches
 * stored when it opened are in. When that stream breaks off or ends at its longest, the player opens a new one after
 * a backoff (lib/studio/live.ts), from the position of the last batch it has (`Last-Event-ID`); no message comes
 * twice (a resumed stream may send again a batch it has: SeenMessages drops its messages); it stops when the stream says the visit ended or was erased, or after LIVE_RECONNECT_ATTEMPTS failures.
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
  const [reconnecting, setReconnecting] = useState(false);

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
    const seen: SeenMessages = new Map();
    let loaded = 0;
    let stored = Number.POSITIVE_INFINITY;
    let metaSeen = false;
    /** A live stream's position: the furthest batch in, which a new stream resumes after. */
    let position: LivePosition | null = null;
    const open = async () => {
      const headers: Record<string, string> = position ? { [LIVE_RESUME_HEADER]: formatLivePosition(position) } : {};
      const response = await fetch(dataUrl, { signal: abort.signal, credentials: 'same-origin', headers });
      if (live && response.status >= 400 && response.status < 500) throw new LiveRefused(`live: ${response.status}`);
      if (!response.ok || !response.body) throw new Error(`replay data: ${response.status}`);
      return response.body;
    };
    /** Reads one stream's frames into the replay; a live stream's end reason, or null when it broke off. */
    const consume = async (
      Replayer: typeof import('@rrweb/replay').Replayer,
      frames: AsyncIterable<LiveFrame | ReplayFrame>,
      opened: () => void,
    ): Promise<LiveEndReason | null> => {
      for await (const frame of frames) {
        if (abort.signal.aborted) return null;
        if (frame.kind === 'end') return frame.reason;
        if (frame.kind === 'meta') {
          opened();
          // A resumed stream's meta counts what follows it; the replay's own came with the first.
          if (metaSeen) continue;
          metaSeen = true;
          setMeta(frame.meta);
          stored = frame.meta.batches;
          setProgress((p) => ({ ...p, total: frame.meta.batches, done: live && stored === 0 }));
          continue;
        }
        if ('position' in frame && frame.position) position = frame.position;
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
      return null;
    };
    /** Resolves after `ms`, or at once when the player goes away. */
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          abort.signal.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        abort.signal.addEventListener('abort', done, { once: true });
      });
    /** Follows the live stream, opening it again after a backoff, until it says why it ends or cannot be opened. */
    const follow = async (replayModule: Promise<typeof import('@rrweb/replay')>): Promise<LiveEnd> => {
      for (let failures = 0; ;) {
        let opened = false;
        let reason: LiveEndReason | null = null;
        try {
          const body = await open();
          reason = await consume((await replayModule).Replayer, readLiveFrames(body), () => {
            opened = true;
            setReconnecting(false);
          });
        } catch (error) {
          if (abort.signal.aborted || error instanceof LiveRefused) throw error;
          console.error(error);
        }
        if (reason === 'ended' || reason === 'erased') return reason;
        failures = opened ? 0 : failures + 1;
        if (failures >= LIVE_RECONNECT_ATTEMPTS) return 'lost';
        if (abort.signal.aborted) return 'lost';
        setReconnecting(true);
        await wait(liveReconnectDelay(failures));
        if (abort.signal.aborted) return 'lost';
      }
    };
    const run = async () => {
      const replayModule = import('@rrweb/replay');
      if (live) {
        let end: LiveEnd;
        try {
          end = await follow(replayModule);
        } catch (error) {
          if (!(error instanceof LiveRefused)) throw error;
          console.error(error);
          end = 'lost';
        }
        if (abort.signal.aborted) return;
        setReconnecting(false);
        setLiveEnd(end);
        setProgress((p) => ({ ...p, done: true }));
        return;
      }
      const body = await open();
      const { Replayer } = await replayModule;
      await consume(Replayer, readReplayFrames(body), () => {});
      if (abort.signal.aborted) return;
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

  return { stageRef, replayerRef, progress, index, meta, painted, origin, recorded, liveEnd, reconnecting };
}
