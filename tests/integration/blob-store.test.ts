import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { assertBlobKey, blobStoreFromEnv, chunksOf, LocalDiskBlobStore } from '@/lib/storage/blob-store';
import { parseS3Url, S3BlobStore, signV4 } from '@/lib/storage/s3';

/** `bytes` in chunks of `size`, as a request body arrives. */
async function* chunks(bytes: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < bytes.byteLength; offset += size) yield new Uint8Array(bytes.subarray(offset, offset + size));
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
    expect(Buffer.from(await new Response(await store.getStream('p/s1/uxt/t/0.webm', { start: 10, end: 24 })).arrayBuffer()).toString()).toBe(
      '012345678901234',
    );
    expect(await store.getStream('p/s1/uxt/t/9.webm', { start: 0, end: 1 })).toBeNull();
    // One byte over: refused, and the blob already there stays as it was.
    await expect(store.putStream('p/s1/uxt/t/0.webm', chunks(Buffer.concat([bytes, Buffer.from('x')]), 64), { maxBytes: 1000 })).rejects.toMatchObject({
      failure: { code: 'too_large', limit: 1000 },
    });
    await expect(store.putStream('p/s1/uxt/t/1.webm', failing(), { maxBytes: 1000 })).rejects.toThrow('client went away');
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
    for (const bad of ['../x', 'a/../../b', '/etc/passwd', 'a//b', '', 'a/./b']) expect(() => assertBlobKey(bad)).toThrow('Invalid blob key');
    expect(() => assertBlobKey('proj/3f1c/batches/0_1.bin.gz')).not.toThrow();
  });

  test('BLOB_STORE=s3://bucket/prefix selects S3; otherwise the disk (RECORDINGS_DIR)', () => {
    expect(
      blobStoreFromEnv({ BLOB_STORE: 's3://recordings/parley', S3_ENDPOINT: 'http://127.0.0.1:9000' } as unknown as NodeJS.ProcessEnv).description,
    ).toContain('s3://recordings/parley');
    expect(blobStoreFromEnv({ RECORDINGS_DIR: '/srv/rec' } as unknown as NodeJS.ProcessEnv).description).toBe('local disk (/srv/rec)');
    expect(parseS3Url('s3://my-bucket')).toEqual({ bucket: 'my-bucket', prefix: '' });
    expect(() => parseS3Url('http://x')).toThrow('s3://bucket/prefix');
  });
});

