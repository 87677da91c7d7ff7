/** @jest-environment node */
import {
  API_CONTENT_SECURITY_POLICY,
  baseSecurityHeaders,
  hashedContentSecurityPolicy,
  MEMBER_HINT_SCRIPT_HASH,
  nonceContentSecurityPolicy,
  PRERENDERED_CONTENT_SECURITY_POLICY,
} from './headers';

/** A policy as the browser reads it: each directive's name and its sources. */
function directives(policy: string): Record<string, string[]> {
  const parsed: Record<string, string[]> = {};
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (!name) continue;
    // A browser keeps the first of a repeated directive and ignores the rest: a repeat is a mistake to catch here.
    expect(parsed).not.toHaveProperty(name);
    parsed[name] = sources;
  }
  return parsed;
}

/** What every page's policy says besides scripts: no plugins, no <base>, no framing, forms only to the site. */
const COMMON = {
  'default-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

describe("every page's Content-Security-Policy", () => {
  test.each([
    ['rendered per request (a nonce)', nonceContentSecurityPolicy('bm9uY2U=')],
    ['prerendered reader pages', PRERENDERED_CONTENT_SECURITY_POLICY],
    ['kept pages with members’ writing (hashes)', hashedContentSecurityPolicy(["'sha256-abc='"])],
  ])(
    '%s: forbids plugins, <base>, framing and foreign form targets, and loads the rest from the site only',
    (_, policy) => {
      const { 'script-src': scriptSrc, ...others } = directives(policy);
      expect(others).toEqual(COMMON);
      expect(scriptSrc).toBeDefined();
    },
  );

  test("a page rendered per request runs only scripts with this request's nonce, the member hint and what they load", () => {
    expect(directives(nonceContentSecurityPolicy('bm9uY2U='))['script-src']).toEqual([
      "'nonce-bm9uY2U='",
      MEMBER_HINT_SCRIPT_HASH,
      "'strict-dynamic'",
    ]);
  });

  test('a prerendered reader page runs the site’s scripts and its inline ones (it holds nothing a member wrote)', () => {
    expect(directives(PRERENDERED_CONTENT_SECURITY_POLICY)['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  test('outside `next dev`, no policy allows eval', () => {
    for (const policy of [
      nonceContentSecurityPolicy('bm9uY2U='),
      PRERENDERED_CONTENT_SECURITY_POLICY,
      hashedContentSecurityPolicy([]),
    ]) {
      expect(policy).not.toContain('unsafe-eval');
    }
  });

  test('a JSON response loads nothing and is never framed', () => {
    expect(directives(API_CONTENT_SECURITY_POLICY)).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });
});

describe('the headers every response carries', () => {
  const byName = (production: boolean) =>
    Object.fromEntries(baseSecurityHeaders(production).map(({ key, value }) => [key, value]));

  test('no sniffing, no referrer to other origins, no opener across origins; camera and microphone for the site alone', () => {
    expect(byName(false)).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), interest-cohort=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  test('in production, HTTPS only for two years, subdomains included', () => {
    expect(byName(true)['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });
});
