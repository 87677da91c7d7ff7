import { expect, type Browser, type Page } from '@playwright/test';
import { SITE_FLAGS } from '@/lib/recordings/site-flags';
import { STORAGE_KEYS } from '@parley/tracker/constants';
import { TEXTS } from '@parley/tracker/overlay-texts';
import faMessages from '@/messages/fa.json';
import originalMessages from '@/messages/original.json';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_DEVICES, GRANT_MEDIA_PROMPTS } from './chromium';
import { deleteCondition, setRecordingMode, test } from './project-lock';
import { startReaderPage } from './reader-page';
import {
  ADMIN,
  changeStatus,
  MEMBER,
  signedIn,
  startTest,
  storedVideoChunks,
  unique,
  writeTest,
} from './usability-test-studio';

// What the studio sets up works on the site itself, through the real tracker: start conditions, feature flags, the
// usability test's video on a host other than the server's own name, and a test link after the test closed.

test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, FAKE_MEDIA_DEVICES, GRANT_MEDIA_PROMPTS] },
});

const EN = TEXTS.original;
const ENDED = { original: originalMessages.consent.test.endedTitle, fa: faMessages.consent.test.endedTitle };

/** A visitor who agreed to recording earlier (the banner does not ask again). */
const agreed = (origin: string) => ({
  cookies: [],
  origins: [{ origin, localStorage: [{ name: 'parley.recordingConsent', value: 'granted' }] }],
});
const origin = () => test.info().project.use.baseURL!;

/** Screenshots of the page at 1440 and 390 px wide, `target` scrolled into view first. */
async function shoot(page: Page, name: string, target?: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    if (target) await page.locator(target).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

/** Every /start the page's tracker sent, with its response. */
function watchStarts(page: Page) {
  const starts: { body: Record<string, unknown>; answer: Record<string, unknown> }[] = [];
  // Listens for requests, not responses, and records each before any await: the page may act on a start's
  // response before Playwright has read its body, and a start recorded only then would be missed.
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/ingest/v1/web/start') return;
    const start = { body: request.postDataJSON() as Record<string, unknown>, answer: {} as Record<string, unknown> };
    starts.push(start);
    void request
      .response()
      .then((response) => response?.json())
      .then((answer: Record<string, unknown> | undefined) => void (start.answer = answer ?? {}))
      .catch(() => undefined);
  });
  return starts;
}

test('a start condition created in the studio starts a recording on the site: a cold start on other pages, the session on its page', async ({
  browser,
  projectSettings: _held,
}) => {
  test.setTimeout(120_000);
  const team = await signedIn(browser, ADMIN);
  const name = `random page ${unique()}`;
  await team.goto('/studio/conditions?lang=original');
  await team.locator('#condition-name').fill(name);
  await team.locator('#condition-captureRate').fill('100');
  await team.locator('#condition-filters').fill('location contains /random');
  await team.getByRole('button', { name: 'Create start condition' }).click();
  await expect(team.getByRole('status')).toHaveText('Start condition created.');
  try {
    // While the project records every consenting visit (its mode by default), a condition stops no one's recording:
    // a first page elsewhere starts a recorded session, not a cold start.
    const everyone = await browser.newContext({ storageState: agreed(origin()) });
    const elsewhere = await everyone.newPage();
    const everyonesStarts = watchStarts(elsewhere);
    await elsewhere.goto('/articles?lang=original');
    await elsewhere.mouse.wheel(0, 300);
    await expect
      .poll(() => everyonesStarts.find((start) => start.body.conditional === true)?.answer.sessionID, {
        timeout: 30_000,
      })
      .toMatch(/^[0-9a-f-]{36}$/);
    expect(everyonesStarts.some((start) => start.answer.coldStart)).toBe(false);
    await everyone.close();

    // Only visits a condition starts: the team chose it, having read what it does.
    await setRecordingMode(team, 'conditions');
    const visitor = await browser.newContext({ storageState: agreed(origin()) });
    const page = await visitor.newPage();
    const starts = watchStarts(page);
    const batches: string[] = [];
    page.on(
      'request',
      (request) => void (new URL(request.url()).pathname === '/ingest/v1/web/i' && batches.push(request.url())),
    );

    // Another page: the tracker's start is answered as a cold start (nothing stored, no session).
    await page.goto('/articles?lang=original');
    await page.mouse.wheel(0, 300);
    await expect
      .poll(() => starts.filter((start) => start.body.conditional === true).length, { timeout: 30_000 })
      .toBe(1);
    await expect.poll(() => starts.find((start) => start.body.conditional === true)!.answer.coldStart).toBe(true);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.token)).toBeNull();
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(1_500);
    expect(batches).toEqual([]);

    // The condition's page: the condition is met, and the recorded session starts, named after it.
    await page.goto('/random?lang=original');
    await page.mouse.wheel(0, 300);
    await expect
      .poll(() => starts.find((start) => start.body.condition === name)?.answer.sessionID, { timeout: 30_000 })
      .toMatch(/^[0-9a-f-]{36}$/);
    const sessionId = String(starts.find((start) => start.body.condition === name)!.answer.sessionID);
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.sessionID))
      .toBe(sessionId);
    // Leaving sends what was recorded, the page before the condition was met included.
    await page.goto('/blog?lang=original');
    await expect.poll(() => batches.length, { timeout: 20_000 }).toBeGreaterThan(0);

    await expect
      .poll(
        async () => {
          await team.goto('/studio?lang=original');
          return team.locator('table.studio-table tbody tr', { hasText: name }).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await expect(
      team.locator('table.studio-table tbody tr', { hasText: name }).getByRole('link').first(),
    ).toHaveAttribute('href', new RegExp(`/studio/sessions/${sessionId}`));
    await visitor.close();
  } finally {
    await setRecordingMode(team, 'all');
    await deleteCondition(team, name);
  }
});

