import { SCRUB_DIGIT_RUN_MIN } from './limits';

/**
 * Defence in depth (docs/decisions/0038-ingest-scrubs-again.md, 0089): the tracker masks emails and numbers before
 * anything leaves the browser; the ingest scrubs every stored string again, so a tracker that forgot (an old version,
 * a bug, a hand-made request) leaks nothing into the blob store or the database. Only the insides of JSON strings are
 * touched, never JSON numbers (node ids, timestamps), and the text keeps its length and shape (a literal with escapes
 * may come back with other escapes that spell the same).
 *
 * What is scrubbed is what looks like an email address, a card number or a phone number, not every run of digits:
 * - a number is a run of digits of any script (Latin, Arabic-Indic, Persian, fullwidth, Devanagari, …: Unicode's
 *   decimal digits) in groups joined by up to SCRUB_GROUP_JOIN_MAX of SCRUB_GROUP_SEPARATORS (`4111 1111 1111 1111`,
 *   `0912-345-6789`, `+49 30 1234 5678`, `06.12.34.56.78`); every group has at least SCRUB_GROUP_DIGITS_MIN digits (but
 *   a country code after a `+`), so `1 2 3 4 5 6 7` (a pager) or `16.2.1` (a version) is no number;
 * - a card number is one of SCRUB_CARD_DIGITS_MIN to SCRUB_CARD_DIGITS_MAX digits whose Luhn check holds, a phone
 *   number one of SCRUB_DIGIT_RUN_MIN to SCRUB_PHONE_DIGITS_MAX digits (E.164's longest); a longer number that is no
 *   card is an id and stays (a number of several such parts, a card and a phone side by side, is scrubbed part by
 *   part). A calendar date (`2026-11-26`, `26.11.2026`, `۱۴۰۵/۰۹/۰۵`) or a range of years (`2019-2026`) is neither;
 * - what names a thing stays as it is, digits and all: a UUID (`8e81a235-f6aa-4320-9117-230a9f99a4bb`), a hash (a word
 *   of SCRUB_HASH_HEX_MIN or more hexadecimal digits, letters among them), and a URL (`https://…`, or a text that is
 *   an address: `/question/…?new=…`), in which only a card number is scrubbed: its path and query are the ids the team
 *   searches by and pastes from bug reports.
 */
export const EMAIL_MASK = '***@***.***';
/** What may stand between two groups of one number: spaces, hyphens and dashes, dots, slashes, brackets (and their fullwidth forms). */
export const SCRUB_GROUP_SEPARATORS = ' \u00a0\u2009\u202f\u3000-\u2010\u2011\u2013\u2212\uff0d./()\uff08\uff09';
/** How many separators in a row still join two groups (`) ` in `(030) 1234 5678`). */
export const SCRUB_GROUP_JOIN_MAX = 2;
/** The fewest digits of a group of a number (a lone digit joins none, but for a country code after a `+`). */
export const SCRUB_GROUP_DIGITS_MIN = 2;
/** The longest CSS colour (`#rrggbbaa`): a `#` and at most this many digits is a colour, not a number to hide. */
const CSS_COLOR_DIGITS = 8;
/** Card numbers (ISO/IEC 7812) have 13 to 19 digits, the last a Luhn check digit. */
export const SCRUB_CARD_DIGITS_MIN = 13;
export const SCRUB_CARD_DIGITS_MAX = 19;
/** The longest phone number (E.164: 15 digits, country code included); SCRUB_DIGIT_RUN_MIN is the shortest. */
export const SCRUB_PHONE_DIGITS_MAX = 15;
/** A word of at least this many hexadecimal digits, letters among them, is a hash or an id (a 64-bit id in hex). */
export const SCRUB_HASH_HEX_MIN = 16;

