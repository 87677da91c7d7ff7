import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { MESSAGE_TYPES } from '@parley/tracker/protocol';
import { STORAGE_KEYS } from '@parley/tracker/constants';
import { TEXTS } from '@parley/tracker/overlay-texts';
import faMessages from '@/messages/fa.json';
import originalMessages from '@/messages/original.json';
import { storedMessages } from './stored-recordings';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_DEVICES, GRANT_MEDIA_PROMPTS } from './chromium';
import { expectNoSeriousA11yViolations } from './checks';
import {
  ADMIN,
  consoleErrors,
  signedIn,
  startTest,
  storedVideoChunks,
  unique,
  watchConsole,
  writeTest,
} from './usability-test-studio';

// Usability tests end to end: the product team writes a usability test in the studio and starts it; participants take it on
// the live site, through the site's consent question and the tracker's overlay, with Chromium's fake camera and
// microphone; the team reads the results and watches a participant's webcam beside their replay. The participants'
// trackers, the ingest, the blob store and the studio are the real ones.

// A fake webcam and microphone, and every permission prompt answered yes (the refusal gets a browser of its own).
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, FAKE_MEDIA_DEVICES, GRANT_MEDIA_PROMPTS] },
});

const EN = TEXTS.original;
const FA = TEXTS.fa;
const CONSENT = { original: originalMessages.consent.test, fa: faMessages.consent.test };
/** The overlay's panels wait on the tracker, a chunk and the ingest: generous on a loaded machine, but bounded. */
const OVERLAY_WAIT = { timeout: 45_000 };

/** A participant's fresh browser context: no recording choice made yet, console errors collected. */
async function participant(
  browser: Browser,
  lang: 'original' | 'fa',
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 800 },
    locale: lang === 'fa' ? 'fa-IR' : 'en-GB',
  });
  const page = await context.newPage();
  return { context, page, errors: watchConsole(page) };
}

/** Every request of the page to the ingest or for the tracker's files. */
function trackerTraffic(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/ingest/') || pathname.startsWith('/tracker/')) seen.push(pathname);
  });
  return seen;
}

/** The session the page's tracker records (sessionStorage, tracker/PROTOCOL.md "Session"). */
const recordedSession = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.sessionID);

