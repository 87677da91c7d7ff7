import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectValidHtml } from './checks';
import { library } from './fixtures';
import { LANG_CODES } from '@/lib/i18n/languages';
import { CATALOGUE_PAGE_SIZE } from '@/lib/content/catalogue';
import { BLOG_INDEX_SIZE } from '@/lib/content/blog';

const article = library.articles[0]!;
const post = library.blog[0]!;
const READER_PAGES = [
  { name: 'landing', path: '/' },
  { name: 'catalogue', path: '/articles' },
  { name: 'article', path: `/articles/${article.slug}` },
  { name: 'blog index', path: '/blog' },
  { name: 'more blog posts', path: '/more-blogs' },
  { name: 'blog post', path: `/blog/${post.url}` },
  { name: 'impressum', path: '/impressum' },
  { name: 'not found', path: '/this-page-does-not-exist', status: 404 },
];

for (const lang of ['original', 'fa'] as const) {
  for (const { name, path, status = 200 } of READER_PAGES) {
    test(`${name} in ${lang}: valid HTML and no serious accessibility violation`, async ({ page }) => {
      const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      expect(response?.status()).toBe(status);
      await expectValidHtml(response!);
      await expectNoSeriousA11yViolations(page);
    });
  }
}

test('unknown paths get 404 and the translated not-found screen', async ({ page }) => {
  for (const [path, heading] of [
    ['/no/such/page', 'Page not found'],
    ['/articles/no-such-article?lang=de', 'Seite nicht gefunden'],
    ['/blog/no-such-post?lang=es', 'Página no encontrada'],
    ['/articles?page=9999', 'Page not found'],
    ['/articles?page=abc', 'Page not found'],
  ]) {
    const response = await page.goto(path!);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  }
});

test('the footer links to the impressum, which exists in every language', async ({ page }) => {
  for (const lang of LANG_CODES) {
    await page.goto(`/?lang=${lang}`);
    const link = page.getByRole('contentinfo').getByRole('link').last();
    await expect(link).toHaveAttribute('href', `/impressum?lang=${lang}`);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Impressum|Legal|اطلاعات|Aviso|Notice/i);
  }
});

test('the catalogue filters by category, searches titles and summaries with the matches marked, and paginates with numbered pages', async ({
  page,
}) => {
  await page.goto('/articles?lang=original');
  await expect(page.getByRole('status')).toHaveText(`${library.articles.length} articles`);
  await expect(page.locator('.cards > li')).toHaveCount(CATALOGUE_PAGE_SIZE);

  // Numbered pages: the current one marked, the next ones a link each.
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.locator('[aria-current="page"]')).toHaveText('1');
  await expect(pager.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'href',
    '/articles?page=2&lang=original',
  );
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/articles\?page=2&lang=original$/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
  const secondTitle = library.articles[CATALOGUE_PAGE_SIZE]!.title;
  await expect(page.locator('.cards > li').first().getByRole('heading')).toHaveText(secondTitle);

  const category = article.category;
  await page.getByLabel('Category').selectOption({ label: category });
  await Promise.all([page.waitForURL(/[?&]category=/), page.getByRole('button', { name: 'Show articles' }).click()]);
  const inCategory = library.articles.filter((a) => a.category === category).length;
  await expect(page.getByRole('status')).toHaveText(`${inCategory} articles`);

  const word = article.title.split(' ').find((w) => w.length > 5)!;
  await page.getByLabel('Search titles and summaries').fill(word.toUpperCase());
  await Promise.all([page.waitForURL(/[?&]q=/), page.getByRole('button', { name: 'Show articles' }).click()]);
  // The URL changes before the new list renders: wait for the search to show in the list, then read it.
  await expect(page.getByLabel('Search titles and summaries')).toHaveValue(word.toUpperCase());
  await expect(page.locator('.cards > li h2').first()).toContainText(word, { ignoreCase: true });
  const cards = await page.locator('.cards > li').all();
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    expect((await card.textContent())!.toLowerCase()).toContain(word.toLowerCase());
    await expect(card.locator('mark').first()).toHaveText(word, { ignoreCase: true });
  }
});

