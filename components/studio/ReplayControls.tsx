'use client';

export type ControlStrings = { play: string; pause: string; speed: string; skipInactivity: string };

export const SPEEDS = [1, 2, 4, 8] as const;

/** Play/pause, speed, skipping inactivity, and the clock. */
export function ReplayControls({
  playing,
  canPlay,
  onToggle,
  speed,
  onSpeed,
  skip,
  onSkip,
  clockText,
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
  strings: ControlStrings;
  /** More controls at the end of the row (the moment's link). */
  children?: React.ReactNode;
}) {
  return (
    <div className="replay-controls">
      <button type="button" className="button primary" onClick={onToggle} disabled={!canPlay} aria-pressed={playing}>
        {playing ? strings.pause : strings.play}
      </button>
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
      <span className="replay-clock" dir="ltr">
        {clockText}
      </span>
      {children}
    </div>
  );
}
