/**
 * The replay response's wire format (`GET /api/studio/sessions/{id}/replay`): written on the server by
 * lib/studio/replay.ts, read in the browser by the studio's player (components/studio/ReplayPlayer.tsx). Not
 * `server-only`: it uses nothing but web streams, which both have, and the tracker's codec.
 *
 *   response = frame*            a meta frame first, then one batch frame per stored batch, page loads in order
 *   frame  = kind (1 byte), body length (uint32, big-endian), body
 *   meta   = UTF-8 JSON (ReplayMeta)
 *   batch  = the batch exactly as the blob store keeps it: one gzip member of the batch format of
 *            tracker/PROTOCOL.md "Batch" (empty when the blob has gone missing)
 *
 * Why the stored gzip travels as it is, and not NDJSON with HTTP compression: `next start` does not compress an
 * `application/x-ndjson` response (its compression middleware only takes the types mime-db marks compressible), and a
 * route handler cannot compress its own: Next 16's send-response.js drops a route handler's `Content-Encoding`
 * header (with Content-Length and Transfer-Encoding), so the line-by-line gzip of commit b98c64e reached the browser
 * as undeclared gzip bytes, which the player read as text and failed on. Batches are already gzipped in the blob
 * store: sent as they are, they cost the server no decode and no compression, and the browser unpacks each one with
 * DecompressionStream as it arrives.
 */
import { decodeBatch, messageName, type MessageName } from '@parley/tracker/protocol';

export const REPLAY_CONTENT_TYPE = 'application/vnd.parley.replay';
export const REPLAY_FRAME_META = 1;
export const REPLAY_FRAME_BATCH = 2;
/** Bytes before each frame's body: kind and length. */
export const REPLAY_FRAME_HEADER_BYTES = 5;

/** What the player needs before any batch: the session's span, how many batches will follow, its canvas snapshots. */
export interface ReplayMeta {
  sessionId: string;
  startedAt: number;
  lastActivityAt: number;
  batches: number;
  /** The batches' bytes as stored (gzip), what the rest of the response weighs. */
  bytes: number;
  images: { name: string; nodeId: number; ts: number }[];
}

export type ReplayFrame = { kind: 'meta'; meta: ReplayMeta } | { kind: 'batch'; gzipped: Uint8Array };

/** A decoded message of a batch; unknown types are dropped (the player cannot use them). */
export interface ReplayMessage {
  type: MessageName;
  data: Record<string, unknown>;
}

export class ReplayWireError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplayWireError';
  }
}

/** A frame's 5 header bytes (the body is sent after it as it is, without a copy). */
export function frameHeader(kind: number, bodyLength: number): Uint8Array {
  const header = new Uint8Array(REPLAY_FRAME_HEADER_BYTES);
  header[0] = kind;
  new DataView(header.buffer).setUint32(1, bodyLength);
  return header;
}

export function metaFrame(meta: ReplayMeta): Uint8Array[] {
  const body = new TextEncoder().encode(JSON.stringify(meta));
  return [frameHeader(REPLAY_FRAME_META, body.length), body];
}

export function batchFrame(gzipped: Uint8Array | null): Uint8Array[] {
  return gzipped && gzipped.length > 0
    ? [frameHeader(REPLAY_FRAME_BATCH, gzipped.length), gzipped]
    : [frameHeader(REPLAY_FRAME_BATCH, 0)];
}

/** The chunks read so far, taken from in frame-sized pieces without joining every chunk that arrives. */
class ChunkQueue {
  private chunks: Uint8Array[] = [];
  length = 0;

  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  take(count: number): Uint8Array {
    const first = this.chunks[0];
    if (first && first.length >= count) {
      // The common case for small pieces: no copy.
      const piece = first.subarray(0, count);
      if (first.length === count) this.chunks.shift();
      else this.chunks[0] = first.subarray(count);
      this.length -= count;
      return piece;
    }
    const out = new Uint8Array(count);
    let filled = 0;
    while (filled < count) {
      const chunk = this.chunks[0]!;
      const used = Math.min(chunk.length, count - filled);
      out.set(chunk.subarray(0, used), filled);
      filled += used;
      if (used === chunk.length) this.chunks.shift();
      else this.chunks[0] = chunk.subarray(used);
    }
    this.length -= count;
    return out;
  }
}

