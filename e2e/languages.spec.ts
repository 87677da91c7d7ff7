import { expect, test, type Page } from '@playwright/test';
import { articleWith, articleWithout } from './fixtures';

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

test.describe('language resolution: query, then saved, then original', () => {
  test('the lang query parameter beats the saved setting', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'fa', url: baseURL! }]);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'fa'));
    await page.goto('/articles?lang=de');
    expect(await htmlLang(page)).toBe('de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artikel');
    await expect(page).toHaveURL(/\/articles\?lang=de$/);
  });

  test('the saved setting beats original: the address gains ?lang= and the page is not shared-cacheable', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'es', url: baseURL! }]);
    const redirect = await page.request.get('/blog', { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(redirect.headers()['location']).toBe('/blog?lang=es');
    expect(redirect.headers()['cache-control']).toContain('private');
    await page.goto('/blog');
    await expect(page).toHaveURL(/\/blog\?lang=es$/);
    expect(await htmlLang(page)).toBe('es');
  });

  test('a language saved only in localStorage is restored too', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lang', 'de'));
    await page.goto('/impressum');
    await expect(page).toHaveURL(/\/impressum\?lang=de$/);
    expect(await htmlLang(page)).toBe('de');
  });

  test('without either, the page is in the original language', async ({ page }) => {
    const response = await page.goto('/articles');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/articles$/);
    expect(await htmlLang(page)).toBe('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles');
  });
});

test('changing the language saves it, writes it into the address, records the event and reloads', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 480, height: 900 });
  const { slug } = articleWith('de');
  await page.goto(`/articles/${slug}?lang=original`);
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  await page.getByRole('button', { name: 'Language' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Language' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: /Deutsch/ }).click()]);

  await expect(page).toHaveURL(new RegExp(`/articles/${slug}\\?lang=de$`));
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  expect(await htmlLang(page)).toBe('de');
  expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe('de');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('de');
  const events = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('parley.analytics.queue') ?? '[]'));
  expect(events).toEqual([{ name: 'settings/language', data: { from: 'original', to: 'de' }, at: expect.any(Number) }]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(articleWith('de').translations.de!.title);

  // The saved setting now applies to an address without ?lang=.
  await page.goto('/blog');
  await expect(page).toHaveURL(/\/blog\?lang=de$/);
});

test('Persian renders right-to-left with a mirrored layout', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/?lang=fa');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  const brand = await page.getByRole('link', { name: 'صفحهٔ اصلی Parley' }).boundingBox();
  expect(brand!.x).toBeGreaterThan(600);
  await page.goto('/?lang=original');
  const ltrBrand = await page.getByRole('link', { name: 'Parley home' }).boundingBox();
  expect(ltrBrand!.x).toBeLessThan(200);
});

test('an untranslated article shows the original with a translated note; a translated one does not', async ({
  page,
}) => {
  const untranslated = articleWithout('fa');
  await page.goto(`/articles/${untranslated.slug}?lang=fa`);
  await expect(page.getByRole('note')).toContainText('این مقاله هنوز به فارسی در دسترس نیست');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(untranslated.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');

  const translated = articleWith('fa');
  await page.goto(`/articles/${translated.slug}?lang=fa`);
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.translations.fa!.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'fa');
});

test('navigation from the bar is a full page load to /{target}?lang={language}', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/?lang=es');
  await expect(page.getByRole('link', { name: 'Preguntas aleatorias' })).toHaveAttribute('href', '/random?lang=es');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Artículos' }).click(),
  ]);
  await expect(page).toHaveURL(/\/articles\?lang=es$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artículos');
});

test('under 700 px the bar shows the language and menu buttons, and the menu opens and closes', async ({ page }) => {
  await page.setViewportSize({ width: 699, height: 800 });
  await page.goto('/?lang=original');
  await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Blog' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.locator('#mobile-menu')).toHaveCount(0);
  await page.setViewportSize({ width: 700, height: 800 });
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
});
