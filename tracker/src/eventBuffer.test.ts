import { COMMIT_INTERVAL_MS } from './constants';
import { createEventBuffer } from './eventBuffer';
import type { RawMessage } from './worker/commands';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('handing messages to the worker', () => {
  it(`posts what was recorded in one message per COMMIT_INTERVAL_MS (${COMMIT_INTERVAL_MS} ms) tick`, () => {
    const posts: RawMessage[][] = [];
    const buffer = createEventBuffer(
      (list) => posts.push(list),
      () => undefined,
    );
    buffer.push([1, { a: 1 }]);
    buffer.push([1, { a: 2 }]);
    jest.advanceTimersByTime(COMMIT_INTERVAL_MS - 1);
    expect(posts).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(posts).toEqual([
      [
        [1, { a: 1 }],
        [1, { a: 2 }],
      ],
    ]);
    jest.advanceTimersByTime(COMMIT_INTERVAL_MS * 10);
    expect(posts).toHaveLength(1);
  });

  it('posts at once, with whatever waited before it, for an urgent message (a click)', () => {
    const posts: RawMessage[][] = [];
    const buffer = createEventBuffer(
      (list) => posts.push(list),
      () => undefined,
    );
    buffer.push([1, { a: 1 }]);
    buffer.push([3, { click: 1 }], true);
    expect(posts).toEqual([
      [
        [1, { a: 1 }],
        [3, { click: 1 }],
      ],
    ]);
  });

  it('drops only a message the browser cannot clone, not the others posted with it', () => {
    const posts: RawMessage[][] = [];
    const warnings: string[] = [];
    const post = (list: RawMessage[]) => {
      if (list.some(([, data]) => typeof (data as { f?: unknown }).f === 'function'))
        throw new DOMException('could not be cloned', 'DataCloneError');
      posts.push(list);
    };
    const buffer = createEventBuffer(post, (message) => warnings.push(message));
    buffer.push([6, { name: 'ok' }]);
    buffer.push([6, { f: () => 1 }]);
    buffer.push([6, { name: 'also ok' }]);
    buffer.commit();
    expect(posts.flat()).toEqual([
      [6, { name: 'ok' }],
      [6, { name: 'also ok' }],
    ]);
    expect(warnings).toHaveLength(1);
  });
});
