/**
 * The test's guidelines: HTML the ingest sanitized from the studio's markdown. The overlay runs on the site's own
 * origin, so it does not take that on trust: the HTML is parsed inert (a <template>) and only the elements of
 * rendered markdown survive, without any attribute but a link's safe `href`; everything else keeps its text only
 * (scripts, styles and embeds not even that).
 */

const KEEP = new Set([
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'code',
  'pre',
  'blockquote',
  'a',
  'del',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const DROP = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
]);
const SAFE_HREF = /^(https?:|mailto:|\/|#)/i;

function clean(source: ParentNode, target: ParentNode, document: Document): void {
  for (const node of Array.from(source.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) target.appendChild(document.createTextNode(node.textContent ?? ''));
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const tag = (node as Element).localName;
    if (DROP.has(tag)) continue;
    if (!KEEP.has(tag)) {
      clean(node as Element, target, document);
      continue;
    }
    // Headings inside the panel sit below its own (h2, h3): the guidelines' start at h4.
    const heading = /^h[1-6]$/.test(tag) ? `h${Math.min(6, Number(tag[1]) + 3)}` : tag;
    const copy = document.createElement(heading);
    const href = tag === 'a' ? ((node as Element).getAttribute('href') ?? '').trim() : '';
    // Opened in this tab: a new tab would be a new session, which ends the test in progress.
    if (href && SAFE_HREF.test(href)) copy.setAttribute('href', href);
    clean(node as Element, copy, document);
    target.appendChild(copy);
  }
}

/** The guidelines as a fragment of harmless elements, made in `document`. */
export function guidelinesFragment(html: string, document: Document): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  const fragment = document.createDocumentFragment();
  clean(template.content, fragment, document);
  return fragment;
}
