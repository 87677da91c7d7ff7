import { parseByteRange } from './byte-range';

describe('one HTTP byte range', () => {
  test('a closed range, an open one and a suffix, each clamped to the size', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(parseByteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  test('no header, another unit, several ranges or a reversed one: the whole body', () => {
    for (const header of [null, '', 'items=0-1', 'bytes=0-1,5-9', 'bytes=-', 'bytes=9-1'])
      expect(parseByteRange(header, 1000)).toBeNull();
  });

  test('a range past the end cannot be satisfied (416)', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
