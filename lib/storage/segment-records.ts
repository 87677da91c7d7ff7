/**
 * The record format of segment files (lib/storage/segment-log.ts), apart from the log so that tests and tools read it
 * without the server: `SEGMENT_RECORD_MAGIC`, the byte length of the key (uint16, big-endian) and of the bytes
 * (uint32), the key (UTF-8), the bytes.
 */

/** The first bytes of every record. */
export const SEGMENT_RECORD_MAGIC = Buffer.from('PSR1', 'latin1');
const RECORD_HEAD = SEGMENT_RECORD_MAGIC.length + 2 + 4;

/** A record's head and key, to be followed by its `length` bytes. */
export function recordHead(key: string, length: number): [Buffer, Buffer] {
  const name = Buffer.from(key, 'utf8');
  const head = Buffer.alloc(RECORD_HEAD);
  SEGMENT_RECORD_MAGIC.copy(head);
  head.writeUInt16BE(name.byteLength, SEGMENT_RECORD_MAGIC.length);
  head.writeUInt32BE(length, SEGMENT_RECORD_MAGIC.length + 2);
  return [head, name];
}

export const recordSize = ({ key, bytes }: { key: string; bytes: Uint8Array }) => RECORD_HEAD + Buffer.byteLength(key, 'utf8') + bytes.byteLength;

/**
 * The records of a segment file's bytes, in order: each key and where its bytes are (offset, length, and the locator
 * when `segmentKey`, the file's `segments/{day}/{name}`, is given). Stops at the first incomplete or foreign record
 * (an unacknowledged tail after a crash).
 */
export function scanSegment(segment: Buffer, segmentKey = ''): { key: string; offset: number; length: number; locator: string }[] {
  const records: { key: string; offset: number; length: number; locator: string }[] = [];
  for (let at = 0; at + RECORD_HEAD <= segment.byteLength;) {
    if (!segment.subarray(at, at + SEGMENT_RECORD_MAGIC.length).equals(SEGMENT_RECORD_MAGIC)) break;
    const nameLength = segment.readUInt16BE(at + SEGMENT_RECORD_MAGIC.length);
    const length = segment.readUInt32BE(at + SEGMENT_RECORD_MAGIC.length + 2);
    const offset = at + RECORD_HEAD + nameLength;
    if (offset + length > segment.byteLength) break;
    records.push({ key: segment.toString('utf8', at + RECORD_HEAD, offset), offset, length, locator: `${segmentKey}#${offset}+${length}` });
    at = offset + length;
  }
  return records;
}
