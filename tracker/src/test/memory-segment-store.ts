/**
 * A SegmentStore (tracker/src/uxt/segments.ts) in memory for unit tests: it holds `segments` (a new one is numbered
 * after the owner's, its pieces joined into its blob), and `left` names what is still there.
 */
import type { Segment, SegmentStore } from '../uxt/segments';

export function memorySegmentStore(initial: readonly Segment[]): { store: SegmentStore; left: () => string[] } {
  const segments = new Map(initial.map((segment) => [segment.key, segment]));
  const store: SegmentStore = {
    create: jest.fn(async (owner, startedAt) => {
      const n = [...segments.values()].filter(
        (s) => s.sessionId === owner.sessionId && s.testId === owner.testId,
      ).length;
      const segment = { ...owner, key: `${owner.sessionId}/${owner.testId}/${n}`, n, startedAt, blob: new Blob([]) };
      segments.set(segment.key, segment);
      return segment;
    }),
    append: jest.fn(async (info, _seq, data) => {
      const segment = segments.get(info.key);
      if (segment) segment.blob = new Blob([segment.blob, data]);
    }),
    list: async (owner) =>
      [...segments.values()].filter((s) => s.sessionId === owner.sessionId && s.testId === owner.testId),
    remove: async (key) => void segments.delete(key),
    removeOthers: jest.fn(async () => undefined),
  };
  return { store, left: () => [...segments.keys()] };
}
