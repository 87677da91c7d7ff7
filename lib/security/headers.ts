/**
 * Security headers (docs/decisions/0022-content-security-policy.md). Two Content-Security-Policies:
 * - pages rendered per request get a fresh nonce: `script-src 'nonce-…' 'strict-dynamic'` (Next.js puts the nonce on
 *   its own scripts when it finds the policy in the request);
 * - prerendered reader pages cannot carry a per-request nonce, and Next.js inlines its bootstrap scripts in them, so
 *   their policy allows same-origin and inline scripts. They contain no user-written content (articles are rendered
 *   and sanitized at build time), which is what a nonce would protect against;
 * - pages kept for everyone that hold members' writing get the hashes of the site's and Next.js's own inline scripts
 *   instead, recognised strictly by their text (SCRIPT_HASHES_HEADER, ownInlineScriptHashes).
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

/** A script's CSP source by its hash, of the text as the page holds it. */
const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The one inline script of ours in every page, the navigation bar's pre-paint script (lib/auth/member-hint.ts), by
 * its hash: the layout renders it on prerendered pages too, which have no nonce to give it.
 */
export const MEMBER_HINT_SCRIPT_HASH = sha256Source(MEMBER_HINT_SCRIPT);

export function nonceContentSecurityPolicy(nonce: string): string {
  return [
    ...COMMON_DIRECTIVES,
    `script-src 'nonce-${nonce}' ${MEMBER_HINT_SCRIPT_HASH} 'strict-dynamic'${devEval}`,
  ].join('; ');
}

export const PRERENDERED_CONTENT_SECURITY_POLICY = [
  ...COMMON_DIRECTIVES,
  `script-src 'self' 'unsafe-inline'${devEval}`,
].join('; ');

/**
 * Pages that hold members' writing but are kept for everyone (a question page, a member's kept feed) cannot carry a
 * per-request nonce either, and must not allow every inline script. The proxy labels them with this header; the
 * server (server/page-rewrites.ts) reads the page it is about to send, replaces the policy with
 * hashedContentSecurityPolicy of the page's own inline scripts (of none when it cannot read the page) and takes the
 * label off. The kept copy keeps that
 * policy, which holds for its bytes. Without the server the proxy sets no label: under `next start` it sends
 * hashedContentSecurityPolicy of no scripts (the page shows as rendered, without hydrating), under `next dev` the
 * reader pages' policy.
 */
export const SCRIPT_HASHES_HEADER = 'x-parley-script-hashes';

/**
 * Next.js's flight scripts (next/dist/server/app-render/use-flight-response.js): the page's React Server Components
 * payload, pushed as data. The first one, and `push(<a JSON array>)` for each later chunk.
 */
const FLIGHT_BOOTSTRAP_SCRIPT = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH_CALL = 'self.__next_f.push(';
/** The kinds of later flight chunk (use-flight-response.js INLINE_FLIGHT_PAYLOAD_*): form state any JSON, the others text. */
const FLIGHT_FORM_STATE = 2;
const FLIGHT_TEXT_CHUNKS = new Set([1, 3]);

/**
 * The argument of `self.__next_f.push(…)` as Next.js writes it: one JSON array, whole (so nothing can follow it as
 * code), of a known kind. JSON is data in JavaScript too: evaluating it runs nothing.
 */
function isFlightPushArgument(text: string, kinds: 'form-state' | 'text'): boolean {
  let chunk: unknown;
  try {
    chunk = JSON.parse(text);
  } catch {
    return false;
  }
  if (!Array.isArray(chunk) || chunk.length !== 2) return false;
  return kinds === 'form-state'
    ? chunk[0] === FLIGHT_FORM_STATE
    : FLIGHT_TEXT_CHUNKS.has(chunk[0]) && typeof chunk[1] === 'string';
}

/** `script` is exactly `self.__next_f.push(<argument>)`, the argument of the given kind. */
function isFlightPush(script: string, kinds: 'form-state' | 'text'): boolean {
  return (
    script.startsWith(FLIGHT_PUSH_CALL) &&
    script.endsWith(')') &&
    isFlightPushArgument(script.slice(FLIGHT_PUSH_CALL.length, -1), kinds)
  );
}

/**
 * Whether an inline script's text, whole, is one the site or Next.js writes: the member hint, or a flight script.
 * Recognised by its text alone, strictly: anything else (a script member content smuggled in, or one dressed up as a
 * flight push with code after it) is not ours, wherever it stands in the page and whatever its attributes.
 */
function isOwnInlineScript(script: string): boolean {
  if (script === MEMBER_HINT_SCRIPT || script === FLIGHT_BOOTSTRAP_SCRIPT) return true;
  // A page answering a form posted without JavaScript carries the form's state right after the bootstrap.
  if (script.startsWith(`${FLIGHT_BOOTSTRAP_SCRIPT};`))
    return isFlightPush(script.slice(FLIGHT_BOOTSTRAP_SCRIPT.length + 1), 'form-state');
  return isFlightPush(script, 'text');
}

/**
 * The CSP hashes (`'sha256-…'`) of the site's and Next.js's own inline scripts in `html` (isOwnInlineScript), in
 * order. Every other inline script is left out of the policy, so it does not run: hashing every script would let a
 * script in a member's post run, as 'unsafe-inline' would.
 */
export function ownInlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi)) {
    const script = match[1] ?? '';
    if (isOwnInlineScript(script)) hashes.push(sha256Source(script));
  }
  return hashes;
}

/** The kept-for-everyone pages' policy: scripts from the site, and exactly the inline scripts hashed in `hashes`. */
export function hashedContentSecurityPolicy(hashes: readonly string[]): string {
  const allowed = [...new Set([MEMBER_HINT_SCRIPT_HASH, ...hashes])];
  return [...COMMON_DIRECTIVES, `script-src 'self' ${allowed.join(' ')}${devEval}`].join('; ');
}

/** JSON responses never render: nothing may load from them and nothing may frame them. */
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
    {
      key: 'Permissions-Policy',
      value: 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/**
 * The headers of a response the site's own node:http handlers write (the ingest's responses, the refusals before
 * routing): what next.config.ts gives every /api and /ingest response Next.js serves, so that a response carries them
 * whoever wrote it. Production as the servers run (server/main.ts sets NODE_ENV before anything answers).
 */
export function nodeSecurityHeaders(production = process.env.NODE_ENV === 'production'): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, value } of baseSecurityHeaders(production)) headers[key] = value;
  headers['Content-Security-Policy'] = API_CONTENT_SECURITY_POLICY;
  return headers;
}
