import { FLUSH_INTERVAL_MS, OUTBOX_RECHECK_MS, SESSION_RESTART_MS, WORKER_STOPPING_MS } from '../constants';
import { decodeBatch } from '../protocol/codec';
import { MESSAGE_TYPES } from '../protocol/messages';
import type { FromWorker, SessionAuth } from './commands';
import { createWorkerCore } from './core';
import type { OutboxEntry } from './outbox';

const auth: SessionAuth = {
  ingest: 'https://p.example/ingest',
  token: 'tok',
  pageNo: 1,
  tabId: 'tab',
  delay: 5,
  beaconSizeLimit: 1_000_000,
  compressionThreshold: 24_000,
};

function setup(statuses: number[] = [], leftovers: OutboxEntry[] | ((ownTab: boolean) => OutboxEntry[]) = []) {
  /** What the worker told the page, but the `batched` notes (their own test below). */
  const posted: FromWorker[] = [];
  const batched: number[] = [];
  const sent: { url: string; body: Uint8Array }[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, body: init.body as Uint8Array });
    return new Response(null, { status: statuses.shift() ?? 200 });
  });
  const core = createWorkerCore({
    post: (message) => (message.type === 'batched' ? batched.push(message.through) : posted.push(message)),
    fetch: fetch as unknown as typeof globalThis.fetch,
    outbox: {
      put() {},
      remove() {},
      takeLeftovers: async (_tab, _now, ownTab = true) =>
        typeof leftovers === 'function' ? leftovers(ownTab) : leftovers,
    },
    warn: () => undefined,
  });
  const frames = () => sent.filter((s) => s.url.includes('batch=1_')).flatMap((s) => decodeBatch(s.body).frames);
  return { core, posted, batched, sent, frames };
}

