/** @jest-environment node */
import { encodeBatch, MESSAGE_TYPES, type Frame, type MessageName } from '@parley/tracker/protocol';
import type { UndecidedClick } from '@/lib/recordings/frustration';
import { digestBatch, FrustrationCarries, rawBatchKey } from './digest';

const SESSION = '0b5f8a4e-2f43-4c1e-9d3a-6f0e1c2b3a4d';
const T0 = 1_800_000_000_000;
const frame = (name: MessageName, data: Record<string, unknown>): Frame => ({
  type: MESSAGE_TYPES[name],
  payload: JSON.stringify(data),
});
const click = (ts: number, selector = '#pay') => frame('click', { ts, nodeId: 8, selector, label: 'Pay', x: 1, y: 1 });
const mouse = (ts: number) => frame('rrweb', { type: 3, data: { source: 1, positions: [] }, timestamp: ts });
const mutation = (ts: number) =>
  frame('rrweb', { type: 3, data: { source: 0, adds: [], removes: [], texts: [], attributes: [] }, timestamp: ts });

/** Digests batch `batchNo` of page 0 (its messages numbered from `firstIndex`) and answers its frustration events. */
function frustration(carries: FrustrationCarries | undefined, batchNo: number, frames: Frame[], firstIndex: number) {
  const header = { version: 1, pageNo: 0, batchNo, firstIndex, timestamp: T0, tabId: 'tab123456789' };
  const key = rawBatchKey({ sessionId: SESSION, projectId: 'p1', pageNo: 0, batchNo, gzipped: false, receivedAt: T0 });
  const digested = digestBatch(key, encodeBatch(header, frames), carries);
  if (!digested.ok) throw new Error(digested.reason);
  return digested.entry.events
    .filter((event) => event.kind === 'frustration')
    .map((event) => [event.name, event.at.getTime() - T0, event.index]);
}

const undecided = (ts: number): UndecidedClick => ({
  ts,
  selector: '#a',
  label: 'A',
  answered: false,
  erred: false,
  rage: false,
  runOpen: false,
});

describe('the digest judges a click in the last moments of a batch with the next batch of its page', () => {
  // Batch 0: a page, then a click 500 ms before the batch's last message (message 2): its dead window is still open.
  const first = [
    frame('page', { ts: T0, url: 'http://x/', referrer: '', title: '', navigation: 'load' }),
    click(T0 + 9000),
    mouse(T0 + 9500),
  ];

  test('the next batch, with no answer, calls it dead at its own moment and message index', () => {
    const carries = new FrustrationCarries();
    expect(frustration(carries, 0, first, 0)).toEqual([]);
    expect(frustration(carries, 1, [mouse(T0 + 12_000)], 3)).toEqual([['dead', 9000, 1]]);
    // Digested again (a round retried): the same signal, which the index stores once.
    expect(frustration(carries, 1, [mouse(T0 + 12_000)], 3)).toEqual([['dead', 9000, 1]]);
  });

  test('a DOM change at the start of the next batch, inside the window, answers it', () => {
    const carries = new FrustrationCarries();
    frustration(carries, 0, first, 0);
    expect(frustration(carries, 1, [mutation(T0 + 10_000), mouse(T0 + 12_000)], 3)).toEqual([]);
  });

  test('only the batch numbered next takes it; without carries each batch is judged alone, as before', () => {
    const carries = new FrustrationCarries();
    frustration(carries, 0, first, 0);
    expect(frustration(carries, 2, [mouse(T0 + 22_000)], 10)).toEqual([]);
    expect(frustration(undefined, 0, first, 0)).toEqual([]);
    expect(frustration(undefined, 1, [mouse(T0 + 12_000)], 3)).toEqual([]);
  });

  test('batches out of order: each finds what the batch before it left', () => {
    const carries = new FrustrationCarries();
    frustration(carries, 0, first, 0);
    // Batch 2 comes before batch 1 and leaves a click of its own.
    expect(frustration(carries, 2, [click(T0 + 29_800, '#b'), mouse(T0 + 30_000)], 10)).toEqual([]);
    expect(frustration(carries, 1, [mouse(T0 + 12_000)], 3)).toEqual([['dead', 9000, 1]]);
    expect(frustration(carries, 3, [mouse(T0 + 40_000)], 12)).toEqual([['dead', 29_800, 10]]);
  });
});

test('FrustrationCarries is bounded: past its pages or its characters, what was left longest ago goes first; nothing is kept for none', () => {
  const carries = new FrustrationCarries(2, 10_000);
  carries.leave(SESSION, 0, 0, [undecided(1)]);
  carries.leave(SESSION, 0, 1, []);
  expect(carries.size).toBe(1);
  carries.leave(SESSION, 1, 0, [undecided(2)]);
  carries.leave(SESSION, 2, 0, [undecided(3)]);
  expect(carries.size).toBe(2);
  expect(carries.carriedInto(SESSION, 0, 1)).toEqual([]);
  expect(carries.carriedInto(SESSION, 1, 1)).toEqual([undecided(2)]);
  expect(carries.carriedInto(SESSION, 2, 1)).toEqual([undecided(3)]);

  const heavy = new FrustrationCarries(100, 500);
  const long = { ...undecided(4), selector: 'x'.repeat(300) };
  heavy.leave(SESSION, 0, 0, [long]);
  heavy.leave(SESSION, 1, 0, [long]);
  expect(heavy.size).toBe(1);
  expect(heavy.carriedInto(SESSION, 1, 1)).toEqual([long]);
  // Leaving a batch's clicks again replaces them (a batch digested twice); one batch heavier than the bound is not kept.
  heavy.leave(SESSION, 1, 0, [undecided(5)]);
  expect(heavy.carriedInto(SESSION, 1, 1)).toEqual([undecided(5)]);
  heavy.leave(SESSION, 3, 0, [long, long]);
  expect(heavy.carriedInto(SESSION, 3, 1)).toEqual([]);
  expect(heavy.size).toBe(1);
});

describe('the digest groups errors by fingerprint', () => {
  test('two occurrences of one bug share a group, whatever their numbers; another message or frame is another group', () => {
    const error = (ts: number, message: string, line: number) =>
      frame('error', {
        ts,
        name: 'Error',
        message,
        stack: `Error: ${message}\n    at load (https://x/app.js?v=${ts}:${line}:9)`,
        source: 'error',
      });
    const header = { version: 1, pageNo: 0, batchNo: 0, firstIndex: 0, timestamp: T0, tabId: 'tab123456789' };
    const key = rawBatchKey({
      sessionId: SESSION,
      projectId: 'p1',
      pageNo: 0,
      batchNo: 0,
      gzipped: false,
      receivedAt: T0,
    });
    const digested = digestBatch(
      key,
      encodeBatch(header, [
        error(T0 + 1, 'Request 4711 failed', 10),
        error(T0 + 2, 'Request 4712 failed', 10),
        error(T0 + 3, 'Request 4711 failed', 11),
        error(T0 + 4, 'Response 4711 failed', 10),
        click(T0 + 5),
      ]),
    );
    if (!digested.ok) throw new Error(digested.reason);
    const prints = digested.entry.events.filter((event) => event.kind === 'error').map((event) => event.fingerprint);
    expect(prints).toHaveLength(4);
    expect(prints[0]).toMatch(/^[0-9a-f]{16}$/);
    expect(prints[1]).toBe(prints[0]);
    expect(new Set(prints).size).toBe(3);
    expect(digested.entry.events.find((event) => event.kind === 'click')).not.toHaveProperty('fingerprint');
  });
});
