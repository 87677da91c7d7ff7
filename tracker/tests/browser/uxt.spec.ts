/**
 * The usability test, as a participant does it in Chromium with fake camera and microphone, against the fake ingest's
 * usability-test calls (PROTOCOL.md "Usability tests").
 */
import AxeBuilder from '@axe-core/playwright';
import { allMessages, eventually, expect, test } from './fixtures';
import {
  CAMERA_START,
  CHROMIUM_ARGS,
  expectNothingOfTheOverlayRecorded,
  FAKE_MEDIA,
  offerTest,
  signalStory,
  storedSegments,
  someVideoStored,
  TEST_ID,
  uxtStorage,
} from './uxtHelpers';

test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...FAKE_MEDIA] } });

test.describe('with camera and microphone', () => {
  test('a participant completes a two-task test with a typed answer; a full page load resumes at the task; the video is uploaded in segments', async ({
    page,
    ingest,
  }) => {
    test.setTimeout(120_000);
    offerTest(ingest);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`/page/one?oruxt=${TEST_ID}`);

    const greeting = page.getByRole('dialog', { name: 'Zebra reading study' });
    await expect(greeting).toBeVisible();
    await expect(greeting).toContainText("Welcome! You're here to help us improve, not to be judged.");
    await expect(page.getByRole('button', { name: 'Read guidelines to begin' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('button', { name: 'Introduction & Guidelines' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByText('There are no wrong answers.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();
    expect(ingest.uxtSignals).toEqual([]);
    await page.getByRole('button', { name: 'Begin Test' }).click();

    await expect(page.getByRole('heading', { name: 'Open page two' })).toBeFocused(CAMERA_START);
    await expect(page.getByText('Recording', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Your answer')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Task progress' }).locator('[aria-current="step"]')).toContainText(
      'Task 1 of 2',
    );
    // Let the webcam record a few seconds on this page.
    await page.waitForTimeout(2_500);
    expect(await uxtStorage(page)).toEqual(
      expect.arrayContaining([
        'parley.uxt.active',
        'parley.uxt.sessionId',
        'parley.uxt.testStart',
        'parley.uxt.taskIndex',
        'parley.uxt.durations',
      ]),
    );

    // A full page load in the middle of the task: back at the task list, same task.
    await page.click('#to-two');
    await expect(page).toHaveURL(/\/page\/two$/);
    await expect(page.getByRole('heading', { name: 'Open page two' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.waitForTimeout(2_000);
    await page.getByRole('button', { name: 'Done, Next' }).click();

    await expect(page.getByRole('heading', { name: 'Describe page two' })).toBeFocused();
    await page.getByLabel('Your answer').fill('I saw a canvas and a form.');
    await page.getByRole('button', { name: 'Done, Next' }).click();

    const closing = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(closing).toContainText('Thanks from the Zebra team.');
    const endButton = closing.getByRole('button', { name: /Submitting Feedback|End Session/ });
    await expect(closing.getByRole('button', { name: 'End Session' })).toBeVisible({ timeout: 60_000 });
    await expect(endButton).not.toHaveAttribute('aria-disabled', 'true');

    expect(signalStory(ingest)).toEqual([
      'test begin',
      'task 11 begin',
      'task 11 done',
      'task 12 begin',
      'task 12 done',
      'test done',
    ]);
    const [testBegin, task1Begin, task1Done, , task2Done, testDone] = ingest.uxtSignals.map((s) => s.body);
    expect(testBegin).toMatchObject({ testId: TEST_ID, duration: 0, media: 'recording' });
    expect(task1Done!.taskAnswer).toBeUndefined();
    expect(task2Done!.taskAnswer).toBe('I saw a canvas and a form.');
    // The first task spans the page load: its duration counts from its begin on the first page.
    expect(task1Done!.duration as number).toBeGreaterThanOrEqual(4_000);
    expect(task1Done!.duration).toBe((task1Done!.timestamp as number) - (task1Begin!.timestamp as number));
    expect(testDone!.duration).toBe((testDone!.timestamp as number) - (testBegin!.timestamp as number));
    expect(new Set(ingest.uxtSignals.map((s) => s.sessionID)).size).toBe(1);

    // One segment per page, numbered from 0, each a webm file, started in order on the session clock.
    expect(ingest.uxtUploads.map((u) => u.segment)).toEqual([0, 1]);
    for (const upload of ingest.uxtUploads) {
      expect(upload).toMatchObject({ testId: TEST_ID, type: 'video/webm', magic: '1a45dfa3' });
      expect(upload.size).toBeGreaterThan(10_000);
    }
    expect(ingest.uxtUploads[1]!.startedAt).toBeGreaterThan(ingest.uxtUploads[0]!.startedAt);
    expect(await storedSegments(page)).toBe(0);
    expect(await uxtStorage(page)).toEqual([]);

    // The page was not opened by a script, so it cannot close itself: the overlay says it can be closed.
    await endButton.click();
    await expect(page.getByRole('status').filter({ hasText: 'You can close this window now.' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('#parley-uxt-host')).toHaveCount(0);

    await page.click('#to-plain');
    await eventually(() =>
      expect(allMessages(ingest).some((m) => m.type === 'page' && String(m.data.url).endsWith('/page/two'))).toBe(true),
    );
    expectNothingOfTheOverlayRecorded(ingest, [
      'Zebra',
      'Open page two',
      'Describe page two',
      'Done, Next',
      'I saw a canvas',
      'Your answer',
      'Thank you!',
    ]);
    // A click inside the overlay is a step of the test (its signals say so), not a click on the page: none is sent,
    // while the page's own clicks are.
    const clicks = allMessages(ingest).filter((m) => m.type === 'click');
    expect(clicks.filter((m) => String(m.data.selector).includes('parley-uxt'))).toEqual([]);
    expect(clicks.map((m) => m.data.selector)).toContain('#to-two');
    expect(errors).toEqual([]);
  });

  test('Abort Session signals the test and its task skipped, discards the video and removes the overlay', async ({
    page,
    ingest,
  }) => {
    offerTest(ingest);
    await page.goto(`/page/one?oruxt=${TEST_ID}`);
    await page.getByRole('button', { name: 'Read guidelines to begin' }).click();
    await page.getByRole('button', { name: 'Begin Test' }).click();
    await expect(page.getByRole('heading', { name: 'Open page two' })).toBeVisible(CAMERA_START);
    await page.waitForTimeout(1_500);
    await expect.poll(() => storedSegments(page)).toBe(1);
    await page.getByRole('button', { name: 'Abort Session' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'You can close this window now.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Open page two' })).toHaveCount(0);
    expect(signalStory(ingest)).toEqual(['test begin', 'task 11 begin', 'task 11 skipped', 'test skipped']);
    expect(ingest.uxtSignals.at(-1)!.body.duration as number).toBeGreaterThan(1_000);
    expect(ingest.uxtUploads).toEqual([]);
    expect(ingest.calls.some((c) => c.path.includes('upload-url'))).toBe(false);
    expect(await storedSegments(page)).toBe(0);
    expect(await uxtStorage(page)).toEqual([]);

    // Nothing is resumed on the next page.
    await page.click('#to-two');
    await expect(page.locator('html')).toHaveAttribute('data-tracker', 'active');
    await page.waitForTimeout(500);
    await expect(page.locator('#parley-uxt-host')).toHaveCount(0);
  });

  test('a closed or unknown test shows nothing and logs "Error fetching test"; a failed upload URL logs "Failed to get upload url", lets the participant end, and keeps the video for the next page, which uploads it', async ({
    page,
    ingest,
  }) => {
    offerTest(ingest, { status: 'closed' });
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    await page.goto(`/page/one?oruxt=${TEST_ID}`);
    await expect(page.locator('html')).toHaveAttribute('data-tracker', 'active');
    await eventually(() => expect(console.some((text) => text.startsWith('Error fetching test'))).toBe(true));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(ingest.uxtSignals).toEqual([]);

    offerTest(ingest, { tasks: [{ task_id: 'only', title: 'Look around', description: '', allow_typing: false }] });
    ingest.uxtUploadUrlStatus = 500;
    await page.goto(`/page/one?oruxt=${TEST_ID}`);
    await page.getByRole('button', { name: 'Read guidelines to begin' }).click();
    await page.getByRole('button', { name: 'Begin Test' }).click();
    await expect(page.getByRole('button', { name: 'Done, Next' })).toBeVisible(CAMERA_START);
    // Some video stored (a recorder stopped before it handed over any data leaves nothing to upload).
    await someVideoStored(page);
    await page.getByRole('button', { name: 'Done, Next' }).click();
    await expect(page.getByRole('button', { name: 'End Session' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Your video could not be uploaded yet.' })).toBeVisible();
    expect(console.some((text) => text.startsWith('Failed to get upload url'))).toBe(true);
    expect(signalStory(ingest)).toEqual(['test begin', 'task only begin', 'task only done', 'test done']);
    // Never discarded: the video stays in the browser, and the next page that loads the tracker uploads it.
    const kept = await storedSegments(page);
    expect(kept).toBeGreaterThan(0);
    expect(ingest.uxtUploads).toEqual([]);
    ingest.uxtUploadUrlStatus = 200;
    await page.goto('/page/two');
    await expect(page.locator('html')).toHaveAttribute('data-tracker', 'active');
    await eventually(() => expect(ingest.uxtUploads).toHaveLength(kept));
    expect(ingest.uxtUploads[0]).toMatchObject({ testId: TEST_ID, type: 'video/webm', magic: '1a45dfa3' });
    await expect.poll(() => storedSegments(page)).toBe(0);
    expect(await uxtStorage(page)).toEqual([]);
  });

  for (const language of ['original', 'fa'] as const) {
    test(`every panel is axe-clean and keyboard-usable in ${language}`, async ({ page, ingest }) => {
      test.setTimeout(180_000);
      offerTest(ingest, {}, language);
      await page.setViewportSize({ width: 1100, height: 760 });
      await page.goto(`/page/one?oruxt=${TEST_ID}`);
      const host = page.locator('#parley-uxt-host');
      const axe = async (panel: string) => {
        await page.screenshot({ path: test.info().outputPath(`uxt-${panel}-${language}.png`) });
        const { violations } = await new AxeBuilder({ page }).include('#parley-uxt-host').analyze();
        expect(violations.map((v) => `${panel}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      };
      await expect(host.locator('.root')).toHaveAttribute('dir', language === 'fa' ? 'rtl' : 'ltr');
      await expect(page.getByRole('dialog')).toBeVisible();
      await axe('greeting');
      // Keyboard only from here on.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(host.locator('.widget')).toBeVisible();
      await axe('guidelines');

      // The widget moves with the arrow keys on its handle (and stays where it was put on the next page).
      const handle = host.locator('.handle');
      const before = (await host.locator('.widget').boundingBox())!;
      await handle.focus();
      await page.keyboard.press('Shift+ArrowUp');
      await page.keyboard.press('ArrowLeft');
      const after = (await host.locator('.widget').boundingBox())!;
      expect(Math.round(after.y - before.y)).toBe(-64);
      expect(Math.round(after.x - before.x)).toBe(-16);
      // ... and with the pointer (towards the middle: the widget starts in the bottom inline-end corner, left in
      // Persian, out of the way of a site's header).
      const inward = language === 'fa' ? 200 : -200;
      const grip = (await handle.boundingBox())!;
      await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
      await page.mouse.down();
      await page.mouse.move(grip.x + grip.width / 2 + inward, grip.y + grip.height / 2 - 100, { steps: 4 });
      await page.mouse.up();
      const dragged = (await host.locator('.widget').boundingBox())!;
      expect(Math.round(dragged.x - after.x)).toBe(inward);
      expect(Math.round(dragged.y - after.y)).toBe(-100);

      await host.getByRole('button', { name: language === 'fa' ? 'شروع آزمون' : 'Begin Test' }).press('Enter');
      await expect(host.locator('.task-title')).toBeFocused(CAMERA_START);
      await axe('task');
      await host.locator('.task-title').press('Tab');
      await page.keyboard.press('Enter'); // the first task's collapse button
      await expect(host.locator('.widget')).toHaveClass(/collapsed/);
      await axe('collapsed');
      await page.keyboard.press('Enter'); // focus moved to the expand button
      await expect(host.locator('.task-title')).toBeVisible();
      await host.getByRole('button', { name: language === 'fa' ? 'انجام شد، بعدی' : 'Done, Next' }).press('Enter');
      await expect(host.locator('textarea')).toBeVisible();
      await axe('answer');
      await host.locator('textarea').fill(language === 'fa' ? 'صفحه دوم را دیدم' : 'Seen it');
      await host.getByRole('button', { name: language === 'fa' ? 'انجام شد، بعدی' : 'Done, Next' }).press('Enter');
      await expect(host.locator('.closing')).toBeVisible();
      await axe('closing');
      await expect(host.locator('.closing .primary')).not.toHaveAttribute('aria-disabled', 'true', { timeout: 60_000 });
      await axe('closing-done');
      expect(ingest.uxtSignals.at(-1)!.body.status).toBe('done');
    });
  }
});
