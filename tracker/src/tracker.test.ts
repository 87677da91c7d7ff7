import { FINAL_BATCH_FIRST, KEEPALIVE_MAX_BYTES, STORAGE_KEYS } from './constants';
import { decodeBatch } from './protocol/codec';
import { MESSAGE_TYPES } from './protocol/messages';
import { COLD_START_REASON, createTracker, type TrackerOptions } from './tracker';
import type { FromWorker, RawMessage, ToWorker } from './worker/commands';

jest.mock('@rrweb/record', () => {
  const record = Object.assign(
    (options: { emit(event: unknown): void }) => {
      options.emit({ type: 4, timestamp: Date.now(), data: { href: location.href, width: 1, height: 1 } });
      return () => undefined;
    },
    { takeFullSnapshot: jest.fn(), mirror: { getNode: () => null, getId: () => 1 } },
  );
  return { record };
});

class FakeWorker {
  static instances: FakeWorker[] = [];
  posted: ToWorker[] = [];
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: unknown = null;
  constructor(readonly url: string) {
    FakeWorker.instances.push(this);
  }
  postMessage(message: ToWorker): void {
    this.posted.push(message);
  }
  emit(message: FromWorker): void {
    this.onmessage?.({ data: message } as MessageEvent<FromWorker>);
  }
  get types(): string[] {
    return this.posted.map((m) => m.type);
  }
  /** Every message the page handed over, in order. */
  get messages(): RawMessage[] {
    return this.posted.flatMap((m) => (m.type === 'messages' ? m.list : []));
  }
}

interface Call {
  path: string;
  body: Record<string, unknown> | null;
  headers: Record<string, string>;
  /** A batch (a binary body), decoded. */
  batch?: ReturnType<typeof decodeBatch>;
  keepalive?: boolean;
}

/** A fake ingest behind window.fetch: responds by path, counts sessions. */
function fakeIngest(handlers: Record<string, (body: Record<string, unknown> | null) => [number, unknown]> = {}) {
  const calls: Call[] = [];
  let sessions = 0;
  const defaults: Record<string, (body: Record<string, unknown> | null) => [number, unknown]> = {
    '/ingest/v1/web/start': (body) => {
      const sessionID = body?.token ? `s${sessions}` : `s${++sessions}`;
      return [
        200,
        {
          token: `tok-${sessionID}-${calls.length}`,
          sessionID,
          projectID: '7',
          userUUID: 'u1',
          delay: 0,
          startTimestamp: 1,
          features: { 'feature-flags': true },
        },
      ];
    },
    '/ingest/v1/web/tags': () => [200, { tags: [] }],
    '/ingest/v1/web/feature-flags': () => [
      200,
      {
        flags: [
          { key: 'new-editor', value: 'b', is_persist: true },
          { key: 'off', value: false, is_persist: false },
        ],
      },
    ],
    '/ingest/v1/web/conditions/7': () => [
      200,
      {
        conditions: [{ name: 'went-to-checkout', filters: [{ type: 'custom', operator: 'is', value: ['checkout'] }] }],
      },
    ],
  };
  window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), location.href);
    const binary = init?.body instanceof Uint8Array ? init.body : null;
    const body = init?.body && !binary ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    calls.push({
      path: url.pathname + (binary ? url.search : ''),
      body,
      headers: (init?.headers ?? {}) as Record<string, string>,
      batch: binary ? decodeBatch(binary) : undefined,
      keepalive: init?.keepalive,
    });
    const handler = handlers[url.pathname] ?? defaults[url.pathname];
    const [status, reply] = handler ? handler(body) : [404, { error: 'no' }];
    return new Response(JSON.stringify(reply), { status });
  }) as unknown as typeof fetch;
  return { calls, paths: () => calls.map((c) => c.path) };
}

