import { useEffect, useState } from 'react';

/** The compact layout is on below this width, in CSS pixels. globals.css uses the same breakpoint. */
export const COMPACT_LAYOUT_WIDTH = 700;

export function isCompactWidth(width: number): boolean {
  return width < COMPACT_LAYOUT_WIDTH;
}

/**
 * The resize check. Before the first check (server render, first paint) it is `null`: the bar then
 * renders both variants and CSS media queries show the right one, so nothing shifts when the check runs.
 */
export function useCompactLayout(): boolean | null {
  const [compact, setCompact] = useState<boolean | null>(null);
  useEffect(() => {
    const check = () => setCompact(isCompactWidth(window.innerWidth));
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, []);
  return compact;
}
