import { UXT_STORAGE_KEYS, UXT_UPLOAD_TRIES } from '../constants';
import type { Segment, SegmentStore } from './segments';
import { markPending, pendingUploads, retryPendingUploads, uploadSegments } from './upload';

const owner = { sessionId: 's-1', testId: 't-1' };
const api = { ingest: 'http://site.test/ingest', token: 'tok-1' };

/** The ingest: `GET upload-url` answers with the next of `urls` (a status, or 200 with a URL); each PUT with the next of `puts`. */
function fakeIngest(urls: number[], puts: number[]) {
  const log: string[] = [];
  window.fetch = jest.fn(async () => {
    const status = urls.shift() ?? 200;
    log.push(`url ${status}`);
    return new Response(JSON.stringify(status === 200 ? { url: `/ingest/v1/web/uxt/upload/${log.length}` } : { error: 'x' }), { status });
  }) as unknown as typeof fetch;
  class FakeRequest {
    status = 0;
    upload: { onprogress?: (event: { loaded: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    ontimeout?: () => void;
    open() {}
    setRequestHeader() {}
    send() {
      const status = puts.shift() ?? 200;
      log.push(`put ${status}`);
      setTimeout(() => {
        if (status === 0) return this.onerror?.();
        this.status = status;
        this.onload?.();
      });
    }
  }
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeRequest;
  return log;
}

/** A segment store in memory. */
function memoryStore(count: number) {
  const segments = new Map<string, Segment>(
    Array.from({ length: count }, (_, n) => [`s-1/t-1/${n}`, { ...owner, key: `s-1/t-1/${n}`, n, startedAt: 1000 + n, blob: new Blob(['webm'.repeat(10)]) }]),
  );
  const store: SegmentStore = {
    create: jest.fn(),
    append: jest.fn(),
    list: async () => [...segments.values()],
    remove: async (key) => void segments.delete(key),
    removeOthers: jest.fn(async () => undefined),
  };
  return { store, left: () => [...segments.keys()] };
}

const options = (store: SegmentStore) => ({ api, store, owner, onProgress: jest.fn(), warn: jest.fn(), sleep: () => Promise.resolve() });

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a failed upload is tried again with a fresh URL, and the segment leaves the browser only once stored', async () => {
  const log = fakeIngest([500], [503, 0]);
  const { store, left } = memoryStore(1);
  expect(await uploadSegments(options(store))).toBe(true);
  expect(log).toEqual(['url 500', 'url 200', 'put 503', 'url 200', 'put 0', 'url 200', 'put 200']);
  expect(left()).toEqual([]);
});

test(`after ${UXT_UPLOAD_TRIES} failed tries the segments stay in the browser for a later page; the next segments are still tried`, async () => {
  const log = fakeIngest([], Array(UXT_UPLOAD_TRIES).fill(503));
  const { store, left } = memoryStore(2);
  expect(await uploadSegments(options(store))).toBe(false);
  expect(log.filter((entry) => entry.startsWith('put'))).toHaveLength(UXT_UPLOAD_TRIES + 1);
  expect(left()).toEqual(['s-1/t-1/0']);
});

test('a segment refused for good (too large, not a video; the test or session gone) is not kept', async () => {
  fakeIngest([200, 404], [413]);
  const { store, left } = memoryStore(2);
  expect(await uploadSegments(options(store))).toBe(true);
  expect(left()).toEqual([]);
});

test('an ended test whose video is still here is listed with its token, and a later page uploads it and unlists it', async () => {
  markPending(owner, 'tok-old');
  markPending({ sessionId: 's-2', testId: 't-2' }, 'tok-2');
  expect(pendingUploads()).toEqual([
    { ...owner, token: 'tok-old' },
    { sessionId: 's-2', testId: 't-2', token: 'tok-2' },
  ]);
  fakeIngest([], []);
  const { store, left } = memoryStore(1);
  await retryPendingUploads(api.ingest, store, jest.fn());
  expect((window.fetch as jest.Mock).mock.calls[0][1]).toEqual({ headers: { Authorization: 'Bearer tok-old' } });
  expect(left()).toEqual([]);
  // Nothing of s-2's was left either (this store holds none): both unlisted.
  expect(localStorage.getItem(UXT_STORAGE_KEYS.pendingUploads)).toBeNull();
});
