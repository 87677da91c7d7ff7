/**
 * Input no part of the site can hold: a NUL character (PostgreSQL text cannot store it, and a key or a filter with
 * one fails the statement) and a lone UTF-16 surrogate (no UTF-8 encoding exists for it, so it is silently changed or
 * refused on the way to the database). Both are refused once, where bodies (lib/http/request-body.ts), route
 * parameters and queries (lib/http/route.ts), and page addresses (proxy.ts, server/main.ts) are read, with a 4xx.
 * Framework-free: the proxy and the server use it too.
 */

const UNREADABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnreadableText(text: string): boolean {
  return UNREADABLE.test(text);
}

/** What is wrong with a text that hasUnreadableText found, for the refusal's message. */
export function unreadableReason(text: string): string {
  return text.includes('\u0000')
    ? 'must not contain a NUL character'
    : 'must not contain a lone surrogate (invalid Unicode)';
}

/**
 * The first unreadable string (a value or an object key) in a parsed JSON value, as `[path, reason]`, else null.
 * Walks with its own stack, never recursion: the value may be as deep as the body allowed.
 */
export function findUnreadable(value: unknown, root = 'body'): [string, string] | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasUnreadableText(current)) return [path, unreadableReason(current)];
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, `${path}[${index}]`]));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (hasUnreadableText(key)) return [path, `keys ${unreadableReason(key)}`];
        stack.push([item, path === root ? key : `${path}.${key}`]);
      }
    }
  }
  return null;
}

/** How deeply the JSON text's arrays and objects nest (brackets inside strings do not count), read without parsing. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return deepest;
}

/**
 * The path of a URL as text, or null when it cannot be read: a malformed percent-escape (`%ff`, `%e0%a4`), or one
 * that decodes to a NUL or a lone surrogate.
 */
export function readablePath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return hasUnreadableText(decoded) ? null : decoded;
}

/** Whether any name or value of a query (`?a=b`, as URLSearchParams decodes it) holds unreadable text. */
export function queryHasUnreadable(search: URLSearchParams): boolean {
  for (const [name, value] of search) if (hasUnreadableText(name) || hasUnreadableText(value)) return true;
  return false;
}
