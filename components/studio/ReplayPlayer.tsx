'use client';

import '@rrweb/replay/dist/style.css';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Replayer } from '@rrweb/replay';

import { clockText } from './clock';
import type { EventEntry, Marker } from '@/lib/studio/replay-index';
import { sortedEntries } from '@/lib/studio/replay-events';
import { zoomStep, type Zoom } from '@/lib/studio/replay-fit';
import { shortcutAction } from '@/lib/studio/replay-shortcuts';
import { seekByKey } from '@/lib/studio/replay-timeline';
import { EventList, type EventListStrings } from './EventList';
import { CopyMomentLink, momentUrl, NotesPanel, type MomentStrings, type ReplayNoteView } from './MomentTools';
import { usePlayerPreference } from './player-preferences';
import { CanvasPanel, ConsolePanel, ErrorsPanel, NetworkPanel, type PanelStrings } from './ReplayPanels';
import { ReplayControls, type ControlStrings } from './ReplayControls';
import { ReplayTimeline, type TimelineStrings } from './ReplayTimeline';
import { SessionSteps, type SessionStepsStrings } from './SessionSteps';
import { ShortcutSheet, type ShortcutSheetStrings } from './ShortcutSheet';
import { useReplayStream, type LiveEnd } from './useReplayStream';
import { useStageFit } from './useStageFit';
import { WebcamVideo, type Webcam } from './WebcamVideo';

/** While playing, the address is updated at most this often (ms): browsers throttle history updates. */
export const URL_FOLLOW_MS = 1_000;

/**
 * The keys that seek from anywhere on the page, as on the timeline's slider (seekByKey); the slider's others (Up, Down,
 * Page Up, Page Down) still scroll the page.
 */
const PAGE_SEEK_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);
/**
 * Where the page's seek keys keep their own use: fields (they move the caret or change the value) and widgets that move
 * within themselves by arrows. The timeline's slider is one: it seeks by itself, and only once.
 */
const USES_ARROW_KEYS = [
  'input:not([type="checkbox"]):not([type="button"]):not([type="submit"]):not([type="reset"])',
  'select',
  'textarea',
  '[contenteditable]:not([contenteditable="false"])',
  ...[
    'slider',
    'listbox',
    'menu',
    'menubar',
    'tablist',
    'radiogroup',
    'tree',
    'treegrid',
    'grid',
    'combobox',
    'spinbutton',
    'textbox',
  ].map((role) => `[role="${role}"]`),
  'audio[controls]',
  'video[controls]',
].join(', ');
/** Where a typed character is text, not a shortcut. */
const TYPES_TEXT = [
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"])',
  'select',
  'textarea',
  '[contenteditable]:not([contenteditable="false"])',
].join(', ');

const subscribeToNothing = () => () => {};
/** Whether the browser lets the player fill the screen (not in every embedded frame, nor in jsdom). */
const canFullscreen = () =>
  typeof document.documentElement.requestFullscreen === 'function' && document.fullscreenEnabled;

export type ReplayStrings = ControlStrings &
  PanelStrings &
  EventListStrings &
  MomentStrings &
  TimelineStrings &
  SessionStepsStrings & {
    frameTitle: string;
    sheet: ShortcutSheetStrings;
    /** With `{loaded}` and `{total}`. */
    loading: string;
    loadFailed: string;
    empty: string;
  };

/** What a live replay says: its badge, following the live edge or going back to it, and why it stopped. */
export interface LiveStrings {
  badge: string;
  following: string;
  goLive: string;
  /** Said while the stream is opened again after it broke off or reached its longest. */
  reconnecting: string;
  ended: Record<LiveEnd, string>;
}

