/** The usability-test browser tests' helpers: a test offered by the fake ingest, and what the browser keeps. */
import type { Page } from '@playwright/test';
import { allMessages, expect } from './fixtures';
import type { IngestState } from './server';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
export const FAKE_MEDIA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export const TEST_ID = '5f0c8f7e-2b1d-4c55-9a43-7d8f0b1e2a10';

/**
 * How long 'Begin Test' may take to show the first task: it waits for the camera. A browser's first getUserMedia
 * starts Chromium's audio and video capture services, measured at 2 to 18 s on this shared machine under load (0.6 s
 * on a later one), far past an assertion's default 5 s.
 */
export const CAMERA_START = { timeout: 45_000 };

export function offerTest(ingest: IngestState, overrides: Record<string, unknown> = {}, language = 'original'): void {
  ingest.startResponse = { ...ingest.startResponse, features: { 'feature-flags': false, 'usability-test': true } };
  ingest.trackerOptions = { language };
  ingest.uxtTests[TEST_ID] = {
    title: 'Zebra reading study',
    description: 'Two short tasks about our pages.',
    guidelines:
      '<p>Think aloud while you <strong>browse</strong>.</p><ul><li>There are no wrong answers.</li></ul><script>window.pwned = true</script><img src=x onerror="window.pwned = true">',
    conclusion: 'Thanks from the Zebra team.',
    startingPath: '/page/one',
    status: 'in-progress',
    reqMic: true,
    reqCamera: true,
    tasks: [
      { task_id: 11, title: 'Open page two', description: 'Use the navigation bar.', allow_typing: false },
      { task_id: 12, title: 'Describe page two', description: 'What did you see there?', allow_typing: true },
    ],
    ...overrides,
  };
}

export const signalStory = (ingest: IngestState) =>
  ingest.uxtSignals.map(
    (s) => `${s.kind}${s.body.taskId === undefined ? '' : ` ${String(s.body.taskId)}`} ${String(s.body.status)}`,
  );

export const uxtStorage = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('parley.uxt.')));

export const storedSegments = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('parley-uxt', 1);
        open.onsuccess = () => {
          const count = open.result.transaction('segments').objectStore('segments').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(-1);
      }),
  );

/** The bytes of video the page's camera stored in IndexedDB so far (every segment's pieces). */
export const storedVideoBytes = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('parley-uxt', 1);
        open.onsuccess = () => {
          const all = open.result.transaction('chunks').objectStore('chunks').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { bytes: Blob | Uint8Array }[]).reduce(
                (sum, chunk) => sum + (chunk.bytes instanceof Blob ? chunk.bytes.size : chunk.bytes.byteLength),
                0,
              ),
            );
        };
        open.onerror = () => resolve(-1);
      }),
  );

/** Waits until the camera stored some video (a recorder that starts under load hands over its first data late). */
export const someVideoStored = (page: Page) =>
  expect.poll(() => storedVideoBytes(page), CAMERA_START).toBeGreaterThan(0);

/** No text of the overlay (nor the typed answer) reaches a batch: the overlay is never recorded. */
export function expectNothingOfTheOverlayRecorded(ingest: IngestState, texts: string[]): void {
  const recorded = JSON.stringify(allMessages(ingest));
  for (const text of texts) expect(recorded).not.toContain(text);
}