/** Turns the site's flag on or off in the studio. */
async function setSiteFlag(team: Page, on: boolean): Promise<void> {
  await team.goto('/studio/flags?lang=original');
  const row = team.locator('tr', { hasText: SITE_FLAGS.backToTop });
  const button = row.getByRole('button', { name: on ? 'Turn on' : 'Turn off' });
  if ((await button.count()) === 0) return;
  await button.click();
  await expect(row.getByRole('button', { name: on ? 'Turn off' : 'Turn on' })).toBeVisible();
}

test("the site's feature flag, turned on in the studio, shows the footer's link soon after the page loads, moving nothing; a member's first page asks as them; off hides it", async ({
  browser,
  // Both tests turn the same site flag on and off: the lock keeps them (and the studio's other settings) apart.
  projectSettings: _held,
}) => {
  test.setTimeout(120_000);
  const team = await signedIn(browser, ADMIN);
  await setSiteFlag(team, true);
  try {
    const visitor = await browser.newContext({ storageState: agreed(origin()) });
    await visitor.addInitScript(() => {
      const state = window as unknown as { layoutShift: number };
      state.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) state.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await visitor.newPage();
    const starts = watchStarts(page);
    const link = page.locator(`a[data-flag="${SITE_FLAGS.backToTop}"]`);
    const began = Date.now();
    await page.goto('/articles?lang=original');
    // The server's page has the link's place, hidden; the flags arrive without waiting for the recording's start
    // (which waits for an interaction, or TRACKER_IDLE_START_MS): only the flags' own cold start has been sent.
    await expect(link).toHaveAttribute('data-on', 'true', { timeout: 10_000 });
    const arrivedMs = Date.now() - began;
    expect(starts.map((start) => start.body.doNotRecord === true)).toEqual([true]);
    test.info().annotations.push({ type: 'flags arrived (ms after navigation began)', description: String(arrivedMs) });
    console.log(`flags arrived ${arrivedMs} ms after navigation began`);
    await expect(page.getByRole('link', { name: originalMessages.footer.backToTop })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
    await shoot(page, 'flag-footer-original', 'footer');
    await page.goto('/articles?lang=fa');
    await expect(page.getByRole('link', { name: faMessages.footer.backToTop })).toBeVisible();
    await shoot(page, 'flag-footer-fa', 'footer');

    // A member's first page after signing in asks for the flags as them.
    const member = await browser.newContext({ storageState: agreed(origin()) });
    const memberPage = await member.newPage();
    await memberPage.goto('/login?lang=original');
    await memberPage.getByLabel('Email').fill(MEMBER.email);
    await memberPage.getByLabel('Password').fill(MEMBER.pwd);
    const named = memberPage.waitForRequest(
      (request) =>
        request.url().endsWith('/ingest/v1/web/feature-flags') &&
        (request.postDataJSON() as { userID?: string }).userID === 'mina',
      { timeout: 20_000 },
    );
    await memberPage.getByRole('button', { name: 'Log in' }).click();
    await named;
    await member.close();

    await setSiteFlag(team, false);
    // A new tab (the flags of the last tab are kept per tab): the flag is off.
    const later = await visitor.newPage();
    const flags = later.waitForResponse((response) => response.url().endsWith('/ingest/v1/web/feature-flags'));
    await later.goto('/articles?lang=original');
    expect(((await (await flags).json()) as { flags: { key: string }[] }).flags.map((flag) => flag.key)).not.toContain(
      SITE_FLAGS.backToTop,
    );
    await expect(later.locator(`a[data-flag="${SITE_FLAGS.backToTop}"]`)).toHaveAttribute('data-on', 'false');
    await expect(later.getByRole('link', { name: originalMessages.footer.backToTop })).toBeHidden();
    await visitor.close();
  } finally {
    await setSiteFlag(team, false);
  }
});

test("a signed-in member's flag is there in the first frame, before the page's scripts run; a visitor who declined recording gets it from the server", async ({
  browser,
  // Both tests turn the same site flag on and off: the lock keeps them (and the studio's other settings) apart.
  projectSettings: _held,
}) => {
  test.setTimeout(120_000);
  const team = await signedIn(browser, ADMIN);
  await setSiteFlag(team, true);
  try {
    // Signed in (having declined recording): the proxy wrote the member's flags into the parley-flags cookie.
    const member = await signedIn(browser, MEMBER);
    // The page's own scripts never load: what shows is what the HTML, the stylesheet and the pre-paint script make of it.
    await member.route('**/_next/static/**/*.js', (route) => route.abort());
    await member.goto('/bug?lang=original');
    await expect(member.locator('html')).toHaveAttribute('data-flags', new RegExp(SITE_FLAGS.backToTop));
    await expect(member.locator(`a[data-flag="${SITE_FLAGS.backToTop}"]`)).toBeVisible();
    await member.context().close();

    const declined = await browser.newContext({
      storageState: {
        cookies: [],
        origins: [{ origin: origin(), localStorage: [{ name: 'parley.recordingConsent', value: 'denied' }] }],
      },
    });
    const page = await declined.newPage();
    const recording: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/ingest/') || pathname.startsWith('/tracker/')) recording.push(pathname);
    });
    const served = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/feature-flags');
    await page.goto('/articles?lang=original');
    // A reader page's script starts at the reader's first movement; it asks for the flags then.
    await startReaderPage(page);
    expect((await served).headers()['set-cookie']).toBeUndefined();
    await expect(page.locator(`a[data-flag="${SITE_FLAGS.backToTop}"]`)).toHaveAttribute('data-on', 'true');
    expect(recording).toEqual([]);
    await declined.close();
  } finally {
    await setSiteFlag(team, false);
  }
});

