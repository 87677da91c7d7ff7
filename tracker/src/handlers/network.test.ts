import { fakeContext } from '../test/fakeContext';
import { bodySize, recordNetwork } from './network';

const respond = (status: number, headers: Record<string, string> = {}) =>
  Promise.resolve(new Response(status === 204 ? null : 'ok', { status, headers }));

describe('network messages', () => {
  const nativeFetch = jest.fn((input: RequestInfo | URL) =>
    String(input).includes('down')
      ? Promise.reject(new TypeError('offline'))
      : respond(200, { 'content-length': '1234' }),
  );
  let sendBeacon: jest.Mock;

  beforeAll(() => {
    window.fetch = nativeFetch as unknown as typeof fetch;
    sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  });

  it('records a fetch: method, scrubbed URL, status, duration and sizes, never a body or header', async () => {
    const context = fakeContext();
    const stop = recordNetwork(context);
    const response = await fetch('/api/login?token=abc', {
      method: 'post',
      body: '{"email":"a@b.de","pwd":"x"}',
      headers: { Authorization: 'Bearer s3cret' },
    });
    await response.text();
    await Promise.resolve();
    stop();
    expect(context.sent).toEqual([
      {
        name: 'network',
        data: {
          ts: expect.any(Number),
          kind: 'fetch',
          method: 'POST',
          url: `${location.origin}/api/login?token=***`,
          status: 200,
          duration: expect.any(Number),
          requestSize: 28,
          responseSize: 1234,
        },
      },
    ]);
    expect(JSON.stringify(context.sent)).not.toMatch(/s3cret|pwd|a@b\.de/);
  });

  it('records a failed fetch with status 0, and gives the page the same rejection', async () => {
    const context = fakeContext();
    const stop = recordNetwork(context);
    await expect(fetch('https://down.example/x')).rejects.toThrow('offline');
    stop();
    expect(context.sent[0]!.data).toMatchObject({ url: 'https://down.example/x', status: 0, method: 'GET' });
  });

  it("does not record the tracker's own calls to the ingest", async () => {
    const context = fakeContext();
    const stop = recordNetwork(context);
    await fetch('/ingest/v1/web/tags');
    await fetch(new Request(`${location.origin}/ingest/v1/web/start`, { method: 'POST' }));
    await fetch('/ingestion-report');
    await Promise.resolve();
    stop();
    expect(context.sent.map((m) => m.data.url)).toEqual([`${location.origin}/ingestion-report`]);
  });

  it('records an XMLHttpRequest when it ends, and a beacon', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom reports the refused connection
    const context = fakeContext();
    const stop = recordNetwork(context);
    const xhr = new XMLHttpRequest();
    xhr.open('put', 'http://127.0.0.1:9/nowhere?secret=1');
    const ended = new Promise((resolve) => xhr.addEventListener('loadend', resolve));
    xhr.send('abc');
    await ended;
    expect(navigator.sendBeacon('/analytics', 'hello')).toBe(true);
    stop();
    quiet.mockRestore();
    expect(sendBeacon).toHaveBeenCalledWith('/analytics', 'hello');
    expect(context.sent.map((m) => m.data)).toEqual([
      expect.objectContaining({
        kind: 'xhr',
        method: 'PUT',
        url: 'http://127.0.0.1:9/nowhere?secret=***',
        status: 0,
        requestSize: 3,
      }),
      expect.objectContaining({ kind: 'beacon', method: 'POST', url: `${location.origin}/analytics`, requestSize: 5 }),
    ]);
  });

  it('records nothing once stopped, but the page still gets its responses', async () => {
    const context = fakeContext();
    recordNetwork(context)();
    expect((await fetch('/api/x')).status).toBe(200);
    expect(context.sent).toEqual([]);
  });

  it('measures request bodies it can without reading or copying them', () => {
    expect(bodySize('hello')).toBe(5);
    expect(bodySize(new Uint8Array(7))).toBe(7);
    expect(bodySize(new ArrayBuffer(3))).toBe(3);
    expect(bodySize(new Blob(['abcd']))).toBe(4);
    expect(bodySize(new URLSearchParams({ a: '1' }))).toBe(0);
    expect(bodySize(new FormData())).toBe(0);
    expect(bodySize(null)).toBe(0);
  });
});
