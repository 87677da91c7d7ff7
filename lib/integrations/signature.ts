import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_TOLERANCE_MS } from './limits';

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'Parley-Signature';

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The signature header's value for a body sent at `now`. */
export function signatureHeader(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * What a receiver does (lib/integrations/README.md shows it on its own): the header parsed, the HMAC recomputed over
 * the raw body and compared in constant time, and a timestamp further than SIGNATURE_TOLERANCE_MS from `now` refused.
 */
export function verifySignature(secret: string, body: string, header: string, now: Date): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() - timestamp * 1000) > SIGNATURE_TOLERANCE_MS) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(hmac(secret, timestamp, body), 'hex'));
}
