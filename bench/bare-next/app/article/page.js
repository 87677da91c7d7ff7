import fs from 'node:fs';

// The Lighthouse baseline (bench/lighthouse.mjs): the site's article element in a Next.js page of the site's version,
// prerendered at build time from the file BARE_NEXT_ARTICLE_FILE names, with Next's own scripts and hydration and
// nothing of the site's (no navigation bar, consent banner, stylesheet or proxy): what the framework alone costs a
// reader's browser.
export default function Article() {
  const file = process.env.BARE_NEXT_ARTICLE_FILE;
  const html = file
    ? fs.readFileSync(file, 'utf8')
    : '<article><p>BARE_NEXT_ARTICLE_FILE was not set at build time.</p></article>';
  return <main dangerouslySetInnerHTML={{ __html: html }} />;
}
