import 'server-only';

/**
 * How many reverse proxies in front of the app append to X-Forwarded-For (env TRUSTED_PROXY_HOPS, default 1). The
 * client's address is the entry the outermost trusted proxy appended, counted from the right; entries further left
 * were written by the client and prove nothing. With no proxy at all, `next start` fills the header with the socket's
 * address only when the client did not send one, so per-address limits need a proxy that overwrites or appends it.
 */
export const TRUSTED_PROXY_HOPS_DEFAULT = 1;

/** Anything with request headers: a Request, NextRequest, or Next's `await headers()` in a server action. */
export interface HeaderSource {
  headers: { get(name: string): string | null };
}

export function clientAddress(request: HeaderSource, env: Record<string, string | undefined> = process.env): string {
  const configured = Number.parseInt(env.TRUSTED_PROXY_HOPS ?? '', 10);
  const hops = Number.isSafeInteger(configured) && configured > 0 ? configured : TRUSTED_PROXY_HOPS_DEFAULT;
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const chosen = forwarded[Math.max(0, forwarded.length - hops)] ?? request.headers.get('x-real-ip')?.trim();
  return chosen ? chosen.toLowerCase().slice(0, 64) : 'unknown';
}