test('the catalogue search covers summaries too, and a long unbroken word wraps inside its card', async ({ page }) => {
  // A word of some summary that is in no title.
  const inSummaryOnly = library.articles
    .flatMap((a) => (a.description ?? '').split(/[^A-Za-z]+/).filter((w) => w.length > 8))
    .find((w) => !library.articles.some((a) => a.title.toLowerCase().includes(w.toLowerCase())))!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/articles?q=${encodeURIComponent(inSummaryOnly)}&lang=original`);
  await expect(page.locator('.cards > li').first().locator('.card-text mark').first()).toHaveText(inSummaryOnly, {
    ignoreCase: true,
  });
  await page.screenshot({ path: test.info().outputPath('catalogue-search-390-original.png') });
  // A card with a very long word keeps to the screen's width.
  const overflow = await page
    .locator('.cards > li')
    .first()
    .evaluate((card) => {
      card.querySelector('.card-text')!.textContent = 'x'.repeat(300);
      return card.scrollWidth - card.clientWidth;
    });
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an article page carries canonical, hreflang alternates, Open Graph and Article JSON-LD', async ({ page }) => {
  await page.goto(`/articles/${article.slug}?lang=de`);
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/articles/${article.slug}\\?lang=de$`),
  );
  for (const hreflang of ['en', 'de', 'fa', 'es', 'x-default']) {
    await expect(head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
  }
  await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute(
    'href',
    new RegExp(`/articles/${article.slug}\\?lang=original$`),
  );
  // Every alternate is canonical: the original's page declares itself canonical at the x-default address.
  const xDefault = await head.locator('link[hreflang="x-default"]').getAttribute('href');
  await page.goto(new URL(xDefault!).pathname + new URL(xDefault!).search);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', xDefault!);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ '@type': 'Article', articleSection: article.category });

  await page.goto(`/blog/${post.url}?lang=original`);
  const blogLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(blogLd).toMatchObject({ '@type': 'BlogPosting', datePublished: post.date, author: { name: post.author } });
});

test(`/blog shows the ${BLOG_INDEX_SIZE} newest posts and /more-blogs the rest: every post once, newest first`, async ({
  page,
}) => {
  const postLinks = async () =>
    (await page.locator('main .card-title a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).map(
      (href) => href!.split('?')[0],
    );
  await page.goto('/blog?lang=es');
  const newest = await postLinks();
  await Promise.all([
    page.waitForURL(/\/more-blogs\?lang=es$/),
    page.locator('main a[href="/more-blogs?lang=es"]').click(),
  ]);
  const older = await postLinks();
  expect(newest).toEqual(library.blog.slice(0, BLOG_INDEX_SIZE).map((p) => `/blog/${p.url}`));
  expect([...newest, ...older]).toEqual(library.blog.map((p) => `/blog/${p.url}`));
  expect(older.length).toBeGreaterThan(0);
});

test('the sitemap lists every article and blog page in every language, with alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = new Set(
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname + new URL(m[1]!).search),
  );
  for (const lang of LANG_CODES) {
    for (const a of library.articles) expect(locs.has(`/articles/${a.slug}?lang=${lang}`)).toBe(true);
    for (const p of library.blog) expect(locs.has(`/blog/${p.url}?lang=${lang}`)).toBe(true);
  }
  expect(locs.size).toBe((library.articles.length + library.blog.length + 5) * LANG_CODES.length);
  expect(xml).toContain('hreflang="x-default"');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  expect(robots).toMatch(/Sitemap: http.*\/questions-sitemap\.xml/);

  // Question pages are indexable too: every seeded question, in every language.
  const questions = await request.get('/questions-sitemap.xml');
  expect(questions.status()).toBe(200);
  const questionLocs = [...(await questions.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!.replace(/&amp;/g, '&')),
  );
  expect(questionLocs.length).toBeGreaterThanOrEqual(300 * LANG_CODES.length);
  const sample = questionLocs.find((u) => u.searchParams.get('lang') === 'fa')!;
  expect((await request.get(sample.pathname + sample.search)).status()).toBe(200);
});

