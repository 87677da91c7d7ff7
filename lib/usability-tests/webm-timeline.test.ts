import fs from 'node:fs';
import path from 'node:path';
import { webmTimeline } from './webm-timeline';

/** 1.5 s that Chromium's MediaRecorder recorded (a canvas and a tone, timeslices of 500 ms), as a browser uploads it. */
const RECORDING = new Uint8Array(fs.readFileSync(path.join(__dirname, 'fixtures/chromium-recording.webm')));

const endOf = (chunks: Uint8Array[]) => {
  const timeline = webmTimeline();
  for (const chunk of chunks) timeline.push(chunk);
  return timeline.endMs();
};
const inPieces = (bytes: Uint8Array, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

/** EBML bytes: an id (as written), a size (1-byte form, or `unknown`), a body. */
const element = (id: number[], body: number[] | 'unknown-size') =>
  body === 'unknown-size'
    ? [...id, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]
    : [...id, 0x80 | body.length, ...body];
const HEADER = element([0x1a, 0x45, 0xdf, 0xa3], [0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]);
const SEGMENT = [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
const CLUSTER = [0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
const timecode = (value: number) => element([0xe7], [(value >> 8) & 0xff, value & 0xff]);
/** A SimpleBlock of track 1 at `relative` timecode units after its cluster's, with a few bytes of frame. */
const block = (relative: number) => element([0xa3], [0x81, (relative >> 8) & 0xff, relative & 0xff, 0x80, 1, 2, 3]);

describe('how long an uploaded webm runs, read as it streams', () => {
  it("reads a Chromium recording's end from its blocks, whatever pieces its bytes arrive in", () => {
    const whole = endOf([RECORDING]);
    expect(whole).toBeGreaterThan(1_300);
    expect(whole).toBeLessThanOrEqual(1_600);
    for (const size of [1, 2, 3, 7, 13, 64, 500, 4_096]) expect(endOf(inPieces(RECORDING, size))).toBe(whole);
  });

  it('a recording cut short (a page left in the middle of a piece) runs to its last whole block', () => {
    const cut = endOf([RECORDING.subarray(0, Math.floor(RECORDING.length / 2))]);
    expect(cut).not.toBeNull();
    expect(cut!).toBeLessThan(endOf([RECORDING])!);
  });

  it("counts in the file's TimecodeScale, from each cluster's timecode", () => {
    // TimecodeScale 500,000 ns: a unit is 0.5 ms. Clusters at 0 and 4,000 units (2 s), blocks up to 600 units later.
    const info = element([0x15, 0x49, 0xa9, 0x66], element([0x2a, 0xd7, 0xb1], [0x07, 0xa1, 0x20]));
    const bytes = [
      ...HEADER,
      ...SEGMENT,
      ...info,
      ...CLUSTER,
      ...timecode(0),
      ...block(0),
      ...block(300),
      ...CLUSTER,
      ...timecode(4_000),
      ...block(0),
      ...block(600),
    ];
    expect(endOf([Uint8Array.from(bytes)])).toBe(2_300);
  });

  it('gives no answer for what it cannot follow: no blocks, not EBML, an element of unknown size that holds no others', () => {
    expect(endOf([Uint8Array.from([...HEADER, ...SEGMENT, ...CLUSTER, ...timecode(5)])])).toBeNull();
    expect(endOf([Uint8Array.from([0x00, 0x00, 0x00, 0x00, 0x00])])).toBeNull();
    const unknownBlock = element([0xa3], 'unknown-size');
    expect(
      endOf([Uint8Array.from([...HEADER, ...SEGMENT, ...CLUSTER, ...timecode(0), ...block(40), ...unknownBlock])]),
    ).toBeNull();
    // A cluster timecode claiming more than 8 bytes is not a number it can read.
    expect(
      endOf([Uint8Array.from([...HEADER, ...SEGMENT, ...CLUSTER, 0xe7, 0x89, 1, 2, 3, 4, 5, 6, 7, 8, 9, ...block(1)])]),
    ).toBeNull();
  });
});
