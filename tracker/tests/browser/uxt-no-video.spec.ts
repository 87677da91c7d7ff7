/**
 * The usability test without video, for each reason the tracker tells apart (PROTOCOL.md `media`): the participant
 * reads why, the test goes on, and the `begin` signal says it. The browser's flags make the reason, so each test but
 * the last launches a Chromium of its own.
 */
import { chromium, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CAMERA_START, CHROMIUM_ARGS, FAKE_MEDIA, offerTest, signalStory, TEST_ID } from './uxtHelpers';

test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...FAKE_MEDIA] } });

/** A page in a Chromium launched with these flags, on the test server; closed with the test. */
async function pageWith(args: string[], baseURL: string): Promise<Page> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...args] });
  const page = await (await browser.newContext({ baseURL })).newPage();
  launched.push(browser);
  return page;
}
const launched: { close(): Promise<void> }[] = [];
test.afterEach(async () => {
  await Promise.all(launched.splice(0).map((browser) => browser.close()));
});

/** Through the test to its end, the reason shown on every page. */
async function takeTheTest(page: Page, url: string, note: string) {
  await page.goto(url);
  await page.getByRole('button', { name: 'Read guidelines to begin' }).click();
  await page.getByRole('button', { name: 'Begin Test' }).click();
  await expect(page.getByRole('heading', { name: 'Open page two' })).toBeVisible(CAMERA_START);
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByText('Recording', { exact: true })).toBeHidden();
  // The reason is kept: the next page does not ask again, and says it again.
  await page.click('#to-two');
  await expect(page.getByRole('heading', { name: 'Open page two' })).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await page.getByRole('button', { name: 'Done, Next' }).click();
  await page.getByLabel('Your answer').fill('No camera here.');
  await page.getByRole('button', { name: 'Done, Next' }).click();
  await expect(page.getByRole('button', { name: 'End Session' })).toBeVisible();
}

test('a refused camera and microphone still lets the participant complete the test, without video', async ({
  ingest,
  server,
}) => {
  // Fake devices are there, but nobody answers the permission prompt (no --use-fake-ui-for-media-stream), so headless
  // Chromium refuses it.
  const page = await pageWith(['--use-fake-device-for-media-stream'], server.origin);
  offerTest(ingest);
  await takeTheTest(
    page,
    `/page/one?oruxt=${TEST_ID}`,
    'The camera or microphone was not allowed: the test goes on without video.',
  );
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

test('on a page that is not a secure context: says it is not served over https, and the begin signal says insecure', async ({
  ingest,
  server,
}) => {
  // parley.test is the test server under another name: plain http on a host that is not localhost, where browsers
  // offer no camera at all (navigator.mediaDevices is undefined).
  const origin = `http://parley.test:${new URL(server.origin).port}`;
  const page = await pageWith([...FAKE_MEDIA, '--host-resolver-rules=MAP parley.test 127.0.0.1'], origin);
  offerTest(ingest);
  await takeTheTest(
    page,
    `/page/one?oruxt=${TEST_ID}`,
    'This page is not served over a secure connection (https), so the browser offers no camera or microphone: the test goes on without video.',
  );
  expect(await page.evaluate(() => isSecureContext)).toBe(false);
  expect(ingest.uxtSignals[0]!.body.media).toBe('insecure');
  expect(ingest.calls.some((c) => c.path.includes('upload-url'))).toBe(false);
});

test('without a camera or microphone: says none was found, and the begin signal says no-device', async ({
  ingest,
  server,
}) => {
  // No fake devices: this machine has none.
  const page = await pageWith(['--use-fake-ui-for-media-stream'], server.origin);
  offerTest(ingest);
  await takeTheTest(
    page,
    `/page/one?oruxt=${TEST_ID}`,
    'No camera or microphone was found: the test goes on without video.',
  );
  expect(ingest.uxtSignals[0]!.body.media).toBe('no-device');
});

test('a camera that fails to start: says it could not be started, and the begin signal says failed', async ({
  page,
  ingest,
}) => {
  offerTest(ingest);
  // As a camera in use by another program does.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Could not start video source', 'NotReadableError'));
  });
  await takeTheTest(
    page,
    `/page/one?oruxt=${TEST_ID}`,
    'The camera or microphone could not be started: the test goes on without video.',
  );
  expect(ingest.uxtSignals[0]!.body.media).toBe('failed');
});
