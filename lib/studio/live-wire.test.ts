/**
 * @jest-environment node
 */
import { gzipSync } from 'node:zlib';
import {
  formatLivePosition,
  fromBase64,
  isAfter,
  liveBatchEvent,
  liveEndEvent,
  liveMetaEvent,
  parseLivePosition,
  readLiveFrames,
  readSseEvents,
  sseComment,
  sseEvent,
  toBase64,
  type LiveFrame,
} from './live-wire';
import type { ReplayMeta } from './replay-wire';

const META: ReplayMeta = { sessionId: 's', startedAt: 1, lastActivityAt: 2, batches: 1, bytes: 3, images: [] };

/** `text` as a stream handing out `size` bytes at a time, as a network would (cutting characters in two, too). */
function pieces(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + size));
      offset += size;
    },
  });
}

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('live stream framing (Server-Sent Events)', () => {
  test('an event is its name, one data line per line of its data, and a blank line', () => {
    expect(sseEvent('meta', '{"a":1}')).toBe('event: meta\ndata: {"a":1}\n\n');
    expect(sseEvent('note', 'one\ntwo\r\nthree')).toBe('event: note\ndata: one\ndata: two\ndata: three\n\n');
  });

  test('a heartbeat is a comment line, which readers skip, and cannot break out of its line', () => {
    expect(sseComment('heartbeat')).toBe(': heartbeat\n\n');
    expect(sseComment('a\nevent: x')).toBe(': a event: x\n\n');
  });

  test('the end event names why the stream ends', () => {
    expect(liveEndEvent('erased')).toBe('event: end\ndata: erased\n\n');
    expect(liveEndEvent('ended')).toBe('event: end\ndata: ended\n\n');
  });

  test('bytes survive base64 both ways, every byte value and more than one slice of them', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256);
    expect(Buffer.from(toBase64(bytes), 'base64')).toEqual(Buffer.from(bytes));
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(fromBase64('')).toEqual(new Uint8Array());
  });

  test.each([1, 3, 7, 1000])(
    'the reader gives back meta, batches and the end whatever the pieces (%i bytes)',
    async (size) => {
      const gzipped = new Uint8Array(gzipSync(Buffer.from('a batch, say')));
      const text =
        liveMetaEvent({ ...META, images: [{ name: 'ü.webp', nodeId: 1, ts: 2 }] }) +
        sseComment('heartbeat') +
        liveBatchEvent(gzipped, { pageNo: 0, batchNo: 4, receivedAt: 7 }) +
        liveBatchEvent(null, { pageNo: 1, batchNo: 0, receivedAt: 9 }) +
        sseEvent('future', 'ignored') +
        liveEndEvent('limit');
      const frames: LiveFrame[] = await all(readLiveFrames(pieces(text, size)));
      expect(frames).toEqual([
        { kind: 'meta', meta: { ...META, images: [{ name: 'ü.webp', nodeId: 1, ts: 2 }] } },
        { kind: 'batch', gzipped, position: { pageNo: 0, batchNo: 4, receivedAt: 7 } },
        { kind: 'batch', gzipped: new Uint8Array(), position: { pageNo: 1, batchNo: 0, receivedAt: 9 } },
        { kind: 'end', reason: 'limit' },
      ]);
    },
  );

  test("the reader takes the standard's other line ends and field forms, and drops an event left unfinished", async () => {
    const text =
      'event: a\r\ndata:x\r\n\r\ndata: y\rdata: z\r\r: comment\nid: 3\nretry: 10\nevent: c\ndata: w\n\n' +
      'id: 4\0\ndata: v\n\nevent: b\ndata: cut';
    expect(await all(readSseEvents(pieces(text, 2)))).toEqual([
      { event: 'a', data: 'x', id: '' },
      { event: 'message', data: 'y\nz', id: '' },
      // The last event ID is kept for the events after it; one holding a NUL is ignored, as the standard says.
      { event: 'c', data: 'w', id: '3' },
      { event: 'message', data: 'v', id: '3' },
    ]);
  });

  test('an end naming an unknown reason reads as the limit (the player opens a new stream, which says again)', async () => {
    expect(await all(readLiveFrames(pieces(sseEvent('end', 'other'), 5)))).toEqual([{ kind: 'end', reason: 'limit' }]);
  });

  test('a batch carries its position as the event id, `{pageNo}_{batchNo}@{receivedAt}`, which cannot break out of its line', () => {
    expect(liveBatchEvent(null, { pageNo: 2, batchNo: 17, receivedAt: 1_700_000_000_123 })).toBe(
      'event: batch\nid: 2_17@1700000000123\ndata: \n\n',
    );
    expect(sseEvent('x', 'y', 'a\nevent: z')).toBe('event: x\nid: aevent: z\ndata: y\n\n');
    expect(formatLivePosition({ pageNo: 0, batchNo: 3, receivedAt: 0 })).toBe('0_3@0');
    expect(formatLivePosition({ pageNo: 0, batchNo: 3, receivedAt: null })).toBe('0_3');
  });

  test('a position reads back only as non-negative integers, its arrival time optional, and orders by page, then batch', () => {
    expect(parseLivePosition('2_17@1700000000123')).toEqual({ pageNo: 2, batchNo: 17, receivedAt: 1_700_000_000_123 });
    expect(parseLivePosition('2_17')).toEqual({ pageNo: 2, batchNo: 17, receivedAt: null });
    const bad = ['', '2', '2_', '_1', '-1_0', '1_2_3', '1.5_0', ' 1_0', '1_0 ', '9999999999999999_0', '1_0@', '1_0@-1'];
    for (const text of [...bad, '1_0@1.5', '1_0@9999999999999999', '1_0@1@2', null])
      expect(parseLivePosition(text)).toBeNull();
    const at = (pageNo: number, batchNo: number) => ({ pageNo, batchNo, receivedAt: null });
    expect(isAfter(at(0, 0), null)).toBe(true);
    expect(isAfter(at(0, 2), at(0, 1))).toBe(true);
    expect(isAfter(at(1, 0), at(0, 9))).toBe(true);
    expect(isAfter(at(0, 1), at(0, 1))).toBe(false);
    expect(isAfter(at(0, 9), at(1, 0))).toBe(false);
  });
});