/**
 * An email address: a local part and a domain of letters, marks and digits of any script (`δοκιμή@παράδειγμα.δοκιμή`,
 * `用户@例子.广告`), dots of any width between labels, and a top-level label of letters or an IDN's punycode
 * (`xn--p1ai`). It starts only where a local part can start, so a long word is scanned once, not once per letter.
 */
const EMAIL_LOCAL_CHARS = '\\p{L}\\p{M}\\p{N}._%+\\-';
const EMAIL_LABEL = '[\\p{L}\\p{M}\\p{N}\\-]+';
const EMAIL_DOT = '[.\u3002\uff0e\uff61]';
export const EMAIL_PATTERN = new RegExp(
  `(?<![${EMAIL_LOCAL_CHARS}])[${EMAIL_LOCAL_CHARS}]+@${EMAIL_LABEL}(?:${EMAIL_DOT}${EMAIL_LABEL})*${EMAIL_DOT}(?:xn--[a-z0-9-]+|[\\p{L}\\p{M}]{2,})`,
  'gu',
);

const escapeClass = (chars: string) => chars.replace(/[\\\]\-^]/g, (c) => `\\${c}`);
const SEPARATOR = `[${escapeClass(SCRUB_GROUP_SEPARATORS)}]{1,${SCRUB_GROUP_JOIN_MAX}}`;
/**
 * A number as scrubText sees it: an optional `#` (a colour), a first group (of one digit only after a `+`: `+1 555 …`
 * is a number, the `0.6778.85` of a version is not), then joined groups.
 */
const NUMBER = new RegExp(
  `#?(?:(?<=\\+)\\p{Nd}+|\\p{Nd}{${SCRUB_GROUP_DIGITS_MIN},})(?:${SEPARATOR}\\p{Nd}{${SCRUB_GROUP_DIGITS_MIN},})*`,
  'gu',
);
/** Any text scrubText could change has SCRUB_DIGIT_RUN_MIN digits joined like this (the cheap question first). */
const DIGITS_ENOUGH = new RegExp(
  `\\p{Nd}(?:${SEPARATOR.replace('{1,', '{0,')}\\p{Nd}){${SCRUB_DIGIT_RUN_MIN - 1},}`,
  'u',
);
/**
 * DIGITS_ENOUGH over JSON text as written, where a separator may be escaped (`\/` is a `/`): a backslash may join too,
 * and each separator may take two characters.
 */
const DIGITS_ENOUGH_ESCAPED = new RegExp(
  `\\p{Nd}(?:[${escapeClass(SCRUB_GROUP_SEPARATORS)}\\\\]{0,${2 * SCRUB_GROUP_JOIN_MAX}}\\p{Nd}){${SCRUB_DIGIT_RUN_MIN - 1},}`,
  'u',
);
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;

/**
 * Unicode's decimal digits as [first, last] code point runs. Each script's digits are one run of 0 to 9 (a Unicode
 * stability rule), so every tenth code point is enough to find them all; none lie past the first supplementary plane
 * (scrub.test.ts checks that against the whole code space).
 */
export const DIGIT_PLANES_END = 0x20000;
const DIGIT_RUNS: [number, number][] = [];
{
  const isDigit = (cp: number) => /\p{Nd}/u.test(String.fromCodePoint(cp));
  for (let cp = 0; cp < DIGIT_PLANES_END; cp += 10) {
    if (
      (cp >= 0xd800 && cp <= 0xdfff) ||
      !isDigit(cp) ||
      (DIGIT_RUNS.length > 0 && DIGIT_RUNS[DIGIT_RUNS.length - 1]![1] >= cp)
    )
      continue;
    let first = cp;
    let last = cp;
    while (isDigit(first - 1)) first--;
    while (isDigit(last + 1)) last++;
    DIGIT_RUNS.push([first, last]);
  }
}

/** The run of decimal digits `cp` belongs to ([first, last]); only called with a digit. */
function runOf(cp: number): [number, number] {
  for (const run of DIGIT_RUNS) if (cp <= run[1]) return run;
  throw new Error(`not a decimal digit: U+${cp.toString(16)}`);
}

