/**
 * @jest-environment node
 */
import { gzipSync } from 'node:zlib';
import { encodeBatch, MESSAGE_TYPES } from '@parley/tracker/protocol';
import {
  batchFrame,
  decodeStoredBatch,
  metaFrame,
  readReplayFrames,
  ReplayWireError,
  type ReplayFrame,
  type ReplayMeta,
} from './replay-wire';

const META: ReplayMeta = {
  sessionId: 's',
  startedAt: 1,
  lastActivityAt: 2,
  batches: 2,
  bytes: 10,
  images: [{ name: 'a.webp', nodeId: 3, ts: 4 }],
};

/** A stream that hands out `bytes` in pieces of `size` bytes, as a network would. */
function pieces(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

const join = (chunks: Uint8Array[]) => new Uint8Array(Buffer.concat(chunks));

async function frames(stream: ReadableStream<Uint8Array>): Promise<ReplayFrame[]> {
  const out: ReplayFrame[] = [];
  for await (const frame of readReplayFrames(stream)) out.push(frame);
  return out;
}

describe('the replay wire format', () => {
  const first = gzipSync(Buffer.from('first batch, gzipped as stored'));
  const second = gzipSync(Buffer.from('second'));
  const answer = join([...metaFrame(META), ...batchFrame(first), ...batchFrame(null), ...batchFrame(second)]);

  test.each([1, 3, 5, 64, answer.length])(
    'reads the meta and every batch byte for byte, whatever the network chunk size (%i)',
    async (size) => {
      const read = await frames(pieces(answer, size));
      expect(read).toHaveLength(4);
      expect(read[0]).toEqual({ kind: 'meta', meta: META });
      expect(
        read
          .slice(1)
          .map((frame) => (frame.kind === 'batch' ? Buffer.from(frame.gzipped).toString('hex') : frame.kind)),
      ).toEqual([first.toString('hex'), '', second.toString('hex')]);
    },
  );

  test('an answer cut off inside a frame is an error, not a shorter recording', async () => {
    await expect(frames(pieces(answer.subarray(0, answer.length - 1), 7))).rejects.toBeInstanceOf(ReplayWireError);
    await expect(frames(pieces(answer.subarray(0, 3), 7))).rejects.toThrow('ends inside a frame');
  });

  test('an unknown frame kind is refused', async () => {
    await expect(frames(pieces(new Uint8Array([9, 0, 0, 0, 0]), 5))).rejects.toThrow('unknown frame kind 9');
  });

  test("a stored batch is unpacked and read with the tracker's codec; unknown message types are dropped", async () => {
    const batch = encodeBatch({ version: 1, pageNo: 2, batchNo: 4, firstIndex: 0, timestamp: 5, tabId: 'tab' }, [
      { type: MESSAGE_TYPES.click, payload: JSON.stringify({ ts: 6, selector: '#go', label: 'Go' }) },
      { type: 250, payload: '{}' },
      { type: MESSAGE_TYPES.rrweb, payload: JSON.stringify({ type: 3, data: {}, timestamp: 7 }) },
    ]);
    expect(await decodeStoredBatch(new Uint8Array(gzipSync(batch)))).toEqual({
      pageNo: 2,
      batchNo: 4,
      timestamp: 5,
      messages: [
        { type: 'click', data: { ts: 6, selector: '#go', label: 'Go' } },
        { type: 'rrweb', data: { type: 3, data: {}, timestamp: 7 } },
      ],
    });
    expect(await decodeStoredBatch(new Uint8Array())).toEqual({ pageNo: -1, batchNo: -1, messages: [] });
  });
});
