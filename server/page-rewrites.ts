/*
 * The two rewrites of a page Next.js made, done by the server before the page leaves it (and before the response cache,
 * which wraps the response first, keeps it, so a kept copy is the rewritten one):
 * - the Content-Security-Policy of pages kept for everyone that hold members' writing (lib/security/headers.ts
 *   SCRIPT_HASHES_HEADER): such a page cannot carry a per-request nonce, and 'unsafe-inline' would let a script in a
 *   member's post run. The server hashes the inline scripts Next.js and the site put in the labelled page (recognised
 *   by their text, lib/security/headers.ts ownInlineScriptHashes) and sends it with a policy that allows exactly
 *   those, which stays right for the same bytes;
 * - reader pages start their script at the reader's first interaction (lib/routes/deferred-hydration.ts): the
 *   server makes Next.js's bundle scripts inert and adds the loader. Which pages: lib/routes/pages.ts
 *   `pageHydration`, from the address and whether Next.js served the page as prerendered.
 * Either way the server holds the response until it is complete (PageRewritingResponse, the class the server makes
 * every response with); any other response passes through as it is written.
 */
import type http from 'node:http';
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { hashedContentSecurityPolicy, ownInlineScriptHashes, SCRIPT_HASHES_HEADER } from '../lib/security/headers';
import { deferHydration, HYDRATION_LOADER_SCRIPT } from '../lib/routes/deferred-hydration';
import { pageHydration } from '../lib/routes/pages';
import { CachingResponse } from './caching-response';
import { nextRenderedOnce } from './http-cache-policy';

/** Largest page (as sent, and unpacked) held to be rewritten; a larger one goes out as Next.js wrote it. */
export const PAGE_REWRITE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Added to the ETag of a page whose hydration is deferred: the same page with another loader is other bytes, so a
 * browser's copy from before a change of the loader is not confirmed as current.
 */
const LOADER_TAG = createHash('sha256').update(HYDRATION_LOADER_SCRIPT).digest('base64url').slice(0, 8);

type Headers = http.OutgoingHttpHeaders | (string | string[])[] | undefined;

function headerOf(response: http.ServerResponse, given: Headers, name: string): string | undefined {
  if (Array.isArray(given)) {
    for (let at = 0; at + 1 < given.length; at += 2)
      if (String(given[at]).toLowerCase() === name) return String(given[at + 1]);
  } else if (given) {
    for (const [key, value] of Object.entries(given))
      if (key.toLowerCase() === name && value !== undefined) return String(value);
  }
  const value = response.getHeader(name);
  return value === undefined ? undefined : String(value);
}

/** `given` without the header `remove` (names compared lower-cased). */
function without(given: Headers, remove: string): Headers {
  const drop = (name: string) => name.toLowerCase() === remove;
  if (Array.isArray(given)) {
    const pairs: (string | string[])[] = [];
    for (let at = 0; at + 1 < given.length; at += 2)
      if (!drop(String(given[at]))) pairs.push(given[at]!, given[at + 1]!);
    return pairs;
  }
  return given ? Object.fromEntries(Object.entries(given).filter(([name]) => !drop(name))) : given;
}

/** A Content-Encoding as compared below ('' and absent are `identity`). */
const encodingName = (encoding: string | undefined) => (encoding ?? 'identity').trim().toLowerCase() || 'identity';

function unpacked(body: Buffer, encoding: string | undefined): string | null {
  const options = { maxOutputLength: PAGE_REWRITE_MAX_BYTES };
  try {
    const name = encodingName(encoding);
    if (name === 'identity') return body.toString('utf8');
    if (name === 'gzip' || name === 'x-gzip') return zlib.gunzipSync(body, options).toString('utf8');
    if (name === 'br') return zlib.brotliDecompressSync(body, options).toString('utf8');
    if (name === 'deflate') return zlib.inflateSync(body, options).toString('utf8');
  } catch {
    // unreadable: sent as it came (a labelled page with the policy of no inline scripts of its own)
  }
  return null;
}

/** `html` encoded again as it came (`unpacked` read it, so the encoding is one of these). */
function packed(html: string, encoding: string | undefined): Buffer {
  const name = encodingName(encoding);
  if (name === 'gzip' || name === 'x-gzip') return zlib.gzipSync(html);
  if (name === 'br') return zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (name === 'deflate') return zlib.deflateSync(html);
  return Buffer.from(html, 'utf8');
}

