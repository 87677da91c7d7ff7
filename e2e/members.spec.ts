import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACTIVITIES_POLL_INTERVAL_MS } from '@/lib/discussion/limits';
import { askFromHome as ask, ownBrowserContext, registerNewMember } from './new-members';

const signedInPage = (browser: Browser, lang = 'original', width = 1280) =>
  registerNewMember(browser, { prefix: 'm', lang, width });

// The discussion area as members expect it: what they find, and where.

for (const [lang, width] of [
  ['original', 390],
  ['fa', 390],
  ['original', 1280],
  ['fa', 1280],
] as const) {
  test(`asking is the primary action: on the first screen of /home and in the bar (${lang}, ${width} px)`, async ({
    browser,
  }) => {
    const { page } = await signedInPage(browser, lang, width);
    await page.goto(`/home?lang=${lang}`);
    const ask = page.locator('details#ask > summary');
    await expect(ask).toBeVisible();
    const box = await ask.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: test.info().outputPath(`home-ask-${width}-${lang}.png`) });

    // From any page, the bar (or under 700 px its menu) leads to the open ask form.
    await page.goto(`/random?lang=${lang}`);
    if (width < 700) await page.locator('.nav-actions > button.icon-button[aria-expanded]:visible').last().click();
    const barLink = page.locator(`a[href="/home?ask=open&lang=${lang}#ask"]:visible`);
    await Promise.all([page.waitForURL(/\/home\?ask=open/), barLink.first().click()]);
    await expect(page.locator('#ask-title')).toBeVisible();
  });
}

