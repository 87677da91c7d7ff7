import type { IncomingHttpHeaders } from 'node:http';
import { failure, type Failure } from '@/lib/errors';
import { failureNodeResponse, type NodeResponse } from './route';
import { queryHasUnreadable, readablePath } from './unreadable';

/**
 * What the server refuses itself, before Next.js sees a request it would fail on with a 500: a method no route
 * implements (TRACE, CONNECT, …: Next.js has no handler for them), a target that is no path (`OPTIONS *`, `GET *`: its
 * handler cannot make a URL of it), an address it cannot decode (a malformed percent-escape such as
 * `/api/readuseractivity/%ff` or `/articles/%ff?lang=en`, which its router throws on) or that decodes to text no part
 * of the site can hold (lib/http/unreadable.ts), a server action from another origin (403), and a server action's
 * body that is over Next.js's size limit (413) or that React's decoder would fail on (400: lib/http/server-action-body.ts).
 * Framework-free, for server/main.ts and server/ingest.ts.
 */

/** Every method some route of the site serves; any other is refused with 405 before routing. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** A request target in absolute form (`GET http://host/path`), which HTTP/1.1 servers must accept, as Next.js does. */
const ABSOLUTE_TARGET = /^https?:\/\//i;

/** Next.js's limit on a server action's body (`serverActions.bodySizeLimit`, left at its default of 1 MB). */
export const SERVER_ACTION_BODY_MAX_BYTES = 1024 * 1024;
/** How Next.js reads the body of a POST it may take for a server action (its getServerActionRequestMetadata). */
export type ServerActionKind =
  /** The page's script calls an action: `Next-Action` names it, the body is React's reply as JSON text. */
  | 'fetch-text'
  /** The same with a multipart body: the reply's root in part `0`, a form's fields in parts of their own. */
  | 'fetch-multipart'
  /** A form posted without JavaScript: any multipart POST, an action if `$ACTION_…` fields name one. */
  | 'form';

/**
 * Which kind of server action a request is, as Next.js tells them apart, or null for one it never decodes as such: not
 * a POST, a form-urlencoded body (Next.js does not decode those), or an address no page has (the product API and the
 * ingest, whose route handlers read their own bodies).
 */
export function serverActionKind(
  method: string | undefined,
  pathname: string,
  headers: { get(name: string): string | null },
): ServerActionKind | null {
  if (method !== 'POST' || /^\/(?:api|ingest)(?:\/|$)/.test(pathname)) return null;
  const contentType = headers.get('content-type');
  // Next.js's own tests, case and all: `startsWith`, and an exact form-urlencoded type.
  const multipart = contentType !== null && contentType.startsWith('multipart/form-data');
  if (headers.get('next-action') === null) return multipart ? 'form' : null;
  if (contentType === 'application/x-www-form-urlencoded') return null;
  return multipart ? 'fetch-multipart' : 'fetch-text';
}

/**
 * The response to a request the site refuses before routing (a Failure, converted as every refusal is), or null to
 * serve it. `url` is the request line's target; `headers` the request's, for the server-action checks (a reader page's
 * address never reaches proxy.ts, whose origin check is the same).
 */
export function refuseBeforeRouting(
  method: string | undefined,
  url: string | undefined,
  headers?: IncomingHttpHeaders,
): NodeResponse | null {
  if (!(SERVED_METHODS as readonly string[]).includes((method ?? '').toUpperCase())) {
    return refusal(failure('method_not_allowed', `Method ${method ?? ''} is not allowed`), {
      Allow: SERVED_METHODS.join(', '),
    });
  }
  const target = url ?? '/';
  // `*` (OPTIONS * asks about the server as a whole): neither a path nor an absolute URL, the targets Next.js reads.
  if (!target.startsWith('/') && !ABSOLUTE_TARGET.test(target)) {
    return refusal(failure('invalid', 'The request target must be a path'));
  }
  const query = target.indexOf('?');
  const pathname = query < 0 ? target : target.slice(0, query);
  if (headers && method === 'POST') {
    const get = (name: string) => headerValue(headers, name);
    if (isForeignServerAction(method, { get }, pathname)) {
      return refusal(failure('forbidden', 'Cross-origin request refused'));
    }
    if (
      serverActionKind(method, pathname, { get }) !== null &&
      Number(get('content-length')) > SERVER_ACTION_BODY_MAX_BYTES
    ) {
      return bodyTooLarge();
    }
  }
  if (readablePath(pathname) === null) {
    return refusal(failure('invalid', 'The address cannot be decoded (a malformed percent-escape or invalid text)'));
  }
  if (query >= 0 && queryHasUnreadable(new URLSearchParams(target.slice(query + 1)))) {
    return refusal(failure('invalid', 'The query must not contain a NUL character or invalid Unicode'));
  }
  return null;
}

/** A refusal as node:http writes it (the server adds the security headers every response carries). */
export function refusal(value: Failure, headers: Record<string, string> = {}): NodeResponse {
  return failureNodeResponse(value, headers);
}

/** 413, and the connection closed after it: the rest of the body is never read. */
export function bodyTooLarge(): NodeResponse {
  return refusal(
    failure('too_large', `A server action's body must be at most ${SERVER_ACTION_BODY_MAX_BYTES} bytes`, {
      limit: SERVER_ACTION_BODY_MAX_BYTES,
    }),
    { Connection: 'close' },
  );
}

/**
 * Whether a request is a server action (Next's `Next-Action` header, or a multipart POST to a page, which Next.js
 * treats as a form posted without JavaScript) sent from another origin: Next.js refuses it too, but by throwing, which
 * responds with 500. Compared as Next.js compares them, exactly: the Origin's host against X-Forwarded-Host (which
 * Next's server sets) or Host. A missing Origin is left to Next.js (a same-origin form post from an old browser).
 * `pathname` tells a page from the product API and the ingest, whose multipart bodies are theirs (proxy.ts sees
 * only pages).
 */
export function isForeignServerAction(
  method: string,
  headers: { get(name: string): string | null },
  pathname = '/',
): boolean {
  if (method !== 'POST') return false;
  if (headers.get('next-action') === null && serverActionKind(method, pathname, headers) === null) return false;
  const origin = headers.get('origin');
  if (origin === null) return false;
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true; // `null` (a sandboxed frame), an empty Origin or garbage
  }
  return !host || originHost !== host;
}

/** One header of a node:http request, as the Fetch API's `Headers.get` reads it (repeated values joined), or null. */
export function headerValue(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name.toLowerCase()];
  return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
}
