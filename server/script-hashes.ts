/*
 * The Content-Security-Policy of pages kept for everyone that hold members' writing (lib/security/headers.ts
 * SCRIPT_HASHES_HEADER): such a page cannot carry a per-request nonce, and 'unsafe-inline' would let a script in a
 * member's post run. So the server holds the labelled answer until it is complete, hashes the inline scripts Next.js
 * put in it, and sends it with a policy that allows exactly those. The page cache, which wraps the response first,
 * then keeps the answer with that policy, which stays right for the same bytes.
 */
import type http from 'node:http';
import zlib from 'node:zlib';
import { hashedContentSecurityPolicy, inlineScriptHashes, SCRIPT_HASHES_HEADER } from '../lib/security/headers';

/** Largest page (as sent, and unpacked) held to be hashed; a larger one goes out under the reader pages' policy. */
export const SCRIPT_HASHES_MAX_PAGE_BYTES = 16 * 1024 * 1024;

type Headers = http.OutgoingHttpHeaders | (string | string[])[] | undefined;

function headerOf(response: http.ServerResponse, given: Headers, name: string): string | undefined {
  if (Array.isArray(given)) {
    for (let at = 0; at + 1 < given.length; at += 2) if (String(given[at]).toLowerCase() === name) return String(given[at + 1]);
  } else if (given) {
    for (const [key, value] of Object.entries(given)) if (key.toLowerCase() === name && value !== undefined) return String(value);
  }
  const value = response.getHeader(name);
  return value === undefined ? undefined : String(value);
}

/** `given` without the header `remove` (names compared lower-cased). */
function without(given: Headers, remove: string): Headers {
  const drop = (name: string) => name.toLowerCase() === remove;
  if (Array.isArray(given)) {
    const pairs: (string | string[])[] = [];
    for (let at = 0; at + 1 < given.length; at += 2) if (!drop(String(given[at]))) pairs.push(given[at]!, given[at + 1]!);
    return pairs;
  }
  return given ? Object.fromEntries(Object.entries(given).filter(([name]) => !drop(name))) : given;
}

function unpacked(body: Buffer, encoding: string | undefined): string | null {
  const options = { maxOutputLength: SCRIPT_HASHES_MAX_PAGE_BYTES };
  try {
    const name = (encoding ?? 'identity').trim().toLowerCase();
    if (name === 'identity' || name === '') return body.toString('utf8');
    if (name === 'gzip' || name === 'x-gzip') return zlib.gunzipSync(body, options).toString('utf8');
    if (name === 'br') return zlib.brotliDecompressSync(body, options).toString('utf8');
    if (name === 'deflate') return zlib.inflateSync(body, options).toString('utf8');
  } catch {
    // unreadable: sent under the policy it came with
  }
  return null;
}

/** Installs the hold on `response`, before Next.js (and its compression) write to it. */
export function hashScriptsInFront(response: http.ServerResponse): void {
  const { writeHead, write, end, flushHeaders } = response;
  let decided = false;
  let holding = false;
  /** Set while the held answer is being sent: Node's own implicit writeHead must then go through. */
  let sending = false;
  let headArgs: unknown[] = [];
  let tooLarge = false;
  const chunks: Buffer[] = [];
  let size = 0;

  // The wrappers stay in place and pass through once an answer turns out unlabelled: Next.js's compression wraps them
  // in turn, so putting the originals back would cut its own wrappers out.
  const decide = (given: Headers) => {
    if (decided) return;
    decided = true;
    holding = headerOf(response, given, SCRIPT_HASHES_HEADER) !== undefined;
  };
  const take = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const bytes =
      typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > SCRIPT_HASHES_MAX_PAGE_BYTES) tooLarge = true;
    chunks.push(bytes);
  };

  response.writeHead = function holdHead(this: http.ServerResponse, ...args: unknown[]) {
    decide(args.find((arg) => typeof arg === 'object' && arg !== null) as Headers);
    if (!holding || sending) return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
    headArgs = args;
    return this;
  } as typeof response.writeHead;
  response.flushHeaders = function holdFlush(this: http.ServerResponse) {
    decide(undefined);
    if (!holding || sending) flushHeaders.call(this);
  };
  response.write = function holdWrite(this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    decide(undefined);
    if (!holding || sending) return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    take(chunk, rest[0]);
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as typeof response.write;
  response.end = function holdEnd(this: http.ServerResponse, ...args: unknown[]) {
    decide(undefined);
    if (!holding || sending) return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
    if (typeof args[0] !== 'function') take(args[0], typeof args[1] === 'string' ? args[1] : undefined);
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    sending = true;
    const index = headArgs.findIndex((arg) => typeof arg === 'object' && arg !== null);
    const given = index === -1 ? undefined : (headArgs[index] as Headers);
    const body = Buffer.concat(chunks);
    const status = typeof headArgs[0] === 'number' ? headArgs[0] : this.statusCode;
    const html =
      !tooLarge && status === 200 && /text\/html/i.test(headerOf(this, given, 'content-type') ?? '')
        ? unpacked(body, headerOf(this, given, 'content-encoding'))
        : null;
    const policy = html === null ? null : hashedContentSecurityPolicy(inlineScriptHashes(html));
    this.removeHeader(SCRIPT_HASHES_HEADER);
    if (policy) this.setHeader('Content-Security-Policy', policy);
    // A 304's headers update the browser's stored copy: it must not trade that copy's hashes for the fallback policy.
    if (status === 304) this.removeHeader('Content-Security-Policy');
    const csp = 'content-security-policy';
    if (index !== -1) headArgs[index] = without(given, SCRIPT_HASHES_HEADER);
    if (index !== -1 && (policy || status === 304)) headArgs[index] = without(headArgs[index] as Headers, csp);
    if (index !== -1 && policy) {
      const headers = headArgs[index];
      if (Array.isArray(headers)) headers.push('Content-Security-Policy', policy);
      else (headers as http.OutgoingHttpHeaders)['Content-Security-Policy'] = policy;
    }
    if (headArgs.length > 0) (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, headArgs);
    if (body.length > 0) (write as (...a: unknown[]) => boolean).call(this, body);
    return (end as (...a: unknown[]) => http.ServerResponse).call(this, callback);
  } as typeof response.end;
}
