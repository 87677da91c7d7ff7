import { errorFingerprint, normalizedMessage, topFrame } from './error-fingerprint';

const chromiumStack = (line: number, query = '') =>
  `TypeError: x is undefined\n    at renderVote (https://parley.example/_next/static/chunks/app.js${query}:${line}:1234)\n    at onClick (https://parley.example/x.js:1:1)`;

describe('error fingerprints', () => {
  test('numbers, ids and quoted values do not split a group; the message does', () => {
    expect(normalizedMessage('Request 4711 failed for 8e81a235-f6aa-4320-9117-230a9f99a4bb')).toBe(
      'Request # failed for #',
    );
    expect(errorFingerprint('Error', 'Request 4711 failed', '')).toBe(
      errorFingerprint('Error', 'Request 12 failed', ''),
    );
    expect(errorFingerprint('Error', 'Request failed', '')).not.toBe(errorFingerprint('Error', 'Response failed', ''));
    expect(errorFingerprint('TypeError', 'x', '')).not.toBe(errorFingerprint('RangeError', 'x', ''));
  });

  test("the top frame's function, file and line count; its column, query and the frames below do not", () => {
    expect(topFrame(chromiumStack(10))).toBe('renderVote https://parley.example/_next/static/chunks/app.js:10');
    expect(topFrame('renderVote@https://parley.example/app.js?v=2:10:77\nother@x.js:1:1')).toBe(
      'renderVote https://parley.example/app.js:10',
    );
    expect(topFrame('    at https://parley.example/app.js:3:9')).toBe('<anonymous> https://parley.example/app.js:3');
    expect(topFrame('no frames here')).toBe('');
    const a = errorFingerprint('TypeError', 'x is undefined', chromiumStack(10, '?v=1'));
    expect(errorFingerprint('TypeError', 'x is undefined', chromiumStack(10, '?v=2'))).toBe(a);
    expect(errorFingerprint('TypeError', 'x is undefined', chromiumStack(11))).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{16}$/);
  });
});