test('on a group page too, asking comes first: "Ask in this group" on the first phone screen, opening a form set to the group', async ({
  browser,
}) => {
  const { page } = await signedInPage(browser, 'original', 390);
  const filters = (await (await page.request.get('/api/filters?language_id=none')).json()) as {
    key: string;
    options: { value: string }[];
  }[];
  const group = filters.find((f) => f.key === 'group')!.options[0]!.value;
  await page.goto(`/group/${group}?lang=original`);
  const ask = page.locator('details#ask-in-group > summary');
  const box = (await ask.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await ask.click();
  await expect(page.locator('#ask-title')).toBeVisible();
  await expect(page.locator('details#ask-in-group select[name="group"]')).toHaveValue(group);
});

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

test('the ask form is reachable by keyboard alone: Tab to "Ask a question", Enter opens it, the next Tab is its title', async ({
  browser,
}) => {
  const { page } = await signedInPage(browser);
  await page.goto('/home?lang=original');
  const summary = page.locator('details#ask > summary');
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await summary.evaluate((element) => element === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('details#ask')).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(page.locator('#ask-title')).toBeFocused();
});

/** Answers on the question page; returns the new answer's element id. */
async function answer(page: Page, question: string, body: string): Promise<string> {
  await page.goto(`${question}?lang=original`);
  await page.locator('#answer-body').fill(body);
  await Promise.all([
    page.waitForURL(/#answer-/),
    page.locator('#answer-body').locator('xpath=ancestor::form').locator('button[type=submit]').click(),
  ]);
  return new URL(page.url()).hash.slice(1);
}

test('votes as members know them: a second click takes an upvote back, answers sort, a new answer is highlighted and not under the bar', async ({
  browser,
}) => {
  const asker = await signedInPage(browser);
  const helper = await signedInPage(browser, 'original', 390);
  const question = await ask(asker.page, 'What did you learn from a long silence?', 'Tell me about *one*.');
  await answer(helper.page, question, 'That it was not empty.');
  const second = await answer(helper.page, question, 'That it said more than I did, and for longer than I wanted.');

  // The new answer is marked and sits below the sticky bar, not under it.
  const mine = helper.page.locator(`#${second}`);
  await expect(mine).toHaveClass(/new-answer/);
  const barBottom = (await helper.page.locator('.navbar').boundingBox())!.height;
  await expect.poll(async () => (await mine.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom);
  await helper.page.screenshot({ path: test.info().outputPath('new-answer-390-original.png') });

  // Upvote, then take it back.
  const page = asker.page;
  await page.goto(`${question}?lang=original`);
  const target = page.locator(`#${second}`);
  await target.getByRole('button', { name: 'Upvote' }).click();
  await expect(target.getByRole('button', { name: 'Upvoted' })).toHaveAttribute('aria-pressed', 'true');
  await expect(target.locator('.score')).toHaveText('1 vote');
  await target.getByRole('button', { name: 'Upvoted' }).click();
  await expect(target.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'false');
  await expect(target.locator('.score')).toHaveText('0 votes');

  // Sorting: newest first puts the second answer on top; the chosen order is marked.
  const sort = page.getByRole('navigation', { name: 'Sort answers' });
  await Promise.all([page.waitForURL(/sort=newest/), sort.getByRole('link', { name: 'Newest first' }).click()]);
  await expect(
    page.getByRole('navigation', { name: 'Sort answers' }).getByRole('link', { name: 'Newest first' }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.answer').first()).toHaveAttribute('id', second);
});

test('reporting once: a reason is required, the form closes with a confirmation, and the post cannot be reported again', async ({
  browser,
}) => {
  const asker = await signedInPage(browser);
  const reader = await signedInPage(browser);
  const question = await ask(asker.page, 'Which conversation do you keep postponing?', 'And why?');
  const page = reader.page;
  await page.goto(`${question}?lang=original`);
  const controls = page.locator('.article-header ~ .post-controls').first();
  await controls.locator('details.report > summary').click();
  await controls.getByRole('button', { name: 'Send report' }).click();
  await expect(controls.locator('.field-error')).toHaveText(
    'Please say what is wrong with this post, so a moderator can judge it.',
  );
  await controls.getByLabel('What is wrong with this post?').fill('It advertises a product.');
  await controls.getByRole('button', { name: 'Send report' }).click();
  await expect(controls.getByRole('status')).toHaveText('Thank you. A moderator will look at it.');
  await expect(controls.locator('details.report')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.article-header ~ .post-controls').first().locator('details.report')).toHaveCount(0);
});

for (const [lang, width] of [
  ['original', 1280],
  ['fa', 390],
] as const) {
  test(`first visit: "Sign up" on the landing page and in the bar, and a refused registration keeps the password (${lang}, ${width} px)`, async ({
    browser,
  }) => {
    const context = await ownBrowserContext(browser, width);
    const page = await context.newPage();
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator(`main a[href="/register?lang=${lang}"]`)).toBeVisible();
    if (width < 700) await page.locator('.nav-actions > button.icon-button[aria-expanded]:visible').last().click();
    await expect(page.locator(`header a[href="/register?lang=${lang}"]:visible`)).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath(`landing-signup-${width}-${lang}.png`) });

    await page.goto(`/register?lang=${lang}`);
    await page.locator('#field-username').fill('mina');
    await page.locator('#field-email').fill(`first-${Date.now()}@parley.example`);
    await page.locator('#field-pwd').fill('a long walk by the river');
    await page.locator('form button[type=submit]').click();
    await expect(page.locator('#field-username-error')).toBeVisible();
    await expect(page.locator('#field-pwd')).toHaveValue('a long walk by the river');
  });
}

test('notifications feel alive: the open page shows a new answer within the polling interval, with a count, a link to the answer and a relative time', async ({
  browser,
}) => {
  const asker = await signedInPage(browser);
  const helper = await signedInPage(browser);
  const question = await ask(asker.page, 'What do you never get asked but wish you were?', 'Anything.');
  const page = asker.page;
  await page.clock.install();
  await page.goto('/random?lang=original');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  const answerId = await answer(helper.page, question, 'How my mornings really are.');
  // The page stays open: one polling interval later (the first request may still have been under way when the clock
  // jumped, so jump again until the bell has asked), the bell shows the new answer without a reload.
  const bell = page.getByRole('button', { name: 'Notifications (1 unread)' });
  await expect
    .poll(async () => {
      await page.clock.fastForward(ACTIVITIES_POLL_INTERVAL_MS);
      return bell.count();
    })
    .toBe(1);
  await expect(page.getByTestId('unread-indicator')).toHaveText('1');
  await bell.click();
  const item = page.getByRole('dialog', { name: 'Notifications' }).locator('.activity').first();
  await expect(item.getByRole('link')).toHaveAttribute('href', `${question}?lang=original#${answerId}`);
  await expect(item.locator('time')).toHaveText(/ago|now/);
  await expect(item.locator('time')).toHaveAttribute('title', /\d/);
  await page.screenshot({ path: test.info().outputPath('notifications-live-1280-original.png') });
});

test('filters that say what they do: the home list shows its sort and filters as removable chips, "newest first" only when it is', async ({
  browser,
}) => {
  const { page } = await signedInPage(browser);
  await page.goto('/home?sort=votes&category=deep-communication&lang=original');
  await expect(page.locator('.hero .lead')).not.toContainText('newest first');
  const chips = page.getByRole('list', { name: 'Active sort and filters' });
  await expect(chips.getByRole('link')).toHaveCount(2);
  await expect(chips.getByRole('link').first()).toHaveAccessibleName('Remove: Sort: Most votes');
  await page.screenshot({ path: test.info().outputPath('home-chips-1280-original.png') });
  await Promise.all([
    page.waitForURL((url) => !url.search.includes('sort=')),
    chips.getByRole('link', { name: /Remove: Sort/ }).click(),
  ]);
  expect(new URL(page.url()).searchParams.get('category')).toBe('deep-communication');
  await expect(page.locator('.hero .lead')).toContainText('newest first');
  await expect(page.getByRole('list', { name: 'Active sort and filters' }).getByRole('link')).toHaveCount(1);
});

test('the filter panel sorts the list you are on: a group page by votes, with its chip; the catalogue offers only its own category', async ({
  browser,
}) => {
  const { page } = await signedInPage(browser);
  const filters = (await (await page.request.get('/api/filters?language_id=none')).json()) as {
    key: string;
    options: { value: string }[];
  }[];
  const group = `/group/${filters.find((f) => f.key === 'group')!.options[0]!.value}`;
  await page.goto(`${group}?lang=original`);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const panel = page.locator('#filter-panel');
  await expect(panel.locator('select')).toHaveCount(2);
  await expect(panel.getByLabel('Group')).toHaveCount(0);
  await panel.getByLabel('Sort').selectOption('votes');
  await Promise.all([
    page.waitForURL((url) => url.pathname === group && url.searchParams.get('sort') === 'votes'),
    panel.getByRole('button', { name: 'Apply filters' }).click(),
  ]);
  await expect(page.getByRole('list', { name: 'Active sort and filters' }).getByRole('link')).toHaveAccessibleName(
    'Remove: Sort: Most votes',
  );
  const scores = (await page.locator('.cards.questions .meta').allTextContents()).map((meta) =>
    Number(/(-?\d+) votes?/.exec(meta)![1]),
  );
  expect(scores.length).toBeGreaterThan(1);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  // The pager keeps the sort.
  for (const href of await page
    .locator('nav.pagination a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toContain('sort=votes');

  await page.goto('/articles?q=love&lang=original');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const cataloguePanel = page.getByRole('dialog', { name: 'Filter articles' });
  await expect(cataloguePanel.locator('select')).toHaveCount(1);
  await cataloguePanel.getByLabel('Category').selectOption('deep-communication');
  await Promise.all([
    page.waitForURL(/\/articles\?category=deep-communication&q=love&lang=original$/),
    cataloguePanel.getByRole('button', { name: 'Apply filters' }).click(),
  ]);
  await expect(page.locator('#catalogue-category')).toHaveValue('deep-communication');
});

test('digits are Persian throughout a Persian page: the pager, the result count and the article numbers', async ({
  page,
}) => {
  await page.goto('/articles?lang=fa');
  for (const selector of ['nav.pagination', '.result-count', '.cards .eyebrow']) {
    for (const text of await page.locator(selector).allTextContents()) expect(text, selector).not.toMatch(/[0-9]/);
  }
  await expect(page.locator('nav.pagination [aria-current="page"]')).toHaveText('۱');
  await page.screenshot({ path: test.info().outputPath('catalogue-pager-1280-fa.png') });
});
