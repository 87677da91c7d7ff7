import { SCRUB_DIGIT_RUN_MIN } from './limits';

/**
 * Defence in depth (design §5): the tracker masks emails and numbers before anything leaves the browser; the ingest
 * scrubs every stored string again, so a tracker that forgot (an old version, a bug, a hand-made request) leaks
 * nothing into the blob store or the database. Only the insides of JSON strings are touched, never JSON numbers
 * (node ids, timestamps), and the text keeps its length and shape.
 */
export const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
export const EMAIL_MASK = '***@***.***';
const DIGIT_RUN = new RegExp(`\\d{${SCRUB_DIGIT_RUN_MIN},}`, 'g');
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;

/** Emails become ***@***.***; runs of SCRUB_DIGIT_RUN_MIN or more digits become zeros (inline `data:` URIs keep their digits). */
export function scrubText(text: string): string {
  const withoutEmails = text.includes('@') ? text.replace(EMAIL_PATTERN, EMAIL_MASK) : text;
  if (withoutEmails.startsWith('data:')) return withoutEmails;
  return withoutEmails.replace(DIGIT_RUN, (run) => '0'.repeat(run.length));
}

/** The same JSON text with every string literal scrubbed (keys included; they hold no secrets and stay as they are). */
export function scrubJsonText(json: string): string {
  if (!json.includes('@') && !/\d{7}/.test(json)) return json;
  return json.replace(JSON_STRING, (literal) => {
    const inner = literal.slice(1, -1);
    const scrubbed = scrubText(inner);
    return scrubbed === inner ? literal : `"${scrubbed}"`;
  });
}

// Bytes the scan below looks for (JSON text is ASCII wherever these matter; UTF-8 continuation bytes are ≥ 0x80).
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const AT = 0x40;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const LOWER_U = 0x75;
/** Characters EMAIL_PATTERN allows right before an `@` ([A-Za-z0-9._%+-]) and right after it ([A-Za-z0-9-]). */
const EMAIL_LOCAL = new Uint8Array(128);
const EMAIL_DOMAIN = new Uint8Array(128);
for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-') {
  EMAIL_LOCAL[char.charCodeAt(0)] = 1;
  EMAIL_DOMAIN[char.charCodeAt(0)] = 1;
}
for (const char of '._%+') EMAIL_LOCAL[char.charCodeAt(0)] = 1;

/** What a look at one message's JSON bytes found. */
export type JsonScan = 'clean' | 'scrub' | 'not_object';

/**
 * One pass over a message's UTF-8 JSON bytes, without decoding them: `scrub` when a string literal may hold something
 * scrubJsonText would change (an `@` between email characters, a run of SCRUB_DIGIT_RUN_MIN digits) or a `\u`
 * escape (which could spell either; the slow path decodes those first), `clean` when no string can, `not_object`
 * when the bytes are not shaped as a JSON object (`{…}`, every string closed). Digits outside strings are JSON
 * numbers (ids, timestamps) and stay. Most batches are clean, so the ingest stores them as they came (no decoding, no
 * re-encoding, no second gzip); this is the check that decides it, so it errs only towards `scrub`.
 */
export function scanJson(bytes: Uint8Array, start = 0, end = bytes.length): JsonScan {
  if (end - start < 2 || bytes[start] !== OPEN_BRACE || bytes[end - 1] !== CLOSE_BRACE) return 'not_object';
  let inString = false;
  let digits = 0;
  let found = false;
  for (let i = start + 1; i < end - 1; i++) {
    const c = bytes[i]!;
    if (!inString) {
      if (c === QUOTE) inString = true;
      continue;
    }
    if (c >= 0x30 && c <= 0x39) {
      if (++digits >= SCRUB_DIGIT_RUN_MIN) found = true;
      continue;
    }
    digits = 0;
    if (c === QUOTE) inString = false;
    else if (c === BACKSLASH) {
      i++;
      if (bytes[i] === LOWER_U) found = true;
    } else if (c === AT && EMAIL_LOCAL[bytes[i - 1]!] === 1 && EMAIL_DOMAIN[bytes[i + 1]!] === 1) found = true;
  }
  if (inString) return 'not_object';
  return found ? 'scrub' : 'clean';
}
