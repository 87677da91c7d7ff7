/**
 * The page's keepalive quota. A browser lets one document have at most KEEPALIVE_MAX_BYTES of `keepalive` request
 * bodies in flight at once, and refuses a keepalive fetch that would go over it outright (the request fails, nothing is
 * sent). A page being left sends several such requests one after another (canvas images, usability-test signals, its
 * own last batch), so each takes its bytes here first: the page's own last batch sizes itself to what is left instead
 * of being refused whole, and a request that does not fit goes without keepalive (it still arrives whenever the page
 * is not being torn down). The worker is a context of its own with its own quota (src/worker/sender.ts).
 */
import { KEEPALIVE_MAX_BYTES } from './constants';

export interface KeepaliveQuota {
  /** Bytes one more keepalive body may have now (under the quota, as the browsers count it). */
  available(): number;
  /**
   * Takes `bytes` of the quota for one request when they fit, and answers whether they did; `release` gives them back
   * once the request has settled. A request that did not fit is sent without keepalive.
   */
  take(bytes: number): { keepalive: boolean; release(): void };
}

export function createKeepaliveQuota(limit = KEEPALIVE_MAX_BYTES): KeepaliveQuota {
  let inFlight = 0;
  const available = () => Math.max(0, limit - 1 - inFlight);
  return {
    available,
    take(bytes) {
      if (bytes > available()) return { keepalive: false, release: () => undefined };
      inFlight += bytes;
      let released = false;
      return {
        keepalive: true,
        release: () => {
          if (released) return;
          released = true;
          inFlight -= bytes;
        },
      };
    },
  };
}
