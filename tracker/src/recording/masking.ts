/**
 * What a recording may not carry (tracker/PROTOCOL.md "What is never sent"), applied before a message leaves the page.
 * rrweb masks input values and, through our maskTextFn, text nodes; it masks no attribute at all, so the attribute
 * rules run here on every rrweb event as it is emitted (full snapshots and mutations alike).
 */
import { EMAIL_MASK, MASK_ATTRIBUTE, MAX_ATTRIBUTE_LENGTH, SECRET_MASK } from '../constants';

export interface MaskOptions {
  emails: boolean;
  numbers: boolean;
}

// Characters of an address's local part and of its domain, in any script (`δοκιμή@παράδειγμα.δοκιμή`, `用户@例子.广告`;
// an IDN's dots may be ideographic or fullwidth). Tested one by one from each '@' instead of a regular expression: a
// backtracking regex is quadratic on a 100,000-character word, this scan is linear.
const isLocalChar = (c: string) => /[\p{L}\p{M}\p{N}_.+%-]/u.test(c);
const isDomainChar = (c: string) => /[\p{L}\p{M}\p{N}_.\u3002\uff0e\uff61-]/u.test(c);
const DOMAIN = /^[\p{L}\p{M}\p{N}_-]+([.\u3002\uff0e\uff61][\p{L}\p{M}\p{N}_-]+)+$/u;

/** Every email address in `text` becomes EMAIL_MASK. */
export function maskEmails(text: string): string {
  let at = text.indexOf('@');
  if (at < 0) return text;
  let out = '';
  let copied = 0;
  while (at >= 0) {
    let start = at;
    while (start > copied && isLocalChar(text[start - 1]!)) start--;
    let end = at + 1;
    while (end < text.length && isDomainChar(text[end]!)) end++;
    while (end > at + 1 && /[.\u3002\uff0e\uff61-]/.test(text[end - 1]!)) end--;
    const domain = text.slice(at + 1, end);
    if (start < at && DOMAIN.test(domain)) {
      out += text.slice(copied, start) + EMAIL_MASK;
      copied = end;
      at = text.indexOf('@', end);
    } else {
      at = text.indexOf('@', at + 1);
    }
  }
  return out + text.slice(copied);
}

/** The page-text rule: emails (when on), then every digit of any script (Persian, Arabic-Indic, fullwidth, …) becomes 0 (when on). */
export function maskText(text: string, options: MaskOptions): string {
  const withoutEmails = options.emails ? maskEmails(text) : text;
  return options.numbers ? withoutEmails.replace(/\p{Nd}/gu, '0') : withoutEmails;
}

/** The `data-parley-mask` rule: every visible character becomes '*'. */
export const starText = (text: string) => text.replace(/\S/g, '*');

/** The attributes whose values are page text to a visitor (and so can hold an email or a number). */
const TEXT_ATTRIBUTES = new Set(['placeholder', 'title', 'aria-label', 'alt', 'value']);

/**
 * The value to record for one attribute, or null to drop it. `starred`: the element is (inside) a masked element.
 * rrweb's own bookkeeping attributes (`_cssText`, `rr_*`) are not page attributes and are kept whole.
 */
export function maskAttribute(name: string, value: string, options: MaskOptions, starred: boolean): string | null {
  if (name.startsWith('_') || name.startsWith('rr_')) return value;
  if (value.length > MAX_ATTRIBUTE_LENGTH) return null;
  if (TEXT_ATTRIBUTES.has(name)) return starred ? starText(value) : maskText(value, options);
  if (name === 'href') {
    const scheme = value.trimStart().slice(0, 7).toLowerCase();
    if (scheme === 'mailto:')
      return `mailto:${starred ? starText(value.trimStart().slice(7)) : maskText(value.trimStart().slice(7), options)}`;
    if (scheme.startsWith('tel:') && (starred || options.numbers)) return 'tel:';
  }
  return value;
}

type Attributes = Record<string, unknown>;

function maskAttributes(attributes: Attributes, options: MaskOptions, starred: boolean): void {
  for (const name of Object.keys(attributes)) {
    const value = attributes[name];
    if (typeof value !== 'string') continue;
    const masked = maskAttribute(name, value, options, starred);
    if (masked === null) delete attributes[name];
    else attributes[name] = masked;
  }
}

interface SerializedNode {
  type: number;
  attributes?: Attributes;
  childNodes?: SerializedNode[];
}

const ELEMENT_NODE = 2;

function maskTree(node: SerializedNode, options: MaskOptions, starredAbove: boolean): void {
  let starred = starredAbove;
  if (node.type === ELEMENT_NODE && node.attributes) {
    starred ||= MASK_ATTRIBUTE in node.attributes;
    maskAttributes(node.attributes, options, starred);
  }
  for (const child of node.childNodes ?? []) maskTree(child, options, starred);
}

/** An rrweb event as emitted (the fields the masking reads). */
export interface RrwebEventLike {
  type: number;
  timestamp: number;
  data: unknown;
}

const FULL_SNAPSHOT = 2;
const INCREMENTAL_SNAPSHOT = 3;
const META = 4;
const MUTATION = 0;

interface MutationData {
  source: number;
  adds?: { parentId: number; node: SerializedNode }[];
  attributes?: { id: number; attributes: Attributes }[];
}

/**
 * Masks an rrweb event in place. `isStarred(id)`: whether the live node with that rrweb id is inside a masked
 * element (a mutation carries only the changed subtree, so the question goes to the page).
 */
export function maskRrwebEvent(event: RrwebEventLike, options: MaskOptions, isStarred: (id: number) => boolean): void {
  if (event.type === FULL_SNAPSHOT) {
    maskTree((event.data as { node: SerializedNode }).node, options, false);
  } else if (event.type === INCREMENTAL_SNAPSHOT) {
    const data = event.data as MutationData;
    if (data.source !== MUTATION) return;
    for (const add of data.adds ?? []) maskTree(add.node, options, isStarred(add.parentId));
    for (const change of data.attributes ?? []) maskAttributes(change.attributes, options, isStarred(change.id));
  } else if (event.type === META) {
    const data = event.data as { href?: string };
    if (typeof data.href === 'string') data.href = scrubUrl(data.href, options);
  }
}

/** Query parameter names whose values are secrets (a token in a magic link, an API key, a reset code). */
const SECRET_NAME = /token|key|secret|pass|pwd|auth|code|session|sig|credential|jwt|otp|nonce|ticket/i;

/**
 * A URL fit to record: secret-looking query values become SECRET_MASK, user:password@ is dropped, and emails in it
 * are masked when that option is on. Unparsable input is returned masked as text.
 */
export function scrubUrl(url: string, options: MaskOptions): string {
  let parsed: URL;
  try {
    parsed = new URL(url, location.href);
  } catch {
    return options.emails ? maskEmails(url) : url;
  }
  parsed.username = '';
  parsed.password = '';
  const secretNames = [...new Set(parsed.searchParams.keys())].filter((name) => SECRET_NAME.test(name));
  for (const name of secretNames) parsed.searchParams.set(name, SECRET_MASK);
  // URLSearchParams re-encodes `***` as %2A%2A%2A; keep the mask readable.
  const text = parsed.href.replace(/%2A%2A%2A/g, SECRET_MASK);
  return options.emails ? maskEmails(decodeEmailsAt(text)) : text;
}

// An address in a query value arrives as name%40host; decode the '@' so maskEmails finds it.
const decodeEmailsAt = (text: string) => text.replace(/%40/gi, '@');
