/**
 * Security headers (docs/decisions/0022-content-security-policy.md). Two Content-Security-Policies:
 * - pages rendered per request get a fresh nonce: `script-src 'nonce-…' 'strict-dynamic'` (Next.js puts the nonce on
 *   its own scripts when it finds the policy in the request);
 * - prerendered reader pages cannot carry a per-request nonce, and Next.js inlines its bootstrap scripts in them, so
 *   their policy allows same-origin and inline scripts. They contain no user-written content (articles are rendered
 *   and sanitized at build time), which is what a nonce would protect against;
 * - pages kept for everyone that hold members' writing get the hashes of their own inline scripts instead
 *   (SCRIPT_HASHES_HEADER).
 * Both forbid plugins, <base>, framing and foreign form targets.
 */
import { createHash } from 'node:crypto';
import { MEMBER_HINT_SCRIPT } from '../auth/member-hint';

const COMMON_DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

// `next dev` evaluates modules with eval(); a production build never does.
const devEval = process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : '';

/**
 * The one inline script of ours in every page, the navigation bar's pre-paint script (lib/auth/member-hint.ts), by
 * its hash: the layout renders it on prerendered pages too, which have no nonce to give it.
 */
export const MEMBER_HINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(MEMBER_HINT_SCRIPT, 'utf8').digest('base64')}'`;

export function nonceContentSecurityPolicy(nonce: string): string {
  return [...COMMON_DIRECTIVES, `script-src 'nonce-${nonce}' ${MEMBER_HINT_SCRIPT_HASH} 'strict-dynamic'${devEval}`].join('; ');
}

export const PRERENDERED_CONTENT_SECURITY_POLICY = [...COMMON_DIRECTIVES, `script-src 'self' 'unsafe-inline'${devEval}`].join('; ');

/**
 * Pages that hold members' writing but are kept for everyone (a question page, a member's kept feed) cannot carry a
 * per-request nonce either, and must not allow every inline script. The proxy labels them with this header; the
 * server (server/page-rewrites.ts) reads the page it is about to send, replaces the policy with
 * hashedContentSecurityPolicy of the page's own inline scripts and takes the label off. The kept copy keeps that
 * policy, which holds for its bytes. Without the server (`next start`, `next dev`) the label is dropped by nobody and
 * the reader pages' policy stays, as before.
 */
export const SCRIPT_HASHES_HEADER = 'x-parley-script-hashes';

/** Script types a browser runs (a data block such as `application/ld+json` never runs and needs no hash). */
const EXECUTABLE_SCRIPT_TYPE = /^(?:|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;

/** The CSP hashes (`'sha256-…'`) of every inline script a browser would run in `html`, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE_SCRIPT_TYPE.test(type.trim())) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/** The kept-for-everyone pages' policy: scripts from the site, and exactly the inline scripts hashed in `hashes`. */
export function hashedContentSecurityPolicy(hashes: readonly string[]): string {
  const allowed = [...new Set([MEMBER_HINT_SCRIPT_HASH, ...hashes])];
  return [...COMMON_DIRECTIVES, `script-src 'self' ${allowed.join(' ')}${devEval}`].join('; ');
}

/** JSON answers never render: nothing may load from them and nothing may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Headers every response carries (next.config.ts adds them to all routes). */
export function baseSecurityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Camera and microphone stay available to our own pages for the usability-test overlay (asked for only when a test needs them).
    { key: 'Permissions-Policy', value: 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}
