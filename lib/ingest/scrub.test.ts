/** @jest-environment node */
import {
  DIGIT_PLANES_END,
  EMAIL_MASK,
  SCRUB_CARD_DIGITS_MAX,
  SCRUB_CARD_DIGITS_MIN,
  SCRUB_GEOMETRY_KEYS,
  SCRUB_GROUP_DIGITS_MIN,
  SCRUB_GROUP_JOIN_MAX,
  SCRUB_GROUP_SEPARATORS,
  SCRUB_HASH_HEX_MIN,
  SCRUB_PHONE_DIGITS_MAX,
  scrubJsonText,
  scrubSuspects,
  scrubText,
} from './scrub';
import { SCRUB_DIGIT_RUN_MIN } from './limits';

describe('the ingest scrubs stored text again (defence in depth)', () => {
  test('an email address anywhere in a text becomes the mask', () => {
    expect(scrubText('write to mina.rahimi+news@mail.example.org today')).toBe(`write to ${EMAIL_MASK} today`);
  });

  test(`a run of ${SCRUB_DIGIT_RUN_MIN} or more digits becomes zeros; shorter numbers stay`, () => {
    expect(scrubText('call 1511234567 or 030 123')).toBe('call 0000000000 or 030 123');
    // A country code is part of the number it stands before.
    expect(scrubText('call +49 1511234567')).toBe('call +00 0000000000');
    expect(scrubText('1'.repeat(SCRUB_DIGIT_RUN_MIN - 1))).toBe('1'.repeat(SCRUB_DIGIT_RUN_MIN - 1));
    expect(scrubText('1'.repeat(SCRUB_DIGIT_RUN_MIN))).toBe('0'.repeat(SCRUB_DIGIT_RUN_MIN));
  });

  test('CSS colours keep their digits (#00000040 is a transparent black); a longer run after a # is still a number', () => {
    expect(scrubText('box-shadow:0 12px 40px #00000040;color:#1234567')).toBe(
      'box-shadow:0 12px 40px #00000040;color:#1234567',
    );
    expect(scrubText('order #123456789 and 4915112345678')).toBe('order #000000000 and 0000000000000');
    expect(scrubSuspects(JSON.stringify({ _cssText: '.dialog{box-shadow:0 12px 40px #00000040}' }))).toEqual([]);
  });

  test('inside JSON only string values change: numbers (node ids, timestamps) and the structure stay', () => {
    const json = JSON.stringify({
      id: 12345678901,
      timestamp: 1763900000000,
      text: 'card 4111111111111111 of a@b.co',
      nested: ['x@y.org'],
    });
    const scrubbed = JSON.parse(scrubJsonText(json));
    expect(scrubbed).toEqual({
      id: 12345678901,
      timestamp: 1763900000000,
      text: `card 0000000000000000 of ${EMAIL_MASK}`,
      nested: [EMAIL_MASK],
    });
  });

  test('escaped quotes inside strings do not confuse it, and inline data: URIs keep their digits', () => {
    const json = JSON.stringify({
      a: 'he said "mail me at q@w.io" 12345678',
      src: 'data:image/png;base64,AAAA1234567890',
    });
    expect(JSON.parse(scrubJsonText(json))).toEqual({
      a: `he said "mail me at ${EMAIL_MASK}" 00000000`,
      src: 'data:image/png;base64,AAAA1234567890',
    });
  });

  test('only a text that is a data: URI keeps its digits: one that mentions data: further on is scrubbed', () => {
    expect(scrubText('my data: 4111 1111 1111 1111')).toBe('my data: 0000 0000 0000 0000');
    expect(scrubText('see data:image/png;base64,AAAA1234567890')).toBe('see data:image/png;base64,AAAA0000000000');
    expect(scrubText('data:image/png;base64,AAAA1234567890')).toBe('data:image/png;base64,AAAA1234567890');
  });

  test('text with nothing to scrub is returned as it is', () => {
    const json = JSON.stringify({ type: 2, data: { node: { id: 1, tagName: 'p' } } });
    expect(scrubJsonText(json)).toBe(json);
  });
});

