/**
 * Rendered markdown. The HTML comes from lib/content/markdown.ts (sanitized at build time); `dir="auto"` because
 * the text's direction is the author's, not the page's. `itemProp` names it in the page's microdata (a question's or an
 * answer's `text`).
 */
export function Prose({ html, lang, itemProp }: { html: string; lang: string; itemProp?: string }) {
  return <div className="prose" lang={lang} dir="auto" itemProp={itemProp} dangerouslySetInnerHTML={{ __html: html }} />;
}
