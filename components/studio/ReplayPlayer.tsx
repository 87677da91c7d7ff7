'use client';

import '@rrweb/replay/dist/style.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Replayer } from '@rrweb/replay';

import { decodeStoredBatch, readReplayFrames, type ReplayBatch, type ReplayMeta, type SeenMessages } from '@/lib/studio/replay-wire';
import { keepReplayOffSite } from '@/lib/studio/replay-urls';
import { clockText } from './clock';
import type { MarkerKind } from './replay-markers';
import { WebcamVideo, type WebcamStrings } from './WebcamVideo';

export type ReplayStrings = {
  frameTitle: string;
  play: string;
  pause: string;
  speed: string;
  skipInactivity: string;
  timeline: string;
  /** With `{loaded}` and `{total}`. */
  loading: string;
  loadFailed: string;
  empty: string;
  network: string;
  errors: string;
  canvas: string;
  noNetwork: string;
  noErrors: string;
  noCanvas: string;
  method: string;
  url: string;
  status: string;
  durationMs: string;
  at: string;
  markers: Record<MarkerKind, string>;
};

/** `ts` places it on the timeline; `jumpTo` is where a click on it goes (a page load's: its first full snapshot). */
type Marker = { kind: MarkerKind; ts: number; jumpTo: number; label: string };
type NetworkRow = { ts: number; method: string; url: string; status: number; duration: number };
type ErrorRow = { ts: number; name: string; message: string };
type Snapshot = { name: string; nodeId: number; ts: number };
type RrwebEvent = { type: number; data: unknown; timestamp: number };

const SPEEDS = [1, 2, 4, 8] as const;
/** rrweb's FullSnapshot event type: the replayer can paint once one has arrived. */
const FULL_SNAPSHOT = 2;

/**
 * The replay of one session: streams the session's batches as stored (gzipped, lib/studio/replay-wire.ts), unpacks
 * each as it arrives, and starts painting as soon as the first full snapshot is in, adding later events to the
 * running replayer. rrweb's Replayer renders the
 * recording in its own iframe, sandboxed without scripts, so nothing recorded can run; it is loaded only here.
 * Every page load of the session carries its own full snapshot, so the whole session plays as one.
 */
