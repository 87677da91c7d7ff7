import { FINAL_BATCH_FIRST, KEEPALIVE_MAX_BYTES } from './constants';
import { createKeepaliveQuota, type KeepaliveQuota } from './keepalive-quota';
import { createPageExitBatch } from './page-exit-batch';
import { decodeBatch } from './protocol/codec';
import type { RawMessage, SessionAuth } from './worker/commands';

const AUTH: SessionAuth = {
  ingest: 'https://site.example/ingest',
  token: 'tok',
  pageNo: 3,
  tabId: 'tab-1',
  delay: 0,
  beaconSizeLimit: 200_000,
  compressionThreshold: 24_000,
};

type Sent = { url: string; init: RequestInit };
let sent: Sent[];
/** The page's keepalive quota, nothing else in flight unless a test says so. */
let quota: KeepaliveQuota;

beforeEach(() => {
  sent = [];
  quota = createKeepaliveQuota();
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return new Response(null, { status: 200 });
  }) as unknown as typeof fetch;
});

const decoded = (request: Sent) => decodeBatch(request.init.body as Uint8Array);
const message = (n: number, size = 10): RawMessage => [7, { n, text: 'x'.repeat(size) }];

test("a left page sends what the worker has not batched yet, as its own keepalive batch, from the first message's index", () => {
  const pageExitBatch = createPageExitBatch();
  pageExitBatch.posted([message(0), message(1), message(2)]);
  pageExitBatch.batched(1);
  pageExitBatch.send(AUTH, quota);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.url).toBe(`${AUTH.ingest}/v1/web/i?batch=3_${FINAL_BATCH_FIRST}`);
  expect(sent[0]!.init).toMatchObject({ method: 'POST', keepalive: true, headers: { Authorization: 'Bearer tok' } });
  const batch = decoded(sent[0]!);
  expect(batch.header).toMatchObject({ pageNo: 3, batchNo: FINAL_BATCH_FIRST, firstIndex: 1, tabId: 'tab-1' });
  expect(batch.frames.map((frame) => JSON.parse(frame.payload).n)).toEqual([1, 2]);
  // Sent once: a second pagehide has nothing left to send.
  pageExitBatch.send(AUTH, quota);
  expect(sent).toHaveLength(1);
});

test('a page left before its worker batched anything sends its first snapshot too, uncompressed over the compression threshold, as one keepalive request may carry', () => {
  const pageExitBatch = createPageExitBatch();
  // About what a page of the site snapshots to (25–30 KB): over the threshold the worker would have gzipped it at.
  const snapshot = message(1, AUTH.compressionThreshold + 6_000);
  pageExitBatch.posted([message(0), snapshot, message(2)]);
  pageExitBatch.send(AUTH, quota);
  expect(sent).toHaveLength(1);
  const body = sent[0]!.init.body as Uint8Array;
  expect(body.length).toBeGreaterThan(AUTH.compressionThreshold);
  expect(body.length).toBeLessThan(KEEPALIVE_MAX_BYTES);
  expect(sent[0]!.init.headers).not.toHaveProperty('Content-Encoding');
  expect(decoded(sent[0]!).frames.map((frame) => JSON.parse(frame.payload).n)).toEqual([0, 1, 2]);
});

test('a page left right after its start sends the messages that fit (its page message), not nothing, when its snapshot is over the keepalive limit', () => {
  const pageExitBatch = createPageExitBatch();
  const snapshot = message(2, KEEPALIVE_MAX_BYTES);
  pageExitBatch.posted([message(0), message(1), snapshot, message(3)]);
  pageExitBatch.send(AUTH, quota);
  expect(sent).toHaveLength(1);
  const body = sent[0]!.init.body as Uint8Array;
  expect(body.length).toBeLessThan(KEEPALIVE_MAX_BYTES);
  expect(decoded(sent[0]!).frames.map((frame) => JSON.parse(frame.payload).n)).toEqual([0, 1]);
  // The rest stays the worker's; whatever the page sends later starts where this batch ended, numbered on.
  pageExitBatch.batched(2);
  pageExitBatch.send(AUTH, quota);
  expect(sent).toHaveLength(1);
  pageExitBatch.batched(3);
  pageExitBatch.send(AUTH, quota);
  expect(sent).toHaveLength(2);
  expect(decoded(sent[1]!).header).toMatchObject({ batchNo: FINAL_BATCH_FIRST + 1, firstIndex: 3 });
  expect(decoded(sent[1]!).frames.map((frame) => JSON.parse(frame.payload).n)).toEqual([3]);
});

test('nothing is sent when the first message alone is over the limit, or will not encode: the worker sends it', () => {
  const pageExitBatch = createPageExitBatch();
  pageExitBatch.posted([message(0, KEEPALIVE_MAX_BYTES), message(1)]);
  pageExitBatch.send(AUTH, quota);
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  const other = createPageExitBatch();
  other.posted([[7, cyclic], message(1)]);
  other.send(AUTH, quota);
  expect(sent).toHaveLength(0);
});

test('canvas images on their way out take their share of the keepalive quota first: the batch carries what fits beside them, not a body the browser would refuse', async () => {
  const pageExitBatch = createPageExitBatch();
  const images = quota.take(40_000);
  pageExitBatch.posted([message(0), message(1, 20_000), message(2, 20_000)]);
  pageExitBatch.send(AUTH, quota);
  expect(sent).toHaveLength(1);
  const body = sent[0]!.init.body as Uint8Array;
  expect(body.length + 40_000).toBeLessThan(KEEPALIVE_MAX_BYTES);
  expect(decoded(sent[0]!).frames.map((frame) => JSON.parse(frame.payload).n)).toEqual([0, 1]);
  // The batch holds its bytes until its request settles, then gives them back.
  expect(quota.available()).toBe(KEEPALIVE_MAX_BYTES - 1 - 40_000 - body.length);
  images.release();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(quota.available()).toBe(KEEPALIVE_MAX_BYTES - 1);
  // The rest goes in the next batch, when there is room again.
  pageExitBatch.send(AUTH, quota);
  expect(decoded(sent[1]!).frames.map((frame) => JSON.parse(frame.payload).n)).toEqual([2]);
});
