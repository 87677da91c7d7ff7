import type { IncomingHttpHeaders } from 'node:http';
import { failure } from '@/lib/errors';
import { failureNodeResponse, type NodeResponse } from './route';
import { queryHasUnreadable, readablePath } from './unreadable';

/**
 * What the server refuses itself, before Next.js sees a request it would fail on with a 500: a method no route
 * implements (TRACE, CONNECT, …: Next.js has no handler for them), and an address it cannot decode (a malformed
 * percent-escape such as `/api/readuseractivity/%ff` or `/articles/%ff?lang=en`, which its router throws on) or that
 * decodes to text no part of the site can hold (lib/http/unreadable.ts). Framework-free, for server/main.ts and
 * server/ingest.ts.
 */

/** Every method some route of the site serves; any other is refused with 405 before routing. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The response to a request the site refuses before routing (a Failure, converted as every refusal is), or null to
 * serve it. `url` is the request line's target; `headers` the request's, for the server-action check (a reader page's
 * address never reaches proxy.ts, whose check is the same).
 */
export function refuseBeforeRouting(
  method: string | undefined,
  url: string | undefined,
  headers?: IncomingHttpHeaders,
): NodeResponse | null {
  if (!(SERVED_METHODS as readonly string[]).includes((method ?? '').toUpperCase())) {
    return failureNodeResponse(failure('method_not_allowed', `Method ${method ?? ''} is not allowed`), {
      Allow: SERVED_METHODS.join(', '),
    });
  }
  if (headers && isForeignServerAction((method ?? '').toUpperCase(), { get: (name) => headerValue(headers, name) })) {
    return failureNodeResponse(failure('forbidden', 'Cross-origin request refused'));
  }
  const target = url ?? '/';
  const query = target.indexOf('?');
  const pathname = query < 0 ? target : target.slice(0, query);
  if (readablePath(pathname) === null) {
    return failureNodeResponse(
      failure('invalid', 'The address cannot be decoded (a malformed percent-escape or invalid text)'),
    );
  }
  if (query >= 0 && queryHasUnreadable(new URLSearchParams(target.slice(query + 1)))) {
    return failureNodeResponse(failure('invalid', 'The query must not contain a NUL character or invalid Unicode'));
  }
  return null;
}

/**
 * Whether a request is a server action (Next's `Next-Action` header) sent from another origin: Next.js refuses it
 * too, but by throwing, which responds with 500. Compared as Next.js does: the Origin's host against X-Forwarded-Host (which
 * Next's server sets) or Host. A missing Origin is left to Next.js (a same-origin form post from an old browser).
 */
export function isForeignServerAction(method: string, headers: { get(name: string): string | null }): boolean {
  if (method !== 'POST' || !headers.get('next-action')) return false;
  const origin = headers.get('origin');
  if (origin === null) return false;
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true; // `null` (a sandboxed frame) or garbage
  }
  return !host || originHost.toLowerCase() !== host.toLowerCase();
}

/** One header of a node:http request, as the Fetch API's `Headers.get` reads it (repeated values joined), or null. */
export function headerValue(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name.toLowerCase()];
  return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
}