/** A digit's value, 0 to 9 (runs are whole sets of ten from 0). */
const digitValue = (cp: number) => (cp - runOf(cp)[0]) % 10;
/** The zero of a digit's own script, so a scrubbed Persian number stays Persian and as long. */
const zeroOf = (cp: number) => cp - digitValue(cp);
/** A group's digits as a number (`۱۴۰۵` → 1405). */
const valueOf = (group: string) => [...group].reduce((value, char) => value * 10 + digitValue(char.codePointAt(0)!), 0);

const isDay = (group: string) => [...group].length <= 2 && valueOf(group) >= 1 && valueOf(group) <= 31;
const isMonth = (group: string) => [...group].length <= 2 && valueOf(group) >= 1 && valueOf(group) <= 12;
const isYear = (group: string) => [...group].length === 4;
/** A year of a range (`2019-2026`): four digits from 1000 to 2999 (Gregorian and Solar Hijri years alike). */
const isRangeYear = (group: string) => isYear(group) && valueOf(group) >= 1000 && valueOf(group) <= 2999;
const DATE_SEPARATORS = new Set(['-', '.', '/']);
const RANGE_SEPARATORS = new Set(['-', '\u2013', '/']);

/**
 * How many groups from `at` form a date (3: `2026-11-26`, `26.11.2026`, `11/26/2026`, one separator throughout and not
 * continued by it) or a range of years (2: `2019–2026`), or 0. Such groups are never scrubbed.
 */
function keptGroups(groups: string[], separators: string[], at: number): number {
  const separator = separators[at];
  // One separator throughout, neither preceded nor continued by it (`1234-2026-11-26` is not a date).
  const continued = (next: number) => separators[next] === separator;
  if (at > 0 && continued(at - 1)) return 0;
  if (
    at + 2 < groups.length &&
    DATE_SEPARATORS.has(separator!) &&
    separators[at + 1] === separator &&
    !continued(at + 2)
  ) {
    const [a, b, c] = [groups[at]!, groups[at + 1]!, groups[at + 2]!];
    if ((isYear(a) && isMonth(b) && isDay(c)) || (isYear(c) && isDay(a) && isDay(b) && (isMonth(a) || isMonth(b))))
      return 3;
  }
  if (
    at + 1 < groups.length &&
    RANGE_SEPARATORS.has(separator!) &&
    !continued(at + 1) &&
    isRangeYear(groups[at]!) &&
    isRangeYear(groups[at + 1]!)
  )
    return 2;
  return 0;
}

const zeroDigits = (text: string) =>
  text.replace(/\p{Nd}/gu, (digit) => String.fromCodePoint(zeroOf(digit.codePointAt(0)!)));
const countDigits = (text: string) => text.match(/\p{Nd}/gu)?.length ?? 0;

/** One number as NUMBER matched it, with what must be hidden hidden (`cardsOnly`: card numbers alone, in a URL). */
function scrubNumber(number: string, cardsOnly = false): string {
  if (number.startsWith('#')) {
    // A colour (`#00000040`) stays; a longer run after a `#` (`order #123456789`) is a number.
    if (/^#\p{Nd}+$/u.test(number) && [...number].length - 1 <= CSS_COLOR_DIGITS) return number;
    return `#${scrubNumber(number.slice(1), cardsOnly)}`;
  }
  if (countDigits(number) < SCRUB_DIGIT_RUN_MIN) return number;
  const groups = number.match(/\p{Nd}+/gu)!;
  /** separators[i] stands between groups[i] and groups[i + 1]. */
  const separators = number.match(/\P{Nd}+/gu) ?? [];
  const join = (from: number, to: number) =>
    groups
      .slice(from, to)
      .reduce((text, group, i) => (i === 0 ? group : `${text}${separators[from + i - 1]}${group}`), '');
  const hidden = (from: number, to: number) =>
    scrubGroups(groups.slice(from, to), separators.slice(from, to - 1), cardsOnly);
  // Dates and ranges of years stay as they are; the groups around them are numbers of their own.
  let out = '';
  let start = 0;
  for (let at = 0; at < groups.length;) {
    const kept = keptGroups(groups, separators, at);
    if (kept === 0) {
      at += 1;
      continue;
    }
    if (at > start) out += hidden(start, at) + separators[at - 1];
    out += join(at, at + kept);
    at += kept;
    if (at < groups.length) out += separators[at - 1];
    start = at;
  }
  return start < groups.length ? out + hidden(start, groups.length) : out;
}

/** Whether digits (of any script) pass the Luhn check, as a card number's do. */
function luhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, i) => {
    const value = digitValue(char.codePointAt(0)!);
    sum += i % 2 === 1 ? (value * 2 > 9 ? value * 2 - 9 : value * 2) : value;
  });
  return sum % 10 === 0;
}

