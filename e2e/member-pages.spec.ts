import { expect, test, type Browser, type Page } from '@playwright/test';
import { library } from './fixtures';
import { ownClientAddress } from './fixtures';
import { declinedRecording } from './visitor-state';

// Member pages (issues 10 and 12): the signed-in bar is there from the first frame, nothing moves, and what is kept
// and served to everyone holds nothing of any one member.

let counter = 0;
function newMember() {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: `p_${id}`.slice(0, 30), email: `p-${id}@parley.example`, pwd: 'a long walk by the river' };
}

async function signedInPage(browser: Browser, { lang = 'original', width = 1280 } = {}): Promise<{ page: Page; username: string }> {
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    storageState: declinedRecording(test.info().project.use.baseURL!),
    extraHTTPHeaders: ownClientAddress(),
  });
  const page = await context.newPage();
  const member = newMember();
  await page.goto(`/register?lang=${lang}`);
  await page.locator('#field-username').fill(member.username);
  await page.locator('#field-email').fill(member.email);
  await page.locator('#field-pwd').fill(member.pwd);
  await Promise.all([page.waitForURL(/\/\?(welcome=new&)?lang=/), page.locator('form button[type=submit]').click()]);
  return { page, username: member.username };
}

/**
 * Watches every animation frame of a page load from the first one on: whether the bar showed its signed-out links
 * (login, sign up) or lacked the member's part in any frame, and every layout shift (PerformanceObserver, the
 * entries CLS sums, without those right after input).
 */
const WATCH_FRAMES = `(() => {
  const state = { frames: 0, signedOutFrames: 0, memberMissingFrames: 0, shifts: [] };
  window.__barWatch = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) state.shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const tick = () => {
    const bar = document.querySelector('header.navbar');
    if (bar) {
      state.frames += 1;
      if ([...bar.querySelectorAll('a[href^="/login"], a[href^="/register"]')].some(shown)) state.signedOutFrames += 1;
      const bell = [...bar.querySelectorAll('.user-menu .notifications > button')].some(shown);
      if (!bell) state.memberMissingFrames += 1;
    }
    if (performance.now() < 4000) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

type Watch = { frames: number; signedOutFrames: number; memberMissingFrames: number; shifts: number[] };

async function watchedLoad(page: Page, path: string): Promise<Watch & { cls: number }> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The frame watch runs for the first 4 s of the page.
  await page.waitForFunction(() => performance.now() > 4000);
  const watch = (await page.evaluate(() => (window as unknown as { __barWatch: Watch }).__barWatch)) as Watch;
  return { ...watch, cls: watch.shifts.reduce((sum, value) => sum + value, 0) };
}

for (const [lang, width] of [
  ['original', 1280],
  ['fa', 390],
] as const) {
  test(`a member sees the signed-in bar from the first frame and nothing moves: member and reader pages (${lang}, ${width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { page, username } = await signedInPage(browser, { lang, width });
    await page.addInitScript(WATCH_FRAMES);
    const questionPath = await page.locator('main a[href^="/question/"]').first().getAttribute('href');
    const groupPath = await page.locator('main a[href^="/group/"]').first().getAttribute('href');
    const article = library.articles[0]!;
    const pages = [
      `/home?lang=${lang}`,
      questionPath!.replace(/\?.*/, '') + `?lang=${lang}`,
      `/random?lang=${lang}`,
      `/user/${username}?lang=${lang}`,
      (groupPath ?? '/home').replace(/\?.*/, '') + `?lang=${lang}`,
      `/articles/${article.slug}?lang=${lang}`,
      `/blog?lang=${lang}`,
    ];
    const results: Record<string, Watch & { cls: number }> = {};
    for (const path of pages) results[path] = await watchedLoad(page, path);
    console.log(`bar watch (${lang}, ${width} px):`, JSON.stringify(Object.fromEntries(Object.entries(results).map(([p, r]) => [p, { frames: r.frames, signedOut: r.signedOutFrames, memberMissing: r.memberMissingFrames, cls: Number(r.cls.toFixed(4)) }]))));
    for (const [path, result] of Object.entries(results)) {
      expect(result.frames, `${path}: frames watched`).toBeGreaterThan(0);
      expect(result.signedOutFrames, `${path}: frames with the signed-out bar`).toBe(0);
      expect(result.memberMissingFrames, `${path}: frames without the member's part of the bar`).toBe(0);
      expect(result.cls, `${path}: cumulative layout shift`).toBe(0);
    }
  });
}
