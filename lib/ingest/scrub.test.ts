/** @jest-environment node */
import { EMAIL_MASK, scrubJsonText, scrubSuspects, scrubText } from './scrub';
import { SCRUB_DIGIT_RUN_MIN } from './limits';

describe('the ingest scrubs stored text again (defence in depth)', () => {
  test('an email address anywhere in a text becomes the mask', () => {
    expect(scrubText('write to mina.rahimi+news@mail.example.org today')).toBe(`write to ${EMAIL_MASK} today`);
  });

  test(`a run of ${SCRUB_DIGIT_RUN_MIN} or more digits becomes zeros; shorter numbers stay`, () => {
    expect(scrubText('call +49 1511234567 or 030 123')).toBe('call +49 0000000000 or 030 123');
    expect(scrubText('1'.repeat(SCRUB_DIGIT_RUN_MIN - 1))).toBe('1'.repeat(SCRUB_DIGIT_RUN_MIN - 1));
    expect(scrubText('1'.repeat(SCRUB_DIGIT_RUN_MIN))).toBe('0'.repeat(SCRUB_DIGIT_RUN_MIN));
  });

  test('CSS colours keep their digits (#00000040 is a transparent black); a longer run after a # is still a number', () => {
    expect(scrubText('box-shadow:0 12px 40px #00000040;color:#1234567')).toBe('box-shadow:0 12px 40px #00000040;color:#1234567');
    expect(scrubText('order #123456789 and 4915112345678')).toBe('order #000000000 and 0000000000000');
    expect(scrubSuspects(JSON.stringify({ _cssText: '.dialog{box-shadow:0 12px 40px #00000040}' }))).toEqual([]);
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

describe('the search that lets clean messages through untouched (scrubSuspects)', () => {
  const suspects = (value: unknown) => scrubSuspects(typeof value === 'string' ? value : JSON.stringify(value));

  test('digit runs that are number values (ids, timestamps) leave a message clean; inside a string they do not', () => {
    expect(suspects({ id: 12345678901, timestamp: 1763900000000, delta: -12345678, text: 'card 123456' })).toEqual([]);
    const text = JSON.stringify({ timestamp: 1763900000000, text: 'card 1234567' });
    expect(suspects(text)).toEqual([text.indexOf('1234567"')]);
  });

  test('a digit run after a colon inside a string is still found (a quote there could open a string)', () => {
    for (const value of [['a', ':1234567'], { k: '":1234567' }, { 'x\\': 1234567 }, '[ ":1234567"]']) expect(suspects(value)).not.toEqual([]);
  });

  test('an @ between email characters is found, CSS at-rules and a lone @ are not', () => {
    expect(suspects({ text: 'write to mina@mail.example' })).toHaveLength(1);
    expect(suspects({ css: '@media (max-width: 700px) { a { color: red } } @font-face {}', text: 'meet @ noon' })).toEqual([]);
  });

  test('\\u escapes are found (they could spell either)', () => {
    expect(suspects('{"text":"mina\\u0040example.org"}')).toHaveLength(1);
    expect(suspects('{"text":"line\\nbreak \\"quoted\\""}')).toEqual([]);
  });

  test('it never lets through what scrubJsonText would change (10,000 generated messages)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pieces = [
      'a',
      'Z',
      ' ',
      '.',
      '-',
      '_',
      '+',
      '@',
      '#',
      '1',
      '2',
      '9',
      '0',
      '"',
      '\\',
      '\\u0040',
      '\\n',
      'é',
      '😀',
      'x@y.io',
      '1234567',
      ':',
      ',',
      '{',
      '}',
      '[',
      '":',
    ];
    const text = () => Array.from({ length: Math.floor(random() * 7) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
    let clean = 0;
    for (let i = 0; i < 10_000; i++) {
      const number = () => Math.floor(random() * 10 ** Math.floor(random() * 14)) * (random() < 0.2 ? -1 : 1);
      const json = JSON.stringify({
        type: 3,
        data: { text: text(), [text()]: random() < 0.3 ? [text(), number()] : text(), [`${text()}`]: number() },
        id: number(),
        timestamp: 1763900000000 + i,
      });
      if (scrubSuspects(json).length === 0) {
        expect(scrubJsonText(json)).toBe(json);
        clean++;
      }
    }
    expect(clean).toBeGreaterThan(500);
  });
});
