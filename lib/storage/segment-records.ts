import { crc32 } from 'node:zlib';

/**
 * The record format of segment files (lib/storage/segment-log.ts), apart from the log so that tests and tools read it
 * without the server: `SEGMENT_RECORD_MAGIC`, the byte length of the key (uint16, big-endian) and of the bytes
 * (uint32), the CRC-32 of key and bytes (uint32), the key (UTF-8), the bytes. The checksum tells a record that was
 * written whole from one torn by a crash or damaged on disk; records of the first format (`PSR1`, no checksum) still
 * read.
 */

/** The first bytes of every record. */
export const SEGMENT_RECORD_MAGIC = Buffer.from('PSR2', 'latin1');
/** The first format, without a checksum: segments written before it came are still read. */
const LEGACY_MAGIC = Buffer.from('PSR1', 'latin1');
const LEGACY_HEAD = LEGACY_MAGIC.length + 2 + 4;
const RECORD_HEAD = SEGMENT_RECORD_MAGIC.length + 2 + 4 + 4;

/** A record's head and key, to be followed by its `bytes`. */
export function recordHead(key: string, bytes: Uint8Array): [Buffer, Buffer] {
  const name = Buffer.from(key, 'utf8');
  const head = Buffer.alloc(RECORD_HEAD);
  SEGMENT_RECORD_MAGIC.copy(head);
  head.writeUInt16BE(name.byteLength, SEGMENT_RECORD_MAGIC.length);
  head.writeUInt32BE(bytes.byteLength, SEGMENT_RECORD_MAGIC.length + 2);
  head.writeUInt32BE(crc32(bytes, crc32(name)), SEGMENT_RECORD_MAGIC.length + 6);
  return [head, name];
}

/** The most bytes a record has before its own bytes: its head and the longest key (its length is a uint16). */
export const SEGMENT_RECORD_PREFIX_MAX_BYTES = RECORD_HEAD + 0xffff;

/**
 * The checksum a record must carry once its bytes, at `offset` in the file, are overwritten in place by `replacement`
 * (an erasure), so that the segment stays a run of whole records and a scan goes on past it: where the checksum is in
 * the file and its 4 bytes. `before` is the file's bytes from `base` up to `offset` (the last
 * SEGMENT_RECORD_PREFIX_MAX_BYTES are enough). Null when no checksummed record's head and key end at `offset`.
 */
export function checksumAfterOverwrite(
  before: Buffer,
  base: number,
  offset: number,
  replacement: Uint8Array,
): { at: number; checksum: Buffer } | null {
  for (let nameLength = 0; nameLength <= 0xffff; nameLength++) {
    const head = offset - base - nameLength - RECORD_HEAD;
    if (head < 0) return null;
    if (!before.subarray(head, head + SEGMENT_RECORD_MAGIC.length).equals(SEGMENT_RECORD_MAGIC)) continue;
    if (before.readUInt16BE(head + SEGMENT_RECORD_MAGIC.length) !== nameLength) continue;
    if (before.readUInt32BE(head + SEGMENT_RECORD_MAGIC.length + 2) !== replacement.byteLength) continue;
    const name = before.subarray(head + RECORD_HEAD, head + RECORD_HEAD + nameLength);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(replacement, crc32(name)));
    return { at: base + head + SEGMENT_RECORD_MAGIC.length + 6, checksum };
  }
  return null;
}

export const recordSize = ({ key, bytes }: { key: string; bytes: Uint8Array }) =>
  RECORD_HEAD + Buffer.byteLength(key, 'utf8') + bytes.byteLength;

export interface SegmentRecord {
  key: string;
  /** Where the record's bytes are in the segment file. */
  offset: number;
  length: number;
  /** `{segmentKey}#{offset}+{length}`. */
  locator: string;
  /** Where the next record begins in the segment file. */
  end: number;
}

/**
 * The records of a segment file's bytes, in order: each key and where its bytes are (offset, length, and the locator
 * when `segmentKey`, the file's `segments/{day}/{name}`, is given). `base` is where `segment` begins in the file (a
 * read from a checkpoint). Stops at the first incomplete, foreign or damaged record (an unacknowledged tail after a
 * crash): `complete` says whether every byte was read as records, `end` where the last whole record ends.
 */
export function scanSegmentFrom(
  segment: Buffer,
  segmentKey = '',
  base = 0,
): { records: SegmentRecord[]; end: number; complete: boolean } {
  const records: SegmentRecord[] = [];
  let at = 0;
  while (at < segment.byteLength) {
    const magic = segment.subarray(at, at + SEGMENT_RECORD_MAGIC.length);
    const checked = magic.equals(SEGMENT_RECORD_MAGIC);
    if (!checked && !magic.equals(LEGACY_MAGIC)) break;
    const head = checked ? RECORD_HEAD : LEGACY_HEAD;
    if (at + head > segment.byteLength) break;
    const nameLength = segment.readUInt16BE(at + SEGMENT_RECORD_MAGIC.length);
    const length = segment.readUInt32BE(at + SEGMENT_RECORD_MAGIC.length + 2);
    const offset = at + head + nameLength;
    if (offset + length > segment.byteLength) break;
    if (
      checked &&
      crc32(segment.subarray(offset, offset + length), crc32(segment.subarray(at + head, offset))) !==
        segment.readUInt32BE(at + 10)
    )
      break;
    records.push({
      key: segment.toString('utf8', at + head, offset),
      offset: base + offset,
      length,
      locator: `${segmentKey}#${base + offset}+${length}`,
      end: base + offset + length,
    });
    at = offset + length;
  }
  return { records, end: base + at, complete: at === segment.byteLength };
}

/** The records of a whole segment file's bytes (scanSegmentFrom from its start). */
export function scanSegment(segment: Buffer, segmentKey = ''): SegmentRecord[] {
  return scanSegmentFrom(segment, segmentKey).records;
}
