/**
 * Rendered markdown. The HTML comes from lib/content/markdown.ts (sanitized at build time); `dir="auto"` because
 * the text's direction is the author's, not the page's.
 */
export function Prose({ html, lang }: { html: string; lang: string }) {
  return <div className="prose" lang={lang} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />;
}
