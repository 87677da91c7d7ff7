import { resolveLanguage } from './resolve';
import fc from 'fast-check';
import { FILE_EXTENSION_MAX_LENGTH, isLanguageNeutralPath, localizedHref, routeLanguage } from './routing';
import { LANGUAGES } from './languages';

describe('language resolution: ?lang=, then the saved setting, then original', () => {
  test('the query parameter beats the saved setting', () => {
    expect(resolveLanguage({ query: 'de', saved: 'fa' })).toEqual({ lang: 'de', source: 'query' });
  });
  test('the saved setting beats the default', () => {
    expect(resolveLanguage({ query: null, saved: 'fa' })).toEqual({ lang: 'fa', source: 'saved' });
  });
  test('without either it is "original"', () => {
    expect(resolveLanguage({})).toEqual({ lang: 'original', source: 'default' });
  });
  test('unknown values are ignored at each step', () => {
    expect(resolveLanguage({ query: 'fr', saved: 'es' })).toEqual({ lang: 'es', source: 'saved' });
    expect(resolveLanguage({ query: 'xx', saved: '<script>' })).toEqual({ lang: 'original', source: 'default' });
  });
  test('the five options carry their backend and frontend codes', () => {
    expect(LANGUAGES.map((l) => [l.display_name, l.backend_code, l.frontend_code])).toEqual([
      ['Original', 'none', 'original'],
      ['Enhanced English', 'en', 'en'],
      ['German', 'de', 'de'],
      ['Persian', 'fa', 'fa'],
      ['Spanish', 'es', 'es'],
    ]);
    expect(LANGUAGES.find((l) => l.frontend_code === 'fa')?.dir).toBe('rtl');
  });
});

describe('mapping public URLs onto the [lang] segment', () => {
  const route = (pathname: string, search = '', savedLang?: string, method = 'GET') =>
    routeLanguage({ method, pathname, search, savedLang });

  test('?lang= rewrites to the prerendered page in that language, whatever is saved', () => {
    expect(route('/articles/x', '?lang=de', 'fa')).toEqual({
      kind: 'rewrite',
      lang: 'de',
      internalPath: '/de/articles/x',
    });
    expect(route('/', '?lang=fa')).toMatchObject({ internalPath: '/fa' });
  });
  test('a saved language redirects a GET to the ?lang= address so no shared cache keeps a response chosen by a cookie', () => {
    expect(route('/articles', '?page=2', 'es')).toEqual({ kind: 'redirect', location: '/articles?page=2&lang=es' });
  });
  test('a saved language on a form post is rewritten privately instead of redirected', () => {
    expect(route('/login', '', 'es', 'POST')).toEqual({ kind: 'rewrite', lang: 'es', internalPath: '/es/login' });
  });
  test('no language anywhere serves the original', () => {
    expect(route('/blog')).toEqual({ kind: 'rewrite', lang: 'original', internalPath: '/original/blog' });
    expect(route('/blog', '', 'original')).toMatchObject({ kind: 'rewrite', lang: 'original' });
  });
  test('APIs, the ingest, Next assets and files are left alone', () => {
    for (const path of [
      '/api/login',
      '/ingest/v1/web/i',
      '/_next/static/x.js',
      '/robots.txt',
      '/sitemap.xml',
      '/images/a.svg',
    ]) {
      expect(isLanguageNeutralPath(path)).toBe(true);
    }
    expect(isLanguageNeutralPath('/articles/how-to-listen-2')).toBe(false);
  });
  test("a public replay link is a page, whatever its token's signature: a JWT's dots are no file extension", () => {
    // Seen in a run: this link's signature has no '-' or '_', and the link answered the site-wide 404.
    const seen =
      '/shared/eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJwYXJsZXkiLCJhdWQiOiJwYXJsZXktc2hhcmVkLXJlcGxheSIsInN1YiI6IjFkMGVmN2ZjLWI5NDAtNDFlYi04NDQ3LTlhYTc4N2U5Y2NhZiIsImlhdCI6MTc5NjYxNzYyOCwiZXhwIjoxNzk3MjIyNDI4fQ.algZqC5mL361cmgiYhZb8GgYraRSzTta0M9NHg6Feg4';
    expect(isLanguageNeutralPath(seen)).toBe(false);
    const base64url = fc.stringMatching(/^[A-Za-z0-9_-]+$/);
    // An HS256 signature is 32 bytes: 43 characters of base64url.
    const signature = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
    fc.assert(
      fc.property(base64url, base64url, signature, (header, payload, sig) => {
        expect(isLanguageNeutralPath(`/shared/${header}.${payload}.${sig}`)).toBe(false);
      }),
    );
    // Files keep their extensions, up to the longest a browser asks for.
    expect(isLanguageNeutralPath('/site.webmanifest')).toBe(true);
    expect(isLanguageNeutralPath(`/x.${'a'.repeat(FILE_EXTENSION_MAX_LENGTH + 1)}`)).toBe(false);
  });
  test('links carry the language last: /{target}?lang={language}', () => {
    expect(localizedHref('/articles', 'de', { category: 'trending-topics', page: 2 })).toBe(
      '/articles?category=trending-topics&page=2&lang=de',
    );
    expect(localizedHref('/random', 'original')).toBe('/random?lang=original');
  });
});