test('an anonymous reader’s article comes from the response cache the second time, the same bytes and headers; a reader who sends a cookie always gets it from Next.js', async ({
  playwright,
  baseURL,
}) => {
  // A client of its own: no cookie jar and no browser cache, so each request reaches the server as sent.
  const client = await playwright.request.newContext({ baseURL });
  const address = `/articles/${library.articles[1]!.slug}?lang=es`;
  const first = await client.get(address, { headers: { 'accept-encoding': 'identity' } });
  const second = await client.get(address, { headers: { 'accept-encoding': 'identity' } });
  expect(first.status()).toBe(200);
  expect(second.headers()['x-parley-cache']).toBe('HIT');
  expect(await second.body()).toEqual(await first.body());
  for (const name of ['cache-control', 'etag', 'content-type', 'content-security-policy', 'vary', 'x-nextjs-cache']) {
    expect(second.headers()[name]).toBe(first.headers()[name]);
  }
  // The browser that has the page already gets 304 without a body.
  const again = await client.get(address, {
    headers: { 'accept-encoding': 'identity', 'if-none-match': first.headers()['etag']! },
  });
  expect(again.status()).toBe(304);
  // Any cookie (a member's session, a saved language) takes the request past the cache, every time.
  for (let i = 0; i < 2; i += 1) {
    const withCookie = await client.get(address, { headers: { cookie: 'lang=de' } });
    expect(withCookie.status()).toBe(200);
    expect(withCookie.headers()['x-parley-cache']).toBeUndefined();
  }
  // A page that is not the same for everyone is never kept: the not-found page, and a member page asked without a session (a redirect to sign in).
  for (const path of ['/no-such-page-here?lang=es', '/home?lang=es']) {
    await client.get(path);
    expect((await client.get(path)).headers()['x-parley-cache']).not.toBe('HIT');
  }
  await client.dispose();
});

test.describe('reader pages start their script at the reader’s first interaction (docs/decisions/0065)', () => {
  // A new visitor: no recording choice yet, so the consent banner is what React shows first.
  test.use({ storageState: { cookies: [], origins: [] } });
  const bundleScriptsRunning = () =>
    document.querySelectorAll('script[src*="/_next/static/chunks/"]:not([nomodule])').length;

  for (const path of [`/articles/${article.slug}?lang=original`, '/articles?lang=fa']) {
    test(`${path}: nothing of the bundle runs at load; a click on the language button before then opens its dialog, and no policy is broken`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForTimeout(1000);
      expect(await page.evaluate(bundleScriptsRunning)).toBe(0);
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      await expect(page.locator('.consent-banner')).toHaveCount(0);
      // The first thing the reader does is a click on a button only script answers: held, then given again.
      await page.locator('button[aria-haspopup="dialog"]:visible').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await page.evaluate(bundleScriptsRunning)).toBeGreaterThan(0);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      // Now hydrated, the consent banner asks.
      await expect(page.locator('.consent-banner')).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('a link works before the page is hydrated (a full page load), and a scroll starts the page', async ({
    page,
  }) => {
    await page.goto(`/articles/${article.slug}?lang=original`, { waitUntil: 'load' });
    await Promise.all([
      page.waitForEvent('load'),
      page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href^="/blog"]')!.click()),
    ]);
    await expect(page).toHaveURL(/\/blog\?lang=original$/);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    await page.mouse.wheel(0, 300);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  });

  test('a signed-in member’s reader page, and a visitor who agreed to recording, start at once', async ({
    browser,
    baseURL,
  }) => {
    for (const storageState of [
      { cookies: [{ name: 'parley-signed-in', value: '1', url: baseURL! }], origins: [] },
      {
        cookies: [],
        origins: [{ origin: baseURL!, localStorage: [{ name: 'parley.recordingConsent', value: 'granted' }] }],
      },
    ]) {
      const context = await browser.newContext({ storageState: storageState as never });
      const page = await context.newPage();
      await page.goto(`/articles/${article.slug}?lang=de`);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await context.close();
    }
  });
});
