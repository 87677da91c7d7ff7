import 'fake-indexeddb/auto';
import { EventEmitter } from 'node:events';
import { createSegmentStore } from './segments';

// jsdom has no structuredClone (fake-indexeddb needs it) and its Blob cannot be read back: the Node realm's.
const nodeRealm = (EventEmitter.constructor as FunctionConstructor)('return globalThis')() as typeof globalThis;
Object.assign(globalThis, { structuredClone: nodeRealm.structuredClone, Blob: nodeRealm.Blob });

const text = async (blob: Blob) => new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()));
const owner = { sessionId: 's-1', testId: 't-1' };

beforeEach(async () => {
  await createSegmentStore().removeOthers([]);
});

describe('the video segments in IndexedDB', () => {
  it('numbers a participant’s segments from 0, one per page, and keeps when each started', async () => {
    const page1 = createSegmentStore();
    const first = await page1.create(owner, 1_000);
    // The next page has a store of its own, on the same database.
    const second = await createSegmentStore().create(owner, 9_000);
    expect([first.n, second.n]).toEqual([0, 1]);
    expect((await page1.list(owner)).map((s) => [s.n, s.startedAt])).toEqual([
      [0, 1_000],
      [1, 9_000],
    ]);
  });

  it('joins a segment’s pieces in order into one webm file', async () => {
    const store = createSegmentStore();
    const segment = await store.create(owner, 1_000);
    await Promise.all([
      store.append(segment, 0, new Blob(['one '])),
      store.append(segment, 1, new Blob(['two '])),
      store.append(segment, 2, new Blob(['three'])),
    ]);
    const [listed] = await store.list(owner);
    expect(listed!.blob.type).toBe('video/webm');
    expect(await text(listed!.blob)).toBe('one two three');
  });

  it('keeps owners apart, removes one segment with its pieces, and drops what is not the owner’s', async () => {
    const store = createSegmentStore();
    const mine = await store.create(owner, 1);
    await store.append(mine, 0, new Blob(['mine']));
    const other = await store.create({ sessionId: 's-0', testId: 't-1' }, 1);
    await store.append(other, 0, new Blob(['old']));
    expect((await store.list(owner)).map((s) => s.key)).toEqual([mine.key]);

    await store.removeOthers([owner]);
    expect(await store.list({ sessionId: 's-0', testId: 't-1' })).toEqual([]);
    expect(await store.list(owner)).toHaveLength(1);

    await store.remove(mine.key);
    expect(await store.list(owner)).toEqual([]);
    // Its pieces went with it: a new segment 0 starts empty.
    const again = await store.create(owner, 2);
    expect(again.n).toBe(0);
    expect((await store.list(owner))[0]!.blob.size).toBe(0);
  });
});
