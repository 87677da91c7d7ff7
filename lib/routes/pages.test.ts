import fs from 'node:fs';
import path from 'node:path';
import { classifyPage, NOT_FOUND_SEGMENT, PAGES } from './pages';

const content = { hasArticle: (s: string) => s === 'on-listening', hasBlogPost: (u: string) => u === 'hello' };

describe('known pages', () => {
  test('static pages and existing articles and posts are known', () => {
    for (const p of ['/', '/articles', '/blog', '/more-blogs', '/impressum', '/articles/on-listening', '/blog/hello', '/login']) {
      expect(classifyPage(p, content)).not.toBeNull();
    }
  });
  test('anything else is not: unknown slugs, deeper paths, trailing slashes, the internal not-found route', () => {
    for (const p of ['/articles/nope', '/blog/nope', '/nope', '/articles/on-listening/x', '/articles/', `/${NOT_FOUND_SEGMENT}`, '/%E0%A4%A', '/constructor', '/toString']) {
      expect(classifyPage(p, content)).toBeNull();
    }
  });
  test('articles and blog posts are prerendered; the catalogue and account pages render per request', () => {
    expect(classifyPage('/articles/on-listening', content)).toEqual({ rendering: 'prerendered', session: false });
    expect(classifyPage('/articles', content)).toEqual({ rendering: 'per-request', session: false });
    expect(classifyPage('/login', content)).toEqual({ rendering: 'per-request', session: true });
    expect(classifyPage('/', content)).toEqual({ rendering: 'prerendered', session: true });
  });
  test('every parameterless page under app/[lang] is in the table, and every table entry has a page', () => {
    const root = path.join(process.cwd(), 'app/[lang]');
    const pages: string[] = [];
    const walk = (dir: string, route: string[]) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (!entry.isDirectory()) {
          if (entry.name === 'page.tsx' && !route.some((s) => s.startsWith('['))) pages.push(route.join('/'));
          continue;
        }
        walk(path.join(dir, entry.name), [...route, entry.name]);
      }
    };
    walk(root, []);
    expect(pages.filter((p) => p !== NOT_FOUND_SEGMENT).sort()).toEqual(Object.keys(PAGES).sort());
  });
});