const visibility = (hidden: boolean) => ({
  type: 'messages' as const,
  list: [[MESSAGE_TYPES.visibility, { ts: 1, hidden }]] as [number, unknown][],
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('worker states (not active, starting, active, stopping, stopped)', () => {
  it('goes not_active -> starting on start, -> active on auth, -> stopped on stop', () => {
    const { core } = setup();
    expect(core.state).toBe('not_active');
    core.handle({ type: 'auth', ...auth });
    expect(core.state).toBe('not_active');
    core.handle({ type: 'start' });
    expect(core.state).toBe('starting');
    core.handle({ type: 'auth', ...auth });
    expect(core.state).toBe('active');
    core.handle({ type: 'stop' });
    expect(core.state).toBe('stopped');
    core.handle({ type: 'start' });
    expect(core.state).toBe('starting');
  });

  it('is stopping for WORKER_STOPPING_MS after a restart, then not_active; a restart while stopping is a no-op', async () => {
    const { core, posted } = setup([401, 401]);
    core.handle({ type: 'start' });
    core.handle({ type: 'auth', ...auth });
    core.handle({ type: 'messages', list: [[MESSAGE_TYPES.custom, { ts: 1, name: 'a' }]] });
    core.handle({ type: 'flush' });
    await jest.advanceTimersByTimeAsync(0);
    expect(core.state).toBe('stopping');
    expect(posted).toEqual([{ type: 'restart', reason: 'batch response 401' }]);
    await jest.advanceTimersByTimeAsync(WORKER_STOPPING_MS - 1);
    expect(core.state).toBe('stopping');
    await jest.advanceTimersByTimeAsync(1);
    expect(core.state).toBe('not_active');
    expect(posted).toHaveLength(1);
  });

  it('keeps what arrives between start and auth, and writes it once the session is known', async () => {
    const { core, frames } = setup();
    core.handle({ type: 'start' });
    core.handle({ type: 'messages', list: [[MESSAGE_TYPES.custom, { ts: 1, name: 'early' }]] });
    core.handle({ type: 'auth', ...auth });
    core.handle({ type: 'flush' });
    await jest.advanceTimersByTimeAsync(0);
    expect(frames()).toEqual([{ type: MESSAGE_TYPES.custom, payload: '{"ts":1,"name":"early"}' }]);
  });

  it('reports failure when sending fails for good, and takes nothing more', async () => {
    const { core, posted } = setup([403]);
    core.handle({ type: 'start' });
    core.handle({ type: 'auth', ...auth });
    core.handle({ type: 'messages', list: [[MESSAGE_TYPES.custom, { ts: 1 }]] });
    core.handle({ type: 'flush' });
    await jest.advanceTimersByTimeAsync(0);
    expect(core.state).toBe('stopped');
    expect(posted).toEqual([{ type: 'failure', reason: 'batch response 403' }]);
  });
});

describe('batching in the worker', () => {
  it('JSON-encodes the raw messages it gets from the page (JSON.stringify stays off the main thread)', async () => {
    const { core, frames } = setup();
    core.handle({ type: 'start' });
    core.handle({ type: 'auth', ...auth });
    core.handle({ type: 'messages', list: [[MESSAGE_TYPES.click, { ts: 2, label: 'Parley', nested: { a: [1, 2] } }]] });
    core.handle({ type: 'flush' });
    await jest.advanceTimersByTimeAsync(0);
    expect(frames()).toEqual([
      { type: MESSAGE_TYPES.click, payload: '{"ts":2,"label":"Parley","nested":{"a":[1,2]}}' },
    ]);
  });

  it(`sends the batch being written every FLUSH_INTERVAL_MS (${FLUSH_INTERVAL_MS} ms), and nothing when nothing was recorded`, async () => {
    const { core, sent } = setup();
    core.handle({ type: 'start' });
    core.handle({ type: 'auth', ...auth });
    core.handle({ type: 'messages', list: [[MESSAGE_TYPES.custom, { ts: 1 }]] });
    await jest.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS - 1);
    expect(sent).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent.map((s) => s.url)).toEqual(['https://p.example/ingest/v1/web/i?batch=1_0']);
    await jest.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 3);
    expect(sent).toHaveLength(1);
  });

  it("sends the batch holding a full snapshot at once (a page's biggest message leaves while the page surely lives)", async () => {
    const { core, sent } = setup();
    core.handle({ type: 'start' });
    core.handle({ type: 'auth', ...auth });
    core.handle({
      type: 'messages',
      list: [
        [MESSAGE_TYPES.page, { ts: 1 }],
        [MESSAGE_TYPES.rrweb, { type: 2, data: { node: {} }, timestamp: 1 }],
        [MESSAGE_TYPES.rrweb, { type: 3, data: {}, timestamp: 2 }],
      ],
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => decodeBatch(s.body).frames.length)).toEqual([2]);
  });

  it('skips a message that cannot be encoded and keeps the rest', async () => {
    const { core, frames } = setup();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    core.handle({ type: 'start' });
    core.handle({ type: 'auth', ...auth });
    core.handle({
      type: 'messages',
      list: [
        [MESSAGE_TYPES.custom, circular],
        [MESSAGE_TYPES.custom, { ok: 1 }],
      ],
    });
    core.handle({ type: 'flush' });
    await jest.advanceTimersByTimeAsync(0);
    expect(frames()).toEqual([{ type: MESSAGE_TYPES.custom, payload: '{"ok":1}' }]);
  });

  it('sends what an earlier page of the tab left unsent, once per page', async () => {
    const leftover: OutboxEntry = {
      key: 'x:0',
      url: 'https://p.example/ingest/v1/web/i?batch=0_7',
      token: 'old',
      body: new Uint8Array([1]),
      gzip: false,
      tabId: 'tab',
      savedAt: 1,
    };
    const { core, sent } = setup([], [leftover]);
    core.handle({ type: 'start' });
    core.handle({ type: 'auth', ...auth });
    await jest.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.url)).toEqual(['https://p.example/ingest/v1/web/i?batch=0_7']);
  });

  it('tells the page how far its messages are in finished batches; a message it cannot encode keeps its index', async () => {
    const { core, batched, frames } = setup();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    core.handle({ type: 'start' });
    core.handle({ type: 'auth', ...auth });
    core.handle({
      type: 'messages',
      list: [
        [MESSAGE_TYPES.custom, { n: 0 }],
        [MESSAGE_TYPES.custom, circular],
        [MESSAGE_TYPES.custom, { n: 2 }],
      ],
    });
    core.handle({ type: 'flush' });
    await jest.advanceTimersByTimeAsync(0);
    // The unencodable message ends the batch before it: message 2 keeps index 2 in the next one.
    expect(batched).toEqual([1, 3]);
    expect(frames().map((f) => f.payload)).toEqual(['{"n":0}', '{"n":2}']);
  });

  it(`looks again every ${OUTBOX_RECHECK_MS} ms for what other tabs left (a tab closed meanwhile), sending each once`, async () => {
    const looks: boolean[] = [];
    let closedTab: OutboxEntry[] = [];
    const { core, sent } = setup([], (ownTab) => {
      looks.push(ownTab);
      return closedTab;
    });
    core.handle({ type: 'start' });
    core.handle({ type: 'auth', ...auth });
    await jest.advanceTimersByTimeAsync(0);
    expect(looks).toEqual([true]);
    closedTab = [
      {
        key: 'y:3',
        url: 'https://p.example/ingest/v1/web/i?batch=2_3',
        token: 'other',
        body: new Uint8Array([1]),
        gzip: false,
        tabId: 'closed',
        savedAt: 1,
      },
    ];
    await jest.advanceTimersByTimeAsync(OUTBOX_RECHECK_MS);
    await jest.advanceTimersByTimeAsync(OUTBOX_RECHECK_MS);
    expect(looks).toEqual([true, false, false]);
    expect(sent.map((s) => s.url)).toEqual(['https://p.example/ingest/v1/web/i?batch=2_3']);
    core.handle({ type: 'stop' });
    await jest.advanceTimersByTimeAsync(OUTBOX_RECHECK_MS);
    expect(looks).toHaveLength(3);
  });
});