/** The ETag of the page with its hydration deferred: another tag than the page Next.js made. */
function deferredEtag(etag: string): string {
  return /"$/.test(etag) ? `${etag.slice(0, -1)}-h${LOADER_TAG}"` : etag;
}

/**
 * Whether Next.js served this page as rendered once for everyone (server/http-cache-policy.ts nextRenderedOnce, the
 * rule the cache keeps pages by), from the headers set on the response and those given to writeHead.
 */
function servedPrerendered(response: http.ServerResponse, given: Headers): boolean {
  const names = ['x-nextjs-prerender', 'x-nextjs-cache'];
  return nextRenderedOnce(Object.fromEntries(names.map((name) => [name, headerOf(response, given, name)])));
}

/** What one response being held for a rewrite knows so far. */
interface Hold {
  pathname: string;
  mayDefer: boolean;
  decided: boolean;
  holding: boolean;
  labelled: boolean;
  deferring: boolean;
  /** Set while the held response is being sent: Node's own implicit writeHead must then go through. */
  sending: boolean;
  headArgs: unknown[];
  tooLarge: boolean;
  chunks: Buffer[];
  size: number;
}

/**
 * The site server's responses (server/main.ts creates every response with this class): a CachingResponse (what the
 * response cache records, and the cache tags taken off) that can also hold a page Next.js writes until it is complete
 * and send it rewritten. `rewritePages` turns the hold on for one response, before Next.js (and its compression, which
 * wraps these methods in turn, so the bytes held are the compressed ones) writes to it; a response it was not called
 * for, or one that turns out to need no rewrite, passes through as it is written.
 */
export class PageRewritingResponse<
  Request extends http.IncomingMessage = http.IncomingMessage,
> extends CachingResponse<Request> {
  private hold: Hold | null = null;

  /** Holds this response for the rewrites; `request` says which page it is (deferral only for a GET of the page). */
  rewritePages(request: Pick<http.IncomingMessage, 'method' | 'url'>): void {
    this.hold = {
      pathname: (request.url ?? '/').split('?')[0] ?? '/',
      mayDefer: request.method === 'GET',
      decided: false,
      holding: false,
      labelled: false,
      deferring: false,
      sending: false,
      headArgs: [],
      tooLarge: false,
      chunks: [],
      size: 0,
    };
  }

  /** Whether this response is being held (decided on the first head, write or end). */
  private held(given: Headers): Hold | null {
    const hold = this.hold;
    if (!hold) return null;
    if (!hold.decided) {
      hold.decided = true;
      hold.labelled = headerOf(this, given, SCRIPT_HASHES_HEADER) !== undefined;
      // A labelled page holds members' writing (a member's home feed is served at the landing address): not a reader page.
      if (hold.mayDefer && !hold.labelled && /text\/html/i.test(headerOf(this, given, 'content-type') ?? '')) {
        hold.deferring = pageHydration(hold.pathname, servedPrerendered(this, given)) === 'on-interaction';
      }
      hold.holding = hold.labelled || hold.deferring;
    }
    return hold.holding && !hold.sending ? hold : null;
  }

  private holdChunk(hold: Hold, chunk: unknown, encoding: unknown): void {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    hold.size += bytes.length;
    if (hold.size > PAGE_REWRITE_MAX_BYTES) hold.tooLarge = true;
    hold.chunks.push(bytes);
  }

  override writeHead(statusCode: number, ...rest: unknown[]): this {
    const hold = this.held(rest.find((arg) => typeof arg === 'object' && arg !== null) as Headers);
    if (!hold) return super.writeHead(statusCode, ...rest);
    hold.headArgs = [statusCode, ...rest];
    return this;
  }

  override flushHeaders(): void {
    if (!this.held(undefined)) super.flushHeaders();
  }

  override write(chunk: unknown, ...rest: unknown[]): boolean {
    const hold = this.held(undefined);
    if (!hold) return (super.write as (...a: unknown[]) => boolean)(chunk, ...rest);
    this.holdChunk(hold, chunk, rest[0]);
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  }

  override end(...args: unknown[]): this {
    const hold = this.held(undefined);
    if (!hold) return (super.end as (...a: unknown[]) => this)(...args);
    if (typeof args[0] !== 'function') this.holdChunk(hold, args[0], typeof args[1] === 'string' ? args[1] : undefined);
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    hold.sending = true;
    const { headArgs, labelled, deferring } = hold;
    const index = headArgs.findIndex((arg) => typeof arg === 'object' && arg !== null);
    const given = index === -1 ? undefined : (headArgs[index] as Headers);
    let body: Buffer = Buffer.concat(hold.chunks);
    const status = typeof headArgs[0] === 'number' ? headArgs[0] : this.statusCode;
    const encoding = headerOf(this, given, 'content-encoding');
    let html =
      !hold.tooLarge && status === 200 && /text\/html/i.test(headerOf(this, given, 'content-type') ?? '')
        ? unpacked(body, encoding)
        : null;
    const deferred = html !== null && deferring ? deferHydration(html) : null;
    if (deferred !== null) {
      html = deferred;
      body = packed(deferred, encoding);
    }
    // A labelled page that cannot be read (too large, not a 200, an encoding not known here) must not keep the
    // proxy's policy, which allows every inline script: it gets the hashed policy with no hashes of its own, under
    // which only script files from the site's origin and the member hint run. It is shown as rendered, not hydrated.
    const policy =
      !labelled || status === 304
        ? null
        : hashedContentSecurityPolicy(html === null ? [] : ownInlineScriptHashes(html));
    this.removeHeader(SCRIPT_HASHES_HEADER);
    if (policy) this.setHeader('Content-Security-Policy', policy);
    // A 304's headers update the browser's stored copy: it must not trade that copy's hashes for the fallback policy.
    if (status === 304 && labelled) this.removeHeader('Content-Security-Policy');
    const csp = 'content-security-policy';
    if (index !== -1) headArgs[index] = without(given, SCRIPT_HASHES_HEADER);
    if (index !== -1 && (policy || (status === 304 && labelled)))
      headArgs[index] = without(headArgs[index] as Headers, csp);
    if (index !== -1 && policy) {
      const headers = headArgs[index];
      if (Array.isArray(headers)) headers.push('Content-Security-Policy', policy);
      else (headers as http.OutgoingHttpHeaders)['Content-Security-Policy'] = policy;
    }
    if (deferred !== null) {
      // Other bytes: another length, another tag.
      const etag = headerOf(this, given, 'etag');
      for (const name of ['content-length', 'etag']) {
        this.removeHeader(name);
        if (index !== -1) headArgs[index] = without(headArgs[index] as Headers, name);
      }
      this.setHeader('Content-Length', body.length);
      if (etag !== undefined) this.setHeader('ETag', deferredEtag(etag));
    }
    if (headArgs.length > 0) super.writeHead(headArgs[0] as number, ...headArgs.slice(1));
    if (body.length > 0) (super.write as (...a: unknown[]) => boolean)(body);
    return (super.end as (...a: unknown[]) => this)(callback);
  }
}
