import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { library } from './fixtures';
import { askFromHome as ask, registerNewMember } from './new-members';

const signedInPage = (browser: Browser, options: { lang?: string; width?: number } = {}) =>
  registerNewMember(browser, { prefix: 'p', ...options });

// Member pages (issues 10 and 12): the signed-in bar is there from the first frame, nothing moves, and what is kept
// and served to everyone holds nothing of any one member.

/**
 * Watches every animation frame of a page load from the first one on: whether the bar showed its signed-out links
 * (login, sign up) or lacked the member's part in any frame, and every layout shift (PerformanceObserver, the
 * entries CLS sums, without those right after input).
 */
const WATCH_FRAMES = `(() => {
  const state = { frames: 0, signedOutFrames: 0, memberMissingFrames: 0, shifts: [], shifted: [] };
  window.__barWatch = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      state.shifts.push(entry.value);
      // What moved, for the failure message.
      for (const source of entry.sources ?? []) {
        const node = source.node;
        state.shifted.push(node ? (node.nodeName + '.' + (node.className || '') + '#' + (node.id || '')).slice(0, 80) + ' ' + (node.textContent || '').slice(0, 40) : '(gone)');
      }
    }
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

type Watch = {
  frames: number;
  signedOutFrames: number;
  memberMissingFrames: number;
  shifts: number[];
  shifted: string[];
};

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
  test(`a member sees the signed-in bar from the first frame and nothing moves: member and reader pages (${lang}, ${width} px)`, async ({
    browser,
  }) => {
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
    console.log(
      `bar watch (${lang}, ${width} px):`,
      JSON.stringify(
        Object.fromEntries(
          Object.entries(results).map(([p, r]) => [
            p,
            {
              frames: r.frames,
              signedOut: r.signedOutFrames,
              memberMissing: r.memberMissingFrames,
              cls: Number(r.cls.toFixed(4)),
            },
          ]),
        ),
      ),
    );
    for (const [path, result] of Object.entries(results)) {
      expect(result.frames, `${path}: frames watched`).toBeGreaterThan(0);
      expect(result.signedOutFrames, `${path}: frames with the signed-out bar`).toBe(0);
      expect(result.memberMissingFrames, `${path}: frames without the member's part of the bar`).toBe(0);
      expect(result.cls, `${path}: cumulative layout shift (${result.shifted.join(' | ')})`).toBe(0);
    }
  });
}

/**
 * Asks for a cached page twice: the second response comes from the response cache (server/response-cache.ts), shows
 * `shows`, and carries none of the proxy's cache tags for that cache.
 */
async function expectFromResponseCache(request: APIRequestContext, address: string, shows: string) {
  await request.get(address);
  const again = await request.get(address);
  expect(again.status()).toBe(200);
  expect(again.headers()['x-parley-cache']).toBe('HIT');
  expect(again.headers()['x-parley-cache-tags']).toBeUndefined();
  expect(again.headers()['x-parley-cache-key-cookies']).toBeUndefined();
  expect(await again.text()).toContain(shows);
  return again;
}

