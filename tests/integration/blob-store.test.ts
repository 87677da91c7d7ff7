import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { assertBlobKey, blobStoreFromEnv, LocalDiskBlobStore } from '@/lib/storage/blob-store';
import { parseS3Url, S3BlobStore, signV4 } from '@/lib/storage/s3';

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

  test('keys are plain relative paths: no way out of the folder', () => {
    for (const bad of ['../x', 'a/../../b', '/etc/passwd', 'a//b', '', 'a/./b']) expect(() => assertBlobKey(bad)).toThrow('Invalid blob key');
    expect(() => assertBlobKey('proj/3f1c/batches/0_1.bin.gz')).not.toThrow();
  });

  test('BLOB_STORE=s3://bucket/prefix selects S3; otherwise the disk (RECORDINGS_DIR)', () => {
    expect(blobStoreFromEnv({ BLOB_STORE: 's3://recordings/parley', S3_ENDPOINT: 'http://127.0.0.1:9000' } as unknown as NodeJS.ProcessEnv).description).toContain('s3://recordings/parley');
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
    const requests: string[] = [];
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const url = new URL(request.url!, 'http://s3.local');
        const query = Object.fromEntries(url.searchParams);
        const headers = { host: request.headers.host!, 'x-amz-content-sha256': String(request.headers['x-amz-content-sha256']), 'x-amz-date': String(request.headers['x-amz-date']) };
        const expected = signV4({ method: request.method!, path: url.pathname, query, headers, payloadHash: createHash('sha256').update(body).digest('hex'), region: 'eu-central-1', accessKeyId: 'AK', secretAccessKey: secret });
        requests.push(`${request.method} ${url.pathname}${url.search}`);
        if (request.headers.authorization !== expected) return response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        const key = decodeURIComponent(url.pathname.replace(/^\/bucket\/?/, ''));
        if (request.method === 'PUT') objects.set(key, body);
        else if (request.method === 'DELETE') objects.delete(key);
        else if (query['list-type'] === '2') {
          const all = [...objects.keys()].filter((k) => k.startsWith(query.prefix ?? '')).sort();
          const start = query['continuation-token'] ? all.indexOf(query['continuation-token']) : 0;
          const page = all.slice(start, start + 2);
          const next = all[start + 2];
          return response.end(`<ListBucketResult>${page.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('')}<IsTruncated>${next ? 'true' : 'false'}</IsTruncated>${next ? `<NextContinuationToken>${next}</NextContinuationToken>` : ''}</ListBucketResult>`);
        } else if (!objects.has(key)) return response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else return response.end(objects.get(key));
        response.end();
      });
    });
    return { server, objects, requests };
  }

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