/** What a number (its digits only) is to the scrub: a card number, a phone number, or neither. */
function numberKind(digits: string): 'card' | 'phone' | null {
  const length = [...digits].length;
  if (length >= SCRUB_CARD_DIGITS_MIN && length <= SCRUB_CARD_DIGITS_MAX && luhn(digits)) return 'card';
  return length >= SCRUB_DIGIT_RUN_MIN && length <= SCRUB_PHONE_DIGITS_MAX ? 'phone' : null;
}

/**
 * Groups of digits and the separators between them (`separators[i]` after `groups[i]`), with each card or phone number
 * among them zeroed: from the first group, the longest run of groups that is a card number, else the longest that is
 * a phone number, else the first group stays; then on from there. So a card and a phone number side by side are
 * both scrubbed, and a long id stays. `cardsOnly`: a phone-like number stays too (in a URL).
 */
function scrubGroups(groups: string[], separators: string[], cardsOnly = false): string {
  let out = '';
  for (let from = 0; from < groups.length;) {
    // No run of more than SCRUB_CARD_DIGITS_MAX digits is a card or a phone number: a long list of numbers is looked
    // at a few groups at a time, not whole from each of its groups.
    let most = from;
    for (let digits = 0; most < groups.length; most++) {
      digits += [...groups[most]!].length;
      if (digits > SCRUB_CARD_DIGITS_MAX) break;
    }
    /** Where the longest run of groups from `from` that is such a number ends (`from` when none is). */
    const longest = (kind: 'card' | 'phone') => {
      for (let to = most; to > from; to--) if (numberKind(groups.slice(from, to).join('')) === kind) return to;
      return from;
    };
    let to = longest('card');
    if (to === from && !cardsOnly) to = longest('phone');
    const end = Math.max(to, from + 1);
    const text = groups
      .slice(from, end)
      .reduce((joined, group, i) => (i === 0 ? group : `${joined}${separators[from + i - 1]}${group}`), '');
    out += (to > from ? zeroDigits(text) : text) + (end < groups.length ? separators[end - 1] : '');
    from = end;
  }
  return out;
}

/** A number of SCRUB_DIGIT_RUN_MIN or more digits in a row, with nothing between them. */
const PLAIN_RUN = new RegExp(`\\p{Nd}{${SCRUB_DIGIT_RUN_MIN},}`, 'gu');

/** A UUID, with nothing of a word around it. */
const UUID = '(?<![0-9A-Za-z])[0-9A-Fa-f]{8}(?:-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12}(?![0-9A-Za-z])';
/** A hash or a hexadecimal id: a word of SCRUB_HASH_HEX_MIN+ hexadecimal digits, a letter and a digit among them. */
const HEX_HASH = `(?<![0-9A-Za-z])(?=[0-9A-Fa-f]*[A-Fa-f])(?=[0-9A-Fa-f]*[0-9])[0-9A-Fa-f]{${SCRUB_HASH_HEX_MIN},}(?![0-9A-Za-z])`;
/** What names a thing and keeps its digits. */
const NAME_TOKEN = new RegExp(`${UUID}|${HEX_HASH}`, 'gu');
/**
 * A URL in a text: a scheme, `//`, and everything up to a space, a quote or a bracket. It starts only where a scheme
 * can start (not inside a word of a scheme's characters), so a long word is scanned once, not once per letter.
 */
