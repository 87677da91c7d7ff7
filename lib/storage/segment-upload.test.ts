/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BlobStore } from './blob-store-contract';
import {
  SEGMENT_UPLOAD_RETRY_MAX_MS,
  SEGMENT_UPLOAD_RETRY_MIN_MS,
  UploadingSegments,
  uploadRetryWaitMs,
} from './segment-upload';

/** A blob store (S3, in production) that refuses the first `failures` uploads, then keeps what it is given. */
function flakyStore(failures: number) {
  const objects = new Map<string, Uint8Array>();
  let refused = 0;
  const store = {
    description: 'a flaky store',
    put: async (key: string, bytes: Uint8Array) => {
      if (refused < failures) {
        refused += 1;
        throw new Error('503 Slow Down');
      }
      objects.set(key, bytes.slice());
    },
    get: async (key: string) => objects.get(key) ?? null,
    getStream: async (key: string, { start, end }: { start: number; end: number }) => {
      const bytes = objects.get(key);
      return bytes ? new Blob([bytes.slice(start, end + 1)]).stream() : null;
    },
  };
  return { store: store as unknown as BlobStore, objects, attempts: () => refused + objects.size };
}

let root = '';
const quietly = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-uploads-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

const waitFor = async (condition: () => boolean, ms = 5_000) => {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

test('a segment whose upload failed stays on this disk, readable, and is uploaded by a later try of the same process, not only at the next start', async () => {
  quietly();
  const { store, objects } = flakyStore(2);
  const uploading = new UploadingSegments(root, store, { uploadAfterMs: 40, retryMinMs: 20 });
  const locator = await uploading.append('p/s/0_0', new Uint8Array([1, 2, 3]));
  await waitFor(() => uploading.stats.failed >= 1);
  // Meanwhile the batch is read from here.
  expect(await uploading.read(locator)).toEqual(new Uint8Array([1, 2, 3]));
  await waitFor(() => uploading.stats.uploaded === 1);
  expect(uploading.stats.failed).toBe(2);
  expect(objects.size).toBe(1);
  expect(uploading.waitingForRetry).toBe(0);
  // Uploaded: read by byte range from the store, the local file gone.
  expect(await uploading.read(locator)).toEqual(new Uint8Array([1, 2, 3]));
  expect(
    fs.readdirSync(path.join(root, 'segments'), { recursive: true }).filter((f) => String(f).endsWith('.seg')),
  ).toEqual([]);
  await uploading.close();
});

test('a stop gives a segment waiting for its retry one last try; what still fails stays on disk for the next start', async () => {
  quietly();
  const { store, objects } = flakyStore(Number.POSITIVE_INFINITY);
  const uploading = new UploadingSegments(root, store, { uploadAfterMs: 40, retryMinMs: 60_000 });
  await uploading.append('p/s/0_0', new Uint8Array([4, 5, 6]));
  await waitFor(() => uploading.waitingForRetry === 1);
  await uploading.close();
  expect(uploading.stats.failed).toBe(2);
  expect(objects.size).toBe(0);
  expect(
    fs.readdirSync(path.join(root, 'segments'), { recursive: true }).filter((f) => String(f).endsWith('.seg')),
  ).toHaveLength(1);
});

test(`retries wait from SEGMENT_UPLOAD_RETRY_MIN_MS (${SEGMENT_UPLOAD_RETRY_MIN_MS} ms) doubling up to SEGMENT_UPLOAD_RETRY_MAX_MS (${SEGMENT_UPLOAD_RETRY_MAX_MS} ms), for good`, () => {
  const waits = Array.from({ length: 10 }, (_, failures) => uploadRetryWaitMs(failures));
  expect(waits.slice(0, 3)).toEqual([
    SEGMENT_UPLOAD_RETRY_MIN_MS,
    2 * SEGMENT_UPLOAD_RETRY_MIN_MS,
    4 * SEGMENT_UPLOAD_RETRY_MIN_MS,
  ]);
  expect(waits.every((wait, i) => i === 0 || wait >= waits[i - 1]!)).toBe(true);
  expect(waits.at(-1)).toBe(SEGMENT_UPLOAD_RETRY_MAX_MS);
  expect(uploadRetryWaitMs(10_000)).toBe(SEGMENT_UPLOAD_RETRY_MAX_MS);
});