const options: TrackerOptions = { projectKey: 'parley-demo', ingestPoint: '/ingest', workerUrl: '/tracker/worker.js' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const worker = () => FakeWorker.instances.at(-1)!;

beforeAll(() => Object.assign(window, { Worker: FakeWorker }));
beforeEach(() => {
  FakeWorker.instances = [];
  sessionStorage.clear();
  localStorage.clear();
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
});

describe('tracker states: not active, starting, active, cold start', () => {
  it('goes not_active -> starting -> active, refusing a second start while starting', async () => {
    fakeIngest();
    const tracker = createTracker(options);
    expect(tracker.activity).toBe('not_active');
    const first = tracker.start();
    expect(tracker.activity).toBe('starting');
    expect(await tracker.start()).toEqual({ success: false, reason: 'already starting' });
    expect(await first).toEqual({ success: true, sessionID: 's1' });
    expect(tracker.activity).toBe('active');
    expect(tracker.getSessionID()).toBe('s1');
    expect(await tracker.start()).toEqual({ success: true, sessionID: 's1' });
    tracker.stop();
    expect(tracker.activity).toBe('not_active');
    expect(tracker.getSessionID()).toBeNull();
    expect(worker().types.at(-1)).toBe('stop');
  });

  it('tells the worker start, then auth with the session (token, page number, tab, limits), then the recording', async () => {
    fakeIngest();
    const tracker = createTracker({ ...options, userID: 'mina', metadata: { plan: 'pro' } });
    await tracker.start();
    expect(worker().url).toBe('/tracker/worker.js');
    expect(worker().types.slice(0, 2)).toEqual(['start', 'auth']);
    expect(worker().posted[1]).toMatchObject({
      type: 'auth',
      ingest: `${location.origin}/ingest`,
      token: 'tok-s1-1',
      pageNo: 0,
      tabId: sessionStorage.getItem(STORAGE_KEYS.tabId),
      delay: 0,
    });
    await new Promise((resolve) => setTimeout(resolve, 40));
    const types = worker().messages.map(([type]) => type);
    expect(types.slice(0, 4)).toEqual([
      MESSAGE_TYPES.page,
      MESSAGE_TYPES.rrweb,
      MESSAGE_TYPES.user,
      MESSAGE_TYPES.metadata,
    ]);
    tracker.stop();
  });

  it('after stop(), a new start() continues the session on the next page number', async () => {
    fakeIngest();
    const tracker = createTracker(options);
    await tracker.start();
    tracker.stop();
    expect(await tracker.start()).toEqual({ success: true, sessionID: 's1' });
    expect(worker().types).toEqual(expect.arrayContaining(['stop']));
    expect(
      worker()
        .posted.filter((m) => m.type === 'auth')
        .map((m) => (m as { pageNo: number }).pageNo),
    ).toEqual([0, 1]);
    tracker.stop();
  });

  it('answers the reason and goes back to not_active when the ingest refuses the start', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeIngest({ '/ingest/v1/web/start': () => [403, { error: 'capture rate miss' }] });
    const tracker = createTracker(options);
    expect(await tracker.start()).toEqual({
      success: false,
      reason: 'Server error: 403. {"error":"capture rate miss"}',
    });
    expect(tracker.activity).toBe('not_active');
    warn.mockRestore();
  });

  it('a stop while starting cancels the start', async () => {
    fakeIngest();
    const tracker = createTracker(options);
    const starting = tracker.start();
    tracker.stop();
    expect(await starting).toEqual({ success: false, reason: 'canceled' });
    expect(tracker.activity).toBe('not_active');
  });
});

describe('privacy signals', () => {
  it.each([
    [
      'Global Privacy Control',
      () => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true }),
    ],
    ['Do Not Track', () => Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true })],
  ])('with %s on, never records: no request to the ingest, no worker', async (_name, turnOn) => {
    turnOn();
    const ingest = fakeIngest();
    const tracker = createTracker({ ...options, conditional: true });
    const result = await tracker.start();
    expect(result.success).toBe(false);
    expect(ingest.calls).toEqual([]);
    expect(FakeWorker.instances).toEqual([]);
    expect(tracker.activity).toBe('not_active');
  });

  it('records anyway when respectPrivacySignals is false', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    fakeIngest();
    const tracker = createTracker({ ...options, respectPrivacySignals: false });
    expect((await tracker.start()).success).toBe(true);
    tracker.stop();
  });
});

