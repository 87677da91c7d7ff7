import { expect, test, type Browser, type Page } from '@playwright/test';
import { UXT_VIDEO_DB } from '@parley/tracker/constants';
import { declinedRecording } from './visitor-state';

// What the usability-test specs share: the product team signed in, writing a two-task test in the studio.

export const ADMIN = { email: 'team@parley.example', pwd: 'studio-listens-closely' };
export const MEMBER = { email: 'mina@parley.example', pwd: 'slow-river-talks' };

/**
 * A name no other test run uses, in letters only: the ingest scrubs runs of SCRUB_DIGIT_RUN_MIN digits from everything
 * it stores (lib/ingest/scrub.ts), and a base-36 id now and then holds one (`visit-mwytja8278420` was stored as
 * `visit-mwytja0000000`), so a test that looked its recording up by the name would never find it.
 */
export const unique = () => inLetters(Date.now()) + inLetters(Math.floor(Math.random() * 26 ** 5)).padStart(5, 'a');

/** A whole number written in base 26 with the letters a to z. */
function inLetters(n: number): string {
  let text = '';
  do {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  } while (n > 0);
  return text;
}

/** Console errors of the page (a failed hydration, a refused request, a script error), to expect none. */
export const consoleErrors = new WeakMap<Page, string[]>();

/** Collects `page`'s console errors and uncaught exceptions into consoleErrors. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  consoleErrors.set(page, errors);
  page.on('console', (message) => {
    // The replay's frame is sandboxed without scripts on purpose: a recorded page's scripts never run.
    if (message.type() === 'error' && !/^Blocked script execution in .* sandboxed/.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A page of a new browser context, signed in as `account` (who declined recording, so no banner covers the studio). */
export async function signedIn(browser: Browser, account: { email: string; pwd: string }): Promise<Page> {
  const context = await browser.newContext({ storageState: declinedRecording(test.info().project.use.baseURL!) });
  const page = await context.newPage();
  watchConsole(page);
  await page.goto('/login?lang=original');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.pwd);
  await Promise.all([page.waitForURL(/\/\?lang=[a-z]+$/), page.getByRole('button', { name: 'Log in' }).click()]);
  return page;
}

/**
 * Writes a two-task test with camera and microphone in the studio, as the product team does, and answers its id. Task
 * 1 'Open a random question' (nothing typed), task 2 'What would you answer?' (the participant types an answer): the
 * form adds them the other way round and moves the second up.
 */
export async function writeTest(page: Page, title: string): Promise<string> {
  await page.goto('/studio/tests?lang=original');
  await Promise.all([page.waitForURL(/\/studio\/tests\/new\?/), page.getByRole('link', { name: 'New test' }).click()]);
  // The test's own title and description (each task has a title and a description too).
  await page.locator('#usability-test-title').fill(title);
  await page.locator('#usability-test-description').fill('We watch how people find a question.');
  await page.getByLabel('Introduction and guidelines').fill('Think **aloud**; there are no wrong answers.');
  await page.getByLabel('Conclusion').fill('Thank you for your time!');
  await page.getByLabel('Starting path').fill('/random');
  await page.getByLabel("Record the participant's camera").check();
  await page.getByLabel("Record the participant's microphone").check();
  const first = page.getByRole('group', { name: 'Task 1' });
  await first.getByLabel('Description').fill('Type the first sentence of your answer.');
  await first.getByLabel('Title').fill('What would you answer?');
  await first.getByLabel('The participant types an answer').check();
  await page.getByRole('button', { name: 'Add a task' }).click();
  const second = page.getByRole('group', { name: 'Task 2' });
  await second.getByLabel('Title').fill('Open a random question');
  await second.getByLabel('Description').fill('Use the navigation bar.');
  // The first task cannot move up nor the last down, and those buttons look it (not only to a screen reader).
  const blocked = first.getByRole('button', { name: 'Move up' });
  const free = second.getByRole('button', { name: 'Move up' });
  await expect(blocked).toBeDisabled();
  await expect(blocked).toHaveCSS('cursor', 'not-allowed');
  expect(Number(await blocked.evaluate((button) => getComputedStyle(button).opacity))).toBeLessThan(0.6);
  await expect(free).toHaveCSS('opacity', '1');
  // The opening task belongs first.
  await free.click();
  await Promise.all([
    page.waitForURL(/\/studio\/tests\/[0-9a-f-]{36}\?lang=original$/),
    page.getByRole('button', { name: 'Create test' }).click(),
  ]);
  return /\/studio\/tests\/([0-9a-f-]{36})/.exec(page.url())![1]!;
}

/** Presses a test's status button ('Start the test', 'Close the test', 'Reopen the test') and says yes to its question. */
export async function changeStatus(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const question = page.getByRole('group', { name: button });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Yes, go ahead' }).click();
}

/** Moves a test written in the studio out of preview: participants' runs count from here. */
export async function startTest(page: Page): Promise<void> {
  await changeStatus(page, 'Start the test');
  await expect(page.getByText('Status: In progress')).toBeVisible();
}

/** How many pieces of webcam video the overlay has stored in IndexedDB (one a second while it records). */
export const storedVideoChunks = (page: Page) =>
  page.evaluate(
    (db) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open(db);
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('chunks')) return resolve(0);
          const counted = open.result.transaction('chunks').objectStore('chunks').count();
          counted.onsuccess = () => resolve(counted.result);
        };
        open.onerror = () => resolve(-1);
      }),
    UXT_VIDEO_DB,
  );