/** The same e2e server under the other name of this machine: 127.0.0.1 where the tests use localhost. */
const otherHost = () => origin().replace('//localhost:', '//127.0.0.1:');

async function participantAt(browser: Browser, base: string) {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    baseURL: base,
    viewport: { width: 1280, height: 800 },
  });
  return { context, page: await context.newPage() };
}

test('usability-test video reaches the studio when the participant uses another host name, and an upload that fails is tried again', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const team = await signedIn(browser, ADMIN);
  const title = `Another host ${unique()}`;
  const testId = await writeTest(team, title);
  await startTest(team);

  const base = otherHost();
  expect(new URL(base).hostname).toBe('127.0.0.1');
  const { context, page } = await participantAt(browser, base);
  const uploads: { host: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/ingest/v1/web/uxt/upload/'))
      uploads.push({ host: url.host, status: response.status() });
  });
  const uploadUrls: string[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname === '/ingest/v1/web/uxt/upload-url' && response.ok())
      uploadUrls.push(String(((await response.json()) as { url: string }).url));
  });
  // The first PUT never arrives (the network drops it): it is tried again with a fresh URL.
  let dropped = 0;
  await page.route('**/ingest/v1/web/uxt/upload/**', (route) =>
    dropped++ === 0 ? route.abort('failed') : route.continue(),
  );

  await page.goto(`/random?oruxt=${testId}`);
  const question = page.getByRole('region', { name: originalMessages.consent.test.title });
  await question.getByRole('button', { name: originalMessages.consent.test.accept }).click();
  await page
    .getByRole('dialog', { name: title })
    .getByRole('button', { name: EN.readGuidelines })
    .click({ timeout: 45_000 });
  await page.getByRole('button', { name: EN.beginTest }).click();
  await expect(page.getByText(EN.recording, { exact: true })).toBeVisible({ timeout: 45_000 });
  const sessionId = (await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.sessionID))!;
  await expect.poll(() => storedVideoChunks(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: EN.doneNext }).click();
  await page.getByLabel(EN.answerLabel).fill('Seen from another host name');
  await page.getByRole('button', { name: EN.doneNext }).click();
  const closing = page.getByRole('dialog', { name: EN.thanksTitle });
  await expect(closing.getByRole('button', { name: EN.endSession })).toBeVisible({ timeout: 90_000 });
  await expect(closing.getByRole('button', { name: EN.endSession })).not.toHaveAttribute('aria-disabled', 'true', {
    timeout: 60_000,
  });

  // The upload URL names the host the participant used, so the PUT is same-origin and arrives.
  expect(uploadUrls.length).toBeGreaterThanOrEqual(2);
  for (const url of uploadUrls) expect(new URL(url).host).toBe(new URL(base).host);
  expect(dropped).toBeGreaterThanOrEqual(2);
  expect(uploads.length).toBeGreaterThanOrEqual(1);
  expect(uploads.every((upload) => upload.status === 200 && upload.host === new URL(base).host)).toBe(true);
  expect(await storedVideoChunks(page)).toBe(0);
  await context.close();

  await team.goto(`/studio/tests/${testId}/results?lang=original`);
  await expect(team.locator(`tr[data-session="${sessionId}"]`)).toContainText(/video segment/);
  await shoot(team, 'results-with-participant-original', '#usability-test-participants');
  await team.goto(`/studio/tests/${testId}/results?lang=fa`);
  await shoot(team, 'results-with-participant-fa', '#usability-test-participants');
});

