/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scanSegment } from './segment-records';

/**
 * The server's code is in one process twice: Next.js's bundle and the bundle of server/main.ts (the ingest in front of
 * it), each with its own classes, sharing the process's one blob store (getBlobStore). Loaded twice here the same way.
 */
async function twoCopies() {
  let ingest!: typeof import('./blob-store');
  let site!: typeof import('./segment-upload');
  let siteErrors!: typeof import('@/lib/errors');
  await jest.isolateModulesAsync(async () => {
    ingest = await import('./blob-store');
  });
  await jest.isolateModulesAsync(async () => {
    site = await import('./segment-upload');
    siteErrors = await import('@/lib/errors');
  });
  return { ingest, site, siteErrors };
}

test("a session erased by the site's copy of the code is zeroed in place in the ingest's open segment, whose next append still lands there", async () => {
  const { ingest, site } = await twoCopies();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-two-bundles-'));
  try {
    const store = new ingest.LocalDiskBlobStore(root);
    ingest.installBlobStore(store);
    const erased = await store.append('p/s/batches/0_0.1.bin.gz', Buffer.alloc(100, 1));
    await site.eraseStoredBlobs([erased], store);
    const later = await store.append('p/t/batches/0_0.2.bin.gz', Buffer.alloc(100, 2));

    const [segment] = fs
      .readdirSync(path.join(root, 'segments'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile());
    const records = scanSegment(fs.readFileSync(path.join(segment!.parentPath, segment!.name)));
    expect(records.map((record) => record.key)).toEqual(['p/s/batches/0_0.1.bin.gz', 'p/t/batches/0_0.2.bin.gz']);
    expect([...(await store.get(erased))!].every((byte) => byte === 0)).toBe(true);
    expect([...(await store.get(later))!].every((byte) => byte === 2)).toBe(true);
    expect(await site.readStoredBatch(later)).toEqual(await store.get(later));
  } finally {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('parley.blob-store')];
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("a refusal of the ingest's copy of the blob store is an AppError to the site's copy (answered 413, not 500)", async () => {
  const { ingest, siteErrors } = await twoCopies();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-two-bundles-'));
  try {
    const store = new ingest.LocalDiskBlobStore(root);
    async function* twoChunks() {
      yield new Uint8Array(8);
      yield new Uint8Array(8);
    }
    const refusal = await store
      .putStream('p/s/uxt/t/0.webm', twoChunks(), { maxBytes: 10 })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(siteErrors.AppError);
    expect((refusal as InstanceType<typeof siteErrors.AppError>).failure.code).toBe('too_large');
    expect(new Error('other')).not.toBeInstanceOf(siteErrors.AppError);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
