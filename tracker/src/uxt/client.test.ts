import { MAX_RETRIES, UXT_STORAGE_KEYS } from '../constants';
import { createKeepaliveQuota } from '../keepalive-quota';
import { createSignals, fetchTest, parseTest, uploadUrl } from './client';

const api = { ingest: 'http://site.test/ingest', token: 'tok-1' };
type Reply = [number, unknown] | 'network';

/** window.fetch responding to each call with the next of `replies` (then 200 {}). */
function stubFetch(...replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  window.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const reply = replies.shift() ?? [200, {}];
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply[1]), { status: reply[0] });
  }) as unknown as typeof fetch;
  return calls;
}

const instant = () => Promise.resolve();
const signalOptions = { ...api, sessionId: 's-1', warn: jest.fn(), sleep: instant, keepalive: createKeepaliveQuota() };
const outbox = () =>
  JSON.parse(localStorage.getItem(UXT_STORAGE_KEYS.outbox) ?? 'null') as { sessionId: string; items: unknown[] } | null;

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the test', () => {
  const test = {
    title: 'Study',
    tasks: [
      { task_id: 1, title: 'One', description: 'Do it', allow_typing: true },
      { task_id: 'b', title: 'Two' },
    ],
    reqCamera: true,
  };

  it('is fetched with the session token, and read with defaults for what is missing', async () => {
    const calls = stubFetch([200, { test }]);
    const fetched = await fetchTest(api, 'a b');
    expect(calls[0]!.url).toBe('http://site.test/ingest/v1/web/uxt/test/a%20b');
    expect(calls[0]!.init.headers).toEqual({ Authorization: 'Bearer tok-1' });
    expect(fetched).toEqual({
      ok: true,
      test: {
        id: 'a b',
        title: 'Study',
        description: '',
        guidelines: '',
        conclusion: '',
        startingPath: '',
        status: '',
        reqMic: false,
        reqCamera: true,
        tasks: [
          { task_id: 1, title: 'One', description: 'Do it', allow_typing: true },
          { task_id: 'b', title: 'Two', description: '', allow_typing: false },
        ],
      },
    });
  });

  it("logs 'Error fetching test' on any failure; 404 and 403 mean the test is gone", async () => {
    stubFetch([404, { error: 'no such test' }], [403, { error: 'other project' }], [500, {}], 'network', [
      200,
      { test: { title: 'x' } },
    ]);
    expect(await fetchTest(api, 't')).toEqual({ ok: false, gone: true });
    expect(await fetchTest(api, 't')).toEqual({ ok: false, gone: true });
    expect(await fetchTest(api, 't')).toEqual({ ok: false, gone: false });
    expect(await fetchTest(api, 't')).toEqual({ ok: false, gone: false });
    expect(await fetchTest(api, 't')).toEqual({ ok: false, gone: false });
    expect((console.error as jest.Mock).mock.calls.map((c) => c[0])).toEqual(Array(5).fill('Error fetching test'));
  });

  it('refuses a response that is not a test', () => {
    expect(parseTest({ test: { title: 'x', tasks: [{ title: 'no id' }] } }, 't')).toBeNull();
    expect(parseTest(null, 't')).toBeNull();
  });
});

describe('signals', () => {
  it('are posted in order as JSON with the session token', async () => {
    const calls = stubFetch();
    const signals = createSignals(signalOptions);
    signals.test({ testId: 't', status: 'begin', duration: 0, timestamp: 5, media: 'none' });
    signals.task({ testId: 't', taskId: 1, status: 'done', duration: 7, timestamp: 12, taskAnswer: 'yes' });
    await expect(signals.settled()).resolves.toBe(true);
    expect(calls.map((c) => [c.url, c.init.method, JSON.parse(String(c.init.body))])).toEqual([
      [
        'http://site.test/ingest/v1/web/uxt/signals/test',
        'POST',
        { testId: 't', status: 'begin', duration: 0, timestamp: 5, media: 'none' },
      ],
      [
        'http://site.test/ingest/v1/web/uxt/signals/task',
        'POST',
        { testId: 't', taskId: 1, status: 'done', duration: 7, timestamp: 12, taskAnswer: 'yes' },
      ],
    ]);
    expect(calls[0]!.init.headers).toEqual({ Authorization: 'Bearer tok-1', 'Content-Type': 'application/json' });
    expect(calls[0]!.init.keepalive).toBe(true);
    expect(outbox()).toBeNull();
  });

  it('are retried after network errors and 5xx, and dropped (with a warning) when refused with a 4xx', async () => {
    const warn = jest.fn();
    const calls = stubFetch('network', [503, {}], [200, {}], [400, { error: 'bad' }]);
    const signals = createSignals({ ...signalOptions, warn });
    signals.test({ testId: 't', status: 'begin', duration: 0, timestamp: 1 });
    signals.test({ testId: 't', status: 'done', duration: 3, timestamp: 4 });
    await expect(signals.settled()).resolves.toBe(true);
    expect(calls).toHaveLength(4);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused (400)'));
  });

  it('wait in the outbox when they cannot be sent, and the next page of the same session sends them', async () => {
    stubFetch(...Array<Reply>(MAX_RETRIES + 1).fill('network'));
    const page1 = createSignals(signalOptions);
    page1.task({ testId: 't', taskId: 1, status: 'done', duration: 9, timestamp: 10, taskAnswer: 'kept' });
    await expect(page1.settled()).resolves.toBe(false);
    expect(outbox()).toEqual({
      sessionId: 's-1',
      items: [{ kind: 'task', body: expect.objectContaining({ taskAnswer: 'kept' }) }],
    });

    const calls = stubFetch();
    const page2 = createSignals({ ...signalOptions, token: 'tok-2' });
    await expect(page2.settled()).resolves.toBe(true);
    expect(calls.map((c) => JSON.parse(String(c.init.body)).taskAnswer)).toEqual(['kept']);
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer tok-2' });
    expect(outbox()).toBeNull();
  });

  it('of another session are dropped unsent', async () => {
    localStorage.setItem(
      UXT_STORAGE_KEYS.outbox,
      JSON.stringify({
        sessionId: 's-0',
        items: [{ kind: 'test', body: { testId: 't', status: 'done', duration: 1, timestamp: 1 } }],
      }),
    );
    const calls = stubFetch();
    await expect(createSignals(signalOptions).settled()).resolves.toBe(true);
    expect(calls).toEqual([]);
    expect(outbox()).toBeNull();
  });
});

describe('upload URLs', () => {
  it('ask for one segment and come back absolute', async () => {
    const calls = stubFetch([200, { url: '/ingest/v1/web/uxt/upload/abc', expiresAt: 1 }]);
    expect(await uploadUrl(api, 't', 2, 1234.6)).toBe(`${location.origin}/ingest/v1/web/uxt/upload/abc`);
    expect(calls[0]!.url).toBe('http://site.test/ingest/v1/web/uxt/upload-url?testId=t&segment=2&startedAt=1235');
  });

  it("log 'Failed to get upload url' on failure and return the status (0: no response)", async () => {
    stubFetch([500, {}], 'network');
    expect(await uploadUrl(api, 't', 0, 1)).toBe(500);
    expect(await uploadUrl(api, 't', 0, 1)).toBe(0);
    expect((console.error as jest.Mock).mock.calls.map((c) => c[0])).toEqual([
      'Failed to get upload url',
      'Failed to get upload url',
    ]);
  });
});
