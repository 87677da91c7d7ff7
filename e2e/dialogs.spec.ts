import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './checks';

// The navigation bar's dialogs and panels as a keyboard and low-vision user meets them.

/** WCAG relative luminance contrast of two CSS `rgb()`/`rgba()` colours (alpha ignored: every colour here is opaque). */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .map((v) => v / 255);
    const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(bl!);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The colour of a button's text against its own background, or the first opaque background behind it. */
async function textContrast(button: Locator): Promise<number> {
  const { color, background } = await button.evaluate((element) => {
    let node: Element | null = element;
    let bg = 'rgba(0, 0, 0, 0)';
    while (node) {
      bg = getComputedStyle(node).backgroundColor;
      if (!/rgba\(.*, 0\)$/.test(bg) && bg !== 'transparent') break;
      node = node.parentElement;
    }
    return { color: getComputedStyle(element).color, background: bg };
  });
  return contrast(color, background);
}

async function logIn(page: Page, lang = 'original') {
  await page.goto(`/login?lang=${lang}`);
  await page.locator('#field-email').fill('mina@parley.example');
  await page.locator('#field-pwd').fill('slow-river-talks');
  await Promise.all([page.waitForURL(/\/\?lang=/), page.locator('form button[type=submit]').click()]);
}

test('the Close buttons of the language dialog and the notifications panel are readable', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page);
  await page.goto('/random?lang=original');
  await page.getByRole('button', { name: 'Original', exact: true }).click();
  const closeLanguage = page.getByRole('dialog', { name: 'Select Language' }).getByRole('button', { name: 'Close' });
  expect(await textContrast(closeLanguage)).toBeGreaterThanOrEqual(4.5);
  await page.screenshot({ path: test.info().outputPath('language-dialog-1280-original.png') });
  await closeLanguage.click();

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const closeNotifications = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('button', { name: 'Close notifications' });
  expect(await textContrast(closeNotifications)).toBeGreaterThanOrEqual(4.5);
  await page.screenshot({ path: test.info().outputPath('notifications-1280-original.png') });
});

for (const [lang, width] of [
  ['original', 1280],
  ['fa', 390],
] as const) {
  test(`Tab stays inside the open language dialog, and axe finds nothing serious with it open (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/articles?lang=${lang}`);
    await page.locator('.nav-actions button[aria-haspopup=dialog]:visible').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]'))), `Tab ${i + 1}`).toBe(
        true,
      );
    }
    await page.screenshot({ path: test.info().outputPath(`language-dialog-${width}-${lang}.png`) });
    await expectNoSeriousA11yViolations(page);
  });
}

test('the phone menu closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/articles?lang=original');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
});

test('the navigation bar focus ring reaches 3:1 against the bar, and the skip link does not cover the brand', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/articles?lang=original');
  await page.keyboard.press('Tab');
  const skip = page.locator('.skip-link');
  await expect(skip).toBeFocused();
  const [skipBox, brandBox] = [await skip.boundingBox(), await page.locator('.brand').boundingBox()];
  const overlaps =
    skipBox!.x < brandBox!.x + brandBox!.width &&
    brandBox!.x < skipBox!.x + skipBox!.width &&
    skipBox!.y < brandBox!.y + brandBox!.height &&
    brandBox!.y < skipBox!.y + skipBox!.height;
  expect(overlaps).toBe(false);

  await page.keyboard.press('Tab');
  const brand = page.locator('.brand');
  await expect(brand).toBeFocused();
  const { ring, bar } = await brand.evaluate((element) => ({
    ring: getComputedStyle(element).outlineColor,
    bar: getComputedStyle(element.closest('.navbar')!).backgroundColor,
  }));
  expect(contrast(ring, bar)).toBeGreaterThanOrEqual(3);
});

for (const [lang, width] of [
  ['original', 1280],
  ['fa', 390],
] as const) {
  test(`the filter panel's selects fit the panel and "Apply" looks enabled (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/random?lang=${lang}`);
    await page
      .locator('.nav-actions button[aria-controls], .nav-actions button[aria-expanded]:visible')
      .first()
      .click();
    const panel = page.locator('#filter-panel');
    await expect(panel.locator('select').first()).toBeVisible();
    const box = (await panel.boundingBox())!;
    for (const select of await panel.locator('select').all()) {
      const own = (await select.boundingBox())!;
      expect(own.x).toBeGreaterThanOrEqual(box.x);
      expect(own.x + own.width).toBeLessThanOrEqual(box.x + box.width);
    }
    expect(await textContrast(panel.locator('button[type=submit]'))).toBeGreaterThanOrEqual(4.5);
    const apply = await panel
      .locator('button[type=submit]')
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(contrast(apply, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: test.info().outputPath(`filter-panel-${width}-${lang}.png`) });
  });
}
