/**
 * The batch wire format (tracker/PROTOCOL.md "Batch"), written by the tracker's worker and read by the ingest, which
 * imports this file. No DOM, no Node: it runs in a Web Worker, in the browser and on the server.
 *
 *   batch   = header frame*
 *   header  = uint version, uint pageNo, uint batchNo, uint firstIndex, int timestamp, string tabId
 *   frame   = uint type, 3-byte little-endian payload length, payload (UTF-8 JSON)
 */
import { MAX_MESSAGE_BYTES } from '../constants';
import { expandCompactPayload } from './compact';
import { MESSAGE_TYPES } from './messages';

export const PROTOCOL_VERSION = 1;
/** Bytes of a frame's length field: the reason a message cannot exceed MAX_MESSAGE_BYTES (2^24 - 1). */
export const FRAME_LENGTH_BYTES = 3;

export interface BatchHeader {
  version: number;
  /** 0 for the first page of a session, +1 per full page load (tracker/PROTOCOL.md "Session"). */
  pageNo: number;
  /** 0 for the first batch of a page, +1 per batch; with pageNo the batch's identity (`?batch={pageNo}_{batchNo}`). */
  batchNo: number;
  /** Index (within the page) of the batch's first message. */
  firstIndex: number;
  /** When the batch was started, server time in ms. */
  timestamp: number;
  tabId: string;
}

export interface Frame {
  type: number;
  /** The message as UTF-8 JSON text. */
  payload: string;
}

export class ProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProtocolError';
  }
}

const encoder = new TextEncoder();

/** A growable byte buffer with the protocol's primitive writers. */
export class ByteWriter {
  private bytes: Uint8Array;
  length = 0;

  constructor(initialCapacity = 1024) {
    this.bytes = new Uint8Array(initialCapacity);
  }

  private reserve(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    let capacity = this.bytes.length * 2;
    while (capacity < this.length + extra) capacity *= 2;
    const next = new Uint8Array(capacity);
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
  }

  /** Unsigned LEB128 of a safe non-negative integer. */
  uint(value: number): this {
    if (!Number.isSafeInteger(value) || value < 0) throw new ProtocolError(`uint out of range: ${value}`);
    this.reserve(8);
    let rest = value;
    while (rest >= 0x80) {
      this.bytes[this.length++] = (rest % 0x80) | 0x80;
      rest = Math.floor(rest / 0x80);
    }
    this.bytes[this.length++] = rest;
    return this;
  }

  /** Zigzag, then unsigned LEB128: an integer from -(2^52) to 2^52 - 1 (its zigzag form is a safe integer). */
  int(value: number): this {
    if (!Number.isSafeInteger(value) || value < -(2 ** 52) || value >= 2 ** 52)
      throw new ProtocolError(`int out of range: ${value}`);
    return this.uint(value >= 0 ? value * 2 : -value * 2 - 1);
  }

  raw(chunk: Uint8Array): this {
    this.reserve(chunk.length);
    this.bytes.set(chunk, this.length);
    this.length += chunk.length;
    return this;
  }

  /** Byte length, then the UTF-8 bytes. */
  string(value: string): this {
    const utf8 = encoder.encode(value);
    return this.uint(utf8.length).raw(utf8);
  }

  /** One frame: type, 3-byte little-endian length, payload. */
  frame(type: number, payload: Uint8Array): this {
    if (payload.length > MAX_MESSAGE_BYTES)
      throw new ProtocolError(`message of ${payload.length} bytes is over ${MAX_MESSAGE_BYTES}`);
    this.uint(type);
    this.reserve(FRAME_LENGTH_BYTES);
    this.bytes[this.length++] = payload.length & 0xff;
    this.bytes[this.length++] = (payload.length >>> 8) & 0xff;
    this.bytes[this.length++] = (payload.length >>> 16) & 0xff;
    return this.raw(payload);
  }

  header(header: BatchHeader): this {
    return this.uint(header.version)
      .uint(header.pageNo)
      .uint(header.batchNo)
      .uint(header.firstIndex)
      .int(header.timestamp)
      .string(header.tabId);
  }

