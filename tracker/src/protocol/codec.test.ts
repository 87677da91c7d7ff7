import vectors from '../../protocol-vectors.json';
import { MAX_MESSAGE_BYTES } from '../constants';
import { ByteWriter, decodeBatch, encodeBatch, frameSize, messageJson, ProtocolError, type BatchHeader } from './codec';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
const hex = (data: Uint8Array) => Buffer.from(data).toString('hex');

describe('the batch codec against the shared vectors (tracker/protocol-vectors.json)', () => {
  it.each(vectors.valid.map((v) => [v.name, v] as const))('encodes "%s" to exactly its bytes', (_name, vector) => {
    expect(hex(encodeBatch(vector.header as BatchHeader, vector.frames))).toBe(vector.hex);
  });

  it.each(vectors.valid.map((v) => [v.name, v] as const))(
    'decodes "%s" back to its header and messages',
    (_name, vector) => {
      expect(decodeBatch(bytes(vector.hex))).toEqual({ header: vector.header, frames: vector.frames });
    },
  );

  it.each(vectors.invalid.map((v) => [v.name, v] as const))('refuses "%s"', (_name, vector) => {
    expect(() => decodeBatch(bytes(vector.hex))).toThrow(ProtocolError);
    expect(() => decodeBatch(bytes(vector.hex))).toThrow(vector.error);
  });
});

describe('message size limit (a message larger than 16777215 bytes is refused)', () => {
  it('frames a message of exactly MAX_MESSAGE_BYTES, with its length in three little-endian bytes', () => {
    const payload = new Uint8Array(MAX_MESSAGE_BYTES).fill(0x20);
    const written = new ByteWriter(16).frame(6, payload).finish();
    expect(written.length).toBe(frameSize(6, MAX_MESSAGE_BYTES));
    expect([...written.subarray(0, 4)]).toEqual([6, 0xff, 0xff, 0xff]);
  });

  it('refuses a message one byte larger', () => {
    expect(() => new ByteWriter(16).frame(6, new Uint8Array(MAX_MESSAGE_BYTES + 1))).toThrow(/over 16777215/);
  });
});

describe('primitives', () => {
  it('round-trips unsigned integers up to the safe range and signed ones up to ±2^52', () => {
    const values = [1, 127, 128, 300, 2 ** 31, 2 ** 32 + 5, 2 ** 52 - 1];
    for (const value of values) {
      for (const timestamp of [value, -value]) {
        const header: BatchHeader = { version: 1, pageNo: value, batchNo: 0, firstIndex: 0, timestamp, tabId: '' };
        expect(decodeBatch(encodeBatch(header, [])).header).toEqual(header);
      }
    }
    const largest: BatchHeader = {
      version: 1,
      pageNo: Number.MAX_SAFE_INTEGER,
      batchNo: 0,
      firstIndex: 0,
      timestamp: -(2 ** 52),
      tabId: '',
    };
    expect(decodeBatch(encodeBatch(largest, [])).header).toEqual(largest);
    expect(() => new ByteWriter().int(2 ** 52)).toThrow(ProtocolError);
  });

  it('refuses negative or fractional unsigned values', () => {
    expect(() => new ByteWriter().uint(-1)).toThrow(ProtocolError);
    expect(() => new ByteWriter().uint(1.5)).toThrow(ProtocolError);
  });
});

describe('a message as JSON (messageJson)', () => {
  it('gives the JSON text of a message, and for one without any says why instead of throwing', () => {
    expect(messageJson({ ts: 1, name: 'é' })).toEqual({ json: '{"ts":1,"name":"é"}' });
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(messageJson(cycle)).toEqual({ error: expect.stringMatching(/circular/i) });
    expect(messageJson({ n: BigInt(1) })).toEqual({ error: expect.stringMatching(/BigInt/) });
    expect(messageJson(() => 1)).toEqual({ error: 'it has no JSON form' });
  });
});
