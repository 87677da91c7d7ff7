/**
 * How long a webm file's media runs, read from its bytes as they stream by (the upload is never held whole): the
 * latest time of any block (a frame or a piece of sound) in it. A browser's MediaRecorder writes a live webm (a
 * Segment and Clusters of unknown size, no Duration, no Cues), so the time is only in the blocks: each Cluster says
 * its Timecode and each SimpleBlock (or BlockGroup's Block) its time relative to it, in TimecodeScale units.
 *
 * Only what leads to those times is read: the containers on the way (Segment, Info, Cluster, BlockGroup) are entered,
 * every other element skipped by its size. A file this reader cannot follow (an element of unknown size that is not a
 * container, a size past what it can read) gives no answer rather than a wrong one.
 */

/** Matroska element ids, with their length marker bits, as they appear in the file. */
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const SIMPLE_BLOCK = 0xa3;
const CONTAINERS = new Set([SEGMENT, INFO, CLUSTER, BLOCK_GROUP]);
/** Elements whose whole value is read: unsigned integers of at most 8 bytes. */
const NUMBERS = new Set([TIMECODE_SCALE, CLUSTER_TIMECODE]);
const BLOCKS = new Set([SIMPLE_BLOCK, BLOCK]);
/** The default TimecodeScale: a timecode unit is 1 ms. */
const DEFAULT_SCALE_NS = 1_000_000;
/** The longest a segment can run and still be stored (ms, a 32-bit column: 24 days). */
const MAX_END_MS = 2 ** 31 - 1;
/** A block's head: its track number (an EBML number of up to 8 bytes) and a signed 16-bit relative timecode. */
const BLOCK_HEAD_MAX = 10;

export interface WebmTimeline {
  /** The next bytes of the file, in order. */
  push(chunk: Uint8Array): void;
  /** The latest block time in ms from the file's time 0, or null when none was found or the file cannot be followed. */
  endMs(): number | null;
}

/**
 * An EBML variable-length number at `at`: its length in bytes and its value (`unknown`: all value bits set); 'short'
 * when the bytes end before it does, 'bad' when no such number starts there.
 */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean) {
  const first = bytes[at];
  if (first === undefined) return 'short' as const;
  if (first === 0) return 'bad' as const;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return 'short' as const;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) allOnes = false;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

export function webmTimeline(): WebmTimeline {
  /** Bytes of an element's head (or of a value being read) that the last chunk ended in the middle of. */
  let pending = new Uint8Array(0);
  /** Bytes of the current element still to pass over. */
  let skip = 0;
  let scale = DEFAULT_SCALE_NS;
  let cluster = 0;
  let latest: number | null = null;
  let lost = false;

  /** Reads what it can from `bytes`; returns where it stopped (the rest waits for the next chunk). */
  function read(bytes: Uint8Array): number {
    let at = 0;
    while (at < bytes.length && !lost) {
      if (skip > 0) {
        const passed = Math.min(skip, bytes.length - at);
        skip -= passed;
        at += passed;
        continue;
      }
      const id = readVint(bytes, at, true);
      const size = typeof id === 'string' ? id : readVint(bytes, at + id.length, false);
      if (id === 'bad' || size === 'bad' || (typeof id !== 'string' && id.length > 4)) lost = true;
      if (typeof id === 'string' || typeof size === 'string') return at;
      const body = at + id.length + size.length;
      if (CONTAINERS.has(id.value)) {
        at = body;
        continue;
      }
      if (size.unknown || !Number.isSafeInteger(size.value)) {
        lost = true;
        return at;
      }
      if (NUMBERS.has(id.value)) {
        if (size.value > 8) {
          lost = true;
          return at;
        }
        if (body + size.value > bytes.length) return at;
        let value = 0;
        for (let i = 0; i < size.value; i++) value = value * 256 + bytes[body + i]!;
        if (id.value === TIMECODE_SCALE) scale = value || DEFAULT_SCALE_NS;
        else cluster = value;
        at = body + size.value;
        continue;
      }
      if (BLOCKS.has(id.value)) {
        const head = Math.min(size.value, BLOCK_HEAD_MAX);
        if (body + head > bytes.length) return at;
        const track = readVint(bytes, body, false);
        if (typeof track === 'string' || track.length + 2 > size.value) {
          lost = true;
          return at;
        }
        const relative = (((bytes[body + track.length]! << 8) | bytes[body + track.length + 1]!) << 16) >> 16;
        const ms = ((cluster + relative) * scale) / 1_000_000;
        latest = latest === null ? ms : Math.max(latest, ms);
      }
      at = body;
      skip = size.value;
    }
    return at;
  }

  return {
    push(chunk) {
      if (lost || chunk.length === 0) return;
      let bytes = chunk;
      if (pending.length) {
        bytes = new Uint8Array(pending.length + chunk.length);
        bytes.set(pending);
        bytes.set(chunk, pending.length);
      }
      const stopped = read(bytes);
      // What is left is at most an element's head or a small value: a few bytes, never the media.
      pending = bytes.slice(stopped);
      if (pending.length > 64) lost = true;
    },
    // A time before 0 (a block a little before its cluster's start) ends nothing; one past MAX_END_MS is not a recording.
    endMs: () => (lost || latest === null || latest > MAX_END_MS ? null : Math.max(0, Math.round(latest))),
  };
}
