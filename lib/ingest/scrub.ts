import { SCRUB_DIGIT_RUN_MIN } from './limits';

/**
 * Defence in depth (docs/decisions/0038-ingest-scrubs-again.md): the tracker masks emails and numbers before anything leaves the browser; the ingest
 * scrubs every stored string again, so a tracker that forgot (an old version, a bug, a hand-made request) leaks
 * nothing into the blob store or the database. Only the insides of JSON strings are touched, never JSON numbers
 * (node ids, timestamps), and the text keeps its length and shape.
 */
export const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
export const EMAIL_MASK = '***@***.***';
const DIGIT_RUN = new RegExp(`#?\\d{${SCRUB_DIGIT_RUN_MIN},}`, 'g');
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;
/** The longest CSS colour (`#rrggbbaa`): a `#` and at most this many digits is a colour, not a number to hide. */
const CSS_COLOR_DIGITS = 8;

/** A digit run that is a CSS colour (`box-shadow: 0 12px 40px #00000040`), which the replay needs as it is. */
const isCssColor = (run: string) => run.startsWith('#') && run.length - 1 <= CSS_COLOR_DIGITS;

/**
 * Emails become ***@***.***; runs of SCRUB_DIGIT_RUN_MIN or more digits become zeros, except in inline `data:` URIs
 * and CSS colours (`#00000040` is a transparent black, not an account number, and zeroing it changes the page).
 */
export function scrubText(text: string): string {
  const withoutEmails = text.includes('@') ? text.replace(EMAIL_PATTERN, EMAIL_MASK) : text;
  if (withoutEmails.startsWith('data:')) return withoutEmails;
  return withoutEmails.replace(DIGIT_RUN, (run) => (isCssColor(run) ? run : run.replace(/\d/g, '0')));
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

/** Characters EMAIL_PATTERN allows right before an `@` ([A-Za-z0-9._%+-]) and right after it ([A-Za-z0-9-]). */
const EMAIL_LOCAL = new Uint8Array(128);
const EMAIL_DOMAIN = new Uint8Array(128);
for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-') {
  EMAIL_LOCAL[char.charCodeAt(0)] = 1;
  EMAIL_DOMAIN[char.charCodeAt(0)] = 1;
}
for (const char of '._%+') EMAIL_LOCAL[char.charCodeAt(0)] = 1;
const DIGIT_RUN_ANYWHERE = new RegExp(`\\d{${SCRUB_DIGIT_RUN_MIN},}`, 'g');
/** What may stand right before an opening quote in JSON (so a quote after one of these may open a string), or escape it. */
const BEFORE_OPENING_QUOTE = new Set([...'\\{[,: \t\n\r'].map((c) => c.charCodeAt(0)));

/**
 * Where, in JSON text (one message or a whole batch read as latin1, one character per byte), something could be that
 * scrubJsonText would change: an `@` between email characters, a `\u` escape (it could spell either), or a run of
 * SCRUB_DIGIT_RUN_MIN digits, unless that run is plainly a JSON number value (`…x":1763900000000`: the quote right
 * before the colon follows a character after which no string can open, so it closes a key and the digits are outside
 * any string) or a CSS colour. Positions are ascending. Most messages have none and are stored as they came; this is what decides
 * it, so it errs only towards reporting: for valid JSON, a message without a position here is one scrubJsonText
 * leaves exactly as it is (scrub.test.ts checks that on generated messages). Native searches only, no loop per byte.
 */
export function scrubSuspects(text: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (EMAIL_LOCAL[text.charCodeAt(at - 1)] === 1 && EMAIL_DOMAIN[text.charCodeAt(at + 1)] === 1) found.push(at);
  }
  for (let at = text.indexOf('\\u'); at !== -1; at = text.indexOf('\\u', at + 2)) found.push(at);
  DIGIT_RUN_ANYWHERE.lastIndex = 0;
  for (let run = DIGIT_RUN_ANYWHERE.exec(text); run; run = DIGIT_RUN_ANYWHERE.exec(text)) {
    if (text.charCodeAt(run.index - 1) === 0x23 /* # */ && run[0].length <= CSS_COLOR_DIGITS) continue;
    let colon = run.index - 1;
    if (text.charCodeAt(colon) === 0x2d /* - */) colon--;
    const numberValue =
      text.charCodeAt(colon) === 0x3a /* : */ && text.charCodeAt(colon - 1) === 0x22 /* " */ && !BEFORE_OPENING_QUOTE.has(text.charCodeAt(colon - 2));
    if (!numberValue) found.push(run.index);
  }
  return found.sort((a, b) => a - b);
}
