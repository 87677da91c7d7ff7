/**
 * Where the click map draws its badges, pure (components/studio/ClickMapView.tsx measures the elements): one badge
 * over each clicked element, its size growing with its share of the clicks; badges that would overlap (elements side
 * by side, a label inside its button, a narrow screen's links) are one badge with their clicks added up, so no count
 * hides another.
 */

/** The smallest badge (px), and how much the most clicked element's adds to it. */
export const BADGE_MIN_PX = 18;
export const BADGE_GROWTH_PX = 22;

/** A clicked element as drawn over the snapshot: its box (px, in the map's frame) and its clicks. */
export interface ClickedBox {
  selector: string;
  x: number;
  y: number;
  width: number;
  height: number;
  clicks: number;
}

export interface Badge {
  /** Its centre (px, in the map's frame). */
  x: number;
  y: number;
  size: number;
  clicks: number;
  /** The elements it counts, most clicked first. */
  targets: { selector: string; clicks: number }[];
}

/** A badge's size for its clicks, out of the most clicked element's. */
export function badgeSize(clicks: number, most: number): number {
  return BADGE_MIN_PX + Math.round(BADGE_GROWTH_PX * Math.min(1, clicks / Math.max(1, most)));
}

/** The badges for these boxes: one per box, those that would overlap merged (at their clicks' weighted centre). */
export function clickBadges(boxes: readonly ClickedBox[]): Badge[] {
  const most = Math.max(1, ...boxes.map((box) => box.clicks));
  let badges: Badge[] = boxes.map((box) => ({
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
    size: badgeSize(box.clicks, most),
    clicks: box.clicks,
    targets: [{ selector: box.selector, clicks: box.clicks }],
  }));
  for (;;) {
    const pair = overlapping(badges);
    if (!pair) break;
    const [a, b] = [badges[pair[0]]!, badges[pair[1]]!];
    const clicks = a.clicks + b.clicks;
    const merged: Badge = {
      x: (a.x * a.clicks + b.x * b.clicks) / clicks,
      y: (a.y * a.clicks + b.y * b.clicks) / clicks,
      size: badgeSize(clicks, most),
      clicks,
      targets: [...a.targets, ...b.targets].sort((one, two) => two.clicks - one.clicks),
    };
    badges = [...badges.filter((_, index) => index !== pair[0] && index !== pair[1]), merged];
  }
  return badges.sort((a, b) => b.clicks - a.clicks || a.targets[0]!.selector.localeCompare(b.targets[0]!.selector));
}

/** The first two badges whose circles overlap, or null. */
function overlapping(badges: readonly Badge[]): [number, number] | null {
  for (let i = 0; i < badges.length; i += 1)
    for (let j = i + 1; j < badges.length; j += 1) {
      const a = badges[i]!;
      const b = badges[j]!;
      if (Math.hypot(a.x - b.x, a.y - b.y) < (a.size + b.size) / 2) return [i, j];
    }
  return null;
}
