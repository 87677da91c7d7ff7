import fs from 'node:fs';
import path from 'node:path';
import {
  classifyPage,
  findPage,
  isStudioPath,
  matchPage,
  NOT_FOUND_SEGMENT,
  PAGE_ROUTES,
  pageHydration,
  questionPagePaths,
  type PageRoute,
} from './pages';
import { ANSWER_SORTS, DEFAULT_ANSWER_SORT } from '@/lib/discussion/answer-sort';

const content = { hasArticle: (s: string) => s === 'on-listening', hasBlogPost: (u: string) => u === 'hello' };

describe('known pages', () => {
  test('static pages and existing articles and posts are known', () => {
    for (const p of [
      '/',
      '/articles',
      '/blog',
      '/more-blogs',
      '/impressum',
      '/articles/on-listening',
      '/blog/hello',
      '/login',
    ]) {
      expect(classifyPage(p, content)).not.toBeNull();
    }
  });
  test('anything else is not: unknown slugs, deeper paths, trailing slashes, the internal not-found route', () => {
    for (const p of [
      '/articles/nope',
      '/blog/nope',
      '/nope',
      '/articles/on-listening/x',
      '/articles/',
      `/${NOT_FOUND_SEGMENT}`,
      '/%E0%A4%A',
      '/constructor',
      '/toString',
      '/question',
      '/question/a/b',
    ]) {
      expect(classifyPage(p, content)).toBeNull();
    }
  });
  test('articles and blog posts are prerendered; the catalogue and account pages render per request', () => {
    expect(classifyPage('/articles/on-listening', content)).toEqual({ rendering: 'prerendered', session: false });
    expect(classifyPage('/articles', content)).toEqual({ rendering: 'per-request', session: false });
    expect(classifyPage('/login', content)).toEqual({ rendering: 'per-request', session: true });
    expect(classifyPage('/', content)).toEqual({ rendering: 'prerendered', session: true });
  });
  test('dynamic segments match one decoded segment each and are returned as params', () => {
    expect(matchPage('/question/why-we-listen-ab12cd', content)).toMatchObject({
      rendering: 'cached',
      session: false,
      params: { question: 'why-we-listen-ab12cd' },
    });
    expect(matchPage('/user/%D9%85%DB%8C%D9%86%D8%A7', content)?.params).toEqual({ username: 'مینا' });
    expect(matchPage('/articles/on-listening', content)?.params).toEqual({ slug: 'on-listening' });
  });
  test('a question page is cached, one kept page per answer order: `?sort=` picks its internal path', () => {
    const page = matchPage('/question/why-we-listen-ab12cd', content)!;
    const variant = (query: string) => page.variant!(new URLSearchParams(query));
    expect(variant('')).toBe('');
    expect(variant('sort=votes')).toBe('');
    expect(variant('lang=de&sort=newest')).toBe('/newest');
    // Anything else is the default order, never a path of its own (no cache entry per made-up value).
    expect(variant('sort=../../studio')).toBe('');
    expect(variant('sort=NEWEST')).toBe('');
  });

  test('a question page exists only for a stored question (no kept not-found page per made-up slug)', async () => {
    const asked: string[] = [];
    const stored = { hasQuestion: async (slug: string) => (asked.push(slug), slug === 'real-ab12cd') };
    expect(await findPage('/question/real-ab12cd', content, stored)).toMatchObject({
      rendering: 'cached',
      params: { question: 'real-ab12cd' },
    });
    expect(await findPage('/question/made-up-zz99zz', content, stored)).toBeNull();
    // Other pages never ask the database.
    expect(await findPage('/articles/on-listening', content, stored)).toMatchObject({ rendering: 'prerendered' });
    expect(await findPage('/user/mina', content, stored)).toMatchObject({ rendering: 'per-request' });
    expect(asked).toEqual(['real-ab12cd', 'made-up-zz99zz']);
  });

  test('what to forget when a question changes: its kept page in every language and order', () => {
    expect(questionPagePaths('why-ab12cd', ['original', 'fa'])).toEqual([
      '/original/question/why-ab12cd',
      '/original/question/why-ab12cd/newest',
      '/fa/question/why-ab12cd',
      '/fa/question/why-ab12cd/newest',
    ]);
    expect(questionPagePaths('why-ab12cd')).toHaveLength(5 * ANSWER_SORTS.length);
  });

  test('a page of the product team carries its role, at any depth of dynamic segments', () => {
    const routes: PageRoute[] = [
      { pattern: '/studio', kind: { rendering: 'per-request', session: true, role: 'admin' } },
      { pattern: '/studio/sessions/:id', kind: { rendering: 'per-request', session: true, role: 'admin' } },
      {
        pattern: '/studio/tests/:id/results/:participant',
        kind: { rendering: 'per-request', session: true, role: 'admin' },
      },
    ];
    expect(matchPage('/studio/sessions/42', content, routes)).toEqual({
      rendering: 'per-request',
      session: true,
      role: 'admin',
      params: { id: '42' },
    });
    expect(matchPage('/studio/tests/7/results/p-3', content, routes)?.params).toEqual({ id: '7', participant: 'p-3' });
    expect(matchPage('/studio/sessions', content, routes)).toBeNull();
    expect(matchPage('/studio/sessions/42/extra', content, routes)).toBeNull();
  });
  test("in the site's own table, every studio page is the product team's alone (admin, per request, with the session), and no other page is", () => {
    const studio = PAGE_ROUTES.filter((route) => isStudioPath(route.pattern));
    expect(studio.map((route) => route.pattern)).toEqual(expect.arrayContaining(['/studio', '/studio/sessions/:id']));
    for (const route of studio) {
      expect([route.pattern, route.kind]).toEqual([
        route.pattern,
        { rendering: 'per-request', session: true, role: 'admin' },
      ]);
    }
    for (const route of PAGE_ROUTES.filter((route) => !isStudioPath(route.pattern))) {
      expect([route.pattern, route.kind.role]).toEqual([route.pattern, undefined]);
    }
    // As the proxy asks: an address of the studio, with its segment filled in.
    expect(matchPage('/studio/tests/7/results', content)).toEqual({
      rendering: 'per-request',
      session: true,
      role: 'admin',
      params: { id: '7' },
    });
  });
  test('every page under app/[lang] is in the table, and every table entry has a page', () => {
    const root = path.join(process.cwd(), 'app/[lang]');
    const patterns: string[] = [];
    const walk = (dir: string, route: string[]) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (!entry.isDirectory()) {
          if (entry.name === 'page.tsx')
            patterns.push(`/${route.map((s) => s.replace(/^\[(.+)\]$/, ':$1')).join('/')}`);
          continue;
        }
        // `_lib` and other private folders are not routes.
        if (!entry.name.startsWith('_')) walk(path.join(dir, entry.name), [...route, entry.name]);
      }
    };
    walk(root, []);
    // Not public routes: the not-found screen, the kept pages of a question's other answer orders (`?sort=`), and the
    // kept home feeds (the proxy routes a member's /home to their view's).
    const internal = [
      `/${NOT_FOUND_SEGMENT}`,
      ...ANSWER_SORTS.filter((s) => s !== DEFAULT_ANSWER_SORT).map((s) => `/question/:question/${s}`),
      '/home/:feed',
    ];
    for (const p of internal) expect(patterns).toContain(p);
    expect(patterns.filter((p) => !internal.includes(p)).sort()).toEqual(PAGE_ROUTES.map((r) => r.pattern).sort());
  });
});

describe('which pages start their script at the first interaction (lib/routes/deferred-hydration.ts)', () => {
  test('the reader pages, prerendered as served, and the catalogue', () => {
    for (const path of ['/articles/any-article', '/blog', '/blog/a-post', '/more-blogs', '/impressum', '/']) {
      expect([path, pageHydration(path, true)]).toEqual([path, 'on-interaction']);
    }
    expect(pageHydration('/articles', false)).toBe('on-interaction');
  });

  test('a prerendered page not served as one (the landing address giving a member their home) hydrates at load', () => {
    expect(pageHydration('/', false)).toBe('at-load');
    expect(pageHydration('/articles/any-article', false)).toBe('at-load');
  });

  test('member pages, question pages, the studio and unknown addresses hydrate at load', () => {
    for (const path of [
      '/home',
      '/login',
      '/random',
      '/question/a-question',
      '/user/ana',
      '/studio',
      '/studio/sessions/1',
      '/nowhere',
      '/articles/a/b',
    ]) {
      expect([path, pageHydration(path, true)]).toEqual([path, 'at-load']);
    }
  });
});