const URL_IN_TEXT = /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s"'<>()[\]{}]*/gu;
/** A text that is an address on its own: a path or a query, without a space. */
const ADDRESS = /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/|\/|\?)\S*$/u;

/** `text` with `scrub` applied to what lies between the matches of `pattern`, and `inside` to the matches. */
function between(text: string, pattern: RegExp, scrub: (part: string) => string, inside: (match: string) => string) {
  let out = '';
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    out += scrub(text.slice(at, match.index)) + inside(match[0]);
    at = match.index + match[0].length;
  }
  return out + scrub(text.slice(at));
}

/**
 * Emails become ***@***.***; numbers of SCRUB_DIGIT_RUN_MIN or more digits become zeros of their own script, except
 * in inline `data:` URIs, CSS colours (`#00000040` is a transparent black, and zeroing it changes the page), dates and
 * ranges of years. `plainRunsOnly`: for lists of coordinates (an SVG path, a viewBox), only digits in a row count,
 * as `viewBox="0 0 1024 1024"` is geometry, not a phone number.
 */
export function scrubText(text: string, { plainRunsOnly = false }: { plainRunsOnly?: boolean } = {}): string {
  const withoutEmails = text.includes('@') ? text.replace(EMAIL_PATTERN, EMAIL_MASK) : text;
  if (withoutEmails.startsWith('data:') || !DIGITS_ENOUGH.test(withoutEmails)) return withoutEmails;
  if (plainRunsOnly)
    return withoutEmails.replace(PLAIN_RUN, (run, at: number) =>
      isColorAt(withoutEmails, at, run) || numberKind(run) === null ? run : zeroDigits(run),
    );
  const numbers = (cardsOnly: boolean) => (part: string) =>
    between(part, NAME_TOKEN, (rest) => rest.replace(NUMBER, (number) => scrubNumber(number, cardsOnly)), keep);
  if (ADDRESS.test(withoutEmails)) return numbers(true)(withoutEmails);
  return between(withoutEmails, URL_IN_TEXT, numbers(false), numbers(true));
}

const keep = (text: string) => text;

const isColorAt = (text: string, at: number, run: string) =>
  text[at - 1] === '#' && [...run].length <= CSS_COLOR_DIGITS;

/**
 * Keys whose string values are lists of coordinates (SVG geometry attributes as the replay records them): their
 * numbers are scrubbed only as plain runs of digits (scrubText's `plainRunsOnly`).
 */
export const SCRUB_GEOMETRY_KEYS = new Set([
  'd',
  'points',
  'viewBox',
  'transform',
  'gradientTransform',
  'patternTransform',
  'values',
  'keyPoints',
]);

/**
 * The same JSON text with every string literal scrubbed (keys included; they hold no secrets and stay as they are).
 * A value's key is the literal that ended right before its colon (compact JSON, as the tracker writes it). A literal
 * with escapes is scrubbed as the text it stands for and written again with JSON's escapes, so a mask never lands
 * inside an escape (`\nmina@x.org` stays a line break before the mask).
 */
export function scrubJsonText(json: string): string {
  // A `\u` escape may spell an `@`, a digit or a separator: such text is always looked at literal by literal.
  if (!json.includes('@') && !json.includes('\\u') && !DIGITS_ENOUGH_ESCAPED.test(json)) return json;
  let previous = '';
  let previousEnd = -1;
  return json.replace(JSON_STRING, (literal, at: number) => {
    const inner = literal.slice(1, -1);
    const key = json[at - 1] === ':' && previousEnd === at - 1 ? previous : '';
    previous = inner;
    previousEnd = at + literal.length;
    const options = { plainRunsOnly: SCRUB_GEOMETRY_KEYS.has(key) };
    const decoded = inner.includes('\\') ? decodeLiteral(literal) : inner;
    if (decoded === null) return literal;
    const scrubbed = scrubText(decoded, options);
    if (scrubbed === decoded) return literal;
    return decoded === inner ? `"${scrubbed}"` : JSON.stringify(scrubbed);
  });
}