describe('restarts', () => {
  it('starts a new session when the worker says so (a 401, or 30 minutes hidden): no token sent, page 0 again', async () => {
    const ingest = fakeIngest();
    const tracker = createTracker(options);
    await tracker.start();
    worker().emit({ type: 'restart', reason: 'batch response 401' });
    await settle();
    await settle();
    expect(tracker.activity).toBe('active');
    expect(tracker.getSessionID()).toBe('s2');
    const starts = ingest.calls.filter((c) => c.path === '/ingest/v1/web/start');
    expect(starts).toHaveLength(2);
    expect(starts[1]!.body).not.toHaveProperty('token');
    expect(worker().types.filter((t) => t === 'auth')).toHaveLength(2);
    expect(
      worker()
        .posted.filter((m) => m.type === 'auth')
        .map((m) => (m as { pageNo: number }).pageNo),
    ).toEqual([0, 0]);
    tracker.stop();
  });

  it("sends the site's member token with the start, and the one setUserID gives with the next start", async () => {
    const ingest = fakeIngest();
    const tracker = createTracker({ ...options, userID: 'mina', userToken: 'member-token-1' });
    await tracker.start();
    tracker.setUserID('mina', 'member-token-2');
    worker().emit({ type: 'restart', reason: 'batch response 401' });
    await settle();
    await settle();
    tracker.setUserID('omid');
    worker().emit({ type: 'restart', reason: 'batch response 401' });
    await settle();
    await settle();
    const starts = ingest.calls.filter((c) => c.path === '/ingest/v1/web/start').map((c) => c.body);
    expect(starts).toEqual([
      expect.objectContaining({ userID: 'mina', userToken: 'member-token-1' }),
      expect.objectContaining({ userID: 'mina', userToken: 'member-token-2' }),
      expect.not.objectContaining({ userToken: expect.anything() }),
    ]);
    expect(starts[2]).toMatchObject({ userID: 'omid' });
    tracker.stop();
  });

  it('stops when the worker reports that sending failed for good', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeIngest();
    const tracker = createTracker(options);
    await tracker.start();
    worker().emit({ type: 'failure', reason: 'batch failed 11 times' });
    expect(tracker.activity).toBe('not_active');
    expect(warn).toHaveBeenCalledWith('[parley tracker] recording stopped: batch failed 11 times');
    warn.mockRestore();
  });
});