test('participants take a two-task usability test on the site (consent, camera, a page load, an answer, an abort, a refusal) and the studio shows their results with the video beside the replay', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const shots = (name: string) => test.info().outputPath(`${name}.png`);

  // The product team writes the test, starts it, and copies the participant link.
  const team = await signedIn(browser, ADMIN);
  const title = `Finding a question ${unique()}`;
  const testId = await writeTest(team, title);
  await startTest(team);
  const link = new URL(await team.getByLabel('Participant link').inputValue());
  expect(`${link.pathname}${link.search}`).toBe(`/random?oruxt=${testId}`);
  // The link names SITE_URL's origin; participants here reach the test server's.
  const linkPath = `${link.pathname}${link.search}`;
  const answer = `I would ask what they meant first ${unique()}`;

  // 1. A participant completes the test in the original language: consent worded for the test, the overlay at once.
  const first = await participant(browser, 'original');
  const one = first.page;
  const oneTraffic = trackerTraffic(one);
  // The ingest is busy once (503: the signal waits in the outbox and is sent again), and once its response is lost after
  // it stored the typed answer (sent again, stored once).
  const interfered: string[] = [];
  await one.route('**/ingest/v1/web/uxt/signals/task', async (route) => {
    const signal = route.request().postDataJSON() as { status: string; taskAnswer?: string };
    if (signal.status === 'done' && interfered.length === 0) {
      interfered.push('busy');
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"busy"}' });
    }
    if (signal.taskAnswer !== undefined && interfered.length === 1) {
      interfered.push('answer lost');
      await route.fetch();
      return route.abort('failed');
    }
    return route.continue();
  });
  await one.goto(linkPath);
  const question = one.getByRole('region', { name: CONSENT.original.title });
  await expect(question).toContainText('usability test');
  await expect(question).toContainText('camera and microphone');
  expect(oneTraffic).toEqual([]);
  await question.getByRole('button', { name: CONSENT.original.accept }).click();
  const greeting = one.getByRole('dialog', { name: title });
  await expect(greeting).toBeVisible(OVERLAY_WAIT);
  await expect(greeting).toContainText(EN.welcome);
  await expect(question).toBeHidden();
  await one.screenshot({ path: shots('participant-greeting-original') });
  await greeting.getByRole('button', { name: EN.readGuidelines }).click();
  await expect(one.getByText('there are no wrong answers.')).toBeVisible();
  await one.screenshot({ path: shots('participant-guidelines-original') });
  await expectNoSeriousA11yViolations(one);
  await one.getByRole('button', { name: EN.beginTest }).click();
  await expect(one.getByRole('heading', { name: 'Open a random question' })).toBeVisible(OVERLAY_WAIT);
  await expect(one.getByText(EN.recording, { exact: true })).toBeVisible();
  const oneSession = (await recordedSession(one))!;
  expect(oneSession).toMatch(/^[0-9a-f-]{36}$/);
  // A few seconds of webcam on this page, then the navigation bar's full page load in the middle of the task.
  await expect.poll(() => storedVideoChunks(one), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  await Promise.all([
    one.waitForURL(/\/random\?lang=original$/),
    one.getByRole('link', { name: 'Random questions' }).first().click(),
  ]);
  // The next page resumes the test at once, at the same task, without asking again.
  await expect(one.getByRole('heading', { name: 'Open a random question' })).toBeVisible(OVERLAY_WAIT);
  await expect(one.getByRole('region', { name: CONSENT.original.title })).toHaveCount(0);
  await expect(one.getByRole('dialog')).toHaveCount(0);
  expect(await recordedSession(one)).toBe(oneSession);
  await expect(one.getByText(EN.recording, { exact: true })).toBeVisible(OVERLAY_WAIT);
  await one.getByRole('button', { name: EN.doneNext }).click();
  await expect(one.getByRole('heading', { name: 'What would you answer?' })).toBeVisible();
  await one.getByLabel(EN.answerLabel).fill(answer);
  await one.screenshot({ path: shots('participant-task-original') });
  await one.getByRole('button', { name: EN.doneNext }).click();
  const closing = one.getByRole('dialog', { name: EN.thanksTitle });
  await expect(closing).toContainText('Thank you for your time!');
  await expect(closing.getByRole('button', { name: EN.endSession })).toBeVisible({ timeout: 90_000 });
  await one.screenshot({ path: shots('participant-closing-original') });
  expect(interfered).toEqual(['busy', 'answer lost']);
  const ended = Date.now();
  await closing.getByRole('button', { name: EN.endSession }).click();
  await expect(one.getByText(EN.canClose)).toBeVisible();

  // 2. A visitor whose browser sends Global Privacy Control is asked about the test all the same (they followed its
  // link), told that nothing else is recorded; declining shows no overlay and loads nothing; the link asks again.
  const fourth = await participant(browser, 'original');
  await fourth.context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { configurable: true, get: () => true }),
  );
  const declines = fourth.page;
  const declinedTraffic = trackerTraffic(declines);
  await declines.goto(linkPath);
  await expect(declines.getByRole('region', { name: CONSENT.original.title })).toContainText(CONSENT.original.signal);
  await declines
    .getByRole('region', { name: CONSENT.original.title })
    .getByRole('button', { name: CONSENT.original.decline })
    .click();
  await expect(declines.getByRole('region', { name: CONSENT.original.title })).toBeHidden();
  await declines.reload();
  await expect(declines.getByRole('region', { name: CONSENT.original.title })).toContainText(
    CONSENT.original.currentOff,
  );
  await expect(declines.locator('#parley-uxt-host')).toHaveCount(0);
  expect(declinedTraffic).toEqual([]);
  // Then takes part after all (the overlay opens despite the signal), reads the guidelines and aborts before 'Begin
  // Test': the test is skipped, never begun.
  await declines
    .getByRole('region', { name: CONSENT.original.title })
    .getByRole('button', { name: CONSENT.original.accept })
    .click();
  await declines
    .getByRole('dialog', { name: title })
    .getByRole('button', { name: EN.readGuidelines })
    .click(OVERLAY_WAIT);
  const declinedSession = (await recordedSession(declines))!;
  await declines.getByRole('button', { name: EN.abort }).click();
  await expect(declines.getByText(EN.canClose)).toBeVisible({ timeout: 15_000 });

  // 3. A participant begins, then aborts in the first task: the task and the test are skipped, the video discarded.
  const second = await participant(browser, 'original');
  const two = second.page;
  await two.goto(linkPath);
  await two
    .getByRole('region', { name: CONSENT.original.title })
    .getByRole('button', { name: CONSENT.original.accept })
    .click();
  await two.getByRole('dialog', { name: title }).getByRole('button', { name: EN.readGuidelines }).click(OVERLAY_WAIT);
  await two.getByRole('button', { name: EN.beginTest }).click();
  await expect(two.getByText(EN.recording, { exact: true })).toBeVisible(OVERLAY_WAIT);
  const twoSession = (await recordedSession(two))!;
  await two.getByRole('button', { name: EN.abort }).click();
  await expect(two.getByText(EN.canClose)).toBeVisible({ timeout: 15_000 });
  expect(await storedVideoChunks(two)).toBe(0);

  // 4. A participant in Persian refuses the camera and microphone (nobody answers the prompt) and still completes.
  const refusing = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, FAKE_MEDIA_DEVICES],
  });
  try {
    const third = await participant(refusing, 'fa');
    const three = third.page;
    await three.goto(`${linkPath}&lang=fa`);
    const faQuestion = three.getByRole('region', { name: CONSENT.fa.title });
    await expect(faQuestion).toContainText(CONSENT.fa.text);
    await three.screenshot({ path: shots('participant-consent-fa') });
    await faQuestion.getByRole('button', { name: CONSENT.fa.accept }).click();
    const faGreeting = three.getByRole('dialog', { name: title });
    await expect(faGreeting).toContainText(FA.welcome, OVERLAY_WAIT);
    await three.screenshot({ path: shots('participant-greeting-fa') });
    await faGreeting.getByRole('button', { name: FA.readGuidelines }).click();
    await three.screenshot({ path: shots('participant-guidelines-fa') });
    await three.getByRole('button', { name: FA.beginTest }).click();
    await expect(three.getByText(FA.mediaRefused)).toBeVisible(OVERLAY_WAIT);
    await expect(three.getByRole('heading', { name: 'Open a random question' })).toBeVisible();
    const threeSession = (await recordedSession(three))!;
    await three.getByRole('button', { name: FA.doneNext }).click();
    await three.getByLabel(FA.answerLabel).fill('اول می‌پرسم منظورشان چه بود');
    await three.screenshot({ path: shots('participant-task-fa') });
    await expectNoSeriousA11yViolations(three);
    await three.getByRole('button', { name: FA.doneNext }).click();
    await expect(
      three.getByRole('dialog', { name: FA.thanksTitle }).getByRole('button', { name: FA.endSession }),
    ).toBeVisible({ timeout: 60_000 });
    await three.screenshot({ path: shots('participant-closing-fa') });
    expect(third.errors).toEqual([]);
    await third.context.close();

    // Nothing of the overlay reaches the recording: not its texts, not the typed answer, only the blocked host's box.
    await one.mouse.move(200, 300);
    await one.mouse.move(260, 340);
    await expect
      .poll(
        () =>
          Math.max(
            0,
            ...storedMessages(oneSession)
              .messages.filter((m) => m.type === MESSAGE_TYPES.rrweb)
              .map((m) => Number(m.data.timestamp)),
          ),
        { timeout: 40_000 },
      )
      .toBeGreaterThan(ended);
    const recorded = JSON.stringify(storedMessages(oneSession).messages);
    expect(recorded).toContain('Random questions');
    for (const text of [
      answer,
      EN.doneNext,
      EN.beginTest,
      EN.welcome,
      'Open a random question',
      'What would you answer?',
      'Thank you for your time!',
    ])
      expect(recorded).not.toContain(text);
    // Chromium reports the two interfered signal requests; nothing else.
    expect(
      first.errors.filter(
        (error) => !/^Failed to load resource: (the server responded with a status of 503|net::ERR_FAILED)/.test(error),
      ),
    ).toEqual([]);
    expect(second.errors).toEqual([]);
    expect(fourth.errors).toEqual([]);
    await Promise.all([first.context.close(), second.context.close(), fourth.context.close()]);

    // The results: three began, two completed (with the answers), one aborted, one left before beginning; the
    // refusal is marked.
    await team.goto(`/studio/tests/${testId}/results?lang=original`);
    await expect(team.locator('[data-figure=started]')).toHaveText('3');
    await expect(team.locator('[data-figure=completed]')).toHaveText('2');
    await expect(team.locator('[data-figure=aborted]')).toHaveText('1');
    await expect(team.locator('[data-figure=in-progress]')).toHaveText('0');
    await expect(team.locator('[data-figure=not-begun]')).toHaveText('1');
    await expect(team.locator('[data-figure=completion-rate]')).toHaveText('67%');
    const taskRows = team.locator('table.usability-test-task-results tbody tr');
    for (const [index, name] of ['Open a random question', 'What would you answer?'].entries()) {
      const row = taskRows.nth(index);
      await expect(row.locator('th')).toContainText(name);
      await expect(row.locator('td').nth(0)).toHaveText('2');
      await expect(row.locator('td').nth(1)).toHaveText('67%');
      await expect(row.locator('td').nth(2)).toHaveText(/^\d+:\d\d$/);
      await expect(row.locator('td').nth(4)).toHaveText(/^\d+:\d\d – \d+:\d\d$/);
    }
    // The first participant spent at least the three seconds of video and a page load on the first task.
    const [, slowest] = (await taskRows.nth(0).locator('td').nth(4).innerText())
      .split(' – ')
      .map((time) => time.split(':').reduce((sum, part) => sum * 60 + Number(part), 0));
    expect(slowest).toBeGreaterThanOrEqual(3);
    const answers = team.getByRole('region', { name: /Answers to task 2/ });
    await expect(answers.getByRole('row').filter({ hasText: answer })).toHaveCount(1);
    await expect(answers).toContainText('اول می‌پرسم منظورشان چه بود');
    const row = (session: string) => team.locator(`tr[data-session="${session}"]`);
    await expect(row(oneSession).locator('[data-outcome]')).toHaveText('completed');
    await expect(row(oneSession)).toContainText(/\d video segments?/);
    await expect(row(threeSession).locator('[data-outcome]')).toHaveText('completed');
    await expect(row(threeSession)).toContainText('no video: permission refused');
    await expect(row(twoSession).locator('[data-outcome]')).toHaveText('aborted');
    await expect(row(twoSession)).toContainText('no video uploaded');
    await expect(row(declinedSession).locator('[data-outcome]')).toHaveText('left before beginning');
    for (const session of [oneSession, twoSession, threeSession])
      await expect(row(session).locator('td bdi[dir=ltr]')).toHaveText(/^\d+:\d\d$/);
    await team.screenshot({ path: shots('results-original'), fullPage: true });
    await team.goto(`/studio/tests/${testId}/results?lang=fa`);
    await expect(team.locator('[data-figure=completed]')).toHaveText('۲');
    await team.screenshot({ path: shots('results-fa'), fullPage: true });

    // The completed participant's replay, their webcam beside it, playing in step; the overlay is not in the replay.
    await team.goto(`/studio/tests/${testId}/results?lang=original`);
    await Promise.all([
      team.waitForURL(new RegExp(`/studio/sessions/${oneSession}\\?`)),
      row(oneSession).getByRole('link').click(),
    ]);
    const stage = team.frameLocator('.replay-stage iframe');
    await expect(stage.getByRole('link', { name: 'Random questions' }).first()).toBeAttached({ timeout: 30_000 });
    for (const text of [EN.beginTest, EN.doneNext, 'Open a random question'])
      await expect(stage.getByText(text)).toHaveCount(0);
    const video = team.locator('.webcam video');
    await expect(video).toHaveAttribute('src', `/api/studio/tests/${testId}/videos/${oneSession}/0`);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await team.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement, from) => !v.paused && v.currentTime > from + 1, before), {
        timeout: 20_000,
      })
      .toBe(true);
    await team.screenshot({ path: shots('replay-with-webcam-original'), fullPage: true });
    await team.getByRole('button', { name: 'Pause' }).click();
    await team.goto(`/studio/sessions/${threeSession}?lang=fa&test=${testId}`);
    await expect(team.getByTestId('webcam-none')).toHaveText(faMessages.studio.tests.noVideoRefused);
    await team.screenshot({ path: shots('replay-refused-fa'), fullPage: true });
    expect(consoleErrors.get(team)).toEqual([]);
  } finally {
    await refusing.close();
  }
});
