/**
 * The replay timeline's geometry and keys, pure (the player's ReplayTimeline draws them): each kind of marker has its
 * own lane, and markers of a lane too close to tell apart are drawn as one cluster with a count, so none hides
 * another; the keyboard seeks by named steps.
 */
import { MARKER_KINDS, type Marker, type MarkerKind } from './replay-index';

/** Markers of one lane closer than this share a cluster (a fraction of the timeline's width: about 10 px at 1,000 px). */
export const CLUSTER_GAP_FRACTION = 0.01;
/** Arrow keys seek this far (ms); with Shift, or Page Up / Page Down, `SEEK_PAGE_MS`. */
export const SEEK_STEP_MS = 5_000;
export const SEEK_PAGE_MS = 30_000;

export interface Cluster {
  kind: MarkerKind;
  /** Where it is drawn: 0 (start) … 1 (end), its first marker's place. */
  position: number;
  markers: Marker[];
}

export interface Lane {
  kind: MarkerKind;
  clusters: Cluster[];
  count: number;
}

/** Where a moment is on the timeline, 0 … 1. */
export const positionOf = (ts: number, origin: number, totalMs: number) =>
  Math.min(1, Math.max(0, (ts - origin) / Math.max(1, totalMs)));

/** One lane per kind that has markers (in MARKER_KINDS order), its markers in time order, clustered. */
export function timelineLanes(
  markers: readonly Marker[],
  origin: number,
  totalMs: number,
  gap = CLUSTER_GAP_FRACTION,
): Lane[] {
  const lanes: Lane[] = [];
  for (const kind of MARKER_KINDS) {
    const ofKind = markers.filter((marker) => marker.kind === kind).sort((a, b) => a.ts - b.ts);
    if (ofKind.length === 0) continue;
    const clusters: Cluster[] = [];
    for (const marker of ofKind) {
      const position = positionOf(marker.ts, origin, totalMs);
      const last = clusters[clusters.length - 1];
      if (last && position - last.position < gap) last.markers.push(marker);
      else clusters.push({ kind, position, markers: [marker] });
    }
    lanes.push({ kind, clusters, count: ofKind.length });
  }
  return lanes;
}

/**
 * The playhead a key moves the timeline's slider to (ms from the start), or null for a key the slider leaves alone. The
 * player (ReplayPlayer) also seeks by its Left, Right, Home and End from anywhere else on the page.
 */
export function seekByKey(key: string, shift: boolean, time: number, totalMs: number): number | null {
  const clamp = (ms: number) => Math.min(totalMs, Math.max(0, ms));
  const step = shift ? SEEK_PAGE_MS : SEEK_STEP_MS;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(time + step);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(time - step);
    case 'PageUp':
      return clamp(time + SEEK_PAGE_MS);
    case 'PageDown':
      return clamp(time - SEEK_PAGE_MS);
    case 'Home':
      return 0;
    case 'End':
      return totalMs;
    default:
      return null;
  }
}

/** The moment under a pointer at `clientX` over a track spanning `left` … `left + width` (the timeline runs left to right in every language). */
export function timeAtPointer(clientX: number, left: number, width: number, totalMs: number): number {
  if (width <= 0) return 0;
  return Math.round(Math.min(1, Math.max(0, (clientX - left) / width)) * totalMs);
}

/** Where the keyboard is in the timeline's markers: a lane (by kind) and a place along it (0 … 1). */
export interface MarkerFocus {
  kind: MarkerKind;
  position: number;
}

/** The cluster of a lane nearest a place along it (the first of two as near). */
export function nearestCluster(lane: Lane, position: number): number {
  let best = 0;
  lane.clusters.forEach((cluster, index) => {
    if (Math.abs(cluster.position - position) < Math.abs(lane.clusters[best]!.position - position)) best = index;
  });
  return best;
}

/** Which lane and cluster a focus names: its lane (else the first) and the cluster nearest its place. */
export function resolveFocus(lanes: readonly Lane[], focus: MarkerFocus): { lane: number; cluster: number } | null {
  if (lanes.length === 0) return null;
  const lane = Math.max(
    0,
    lanes.findIndex((one) => one.kind === focus.kind),
  );
  return { lane, cluster: nearestCluster(lanes[lane]!, focus.position) };
}

/**
 * The marker a key moves the keyboard to inside the timeline's lanes (one Tab stop for all of them), or null for a key
 * they leave alone: Left and Right the previous and next cluster of the lane (the timeline runs left to right in every
 * language), Home and End its first and last, Up and Down the lane above and below, at the cluster nearest in time.
 */
export function focusByKey(lanes: readonly Lane[], focus: MarkerFocus, key: string): MarkerFocus | null {
  const at = resolveFocus(lanes, focus);
  if (!at) return null;
  const lane = lanes[at.lane]!;
  const inLane = (cluster: number): MarkerFocus => {
    const index = Math.min(lane.clusters.length - 1, Math.max(0, cluster));
    return { kind: lane.kind, position: lane.clusters[index]!.position };
  };
  const toLane = (index: number): MarkerFocus => {
    const next = lanes[Math.min(lanes.length - 1, Math.max(0, index))]!;
    const here = lane.clusters[at.cluster]!.position;
    return { kind: next.kind, position: next.clusters[nearestCluster(next, here)]!.position };
  };
  switch (key) {
    case 'ArrowRight':
      return inLane(at.cluster + 1);
    case 'ArrowLeft':
      return inLane(at.cluster - 1);
    case 'Home':
      return inLane(0);
    case 'End':
      return inLane(lane.clusters.length - 1);
    case 'ArrowDown':
      return toLane(at.lane + 1);
    case 'ArrowUp':
      return toLane(at.lane - 1);
    default:
      return null;
  }
}
