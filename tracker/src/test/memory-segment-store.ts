/** A SegmentStore (tracker/src/uxt/segments.ts) in memory for unit tests: it holds `segments`, and `left` names what is still there. */
import type { Segment, SegmentStore } from '../uxt/segments';

export function memorySegmentStore(initial: readonly Segment[]): { store: SegmentStore; left: () => string[] } {
  const segments = new Map(initial.map((segment) => [segment.key, segment]));
  const store: SegmentStore = {
    create: jest.fn(),
    append: jest.fn(),
    list: async () => [...segments.values()],
    remove: async (key) => void segments.delete(key),
    removeOthers: jest.fn(async () => undefined),
  };
  return { store, left: () => [...segments.keys()] };
}