/** The frames of a replay response, each as soon as its last byte has arrived. Throws when the response is cut off. */
export async function* readReplayFrames(body: ReadableStream<Uint8Array>): AsyncGenerator<ReplayFrame> {
  const reader = body.getReader();
  const queue = new ChunkQueue();
  let header: { kind: number; length: number } | null = null;
  try {
    for (;;) {
      if (!header && queue.length >= REPLAY_FRAME_HEADER_BYTES) {
        const bytes = queue.take(REPLAY_FRAME_HEADER_BYTES);
        header = {
          kind: bytes[0]!,
          length: new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(1),
        };
        if (header.kind !== REPLAY_FRAME_META && header.kind !== REPLAY_FRAME_BATCH)
          throw new ReplayWireError(`unknown frame kind ${header.kind}`);
      }
      if (header && queue.length >= header.length) {
        const body = queue.take(header.length);
        if (header.kind === REPLAY_FRAME_META)
          yield { kind: 'meta', meta: JSON.parse(new TextDecoder().decode(body)) as ReplayMeta };
        else yield { kind: 'batch', gzipped: body };
        header = null;
        continue;
      }
      const { done, value } = await reader.read();
      if (done) {
        if (header || queue.length > 0) throw new ReplayWireError('the replay response ends inside a frame');
        return;
      }
      queue.push(value);
    }
  } finally {
    reader.releaseLock();
  }
}

/** A stored batch, read: which page load and batch it is, and its messages. */
export interface ReplayBatch {
  pageNo: number;
  batchNo: number;
  /** When the tracker made it (its header's timestamp); absent for a batch whose blob went missing. */
  timestamp?: number;
  messages: ReplayMessage[];
}

/**
 * The message indexes of each page load the player already has (page number → indexes). A page's own last batch may
 * repeat messages the worker also sent (tracker/PROTOCOL.md "Batch"): the replay keeps one copy per index.
 */
export type SeenMessages = Map<number, Set<number>>;

/**
 * A stored batch unpacked (DecompressionStream) and read with the tracker's codec. An empty one (its blob went
 * missing) has no messages and page -1. Messages already in `seen` are left out (and the rest added to it), and so is
 * a message that does not parse: the ingest checks every message's framing but parses only those it indexes
 * (lib/ingest/digest.ts `extract`), so one bad rrweb event costs that event, not the batch.
 */
export async function decodeStoredBatch(gzipped: Uint8Array, seen: SeenMessages = new Map()): Promise<ReplayBatch> {
  if (gzipped.length === 0) return { pageNo: -1, batchNo: -1, messages: [] };
  const packed = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(gzipped as Uint8Array<ArrayBuffer>);
      controller.close();
    },
  });
  const reader = packed.pipeThrough<Uint8Array>(new DecompressionStream('gzip')).getReader();
  const chunks = new ChunkQueue();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  const { header, frames } = decodeBatch(chunks.take(chunks.length));
  const pageSeen = seen.get(header.pageNo) ?? seen.set(header.pageNo, new Set()).get(header.pageNo)!;
  const messages: ReplayMessage[] = [];
  for (const [position, frame] of frames.entries()) {
    const index = header.firstIndex + position;
    if (pageSeen.has(index)) continue;
    pageSeen.add(index);
    const type = messageName(frame.type);
    if (!type) continue;
    try {
      messages.push({ type, data: JSON.parse(frame.payload) as Record<string, unknown> });
    } catch {
      // left out, see above
    }
  }
  return { pageNo: header.pageNo, batchNo: header.batchNo, timestamp: header.timestamp, messages };
}