function decodeLiteral(literal: string): string | null {
  try {
    return JSON.parse(literal) as string;
  } catch {
    // Not JSON after all (an escape JSON does not have): left as it is rather than guessed at.
    return null;
  }
}

/*
 * The pre-filter works on bytes (a whole batch read as latin1, one character per byte), where a digit or separator
 * outside ASCII is the 2 to 4 bytes of its UTF-8 encoding. These patterns are made from the same definitions as
 * scrubText's (\p{Nd}, SCRUB_GROUP_SEPARATORS), byte for byte.
 */
const utf8Latin1 = (cp: number) => Buffer.from(String.fromCodePoint(cp), 'utf8').toString('latin1');
const byteEscape = (char: string) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
/** A regex alternation matching the UTF-8 bytes of any of `codePoints`: a shared prefix, then a range of last bytes. */
function utf8Alternation(codePoints: number[]): string {
  const lastBytes = new Map<string, number[]>();
  for (const cp of codePoints) {
    const bytes = utf8Latin1(cp);
    const prefix = bytes.slice(0, -1);
    lastBytes.set(prefix, [...(lastBytes.get(prefix) ?? []), bytes.charCodeAt(bytes.length - 1)]);
  }
  const alternatives: string[] = [];
  for (const [prefix, lasts] of lastBytes) {
    const ranges: string[] = [];
    for (let i = 0; i < lasts.length;) {
      let j = i;
      while (j + 1 < lasts.length && lasts[j + 1] === lasts[j]! + 1) j++;
      const from = byteEscape(String.fromCharCode(lasts[i]!));
      ranges.push(i === j ? from : `${from}-${byteEscape(String.fromCharCode(lasts[j]!))}`);
      i = j + 1;
    }
    alternatives.push(`${[...prefix].map(byteEscape).join('')}[${ranges.join('')}]`);
  }
  return alternatives.join('|');
}
const NON_ASCII_DIGITS = DIGIT_RUNS.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i),
).filter((cp) => cp > 0x7f);
/** A decimal digit outside ASCII, as UTF-8 bytes. */
const NON_ASCII_DIGIT = new RegExp(utf8Alternation(NON_ASCII_DIGITS), 'g');
/**
 * What stands in for the bytes of a digit past its first once non-ASCII digits are rewritten as `0` (the text keeps
 * its length, so positions stay): a NUL, which valid JSON text never holds raw.
 */
const FILL = '\x00';
/** The longest UTF-8 encoding of a character: the fill after a rewritten digit is at most one byte shorter. */
const UTF8_MAX_BYTES = 4;
/**
 * What may stand between two digits of a number in the bytes: the fill of a rewritten digit, a separator's bytes
 * (ASCII, or any byte of a non-ASCII one's UTF-8: a looser set than the separators, which only errs towards
 * reporting), and a backslash, as JSON may escape a separator (`\/`).
 */
const BETWEEN_DIGITS = `[${[...new Set([FILL, '\\', ...[...SCRUB_GROUP_SEPARATORS].flatMap((c) => [...utf8Latin1(c.codePointAt(0)!)])])].map(byteEscape).join('')}]`;
/**
 * SCRUB_DIGIT_RUN_MIN digits, each after a few separators at most: every number scrubText hides, and more. Over text
 * whose non-ASCII digits are rewritten (asciiDigits), so it is character classes only, which V8 searches about as
 * fast as a plain digit run. Between two digits: the fill of the first, then up to SCRUB_GROUP_JOIN_MAX separators of
 * up to three bytes each (a non-ASCII one, or an ASCII one escaped).
 */
