/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_ROUTES } from '@/lib/routes/pages';

/*
 * A cached page (a question page, a home feed view: `rendering: 'cached'` in lib/routes/pages.ts) is rendered once and
 * served to everyone. If an edit made its render read the session, a cookie or a request header, Next.js would render
 * it per request instead, and nothing else would say so. The response cache stores only what Next.js marks rendered
 * once (server/http-cache-policy.ts nextRenderedOnce); this test keeps the pages themselves honest: it walks every module
 * their render imports and fails on any that reads the request.
 *
 * The walk stops at `'use client'` modules (they run in the browser, where no session can be read on the server's
 * behalf) and at `'use server'` modules (server actions: they run on a member's POST, and must read the session).
 */

const ROOT = path.resolve(__dirname, '..', '..');
const CACHED_PAGES = [
  'app/[lang]/question/[question]/page.tsx',
  'app/[lang]/question/[question]/newest/page.tsx',
  'app/[lang]/home/[feed]/page.tsx',
  'app/[lang]/layout.tsx',
];

/** What reads the request in a server render: Next's request APIs, and the site's readers of the session. */
const REQUEST_READERS: Array<{ what: string; test: (source: string, imports: string[]) => boolean }> = [
  { what: "imports 'next/headers'", test: (_source, imports) => imports.includes('next/headers') },
  {
    what: 'calls cookies(), headers() or draftMode()',
    test: (source) => /\b(?:cookies|headers|draftMode)\s*\(\s*\)/.test(source),
  },
  {
    what: 'imports the session readers of app/current-user.ts',
    test: (_source, imports) => imports.includes('@/app/current-user'),
  },
  {
    what: 'reads the session (readSession, checkSession, currentUser)',
    test: (source) => /\b(?:readSession|checkSession|currentUser|readSessionTokens)\s*\(/.test(source),
  },
];

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The module specifiers a file imports for its code (not `import type`), static and dynamic. */
function importsOf(source: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /^\s*import\s+(?!type\s)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?!type\s)[^'"]*?\s+from\s+['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.add(match[1]!);
  return [...found];
}

function resolve(specifier: string, from: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const extension of EXTENSIONS) if (fs.existsSync(base + extension)) return base + extension;
  return null;
}

const directive = (source: string, name: string) =>
  new RegExp(`^\\s*(?:/\\*[\\s\\S]*?\\*/\\s*|//[^\\n]*\\n\\s*)*['"]${name}['"]`).test(source);

/** Every module the page's server render loads, with what in it reads the request. */
function requestReadsOf(page: string): { files: string[]; findings: string[] } {
  const seen = new Set<string>();
  const findings: string[] = [];
  const queue = [path.join(ROOT, page)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    if (file !== path.join(ROOT, page) && (directive(source, 'use client') || directive(source, 'use server')))
      continue;
    const imports = importsOf(source);
    for (const reader of REQUEST_READERS)
      if (reader.test(source, imports)) findings.push(`${path.relative(ROOT, file)} ${reader.what}`);
    for (const specifier of imports) {
      const resolved = resolve(specifier, file);
      if (resolved) queue.push(resolved);
    }
  }
  return { files: [...seen].map((file) => path.relative(ROOT, file)), findings };
}

describe('what a cached page renders reads no session, cookie or request header', () => {
  test.each(CACHED_PAGES)('%s', (page) => {
    const { files, findings } = requestReadsOf(page);
    // The walk does reach the page's own modules (a broken walk would pass everything).
    expect(files.length).toBeGreaterThan(3);
    expect(findings).toEqual([]);
  });

  test('the list names every page rendered at its first request and kept (every pages.ts `cached` route, every page with an empty generateStaticParams)', () => {
    const pages = (fs.readdirSync(path.join(ROOT, 'app', '[lang]'), { recursive: true }) as string[])
      .filter((file) => path.basename(file) === 'page.tsx')
      .map((file) => path.join('app', '[lang]', file).split(path.sep).join('/'));
    // Kept at the first request: no path known at build time, every one allowed.
    const keptAtFirstRequest = pages.filter((page) => {
      const source = fs.readFileSync(path.join(ROOT, page), 'utf8');
      return (
        /generateStaticParams\([^)]*\)[^\n]*\{\s*return \[\];/.test(source) && /dynamicParams\s*=\s*true/.test(source)
      );
    });
    // The detection works: the question page is one.
    expect(keptAtFirstRequest).toContain('app/[lang]/question/[question]/page.tsx');
    const cachedRoutes = PAGE_ROUTES.filter((route) => route.kind.rendering === 'cached').map(
      (route) => `app/[lang]${route.pattern.replace(/:(\w+)/g, '[$1]')}/page.tsx`,
    );
    expect(cachedRoutes.length).toBeGreaterThan(0);
    for (const page of [...keptAtFirstRequest, ...cachedRoutes]) expect(CACHED_PAGES).toContain(page);
  });

  test('the walk finds a session read where there is one: a page rendered per request for its member', () => {
    const { findings } = requestReadsOf('app/[lang]/group/[groupname]/page.tsx');
    expect(findings.length).toBeGreaterThan(0);
  });
});
