// Relative: next.config.ts reads this file (through lib/security/headers.ts) without the `@/` alias.
import { FLAGS_HINT_SCRIPT_PART } from '../recordings/flags-hint';

/**
 * What a page may know of the session before its first paint, without asking the server (docs/decisions/0021-no-signed-out-flash.md, "no signed-out
 * flash"). Not server-only: the navigation bar (a client component), the session cookies' writer and the
 * Content-Security-Policy all read it.
 *
 * The session cookies are httpOnly. Beside them the server sets two script-readable cookies, neither a credential:
 * - `parley-signed-in=1`: there is a session to ask about ("with a token, the navigation bar fetches the
 *   current user"), so anonymous readers make no request;
 * - `parley-member=<username>`: whose, so the bar can show the member's name in its first frame instead of growing
 *   when `/api/getcurrentuser` answers. Usernames are public (profiles), and a-z, 0-9, `_` and `-` only
 *   (lib/auth/credentials.ts USERNAME_PATTERN), so the value needs no encoding.
 * Forging either only makes the bar ask and get 'noUser'.
 *
 * Pages are the same for every visitor (prerendered reader pages, and member pages kept in the cache), so the server
 * cannot render the signed-in bar. It renders both bars; MEMBER_HINT_SCRIPT, an inline script in `<head>`, runs
 * before the body is parsed: it marks `<html data-member>` (CSS then shows the member's part and hides the login
 * links) and puts the name in the `--member-name` custom property, which CSS shows in every empty
 * `[data-member-name]` until React, once hydrated, writes the name itself. A click on the profile link before then
 * is sent to the member's profile. It is in `<head>`, not after the bar: Chrome yields after a parser-blocking
 * script, and the page's scripts then ran before the rest of the body was parsed, so the article was painted only
 * after hydration (docs/decisions/0061-reader-page-hydration.md).
 */
export const SIGNED_IN_HINT_COOKIE = 'parley-signed-in';
export const MEMBER_NAME_COOKIE = 'parley-member';
/** `<html data-member>`: set before the first paint when the hint cookie is there. */
export const MEMBER_ATTRIBUTE = 'data-member';
/** Elements whose text is the member's name (shown by CSS from MEMBER_NAME_PROPERTY until React writes it). */
export const MEMBER_NAME_ATTRIBUTE = 'data-member-name';
/** Links to the member's profile (a click before hydration goes to the member's own; the `?lang=` query stays). */
export const MEMBER_LINK_ATTRIBUTE = 'data-member-link';
/** The custom property on `<html>` that holds the member's name as a CSS string, for app/globals.css. */
export const MEMBER_NAME_PROPERTY = '--member-name';

const USERNAME_CHARACTERS = '[A-Za-z0-9_-]+';

/**
 * The pre-paint script. A constant, so the per-request Content-Security-Policy can allow it by its hash
 * (lib/security/headers.ts) without a nonce, and the prerendered pages, which carry no nonce, can hold it too.
 * A username needs no escaping inside a CSS string (USERNAME_CHARACTERS).
 */
export const MEMBER_HINT_SCRIPT = [
  '(function(){',
  'var c=document.cookie;',
  `if(!/(?:^|; )${SIGNED_IN_HINT_COOKIE}=1(?:;|$)/.test(c))return;`,
  'var d=document.documentElement;',
  // The member's feature flags, as the server evaluated them (lib/recordings/flags-hint.ts).
  FLAGS_HINT_SCRIPT_PART,
  `d.setAttribute('${MEMBER_ATTRIBUTE}','');`,
  `var m=/(?:^|; )${MEMBER_NAME_COOKIE}=(${USERNAME_CHARACTERS})(?:;|$)/.exec(c);`,
  'if(!m)return;',
  `d.style.setProperty('${MEMBER_NAME_PROPERTY}','"'+m[1]+'"');`,
  "document.addEventListener('click',function(e){",
  `var a=e.target&&e.target.closest?e.target.closest('a[${MEMBER_LINK_ATTRIBUTE}]'):null;`,
  "if(a&&a.pathname.slice(-1)==='/')a.setAttribute('href',a.pathname+m[1]+a.search);",
  '},true);',
  '})()',
].join('');

function cookieValue(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(/;\s*/)) {
    if (part.startsWith(`${name}=`)) return part.slice(name.length + 1);
  }
  return undefined;
}

/** `document.cookie` names a session (the same test as the pre-paint script). */
export function hasSessionHint(cookie: string): boolean {
  return cookieValue(cookie, SIGNED_IN_HINT_COOKIE) === '1';
}

/**
 * What the bar knows before asking: `false` without a session hint, else the member's name from the cookie ('' when
 * the cookie is missing, as for a session started before it existed).
 */
export function memberHint(cookie: string): string | false {
  if (!hasSessionHint(cookie)) return false;
  const name = cookieValue(cookie, MEMBER_NAME_COOKIE) ?? '';
  return new RegExp(`^${USERNAME_CHARACTERS}$`).test(name) ? name : '';
}
