import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { assertBlobKey, blobStoreFromEnv, chunksOf, LocalDiskBlobStore } from '@/lib/storage/blob-store';
import {
  parseS3Url,
  S3_LIST_PAGE_KEYS,
  S3_PART_BYTES,
  S3_RETRIES,
  S3BlobStore,
  S3RequestError,
  type S3Options,
} from '@/lib/storage/s3';
import { freshPrefix, setupS3Server } from './support/s3';

/** `bytes` in chunks of `size`, as a request body arrives. */
async function* chunks(bytes: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < bytes.byteLength; offset += size)
    yield new Uint8Array(bytes.subarray(offset, offset + size));
}

/** A body whose client goes away after the first chunk. */
async function* failing(): AsyncGenerator<Uint8Array> {
  yield new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]);
  throw new Error('client went away');
}

describe('the local disk blob store', () => {
  let root = '';
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-disk-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  test('puts, gets and deletes a session folder; a missing blob is null; no temporary file is left behind', async () => {
    const store = new LocalDiskBlobStore(root);
    await store.put('p/s1/batches/0_0.bin.gz', new Uint8Array([1, 2, 3]));
    await store.put('p/s1/images/a.webp', new Uint8Array([4]));
    await store.put('p/s2/batches/0_0.bin.gz', new Uint8Array([5]));
    expect([...(await store.get('p/s1/batches/0_0.bin.gz'))!]).toEqual([1, 2, 3]);
    expect(await store.get('p/s1/batches/9_9.bin.gz')).toBeNull();
    const all = fs.readdirSync(root, { recursive: true }).map(String);
    expect(all.some((name) => name.endsWith('.tmp'))).toBe(false);
    await store.deletePrefix('p/s1');
    expect(await store.get('p/s1/images/a.webp')).toBeNull();
    expect(await store.get('p/s2/batches/0_0.bin.gz')).not.toBeNull();
  });

  test('streams a blob in and byte ranges of it out; past its limit, or when its source fails, nothing is left behind', async () => {
    const store = new LocalDiskBlobStore(root);
    const bytes = Buffer.from('0123456789'.repeat(100));
    expect(await store.putStream('p/s1/uxt/t/0.webm', chunks(bytes, 64), { maxBytes: 1000 })).toBe(1000);
    expect(Buffer.from((await store.get('p/s1/uxt/t/0.webm'))!)).toEqual(bytes);
    expect(
      Buffer.from(
        await new Response(await store.getStream('p/s1/uxt/t/0.webm', { start: 10, end: 24 })).arrayBuffer(),
      ).toString(),
    ).toBe('012345678901234');
    expect(await store.getStream('p/s1/uxt/t/9.webm', { start: 0, end: 1 })).toBeNull();
    // One byte over: refused, and the blob already there stays as it was.
    await expect(
      store.putStream('p/s1/uxt/t/0.webm', chunks(Buffer.concat([bytes, Buffer.from('x')]), 64), { maxBytes: 1000 }),
    ).rejects.toMatchObject({
      failure: { code: 'too_large', limit: 1000 },
    });
    await expect(store.putStream('p/s1/uxt/t/1.webm', failing(), { maxBytes: 1000 })).rejects.toThrow(
      'client went away',
    );
    expect(Buffer.from((await store.get('p/s1/uxt/t/0.webm'))!)).toEqual(bytes);
    expect(await store.get('p/s1/uxt/t/1.webm')).toBeNull();
    expect(
      fs
        .readdirSync(root, { recursive: true })
        .map(String)
        .filter((name) => name.endsWith('.tmp')),
    ).toEqual([]);
  });

  test('chunksOf cancels the stream when its reader stops early, so the rest of an upload is never read', async () => {
    let pulled = 0;
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(10));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const chunk of chunksOf(stream)) {
      expect(chunk.byteLength).toBe(10);
      break;
    }
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(5);
  });

  test('keys are plain relative paths: no way out of the folder', () => {
    for (const bad of ['../x', 'a/../../b', '/etc/passwd', 'a//b', '', 'a/./b'])
      expect(() => assertBlobKey(bad)).toThrow('Invalid blob key');
    expect(() => assertBlobKey('proj/3f1c/batches/0_1.bin.gz')).not.toThrow();
  });

  test('BLOB_STORE=s3://bucket/prefix selects S3; otherwise the disk (RECORDINGS_DIR); a half-made S3 setting is refused by name', () => {
    const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;
    const credentials = { AWS_ACCESS_KEY_ID: 'AK', AWS_SECRET_ACCESS_KEY: 'secret' };
    expect(
      blobStoreFromEnv(
        env({ BLOB_STORE: 's3://recordings/parley', S3_ENDPOINT: 'http://127.0.0.1:9000', ...credentials }),
      ).description,
    ).toBe('S3 (s3://recordings/parley at http://127.0.0.1:9000)');
    expect(
      blobStoreFromEnv(env({ BLOB_STORE: 's3://recordings', S3_REGION: 'eu-central-1', ...credentials })).description,
    ).toContain('https://s3.eu-central-1.amazonaws.com');
    expect(blobStoreFromEnv(env({ RECORDINGS_DIR: '/srv/rec' })).description).toBe('local disk (/srv/rec)');
    expect(() => blobStoreFromEnv(env({ BLOB_STORE: 's3://recordings', AWS_ACCESS_KEY_ID: 'AK' }))).toThrow(
      'AWS_SECRET_ACCESS_KEY',
    );
    expect(() =>
      blobStoreFromEnv(env({ BLOB_STORE: 's3://recordings', S3_ENDPOINT: '127.0.0.1:9000', ...credentials })),
    ).toThrow('S3_ENDPOINT');
    expect(parseS3Url('s3://my-bucket')).toEqual({ bucket: 'my-bucket', prefix: '' });
    expect(parseS3Url('s3://my-bucket/a/b/')).toEqual({ bucket: 'my-bucket', prefix: 'a/b' });
    expect(() => parseS3Url('http://x')).toThrow('s3://bucket/prefix');
  });
});

