import { EMAIL_MASK, scrubJsonText, scrubText } from './scrub';
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
