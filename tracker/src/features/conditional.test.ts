import { COLD_START_BUFFER_MS, DURATION_CHECK_MS } from '../constants';
import { MESSAGE_TYPES } from '../protocol/messages';
import type { RawMessage } from '../worker/commands';
import { startConditional } from './conditional';
import type { StartCondition } from './conditions';

function setup(conditions: StartCondition[] | null) {
  window.fetch = jest.fn(async () =>
    conditions ? new Response(JSON.stringify({ conditions })) : new Response('', { status: 500 }),
  ) as unknown as typeof fetch;
  const triggered: string[] = [];
  const snapshots = jest.fn();
  const fail = jest.fn();
  const cold = startConditional({
    ingest: 'https://p.example/ingest',
    token: 'probe',
    projectID: '7',
    now: () => Date.now() + 100,
    snapshot: snapshots,
    trigger: (name) => triggered.push(name),
    fail,
  });
  return { cold, triggered, snapshots, fail };
}

const custom = (name: string): RawMessage => [MESSAGE_TYPES.custom, { ts: Date.now(), name }];
const page = (url: string): RawMessage => [MESSAGE_TYPES.page, { ts: Date.now(), url }];

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('cold start memory', () => {
  it('keeps 30 to 60 s of history: two buffers, the older dropped every COLD_START_BUFFER_MS, each begun with a full snapshot', async () => {
    const { cold, snapshots } = setup([]);
    cold.push(page('https://p.example/a'));
    cold.push(custom('t0'));
    await jest.advanceTimersByTimeAsync(COLD_START_BUFFER_MS);
    expect(snapshots).toHaveBeenCalledTimes(1);
    cold.push(custom('t30'));
    expect(cold.messages().map(([, d]) => (d as { name?: string }).name ?? 'page')).toEqual(['page', 't0', 't30']);
    expect(cold.historyMs()).toBe(COLD_START_BUFFER_MS);
    await jest.advanceTimersByTimeAsync(COLD_START_BUFFER_MS);
    cold.push(custom('t60'));
    // The first buffer (with the page message) is gone: the history begins with the page it was on.
    const names = cold
      .messages()
      .map(([type, d]) =>
        type === MESSAGE_TYPES.page ? `page ${(d as { url: string }).url}` : (d as { name: string }).name,
      );
    expect(names).toEqual(['page https://p.example/a', 't30', 't60']);
    expect(cold.historyMs()).toBe(COLD_START_BUFFER_MS);
    cold.stop();
  });

  it('checks what was recorded before the conditions arrived, then everything recorded after', async () => {
    const { cold, triggered } = setup([
      { name: 'blog', filters: [{ type: 'location', operator: 'contains', value: ['/blog'] }] },
    ]);
    cold.push(page('https://p.example/blog'));
    expect(triggered).toEqual([]);
    await jest.advanceTimersByTimeAsync(0);
    expect(triggered).toEqual(['blog']);
    cold.stop();
  });

  it('triggers on a later message and on feature flags that load before or after the conditions', async () => {
    const { cold, triggered } = setup([
      { name: 'custom', filters: [{ type: 'custom', operator: 'is', value: ['go'] }] },
      { name: 'flag', filters: [{ type: 'metadata', source: 'featureFlag', operator: 'is', value: ['beta'] }] },
    ]);
    cold.flags(['beta']);
    await jest.advanceTimersByTimeAsync(0);
    expect(triggered).toEqual(['flag']);
    cold.push(custom('go'));
    expect(triggered).toEqual(['flag', 'custom']);
    cold.stop();
  });

  it(`checks a duration condition every DURATION_CHECK_MS (${DURATION_CHECK_MS} ms)`, async () => {
    const { cold, triggered } = setup([
      { name: 'stayed', filters: [{ type: 'duration', operator: '>', value: [5_000] }] },
    ]);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(triggered).toEqual([]);
    await jest.advanceTimersByTimeAsync(DURATION_CHECK_MS);
    expect(triggered).toEqual(['stayed']);
    cold.stop();
  });

  it('gives up when the conditions cannot be had', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fail } = setup(null);
    await jest.advanceTimersByTimeAsync(0);
    expect(fail).toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('cannot fetch start conditions');
    error.mockRestore();
  });

  it('triggers nothing once stopped', async () => {
    const { cold, triggered } = setup([{ name: 'c', filters: [{ type: 'custom', operator: 'isAny', value: [] }] }]);
    await jest.advanceTimersByTimeAsync(0);
    cold.stop();
    cold.push(custom('x'));
    expect(triggered).toEqual([]);
  });
});
