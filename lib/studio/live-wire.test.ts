/**
 * @jest-environment node
 */
import { gzipSync } from 'node:zlib';
import {
  fromBase64,
  liveBatchEvent,
  liveEndEvent,
  liveMetaEvent,
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
        liveBatchEvent(gzipped) +
        liveBatchEvent(null) +
        sseEvent('future', 'ignored') +
        liveEndEvent('limit');
      const frames: LiveFrame[] = await all(readLiveFrames(pieces(text, size)));
      expect(frames).toEqual([
        { kind: 'meta', meta: { ...META, images: [{ name: 'ü.webp', nodeId: 1, ts: 2 }] } },
        { kind: 'batch', gzipped },
        { kind: 'batch', gzipped: new Uint8Array() },
        { kind: 'end', reason: 'limit' },
      ]);
    },
  );

  test("the reader takes the standard's other line ends and field forms, and drops an event left unfinished", async () => {
    const text = 'event: a\r\ndata:x\r\n\r\ndata: y\rdata: z\r\r: comment\nid: 3\nretry: 10\nevent: b\ndata: cut';
    expect(await all(readSseEvents(pieces(text, 2)))).toEqual([
      { event: 'a', data: 'x' },
      { event: 'message', data: 'y\nz' },
    ]);
  });

  test('an end naming an unknown reason reads as the limit (the player stops either way)', async () => {
    expect(await all(readLiveFrames(pieces(sseEvent('end', 'other'), 5)))).toEqual([{ kind: 'end', reason: 'limit' }]);
  });
});
