/**
 * The usability test when the camera and microphone are refused: fake devices are there, but nobody answers the
 * permission prompt (no --use-fake-ui-for-media-stream), so headless Chromium refuses it. A file of its own: the
 * browser's flags are per worker.
 */
import { expect, test } from './fixtures';
import { CHROMIUM_ARGS, offerTest, signalStory, TEST_ID } from './uxtHelpers';

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'],
  },
});

test('a refused camera and microphone still lets the participant complete the test, without video', async ({
  page,
  ingest,
}) => {
  offerTest(ingest);
  await page.goto(`/page/one?oruxt=${TEST_ID}`);
  await page.getByRole('button', { name: 'Read guidelines to begin' }).click();
  await page.getByRole('button', { name: 'Begin Test' }).click();
  await expect(page.getByRole('heading', { name: 'Open page two' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No camera or microphone: the test goes on without video.')).toBeVisible();
  await expect(page.getByText('Recording', { exact: true })).toBeHidden();
  // The refusal is kept: the next page does not ask again.
  await page.click('#to-two');
  await expect(page.getByRole('heading', { name: 'Open page two' })).toBeVisible();
  await expect(page.getByText('No camera or microphone: the test goes on without video.')).toBeVisible();
  await page.getByRole('button', { name: 'Done, Next' }).click();
  await page.getByLabel('Your answer').fill('No camera here.');
  await page.getByRole('button', { name: 'Done, Next' }).click();
  await expect(page.getByRole('button', { name: 'End Session' })).toBeVisible();
  expect(signalStory(ingest)).toEqual([
    'test begin',
    'task 11 begin',
    'task 11 done',
    'task 12 begin',
    'task 12 done',
    'test done',
  ]);
  expect(ingest.uxtSignals[0]!.body.media).toBe('refused');
  expect(ingest.uxtSignals[4]!.body.taskAnswer).toBe('No camera here.');
  expect(ingest.uxtUploads).toEqual([]);
  expect(ingest.calls.some((c) => c.path.includes('upload-url'))).toBe(false);
});
