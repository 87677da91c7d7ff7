import {
  UXT_PENDING_UPLOAD_MAX_AGE_MS,
  UXT_STORAGE_KEYS,
  UXT_UPLOAD_TRIES,
  UXT_VIDEO_TOKEN_HEADER,
} from '../constants';
import { memorySegmentStore } from '../test/memory-segment-store';
import type { SegmentStore } from './segments';
import { markPending, pendingUploads, retryPendingUploads, uploadSegments } from './upload';

const owner = { sessionId: 's-1', testId: 't-1' };
const api = { ingest: 'http://site.test/ingest', token: 'tok-1' };

/** The ingest: `GET upload-url` responds with the next of `urls` (a status, or 200 with a URL); each PUT with the next of `puts`. */
function fakeIngest(urls: number[], puts: number[]) {
  const log: string[] = [];
  window.fetch = jest.fn(async () => {
    const status = urls.shift() ?? 200;
    log.push(`url ${status}`);
    return new Response(
      JSON.stringify(status === 200 ? { url: `/ingest/v1/web/uxt/upload/${log.length}` } : { error: 'x' }),
      { status },
    );
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
  return memorySegmentStore(
    Array.from({ length: count }, (_, n) => ({
      ...owner,
      key: `s-1/t-1/${n}`,
      n,
      startedAt: 1000 + n,
      blob: new Blob(['webm'.repeat(10)]),
    })),
  );
}

const options = (store: SegmentStore) => ({
  api,
  store,
  owner,
  onProgress: jest.fn(),
  warn: jest.fn(),
  sleep: () => Promise.resolve(),
});

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

test('only 413 or 415 on the PUT and 410 on upload-url drop a segment: 400, 403, 404 and 5xx on upload-url keep it for a later page', async () => {
  const kept = [400, 403, 404, 500];
  fakeIngest([...kept.flatMap((status) => Array(UXT_UPLOAD_TRIES).fill(status)), 200, 200, 410], [413, 415]);
  const { store, left } = memoryStore(kept.length + 3);
  expect(await uploadSegments(options(store))).toBe(false);
  expect(left()).toEqual(kept.map((_, n) => `s-1/t-1/${n}`));
});

test("401 on upload-url (this page's token expired) keeps every segment and asks no more on this page", async () => {
  const log = fakeIngest([401], []);
  const { store, left } = memoryStore(2);
  const warn = jest.fn();
  expect(await uploadSegments({ ...options(store), warn })).toBe(false);
  expect(log).toEqual(['url 401']);
  expect(left()).toEqual(['s-1/t-1/0', 's-1/t-1/1']);
  expect(warn).toHaveBeenCalledWith('usability test: the session token expired; the video waits for a later page');
});

test('a tracker that stopped asks the ingest for nothing more: the segment it was retrying stays in the browser', async () => {
  const log = fakeIngest([500, 500], []);
  const { store, left } = memoryStore(2);
  let stopped = false;
  // The tracker stops while it waits to try again.
  const sleep = async () => {
    stopped = true;
  };
  expect(await uploadSegments({ ...options(store), sleep, stopped: () => stopped })).toBe(false);
  expect(log).toEqual(['url 500']);
  expect(left()).toEqual(['s-1/t-1/0', 's-1/t-1/1']);
});

const headersOf = (call: number) => (window.fetch as jest.Mock).mock.calls[call][1].headers as Record<string, string>;

test("a later page of another session uploads an ended test's video with its own token, the recording session's token as proof, and unlists it", async () => {
  markPending(owner, 'tok-old');
  markPending({ sessionId: 's-2', testId: 't-2' }, 'tok-2');
  expect(pendingUploads()).toEqual([
    { ...owner, token: 'tok-old', since: expect.any(Number) },
    { sessionId: 's-2', testId: 't-2', token: 'tok-2', since: expect.any(Number) },
  ]);
  fakeIngest([], []);
  const { store, left } = memoryStore(1);
  await retryPendingUploads({ ingest: api.ingest, token: 'tok-new' }, 's-9', store, jest.fn());
  expect(headersOf(0)).toEqual({ Authorization: 'Bearer tok-new', [UXT_VIDEO_TOKEN_HEADER]: 'tok-old' });
  expect(left()).toEqual([]);
  // Nothing of s-2's was left either (this store holds none): both unlisted.
  expect(localStorage.getItem(UXT_STORAGE_KEYS.pendingUploads)).toBeNull();
});

test('a later page of the same session asks with its own token alone', async () => {
  markPending(owner, 'tok-old');
  fakeIngest([], []);
  const { store, left } = memoryStore(1);
  await retryPendingUploads({ ingest: api.ingest, token: 'tok-fresh' }, owner.sessionId, store, jest.fn());
  expect(headersOf(0)).toEqual({ Authorization: 'Bearer tok-fresh' });
  expect(left()).toEqual([]);
});

test('a video refused with 401 stays listed for later pages, which keep when it was first listed; it is given up without a call once listed for UXT_PENDING_UPLOAD_MAX_AGE_MS', async () => {
  jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  markPending(owner, 'tok-old');
  fakeIngest([401], []);
  const { store, left } = memoryStore(1);
  await retryPendingUploads({ ingest: api.ingest, token: 'tok-expired' }, owner.sessionId, store, jest.fn());
  expect(left()).toEqual(['s-1/t-1/0']);
  expect(pendingUploads()).toEqual([{ ...owner, token: 'tok-old', since: 1_000_000 }]);

  // Listed just under the bound: tried; a failed try keeps when it was first listed.
  (Date.now as jest.Mock).mockReturnValue(1_000_000 + UXT_PENDING_UPLOAD_MAX_AGE_MS - 1);
  const log = fakeIngest([401], []);
  await retryPendingUploads({ ingest: api.ingest, token: 'tok-new' }, 's-9', store, jest.fn());
  expect(log).toEqual(['url 401']);
  expect(pendingUploads()).toEqual([{ ...owner, token: 'tok-old', since: 1_000_000 }]);

  // At the bound: unlisted without a call (its segments are leftovers for SegmentStore.removeOthers).
  (Date.now as jest.Mock).mockReturnValue(1_000_000 + UXT_PENDING_UPLOAD_MAX_AGE_MS);
  const none = fakeIngest([], []);
  const warn = jest.fn();
  await retryPendingUploads({ ingest: api.ingest, token: 'tok-new' }, 's-9', store, warn);
  expect(none).toEqual([]);
  expect(pendingUploads()).toEqual([]);
  expect(warn).toHaveBeenCalledWith(
    'usability test: the video of test t-1 could not be uploaded in time and is given up',
  );
});

test('an upload listed by an earlier tracker (no `since`) counts from the first page that sees it', async () => {
  localStorage.setItem(UXT_STORAGE_KEYS.pendingUploads, JSON.stringify([{ ...owner, token: 'tok-old' }]));
  jest.spyOn(Date, 'now').mockReturnValue(5_000);
  fakeIngest([401], []);
  await retryPendingUploads({ ingest: api.ingest, token: 'tok-new' }, 's-9', memoryStore(1).store, jest.fn());
  (Date.now as jest.Mock).mockReturnValue(9_000);
  expect(pendingUploads()).toEqual([{ ...owner, token: 'tok-old', since: 5_000 }]);
});
