import { BADGE_GROWTH_PX, BADGE_MIN_PX, badgeSize, clickBadges, type ClickedBox } from './click-map-badges';

const box = (selector: string, x: number, y: number, clicks: number, size = 20): ClickedBox => ({
  selector,
  x,
  y,
  width: size,
  height: size,
  clicks,
});

test('a badge is centred on its element, sized by its share of the clicks', () => {
  expect(clickBadges([box('#a', 100, 100, 4), box('#b', 300, 100, 1)])).toEqual([
    { x: 110, y: 110, size: BADGE_MIN_PX + BADGE_GROWTH_PX, clicks: 4, targets: [{ selector: '#a', clicks: 4 }] },
    { x: 310, y: 110, size: badgeSize(1, 4), clicks: 1, targets: [{ selector: '#b', clicks: 1 }] },
  ]);
});

test('badges that would overlap are one, counting both, at their weighted centre; a third nearby joins them', () => {
  // Two small links side by side (a Persian page's menu: 20 px apart), a label inside the first, and one far away.
  const badges = clickBadges([
    box('#fa-1', 100, 100, 3),
    box('#fa-2', 120, 100, 1),
    box('#fa-1 > span', 104, 104, 2, 12),
    box('#far', 600, 400, 2),
  ]);
  expect(badges.map((badge) => [badge.clicks, badge.targets.map((target) => target.selector)])).toEqual([
    [6, ['#fa-1', '#fa-1 > span', '#fa-2']],
    [2, ['#far']],
  ]);
  expect(badges[0]!.size).toBe(BADGE_MIN_PX + BADGE_GROWTH_PX);
  // No two badges left overlap.
  const [a, b] = badges;
  expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThanOrEqual((a!.size + b!.size) / 2);
});

test('no box, no badge', () => {
  expect(clickBadges([])).toEqual([]);
});
