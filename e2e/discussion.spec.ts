import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerNewMember } from './new-members';
import { expectNoSeriousA11yViolations, expectValidHtml } from './checks';
import { readMicrodata } from './microdata';
import { NEW_ACCOUNT_QUESTIONS_PER_HOUR } from '@/lib/discussion/limits';

const signedInPage = (browser: Browser, lang = 'original') => registerNewMember(browser, { prefix: 'd', lang });

/** The path of a seeded group, from the filter list the API serves. */
async function firstGroup(page: Page): Promise<string> {
  const filters = (await (await page.request.get('/api/filters?language_id=none')).json()) as {
    key: string;
    options: { value: string }[];
  }[];
  const group = filters.find((f) => f.key === 'group')!.options[0]!.value;
  return `/group/${group}`;
}

/**
 * Fills and sends one of the home screen's forms (`details#{id}`, or a form already on the page) field by field;
 * resolves once the browser has gone to an address matching `next`, or, without one, once the form was sent.
 */
async function sendForm(page: Page, opts: { open?: string; fields: Record<string, string>; next?: RegExp }) {
  if (opts.open) await page.locator(`details#${opts.open} > summary`).click();
  for (const [id, value] of Object.entries(opts.fields)) await page.locator(`#${id}`).fill(value);
  const submit = page
    .locator(`#${Object.keys(opts.fields)[0]}`)
    .locator('xpath=ancestor::form')
    .locator('button[type=submit]');
  await Promise.all([opts.next ? page.waitForURL(opts.next) : Promise.resolve(), submit.click()]);
}

/** Asks a question from the home screen, or in a group when its path is given; returns the question's path. */
async function ask(page: Page, title: string, body: string, group?: string, lang = 'original'): Promise<string> {
  await page.goto(`${group ?? '/home'}?lang=${lang}`);
  await sendForm(page, {
    open: group ? 'ask-in-group' : 'ask',
    fields: { 'ask-title': title, 'ask-body': body },
    next: /\/question\//,
  });
  return new URL(page.url()).pathname;
}

/** Starts a group from the home screen; returns its path. */
async function startGroup(page: Page, name: string, description: string): Promise<string> {
  await page.goto('/home?lang=original');
  await sendForm(page, {
    open: 'start-group',
    fields: { 'group-name': name, 'group-description': description },
    next: /\/group\//,
  });
  return new URL(page.url()).pathname;
}

