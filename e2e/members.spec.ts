import { expect, test, type Browser, type Page } from '@playwright/test';

// The discussion area as members expect it (issue 12): what they find, and where.

let counter = 0;
function newMember() {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: `m_${id}`.slice(0, 30), email: `m-${id}@parley.example`, pwd: 'a long walk by the river' };
}

/** A new member signed in in a browser context of their own, at the given width. */
async function signedInPage(browser: Browser, lang = 'original', width = 1280): Promise<{ page: Page; username: string }> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = await context.newPage();
  const member = newMember();
  await page.goto(`/register?lang=${lang}`);
  await page.locator('#field-username').fill(member.username);
  await page.locator('#field-email').fill(member.email);
  await page.locator('#field-pwd').fill(member.pwd);
  await Promise.all([page.waitForURL(/\/\?lang=/), page.locator('form button[type=submit]').click()]);
  return { page, username: member.username };
}

for (const [lang, width] of [
  ['original', 390],
  ['fa', 390],
  ['original', 1280],
  ['fa', 1280],
] as const) {
  test(`asking is the primary action: on the first screen of /home and in the bar (${lang}, ${width} px)`, async ({ browser }) => {
    const { page } = await signedInPage(browser, lang, width);
    await page.goto(`/home?lang=${lang}`);
    const ask = page.locator('details#ask > summary');
    await expect(ask).toBeVisible();
    const box = await ask.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: `/tmp/issue12-home-ask-${width}-${lang}.png` });

    // From any page, the bar (or under 700 px its menu) leads to the open ask form.
    await page.goto(`/random?lang=${lang}`);
    if (width < 700) await page.locator('.nav-actions > button.icon-button[aria-expanded]:visible').last().click();
    const barLink = page.locator(`a[href="/home?ask=open&lang=${lang}#ask"]:visible`);
    await Promise.all([page.waitForURL(/\/home\?ask=open/), barLink.first().click()]);
    await expect(page.locator('#ask-title')).toBeVisible();
  });
}

test('the ask form previews the markdown, sanitized, before posting', async ({ browser }) => {
  const { page } = await signedInPage(browser);
  await page.goto('/home?lang=original');
  await page.locator('details#ask > summary').click();
  await page.locator('#ask-body').fill('Anything *at all*.\n\n<script>window.__pwned = 1</script>');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview of your question' });
  await expect(preview.locator('em')).toHaveText('at all');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview).toContainText('<script>');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  // Nothing was posted: still on /home.
  expect(new URL(page.url()).pathname).toBe('/home');
});
