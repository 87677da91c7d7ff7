import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import type { Element, ElementContent, Root, Text } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { localizedHref } from '@/lib/i18n/routing';
import { languageOption, type Lang } from '@/lib/i18n/languages';

const PUBLIC_DIR = path.join(process.cwd(), 'public');
const imageSizes = new Map<string, { width: number; height: number } | null>();

/** Width and height of a local SVG or the null when unknown, so images reserve their space (no layout shift). */
function localImageSize(src: string): { width: number; height: number } | null {
  if (!imageSizes.has(src)) {
    let size: { width: number; height: number } | null = null;
    if (src.startsWith('/') && src.endsWith('.svg')) {
      try {
        const svg = fs.readFileSync(path.join(PUBLIC_DIR, src), 'utf8').slice(0, 2000);
        const width = Number(svg.match(/<svg[^>]*\swidth="(\d+)"/)?.[1]);
        const height = Number(svg.match(/<svg[^>]*\sheight="(\d+)"/)?.[1]);
        if (width > 0 && height > 0) size = { width, height };
      } catch {
        size = null;
      }
    }
    imageSizes.set(src, size);
  }
  return imageSizes.get(src) ?? null;
}

/**
 * Links inside the site keep the reader's language (a full page load to `/{target}?lang={language}`);
 * links elsewhere open as usual but do not pass our referrer or page handle. Images get their intrinsic size and
 * load lazily.
 */
function rehypeSiteLinks(lang: Lang) {
  return () => (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'a' && typeof node.properties.href === 'string') {
        const href = node.properties.href;
        if (href.startsWith('/') && !href.startsWith('//')) {
          const [pathname = '/', hash] = href.split('#');
          node.properties.href = localizedHref(pathname, lang) + (hash ? `#${hash}` : '');
        } else if (/^https?:/i.test(href)) {
          node.properties.rel = ['noopener', 'noreferrer'];
        }
      }
      if (node.tagName === 'img' && typeof node.properties.src === 'string') {
        const size = localImageSize(node.properties.src);
        if (size) {
          node.properties.width = size.width;
          node.properties.height = size.height;
        }
        node.properties.loading = 'lazy';
        node.properties.decoding = 'async';
      }
    });
  };
}

/** A left-to-right run with a digit that spans several tokens: a phone number, a postcode and town, a register number. */
const LTR_NUMBER_RUN = /\+?[0-9A-Za-z][0-9A-Za-z.\-/ ]*[0-9A-Za-z]/g;
const isNumberRun = (run: string) => /[0-9]/.test(run) && (run.includes(' ') || run.startsWith('+'));

/**
 * In right-to-left text, "+49 30 5557 2810" or "10437 Berlin" would be laid out right to left token by token (the
 * number reads "2810 5557 30 49+"). Each such run is isolated as left-to-right (`<bdi dir="ltr">`) so it keeps its
 * order; words without digits need nothing (the bidi algorithm keeps a Latin word's letters in order).
 */
function rehypeIsolateNumberRuns() {
  return (tree: Root) => {
    visit(tree, 'text', (node: Text, index, parent) => {
      if (!parent || index === undefined || (parent.type === 'element' && ['code', 'pre', 'bdi'].includes(parent.tagName))) return;
      const parts: ElementContent[] = [];
      let last = 0;
      for (const match of node.value.matchAll(LTR_NUMBER_RUN)) {
        if (!isNumberRun(match[0])) continue;
        if (match.index > last) parts.push({ type: 'text', value: node.value.slice(last, match.index) });
        parts.push({ type: 'element', tagName: 'bdi', properties: { dir: 'ltr' }, children: [{ type: 'text', value: match[0] }] });
        last = match.index + match[0].length;
      }
      if (parts.length === 0) return;
      if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
      parent.children.splice(index, 1, ...parts);
      return [SKIP, index + parts.length];
    });
  };
}

const schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    img: [...(defaultSchema.attributes?.img ?? []), 'loading', 'decoding', 'width', 'height'],
    a: [...(defaultSchema.attributes?.a ?? []), 'rel'],
  },
};

/** Renders an author's markdown to HTML at build time: GitHub-flavoured markdown, sanitized, links localized. */
export function renderMarkdown(markdown: string, lang: Lang): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeSanitize, schema)
      .use(rehypeSiteLinks(lang))
      .use(languageOption(lang).dir === 'rtl' ? rehypeIsolateNumberRuns : () => undefined)
      .use(rehypeStringify)
      .processSync(markdown),
  );
}