async function answer(page: Page, questionPath: string, body: string) {
  await page.goto(`${questionPath}?lang=original`);
  await sendForm(page, { fields: { 'answer-body': body }, next: /#answer-/ });
  // The new answer is on the page at once, at the address's fragment.
  const id = new URL(page.url()).hash.slice(1);
  await expect(page.locator(`li#${id}`)).toBeVisible();
}

test('A asks in a group, B answers: A’s indicator lights, the panel opens and the read call clears it', async ({
  browser,
}) => {
  const a = await signedInPage(browser);
  const b = await signedInPage(browser);
  const group = await firstGroup(a.page);
  await a.page.goto(`${group}?lang=original`);
  await a.page.getByRole('button', { name: 'Join group' }).click();
  await expect(a.page.getByRole('button', { name: 'Leave group' })).toBeVisible();
  const question = await ask(
    a.page,
    'What do you wish people asked you more often?',
    'I am curious what **you** would answer.',
    group,
  );

  await answer(b.page, question, 'Whether I am actually okay, not just busy.');

  await a.page.goto('/home?lang=original');
  const bell = a.page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });
  await expect(bell).toBeVisible();
  const read = a.page.waitForResponse((r) => r.url().includes('/api/readuseractivity/'));
  await bell.click();
  await expect(a.page.getByRole('dialog', { name: 'Notifications' })).toContainText(
    `${b.username} answered your question`,
  );
  expect((await read).status()).toBe(200);
  await expect(a.page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await a.page.reload();
  await expect(a.page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('join and leave a group change the member count', async ({ browser }) => {
  // A group of its own: tests run in parallel, and another test joining a shared group would change its count.
  const founder = await signedInPage(browser);
  const group = await startGroup(founder.page, `Join and leave ${Date.now()}`, 'A group to join and leave.');
  const { page } = await signedInPage(browser);
  await page.goto(`${group}?lang=original`);
  const count = page.locator('.post-controls .score');
  await expect(count).toHaveText('1 member');
  await page.getByRole('button', { name: 'Join group' }).click();
  await expect(page.getByRole('button', { name: 'Leave group' })).toBeVisible();
  await expect(count).toHaveText('2 members');
  await page.getByRole('button', { name: 'Leave group' }).click();
  await expect(page.getByRole('button', { name: 'Join group' })).toBeVisible();
  await expect(count).toHaveText('1 member');
});

test('vote once on another member’s post (pressed, so a second click would take it back), never on your own; report for moderation', async ({
  browser,
}) => {
  const a = await signedInPage(browser);
  const b = await signedInPage(browser);
  const question = await ask(a.page, 'When did a stranger last change your mind?', 'Tell the story.');
  await b.page.goto(`${question}?lang=original`);
  await expect(b.page.locator('.post-controls .score').first()).toHaveText('0 votes');
  await b.page.getByRole('button', { name: 'Upvote' }).first().click();
  await expect(b.page.locator('.post-controls .score').first()).toHaveText('1 vote');
  await expect(b.page.getByRole('button', { name: 'Upvoted' }).first()).toHaveAttribute('aria-pressed', 'true');

  // An answer by A gets B's vote as well, once.
  await answer(a.page, question, 'My own answer, for the record.');
  await b.page.goto(`${question}?lang=original`);
  const theAnswer = b.page.locator('.answer').first();
  await expect(theAnswer.locator('.score')).toHaveText('0 votes');
  await theAnswer.getByRole('button', { name: 'Upvote' }).click();
  await expect(b.page.locator('.answer').first().locator('.score')).toHaveText('1 vote');
  await expect(b.page.locator('.answer').first().getByRole('button', { name: 'Upvoted' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The author is offered no vote or report on their own question (and the server refuses such a vote: see the
  // integration tests).
  await a.page.goto(`${question}?lang=original`);
  await expect(
    a.page
      .locator('.post-controls')
      .first()
      .getByRole('button', { name: /Upvote/ }),
  ).toHaveCount(0);
  await expect(a.page.locator('.post-controls').first().locator('details.report')).toHaveCount(0);

  await b.page.locator('details.report > summary').first().click();
  await b.page.getByLabel('What is wrong with this post?').first().fill('This looks like spam to me.');
  await b.page.getByRole('button', { name: 'Send report' }).first().click();
  await expect(b.page.locator('.post-controls').first().getByRole('status')).toHaveText(
    'Thank you. A moderator will look at it.',
  );
});

test('filters persist in session storage, change /random and /home, and clear', async ({ browser }) => {
  const { page } = await signedInPage(browser);
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto('/random?lang=original');
  await page.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByRole('dialog', { name: 'Filter questions' });
  await panel.getByLabel('Category').selectOption('deep-communication');
  await Promise.all([
    page.waitForURL(/category=deep-communication/),
    panel.getByRole('button', { name: 'Apply filters' }).click(),
  ]);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('chosenFilters')!))).toEqual({
    category: 'deep-communication',
  });
  const labels = await page.locator('.questions .eyebrow').allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(label).toContain('Deep Communication');

  // Loaded again on start: /home without filters in the address gets them.
  await page.goto('/home?lang=original');
  await expect(page).toHaveURL(/\/home\?category=deep-communication&lang=original/);
  const homeLabels = await page.locator('.questions .eyebrow').allTextContents();
  expect(homeLabels.length).toBeGreaterThan(0);
  for (const label of homeLabels) expect(label).toContain('Deep Communication');
  // The bar's random-questions button carries them too: one page load, already filtered.
  await expect(page.getByRole('link', { name: 'Random questions' })).toHaveAttribute(
    'href',
    '/random?category=deep-communication&lang=original',
  );

  await page.getByRole('button', { name: 'Filters' }).click();
  await Promise.all([
    page.waitForURL((url) => !url.search.includes('category')),
    page.getByRole('button', { name: 'Clear filters' }).click(),
  ]);
  expect(await page.evaluate(() => sessionStorage.getItem('chosenFilters'))).toBeNull();
});

const HOSTILE = [
  '<script>window.__pwned = "script"</script>',
  '<img src=x onerror="window.__pwned = \'img\'">',
  '[link](javascript:window.__pwned="link")',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<iframe src="javascript:window.__pwned=\'iframe\'"></iframe>',
  '<svg onload="window.__pwned=\'svg\'"><circle r="5"/></svg>',
  '<style>body { display: none }</style>',
  '<a href="jav&#x61;script:window.__pwned=\'entity\'">entity</a>',
  '<javascript:window.__pwned="autolink">',
  '<div style="position:fixed;inset:0" onclick="window.__pwned=\'div\'">cover</div>',
  '<object data="javascript:window.__pwned=1"></object><embed src="javascript:window.__pwned=1">',
];

async function expectInert(page: Page, dialogs: string[]) {
  const prose = page.locator('.prose');
  for (const selector of [
    'script',
    'iframe',
    'svg',
    'style',
    'object',
    'embed',
    'img',
    '[onerror]',
    '[onload]',
    '[onclick]',
    '[style]',
    'a[href^="javascript:" i]',
    'a[href^="data:" i]',
  ]) {
    await expect(prose.locator(selector), selector).toHaveCount(0);
  }
  for (const link of await prose.locator('a').all()) await link.click({ modifiers: ['Control'] }).catch(() => {});
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

test('hostile markdown and HTML in questions, answers and group descriptions runs nothing', async ({ browser }) => {
  const a = await signedInPage(browser);
  const dialogs: string[] = [];
  a.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const question = await ask(a.page, '<script>window.__pwned="title"</script> Is this safe?', HOSTILE.join('\n\n'));
  await answer(a.page, question, HOSTILE.join('\n\n'));
  await a.page.goto(`${question}?lang=original`);
  await expect(a.page.getByRole('heading', { level: 1 })).toContainText('<script>');
  await expectInert(a.page, dialogs);

  await startGroup(a.page, `Hostile ${Date.now()}`, HOSTILE.join('\n\n'));
  await expectInert(a.page, dialogs);
});

for (const lang of ['original', 'fa'] as const) {
  test(`discussion pages in ${lang}: valid HTML and no serious accessibility violation`, async ({ browser }) => {
    // Six pages loaded, validated and checked by axe: about 50 s on a busy 2-core machine.
    test.setTimeout(90_000);
    const { page, username } = await signedInPage(browser, lang);
    const group = await firstGroup(page);
    const question = await ask(page, 'What question would you like to be asked today?', 'Anything *at all*.');
    for (const path of ['/home', '/random', question, `/user/${username}`, group, '/bug']) {
      const response = await page.goto(`${path}?lang=${lang}`);
      expect(response?.status(), path).toBe(200);
      await expectValidHtml(response!);
      await expectNoSeriousA11yViolations(page);
    }
  });
}

test('members edit their own question and answer: the new text shows at once, marked edited', async ({ browser }) => {
  const { page } = await signedInPage(browser);
  const question = await ask(page, 'What did you almost say yesterday?', 'A first draft.');
  await page.locator('details.edit > summary').first().click();
  await expect(page.locator('#edit-question-title')).toHaveValue('What did you almost say yesterday?');
  await page.locator('#edit-question-title').fill('What did you almost say, but did not, yesterday?');
  await page.locator('#edit-question-body').fill('A *better* draft.');
  await Promise.all([
    page.waitForURL(new RegExp(`${question}\\?lang=original$`)),
    page.getByRole('button', { name: 'Save changes' }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What did you almost say, but did not, yesterday?');
  await expect(page.locator('.article-header .meta')).toContainText('edited');
  await expect(page.locator('.prose em').first()).toHaveText('better');

  await answer(page, question, 'That I was tired.');
  const mine = page.locator('.answer').first();
  await mine.locator('details.edit > summary').click();
  await mine.locator('textarea[name="body"]').fill('That I was tired, and that it was fine.');
  await mine.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('.answer').first()).toContainText('That I was tired, and that it was fine.');
  await expect(page.locator('.answer').first().locator('.meta')).toContainText('edited');
});

test('a question page is indexable: canonical ?lang= address and a schema.org QAPage with its answers in microdata', async ({
  browser,
}) => {
  const a = await signedInPage(browser);
  const question = await ask(a.page, 'What would you ask your younger self?', 'Only one question allowed.');
  await answer(a.page, question, 'Whether they were being kind to themselves.');
  await a.page.goto(`${question}?lang=de`);
  await expect(a.page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${question}\\?lang=de$`),
  );
  await expect(a.page.locator('head meta[name="robots"]')).toHaveCount(0);
  // Read as a search engine reads the page's microdata: one QAPage, its question and the answer, each value taken
  // from the element that shows it.
  const items = await readMicrodata(a.page);
  expect(items).toHaveLength(1);
  const canonical = (await a.page.locator('head link[rel="canonical"]').getAttribute('href'))!;
  expect(items[0]).toEqual({
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      url: canonical,
      name: 'What would you ask your younger self?',
      text: 'Only one question allowed.',
      answerCount: '1',
      upvoteCount: '0',
      author: {
        '@type': 'Person',
        name: a.username,
        url: expect.stringMatching(new RegExp(`/user/${a.username}\\?lang=de$`)),
      },
      dateCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      suggestedAnswer: {
        '@type': 'Answer',
        url: expect.stringMatching(new RegExp(`${question}\\?lang=de#answer-[0-9a-f-]{36}$`)),
        upvoteCount: '0',
        text: 'Whether they were being kind to themselves.',
        author: { '@type': 'Person', name: a.username, url: expect.stringContaining(`/user/${a.username}`) },
        dateCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    },
  });
  await expect(a.page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test('the home feed pages with ?page=N: each page new questions, past the last one 404', async ({ browser }) => {
  const { page } = await signedInPage(browser);
  // Sorted by votes: the seeded questions with the most votes lead, and the questions other tests post meanwhile
  // (none with more than one vote) cannot push page 1's questions onto page 2.
  await page.goto('/home?sort=votes&lang=original');
  const titles = () => page.locator('.questions .card-title').allTextContents();
  const first = await titles();
  expect(first.length).toBeGreaterThan(0);
  await expect(page.locator('nav.pagination [aria-current="page"]')).toHaveAttribute('aria-label', /^Page 1 of/);
  await Promise.all([page.waitForURL(/page=2/), page.locator('nav.pagination a[rel="next"]').click()]);
  await expect(page.locator('nav.pagination [aria-current="page"]')).toHaveAttribute('aria-label', /^Page 2 of/);
  const second = await titles();
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((title) => first.includes(title))).toEqual([]);
  const pages = Number(
    (await page.locator('nav.pagination [aria-current="page"]').getAttribute('aria-label'))!.match(/of (\d+)/)![1],
  );
  expect((await page.goto(`/home?sort=votes&page=${pages + 1}&lang=original`))?.status()).toBe(404);
});

test('a new account’s sixth question within the hour is refused with a translated message, and the text is kept', async ({
  browser,
}) => {
  const { page } = await signedInPage(browser, 'de');
  for (let i = 1; i <= NEW_ACCOUNT_QUESTIONS_PER_HOUR; i += 1) {
    await ask(page, `Welche Frage stellst du dir heute, Nummer ${i}?`, 'Nur eine kurze Frage.', undefined, 'de');
  }
  await page.goto('/home?lang=de');
  await sendForm(page, {
    open: 'ask',
    fields: { 'ask-title': 'Und noch eine Frage, die zu viel ist?', 'ask-body': 'Diese sollte warten müssen.' },
  });
  await expect(page.locator('.form-error')).toContainText(
    'Neue Konten können pro Stunde nur wenige Fragen und Antworten veröffentlichen.',
  );
  await expect(page.locator('#ask-title')).toHaveValue('Und noch eine Frage, die zu viel ist?');
});

test('unknown members, questions and groups respond with 404', async ({ page }) => {
  for (const path of ['/user/nobody-here-at-all', '/question/no-such-question-0', '/group/no-such-group']) {
    const response = await page.goto(`${path}?lang=original`);
    expect(response?.status(), path).toBe(404);
  }
});

test('a bug report is stored and confirmed', async ({ page }) => {
  await page.goto('/bug?lang=original');
  await page.getByLabel('What happened?').fill('The language dialog did not close when I pressed Escape on my phone.');
  await page.getByLabel('Page where it happened').fill('/articles');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.locator('.form-notice')).toHaveText('Thank you! Your report has been saved.');
});