describe('the S3 blob store, against a real S3-compatible server (s3rver)', () => {
  const s3Test = setupS3Server();
  /** Every request the client sent in the current test (method and URL), as the server received them. */
  let sent: string[] = [];
  let fetchSpy: jest.SpiedFunction<typeof fetch>;

  beforeEach(() => {
    sent = [];
    const realFetch = globalThis.fetch;
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      sent.push(`${request.method} ${new URL(request.url).search}`);
      return realFetch(input, init);
    });
  });
  afterEach(() => fetchSpy.mockRestore());

  /** A store on a prefix no other test (nor an earlier run) uses. */
  const store = (options: Partial<S3Options> = {}) => new S3BlobStore({ ...s3Test.freshOptions(), ...options });
  const bytesOf = async (stream: ReadableStream<Uint8Array> | null) =>
    Buffer.from(await new Response(stream).arrayBuffer());
  const pattern = (length: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 7 + (i >> 8)) % 256));

  test('puts and gets bytes as they were (every byte value); a missing blob is null; appended blobs are objects to get', async () => {
    const s3 = store();
    const bytes = pattern(70_000);
    await s3.put('p/s1/batches/0_0.bin.gz', bytes);
    expect(Buffer.from((await s3.get('p/s1/batches/0_0.bin.gz'))!)).toEqual(bytes);
    expect(await s3.get('p/s1/batches/9_9.bin.gz')).toBeNull();
    const key = await s3.append('p/s1/batches/0_1.bin.gz', new Uint8Array([1, 2, 3]));
    expect([...(await s3.get(key))!]).toEqual([1, 2, 3]);
    // The same key again replaces the object.
    await s3.put('p/s1/batches/0_0.bin.gz', new Uint8Array([9]));
    expect([...(await s3.get('p/s1/batches/0_0.bin.gz'))!]).toEqual([9]);
  });

  test('reads exactly the byte range asked for (the first bytes, the last one, a span inside), and null for a missing blob', async () => {
    const s3 = store();
    const bytes = pattern(100_000);
    await s3.put('segments/0001.seg', bytes);
    expect(await bytesOf(await s3.getStream('segments/0001.seg', { start: 0, end: 9 }))).toEqual(bytes.subarray(0, 10));
    expect(await bytesOf(await s3.getStream('segments/0001.seg', { start: 65_530, end: 65_545 }))).toEqual(
      bytes.subarray(65_530, 65_546),
    );
    expect(await bytesOf(await s3.getStream('segments/0001.seg', { start: 99_999, end: 99_999 }))).toEqual(
      bytes.subarray(99_999),
    );
    expect(await s3.getStream('segments/0404.seg', { start: 0, end: 1 })).toBeNull();
  });

  test('streams a small blob in as one PUT and a large one as a multipart upload of equal parts, read back across part edges', async () => {
    const s3 = store({ partBytes: 256 });
    expect(await s3.putStream('p/s1/uxt/t/1.webm', chunks(Buffer.from('small'), 2), { maxBytes: 1000 })).toBe(5);
    expect(Buffer.from((await s3.get('p/s1/uxt/t/1.webm'))!).toString()).toBe('small');
    expect(sent.filter((r) => r.includes('uploads'))).toEqual([]);

    const bytes = pattern(1000);
    sent = [];
    expect(await s3.putStream('p/s1/uxt/t/0.webm', chunks(bytes, 100), { maxBytes: 1000 })).toBe(1000);
    expect(sent.filter((r) => r.startsWith('PUT') && r.includes('partNumber='))).toHaveLength(4);
    expect(sent.filter((r) => r.startsWith('POST') && r.includes('uploadId='))).toHaveLength(1);
    expect(Buffer.from((await s3.get('p/s1/uxt/t/0.webm'))!)).toEqual(bytes);
    expect(await bytesOf(await s3.getStream('p/s1/uxt/t/0.webm', { start: 250, end: 260 }))).toEqual(
      bytes.subarray(250, 261),
    );
  });

  test(`with the real part size (${S3_PART_BYTES} bytes) a video one MiB longer is two parts, whole when read back`, async () => {
    const s3 = store();
    const bytes = pattern(S3_PART_BYTES + 1024 * 1024);
    expect(await s3.putStream('p/s1/uxt/t/big.webm', chunks(bytes, 1024 * 1024), { maxBytes: bytes.byteLength })).toBe(
      bytes.byteLength,
    );
    expect(sent.filter((r) => r.includes('partNumber='))).toHaveLength(2);
    const edge = S3_PART_BYTES;
    expect(await bytesOf(await s3.getStream('p/s1/uxt/t/big.webm', { start: edge - 3, end: edge + 3 }))).toEqual(
      bytes.subarray(edge - 3, edge + 4),
    );
    expect(Buffer.from((await s3.get('p/s1/uxt/t/big.webm'))!).equals(bytes)).toBe(true);
  }, 60_000);

  test('past its limit, or when its source fails, a multipart upload is aborted, no object appears and the one there stays', async () => {
    const s3 = store({ partBytes: 256 });
    const bytes = pattern(1000);
    await s3.put('p/s1/uxt/t/2.webm', Buffer.from('before'));
    await expect(
      s3.putStream('p/s1/uxt/t/2.webm', chunks(Buffer.concat([bytes, Buffer.from('!')]), 100), { maxBytes: 1000 }),
    ).rejects.toMatchObject({
      failure: { code: 'too_large', limit: 1000 },
    });
    expect(sent.filter((r) => r.startsWith('DELETE') && r.includes('uploadId='))).toHaveLength(1);
    expect(Buffer.from((await s3.get('p/s1/uxt/t/2.webm'))!).toString()).toBe('before');

    async function* failingLate(): AsyncGenerator<Uint8Array> {
      yield* chunks(bytes, 100);
      throw new Error('client went away');
    }
    sent = [];
    await expect(s3.putStream('p/s1/uxt/t/3.webm', failingLate(), { maxBytes: 10_000 })).rejects.toThrow(
      'client went away',
    );
    expect(sent.filter((r) => r.startsWith('DELETE') && r.includes('uploadId='))).toHaveLength(1);
    expect(await s3.get('p/s1/uxt/t/3.webm')).toBeNull();
    // Failing before a part was sent: nothing was started, so there is nothing to abort.
    sent = [];
    await expect(s3.putStream('p/s1/uxt/t/4.webm', failing(), { maxBytes: 1000 })).rejects.toThrow('client went away');
    expect(sent).toEqual([]);
  });

  test('deletes a session folder page by page (two keys a page here), and nothing beside it', async () => {
    const s3 = store({ listPageKeys: 2 });
    for (const n of [0, 1, 2, 3, 4]) await s3.put(`p/s1/batches/0_${n}.bin.gz`, new Uint8Array([n]));
    await s3.put('p/s1/images/a.webp', new Uint8Array([5]));
    await s3.put('p/s10/batches/0_0.bin.gz', new Uint8Array([9]));
    await s3.put('p/s2/batches/0_0.bin.gz', new Uint8Array([9]));
    sent = [];
    await s3.deletePrefix('p/s1');
    expect(sent.filter((r) => r.includes('list-type=2'))).toHaveLength(3);
    expect(sent.filter((r) => r.startsWith('POST') && r.includes('delete'))).toHaveLength(3);
    for (const n of [0, 1, 2, 3, 4]) expect(await s3.get(`p/s1/batches/0_${n}.bin.gz`)).toBeNull();
    expect(await s3.get('p/s1/images/a.webp')).toBeNull();
    // `p/s1` is a folder: `p/s10` only shares its first letters.
    expect(await s3.get('p/s10/batches/0_0.bin.gz')).not.toBeNull();
    expect(await s3.get('p/s2/batches/0_0.bin.gz')).not.toBeNull();
    await expect(s3.deletePrefix('p/nothing-here')).resolves.toBeUndefined();
    // Without a test's page size, a page is as many keys as S3 lists and DeleteObjects takes at once.
    sent = [];
    await store().deletePrefix('p/s1');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`max-keys=${S3_LIST_PAGE_KEYS}`);
  });

  test('lists the keys under a prefix page by page (two keys a page here), relative to the store, in order', async () => {
    const prefix = freshPrefix(s3Test.options());
    const s3 = store({ prefix, listPageKeys: 2 });
    const keys = [
      'segments/2026-01-01/1-a.seg',
      'segments/2026-01-01/2-b.seg',
      'segments/2026-01-02/3-c.seg',
      'segments/2026-01-02/4-d.seg',
      'segments/x.seg',
    ];
    for (const key of [...keys].reverse()) await s3.put(key, new Uint8Array([1]));
    await s3.put('segmentsX/5.seg', new Uint8Array([1]));
    await s3.put('p/s1/batches/0_0.bin.gz', new Uint8Array([1]));
    sent = [];
    expect(await s3.list('segments/')).toEqual(keys);
    expect(sent.filter((r) => r.includes('list-type=2'))).toHaveLength(3);
    expect(await s3.list('segments/2026-01-02/')).toEqual(keys.slice(2, 4));
    expect(await s3.list('nothing/')).toEqual([]);
    // A store on no prefix lists the bucket's keys as they are: this store's prefix is in them.
    expect(await store({ prefix: '' }).list(`${prefix}/p/`)).toEqual([`${prefix}/p/s1/batches/0_0.bin.gz`]);
  });

  test('wrong credentials are an error that says which setting to check, for reads too (never "no such blob")', async () => {
    const wrongSecret = store({ secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.put('x/y.bin', new Uint8Array([1]))).rejects.toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    await expect(wrongSecret.get('x/y.bin')).rejects.toThrow(
      /403 SignatureDoesNotMatch: AWS_SECRET_ACCESS_KEY does not match/,
    );
    const unknownKey = store({ accessKeyId: 'NOBODY' });
    await expect(unknownKey.getStream('x/y.bin', { start: 0, end: 1 })).rejects.toThrow(
      /403 InvalidAccessKeyId: S3 does not know AWS_ACCESS_KEY_ID/,
    );
    await expect(unknownKey.deletePrefix('x')).rejects.toMatchObject({ code: 'InvalidAccessKeyId' });
    // 4xx answers are final: each call above was one request, not retried.
    expect(sent).toHaveLength(4);
  });

  test('a bucket that does not exist is an error naming it, for reads too (never "no such blob")', async () => {
    const missing = store({ bucket: 'parley-no-such-bucket' });
    await expect(missing.get('p/s1/batches/0_0.bin.gz')).rejects.toThrow(
      /bucket parley-no-such-bucket\) answered 404 NoSuchBucket: the bucket of BLOB_STORE does not exist/,
    );
    await expect(missing.getStream('p/s1/batches/0_0.bin.gz', { start: 0, end: 1 })).rejects.toMatchObject({
      code: 'NoSuchBucket',
    });
    await expect(missing.put('p/s1/batches/0_0.bin.gz', new Uint8Array([1]))).rejects.toMatchObject({
      status: 404,
      code: 'NoSuchBucket',
    });
    await expect(missing.deletePrefix('p/s1')).rejects.toMatchObject({ code: 'NoSuchBucket' });
  });

  test('an endpoint nothing listens on is an error naming it', async () => {
    const listener = net.createServer();
    const port = await new Promise<number>((resolve) =>
      listener.listen(0, '127.0.0.1', () => resolve((listener.address() as net.AddressInfo).port)),
    );
    await new Promise((resolve) => listener.close(resolve));
    const closed = store({ endpoint: `http://127.0.0.1:${port}` });
    await expect(closed.get('p/x.bin')).rejects.toThrow(
      `S3 GET p/x.bin: could not reach http://127.0.0.1:${port} (ECONNREFUSED)`,
    );
  });

  test(`an overloaded service (503 SlowDown) is asked again ${S3_RETRIES} times with backoff, then its error is reported`, async () => {
    // Not an S3 server: an endpoint that only ever says it is overloaded, which no real server can be made to say.
    let requests = 0;
    const overloaded = http.createServer((request, response) => {
      requests += 1;
      request.resume();
      response
        .writeHead(503, { 'content-type': 'application/xml' })
        .end('<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>');
    });
    const port = await new Promise<number>((resolve) =>
      overloaded.listen(0, '127.0.0.1', () => resolve((overloaded.address() as net.AddressInfo).port)),
    );
    try {
      const error = await store({ endpoint: `http://127.0.0.1:${port}` })
        .put('p/x.bin', new Uint8Array([1]))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(S3RequestError);
      expect(error).toMatchObject({ status: 503, code: 'SlowDown' });
      expect(requests).toBe(S3_RETRIES + 1);
    } finally {
      await new Promise((resolve) => overloaded.close(resolve));
    }
  });

  test('the store BLOB_STORE and S3_ENDPOINT select is this server', async () => {
    const fromEnv = blobStoreFromEnv(s3Test.env() as unknown as NodeJS.ProcessEnv);
    expect(fromEnv).toBeInstanceOf(S3BlobStore);
    const key = `t-${randomBytes(6).toString('hex')}/p/s1/batches/0_0.bin.gz`;
    await fromEnv.put(key, new Uint8Array([4, 2]));
    expect([...(await store({ prefix: s3Test.options().prefix }).get(key))!]).toEqual([4, 2]);
    await fromEnv.deletePrefix(key.split('/')[0]!);
    expect(await fromEnv.get(key)).toBeNull();
  });
});
