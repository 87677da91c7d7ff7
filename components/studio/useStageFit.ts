'use client';

import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { stageBox, type StageBox, type Zoom } from '@/lib/studio/replay-fit';

/** Space kept between what must stay in view and the screen's bottom edge (px). */
const BOTTOM_MARGIN_PX = 8;

/**
 * Draws the recorded page at the size its room allows (lib/studio/replay-fit.ts): fitted, as wide as the stage's
 * column and short enough that `keepInViewRef` (the last control that must stay on the first screen: the slider)
 * is still on it; at a chosen zoom, the stage scrolling when the page is larger. `scrollerRef` is the element the
 * player scrolls in when it is not the window (theatre mode: the player fills the screen and scrolls itself).
 * Refits when the recorded size, the zoom or `layout` changes, and when the window is resized.
 */
export function useStageFit({
  stageRef,
  recorded,
  zoom,
  keepInViewRef,
  scrollerRef,
  layout,
}: {
  /** Where the replayer put its wrapper (rrweb's `.replayer-wrapper`, which holds the recorded page's frame). */
  stageRef: RefObject<HTMLDivElement | null>;
  recorded: { width: number; height: number } | null;
  zoom: Zoom;
  keepInViewRef?: RefObject<HTMLElement | null>;
  /** Null when the page scrolls (the window). */
  scrollerRef?: RefObject<HTMLElement | null>;
  /** Anything else that moves the stage (theatre mode, fullscreen): a change refits. */
  layout?: string;
}): StageBox | null {
  const [box, setBox] = useState<StageBox | null>(null);

  const apply = useCallback(() => {
    const stage = stageRef.current;
    const wrapper = stage?.querySelector<HTMLElement>(':scope > .replayer-wrapper');
    if (!stage || !wrapper || !recorded) return;
    const rect = stage.getBoundingClientRect();
    const scroller = scrollerRef?.current ?? null;
    const top = scroller
      ? rect.top - scroller.getBoundingClientRect().top + scroller.scrollTop
      : rect.top + window.scrollY;
    const screen = scroller ? scroller.clientHeight : window.innerHeight;
    const keep = keepInViewRef?.current;
    const below = keep ? Math.max(0, keep.getBoundingClientRect().bottom - rect.bottom) + BOTTOM_MARGIN_PX : 0;
    const next = stageBox(recorded, { width: stage.clientWidth, room: screen - top - below }, zoom);
    wrapper.style.transform = `translateX(${next.left}px) scale(${next.scale})`;
    stage.style.blockSize = `${next.blockSize}px`;
    if (next.scrolls) stage.dataset.scrolls = '';
    else delete stage.dataset.scrolls;
    setBox((last) =>
      last &&
      last.scale === next.scale &&
      last.left === next.left &&
      last.blockSize === next.blockSize &&
      last.scrolls === next.scrolls
        ? last
        : next,
    );
  }, [stageRef, recorded, zoom, keepInViewRef, scrollerRef]);

  // Before paint: the stage never shows a frame at the old size after a change of mode.
  useLayoutEffect(() => {
    apply();
  }, [apply, layout]);

  useEffect(() => {
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, [apply]);

  return box;
}