test('a question page is kept and shared: the same bytes for every member and reader, each member’s side apart, changes visible at once to everyone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await signedInPage(browser);
  const b = await signedInPage(browser);
  const question = await ask(a.page, 'What do you keep for later and never get back to?', 'Asked by *A*.');
  const address = `${question}?lang=original`;

  // B reads it: nothing to vote on but the question, no answer yet. From then on the response cache serves it,
  // to members as to readers, so each change below must reach that cache too.
  await b.page.goto(address);
  await expect(b.page.getByRole('heading', { name: 'No answers yet' })).toBeVisible();
  await expectFromResponseCache(b.page.request, address, 'No answers yet');

  // A answers; B's next load shows the answer at once.
  await a.page.goto(address);
  await a.page.locator('#answer-body').fill('A list I never read again.');
  await Promise.all([
    a.page.waitForURL(/#answer-/),
    a.page.locator('#answer-body').locator('xpath=ancestor::form').locator('button[type=submit]').click(),
  ]);
  const answerId = new URL(a.page.url()).hash.slice(1);
  await b.page.goto(address);
  const answerForB = b.page.locator(`#${answerId}`);
  await expect(answerForB).toContainText('A list I never read again.');
  await expectFromResponseCache(b.page.request, address, 'A list I never read again.');

  // B upvotes it; A's next load shows the vote at once.
  await answerForB.getByRole('button', { name: 'Upvote' }).click();
  await expect(answerForB.getByRole('button', { name: 'Upvoted' })).toHaveAttribute('aria-pressed', 'true');
  await a.page.goto(address);
  const answerForA = a.page.locator(`#${answerId}`);
  await expect(answerForA.locator('.score')).toHaveText('1 vote');

  // Where the members differ, each sees their own: B's upvote pressed and a report form; A's own answer with "Edit"
  // and nothing to vote on or report; A's bell lit by B's vote, B's dark.
  await b.page.goto(address);
  await expect(answerForB.getByRole('button', { name: 'Upvoted' })).toHaveAttribute('aria-pressed', 'true');
  await expect(answerForB.locator('details.report')).toHaveCount(1);
  await expect(answerForB.locator('details.edit')).toHaveCount(0);
  await expect(answerForA.locator('details.edit > summary')).toBeVisible();
  await expect(answerForA.getByRole('button', { name: /Upvote/ })).toHaveCount(0);
  await expect(answerForA.locator('details.report')).toHaveCount(0);
  await expect(a.page.getByTestId('unread-indicator')).toBeVisible();
  await expect(b.page.locator('.user-menu .notifications > button')).toBeVisible();
  await expect(b.page.getByTestId('unread-indicator')).toHaveCount(0);

  // The page itself is one: the same bytes for A, B and an anonymous reader, from the cache, naming neither member
  // beyond what everyone sees (A as the author), and never to be served by any cache without asking the site.
  const anonymous = await browser.newContext();
  const bodies: string[] = [];
  for (const request of [a.page.request, b.page.request, anonymous.request]) {
    const response = await expectFromResponseCache(request, address, '1 vote');
    expect(response.headers()['cache-control']).toBe('no-cache');
    bodies.push(await response.text());
  }
  expect(bodies[1]).toBe(bodies[0]);
  expect(bodies[2]).toBe(bodies[0]);
  expect(bodies[0]).not.toContain(b.username);
  await anonymous.close();
});

test('a made-up question address is the prerendered not-found screen of any unknown address: no page is rendered or kept for it', async ({
  page,
}) => {
  const unknown = await page.request.get('/no-such-page-at-all?lang=de');
  expect(unknown.status()).toBe(404);
  for (const slug of ['nobody-asked-this-zz99zz', 'nor-this-one-aa11aa']) {
    const response = await page.request.get(`/question/${slug}?lang=de`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toBe(await unknown.text());
  }
});

test('the home feed is kept per view: two members get one page that names neither, each greeted by name, and a new question is on the other’s feed at once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Two new members, in no group: the same view of the feed (lib/discussion/feed.ts), so one cached page for both.
  const a = await signedInPage(browser);
  const b = await signedInPage(browser);
  for (const member of [a, b]) {
    await member.page.goto('/home?lang=original');
    await expect(member.page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${member.username}`);
  }

  // The page itself: the same bytes for both (other tests running at once may change the feed between two fetches,
  // hence the retry), holding neither name, and for no shared cache.
  await expect(async () => {
    const bodies: string[] = [];
    for (const member of [a, b]) {
      const response = await member.page.request.get('/home?lang=original');
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('private, no-cache');
      bodies.push(await response.text());
    }
    expect(bodies[1]).toBe(bodies[0]);
    for (const body of bodies) {
      expect(body).toContain('id="feed-title"');
      expect(body).not.toContain(a.username);
      expect(body).not.toContain(b.username);
    }
  }).toPass({ timeout: 30_000 });

  // A asks; B's next load of the cached feed shows the question at once.
  const question = await ask(
    a.page,
    `Which promise to yourself did you keep this year? ${Date.now().toString(36)}`,
    'Asked by A for the feed.',
  );
  await b.page.goto('/home?lang=original');
  await expect(b.page.locator(`main a[href^="${question}"]`).first()).toBeVisible();
  await expect(b.page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${b.username}`);
});
