import { createHash } from 'node:crypto';

/** How many characters of a message and of a frame go into a fingerprint (past them, errors are the same group). */
export const FINGERPRINT_TEXT_MAX = 300;

/**
 * A message with what varies between two occurrences of one bug taken out: numbers, ids (hex runs, UUIDs) and quoted
 * values become `#` / `"…"`, so "Cannot read properties of undefined (reading 'x')" stays itself while "Request 4711
 * failed" and "Request 4712 failed" are one group.
 */
export function normalizedMessage(message: string): string {
  return message
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '#')
    .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{6,}\b/gi, '#')
    .replace(/\d+/g, '#')
    .replace(/"[^"]{0,200}"/g, '"…"')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, FINGERPRINT_TEXT_MAX);
}

/**
 * The top frame of a stack as it names code, not a moment: its function and file (without query, hash or origin's
 * build hash in the query) and line, column left out (minified bundles move columns with every build of the line).
 * Chromium writes `    at fn (https://x/a.js?v=1:10:5)`, Firefox and Safari `fn@https://x/a.js:10:5`. None: ''.
 */
export function topFrame(stack: string): string {
  for (const raw of stack.split('\n')) {
    const line = raw.trim();
    const chromium = /^at (?:(.*?) \()?(.+?):(\d+):\d+\)?$/.exec(line);
    const gecko = chromium ? null : /^(.*?)@(.+?):(\d+):\d+$/.exec(line);
    const match = chromium ?? gecko;
    if (!match) continue;
    const [, fn = '', file = '', lineNo = ''] = match;
    const path = file.replace(/[?#].*$/, '');
    return `${fn.trim() || '<anonymous>'} ${path}:${lineNo}`.slice(0, FINGERPRINT_TEXT_MAX);
  }
  return '';
}

/**
 * An error's group: its name, its normalized message and its top frame, hashed (16 hex characters of SHA-256). Two
 * occurrences of one bug share it however their numbers and ids differ; two bugs with the same message in different
 * code do not.
 */
export function errorFingerprint(name: string, message: string, stack: string): string {
  const key = [name.trim() || 'Error', normalizedMessage(message), topFrame(stack)].join('\n');
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}
