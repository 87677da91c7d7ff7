import { createHash } from 'node:crypto';
import { hasSessionHint, MEMBER_HINT_SCRIPT, memberHint } from './member-hint';
import { nonceContentSecurityPolicy, PRERENDERED_CONTENT_SECURITY_POLICY } from '@/lib/security/headers';

/** The bar as the server renders it for everyone (components/nav/MemberBarShell.tsx), then the script as parsed. */
function runScript(cookies: string[]) {
  document.documentElement.removeAttribute('data-member');
  document.body.innerHTML = `
    <header class="navbar"><a class="username" href="/user/?lang=fa" aria-label="Account" data-member-link><span data-member-name></span></a></header>
    <p id="after">not touched</p>`;
  for (const cookie of document.cookie.split(/;\s*/)) document.cookie = `${cookie.split('=')[0]}=; max-age=0`;
  for (const cookie of cookies) document.cookie = cookie;
  // The very text the layout inlines, run as the browser runs it.
  new Function(MEMBER_HINT_SCRIPT)();
  return {
    member: document.documentElement.hasAttribute('data-member'),
    name: document.querySelector('[data-member-name]')!.textContent,
    href: document.querySelector('a[data-member-link]')!.getAttribute('href'),
    label: document.querySelector('a[data-member-link]')!.getAttribute('aria-label'),
  };
}

describe('the pre-paint member hint', () => {
  test('with the session hint and the name cookie it marks <html data-member> and writes the name and profile link', () => {
    expect(runScript(['parley-signed-in=1', 'parley-member=mina_2'])).toEqual({ member: true, name: 'mina_2', href: '/user/mina_2?lang=fa', label: null });
  });

  test('without the session hint it changes nothing: readers keep the signed-out bar', () => {
    expect(runScript(['parley-member=mina'])).toEqual({ member: false, name: '', href: '/user/?lang=fa', label: 'Account' });
    expect(runScript(['parley-signed-in=0'])).toEqual({ member: false, name: '', href: '/user/?lang=fa', label: 'Account' });
  });

  test('a name that is no username is not written (the bar fills it in once /api/getcurrentuser answers)', () => {
    expect(runScript(['parley-signed-in=1', 'parley-member=<img src=x>'])).toEqual({ member: true, name: '', href: '/user/?lang=fa', label: 'Account' });
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
