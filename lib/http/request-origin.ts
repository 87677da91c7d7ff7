import 'server-only';
import { trustedProxyHops, type HeaderSource } from './client-address';

/**
 * The origin the visitor's browser used for a request, for the addresses the server hands back to it (the usability
 * test's upload URLs): not the address the server is bound to, which on a real domain or behind a proxy is not one
 * the browser can reach on its own origin. Directly (TRUSTED_PROXY_HOPS 0) the Host header is what the browser
 * asked for; behind trusted proxies the outermost one's X-Forwarded-Host and X-Forwarded-Proto say it, counted from
 * the right as X-Forwarded-For is (client-address.ts). A header that is not a host name (with an optional port) or a
 * known scheme is ignored, and the request's own URL says it.
 */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const PROTO = /^https?$/i;

/** The entry an N-proxy chain's outermost proxy wrote in a comma-separated forwarding header. */
function forwarded(value: string | null, hops: number): string | undefined {
  const parts = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts[Math.max(0, parts.length - hops)];
}

export function requestOrigin(
  request: HeaderSource & { url: string },
  env: Record<string, string | undefined> = process.env,
): string {
  const own = new URL(request.url);
  const hops = trustedProxyHops(env);
  const host =
    hops > 0
      ? (forwarded(request.headers.get('x-forwarded-host'), hops) ?? request.headers.get('host'))
      : request.headers.get('host');
  const proto = hops > 0 ? forwarded(request.headers.get('x-forwarded-proto'), hops) : undefined;
  const scheme = proto && PROTO.test(proto) ? proto.toLowerCase() : own.protocol.slice(0, -1);
  return host && HOST.test(host.trim()) ? `${scheme}://${host.trim().toLowerCase()}` : own.origin;
}

/**
 * The site's public address, for the links the team hands on (a usability test's participant link, a public replay
 * link, a dashboard's address): SITE_URL when it is set; else the address the team itself reached the studio at (the
 * request's Host, or behind TRUSTED_PROXY_HOPS proxies theirs, as requestOrigin reads it), never the default
 * `http://localhost:3000`, which names no site anyone can reach behind another host name.
 */
export function siteOrigin(request: HeaderSource, env: Record<string, string | undefined> = process.env): string {
  const configured = env.SITE_URL?.trim().replace(/\/+$/, '');
  if (configured) return configured;
  // The server speaks plain http itself: https is a proxy's, which requestOrigin believes when trusted.
  return requestOrigin({ headers: request.headers, url: 'http://localhost:3000/' }, env);
}
