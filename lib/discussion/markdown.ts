import 'server-only';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Heading, Nodes, Paragraph, PhrasingContent, Root as MdastRoot, RootContent } from 'mdast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit, SKIP } from 'unist-util-visit';
import type { Options as Schema } from 'rehype-sanitize';

/**
 * Markdown a member wrote, made safe to show. Defence in depth, in this order:
 * 1. No raw HTML ever reaches the HTML tree: an HTML tag in the markdown is shown as the text the member typed.
 * 2. Images become plain links (no tracking pixels, nothing loads by itself); footnotes become plain text (their
 *    generated ids would collide between posts on one page); headings move down two levels (the page owns h1/h2).
 * 3. rehype-sanitize with an allow-list of plain prose elements: no attributes but href (http, https, mailto or
 *    relative), ol start and table cell alignment; no ids, classes, styles, event handlers, frames, SVG or forms.
 * 4. Every link gets rel="nofollow ugc noopener noreferrer"; a link whose address was refused becomes its text.
 */
export const USER_CONTENT_SCHEMA: Schema = {
  tagNames: [
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'h5',
    'h6',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  attributes: { a: ['href'], ol: ['start'], th: ['align'], td: ['align'] },
  protocols: { href: ['http', 'https', 'mailto'] },
  ancestors: { tbody: ['table'], thead: ['table'], tr: ['table'], th: ['table'], td: ['table'] },
  clobber: [],
  clobberPrefix: '',
  required: {},
  strip: ['script', 'style', 'template', 'textarea', 'title', 'noscript', 'iframe', 'svg', 'math', 'object', 'embed'],
  allowComments: false,
  allowDoctypes: false,
};

export const USER_LINK_REL = ['nofollow', 'ugc', 'noopener', 'noreferrer'];

function remarkUserContent() {
  return (tree: MdastRoot) => {
    visit(tree, (node: Nodes, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'html') {
        parent.children[index] = { type: 'text', value: node.value } as never;
        return SKIP;
      }
      if (node.type === 'image' || node.type === 'imageReference') {
        const label = node.alt || (node.type === 'image' ? node.url : (node.label ?? ''));
        const replacement: PhrasingContent =
          node.type === 'image'
            ? { type: 'link', url: node.url, title: null, children: [{ type: 'text', value: label }] }
            : {
                type: 'linkReference',
                identifier: node.identifier,
                label: node.label,
                referenceType: 'full',
                children: [{ type: 'text', value: label }],
              };
        parent.children[index] = replacement as never;
        return SKIP;
      }
      if (node.type === 'footnoteReference') {
        parent.children[index] = { type: 'text', value: `[${node.label ?? node.identifier}]` } as never;
        return SKIP;
      }
      if (node.type === 'footnoteDefinition') {
        const [first, ...rest] = node.children;
        const marker = { type: 'text', value: `[${node.label ?? node.identifier}] ` } as const;
        const lead: Paragraph =
          first?.type === 'paragraph'
            ? { ...first, children: [marker, ...first.children] }
            : { type: 'paragraph', children: [marker] };
        const blocks = (
          first?.type === 'paragraph' ? [lead, ...rest] : [lead, ...(first ? [first] : []), ...rest]
        ) as RootContent[];
        (parent.children as RootContent[]).splice(index, 1, ...blocks);
        return [SKIP, index + blocks.length];
      }
      if (node.type === 'heading') {
        (node as Heading).depth = Math.min(6, node.depth + 2) as Heading['depth'];
      }
      return undefined;
    });
  };
}

function rehypeUserLinks() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'a') return undefined;
      if (typeof node.properties.href !== 'string' || node.properties.href.trim() === '') {
        if (parent && index !== undefined) {
          (parent.children as ElementContent[]).splice(index, 1, ...node.children);
          return [SKIP, index];
        }
        return undefined;
      }
      node.properties = { href: node.properties.href, rel: [...USER_LINK_REL] };
      return undefined;
    });
  };
}

const renderer = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkUserContent)
  .use(remarkRehype)
  .use(rehypeSanitize, USER_CONTENT_SCHEMA)
  .use(rehypeUserLinks)
  .use(rehypeStringify)
  .freeze();

/**
 * The safe HTML of a member's markdown. Rendered when the text is written and stored beside it (see README), so a
 * change to this function needs a migration that renders the stored markdown again (every row keeps its markdown).
 */
export function renderUserMarkdown(markdown: string): string {
  return String(renderer.processSync(markdown)).trim();
}

const parser = unified().use(remarkParse).use(remarkGfm).freeze();

/** The words of a markdown text without its markup, cut at a word boundary to at most `length` characters. */
export function plainText(markdown: string, length: number): string {
  const parts: string[] = [];
  visit(parser.parse(markdown), (node: Nodes) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') parts.push(node.value);
    else if (node.type === 'image') parts.push(node.alt ?? '');
    else if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'listItem' || node.type === 'break')
      parts.push(' ');
  });
  const text = parts.join('').replace(/\s+/g, ' ').trim();
  const chars = [...text];
  if (chars.length <= length) return text;
  const cut = chars.slice(0, length - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > length / 2 ? cut.slice(0, space) : cut}…`;
}
