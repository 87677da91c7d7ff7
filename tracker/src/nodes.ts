/**
 * The tracker's own per-node state (a canvas's snapshot timer, a tag's visibility observer, ...) keyed by node, and
 * its upkeep: every NODE_MAINTENANCE_INTERVAL_MS, in chunks of NODE_MAINTENANCE_BATCH nodes, the state of nodes no
 * longer in the document is released, so a page that keeps replacing its content does not grow the tracker's memory.
 * Memory hygiene only: no message is sent.
 */
import { NODE_MAINTENANCE_BATCH, NODE_MAINTENANCE_INTERVAL_MS, NODE_MAINTENANCE_STEP_MS } from './constants';

export interface NodeRegistry {
  /** Keeps `release` to run once the node has left the document (or when the registry stops). */
  track(node: Node, release: () => void): void;
  /** Forgets a node without running its release (its owner released it already). */
  forget(node: Node): void;
  readonly size: number;
  /** One maintenance pass now (the timer calls it too). */
  maintain(): void;
  /** Releases everything and ends the upkeep. */
  stop(): void;
}

export function createNodeRegistry(): NodeRegistry {
  const releases = new Map<Node, () => void>();
  let chunkTimer: ReturnType<typeof setTimeout> | undefined;

  function release(node: Node): void {
    const run = releases.get(node);
    releases.delete(node);
    run?.();
  }

  function maintain(): void {
    clearTimeout(chunkTimer);
    const nodes = [...releases.keys()];
    let next = 0;
    const step = () => {
      const end = Math.min(next + NODE_MAINTENANCE_BATCH, nodes.length);
      for (; next < end; next++) if (!nodes[next]!.isConnected) release(nodes[next]!);
      if (next < nodes.length) chunkTimer = setTimeout(step, NODE_MAINTENANCE_STEP_MS);
    };
    step();
  }

  const interval = setInterval(maintain, NODE_MAINTENANCE_INTERVAL_MS);

  return {
    track: (node, run) => void releases.set(node, run),
    forget: (node) => void releases.delete(node),
    get size() {
      return releases.size;
    },
    maintain,
    stop() {
      clearInterval(interval);
      clearTimeout(chunkTimer);
      for (const node of [...releases.keys()]) release(node);
    },
  };
}
