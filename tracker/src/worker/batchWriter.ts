/**
 * Writes one page's messages into batches (tracker/PROTOCOL.md "Batch"): a batch is finished when the next message
 * would overflow BATCH_BUFFER_BYTES; a message too big for that buffer gets a batch of its own up to the session's
 * beaconSizeLimit; a message bigger still, or over MAX_MESSAGE_BYTES, is refused. Batches without a message are never
 * produced.
 */
import { BATCH_BUFFER_BYTES, MAX_MESSAGE_BYTES } from '../constants';
import { ByteWriter, frameSize, PROTOCOL_VERSION } from '../protocol/codec';

export interface BatchWriterOptions {
  pageNo: number;
  tabId: string;
  beaconSizeLimit: number;
  /** Server time in ms, for the batch header. */
  now(): number;
  /** A finished batch, numbered from 0 within the page; `through` is the page index of the message after its last. */
  onBatch(batchNo: number, bytes: Uint8Array, through: number): void;
  warn(message: string): void;
}

const encoder = new TextEncoder();

export function createBatchWriter(options: BatchWriterOptions) {
  let batchNo = 0;
  /** Index within the page of the next message. */
  let index = 0;
  let writer: ByteWriter | null = null;
  let frames = 0;

  function begin(): ByteWriter {
    frames = 0;
    writer = new ByteWriter(16_384).header({
      version: PROTOCOL_VERSION,
      pageNo: options.pageNo,
      batchNo,
      firstIndex: index,
      timestamp: Math.round(options.now()),
      tabId: options.tabId,
    });
    return writer;
  }

  function finish(): void {
    if (!writer || frames === 0) return;
    const bytes = writer.finish();
    writer = null;
    options.onBatch(batchNo++, bytes, index);
  }

  /**
   * A message that is not written still has its page index (tracker/PROTOCOL.md "Batch": a message's index is its
   * place among everything the page recorded, which the page counts too): the batch before it ends there.
   */
  function skip(): false {
    finish();
    writer = null;
    index++;
    return false;
  }

  function write(type: number, json: string): boolean {
    const payload = encoder.encode(json);
    if (payload.length > MAX_MESSAGE_BYTES) {
      options.warn(`message refused: ${payload.length} bytes`);
      return skip();
    }
    const size = frameSize(type, payload.length);
    let current = writer ?? begin();
    if (current.length + size > BATCH_BUFFER_BYTES && frames > 0) {
      finish();
      current = begin();
    }
    const alone = current.length + size > BATCH_BUFFER_BYTES;
    if (alone && current.length + size > options.beaconSizeLimit) {
      options.warn(`message dropped: ${payload.length} bytes`);
      return skip();
    }
    current.frame(type, payload);
    frames++;
    index++;
    if (alone) finish();
    return true;
  }

  return { write, finish, skip };
}

export type BatchWriter = ReturnType<typeof createBatchWriter>;