/**
 * The replay of one session (useReplayStream streams and paints it) with its controls, timeline and panels. Every
 * page load of the session carries its own full snapshot, so the whole session plays as one. The recorded page is
 * drawn as large as the screen allows with the controls and the slider still on it (useStageFit), or at a chosen zoom;
 * theatre mode gives the player the whole window (the event list and panels set aside), fullscreen the whole screen.
 * The keyboard reaches everything (the shortcut sheet, `?`, lists the keys). A live replay (`live`, its strings)
 * follows the recording as batches arrive: it stays at the live edge, playing each new stretch as it comes, until the
 * team seeks or pauses; "Go live" returns to the edge.
 */
export function ReplayPlayer({
  dataUrl,
  live,
  canvasUrl,
  strings,
  tagNames,
  startAt,
  webcam,
  steps = [],
  notes = [],
  addNote,
  notesHref = '/studio/notes',
  neighbours = {},
  navigate = (href: string) => window.location.assign(href),
  locale,
}: {
  dataUrl: string;
  /** A live replay: `dataUrl` is its live stream, and these are its words. */
  live?: LiveStrings;
  canvasUrl: string;
  strings: ReplayStrings;
  tagNames: Record<string, string>;
  /** A moment to open at (ms since the epoch, server time): a bug report's. */
  startAt?: number;
  /** A usability-test participant's webcam video, played in sync beside the replay. */
  webcam?: Webcam;
  /** Entries the recording does not hold, for the event list: a usability test's task steps. */
  steps?: EventEntry[];
  /** The team's notes on moments of this session, and how to add one (absent: no form). */
  notes?: ReplayNoteView[];
  addNote?: (at: number, body: string) => Promise<{ error?: string }>;
  /** The studio's list of all notes; null: no notes panel (a public link's replay shows none of the team's notes). */
  notesHref?: string | null;
  /**
   * The sessions before and after this one in the list it was opened from (addresses), for the keys and the links;
   * null: no list (a public link's replay).
   */
  neighbours?: { previous?: string; next?: string } | null;
  /** Goes to another session's replay (a full page load; tests pass their own). */
  navigate?: (href: string) => void;
  /** The page's language for numbers (Persian digits on Persian pages). */
  locale: string;
}) {
  const clock = useCallback((ms: number) => clockText(ms, locale), [locale]);
  const count = useCallback((n: number) => new Intl.NumberFormat(locale).format(n), [locale]);
  const percent = useCallback(
    (share: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share),
    [locale],
  );
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const [skip, setSkip] = useState(true);
  const [moved, setMoved] = useState(false);
  const playingRef = useRef(false);
  const onFinish = useCallback((replayer: Replayer) => {
    playingRef.current = false;
    setPlaying(false);
    setTime(replayer.getCurrentTime());
  }, []);
  // A live replay follows the live edge: once the batches stored when it opened are in, it plays from the end of what it
  // has, and each stretch that arrives after is played as it comes (rrweb adds events to a running replay). `edge` is
  // the end already played to, so a stretch is played once, from where the one before ended. Seeking or pausing stops
  // following; "Go live" returns to the edge.
  const [following, setFollowing] = useState(true);
  const followingRef = useRef(true);
  const edgeRef = useRef<number | null>(null);
  const follow = useCallback((value: boolean) => {
    followingRef.current = value;
    setFollowing(value);
  }, []);
  useEffect(() => {
    playingRef.current = playing;
  }, [playing]);
  const onAdded = useCallback(
    (replayer: Replayer, storedLoaded: boolean) => {
      if (!live || !followingRef.current || !storedLoaded) return;
      const total = replayer.getMetaData().totalTime;
      if (edgeRef.current !== null && total <= edgeRef.current) return;
      const from = edgeRef.current ?? total;
      edgeRef.current = total;
      if (playingRef.current) return;
      replayer.play(from);
      playingRef.current = true;
      setPlaying(true);
      setTime(from);
    },
    [live],
  );
  const { stageRef, replayerRef, progress, index, meta, painted, origin, recorded, liveEnd, reconnecting } =
    useReplayStream({
      dataUrl,
      live: Boolean(live),
      tagNames,
      frameTitle: strings.frameTitle,
      speed,
      skipInactive: skip,
      onFinish,
      onAdded,
    });

  const rootRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<HTMLDivElement>(null);
  const [theatre, setTheatre] = usePlayerPreference('theatre');
  const [singleKeys, setSingleKeys] = usePlayerPreference('singleKeyShortcuts');
  const [fullscreen, setFullscreen] = useState(false);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [sheetOpen, setSheetOpen] = useState(false);
  const fullscreenAllowed = useSyncExternalStore(subscribeToNothing, canFullscreen, () => false);
  const immersive = theatre || fullscreen;
  const box = useStageFit({
    stageRef,
    recorded,
    zoom,
    keepInViewRef: sliderRef,
    scrollerRef: immersive ? rootRef : undefined,
    layout: `${theatre}-${fullscreen}`,
  });

  useEffect(() => {
    const onChange = () =>
      setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void rootRef.current?.requestFullscreen().catch(() => undefined);
  }, []);
  const toggleTheatre = useCallback(() => setTheatre(!theatre), [theatre, setTheatre]);
  const closeSheet = useCallback(() => setSheetOpen(false), []);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setTime(replayerRef.current?.getCurrentTime() ?? 0), 200);
    return () => window.clearInterval(timer);
  }, [playing, replayerRef]);

  // The moment to open at is sought once everything is loaded: before, the replayer may not hold events that late.
  useEffect(() => {
    const replayer = replayerRef.current;
    if (!progress.done || !painted || !replayer || startAt === undefined) return;
    const offset = Math.max(0, startAt - replayer.getMetaData().startTime);
    replayer.pause(offset);
    setTime(offset);
  }, [progress.done, painted, startAt, replayerRef]);

  const goLive = useCallback(() => {
    const replayer = replayerRef.current;
    if (!replayer) return;
    const total = replayer.getMetaData().totalTime;
    edgeRef.current = total;
    replayer.play(total);
    playingRef.current = true;
    setPlaying(true);
    setTime(total);
    follow(true);
  }, [replayerRef, follow]);

  const timelineStart = origin ?? meta?.startedAt ?? 0;
  const end = Math.max(meta?.lastActivityAt ?? 0, index.lastEventAt);
  const totalMs = Math.max(1, end - timelineStart);

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
    setMoved(true);
    follow(false);
  }, [playing, replayerRef, follow]);

  const jump = (offset: number) => {
    const replayer = replayerRef.current;
    if (!replayer) return;
    // rrweb applies the events strictly before the offset: 1 ms later shows the moment's own event (a page's snapshot).
    const at = Math.max(0, offset + 1);
    if (playing) replayer.play(at);
    else replayer.pause(at);
    setTime(at);
    setMoved(true);
    follow(false);
  };

  // A drag pauses at each place it passes; letting go plays on from there if the replay was playing.
  const seek = useCallback(
    (offset: number, dragging: boolean) => {
      const replayer = replayerRef.current;
      if (!replayer) return;
      const at = Math.max(0, Math.min(offset, totalMs));
      if (playing && !dragging) replayer.play(at);
      else replayer.pause(at);
      setTime(at);
      setMoved(true);
      follow(false);
    },
    [playing, totalMs, replayerRef, follow],
  );

  // Space plays and pauses, unless the keyboard is on a control that space already works (a button, a field); the
  // arrows (Shift: further), Home and End seek as on the slider, unless the keyboard is on something that uses them.
  // The single-key shortcuts (lib/studio/replay-shortcuts.ts) act unless they are turned off or the keyboard is in a
  // field; Escape leaves theatre mode. Nothing acts while the shortcut sheet is open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || sheetOpen) return;
      const target = event.target as HTMLElement | null;
      if (event.key === 'Escape') {
        if (theatre && !fullscreen && !target?.closest(TYPES_TEXT)) setTheatre(false);
        return;
      }
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === ' ') {
        if (
          target?.closest('button, a, input, select, textarea, summary, [contenteditable=""], [contenteditable="true"]')
        )
          return;
        event.preventDefault();
        toggle();
        return;
      }
      if (PAGE_SEEK_KEYS.has(event.key)) {
        if (target?.closest(USES_ARROW_KEYS)) return;
        const next = seekByKey(event.key, event.shiftKey, time, totalMs);
        if (next === null) return;
        event.preventDefault();
        seek(next, false);
        return;
      }
      const action = singleKeys && !target?.closest(TYPES_TEXT) ? shortcutAction(event) : null;
      if (!action) return;
      if (action === 'theatre') toggleTheatre();
      else if (action === 'fullscreen') {
        if (fullscreenAllowed) toggleFullscreen();
      } else if (action === 'zoomIn') setZoom(zoomStep(zoom, box?.fitted ?? 1, 1));
      else if (action === 'zoomOut') setZoom(zoomStep(zoom, box?.fitted ?? 1, -1));
      else if (action === 'zoomFit') setZoom('fit');
      else if (action === 'sheet') setSheetOpen(true);
      else {
        const href = action === 'next' ? neighbours?.next : neighbours?.previous;
        if (!href) return;
        navigate(href);
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [
    toggle,
    seek,
    time,
    totalMs,
    sheetOpen,
    theatre,
    fullscreen,
    setTheatre,
    singleKeys,
    toggleTheatre,
    toggleFullscreen,
    fullscreenAllowed,
    zoom,
    box,
    neighbours?.next,
    neighbours?.previous,
    navigate,
  ]);

  const changeSpeed = (value: number) => {
    setSpeed(value);
    replayerRef.current?.setConfig({ speed: value });
  };
  const changeSkip = (value: boolean) => {
    setSkip(value);
    replayerRef.current?.setConfig({ skipInactive: value });
  };

  const now = timelineStart + time;
  const noteEntries = useMemo(
    () =>
      notes.map((note): EventEntry => ({
        kind: 'note',
        ts: note.at,
        jumpTo: note.at,
        label: note.body,
        detail: note.author,
      })),
    [notes],
  );
  const entries = useMemo(() => sortedEntries(index.entries, steps, noteEntries), [index.entries, steps, noteEntries]);
  // A usability test's steps have a lane of their own on the timeline: where each task began and ended.
  const markers = useMemo(
    () => [
      ...index.markers,
      ...steps.map((step): Marker => ({ kind: 'task', ts: step.ts, jumpTo: step.jumpTo, label: step.label })),
    ],
    [index.markers, steps],
  );

  // The address follows the playhead once the team has played or moved it (at most once a second while playing), so
  // the address bar, a reload or a bookmark all name the moment shown.
  const lastWrite = useRef(0);
  useEffect(() => {
    if (!moved || !painted) return;
    if (playing && Date.now() - lastWrite.current < URL_FOLLOW_MS) return;
    lastWrite.current = Date.now();
    window.history.replaceState(window.history.state, '', momentUrl(now));
  }, [moved, painted, playing, now]);
  const moment = { clock, origin: timelineStart, jump };

  return (
    <div className="replay" ref={rootRef} data-theatre={immersive ? '' : undefined}>
      {!progress.done && !progress.failed ? (
        <p role="status" className="replay-progress">
          <progress max={Math.max(1, progress.total)} value={progress.loaded} />{' '}
          {strings.loading
            .replace(/\{loaded(?:, ?number)?\}/, count(progress.loaded))
            .replace(/\{total(?:, ?number)?\}/, count(progress.total))}
        </p>
      ) : null}
      {progress.failed ? (
        <p role="alert" className="form-error">
          {strings.loadFailed}
        </p>
      ) : null}
      {progress.done && !painted ? <p>{strings.empty}</p> : null}
      {live ? (
        <LiveBar
          strings={live}
          end={liveEnd}
          reconnecting={reconnecting}
          following={following}
          canGoLive={painted}
          onGoLive={goLive}
        />
      ) : null}
      <div className="replay-layout">
        <div className="replay-main">
          <div className="replay-stage" ref={stageRef} data-testid="replay-stage" />
          <ReplayControls
            playing={playing}
            canPlay={painted}
            onToggle={toggle}
            speed={speed}
            onSpeed={changeSpeed}
            skip={skip}
            onSkip={changeSkip}
            clockText={`${clock(time)} / ${clock(totalMs)}`}
            display={{
              theatre,
              onTheatre: toggleTheatre,
              fullscreen,
              onFullscreen: fullscreenAllowed ? toggleFullscreen : undefined,
              zoom,
              onZoom: setZoom,
              fitted: box?.fitted ?? null,
              onShortcuts: () => setSheetOpen(true),
              percent,
              shortcutsOn: singleKeys,
            }}
            strings={strings}
          >
            <CopyMomentLink at={now} strings={strings} />
            {neighbours ? (
              <SessionSteps
                previous={neighbours.previous}
                next={neighbours.next}
                shortcutsOn={singleKeys}
                strings={strings}
              />
            ) : null}
          </ReplayControls>
          <ReplayTimeline
            trackRef={sliderRef}
            markers={markers}
            origin={timelineStart}
            totalMs={totalMs}
            time={time}
            clock={clock}
            count={count}
            jump={jump}
            seek={seek}
            strings={strings}
          />
        </div>
        <aside className="replay-side">
          {webcam ? <WebcamVideo {...webcam} now={now} playing={playing} speed={speed} moment={moment} /> : null}
          <EventList
            entries={entries}
            now={now}
            origin={timelineStart}
            playing={playing}
            clock={clock}
            jump={jump}
            strings={strings}
          />
        </aside>
      </div>
      <div className="replay-panels">
        <div>
          <NetworkPanel rows={index.network} strings={strings} moment={moment} />
          <ConsolePanel rows={index.console} strings={strings} moment={moment} />
        </div>
        <div>
          {notesHref === null ? null : (
            <NotesPanel
              notes={notes}
              at={now}
              origin={timelineStart}
              clock={clock}
              jump={jump}
              addNote={addNote}
              notesHref={notesHref}
              strings={strings}
            />
          )}
          <ErrorsPanel rows={index.errors} strings={strings} moment={moment} />
          <CanvasPanel
            snapshots={meta?.images ?? []}
            now={now}
            canvasUrl={canvasUrl}
            strings={strings}
            moment={moment}
          />
        </div>
      </div>
      {sheetOpen ? (
        <ShortcutSheet
          singleKeys={singleKeys}
          onSingleKeys={setSingleKeys}
          onClose={closeSheet}
          strings={strings.sheet}
        />
      ) : null}
    </div>
  );
}

/**
 * A live replay's bar: the Live badge while the stream follows the recording (saying so while it reconnects), then why
 * it stopped.
 */
function LiveBar({
  strings,
  end,
  reconnecting,
  following,
  canGoLive,
  onGoLive,
}: {
  strings: LiveStrings;
  end: LiveEnd | null;
  reconnecting: boolean;
  following: boolean;
  canGoLive: boolean;
  onGoLive: () => void;
}) {
  if (end) {
    return (
      <p role="status" className="replay-live" data-live-end={end}>
        {strings.ended[end]}
      </p>
    );
  }
  return (
    <p className="replay-live" data-live={following ? 'following' : 'behind'}>
      <span className="live-badge">{strings.badge}</span>{' '}
      {reconnecting ? (
        <span role="status" data-live-reconnecting="">
          {strings.reconnecting}
        </span>
      ) : following ? (
        <span role="status">{strings.following}</span>
      ) : (
        <button type="button" className="button secondary small" onClick={onGoLive} disabled={!canGoLive}>
          {strings.goLive}
        </button>
      )}
    </p>
  );
}