test("a closed test's link records nothing as a test and says the test has ended (in Persian too); closing and reopening ask first", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const team = await signedIn(browser, ADMIN);
  const title = `Ended ${unique()}`;
  const testId = await writeTest(team, title);
  await startTest(team);
  await team.getByRole('button', { name: 'Close the test' }).click();
  await expect(team.getByRole('group', { name: 'Close the test' })).toBeVisible();
  await shoot(team, 'studio-confirm-close-original', '.usability-test-status');
  // Cancel changes nothing.
  await team.getByRole('group', { name: 'Close the test' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(team.getByText('Status: In progress')).toBeVisible();
  await changeStatus(team, 'Close the test');
  await expect(team.getByText('Status: Closed')).toBeVisible();
  await team.goto(`/studio/tests/${testId}?lang=fa`);
  await team.getByRole('button', { name: faMessages.studio.tests.reopen }).click();
  await shoot(team, 'studio-confirm-reopen-fa', '.usability-test-status');

  for (const lang of ['original', 'fa'] as const) {
    const { context, page } = await participantAt(browser, origin());
    const traffic: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/ingest/') || pathname.startsWith('/tracker/')) traffic.push(pathname);
    });
    await page.goto(`/random?oruxt=${testId}&lang=${lang}`);
    const ended = page.getByRole('region', { name: ENDED[lang] });
    await expect(ended).toBeVisible();
    await expect(
      page.getByRole('button', { name: (lang === 'fa' ? faMessages : originalMessages).consent.test.accept }),
    ).toHaveCount(0);
    await shoot(page, `ended-link-${lang}`);
    await ended.getByRole('button', { name: (lang === 'fa' ? faMessages : originalMessages).consent.close }).click();
    await expect(ended).toBeHidden();
    await page.waitForTimeout(1_000);
    expect(traffic).toEqual([]);
    await context.close();
  }

  // Reopened, the link asks the participant again.
  await team.goto(`/studio/tests/${testId}?lang=original`);
  await changeStatus(team, 'Reopen the test');
  await expect(team.getByText('Status: In progress')).toBeVisible();
  const { context, page } = await participantAt(browser, origin());
  await page.goto(`/random?oruxt=${testId}`);
  await expect(page.getByRole('region', { name: originalMessages.consent.test.title })).toBeVisible();
  await context.close();

  // The results page: its figures (abandoned among them), both downloads, and the preview runs.
  for (const lang of ['original', 'fa'] as const) {
    await team.goto(`/studio/tests/${testId}/results?lang=${lang}`);
    await expect(team.locator('[data-figure="abandoned"]')).toBeVisible();
    await shoot(team, `results-${lang}`, '#usability-test-previews');
  }
  const csv = await team.request.get(`/api/studio/tests/${testId}/participants`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(
    "participant user id (unverified: set by the visitor's tracker),session,began at (UTC),outcome,duration (s),task 1 outcome",
  );
});
