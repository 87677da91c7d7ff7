import 'server-only';
import { UXT_QUERY_PARAMETER } from '@parley/tracker/constants';
import type { UsabilityTest } from '@/lib/db/schema';

/** The participant link's parameter (OpenReplay's): `{site}{startingPath}?oruxt={id}` opens the overlay. */
export const USABILITY_TEST_LINK_PARAM = UXT_QUERY_PARAMETER;

/** The link the product team sends to participants: `{origin}{startingPath}?oruxt={id}`, `origin` the site's (siteOrigin). */
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
