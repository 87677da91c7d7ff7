/** @jest-environment node */
import { EMAIL_MASK, scanJson, scrubJsonText, scrubText } from './scrub';
import { SCRUB_DIGIT_RUN_MIN } from './limits';

describe('the ingest scrubs stored text again (design §5, defence in depth)', () => {
  test('an email address anywhere in a text becomes the mask', () => {
    expect(scrubText('write to mina.rahimi+news@mail.example.org today')).toBe(`write to ${EMAIL_MASK} today`);
  });

  test(`a run of ${SCRUB_DIGIT_RUN_MIN} or more digits becomes zeros; shorter numbers stay`, () => {
    expect(scrubText('call +49 1511234567 or 030 123')).toBe('call +49 0000000000 or 030 123');
    expect(scrubText('1'.repeat(SCRUB_DIGIT_RUN_MIN - 1))).toBe('1'.repeat(SCRUB_DIGIT_RUN_MIN - 1));
    expect(scrubText('1'.repeat(SCRUB_DIGIT_RUN_MIN))).toBe('0'.repeat(SCRUB_DIGIT_RUN_MIN));
  });

  test('inside JSON only string values change: numbers (node ids, timestamps) and the structure stay', () => {
    const json = JSON.stringify({ id: 12345678901, timestamp: 1763900000000, text: 'card 4111111111111111 of a@b.co', nested: ['x@y.org'] });
    const scrubbed = JSON.parse(scrubJsonText(json));
    expect(scrubbed).toEqual({ id: 12345678901, timestamp: 1763900000000, text: `card 0000000000000000 of ${EMAIL_MASK}`, nested: [EMAIL_MASK] });
  });

  test('escaped quotes inside strings do not confuse it, and inline data: URIs keep their digits', () => {
    const json = JSON.stringify({ a: 'he said "mail me at q@w.io" 12345678', src: 'data:image/png;base64,AAAA1234567890' });
    expect(JSON.parse(scrubJsonText(json))).toEqual({ a: `he said "mail me at ${EMAIL_MASK}" 00000000`, src: 'data:image/png;base64,AAAA1234567890' });
  });

  test('text with nothing to scrub is returned as it is', () => {
    const json = JSON.stringify({ type: 2, data: { node: { id: 1, tagName: 'p' } } });
    expect(scrubJsonText(json)).toBe(json);
  });
});

describe('the byte scan that lets clean messages through untouched (scanJson)', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const scan = (value: unknown) => scanJson(bytes(typeof value === 'string' ? value : JSON.stringify(value)));

  test('digits outside strings are numbers (ids, timestamps) and leave a message clean; inside a string they do not', () => {
    expect(scan({ id: 12345678901, timestamp: 1763900000000, text: 'card 123456' })).toBe('clean');
    expect(scan({ timestamp: 1763900000000, text: 'card 1234567' })).toBe('scrub');
  });

  test('an @ between email characters is looked at, CSS at-rules and lone @ are not', () => {
    expect(scan({ text: 'write to mina@mail.example' })).toBe('scrub');
    expect(scan({ css: '@media (max-width: 700px) { a { color: red } } @font-face {}', text: 'meet @ noon' })).toBe('clean');
  });

  test('\\u escapes are looked at (they could spell either)', () => {
    expect(scan('{"text":"mina\\u0040example.org"}')).toBe('scrub');
    expect(scan('{"text":"line\\nbreak \\"quoted\\""}')).toBe('clean');
  });

  test('anything not shaped as a JSON object is not_object: arrays, bare values, unclosed strings, a brace inside a string', () => {
    for (const text of ['[1,2]', '"x"', '42', '', '{', '{"a":"}', '{"a":"x\\"}', 'not json']) expect(scan(text)).toBe('not_object');
    expect(scan('{}')).toBe('clean');
  });

  test('it never calls clean what scrubJsonText would change (10,000 generated messages)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pieces = ['a', 'Z', ' ', '.', '-', '_', '+', '@', '1', '2', '9', '0', '"', '\\', '\\u0040', '\\n', 'é', '😀', 'x@y.io', '1234567', ':', ',', '{', '}'];
    const text = () => Array.from({ length: Math.floor(random() * 24) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
    let checked = 0;
    for (let i = 0; i < 10_000; i++) {
      const json = JSON.stringify({ type: 3, data: { text: text(), [text()]: [text(), Math.floor(random() * 1e13)] }, timestamp: 1763900000000 + i });
      const result = scanJson(bytes(json));
      expect(result).not.toBe('not_object');
      if (result === 'clean') {
        expect(scrubJsonText(json)).toBe(json);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
