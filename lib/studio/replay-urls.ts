/**
 * Keeps a recording from reaching the site it was recorded on. The replay rebuilds recorded pages in a frame of the
 * studio's own origin (rrweb's sandbox keeps it same-origin so the player can draw into it), so a recorded
 * `<img src="/api/…">`, a stylesheet's `url(/api/…)` or a `<link rel=prefetch>` would be fetched by the product team's
 * browser with the team member's cookies: a visitor could make the studio send requests of the visitor's choosing.
 * Before an event reaches the replayer, every URL in it that points at the site itself is replaced by
 * NEUTRALIZED_URL, except the site's static files (which change nothing and make the replay look like the page).
 * The site is the studio's own origin and every other name the visit was recorded under (`www.` beside the bare
 * domain, a network address): a static file recorded under another name is loaded from the studio's origin, which
 * its policy allows, and anything else there is neutralized as well.
 * Framework-free and browser-safe: the player runs it on each rrweb event.
 */
import { isTokenBadURL, isTokenFunction, isTokenString, isTokenURL, isTokenWhiteSpaceOrComment, tokenize } from '@csstools/css-tokenizer';

/** The studio's origin first, then the other origins the recorded pages had (the same site under other names). */
export type SiteOrigins = readonly [studio: string, ...recordedAs: string[]];

/** What a URL of the site's own becomes: a URL no browser fetches. */
export const NEUTRALIZED_URL = 'about:invalid';

/** Attributes whose whole value is one URL. */
const URL_ATTRIBUTES = new Set([
  'src',
  'href',
  'xlink:href',
  'poster',
  'data',
  'action',
  'formaction',
  'background',
  'longdesc',
  'cite',
  'ping',
  'manifest',
  'codebase',
  'archive',
  'icon',
  'lowsrc',
  'dynsrc',
  'usemap',
  'profile',
  // rrweb's copy of an <img>'s or a <canvas>'s picture, which the replay loads as an image: a data: URL when the
  // tracker took it, any address when a recording was forged.
  'rr_dataurl',
]);
/** Attributes that list URLs with sizes (`url 1x, url 2x`). */
const SRCSET_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);

