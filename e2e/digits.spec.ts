import { expect, test, type Browser, type Page } from '@playwright/test';
import { declinedRecording } from './visitor-state';
import { articleWith, library } from './fixtures';
import fa from '@/messages/fa.json';

// Digits are consistent per language (docs/decisions/0031-digits-follow-language.md), chosen once: Persian digits throughout a Persian page. Every page of
// the site is read in `fa` as a visitor, a member and the product team would see it, and no Latin digit may be left
// in its visible text, except in what must stay as written (see latinDigitsShown).

const MEMBER = { email: 'mina@parley.example', pwd: 'slow-river-talks' };
const ADMIN = { email: 'team@parley.example', pwd: 'studio-listens-closely' };

/**
 * The visible text nodes of the page that show a Latin digit, as `tag.class: text`. Exempt, because they must stay as
 * written: text marked left-to-right (`dir="ltr"`: a phone number, a postcode, an address; or a run between the
 * Unicode isolates U+2066 and U+2069 inside a translated sentence: the characters a username may hold), code and input,
 * what members wrote (`dir="auto"`: titles, excerpts, usernames, group names; `<bdi>`: a username inside a sentence),
 * and text in another language than Persian (an untranslated original shown as a fallback carries its own `lang`).
 */
async function latinDigitsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A run isolated left-to-right inside a translated sentence (U+2066 … U+2069) is what a user types: "0-9".
      const text = (node.textContent ?? '').replace(/\u2066[^\u2069]*\u2069/g, '');
      const element = node.parentElement;
      if (!element || !/[0-9]/.test(text)) continue;
      if (element.closest('script, style, noscript, template')) continue;
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (element.closest('[dir="ltr"], [dir="auto"], code, pre, kbd, samp, bdi')) continue;
      const lang = element.closest('[lang]')?.getAttribute('lang');
      if (lang && lang !== 'fa') continue;
      const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`;
      found.push(`${name}: ${text.trim().slice(0, 80)}`);
    }
    return found;
  });
}

async function expectPersianDigits(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  expect(await latinDigitsShown(page), path).toEqual([]);
}

async function signedIn(browser: Browser, account: { email: string; pwd: string }): Promise<Page> {
  const context = await browser.newContext({ storageState: declinedRecording(test.info().project.use.baseURL!) });
  const page = await context.newPage();
  await page.goto('/login?lang=fa');
  await page.locator('#field-email').fill(account.email);
  await page.locator('#field-pwd').fill(account.pwd);
  await Promise.all([page.waitForURL(/\/\?lang=[a-z]+$/), page.locator('form button[type=submit]').click()]);
  return page;
}

test('a visitor sees Persian digits on every reader page in fa', async ({ page }) => {
  test.setTimeout(90_000);
  const paths = [
    '/?lang=fa',
    '/articles?lang=fa',
    '/articles?page=2&lang=fa',
    `/articles/${articleWith('fa').slug}?lang=fa`,
    // An article without a Persian translation: its text is the original's (exempt by its lang), the page's is Persian.
    `/articles/${library.articles.find((a) => !a.translations.fa && a.number !== undefined)?.slug ?? library.articles[0]!.slug}?lang=fa`,
    '/blog?lang=fa',
    `/blog/${library.blog[0]!.url}?lang=fa`,
    '/more-blogs?lang=fa',
    '/impressum?lang=fa',
    '/login?lang=fa',
    '/register?lang=fa',
    '/bug?lang=fa',
    '/no-such-page?lang=fa',
  ];
  for (const path of paths) await expectPersianDigits(page, path);
});

test('a member sees Persian digits on every discussion page in fa, the notifications and filters included', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, MEMBER);
  await expectPersianDigits(page, '/home?lang=fa');
  const question = await page.locator('.cards.questions .card-title a').first().getAttribute('href');
  const group = await page.locator('.cards.questions .eyebrow a[href^="/group/"]').first().getAttribute('href');
  for (const path of [
    '/home?sort=votes&page=2&lang=fa',
    '/random?lang=fa',
    new URL(question!, 'http://x').pathname + '?lang=fa',
    new URL(group!, 'http://x').pathname + '?sort=votes&lang=fa',
    '/user/mina?lang=fa',
    '/logout?lang=fa',
  ]) {
    await expectPersianDigits(page, path);
  }
  // The bell's panel and the filter panel, opened.
  await page.goto('/home?lang=fa');
  await page.getByRole('button', { name: new RegExp(`^${fa.discussion.notifications}`) }).click();
  await expect(page.locator('#activities-panel')).toBeVisible();
  expect(await latinDigitsShown(page), 'notifications').toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: fa.discussion.filters, exact: true }).first().click();
  await expect(page.locator('#filter-panel select').first()).toBeVisible();
  expect(await latinDigitsShown(page), 'filter panel').toEqual([]);
});

test('the product team sees Persian digits on every studio page in fa', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, ADMIN);
  for (const path of [
    '/studio?lang=fa',
    '/studio/bugs?lang=fa',
    '/studio/flags?lang=fa',
    '/studio/tags?lang=fa',
    '/studio/conditions?lang=fa',
  ]) {
    await expectPersianDigits(page, path);
  }
  // A recorded session's replay page, when the list has one (the seeded demo recordings).
  await page.goto('/studio?lang=fa');
  const session = await page
    .locator('a[href^="/studio/sessions/"]')
    .first()
    .getAttribute('href', { timeout: 2000 })
    .catch(() => null);
  if (session) await expectPersianDigits(page, session);
});
