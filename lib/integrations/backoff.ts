import { DELIVERY_BACKOFF_BASE_MS, DELIVERY_BACKOFF_MAX_MS, DELIVERY_MAX_ATTEMPTS } from './limits';

/**
 * When a delivery whose `attempts`-th attempt just failed is tried again, or null when it has had its last attempt:
 * DELIVERY_BACKOFF_BASE_MS doubled after each failure, capped at DELIVERY_BACKOFF_MAX_MS. No jitter: deliveries are
 * spread by when their events happened, and a fixed schedule is what the delivery log can explain.
 */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= DELIVERY_MAX_ATTEMPTS) return null;
  const wait = Math.min(DELIVERY_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), DELIVERY_BACKOFF_MAX_MS);
  return new Date(now.getTime() + wait);
}