/** Paths of the site that only serve files (build output, public images, fonts, styles): safe to load in a replay. */
const STATIC_PATH = /^\/_next\/static\/|^\/(?!api\/|ingest\/|studio)[^?#]*\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp|css|woff2?|ttf|otf)$/i;

/** rrweb event types whose data holds recorded DOM: the full snapshot and the incremental ones. */
const DOM_EVENT_TYPES = new Set([2, 3]);

/** `value` (absolute, protocol-relative or relative, as recorded) as a URL of one of `sites`, or null for any other. */
function siteUrl(value: string, sites: SiteOrigins): URL | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(trimmed, `${sites[0]}/`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return sites.includes(url.origin) ? url : null;
}

/** Whether `value` addresses the site (any of `sites`) beyond its static files. */
export function pointsAtSite(value: string, sites: SiteOrigins): boolean {
  const url = siteUrl(value, sites);
  return url !== null && !STATIC_PATH.test(url.pathname);
}

function keepOne(value: string, sites: SiteOrigins): string {
  const url = siteUrl(value, sites);
  if (url === null) return value;
  if (!STATIC_PATH.test(url.pathname)) return NEUTRALIZED_URL;
  return url.origin === sites[0] ? value : `${sites[0]}${url.pathname}${url.search}`;
}

/**
 * Whether a relative `value` could name an address outside the folder of the page it is resolved against: an
 * absolute URL or path, or one that climbs (`..`, however spelt). The replay frame resolves against the studio page
 * that plays it; a value that stays in that page's folder is a name (a font's, the member's name in
 * `--member-name`, a quoted word in a post) or at worst a page beside the player, and the site's endpoints that act
 * or answer data are all a folder down at least (`/api/…`, `/ingest/…`), out of reach of any such value.
 */
function leavesFolder(value: string, sites: SiteOrigins): boolean {
  const folder = `${sites[0]}/folder/`;
  try {
    return !new URL(value, `${folder}page`).href.startsWith(folder);
  } catch {
    return false;
  }
}

/** `value` as a CSS string in `quote`s: the characters that would end or bend it escaped. */
function cssString(value: string, quote: string): string {
  return `${quote}${value.replace(/["'\\\n\r\f]/g, (character) => `\\${character.codePointAt(0)!.toString(16)} `)}${quote}`;
}

/** A CSS function whose string argument is one URL, as `url(` is (any case, escapes decoded by the tokenizer). */
const URL_FUNCTIONS = new Set(['url', 'src']);

/**
 * CSS with every URL that points at the site neutralized, in a stylesheet, a style attribute, a style property or any
 * other recorded text (a text mutation may be a `<style>`'s). Read with a CSS tokenizer, as the browser reads it, so
 * escapes (`\75rl(/\61pi/…)`), case and comments make no difference: each `url(…)` is judged on its decoded value,
 * and so is every string that could name an address in another folder (leavesFolder), wherever it stands. Strings
 * load too: in `image-set("…" 1x)`, `@import "…"`, and wherever a custom property (`var()`), `@property`'s
 * initial value or a future syntax carries them, so none is trusted by its context. A malformed `url(` (which loads
 * nothing) is replaced whole, and anything else is left byte for byte as it was.
 */
function neutralizeCss(css: string, sites: SiteOrigins): string {
  if (!/[("']/.test(css)) return css;
  let changed = false;
  let afterUrlFunction = false;
  const pieces: string[] = [];
  for (const token of tokenize({ css })) {
    let piece = token[1];
    if (isTokenURL(token)) {
      const kept = keepOne(token[4].value, sites);
      if (kept !== token[4].value) piece = `url(${kept === NEUTRALIZED_URL ? kept : cssString(kept, '"')})`;
    } else if (isTokenBadURL(token)) {
      piece = `url(${NEUTRALIZED_URL})`;
    } else if (isTokenString(token) && (afterUrlFunction || leavesFolder(token[4].value, sites))) {
      const kept = keepOne(token[4].value, sites);
      if (kept !== token[4].value) piece = cssString(kept, token[1][0] === "'" ? "'" : '"');
    }
    if (!isTokenWhiteSpaceOrComment(token)) afterUrlFunction = isTokenFunction(token) && URL_FUNCTIONS.has(token[4].value.toLowerCase());
    changed ||= piece !== token[1];
    pieces.push(piece);
  }
  return changed ? pieces.join('') : css;
}

function neutralizeValue(key: string, value: string, site: SiteOrigins): string {
  const name = key.toLowerCase();
  if (URL_ATTRIBUTES.has(name)) return keepOne(value, site);
  if (SRCSET_ATTRIBUTES.has(name)) {
    return value
      .split(',')
      .map((candidate) => {
        const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
        return [keepOne(url, site), ...descriptor].join(' ');
      })
      .join(', ');
  }
  // <meta http-equiv="refresh" content="0; url=/api/…"> would navigate the frame.
  if (name === 'content' && /url\s*=/i.test(value))
    return value.replace(/(url\s*=\s*)(['"]?)([^'";]*)\2/i, (_w, lead: string, q: string, target: string) => `${lead}${q}${keepOne(target, site)}${q}`);
  return neutralizeCss(value, site);
}

function walk(node: unknown, site: SiteOrigins): void {
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i += 1) {
      if (typeof node[i] === 'object' && node[i] !== null) walk(node[i], site);
      else if (typeof node[i] === 'string') node[i] = neutralizeCss(node[i] as string, site);
    }
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (typeof value === 'string') record[key] = neutralizeValue(key, value, site);
    else if (typeof value === 'object' && value !== null) walk(value, site);
  }
}

/**
 * The rrweb event with every URL of the site (`sites`: the studio's origin, `https://parley.example`, then the other
 * names the visit was recorded under) neutralized, in place: in snapshot and mutation nodes' attributes, attribute
 * changes, style text, stylesheet rules and style properties.
 */
export function keepReplayOffSite<T extends { type: number; data?: unknown }>(event: T, sites: SiteOrigins): T {
  if (DOM_EVENT_TYPES.has(event.type)) walk(event.data, sites);
  return event;
}
