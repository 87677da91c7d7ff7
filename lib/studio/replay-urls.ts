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
 * A recorded `<iframe srcdoc>` is a whole document in one attribute, which the replay frame renders as a frame of its
 * own: it is read with an HTML parser (parse5, the standard's parsing algorithm), the same rules are applied to its
 * elements, and it is written out again (see neutralizeSrcdoc).
 * SVG animation (SMIL: `<set attributeName="href" to="/api/…">`, `<animate values="…">`) changes an attribute while
 * the replay plays, out of reach of any rule about recorded values, and loads what it sets again on every cycle: no
 * animation element reaches the replay (see ANIMATION_ELEMENTS).
 * Framework-free and browser-safe: the player runs it on each rrweb event.
 */
import {
  isTokenBadURL,
  isTokenFunction,
  isTokenString,
  isTokenURL,
  isTokenWhiteSpaceOrComment,
  tokenize,
} from '@csstools/css-tokenizer';
import { defaultTreeAdapter, parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';

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
/** Attributes that list URLs apart by whitespace: `<a ping="url url">` posts to each when the link is followed. */
const URL_LIST_ATTRIBUTES = new Set(['ping']);
/** One URL of such a list: a run of anything but HTML's whitespace. */
const LISTED_URL = /[^\t\n\f\r ]+/g;
/** A refresh's time (`5`, `0.5`, `.5`), its separator from the address (`;`, `,`, whitespace) and its optional `url=`. */
const REFRESH_TIME = /^[\t\n\f\r ]*(?:[0-9]+|(?=\.))[0-9.]*/;
const REFRESH_SEPARATOR = /^(?=[;,\t\n\f\r ])[\t\n\f\r ]*[;,]?[\t\n\f\r ]*/;
const REFRESH_URL_EQUALS = /^url[\t\n\f\r ]*=[\t\n\f\r ]*/i;

/**
 * How many `<iframe srcdoc>` documents deep, one inside another's, are rewritten: a srcdoc of the recorded page is at
 * depth 1, a srcdoc inside it at 2. One deeper becomes EMPTY_SRCDOC, unread.
 */
const MAX_SRCDOC_DEPTH = 3;
/** What a srcdoc that is not passed on becomes: an empty document (present, so the frame never falls back to its src). */
const EMPTY_SRCDOC = '';

/** Paths of the site that only serve files (build output, public images, fonts, styles): safe to load in a replay. */
const STATIC_PATH =
  /^\/_next\/static\/|^\/(?!api\/|ingest\/|studio)[^?#]*\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp|css|woff2?|ttf|otf)$/i;

/**
 * Whether a URL's path (as the URL parser leaves it: dot segments resolved, percent-escapes not decoded) is one of the
 * site's static files. None has a `%` in its path, and the server decodes what the rule would read undecoded
 * (`/%61pi/…` is `/api/…` to it), so a path with one is never taken for a file.
 */
const isStaticPath = (pathname: string) => !pathname.includes('%') && STATIC_PATH.test(pathname);

/**
 * SVG's animation elements (SMIL), by local name in lower case: each sets attributes of another element while the
 * replay plays (`to`, `from`, `by`, `values`, onto any `attributeName`, an `href` among them), which no rule about
 * the values recorded for that element sees, and does it again on every cycle. In recorded nodes one becomes
 * INERT_ELEMENT, so later changes to its attributes animate nothing and its node id still names a node; in a srcdoc
 * one is taken out with what it holds.
 */
const ANIMATION_ELEMENTS = new Set(['set', 'animate', 'animatetransform', 'animatemotion', 'animatecolor']);
/** What a recorded animation element becomes: an SVG element that never renders nor acts, with no attributes. */
const INERT_ELEMENT = 'metadata';

/** Whether a tag name (`set`, `animateTransform`, `svg:animate`, as recorded or parsed) is an animation element. */
const isAnimationElement = (tagName: string) =>
  ANIMATION_ELEMENTS.has(tagName.slice(tagName.lastIndexOf(':') + 1).toLowerCase());

/** rrweb event types whose data holds recorded DOM: the full snapshot and the incremental ones. */
const DOM_EVENT_TYPES = new Set([2, 3]);
/** rrweb's node type of an element in a serialized node. */
const ELEMENT_NODE = 2;

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
  return url !== null && !isStaticPath(url.pathname);
}

function keepOne(value: string, sites: SiteOrigins): string {
  const url = siteUrl(value, sites);
  if (url === null) return value;
  if (!isStaticPath(url.pathname)) return NEUTRALIZED_URL;
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
    if (!isTokenWhiteSpaceOrComment(token))
      afterUrlFunction = isTokenFunction(token) && URL_FUNCTIONS.has(token[4].value.toLowerCase());
    changed ||= piece !== token[1];
    pieces.push(piece);
  }
  return changed ? pieces.join('') : css;
}

/**
 * A `<meta http-equiv="refresh">`'s `content` with the address it would navigate the frame to neutralized when that
 * address is the site's (any of it: a refresh of the replay frame is never needed). Read as HTML's shared declarative
 * refresh steps read it: a time, then `;`, `,` or whitespace, then the URL, with `url=` and a quote before it
 * optional and an unclosed quote running to the end. A value that is no refresh is left as it was.
 */
function neutralizeRefresh(content: string, sites: SiteOrigins): string {
  const time = REFRESH_TIME.exec(content);
  if (time === null) return content;
  let rest = content.slice(time[0].length);
  if (rest === '') return content;
  const separator = REFRESH_SEPARATOR.exec(rest);
  if (separator === null) return content;
  let lead = content.slice(0, time[0].length + separator[0].length);
  rest = rest.slice(separator[0].length);
  if (rest === '') return content;
  let quote = '';
  const urlEquals = REFRESH_URL_EQUALS.exec(rest);
  // `url=` is skipped, and so is a quote after it or in its place; a `u` that starts no `url=` is the address's own.
  if (urlEquals !== null || !/^u/i.test(rest)) {
    const skipped = urlEquals?.[0] ?? '';
    lead += skipped;
    rest = rest.slice(skipped.length);
    if (rest.startsWith("'") || rest.startsWith('"')) {
      quote = rest[0]!;
      lead += quote;
      rest = rest.slice(1);
    }
  }
  const end = quote === '' ? -1 : rest.indexOf(quote);
  const target = end === -1 ? rest : rest.slice(0, end);
  if (siteUrl(target, sites) === null) return content;
  return `${lead}${NEUTRALIZED_URL}${rest.slice(target.length)}`;
}

/** The qualified name of a parsed attribute (`xlink:href` on an SVG element), as rrweb records it. */
function attributeName({ name, prefix }: { name: string; prefix?: string }): string {
  return prefix ? `${prefix}:${name}` : name;
}

/** A parsed document's nodes, templates' contents (a declarative shadow root's too) and all. */
function* nodesOf(root: DefaultTreeAdapterTypes.ParentNode): Generator<DefaultTreeAdapterTypes.ChildNode> {
  const stack: DefaultTreeAdapterTypes.ParentNode[] = [root];
  for (let parent = stack.pop(); parent !== undefined; parent = stack.pop()) {
    for (const node of parent.childNodes) {
      yield node;
      if ('childNodes' in node) stack.push(node);
      if ('content' in node) stack.push(node.content);
    }
  }
}

/**
 * The srcdoc `html` read and written once with every URL of the site neutralized, as its frame at `depth` would
 * read it, and whether anything was. Parsed as a srcdoc document is: never in quirks mode (a doctype before it makes
 * sure), and with scripting disabled (the replay frame is sandboxed without scripts, and so is every frame in it),
 * so what a `<noscript>` holds is markup, rewritten like the rest, and written back as markup.
 */
function rewriteSrcdoc(html: string, sites: SiteOrigins, depth: number): { html: string; changed: boolean } {
  const document = parse(`<!DOCTYPE html>${html}`, { scriptingEnabled: false });
  const animations = [...nodesOf(document)].filter((node) => 'tagName' in node && isAnimationElement(node.tagName));
  for (const animation of animations) defaultTreeAdapter.detachNode(animation);
  let changed = animations.length > 0;
  for (const node of nodesOf(document)) {
    if ('attrs' in node) {
      for (const attribute of node.attrs) {
        const kept = neutralizeValue(attributeName(attribute), attribute.value, sites, depth);
        if (kept !== attribute.value) {
          attribute.value = kept;
          changed = true;
        }
      }
    } else if (node.nodeName === '#text') {
      // The text of a <style>, in the HTML or the SVG namespace, and any other text as the snapshot's own.
      const kept = neutralizeCss(node.value, sites);
      if (kept !== node.value) {
        node.value = kept;
        changed = true;
      }
    }
  }
  return { html: serialize(document, { scriptingEnabled: false }), changed };
}

/**
 * An `<iframe srcdoc>` document at `depth` with every URL of the site neutralized, by the rules of the recorded
 * page's own nodes: its attributes (a srcdoc among them, one level deeper), style attributes and style texts. What
 * is written out is read again, as the browser will read it: a document that reads back otherwise than it was written
 * (markup whose parse does not survive a round trip, the ground of mutation XSS), or in which anything is still left
 * to neutralize, is not passed on. Neither is one nested deeper than MAX_SRCDOC_DEPTH, nor one the parser fails on:
 * each becomes EMPTY_SRCDOC.
 */
function neutralizeSrcdoc(html: string, sites: SiteOrigins, depth: number): string {
  if (depth > MAX_SRCDOC_DEPTH) return EMPTY_SRCDOC;
  try {
    const written = rewriteSrcdoc(html, sites, depth);
    const readBack = rewriteSrcdoc(written.html, sites, depth);
    return readBack.changed || readBack.html !== written.html ? EMPTY_SRCDOC : written.html;
  } catch {
    return EMPTY_SRCDOC;
  }
}

/** The value of attribute (or property) `key`, in a document `depth` srcdocs deep (0: the recorded page), kept off the site. */
function neutralizeValue(key: string, value: string, site: SiteOrigins, depth = 0): string {
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
  if (URL_LIST_ATTRIBUTES.has(name)) return value.replace(LISTED_URL, (url) => keepOne(url, site));
  if (name === 'srcdoc') return neutralizeSrcdoc(value, site, depth + 1);
  // <meta http-equiv="refresh" content="0; url=/api/…"> would navigate the frame. Every `content` is read so, as the
  // element's http-equiv may be recorded apart from it (an attribute mutation).
  if (name === 'content') {
    const kept = neutralizeRefresh(value, site);
    if (kept !== value) return kept;
  }
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
  // A recorded element (rrweb's serialized node: a snapshot's, or one a mutation adds) that animates another.
  if (record.type === ELEMENT_NODE && typeof record.tagName === 'string' && isAnimationElement(record.tagName)) {
    record.tagName = INERT_ELEMENT;
    record.attributes = {};
  }
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (typeof value === 'string') record[key] = neutralizeValue(key, value, site);
    else if (typeof value === 'object' && value !== null) walk(value, site);
  }
}

/**
 * The rrweb event with every URL of the site (`sites`: the studio's origin, `https://parley.example`, then the other
 * names the visit was recorded under) neutralized, in place: in snapshot and mutation nodes' attributes, attribute
 * changes, style text, stylesheet rules, style properties and the documents of `<iframe srcdoc>`s; and with no SVG
 * animation element left in any of them.
 */
export function keepReplayOffSite<T extends { type: number; data?: unknown }>(event: T, sites: SiteOrigins): T {
  if (DOM_EVENT_TYPES.has(event.type)) walk(event.data, sites);
  return event;
}
