/**
 * Keeps a recording from reaching the site it was recorded on. The replay rebuilds recorded pages in a frame of the
 * studio's own origin (rrweb's sandbox keeps it same-origin so the player can draw into it), so a recorded
 * `<img src="/api/…">`, a stylesheet's `url(/api/…)` or a `<link rel=prefetch>` would be fetched by the product team's
 * browser with the team member's cookies: a visitor could make the studio send requests of the visitor's choosing.
 * Before an event reaches the replayer, every URL in it that points at the site itself is replaced by
 * NEUTRALIZED_URL, except the site's static files (which change nothing and make the replay look like the page).
 * Framework-free and browser-safe: the player runs it on each rrweb event.
 */

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
]);
/** Attributes that list URLs with sizes (`url 1x, url 2x`). */
const SRCSET_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);

/** Paths of the site that only serve files (build output, public images, fonts, styles): safe to load in a replay. */
const STATIC_PATH = /^\/_next\/static\/|^\/(?!api\/|ingest\/|studio)[^?#]*\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp|css|woff2?|ttf|otf)$/i;

/** rrweb event types whose data holds recorded DOM: the full snapshot and the incremental ones. */
const DOM_EVENT_TYPES = new Set([2, 3]);

/** Whether `value` (absolute, protocol-relative or relative, as recorded) addresses the site at `site` beyond its static files. */
export function pointsAtSite(value: string, site: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return false;
  let url: URL;
  try {
    url = new URL(trimmed, `${site}/`);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.origin === site && !STATIC_PATH.test(url.pathname);
}

const keepOne = (value: string, site: string) => (pointsAtSite(value, site) ? NEUTRALIZED_URL : value);

/** CSS `url(…)` and `@import "…"` pointing at the site, in a stylesheet, a style attribute or a style property. */
function neutralizeCss(css: string, site: string): string {
  if (!/url\s*\(|@import/i.test(css)) return css;
  return css
    .replace(/url\(\s*(['"]?)(.*?)\1\s*\)/gi, (whole, quote: string, target: string) =>
      pointsAtSite(target, site) ? `url(${quote}${NEUTRALIZED_URL}${quote})` : whole,
    )
    .replace(/@import\s+(['"])(.*?)\1/gi, (whole, quote: string, target: string) =>
      pointsAtSite(target, site) ? `@import ${quote}${NEUTRALIZED_URL}${quote}` : whole,
    );
}

function neutralizeValue(key: string, value: string, site: string): string {
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

function walk(node: unknown, site: string): void {
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
 * The rrweb event with every URL of the site `site` (an origin, `https://parley.example`) neutralized, in place: in
 * snapshot and mutation nodes' attributes, attribute changes, style text, stylesheet rules and style properties.
 */
export function keepReplayOffSite<T extends { type: number; data?: unknown }>(event: T, site: string): T {
  if (DOM_EVENT_TYPES.has(event.type)) walk(event.data, site);
  return event;
}
