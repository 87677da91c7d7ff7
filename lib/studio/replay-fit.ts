/**
 * How large the replay player draws the recorded page, pure (components/studio/useStageFit.ts applies it): fitted to
 * the room it has, which is the column's width and the screen's height down to the controls that must stay in view,
 * or at a zoom the team chose.
 */

/** The zoom levels the player offers besides fitting the recording to its room. */
export const ZOOM_LEVELS = [0.5, 0.75, 1, 1.5, 2] as const;
export type ZoomLevel = (typeof ZOOM_LEVELS)[number];
export type Zoom = 'fit' | ZoomLevel;

/** The stage's least height (px), however little room the screen has. */
export const MIN_STAGE_PX = 240;

export const isZoom = (value: unknown): value is Zoom =>
  value === 'fit' || (ZOOM_LEVELS as readonly unknown[]).includes(value);

/**
 * The scale that fits a recorded viewport of `width` × `height` into a column `columnWidth` wide with `room` px of
 * height (at least MIN_STAGE_PX): never larger than the recording itself.
 */
export function fitScale(width: number, height: number, columnWidth: number, room: number): number {
  if (width <= 0 || height <= 0) return 1;
  return Math.max(0.05, Math.min(1, columnWidth / width, Math.max(MIN_STAGE_PX, room) / height));
}

/**
 * The zoom one step in (`+1`) or out (`-1`) from the one shown: from fitting, the nearest level past the fitted
 * scale; from a level, the next one; at either end the same. Fitting again is its own key (`0`).
 */
export function zoomStep(current: Zoom, fitted: number, direction: 1 | -1): Zoom {
  const scale = current === 'fit' ? fitted : current;
  const levels =
    direction > 0 ? ZOOM_LEVELS.filter((z) => z > scale + 1e-9) : ZOOM_LEVELS.filter((z) => z < scale - 1e-9);
  if (levels.length === 0) return current;
  return direction > 0 ? levels[0]! : levels[levels.length - 1]!;
}

/** Where the stage draws the recording: its scale, its left offset (centred when narrower), its height. */
export interface StageBox {
  scale: number;
  /** The scale fitting would draw at (what the zoom menu says "fit" is now). */
  fitted: number;
  left: number;
  /** The stage's height (px): the drawn height, or the room when a zoom draws it taller (the stage then scrolls). */
  blockSize: number;
  /** Whether the drawn page is larger than the stage (a zoom past the room): the stage scrolls. */
  scrolls: boolean;
}

export function stageBox(
  recorded: { width: number; height: number },
  column: { width: number; room: number },
  zoom: Zoom,
): StageBox {
  const fitted = fitScale(recorded.width, recorded.height, column.width, column.room);
  const scale = zoom === 'fit' ? fitted : zoom;
  const drawnWidth = recorded.width * scale;
  const drawnHeight = recorded.height * scale;
  const room = Math.max(MIN_STAGE_PX, column.room);
  const scrolls = drawnWidth > column.width + 0.5 || drawnHeight > room + 0.5;
  return {
    scale,
    fitted,
    left: Math.max(0, Math.round((column.width - drawnWidth) / 2)),
    blockSize: Math.ceil(zoom === 'fit' ? drawnHeight : Math.min(drawnHeight, room)),
    scrolls,
  };
}
