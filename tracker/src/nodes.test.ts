import { NODE_MAINTENANCE_BATCH, NODE_MAINTENANCE_INTERVAL_MS, NODE_MAINTENANCE_STEP_MS } from './constants';
import { createNodeRegistry } from './nodes';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('node maintenance', () => {
  it('keeps the per-node state flat on a page that keeps replacing its content', () => {
    const registry = createNodeRegistry();
    const released: Node[] = [];
    const sizes: number[] = [];
    for (let round = 0; round < 10; round++) {
      // Each round the page swaps its list for a new one of 200 items with per-node state.
      document.body.innerHTML = '';
      const list = document.body.appendChild(document.createElement('ul'));
      for (let i = 0; i < 200; i++) {
        const item = list.appendChild(document.createElement('li'));
        registry.track(item, () => released.push(item));
      }
      jest.advanceTimersByTime(NODE_MAINTENANCE_INTERVAL_MS);
      sizes.push(registry.size);
    }
    expect(sizes).toEqual(Array(10).fill(200));
    expect(released).toHaveLength(9 * 200);
    expect(released.every((node) => !node.isConnected)).toBe(true);
    registry.stop();
    expect(registry.size).toBe(0);
    expect(released).toHaveLength(10 * 200);
  });

  it(`looks at NODE_MAINTENANCE_BATCH (${NODE_MAINTENANCE_BATCH}) nodes per step, NODE_MAINTENANCE_STEP_MS apart`, () => {
    const registry = createNodeRegistry();
    const total = NODE_MAINTENANCE_BATCH * 2 + 10;
    for (let i = 0; i < total; i++) registry.track(document.createElement('span'), () => undefined);
    registry.maintain();
    expect(registry.size).toBe(total - NODE_MAINTENANCE_BATCH);
    jest.advanceTimersByTime(NODE_MAINTENANCE_STEP_MS);
    expect(registry.size).toBe(10);
    jest.advanceTimersByTime(NODE_MAINTENANCE_STEP_MS);
    expect(registry.size).toBe(0);
    registry.stop();
  });

  it('does not run before NODE_MAINTENANCE_INTERVAL_MS, and leaves nodes in the document alone', () => {
    const registry = createNodeRegistry();
    const gone = document.createElement('div');
    const here = document.body.appendChild(document.createElement('div'));
    const release = jest.fn();
    registry.track(gone, release);
    registry.track(here, release);
    jest.advanceTimersByTime(NODE_MAINTENANCE_INTERVAL_MS - 1);
    expect(registry.size).toBe(2);
    jest.advanceTimersByTime(1);
    expect(registry.size).toBe(1);
    expect(release).toHaveBeenCalledTimes(1);
    registry.forget(here);
    registry.stop();
    expect(release).toHaveBeenCalledTimes(1);
  });
});
