import type { Marker } from './replay-index';
import {
  CLUSTER_GAP_FRACTION,
  focusByKey,
  resolveFocus,
  SEEK_PAGE_MS,
  SEEK_STEP_MS,
  seekByKey,
  timeAtPointer,
  timelineLanes,
} from './replay-timeline';

const marker = (kind: Marker['kind'], ts: number, label = kind): Marker => ({ kind, ts, jumpTo: ts, label });

test('each kind gets its own lane, so an error at the moment of a click is not hidden under it', () => {
  const lanes = timelineLanes(
    [marker('click', 1000), marker('error', 1000), marker('custom', 1000), marker('page', 0)],
    0,
    10_000,
  );
  expect(lanes.map((lane) => [lane.kind, lane.count, lane.clusters.length])).toEqual([
    ['page', 1, 1],
    ['click', 1, 1],
    ['error', 1, 1],
    ['custom', 1, 1],
  ]);
  expect(lanes[1]!.clusters[0]!.position).toBe(0.1);
});

test('markers of a lane closer than CLUSTER_GAP_FRACTION make one cluster that counts them; farther ones stay apart', () => {
  const total = 100_000;
  const near = total * CLUSTER_GAP_FRACTION * 0.5;
  const [clicks] = timelineLanes(
    [marker('click', 5000 + near), marker('click', 5000), marker('click', 5000 + 2 * near), marker('click', 50_000)],
    0,
    total,
  );
  expect(clicks!.count).toBe(4);
  expect(clicks!.clusters.map((cluster) => cluster.markers.map((m) => m.ts))).toEqual([
    [5000, 5000 + near, 5000 + 2 * near],
    [50_000],
  ]);
});

test('the keys seek by named steps and stay inside the recording', () => {
  expect(seekByKey('ArrowRight', false, 1000, 60_000)).toBe(1000 + SEEK_STEP_MS);
  expect(seekByKey('ArrowLeft', false, 1000, 60_000)).toBe(0);
  expect(seekByKey('ArrowRight', true, 1000, 60_000)).toBe(1000 + SEEK_PAGE_MS);
  expect(seekByKey('PageUp', false, 50_000, 60_000)).toBe(60_000);
  expect(seekByKey('Home', false, 50_000, 60_000)).toBe(0);
  expect(seekByKey('End', false, 5, 60_000)).toBe(60_000);
  expect(seekByKey('a', false, 5, 60_000)).toBeNull();
});

test('a pointer seeks to its place along the track, clamped to its ends', () => {
  expect(timeAtPointer(150, 100, 200, 60_000)).toBe(15_000);
  expect(timeAtPointer(50, 100, 200, 60_000)).toBe(0);
  expect(timeAtPointer(900, 100, 200, 60_000)).toBe(60_000);
});

test('inside the lanes, Left and Right go along a lane, Home and End to its ends, Up and Down to the nearest marker of the next lane', () => {
  const lanes = timelineLanes(
    [marker('page', 0), marker('page', 8000), marker('click', 1000), marker('click', 4000), marker('click', 9000)],
    0,
    10_000,
  );
  const start = { kind: 'click' as const, position: 0.4 };
  expect(focusByKey(lanes, start, 'ArrowRight')).toEqual({ kind: 'click', position: 0.9 });
  expect(focusByKey(lanes, start, 'ArrowLeft')).toEqual({ kind: 'click', position: 0.1 });
  // At an end, the key stays there.
  expect(focusByKey(lanes, { kind: 'click', position: 0.9 }, 'ArrowRight')).toEqual({ kind: 'click', position: 0.9 });
  expect(focusByKey(lanes, start, 'Home')).toEqual({ kind: 'click', position: 0.1 });
  expect(focusByKey(lanes, start, 'End')).toEqual({ kind: 'click', position: 0.9 });
  // Up from the click at 4 s: the page lane's marker nearest 4 s is the one at 0 s (8 s is farther).
  expect(focusByKey(lanes, start, 'ArrowUp')).toEqual({ kind: 'page', position: 0 });
  expect(focusByKey(lanes, { kind: 'page', position: 0.8 }, 'ArrowDown')).toEqual({ kind: 'click', position: 0.9 });
  expect(focusByKey(lanes, start, 'ArrowDown')).toEqual({ kind: 'click', position: 0.4 });
  expect(focusByKey(lanes, start, 'Enter')).toBeNull();
  expect(focusByKey([], start, 'ArrowRight')).toBeNull();
  // A lane that is gone (or a place between markers) resolves to the first lane's, or the lane's, nearest marker.
  expect(resolveFocus(lanes, { kind: 'error', position: 0.75 })).toEqual({ lane: 0, cluster: 1 });
  expect(resolveFocus(lanes, { kind: 'click', position: 0.3 })).toEqual({ lane: 1, cluster: 1 });
});
