import 'server-only';
import type { HeaderSource } from '@/lib/http/client-address';
import { requestOrigin } from '@/lib/http/request-origin';
import { UXT_QUERY_PARAMETER } from '@parley/tracker/constants';
import type { UsabilityTest } from '@/lib/db/schema';

/** The participant link's parameter (OpenReplay's): `{site}{startingPath}?oruxt={id}` opens the overlay. */
export const USABILITY_TEST_LINK_PARAM = UXT_QUERY_PARAMETER;

/**
 * The link the product team sends to participants: `{origin}{startingPath}?oruxt={id}`, on the site's public address.
 * That is SITE_URL when it is set; else the address the team itself reached the studio at (the request's Host, or
 * behind TRUSTED_PROXY_HOPS proxies theirs, as request-origin.ts reads it), never the default
 * `http://localhost:3000`, which names no site a participant can reach behind another host name.
 */
export function participantOrigin(
  request: HeaderSource,
  env: Record<string, string | undefined> = process.env,
): string {
  const configured = env.SITE_URL?.trim().replace(/\/+$/, '');
  if (configured) return configured;
  // The server speaks plain http itself: https is a proxy's, which request-origin.ts believes when trusted.
  return requestOrigin({ headers: request.headers, url: 'http://localhost:3000/' }, env);
}

export function participantLink(test: Pick<UsabilityTest, 'id' | 'startingPath'>, origin: string): string {
  return `${origin}${test.startingPath}?${USABILITY_TEST_LINK_PARAM}=${test.id}`;
}

/**
 * Whether browsers offer a camera and microphone to pages of this origin: only secure contexts get them, which are
 * https pages and plain http ones on the machine itself (localhost, *.localhost, 127.0.0.0/8, [::1]).
 */
export function offersCamera(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  if (url.protocol !== 'http:') return false;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1';
}