describe('the page being hidden or left', () => {
  it('hidden: hands everything to the worker at once and asks it to send now', async () => {
    fakeIngest();
    const tracker = createTracker(options);
    await tracker.start();
    tracker.event('about-to-leave');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    const tail = worker().posted.slice(-2);
    expect(tail[0]!.type).toBe('messages');
    // Everything still waiting for the 30 ms tick goes along, the visibility change last.
    expect((tail[0] as { list: RawMessage[] }).list.map(([type]) => type)).toEqual([
      MESSAGE_TYPES.page,
      MESSAGE_TYPES.rrweb,
      MESSAGE_TYPES.custom,
      MESSAGE_TYPES.visibility,
    ]);
    expect(tail[1]).toEqual({ type: 'flush' });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    tracker.stop();
  });

  it('left (pagehide, which a closing tab fires before visibilitychange): the page sends what the worker has not batched itself too, with keepalive, recorded as hidden', async () => {
    const ingest = fakeIngest();
    const tracker = createTracker(options);
    await tracker.start();
    tracker.event('first');
    await new Promise((resolve) => setTimeout(resolve, 40));
    // The worker put the first three messages (page, meta, first) into a finished batch.
    worker().emit({ type: 'batched', through: 3 });
    tracker.event('last-words');
    dispatchEvent(new Event('pagehide'));
    expect(worker().types.at(-1)).toBe('flush');
    const last = ingest.calls.find((c) => c.path === `/ingest/v1/web/i?batch=0_${FINAL_BATCH_FIRST}`)!;
    expect(last.keepalive).toBe(true);
    expect(last.headers.Authorization).toMatch(/^Bearer tok-/);
    expect(last.batch!.header).toMatchObject({ pageNo: 0, batchNo: FINAL_BATCH_FIRST, firstIndex: 3 });
    expect(last.batch!.frames.map((f) => f.type)).toEqual([MESSAGE_TYPES.custom, MESSAGE_TYPES.visibility]);
    expect(JSON.parse(last.batch!.frames[1]!.payload)).toMatchObject({ hidden: true });
    // The worker got the same messages (the same indexes); a later visibilitychange adds nothing.
    expect(
      worker()
        .messages.map(([type]) => type)
        .slice(3),
    ).toEqual([MESSAGE_TYPES.custom, MESSAGE_TYPES.visibility]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(worker().messages.filter(([type]) => type === MESSAGE_TYPES.visibility)).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    tracker.stop();
  });

  it('left with more than one keepalive request can carry unbatched: the page sends the messages before the one that does not fit, the worker all (gzip)', async () => {
    const ingest = fakeIngest();
    const tracker = createTracker(options);
    await tracker.start();
    await new Promise((resolve) => setTimeout(resolve, 40));
    const before = worker().messages.length;
    tracker.event('big', { text: 'x'.repeat(KEEPALIVE_MAX_BYTES) });
    dispatchEvent(new Event('pagehide'));
    expect(worker().types.at(-1)).toBe('flush');
    const sent = ingest.calls.filter((c) => c.path.startsWith('/ingest/v1/web/i'));
    expect(sent.map((c) => c.path)).toEqual([`/ingest/v1/web/i?batch=0_${FINAL_BATCH_FIRST}`]);
    // The page's first messages (its page message among them) are in the page's own batch; the big event and the
    // visibility change after it are left to the worker, which was handed everything.
    expect(before).toBeGreaterThan(0);
    expect(sent[0]!.batch!.header).toMatchObject({ firstIndex: 0 });
    expect(sent[0]!.batch!.frames.map((f) => f.type)).toEqual(
      worker()
        .messages.slice(0, before)
        .map(([type]) => type),
    );
    expect(sent[0]!.batch!.frames.map((f) => f.type)).toContain(MESSAGE_TYPES.page);
    expect(
      worker()
        .messages.slice(before)
        .map(([type]) => type),
    ).toEqual([MESSAGE_TYPES.custom, MESSAGE_TYPES.visibility]);
    tracker.stop();
  });
});

describe('start conditions (cold start)', () => {
  it('records into memory with a doNotRecord session, then a matching event starts the session with that history first', async () => {
    const ingest = fakeIngest();
    const tracker = createTracker({ ...options, conditional: true });
    expect(await tracker.start()).toEqual({ success: false, reason: COLD_START_REASON });
    expect(tracker.activity).toBe('cold_start');
    expect(ingest.calls[0]!.body).toMatchObject({ doNotRecord: true });
    await settle();
    expect(ingest.paths()).toContain('/ingest/v1/web/conditions/7');
    expect(FakeWorker.instances).toEqual([]);
    tracker.event('browsing');
    tracker.event('checkout');
    await settle();
    await settle();
    expect(tracker.activity).toBe('active');
    const start = ingest.calls.filter((c) => c.path === '/ingest/v1/web/start')[1]!;
    expect(start.body).toMatchObject({ condition: 'went-to-checkout', bufferDiff: expect.any(Number) });
    expect(start.body).not.toHaveProperty('doNotRecord');
    expect(worker().types.slice(0, 3)).toEqual(['start', 'auth', 'messages']);
    const history = (worker().posted[2] as { list: RawMessage[] }).list;
    expect(history.map(([type]) => type).slice(0, 2)).toEqual([MESSAGE_TYPES.page, MESSAGE_TYPES.rrweb]);
    expect(
      history.filter(([type]) => type === MESSAGE_TYPES.custom).map(([, d]) => (d as { name: string }).name),
    ).toEqual(['browsing', 'checkout']);
    tracker.event('after');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(worker().messages.at(-1)![1]).toMatchObject({ name: 'after' });
    tracker.stop();
  });

  it('continues a session a condition started on an earlier page, without going cold again', async () => {
    const ingest = fakeIngest();
    await createTracker(options).start();
    const tracker = createTracker({ ...options, conditional: true });
    expect((await tracker.start()).success).toBe(true);
    expect(ingest.calls.filter((c) => c.path === '/ingest/v1/web/start')[1]!.body).toMatchObject({
      token: expect.any(String),
    });
    tracker.stop();
  });

  it('stops recording into memory when the conditions cannot be had', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeIngest({ '/ingest/v1/web/conditions/7': () => [500, { error: 'x' }] });
    const tracker = createTracker({ ...options, conditional: true });
    await tracker.start();
    await settle();
    await settle();
    expect(error).toHaveBeenCalledWith('cannot fetch start conditions');
    expect(tracker.activity).toBe('not_active');
    error.mockRestore();
  });
});

