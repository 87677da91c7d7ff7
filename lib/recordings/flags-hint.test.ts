import { MEMBER_HINT_SCRIPT } from '@/lib/auth/member-hint';
import { encodeFlagsHint, FLAGS_ATTRIBUTE, FLAGS_HINT_COOKIE, readFlagsHint } from './flags-hint';

/** The cookie as a browser holds it after Next.js's Set-Cookie (the value URI-encoded). */
const asBrowserHolds = (value: string) => `${FLAGS_HINT_COOKIE}=${encodeURIComponent(value)}`;

function clearCookies() {
  for (const cookie of document.cookie.split(/;\s*/)) document.cookie = `${cookie.split('=')[0]}=; max-age=0`;
}

/** The pre-paint script as the browser runs it from <head>; the attribute it leaves on <html>. */
function prePaint(cookies: string[]): string | null {
  document.documentElement.removeAttribute(FLAGS_ATTRIBUTE);
  clearCookies();
  for (const cookie of cookies) document.cookie = cookie;
  new Function(MEMBER_HINT_SCRIPT)();
  return document.documentElement.getAttribute(FLAGS_ATTRIBUTE);
}

afterEach(clearCookies);

describe("a member's flags handed to the page before its first paint", () => {
  const flags = [
    { key: 'footer-back-to-top', value: true },
    { key: 'layout', value: 'wide; "quoted", =odd' },
    { key: 'old-search', value: false },
  ];

  test('only the flags that are on travel, and come back as they were through the encoding a browser keeps', () => {
    const value = encodeFlagsHint(flags);
    expect(JSON.parse(value)).toEqual({ 'footer-back-to-top': true, layout: 'wide; "quoted", =odd' });
    expect(readFlagsHint(`a=1; ${asBrowserHolds(value)}; b=2`)).toEqual({
      'footer-back-to-top': true,
      layout: 'wide; "quoted", =odd',
    });
    expect(encodeFlagsHint([{ key: 'off', value: false }])).toBe('');
  });

  test('no cookie, an empty one or a damaged one hands no flags', () => {
    expect(readFlagsHint('a=1')).toBeNull();
    expect(readFlagsHint(`${FLAGS_HINT_COOKIE}=`)).toBeNull();
    for (const damaged of ['%7Bnot json', '%5B1%2C2%5D', '%E0%A4%A', '7'])
      expect([damaged, readFlagsHint(`${FLAGS_HINT_COOKIE}=${damaged}`)]).toEqual([damaged, null]);
    expect(readFlagsHint(asBrowserHolds(JSON.stringify({ a: true, b: 3, c: 'x' })))).toEqual({ a: true, c: 'x' });
  });

  test("the pre-paint script marks <html data-flags> with a signed-in member's flags that are on", () => {
    expect(prePaint(['parley-signed-in=1', 'parley-member=mina', asBrowserHolds(encodeFlagsHint(flags))])).toBe(
      'footer-back-to-top layout',
    );
    // Signed out (the flags cookie outlives the session by a page), none, or damaged: nothing marked, nothing thrown.
    expect(prePaint([asBrowserHolds(encodeFlagsHint(flags))])).toBeNull();
    expect(prePaint(['parley-signed-in=1'])).toBeNull();
    expect(prePaint(['parley-signed-in=1', `${FLAGS_HINT_COOKIE}=%7Bnot`])).toBeNull();
  });
});
