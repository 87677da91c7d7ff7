/** @jest-environment node */
import { gunzipSync } from 'node:zlib';
import { decodeBatch, encodeBatch, MESSAGE_TYPES, type Frame, type MessageName } from '@parley/tracker/protocol';
import { digestBatch, digestStored, messageTimeBounds, rawBatchKey } from './digest';
import { MAX_SESSION_DURATION_MS, MESSAGE_TIME_SKEW_MS, TOKEN_GRACE_MS } from './limits';

const SESSION = '0b5f8a4e-2f43-4c1e-9d3a-6f0e1c2b3a4d';
const PROJECT = '7f3e2d10-1111-4a2b-8c3d-000000000001';
/** When the batch reached the ingest. */
const RECEIVED = 1_800_000_000_000;
const YEAR_9999 = 253_402_300_799_000;
const frame = (name: MessageName, data: Record<string, unknown>): Frame => ({
  type: MESSAGE_TYPES[name],
  payload: JSON.stringify(data),
});

function digest(frames: Frame[], headerTime = RECEIVED - 1000) {
  const header = { version: 1, pageNo: 0, batchNo: 0, firstIndex: 0, timestamp: headerTime, tabId: 'tab123456789' };
  const key = rawBatchKey({
    sessionId: SESSION,
    projectId: PROJECT,
    pageNo: 0,
    batchNo: 0,
    gzipped: false,
    receivedAt: RECEIVED,
  });
  const digested = digestBatch(key, encodeBatch(header, frames));
  if (!digested.ok) throw new Error(digested.reason);
  return { ...digested, decoded: decodeBatch(new Uint8Array(gunzipSync(digested.stored))) };
}

test(`a message's time is clamped to its session's span as the ingest received it, give or take MESSAGE_TIME_SKEW_MS (${MESSAGE_TIME_SKEW_MS} ms)`, () => {
  const { min, max } = messageTimeBounds(RECEIVED);
  expect(max).toBe(RECEIVED + MESSAGE_TIME_SKEW_MS);
  expect(min).toBe(RECEIVED - MAX_SESSION_DURATION_MS - TOKEN_GRACE_MS - MESSAGE_TIME_SKEW_MS);
  const page = (ts: number) => frame('page', { ts, url: 'http://x/', referrer: '', title: '', navigation: 'load' });
  // At the bounds a time stays; one millisecond past, it becomes the bound.
  const within = digest([page(max), page(min)]);
  expect(within.entry.events.map((e) => e.at.getTime())).toEqual([max, min]);
  const beyond = digest([page(max + 1), page(min - 1)]);
  expect(beyond.entry.events.map((e) => e.at.getTime())).toEqual([max, min]);
  expect(beyond.decoded.frames.map((f) => JSON.parse(f.payload).ts)).toEqual([max, min]);
  // Within the span, what is stored is what came, byte for byte.
  const honest = [page(RECEIVED - 5000), frame('rrweb', { type: 3, data: { source: 1 }, timestamp: RECEIVED - 4000 })];
  expect(digest(honest).decoded.frames.map((f) => f.payload)).toEqual(honest.map((f) => f.payload));
});

test('a session dating its messages in the year 9999 gets times no later than the batch arrived (plus the skew), in the index and in what is stored', () => {
  const { max } = messageTimeBounds(RECEIVED);
  const digested = digest(
    [
      frame('page', { ts: YEAR_9999, url: 'http://x/', referrer: '', title: '', navigation: 'load' }),
      frame('rrweb', { type: 2, data: { node: {} }, timestamp: YEAR_9999 }),
      // A compact mouse move, and messages whose time is not where the tracker writes it.
      { type: MESSAGE_TYPES.compact, payload: `{"s":1,"p":[1,2,3,0],"t":${YEAR_9999}}` },
      { type: MESSAGE_TYPES.click, payload: `{"selector":"#a","label":"","ts":${YEAR_9999}}` },
      { type: MESSAGE_TYPES.rrweb, payload: `{"timestamp":${YEAR_9999},"type":3,"data":{"source":0}}` },
      frame('network', { ts: 1e300, kind: 'fetch', method: 'GET', url: '/x', status: 200, duration: 1 }),
    ],
    YEAR_9999,
  );
  expect(digested.entry.lastTs).toBe(max);
  expect(digested.entry.firstTs).toBeLessThanOrEqual(max);
  expect(digested.entry.events.map((e) => [e.kind, e.at.getTime()])).toEqual([
    ['page', max],
    ['click', max],
  ]);
  expect(digested.decoded.header.timestamp).toBe(max);
  const times = digested.decoded.frames.map((f) => {
    const message = JSON.parse(f.payload) as Record<string, number>;
    return message.ts ?? message.timestamp ?? message.t;
  });
  expect(times).toEqual([max, max, max, max, max, max]);
  // A batch read back from the store (a rebuild of the index) is indexed as it was.
  const again = digestStored(digested.key, digested.stored);
  if (!again.ok) throw new Error(again.reason);
  expect(again.entry).toEqual(digested.entry);
});

test('an rrweb event that does not parse (the ingest checks its shape only) keeps its batch: its time is rewritten in its text', () => {
  const { min } = messageTimeBounds(RECEIVED);
  const digested = digest([
    frame('page', { ts: RECEIVED - 5000, url: 'http://x/', referrer: '', title: '', navigation: 'load' }),
    { type: MESSAGE_TYPES.rrweb, payload: '{"type":3,"data":not-json,"timestamp":1}' },
    // Its time not where the tracker writes it, and not JSON either: left as it is.
    { type: MESSAGE_TYPES.rrweb, payload: '{"timestamp":1,"data":not-json}' },
  ]);
  expect(digested.decoded.frames.map((f) => f.payload).slice(1)).toEqual([
    `{"type":3,"data":not-json,"timestamp":${min}}`,
    '{"timestamp":1,"data":not-json}',
  ]);
});
