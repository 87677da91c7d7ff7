import { gunzipSync } from 'fflate';
import { COMPRESSION_THRESHOLD, KEEPALIVE_MAX_BYTES, MAX_RETRIES, RETRY_DELAY_STEP_MS } from '../constants';
import type { OutboxEntry } from './outbox';
import { createSender } from './sender';

interface Call {
  url: string;
  init: RequestInit;
  at: number;
}

/** A fetch that responds from a list of statuses (0: a network error), then 200. */
function fakeIngest(statuses: number[] = [], headers: Record<string, string> = {}) {
  const calls: Call[] = [];
  const pending: (() => void)[] = [];
  let hold = false;
  const fetch = jest.fn((url: string, init: RequestInit) => {
    calls.push({ url, init, at: Date.now() });
    const status = statuses.shift() ?? 200;
    const respond = () =>
      status === 0
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(new Response(null, { status, headers }));
    if (!hold) return respond();
    return new Promise<Response>((resolve, reject) => pending.push(() => respond().then(resolve, reject)));
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls,
    /** Answers stay pending until release(). */
    hold: () => void (hold = true),
    release: () => pending.splice(0).forEach((respond) => respond()),
  };
}

function outbox() {
  const stored = new Map<string, OutboxEntry>();
  return {
    stored,
    put: (entry: OutboxEntry) => void stored.set(entry.key, entry),
    remove: (key: string) => void stored.delete(key),
    takeLeftovers: async () => [],
  };
}

function sender(ingest: ReturnType<typeof fakeIngest>, box = outbox()) {
  const events: string[] = [];
  const warnings: string[] = [];
  const s = createSender({
    ingest: 'https://parley.example/ingest',
    token: 'tok',
    pageNo: 3,
    tabId: 'tab',
    delay: 0,
    beaconSizeLimit: 1_000_000,
    compressionThreshold: COMPRESSION_THRESHOLD,
    fetch: ingest.fetch,
    outbox: box,
    onUnauthorized: (reason) => events.push(`unauthorized: ${reason}`),
    onFailure: (reason) => events.push(`failure: ${reason}`),
    warn: (message) => warnings.push(message),
  });
  return { s, events, warnings, box };
}

const bytes = (length: number) => new Uint8Array(length).fill(65);
const flush = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('sending batches', () => {
  it('posts each batch to /v1/web/i?batch={page}_{n} with the bearer token, keepalive under 64 KiB', async () => {
    const ingest = fakeIngest();
    const { s, box } = sender(ingest);
    s.add(0, bytes(100));
    await flush();
    expect(ingest.calls[0]!.url).toBe('https://parley.example/ingest/v1/web/i?batch=3_0');
    expect(ingest.calls[0]!.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { Authorization: 'Bearer tok', 'Content-Type': 'application/octet-stream' },
    });
    expect(box.stored.size).toBe(0);
  });

  it(`gzips a batch over the compression threshold (${COMPRESSION_THRESHOLD} B), and only then`, async () => {
    const ingest = fakeIngest();
    const { s } = sender(ingest);
    s.add(0, bytes(COMPRESSION_THRESHOLD));
    s.add(1, bytes(COMPRESSION_THRESHOLD + 1));
    await flush();
    await flush();
    const [plain, packed] = ingest.calls.map((c) => c.init);
    expect((plain!.headers as Record<string, string>)['Content-Encoding']).toBeUndefined();
    expect((plain!.body as Uint8Array).length).toBe(COMPRESSION_THRESHOLD);
    expect((packed!.headers as Record<string, string>)['Content-Encoding']).toBe('gzip');
    const body = packed!.body as Uint8Array;
    expect(body.length).toBeLessThan(1_000);
    expect(gunzipSync(body)).toEqual(bytes(COMPRESSION_THRESHOLD + 1));
  });

  it('uses keepalive only for bodies under KEEPALIVE_MAX_BYTES (after compression)', async () => {
    const ingest = fakeIngest();
    const { s } = sender(ingest);
    const random = Uint8Array.from({ length: KEEPALIVE_MAX_BYTES }, () => Math.floor(Math.random() * 256));
    s.add(0, random);
    await flush();
    expect(ingest.calls[0]!.init.keepalive).toBe(false);
  });

  it('sends one batch at a time, in order', async () => {
    const ingest = fakeIngest();
    ingest.hold();
    const { s } = sender(ingest);
    s.add(0, bytes(10));
    s.add(1, bytes(10));
    s.add(2, bytes(10));
    await flush();
    expect(ingest.calls.map((c) => c.url.slice(-3))).toEqual(['3_0']);
    ingest.release();
    await flush();
    expect(ingest.calls.map((c) => c.url.slice(-3))).toEqual(['3_0', '3_1']);
    ingest.release();
    await flush();
    ingest.release();
    await flush();
    expect(ingest.calls.map((c) => c.url.slice(-3))).toEqual(['3_0', '3_1', '3_2']);
  });

  it('sends everything at once when the page is hidden (sendAllNow), without waiting for the batch in flight', async () => {
    const ingest = fakeIngest();
    ingest.hold();
    const { s } = sender(ingest);
    s.add(0, bytes(10));
    s.add(1, bytes(10));
    s.add(2, bytes(10));
    await flush();
    s.sendAllNow();
    await flush();
    expect(ingest.calls.map((c) => c.url.slice(-3))).toEqual(['3_0', '3_1', '3_2']);
  });
});