describe('feature flags API', () => {
  it('loads the flags after start and answers isFlagEnabled, getFeatureFlag and onFlagsLoad', async () => {
    const ingest = fakeIngest();
    const tracker = createTracker({ ...options, userID: 'mina', metadata: { plan: 'pro' } });
    const early = jest.fn();
    tracker.onFlagsLoad(early);
    await tracker.start();
    await settle();
    await settle();
    expect(ingest.calls.find((c) => c.path === '/ingest/v1/web/feature-flags')!.body).toMatchObject({
      projectID: '7',
      userID: 'mina',
      metadata: { plan: 'pro' },
    });
    expect(early).toHaveBeenCalledWith([
      expect.objectContaining({ key: 'new-editor' }),
      expect.objectContaining({ key: 'off' }),
    ]);
    expect(tracker.isFlagEnabled('new-editor')).toBe(true);
    expect(tracker.isFlagEnabled('off')).toBe(false);
    expect(tracker.isFlagEnabled('unknown')).toBe(false);
    expect(tracker.getFeatureFlag('new-editor')).toEqual({ key: 'new-editor', value: 'b', is_persist: true });
    const late = jest.fn();
    tracker.onFlagsLoad(late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.flags)!)).toEqual({
      'new-editor': { key: 'new-editor', value: 'b' },
    });
    await tracker.reloadFlags();
    expect(ingest.calls.filter((c) => c.path === '/ingest/v1/web/feature-flags').at(-1)!.body).toMatchObject({
      persistFlags: { 'new-editor': { key: 'new-editor', value: 'b' } },
    });
    expect(early).toHaveBeenCalledTimes(2);
    tracker.clearPersistFlags();
    expect(sessionStorage.getItem(STORAGE_KEYS.flags)).toBeNull();
    tracker.stop();
  });

  it('asks for tags after start, and for no flags when the feature is off', async () => {
    const ingest = fakeIngest({
      '/ingest/v1/web/start': () => [
        200,
        { token: 't', sessionID: 's', projectID: '7', userUUID: 'u', delay: 0, features: {} },
      ],
    });
    const tracker = createTracker(options);
    await tracker.start();
    await settle();
    await settle();
    expect(ingest.paths()).toEqual(['/ingest/v1/web/start', '/ingest/v1/web/tags']);
    expect(ingest.calls[1]!.headers).toEqual({ Authorization: 'Bearer t' });
    tracker.stop();
  });
});

describe('user id, metadata and custom events', () => {
  it('sends them while recording and drops them while not', async () => {
    fakeIngest();
    const tracker = createTracker(options);
    tracker.event('before-start');
    await tracker.start();
    tracker.setUserID('mina');
    tracker.setMetadata('plan', 'pro');
    tracker.event('settings/language', { to: 'fa' });
    await new Promise((resolve) => setTimeout(resolve, 40));
    const mine = worker().messages.filter(([type]) =>
      [MESSAGE_TYPES.user, MESSAGE_TYPES.metadata, MESSAGE_TYPES.custom].includes(type as 10),
    );
    expect(mine.map(([, d]) => d)).toEqual([
      { ts: expect.any(Number), userID: 'mina' },
      { ts: expect.any(Number), key: 'plan', value: 'pro' },
      { ts: expect.any(Number), name: 'settings/language', payload: { to: 'fa' } },
    ]);
    tracker.stop();
  });
});