describe('the S3 blob store', () => {
  test("signs as AWS's published Signature Version 4 example does (GET Object with a Range header)", () => {
    const authorization = signV4({
      method: 'GET',
      path: '/test.txt',
      query: {},
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  /** An S3-compatible stand-in: path-style PUT/GET/DELETE and ListObjectsV2 (two keys a page), checking every signature. */
  function fakeS3(secret: string) {
    const objects = new Map<string, Buffer>();
    const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
    const aborted: string[] = [];
    const requests: string[] = [];
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const url = new URL(request.url!, 'http://s3.local');
        const query = Object.fromEntries(url.searchParams);
        const headers = {
          host: request.headers.host!,
          'x-amz-content-sha256': String(request.headers['x-amz-content-sha256']),
          'x-amz-date': String(request.headers['x-amz-date']),
        };
        const expected = signV4({
          method: request.method!,
          path: url.pathname,
          query,
          headers,
          payloadHash: createHash('sha256').update(body).digest('hex'),
          region: 'eu-central-1',
          accessKeyId: 'AK',
          secretAccessKey: secret,
        });
        requests.push(`${request.method} ${url.pathname}${url.search}`);
        if (request.headers.authorization !== expected) return response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        const key = decodeURIComponent(url.pathname.replace(/^\/bucket\/?/, ''));
        if (request.method === 'POST' && 'uploads' in query) {
          const id = `upload-${uploads.size + 1}`;
          uploads.set(id, { key, parts: new Map() });
          return response.end(`<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
        }
        if (query.uploadId) {
          const upload = uploads.get(query.uploadId);
          if (!upload) return response.writeHead(404).end('<Error><Code>NoSuchUpload</Code></Error>');
          if (request.method === 'PUT') {
            upload.parts.set(Number(query.partNumber), body);
            return response.writeHead(200, { etag: `"etag-${query.partNumber}"` }).end();
          }
          uploads.delete(query.uploadId);
          if (request.method === 'POST') {
            const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber><ETag>&quot;etag-(\d+)&quot;<\/ETag>/g)].map((m) => Number(m[1]));
            objects.set(upload.key, Buffer.concat(numbers.map((n) => upload.parts.get(n)!)));
            return response.end('<CompleteMultipartUploadResult></CompleteMultipartUploadResult>');
          }
          aborted.push(query.uploadId);
          return response.writeHead(204).end();
        }
        if (request.method === 'PUT') objects.set(key, body);
        else if (request.method === 'DELETE') objects.delete(key);
        else if (query['list-type'] === '2') {
          const all = [...objects.keys()].filter((k) => k.startsWith(query.prefix ?? '')).sort();
          const start = query['continuation-token'] ? all.indexOf(query['continuation-token']) : 0;
          const page = all.slice(start, start + 2);
          const next = all[start + 2];
          return response.end(
            `<ListBucketResult>${page.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('')}<IsTruncated>${next ? 'true' : 'false'}</IsTruncated>${next ? `<NextContinuationToken>${next}</NextContinuationToken>` : ''}</ListBucketResult>`,
          );
        } else if (!objects.has(key)) return response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else if (request.headers.range) {
          const [, start, end] = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range)!;
          return response.writeHead(206).end(objects.get(key)!.subarray(Number(start), Number(end) + 1));
        } else return response.end(objects.get(key));
        response.end();
      });
    });
    return { server, objects, requests, aborted };
  }

  test('streams a large blob in as a multipart upload of signed parts, a small one as one PUT, and reads byte ranges', async () => {
    const fake = fakeS3('secret');
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    const store = new S3BlobStore({
      bucket: 'bucket',
      prefix: 'parley',
      endpoint,
      region: 'eu-central-1',
      accessKeyId: 'AK',
      secretAccessKey: 'secret',
      partBytes: 256,
    });
    try {
      const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
      expect(await store.putStream('p/s1/uxt/t/0.webm', chunks(bytes, 100), { maxBytes: 1000 })).toBe(1000);
      expect(fake.objects.get('parley/p/s1/uxt/t/0.webm')).toEqual(bytes);
      expect(fake.requests.filter((r) => r.includes('partNumber='))).toHaveLength(4);
      expect(Buffer.from(await new Response(await store.getStream('p/s1/uxt/t/0.webm', { start: 300, end: 309 })).arrayBuffer())).toEqual(
        bytes.subarray(300, 310),
      );
      expect(await store.getStream('p/s1/uxt/t/404.webm', { start: 0, end: 1 })).toBeNull();

      expect(await store.putStream('p/s1/uxt/t/1.webm', chunks(Buffer.from('small'), 2), { maxBytes: 1000 })).toBe(5);
      expect(fake.objects.get('parley/p/s1/uxt/t/1.webm')?.toString()).toBe('small');

      // Past the limit: the multipart upload is aborted and no object appears.
      await expect(store.putStream('p/s1/uxt/t/2.webm', chunks(Buffer.concat([bytes, Buffer.from('!')]), 100), { maxBytes: 1000 })).rejects.toMatchObject({
        failure: { code: 'too_large' },
      });
      expect(fake.aborted).toHaveLength(1);
      expect(fake.objects.has('parley/p/s1/uxt/t/2.webm')).toBe(false);
    } finally {
      await new Promise<void>((resolve) => fake.server.close(() => resolve()));
    }
  });

  test('puts, gets and deletes a session folder through signed requests, following the list pages', async () => {
    const fake = fakeS3('secret');
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    const store = new S3BlobStore({ bucket: 'bucket', prefix: 'parley', endpoint, region: 'eu-central-1', accessKeyId: 'AK', secretAccessKey: 'secret' });
    try {
      for (const n of [0, 1, 2, 3, 4]) await store.put(`p/s1/batches/0_${n}.bin.gz`, new Uint8Array([n]));
      await store.put('p/s2/batches/0_0.bin.gz', new Uint8Array([9]));
      expect([...fake.objects.keys()]).toContain('parley/p/s1/batches/0_3.bin.gz');
      expect([...(await store.get('p/s1/batches/0_3.bin.gz'))!]).toEqual([3]);
      expect(await store.get('p/s1/batches/7_7.bin.gz')).toBeNull();
      await store.deletePrefix('p/s1');
      expect([...fake.objects.keys()]).toEqual(['parley/p/s2/batches/0_0.bin.gz']);
      expect(fake.requests.filter((r) => r.includes('list-type=2')).length).toBeGreaterThanOrEqual(3);
      const wrong = new S3BlobStore({ bucket: 'bucket', prefix: '', endpoint, region: 'eu-central-1', accessKeyId: 'AK', secretAccessKey: 'not-the-secret' });
      await expect(wrong.put('x/y.bin', new Uint8Array([1]))).rejects.toThrow('403');
    } finally {
      await new Promise<void>((resolve) => fake.server.close(() => resolve()));
    }
  });
});
