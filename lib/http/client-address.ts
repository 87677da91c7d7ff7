import 'server-only';
import { PEER_ADDRESS_HEADER } from './peer-address';

/**
 * How many reverse proxies in front of the app append to X-Forwarded-For (env TRUSTED_PROXY_HOPS, default 0). With
 * none, no forwarding header is believed: a client talking to `next start` directly could write X-Forwarded-For
 * itself and rotate addresses past every per-address limit, so the address is the TCP peer's (PEER_ADDRESS_HEADER).
 * Behind N trusted proxies, the client is the entry the outermost one appended, counted from the right; entries
 * further left were written by the client and prove nothing.
 */
export const TRUSTED_PROXY_HOPS_DEFAULT = 0;

/**
 * The request header that carries the TCP peer's address to route handlers and server actions, which Next.js gives
 * no socket. stampPeerAddress (lib/http/peer-address.ts, installed by instrumentation-node.ts) writes it on every
 * request the server accepts, overwriting anything a client sent under that name.
 */
export { PEER_ADDRESS_HEADER };

/** Anything with request headers: a Request, NextRequest, or Next's `await headers()` in a server action. */
export interface HeaderSource {
  headers: { get(name: string): string | null };
}

export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const configured = Number.parseInt(env.TRUSTED_PROXY_HOPS ?? '', 10);
  return Number.isSafeInteger(configured) && configured >= 0 ? configured : TRUSTED_PROXY_HOPS_DEFAULT;
}

/** The address the per-address limits count by: 'unknown' (one shared bucket) when there is none to read. */
export function clientAddress(request: HeaderSource, env: Record<string, string | undefined> = process.env): string {
  const hops = trustedProxyHops(env);
  let chosen: string | undefined;
  if (hops === 0) {
    chosen = request.headers.get(PEER_ADDRESS_HEADER)?.trim();
  } else {
    const forwarded = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    chosen = forwarded[Math.max(0, forwarded.length - hops)] ?? request.headers.get('x-real-ip')?.trim();
  }
  return chosen ? chosen.toLowerCase().slice(0, 64) : 'unknown';
}