describe('failures: retried with growing delays, then the tracker stops; 401 restarts', () => {
  it(`retries a failing batch ${MAX_RETRIES} times, ${RETRY_DELAY_STEP_MS} ms x attempt apart, then stops the tracker`, async () => {
    const ingest = fakeIngest(Array(20).fill(500));
    const { s, events, box } = sender(ingest);
    s.add(0, bytes(10));
    await flush();
    for (let attempt = 1; attempt <= MAX_RETRIES; attempt++) {
      await jest.advanceTimersByTimeAsync(RETRY_DELAY_STEP_MS * attempt - 1);
      expect(ingest.calls).toHaveLength(attempt);
      await jest.advanceTimersByTimeAsync(1);
      expect(ingest.calls).toHaveLength(attempt + 1);
    }
    await jest.advanceTimersByTimeAsync(60_000);
    expect(ingest.calls).toHaveLength(MAX_RETRIES + 1);
    const gaps = ingest.calls.slice(1).map((c, i) => c.at - ingest.calls[i]!.at);
    expect(gaps).toEqual([250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500]);
    expect(events).toEqual(['failure: batch failed 11 times (last response 500)']);
    // Kept for the next page of the tab to try again.
    expect(box.stored.size).toBe(1);
  });

  it('retries network errors the same way, and a batch that gets through after failures is sent once', async () => {
    const ingest = fakeIngest([0, 0, 502]);
    const { s, events, box } = sender(ingest);
    s.add(0, bytes(10));
    s.add(1, bytes(10));
    await jest.advanceTimersByTimeAsync(250 + 500 + 750);
    await flush();
    expect(ingest.calls.map((c) => c.url.slice(-3))).toEqual(['3_0', '3_0', '3_0', '3_0', '3_1']);
    expect(events).toEqual([]);
    expect(box.stored.size).toBe(0);
  });

  it('waits as long as Retry-After says on 429 and 503, when that is longer', async () => {
    const ingest = fakeIngest([429, 503], { 'Retry-After': '3' });
    const { s } = sender(ingest);
    s.add(0, bytes(10));
    await flush();
    await jest.advanceTimersByTimeAsync(2_999);
    expect(ingest.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(ingest.calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(ingest.calls).toHaveLength(3);
  });

  it('retries at once a batch waiting for its retry when the page is hidden (sendAllNow), but keeps a Retry-After wait', async () => {
    const ingest = fakeIngest([500, 429, 200], { 'Retry-After': '5' });
    const { s } = sender(ingest);
    s.add(0, bytes(10));
    await flush();
    expect(ingest.calls).toHaveLength(1);
    s.sendAllNow();
    await flush();
    expect(ingest.calls).toHaveLength(2); // the 250 ms wait was cut short; this response is a 429 with Retry-After: 5
    s.sendAllNow();
    await jest.advanceTimersByTimeAsync(4_999);
    expect(ingest.calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(ingest.calls).toHaveLength(3);
  });

  it.each([400, 413])('never retries a %i: the batch is dropped and the next one goes', async (status) => {
    const ingest = fakeIngest([status]);
    const { s, events, warnings, box } = sender(ingest);
    s.add(0, bytes(10));
    s.add(1, bytes(10));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(ingest.calls.map((c) => c.url.slice(-3))).toEqual(['3_0', '3_1']);
    expect(events).toEqual([]);
    expect(warnings[0]).toMatch(String(status));
    expect(box.stored.size).toBe(0);
  });

  it('asks for a new session on 401 and stops on 403, without retrying', async () => {
    for (const [status, event] of [
      [401, 'unauthorized: batch response 401'],
      [403, 'failure: batch response 403'],
    ] as const) {
      const ingest = fakeIngest([status]);
      const { s, events } = sender(ingest);
      s.add(0, bytes(10));
      await jest.advanceTimersByTimeAsync(10_000);
      expect(ingest.calls).toHaveLength(1);
      expect(events).toEqual([event]);
    }
  });

  it("sends an earlier page's leftovers with their own token and reports none of their failures", async () => {
    const ingest = fakeIngest([401]);
    const { s, events, box } = sender(ingest);
    const leftover: OutboxEntry = {
      key: 'old:4',
      url: 'https://parley.example/ingest/v1/web/i?batch=2_4',
      token: 'old-token',
      body: bytes(5),
      gzip: false,
      tabId: 'tab',
      savedAt: 1,
    };
    box.put(leftover);
    s.resend([leftover]);
    await flush();
    expect(ingest.calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer old-token' });
    expect(events).toEqual([]);
    expect(box.stored.size).toBe(0);
  });

  it('a closed sender (after a 401) sends nothing more; a retired one finishes its batches silently', async () => {
    const ingest = fakeIngest([500]);
    const { s, events } = sender(ingest);
    s.add(0, bytes(10));
    await flush();
    s.retire();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(ingest.calls).toHaveLength(2);
    s.close();
    s.add(1, bytes(10));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(ingest.calls).toHaveLength(2);
    expect(events).toEqual([]);
  });
});
