import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hasSessionHint, MEMBER_HINT_SCRIPT, MEMBER_NAME_PROPERTY, memberHint } from './member-hint';
import { nonceContentSecurityPolicy, PRERENDERED_CONTENT_SECURITY_POLICY } from '@/lib/security/headers';

/**
 * The script as the browser runs it from <head> (before the body exists), then the bar as the server renders it for
 * everyone (components/nav/MemberBarShell.tsx), then a click on the profile link before React has hydrated.
 */
function runScript(cookies: string[]) {
  document.documentElement.removeAttribute('data-member');
  document.documentElement.style.removeProperty(MEMBER_NAME_PROPERTY);
  document.body.innerHTML = '';
  for (const cookie of document.cookie.split(/;\s*/)) document.cookie = `${cookie.split('=')[0]}=; max-age=0`;
  for (const cookie of cookies) document.cookie = cookie;
  // The very text the layout inlines.
  const controller = new AbortController();
  const listen = document.addEventListener.bind(document);
  // Each run's click listener is removed after it, as a page load would.
  jest
    .spyOn(document, 'addEventListener')
    .mockImplementation((type, listener, options) =>
      listen(type, listener, { capture: options === true, signal: controller.signal }),
    );
  new Function(MEMBER_HINT_SCRIPT)();
  jest.restoreAllMocks();
  document.body.innerHTML = `
    <header class="navbar"><a class="username" href="/user/?lang=fa" aria-label="Account" data-member-link><span data-member-name></span></a></header>`;
  const link = document.querySelector('a[data-member-link]')!;
  // jsdom cannot navigate: the page's own handler stops the navigation after the script's capturing one ran.
  link.addEventListener('click', (event) => event.preventDefault());
  document.querySelector<HTMLElement>('[data-member-name]')!.click();
  controller.abort();
  return {
    member: document.documentElement.hasAttribute('data-member'),
    name: document.documentElement.style.getPropertyValue(MEMBER_NAME_PROPERTY),
    href: link.getAttribute('href'),
  };
}

describe('the pre-paint member hint', () => {
  test('with the session hint and the name cookie it marks <html data-member>, gives CSS the name, and a click on the profile link goes to the member’s profile', () => {
    expect(runScript(['parley-signed-in=1', 'parley-member=mina_2'])).toEqual({
      member: true,
      name: '"mina_2"',
      href: '/user/mina_2?lang=fa',
    });
  });

  test('without the session hint it changes nothing: readers keep the signed-out bar', () => {
    expect(runScript(['parley-member=mina'])).toEqual({ member: false, name: '', href: '/user/?lang=fa' });
    expect(runScript(['parley-signed-in=0'])).toEqual({ member: false, name: '', href: '/user/?lang=fa' });
  });

  test('a name that is no username is not used (the bar fills it in once /api/getcurrentuser answers)', () => {
    expect(runScript(['parley-signed-in=1', 'parley-member=<img src=x>'])).toEqual({
      member: true,
      name: '',
      href: '/user/?lang=fa',
    });
    expect(runScript(['parley-signed-in=1', 'parley-member=a"b'])).toEqual({
      member: true,
      name: '',
      href: '/user/?lang=fa',
    });
  });

  test('the stylesheet shows the name only in an empty name element of a member’s page, from the same custom property', () => {
    const css = fs.readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8');
    expect(css).toMatch(
      new RegExp(
        `html\\[data-member\\] \\[data-member-name\\]:empty::before \\{\\s*content: var\\(${MEMBER_NAME_PROPERTY}\\);`,
      ),
    );
  });

  test('the client reads the cookies as the script does', () => {
    expect(hasSessionHint('a=b; parley-signed-in=1')).toBe(true);
    expect(hasSessionHint('parley-signed-in=10')).toBe(false);
    expect(memberHint('parley-signed-in=1; parley-member=omid')).toBe('omid');
    expect(memberHint('parley-signed-in=1')).toBe('');
    expect(memberHint('parley-member=omid')).toBe(false);
  });

  test('the per-request pages allow exactly this script by its hash; prerendered pages allow inline scripts anyway', () => {
    const hash = createHash('sha256').update(MEMBER_HINT_SCRIPT).digest('base64');
    expect(nonceContentSecurityPolicy('abc')).toContain(`script-src 'nonce-abc' 'sha256-${hash}' 'strict-dynamic'`);
    expect(PRERENDERED_CONTENT_SECURITY_POLICY).toContain("script-src 'self' 'unsafe-inline'");
  });
});