export function ReplayPlayer({
  dataUrl,
  canvasUrl,
  strings,
  tagNames,
  startAt,
  webcam,
  locale,
}: {
  dataUrl: string;
  canvasUrl: string;
  strings: ReplayStrings;
  tagNames: Record<string, string>;
  /** A moment to open at (ms since the epoch, server time): a bug report's. */
  startAt?: number;
  /** A usability-test participant's webcam video, played in sync beside the replay. */
  webcam?: { segments: { url: string; startedAt: number }[]; media: 'recording' | 'refused' | 'none' | null; strings: WebcamStrings };
  /** The page's language for numbers (Persian digits on Persian pages). */
  locale: string;
}) {
  const clock = (ms: number) => clockText(ms, locale);
  const stageRef = useRef<HTMLDivElement>(null);
  const replayerRef = useRef<Replayer | null>(null);
  const [progress, setProgress] = useState({ loaded: 0, total: 0, done: false, failed: false });
  const [markers, setMarkers] = useState<Marker[]>([]);
  const [network, setNetwork] = useState<NetworkRow[]>([]);
  const [errors, setErrors] = useState<ErrorRow[]>([]);
  const [snapshots, setSnapshots] = useState<Snapshot[]>([]);
  const [span, setSpan] = useState({ start: 0, end: 0 });
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const [skip, setSkip] = useState(true);
  const [painted, setPainted] = useState(false);
  const [origin, setOrigin] = useState<number | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    const events: RrwebEvent[] = [];
    const fit = (width: number, height: number) => {
      const stage = stageRef.current;
      const wrapper = replayerRef.current?.wrapper;
      if (!stage || !wrapper || width <= 0) return;
      const scale = Math.min(1, stage.clientWidth / width);
      wrapper.style.transform = `scale(${scale})`;
      stage.style.blockSize = `${Math.ceil(height * scale)}px`;
    };
    const run = async () => {
      const replayModule = import('@rrweb/replay');
      const response = await fetch(dataUrl, { signal: abort.signal, credentials: 'same-origin' });
      if (!response.ok || !response.body) throw new Error(`replay data: ${response.status}`);
      const { Replayer } = await replayModule;
      let loaded = 0;
      // Each page load's first full snapshot, and its page marker while that snapshot has not arrived: the tracker sends
      // the page message as it starts, and rrweb's snapshot a moment later, so a jump to the page message's own time
      // would land just before the page it names.
      const snapshotOfPage = new Map<number, number>();
      const markerOfPage = new Map<number, Marker>();
      const start = (meta: ReplayMeta) => {
        setProgress((p) => ({ ...p, total: meta.batches }));
        setSnapshots(meta.images);
        setSpan({ start: meta.startedAt, end: meta.lastActivityAt });
      };
      const handle = ({ pageNo, messages }: ReplayBatch) => {
        const newMarkers: Marker[] = [];
        let snapshotFound: { marker: Marker; at: number } | null = null;
        const newNetwork: NetworkRow[] = [];
        const newErrors: ErrorRow[] = [];
        const newEvents: RrwebEvent[] = [];
        for (const { type, data } of messages) {
          const ts = Number(data.ts ?? 0);
          const marker = (kind: MarkerKind, label: string): Marker => ({ kind, ts, jumpTo: ts, label });
          if (type === 'rrweb') {
            // Recorded URLs of the site itself never load here (lib/studio/replay-urls.ts says why).
            const event = keepReplayOffSite(data as unknown as RrwebEvent, window.location.origin);
            newEvents.push(event);
            if (event.type === FULL_SNAPSHOT && !snapshotOfPage.has(pageNo)) {
              snapshotOfPage.set(pageNo, event.timestamp);
              const waiting = markerOfPage.get(pageNo);
              if (waiting) {
                markerOfPage.delete(pageNo);
                if (newMarkers.includes(waiting)) waiting.jumpTo = Math.max(waiting.ts, event.timestamp);
                else snapshotFound = { marker: waiting, at: Math.max(waiting.ts, event.timestamp) };
              }
            }
          } else if (type === 'page') {
            const page = marker('page', String(data.url ?? ''));
            if (data.navigation !== 'history') {
              const snapshot = snapshotOfPage.get(pageNo);
              if (snapshot === undefined) markerOfPage.set(pageNo, page);
              else page.jumpTo = Math.max(ts, snapshot);
            }
            newMarkers.push(page);
          } else if (type === 'click') newMarkers.push(marker('click', String(data.label || data.selector || '')));
          else if (type === 'custom') newMarkers.push(marker('custom', String(data.name ?? '')));
          else if (type === 'tag') newMarkers.push(marker('tag', tagNames[String(data.tagId)] ?? String(data.tagId)));
          else if (type === 'error') {
            newMarkers.push(marker('error', `${String(data.name)}: ${String(data.message)}`));
            newErrors.push({ ts, name: String(data.name ?? ''), message: String(data.message ?? '') });
          } else if (type === 'network') {
            const row = {
              ts,
              method: String(data.method ?? ''),
              url: String(data.url ?? ''),
              status: Number(data.status ?? 0),
              duration: Number(data.duration ?? 0),
            };
            newMarkers.push(marker('network', `${row.method} ${row.url} ${row.status}`));
            newNetwork.push(row);
          }
        }
        const found = snapshotFound as { marker: Marker; at: number } | null;
        if (found) setMarkers((all) => all.map((one) => (one === found.marker ? { ...one, jumpTo: found.at } : one)));
        if (newMarkers.length) setMarkers((all) => [...all, ...newMarkers]);
        if (newNetwork.length) setNetwork((all) => [...all, ...newNetwork]);
        if (newErrors.length) setErrors((all) => [...all, ...newErrors]);
        const replayer = replayerRef.current;
        if (replayer) {
          for (const event of newEvents) replayer.addEvent(event);
        } else {
          events.push(...newEvents);
          if (stageRef.current && events.some((event) => event.type === FULL_SNAPSHOT)) {
            const created = new Replayer(events.slice(), {
              root: stageRef.current,
              skipInactive: skip,
              speed,
              mouseTail: false,
              showWarning: false,
              UNSAFE_replayCanvas: false,
              triggerFocus: false,
            });
            created.iframe.title = strings.frameTitle;
            created.on('resize', (size) => {
              const { width, height } = size as { width: number; height: number };
              fit(width, height);
            });
            created.on('finish', () => {
              setPlaying(false);
              setTime(created.getCurrentTime());
            });
            replayerRef.current = created;
            const first = events.find((event) => event.type === 4) as { data: { width: number; height: number } } | undefined;
            if (first) fit(first.data.width, first.data.height);
            // The replay's clock starts at its first event: the timeline's origin from now on.
            setOrigin(created.getMetaData().startTime);
            setPainted(true);
          }
        }
        if (newEvents.length) {
          const last = newEvents[newEvents.length - 1]!.timestamp;
          setSpan((s) => ({ start: s.start, end: Math.max(s.end, last) }));
        }
        loaded += 1;
        setProgress((p) => ({ ...p, loaded }));
      };
      const seen: SeenMessages = new Map();
      for await (const frame of readReplayFrames(response.body)) {
        if (abort.signal.aborted) return;
        if (frame.kind === 'meta') start(frame.meta);
        else handle(await decodeStoredBatch(frame.gzipped, seen));
      }
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
    // The player is built once per session; speed and skip changes go to the running replayer below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataUrl]);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setTime(replayerRef.current?.getCurrentTime() ?? 0), 200);
    return () => window.clearInterval(timer);
  }, [playing]);

  // The moment to open at is sought once everything is loaded: before, the replayer may not hold events that late.
  useEffect(() => {
    const replayer = replayerRef.current;
    if (!progress.done || !painted || !replayer || startAt === undefined) return;
    const offset = Math.max(0, startAt - replayer.getMetaData().startTime);
    replayer.pause(offset);
    setTime(offset);
  }, [progress.done, painted, startAt]);

  const timelineStart = origin ?? span.start;
  const totalMs = Math.max(1, span.end - timelineStart);

  const toggle = useCallback(() => {
    const replayer = replayerRef.current;
    if (!replayer) return;
    // Before it has played or been sought, rrweb's current time is meaningless (its baseline is 0, so the time is minus
    // the first event's timestamp): from there, and from the end, play starts at the beginning.
    const current = Math.max(0, replayer.getCurrentTime());
    if (playing) {
      replayer.pause();
      setTime(current);
    } else replayer.play(current >= replayer.getMetaData().totalTime ? 0 : current);
    setPlaying(!playing);
  }, [playing]);

  const jump = (offset: number) => {
    const replayer = replayerRef.current;
    if (!replayer) return;
    // rrweb applies the events strictly before the offset: 1 ms later shows the moment's own event (a page's snapshot).
    const at = Math.max(0, offset + 1);
    if (playing) replayer.play(at);
    else replayer.pause(at);
    setTime(at);
  };

  const changeSpeed = (value: number) => {
    setSpeed(value);
    replayerRef.current?.setConfig({ speed: value });
  };
  const changeSkip = (value: boolean) => {
    setSkip(value);
    replayerRef.current?.setConfig({ skipInactive: value });
  };

  const now = timelineStart + time;
  const shownSnapshots = [...new Map(snapshots.filter((s) => s.ts <= now).map((s) => [s.nodeId, s])).values()];

  return (
    <div className="replay">
      {!progress.done && !progress.failed ? (
        <p role="status" className="replay-progress">
          <progress max={Math.max(1, progress.total)} value={progress.loaded} />{' '}
          {strings.loading.replace('{loaded}', String(progress.loaded)).replace('{total}', String(progress.total))}
        </p>
      ) : null}
      {progress.failed ? (
        <p role="alert" className="form-error">
          {strings.loadFailed}
        </p>
      ) : null}
      {progress.done && !painted ? <p>{strings.empty}</p> : null}
      <div className="replay-layout">
        <div>
          <div className="replay-stage" ref={stageRef} data-testid="replay-stage" />
          <div className="replay-controls">
            <button type="button" className="button primary" onClick={toggle} disabled={!painted} aria-pressed={playing}>
              {playing ? strings.pause : strings.play}
            </button>
            <label>
              {strings.speed}{' '}
              <select value={speed} onChange={(event) => changeSpeed(Number(event.target.value))}>
                {SPEEDS.map((value) => (
                  <option key={value} value={value}>
                    {value}×
                  </option>
                ))}
              </select>
            </label>
            <label>
              <input type="checkbox" checked={skip} onChange={(event) => changeSkip(event.target.checked)} /> {strings.skipInactivity}
            </label>
            <span className="replay-clock" dir="ltr">
              {clock(time)} / {clock(totalMs)}
            </span>
          </div>
          <div className="replay-timeline" role="group" aria-label={strings.timeline}>
            <div className="progress" style={{ inlineSize: `${Math.min(100, (time / totalMs) * 100)}%` }} />
            {markers.map((marker, index) => {
              const offset = marker.ts - timelineStart;
              return (
                <button
                  key={index}
                  type="button"
                  className={`replay-marker ${marker.kind}`}
                  data-kind={marker.kind}
                  style={{ insetInlineStart: `${Math.min(100, Math.max(0, (offset / totalMs) * 100))}%` }}
                  title={`${strings.markers[marker.kind]} ${clock(offset)}: ${marker.label}`}
                  aria-label={`${strings.markers[marker.kind]} ${clock(offset)}: ${marker.label}`}
                  onClick={() => jump(marker.jumpTo - timelineStart)}
                />
              );
            })}
          </div>
        </div>
        <aside>
          {webcam ? <WebcamVideo segments={webcam.segments} media={webcam.media} now={now} playing={playing} speed={speed} strings={webcam.strings} /> : null}
          <section className="replay-panel" aria-labelledby="replay-network">
            <h2 id="replay-network">{strings.network}</h2>
            {network.length === 0 ? (
              <p>{strings.noNetwork}</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">{strings.at}</th>
                    <th scope="col">{strings.method}</th>
                    <th scope="col">{strings.url}</th>
                    <th scope="col">{strings.status}</th>
                    <th scope="col">{strings.durationMs}</th>
                  </tr>
                </thead>
                <tbody>
                  {network.map((row, index) => (
                    <tr key={index} dir="ltr">
                      <td>
                        <button type="button" className="link-button" onClick={() => jump(row.ts - timelineStart)}>
                          {clock(row.ts - timelineStart)}
                        </button>
                      </td>
                      <td>{row.method}</td>
                      <td>{row.url}</td>
                      <td>{row.status}</td>
                      <td>{Math.round(row.duration)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section className="replay-panel" aria-labelledby="replay-errors">
            <h2 id="replay-errors">{strings.errors}</h2>
            {errors.length === 0 ? (
              <p>{strings.noErrors}</p>
            ) : (
              <ul>
                {errors.map((row, index) => (
                  <li key={index} dir="ltr">
                    <button type="button" className="link-button" onClick={() => jump(row.ts - timelineStart)}>
                      {clock(row.ts - timelineStart)}
                    </button>{' '}
                    <strong>{row.name}</strong>: {row.message}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="replay-panel replay-canvas" aria-labelledby="replay-canvas">
            <h2 id="replay-canvas">{strings.canvas}</h2>
            {shownSnapshots.length === 0 ? (
              <p>{strings.noCanvas}</p>
            ) : (
              shownSnapshots.map((snapshot) => (
                // Snapshots are webp files the ingest stored; next/image would only add a resize step here.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  key={snapshot.nodeId}
                  src={`${canvasUrl}/${encodeURIComponent(snapshot.name)}`}
                  alt={`${strings.canvas} ${clock(snapshot.ts - timelineStart)}`}
                />
              ))
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}
