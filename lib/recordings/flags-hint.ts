/**
 * The site's feature flags as the server evaluated them for a signed-in member, handed to the page before its first
 * paint (docs/decisions/0110-flags-at-render.md). The site's pages are the same HTML for everyone (prerendered, or
 * cached), so the server cannot render a member's flags into them; like the member's name (lib/auth/member-hint.ts)
 * they come in a script-readable cookie that the proxy writes when it changes, and the pre-paint script in `<head>`
 * marks `<html data-flags="key key">` with the flags that are on, so CSS shows a flagged part in the first frame.
 * After hydration the page's code reads the same cookie (components/tracking/feature-flags.ts). Not server-only: the
 * proxy, the pre-paint script and the page's code all read it. The values are those of a member's tracker too (the
 * same bucketing): nothing changes when the tracker answers.
 */
export type HintedFlagValue = string | boolean;

export const FLAGS_HINT_COOKIE = 'parley-flags';
/** `<html data-flags>`: the keys of the flags that are on, space-separated (CSS: `[data-flags~='key']`). */
export const FLAGS_ATTRIBUTE = 'data-flags';

/**
 * The cookie's value for these flags (only those that are on): JSON `{key: value}`, '' for none. As a cookie API
 * takes it: Next.js URI-encodes it in the Set-Cookie header and decodes it from the Cookie header.
 */
export function encodeFlagsHint(flags: readonly { key: string; value: HintedFlagValue }[]): string {
  const on = flags.filter((flag) => flag.value !== false);
  return on.length === 0 ? '' : JSON.stringify(Object.fromEntries(on.map((flag) => [flag.key, flag.value])));
}

/** The flags a `document.cookie` (URI-encoded) hands the page, or null when it hands none or cannot be read. */
export function readFlagsHint(cookie: string): Record<string, HintedFlagValue> | null {
  const raw = new RegExp(`(?:^|;\\s*)${FLAGS_HINT_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, HintedFlagValue] => typeof entry[1] === 'string' || typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    // A cookie no one here wrote (edited by hand): the page reads no flags from it.
    return null;
  }
}

/**
 * The pre-paint script's part (lib/auth/member-hint.ts holds the whole script): marks `<html data-flags>` from the
 * cookie. `c` is document.cookie, `d` the document element.
 */
export const FLAGS_HINT_SCRIPT_PART = [
  `var f=/(?:^|; )${FLAGS_HINT_COOKIE}=([^;]*)/.exec(c);`,
  `if(f&&f[1])try{d.setAttribute('${FLAGS_ATTRIBUTE}',Object.keys(JSON.parse(decodeURIComponent(f[1]))).join(' '))}catch(e){}`,
].join('');
