'use client';

import { isZoom, ZOOM_LEVELS, type Zoom } from '@/lib/studio/replay-fit';

export type ControlStrings = {
  play: string;
  pause: string;
  speed: string;
  skipInactivity: string;
  theatre: string;
  fullscreen: string;
  zoom: string;
  /** With `{percent}`: the scale fitting gives now. */
  zoomFit: string;
  shortcuts: string;
};

export const SPEEDS = [1, 2, 4, 8] as const;

/** The player's display: theatre mode, fullscreen, zoom, and the shortcut sheet. */
export interface DisplayControls {
  theatre: boolean;
  onTheatre: () => void;
  fullscreen: boolean;
  /** Absent where the browser has no fullscreen for the player. */
  onFullscreen?: () => void;
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
  /** The scale fitting draws the recording at now (null before it is drawn). */
  fitted: number | null;
  onShortcuts: () => void;
  /** A share in the page's digits (`72 %`, `٪۷۲`). */
  percent: (share: number) => string;
  /** The single-key shortcuts are on: the buttons name their keys (aria-keyshortcuts). */
  shortcutsOn: boolean;
}

function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={path} />
    </svg>
  );
}

/**
 * Play or pause (a button named for what it does now: "Play" while paused, "Pause" while playing, never also
 * "pressed"), speed, skipping inactivity, the clock; then the display: zoom, theatre mode and fullscreen (toggles with
 * a stable name, pressed or not), and the shortcut sheet.
 */
export function ReplayControls({
  playing,
  canPlay,
  onToggle,
  speed,
  onSpeed,
  skip,
  onSkip,
  clockText,
  display,
  strings,
  children,
}: {
  playing: boolean;
  canPlay: boolean;
  onToggle: () => void;
  speed: number;
  onSpeed: (speed: number) => void;
  skip: boolean;
  onSkip: (skip: boolean) => void;
  clockText: string;
  display: DisplayControls;
  strings: ControlStrings;
  /** More controls at the end of the row (the moment's link, the list's previous and next sessions). */
  children?: React.ReactNode;
}) {
  const keys = (combination: string) => (display.shortcutsOn ? combination : undefined);
  return (
    <div className="replay-controls">
      <button
        type="button"
        className="button primary replay-play"
        onClick={onToggle}
        disabled={!canPlay}
        aria-keyshortcuts="Space"
      >
        {playing ? strings.pause : strings.play}
      </button>
      <span className="replay-clock" dir="ltr">
        {clockText}
      </span>
      <label>
        {strings.speed}{' '}
        <select value={speed} onChange={(event) => onSpeed(Number(event.target.value))}>
          {SPEEDS.map((value) => (
            <option key={value} value={value}>
              {value}×
            </option>
          ))}
        </select>
      </label>
      <label>
        <input type="checkbox" checked={skip} onChange={(event) => onSkip(event.target.checked)} />{' '}
        {strings.skipInactivity}
      </label>
      <span className="replay-display">
        <label>
          {strings.zoom}{' '}
          <select
            value={String(display.zoom)}
            onChange={(event) => {
              const chosen = event.target.value === 'fit' ? 'fit' : Number(event.target.value);
              if (isZoom(chosen)) display.onZoom(chosen);
            }}
          >
            <option value="fit">
              {strings.zoomFit.replace('{percent}', display.fitted === null ? '' : display.percent(display.fitted))}
            </option>
            {ZOOM_LEVELS.map((level) => (
              <option key={level} value={String(level)}>
                {display.percent(level)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="replay-icon"
          aria-pressed={display.theatre}
          aria-label={strings.theatre}
          title={strings.theatre}
          aria-keyshortcuts={keys('T')}
          onClick={display.onTheatre}
        >
          <Icon path="M3 6h18v12H3zM7 6v12M17 6v12" />
        </button>
        {display.onFullscreen ? (
          <button
            type="button"
            className="replay-icon"
            aria-pressed={display.fullscreen}
            aria-label={strings.fullscreen}
            title={strings.fullscreen}
            aria-keyshortcuts={keys('Shift+F')}
            onClick={display.onFullscreen}
          >
            <Icon path="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
          </button>
        ) : null}
        <button
          type="button"
          className="replay-icon"
          aria-haspopup="dialog"
          aria-label={strings.shortcuts}
          title={strings.shortcuts}
          aria-keyshortcuts={keys('?')}
          onClick={display.onShortcuts}
        >
          <Icon path="M3 7h18v11H3zM6 10h1M9 10h1M12 10h1M15 10h1M18 10h1M7 14h10" />
        </button>
      </span>
      {children}
    </div>
  );
}