  /** A copy of what was written. */
  finish(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

/**
 * A message's JSON text, or why it has none: JSON.stringify throws on a cycle or a BigInt and gives nothing for a bare
 * function. The worker skips such a message (keeping its index); the page's own last batch stops before it.
 */
export function messageJson(data: unknown): { json: string } | { error: string } {
  try {
    const json = JSON.stringify(data);
    return json === undefined ? { error: 'it has no JSON form' } : { json };
  } catch (error) {
    return { error: String(error) };
  }
}

/** The bytes one message takes in a batch (type, length field and payload). */
export function frameSize(type: number, payloadBytes: number): number {
  let typeBytes = 1;
  for (let rest = type; rest >= 0x80; rest = Math.floor(rest / 0x80)) typeBytes += 1;
  return typeBytes + FRAME_LENGTH_BYTES + payloadBytes;
}

/** Encodes a whole batch at once (tests, the ingest's re-encoding after scrubbing). */
export function encodeBatch(header: BatchHeader, frames: readonly Frame[]): Uint8Array {
  const writer = new ByteWriter(256);
  writer.header(header);
  for (const frame of frames) writer.frame(frame.type, encoder.encode(frame.payload));
  return writer.finish();
}

class ByteReader {
  offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get done(): boolean {
    return this.offset >= this.bytes.length;
  }

  private byte(what: string): number {
    if (this.offset >= this.bytes.length)
      throw new ProtocolError(`truncated batch: ${what} ends early at byte ${this.offset}`);
    return this.bytes[this.offset++]!;
  }

  uint(what: string): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.byte(what);
      value += (byte & 0x7f) * scale;
      if (!Number.isSafeInteger(value)) throw new ProtocolError(`${what} is too large`);
      if ((byte & 0x80) === 0) return value;
      scale *= 0x80;
    }
  }

  int(what: string): number {
    const zigzag = this.uint(what);
    return zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
  }

  take(length: number, what: string): Uint8Array {
    if (this.offset + length > this.bytes.length) {
      throw new ProtocolError(
        `truncated batch: ${what} needs ${length} bytes, ${this.bytes.length - this.offset} left`,
      );
    }
    const chunk = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return chunk;
  }

  string(what: string): string {
    return utf8(this.take(this.uint(`${what} length`), what), what);
  }
}

const strictDecoder = /* @__PURE__ */ new TextDecoder('utf-8', { fatal: true });

function utf8(bytes: Uint8Array, what: string): string {
  try {
    return strictDecoder.decode(bytes);
  } catch {
    throw new ProtocolError(`${what} is not valid UTF-8`);
  }
}

function headerOf(reader: ByteReader): BatchHeader {
  const version = reader.uint('version');
  if (version !== PROTOCOL_VERSION) throw new ProtocolError(`unknown protocol version ${version}`);
  return {
    version,
    pageNo: reader.uint('pageNo'),
    batchNo: reader.uint('batchNo'),
    firstIndex: reader.uint('firstIndex'),
    timestamp: reader.int('timestamp'),
    tabId: reader.string('tabId'),
  };
}

/** A batch's header from its first bytes (the rest may be missing): the ingest checks it before anything else. */
export function readBatchHeader(prefix: Uint8Array): BatchHeader {
  return headerOf(new ByteReader(prefix));
}

/** Where one message's payload lies in a batch's bytes (`bytes.subarray(start, end)`), not yet decoded. */
export interface FrameSpan {
  type: number;
  start: number;
  end: number;
}

/**
 * Reads a batch's header and finds every frame (uncompressed bytes), without decoding the payloads: the ingest checks
 * and reads only what it needs. Throws ProtocolError naming the first problem of the framing.
 */
export function walkBatch(bytes: Uint8Array): { header: BatchHeader; frames: FrameSpan[] } {
  const reader = new ByteReader(bytes);
  const header = headerOf(reader);
  const frames: FrameSpan[] = [];
  while (!reader.done) {
    const index = frames.length;
    const type = reader.uint(`message ${index} type`);
    const [b0, b1, b2] = reader.take(FRAME_LENGTH_BYTES, `message ${index} length`);
    const length = b0! | (b1! << 8) | (b2! << 16);
    reader.take(length, `message ${index}`);
    frames.push({ type, start: reader.offset - length, end: reader.offset });
  }
  return { header, frames };
}

/**
 * Decodes a batch (uncompressed); throws ProtocolError naming the first problem. Payloads stay JSON text. A `compact`
 * message comes out as the rrweb message it was made from (tracker/src/protocol/compact.ts), so every reader (the
 * studio's replay in the browser, tests) sees rrweb events only and the compact form stays a matter of the wire.
 */
export function decodeBatch(bytes: Uint8Array): { header: BatchHeader; frames: Frame[] } {
  const { header, frames } = walkBatch(bytes);
  return {
    header,
    frames: frames.map((span, index) => {
      const payload = utf8(bytes.subarray(span.start, span.end), `message ${index}`);
      return span.type === MESSAGE_TYPES.compact
        ? { type: MESSAGE_TYPES.rrweb, payload: expandCompactPayload(payload) }
        : { type: span.type, payload };
    }),
  };
}
