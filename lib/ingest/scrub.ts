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