/** What scrubSuspects is given: the batch's bytes read as latin1 (a character per byte). */
const asBytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

describe('every number and address, in any script (the backup must not be narrower than the page)', () => {
  test.each([
    ['Persian digits', 'تماس: ۰۹۱۲۳۴۵۶۷۸۹', 'تماس: ۰۰۰۰۰۰۰۰۰۰۰'],
    ['Arabic-Indic digits', 'الهاتف ٠١٢٣٤٥٦٧٨٩', 'الهاتف ٠٠٠٠٠٠٠٠٠٠'],
    ['fullwidth digits', '電話０９０１２３４５６７８', '電話０００００００００００'],
    ['fullwidth digits in fullwidth groups', '電話（０３）１２３４－５６７８', '電話（００）００００－００００'],
    ['Devanagari digits', 'फ़ोन ९८७६५४३२१०', 'फ़ोन ००००००००००'],
    ['a card in groups of four', 'card 4111 1111 1111 1111 ok', 'card 0000 0000 0000 0000 ok'],
    ['a phone number with hyphens', 'call 0912-345-6789', 'call 0000-000-0000'],
    ['an international number', 'ring +49 30 1234 5678', 'ring +00 00 0000 0000'],
    ['dotted groups', 'tel. 06.12.34.56.78', 'tel. 00.00.00.00.00'],
    [
      'no-break and thin spaces',
      '0912\u00a0345\u20096789 and 0912\u202f3456789',
      '0000\u00a0000\u20090000 and 0000\u202f0000000',
    ],
    ['an area code in brackets', '(030) 1234 5678', '(000) 0000 0000'],
    ['Persian digits in groups', '۰۹۱۲ ۳۴۵ ۶۷۸۹', '۰۰۰۰ ۰۰۰ ۰۰۰۰'],
    ['an IP address', 'from 192.168.100.200', 'from 000.000.000.000'],
  ])('%s', (_name, text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
    // Digits become the zero of their own script: the text keeps its length (in code points) and direction.
    expect([...scrubText(text)]).toHaveLength([...text].length);
    // …and the pre-filter finds each of them in the batch's bytes.
    expect(scrubSuspects(asBytes(JSON.stringify({ text })))).not.toEqual([]);
  });

  test.each([
    ['a year and a count', 'Since 2026, 1234 readers'],
    ['a version', 'OpenReplay 16.2.1 and Chrome 131.0.6778.85'],
    [
      'a date (ISO, European, American, Solar Hijri) and a time',
      '2026-11-26 16:20:19, 26.11.2026, 11/26/2026, ۱۴۰۵/۰۹/۰۵',
    ],
    ['an ISO timestamp', '2026-11-26T16:20:19.000Z'],
    ['a range of years', '© 2019-2026, 1990–1995'],
    ['a pager of one-digit groups', '1 2 3 4 5 6 7 8 9 10'],
    ['short numbers side by side', 'in 12 of 345 cases'],
    [`${SCRUB_DIGIT_RUN_MIN - 1} digits in groups`, '12 34 56'],
  ])('%s stays', (_name, text) => {
    expect(scrubText(text)).toBe(text);
  });

  test(`groups join by up to ${SCRUB_GROUP_JOIN_MAX} separators (${JSON.stringify(SCRUB_GROUP_SEPARATORS)}) and after the first have ${SCRUB_GROUP_DIGITS_MIN}+ digits`, () => {
    expect(scrubText('0912 - 345 - 6789')).toBe('0912 - 345 - 6789');
    expect(scrubText('0912, 345, 6789')).toBe('0912, 345, 6789');
    expect(scrubText('12 3 4 5 6 7 8')).toBe('12 3 4 5 6 7 8');
    // A one-digit group starts a number only after a `+` (a country code): `0.6778.85` is a version's tail.
    expect(scrubText('1 23 45 67 and +1 23 45 67')).toBe('1 23 45 67 and +0 00 00 00');
    for (const separator of SCRUB_GROUP_SEPARATORS)
      expect(scrubText(`0912${separator}3456789`)).toBe(`0000${separator}0000000`);
  });

  test('a date or a range of years keeps only itself: a number around it is still one, and a look-alike is not a date', () => {
    expect(scrubText('2026-11-26 0912 345 6789')).toBe('2026-11-26 0000 000 0000');
    expect(scrubText('1234-2026-11-26')).toBe('0000-0000-00-00');
    expect(scrubText('2026-13-45')).toBe('0000-00-00');
    expect(scrubText('2026-11-26-1234')).toBe('0000-00-00-0000');
    expect(scrubText('4111-2026')).toBe('0000-0000');
  });

  test('SVG geometry keeps its numbers: in a path or a viewBox only plain runs count', () => {
    const json = JSON.stringify({
      viewBox: '0 0 1024 1024',
      d: 'M12.75 3.25 21.25 12.75 L 1234567 1',
      title: '0 0 1024 1024',
    });
    expect(JSON.parse(scrubJsonText(json))).toEqual({
      viewBox: '0 0 1024 1024',
      d: 'M12.75 3.25 21.25 12.75 L 0000000 1',
      title: '0 0 0000 0000',
    });
    for (const key of SCRUB_GEOMETRY_KEYS)
      expect(JSON.parse(scrubJsonText(JSON.stringify({ [key]: '100 200 300 400' })))).toEqual({
        [key]: '100 200 300 400',
      });
  });

  test.each([
    ['Greek', 'δοκιμή@παράδειγμα.δοκιμή'],
    ['Chinese', '用户@例子.广告'],
    ['Devanagari', 'उपयोगकर्ता@उदाहरण.भारत'],
    ['Cyrillic with a punycode domain', 'почта@xn--80ak6aa92e.xn--p1ai'],
    ['an accented local part', 'josé.müller@example.de'],
    ['an ideographic full stop', '用户@例子。广告'],
  ])('an internationalized address (%s) becomes the mask', (_name, address) => {
    expect(scrubText(`write to ${address} today`)).toBe(`write to ${EMAIL_MASK} today`);
    expect(scrubSuspects(asBytes(JSON.stringify({ text: `write to ${address}` })))).toHaveLength(1);
  });

  test('an address after an escape is masked without breaking the escape (the JSON stays valid)', () => {
    const json = JSON.stringify({ text: 'line\nmina@example.org\t"quoted" 0912\\3456789' });
    expect(JSON.parse(scrubJsonText(json))).toEqual({ text: `line\n${EMAIL_MASK}\t"quoted" 0912\\0000000` });
    // Digits, separators and an `@` spelled as \u escapes are what they spell.
    expect(
      JSON.parse(
        scrubJsonText(
          '{"a":"0912\\u00a03456789","b":"mina\\u0040example.org","c":"\\u0661\\u0662\\u0663\\u0664\\u0665\\u0666\\u0667"}',
        ),
      ),
    ).toEqual({
      a: '0000\u00a00000000',
      b: EMAIL_MASK,
      c: '٠٠٠٠٠٠٠',
    });
    // A separator written as an escape (`\/`) joins as the separator does.
    expect(scrubJsonText('{"a":"0912\\/3456789"}')).toBe('{"a":"0000/0000000"}');
    expect(scrubSuspects('{"a":"0912\\/3456789"}')).not.toEqual([]);
  });

  test('non-Latin text without numbers or addresses is not a suspect (Persian prose, a Persian year)', () => {
    expect(
      scrubSuspects(asBytes(JSON.stringify({ text: 'سال ۱۴۰۵ و متن فارسی با ۱۲ مقاله', title: 'δοκιμή 2026 用户' }))),
    ).toEqual([]);
  });

  test(`Unicode's decimal digits all lie below U+${DIGIT_PLANES_END.toString(16)} (where the scrub looks for them)`, () => {
    let beyond = 0;
    for (let cp = DIGIT_PLANES_END; cp < 0x110000; cp++) if (/\p{Nd}/u.test(String.fromCodePoint(cp))) beyond++;
    expect(beyond).toBe(0);
    // And every one below is a digit to the scrub: a run of them is found in the bytes and becomes its script's zero,
    // ten digits to each zero, the zero first.
    const byZero = new Map<string, string[]>();
    for (let cp = 0; cp < DIGIT_PLANES_END; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const digit = String.fromCodePoint(cp);
      if (!/\p{Nd}/u.test(digit)) continue;
      const run = digit.repeat(SCRUB_DIGIT_RUN_MIN);
      expect(scrubSuspects(asBytes(`{"t":"${run}"}`))).toEqual([6]);
      const zero = [...scrubText(run)][0]!;
      expect(scrubText(run)).toBe(zero.repeat(SCRUB_DIGIT_RUN_MIN));
      byZero.set(zero, [...(byZero.get(zero) ?? []), digit]);
    }
    expect(byZero.size).toBeGreaterThan(60);
    for (const [zero, digits] of byZero) {
      expect(digits.length % 10).toBe(0);
      expect(digits[0]).toBe(zero);
    }
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
    for (const value of [['a', ':1234567'], { k: '":1234567' }, { 'x\\': 1234567 }, '[ ":1234567"]'])
      expect(suspects(value)).not.toEqual([]);
  });

  test('an @ between email characters is found, CSS at-rules and a lone @ are not', () => {
    expect(suspects({ text: 'write to mina@mail.example' })).toHaveLength(1);
    expect(
      suspects({ css: '@media (max-width: 700px) { a { color: red } } @font-face {}', text: 'meet @ noon' }),
    ).toEqual([]);
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
      '۰۹۱۲',
      '٣٤٥',
      '６７８９',
      ' ',
      '\u00a0',
      '\u202f',
      '-',
      '/',
      '\\/',
      '(',
      ')',
      '2026-11-26',
      'δοκιμή@παράδειγμα.δοκιμή',
      'ü',
      '用户',
    ];
    const text = () =>
      Array.from({ length: Math.floor(random() * 7) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
    let clean = 0;
    for (let i = 0; i < 10_000; i++) {
      const number = () => Math.floor(random() * 10 ** Math.floor(random() * 14)) * (random() < 0.2 ? -1 : 1);
      const json = JSON.stringify({
        type: 3,
        data: { text: text(), [text()]: random() < 0.3 ? [text(), number()] : text(), [`${text()}`]: number() },
        id: number(),
        timestamp: 1763900000000 + i,
      });
      if (scrubSuspects(asBytes(json)).length === 0) {
        expect(scrubJsonText(json)).toBe(json);
        clean++;
      }
    }
    expect(clean).toBeGreaterThan(500);
  });
});

describe('ids stay as they are; card numbers, phone numbers and emails do not', () => {
  const TEST_ID = '8e81a235-f6aa-4320-9117-230a9f99a4bb';

  test('side by side in one text: the UUID, the hash and the URL keep their digits, the card, phone and email go', () => {
    const text =
      `test ${TEST_ID} (commit 3f786850e387550fdab836ed7e6dc881de23001b, trace 0af7651916cd43dd) ` +
      `at https://parley.example/question/12345678-how?new=${TEST_ID}: ` +
      'paid with 4111 1111 1111 1111, call +49 30 1234 5678 or mina@mail.example';
    expect(scrubText(text)).toBe(
      `test ${TEST_ID} (commit 3f786850e387550fdab836ed7e6dc881de23001b, trace 0af7651916cd43dd) ` +
        `at https://parley.example/question/12345678-how?new=${TEST_ID}: ` +
        `paid with 0000 0000 0000 0000, call +00 00 0000 0000 or ${EMAIL_MASK}`,
    );
  });

  test('a recorded address keeps its ids (a test link, an answer anchor, a path id), as a bug report pastes it', () => {
    for (const address of [
      `/random?oruxt=${TEST_ID}`,
      `/question/why-we-listen?new=${TEST_ID}#answer-${TEST_ID}`,
      'https://parley.example/user/12345678901?page=1234567',
      `http://localhost:3000/random?lang=fa&oruxt=${TEST_ID.toUpperCase()}`,
    ])
      expect(scrubText(address)).toBe(address);
    const json = JSON.stringify({ type: 2, url: `http://x/random?oruxt=${TEST_ID}`, title: 'Random question' });
    expect(scrubJsonText(json)).toBe(json);
  });

  test('a card number is scrubbed in a URL too; a phone-like id in one is not', () => {
    expect(scrubText('https://shop.example/pay?card=4111111111111111&order=0912345678')).toBe(
      'https://shop.example/pay?card=0000000000000000&order=0912345678',
    );
  });

  test(`a card number is ${SCRUB_CARD_DIGITS_MIN} to ${SCRUB_CARD_DIGITS_MAX} digits with a valid Luhn check; a phone number ${SCRUB_DIGIT_RUN_MIN} to ${SCRUB_PHONE_DIGITS_MAX}; a longer run is an id`, () => {
    // Luhn-valid: 16 (Visa's test number), 19 and 13 digits.
    for (const card of ['4111111111111111', '4111 1111 1111 1111 003', '4222222222222'])
      expect(scrubText(`card ${card}`)).toBe(`card ${card.replace(/\d/g, '0')}`);
    // 16 to 19 digits that fail the check are no card and too long for a phone: an id, kept.
    expect(scrubText('order 4111111111111112 ref 1234567890123456789')).toBe(
      'order 4111111111111112 ref 1234567890123456789',
    );
    expect(scrubText(`call ${'1'.repeat(SCRUB_PHONE_DIGITS_MAX)}`)).toBe(`call ${'0'.repeat(SCRUB_PHONE_DIGITS_MAX)}`);
    // A card and a phone number side by side, one number to the eye: each is scrubbed.
    expect(scrubText('4111 1111 1111 1111 0912 345 6789')).toBe('0000 0000 0000 0000 0000 000 0000');
    // Persian digits pass the same check.
    expect(scrubText('کارت ۴۱۱۱ ۱۱۱۱ ۱۱۱۱ ۱۱۱۱')).toBe('کارت ۰۰۰۰ ۰۰۰۰ ۰۰۰۰ ۰۰۰۰');
  });

  test(`a hash is a word of ${SCRUB_HASH_HEX_MIN}+ hexadecimal digits with a letter; shorter, or all digits, it is a number`, () => {
    expect(scrubText('etag 0123456789abcdef0123')).toBe('etag 0123456789abcdef0123');
    expect(scrubText('code ab1234567')).toBe('code ab0000000');
    expect(scrubText('id 1234567890123456')).toBe('id 1234567890123456');
    // A UUID of digits only is still a UUID.
    expect(scrubText('12345678-1234-1234-1234-123456789012')).toBe('12345678-1234-1234-1234-123456789012');
  });
});

describe('a large text costs time in proportion to its size (a batch must not stall the digester)', () => {
  // Each took minutes before: a long word with no `://` was scanned again from each of its letters, and a long list of
  // numbers was joined whole again from each of its groups. Jest's timeout is the bound.
  test('a 200 KB word after a number, and 200 KB of numbers joined by dashes, are scrubbed within the test timeout', () => {
    const word = `1234567 ${'x'.repeat(200_000)}`;
    expect(scrubText(word)).toBe(`0000000 ${'x'.repeat(200_000)}`);
    const list = '12-'.repeat(70_000);
    const scrubbed = scrubText(list);
    expect(scrubbed).toHaveLength(list.length);
    expect(scrubbed.startsWith('00-00-00-00-00-00-00-0')).toBe(true);
  }, 5_000);
});