const NUMBER_BYTES = new RegExp(
  `[0-9](?:${BETWEEN_DIGITS}{0,${UTF8_MAX_BYTES - 1 + 3 * SCRUB_GROUP_JOIN_MAX}}[0-9]){${SCRUB_DIGIT_RUN_MIN - 1},}`,
  'g',
);

/** `text` with each non-ASCII digit rewritten as `0` and fill, or `text` itself when it has none. */
function asciiDigits(text: string): string {
  NON_ASCII_DIGIT.lastIndex = 0;
  if (!NON_ASCII_DIGIT.test(text)) return text;
  return text.replace(NON_ASCII_DIGIT, (bytes) => `0${FILL.repeat(bytes.length - 1)}`);
}

const ASCII_DIGITS_ONLY = /^[0-9]+$/;

/**
 * Bytes that may stand right before an `@` of an address (a local part's ASCII characters, or any byte of a
 * multi-byte UTF-8 letter) and right after it.
 */
const EMAIL_LOCAL = new Uint8Array(256);
const EMAIL_DOMAIN = new Uint8Array(256);
for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-') {
  EMAIL_LOCAL[char.charCodeAt(0)] = 1;
  EMAIL_DOMAIN[char.charCodeAt(0)] = 1;
}
for (const char of '._%+') EMAIL_LOCAL[char.charCodeAt(0)] = 1;
for (let byte = 0x80; byte < 0x100; byte++) {
  EMAIL_LOCAL[byte] = 1;
  EMAIL_DOMAIN[byte] = 1;
}
/** What may stand right before an opening quote in JSON (so a quote after one of these may open a string), or escape it. */
const BEFORE_OPENING_QUOTE = new Set([...'\\{[,: \t\n\r'].map((c) => c.charCodeAt(0)));

/**
 * Where, in JSON text (one message or a whole batch read as latin1, one character per byte), something could be that
 * scrubJsonText would change: an `@` between email characters, a `\u` escape (it could spell either), or
 * SCRUB_DIGIT_RUN_MIN digits of any script joined as a number may be, unless that is plainly a JSON number value
 * (`…x":1763900000000`: the quote right before the colon follows a character after which no string can open, so it
 * closes a key and the digits are outside any string) or a CSS colour. Positions are ascending. Most messages have
 * none and are stored as they came; this is what decides it, so it errs only towards reporting: for valid JSON, a
 * message without a position here is one scrubJsonText leaves exactly as it is (scrub.test.ts checks that on
 * generated messages). Native searches only, no loop per byte.
 */
export function scrubSuspects(text: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (EMAIL_LOCAL[text.charCodeAt(at - 1)] === 1 && EMAIL_DOMAIN[text.charCodeAt(at + 1)] === 1) found.push(at);
  }
  for (let at = text.indexOf('\\u'); at !== -1; at = text.indexOf('\\u', at + 2)) found.push(at);
  const digits = asciiDigits(text);
  NUMBER_BYTES.lastIndex = 0;
  for (let run = NUMBER_BYTES.exec(digits); run; run = NUMBER_BYTES.exec(digits)) {
    if (
      text.charCodeAt(run.index - 1) === 0x23 /* # */ &&
      run[0].length <= CSS_COLOR_DIGITS &&
      ASCII_DIGITS_ONLY.test(run[0])
    )
      continue;
    let colon = run.index - 1;
    if (text.charCodeAt(colon) === 0x2d /* - */) colon--;
    const numberValue =
      text.charCodeAt(colon) === 0x3a /* : */ &&
      text.charCodeAt(colon - 1) === 0x22 /* " */ &&
      !BEFORE_OPENING_QUOTE.has(text.charCodeAt(colon - 2));
    if (!numberValue) found.push(run.index);
  }
  return found.sort((a, b) => a - b);
}