describe('the 30-minute rule (SESSION_RESTART_MS, armed while the page is hidden)', () => {
  it('asks for a new session when the page stayed hidden for 30 minutes', async () => {
    const { core, posted } = setup();
    core.handle({ type: 'start' });
    core.handle({ type: 'auth', ...auth });
    core.handle(visibility(true));
    await jest.advanceTimersByTimeAsync(SESSION_RESTART_MS - 1);
    expect(posted).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(posted).toEqual([{ type: 'restart', reason: `hidden for ${SESSION_RESTART_MS} ms` }]);
    expect(core.state).toBe('stopping');
  });

  it('disarms when the page is visible again, and re-arms from zero the next time it is hidden', async () => {
    const { core, posted } = setup();
    core.handle({ type: 'start' });
    core.handle({ type: 'auth', ...auth });
    core.handle(visibility(true));
    await jest.advanceTimersByTimeAsync(SESSION_RESTART_MS - 1_000);
    core.handle(visibility(false));
    await jest.advanceTimersByTimeAsync(SESSION_RESTART_MS * 2);
    expect(posted).toEqual([]);
    core.handle(visibility(true));
    await jest.advanceTimersByTimeAsync(SESSION_RESTART_MS);
    expect(posted).toHaveLength(1);
  });

  it('never fires while the page stays visible, however long the visit', async () => {
    const { core, posted } = setup();
    core.handle({ type: 'start' });
    core.handle({ type: 'auth', ...auth });
    await jest.advanceTimersByTimeAsync(SESSION_RESTART_MS * 4);
    expect(posted).toEqual([]);
    expect(core.state).toBe('active');
  });
});
