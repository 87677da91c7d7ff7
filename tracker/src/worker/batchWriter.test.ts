import { BATCH_BUFFER_BYTES, MAX_MESSAGE_BYTES } from '../constants';
import { decodeBatch } from '../protocol/codec';
import { createBatchWriter } from './batchWriter';

function writer(beaconSizeLimit = 1_000_000) {
  const batches: { batchNo: number; bytes: Uint8Array }[] = [];
  const warnings: string[] = [];
  const write = createBatchWriter({
    pageNo: 2,
    tabId: 'k3x9q2m7w1ab',
    beaconSizeLimit,
    now: () => 1_763_900_000_000,
    onBatch: (batchNo, bytes) => batches.push({ batchNo, bytes }),
    warn: (message) => warnings.push(message),
  });
  return { ...write, batches, warnings };
}

const json = (bytes: number) => JSON.stringify({ t: 'x'.repeat(bytes - 8) }); // exactly `bytes` long

describe('batch writing', () => {
  it('writes the header and the messages in the codec format, numbering batches and messages within the page', () => {
    const w = writer();
    w.write(2, '{"url":"/"}');
    w.write(3, '{"label":"Parley"}');
    w.finish();
    w.write(6, '{"name":"x"}');
    w.finish();
    expect(w.batches.map((b) => b.batchNo)).toEqual([0, 1]);
    const [first, second] = w.batches.map((b) => decodeBatch(b.bytes));
    expect(first!.header).toEqual({
      version: 1,
      pageNo: 2,
      batchNo: 0,
      firstIndex: 0,
      timestamp: 1_763_900_000_000,
      tabId: 'k3x9q2m7w1ab',
    });
    expect(first!.frames).toEqual([
      { type: 2, payload: '{"url":"/"}' },
      { type: 3, payload: '{"label":"Parley"}' },
    ]);
    expect(second!.header).toMatchObject({ batchNo: 1, firstIndex: 2 });
  });

  it('a refused message keeps its place in the page: the batch before it ends, the next starts after it', () => {
    const w = writer(250_000);
    w.write(6, '{"n":0}');
    w.write(1, json(300_000));
    w.write(6, '{"n":2}');
    w.write(1, json(300_000));
    w.write(6, '{"n":4}');
    w.finish();
    expect(w.batches.map((b) => decodeBatch(b.bytes).header.firstIndex)).toEqual([0, 2, 4]);
    expect(w.warnings).toEqual(['message dropped: 300000 bytes', 'message dropped: 300000 bytes']);
  });

  it('never produces a batch without a message', () => {
    const w = writer();
    w.finish();
    w.finish();
    expect(w.batches).toEqual([]);
  });

  it('finishes a batch when the next message would overflow BATCH_BUFFER_BYTES, and none is ever larger', () => {
    const w = writer();
    for (let i = 0; i < 30; i++) w.write(1, json(10_000));
    w.finish();
    expect(w.batches.length).toBe(2);
    for (const batch of w.batches) expect(batch.bytes.length).toBeLessThanOrEqual(BATCH_BUFFER_BYTES);
    const frames = w.batches.flatMap((b) => decodeBatch(b.bytes).frames);
    expect(frames).toHaveLength(30);
    expect(decodeBatch(w.batches[1]!.bytes).header.firstIndex).toBe(decodeBatch(w.batches[0]!.bytes).frames.length);
  });

  it('sends a message too big for the buffer alone in a batch up to beaconSizeLimit, after what was waiting', () => {
    const w = writer();
    w.write(6, '{"small":1}');
    w.write(1, json(500_000));
    w.write(6, '{"after":1}');
    w.finish();
    expect(w.batches.map((b) => decodeBatch(b.bytes).frames.map((f) => f.payload.length))).toEqual([
      [11],
      [500_000],
      [11],
    ]);
    expect(w.batches[1]!.bytes.length).toBeGreaterThan(BATCH_BUFFER_BYTES);
  });

  it('drops a message that does not fit beaconSizeLimit, with a warning, and goes on', () => {
    const w = writer(300_000);
    expect(w.write(1, json(400_000))).toBe(false);
    expect(w.write(6, '{"next":1}')).toBe(true);
    w.finish();
    expect(w.warnings).toEqual(['message dropped: 400000 bytes']);
    expect(decodeBatch(w.batches[0]!.bytes).frames).toEqual([{ type: 6, payload: '{"next":1}' }]);
  });

  it('refuses a message over MAX_MESSAGE_BYTES even when the session allows bigger batches', () => {
    const w = writer(20_000_000);
    expect(w.write(1, json(MAX_MESSAGE_BYTES + 1))).toBe(false);
    expect(w.warnings).toEqual([`message refused: ${MAX_MESSAGE_BYTES + 1} bytes`]);
    expect(w.batches).toEqual([]);
  });
});
