/** @jest-environment node */
import { encodeBatch, MESSAGE_TYPES, type Frame } from '@parley/tracker/protocol';
import { VITAL_MAX } from '@/lib/recordings/web-vitals';
import { digestBatch, rawBatchKey } from './digest';

const SESSION = '0b5f8a4e-2f43-4c1e-9d3a-6f0e1c2b3a4d';
const PROJECT = '7f3e2d10-1111-4a2b-8c3d-000000000001';
const RECEIVED = 1_800_000_000_000;
const vital = (data: Record<string, unknown>): Frame => ({ type: MESSAGE_TYPES.vital, payload: JSON.stringify(data) });

function digest(frames: Frame[]) {
  const header = {
    version: 1,
    pageNo: 2,
    batchNo: 0,
    firstIndex: 10,
    timestamp: RECEIVED - 1000,
    tabId: 'tab123456789',
  };
  const key = rawBatchKey({
    sessionId: SESSION,
    projectId: PROJECT,
    pageNo: 2,
    batchNo: 0,
    gzipped: false,
    receivedAt: RECEIVED,
  });
  const digested = digestBatch(key, encodeBatch(header, frames));
  if (!digested.ok) throw new Error(digested.reason);
  return digested.entry;
}

test('a vital message is indexed as a vital event: the metric its name, the value its label, INP at its interaction', () => {
  const entry = digest([
    vital({ ts: RECEIVED - 900, name: 'TTFB', value: 182.4 }),
    vital({ ts: RECEIVED - 800, name: 'CLS', value: 0.0831 }),
    vital({ ts: RECEIVED - 700, name: 'INP', value: 312, at: RECEIVED - 5_000 }),
  ]);
  expect(entry.events).toEqual([
    { kind: 'vital', at: new Date(RECEIVED - 900), name: 'TTFB', label: '182.4', index: 10 },
    { kind: 'vital', at: new Date(RECEIVED - 800), name: 'CLS', label: '0.0831', index: 11 },
    { kind: 'vital', at: new Date(RECEIVED - 5_000), name: 'INP', label: '312', index: 12 },
  ]);
  expect(entry.refused).toEqual([]);
});

test('a vital with an impossible value or an unknown name is refused with its reason, and the rest of the batch is indexed', () => {
  const entry = digest([
    { type: MESSAGE_TYPES.page, payload: JSON.stringify({ ts: RECEIVED - 990, url: 'http://x/a', title: 'A' }) },
    vital({ ts: RECEIVED - 900, name: 'LCP', value: -5 }),
    // JSON has no NaN or Infinity: the tracker's would arrive as null, a forged one as a string or a huge number.
    vital({ ts: RECEIVED - 900, name: 'INP', value: null }),
    vital({ ts: RECEIVED - 900, name: 'TTFB', value: '120' }),
    vital({ ts: RECEIVED - 900, name: 'LCP', value: 1e400 }),
    vital({ ts: RECEIVED - 900, name: 'LCP', value: VITAL_MAX.LCP + 1 }),
    vital({ ts: RECEIVED - 900, name: 'CLS', value: 11 }),
    vital({ ts: RECEIVED - 900, name: 'FID', value: 12 }),
    vital({ ts: RECEIVED - 800, name: 'LCP', value: VITAL_MAX.LCP }),
  ]);
  expect(entry.events.map((e) => [e.kind, e.name, e.label])).toEqual([
    ['page', 'http://x/a', 'A'],
    ['vital', 'LCP', String(VITAL_MAX.LCP)],
  ]);
  expect(entry.refused).toEqual([
    { index: 11, reason: 'LCP value -5 is negative' },
    { index: 12, reason: 'INP value is not a finite number' },
    { index: 13, reason: 'TTFB value is not a finite number' },
    { index: 14, reason: 'LCP value is not a finite number' },
    { index: 15, reason: `LCP value ${VITAL_MAX.LCP + 1} is over ${VITAL_MAX.LCP}` },
    { index: 16, reason: 'CLS value 11 is over 10' },
    { index: 17, reason: 'unknown vital "FID"' },
  ]);
});

test('an INP whose interaction time the session cannot hold is indexed at the moment it was reported', () => {
  const entry = digest([vital({ ts: RECEIVED - 700, name: 'INP', value: 90, at: 'soon' })]);
  expect(entry.events).toEqual([{ kind: 'vital', at: new Date(RECEIVED - 700), name: 'INP', label: '90', index: 10 }]);
});
