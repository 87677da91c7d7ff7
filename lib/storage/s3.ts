import 'server-only';
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { tooLarge, type BlobStore } from './blob-store-contract';
import { isSegmentLocator } from './segment-log';

/**
 * A blob store on any S3-compatible service (AWS S3, MinIO, Ceph, R2, …) with path-style addresses
 * (`{endpoint}/{bucket}/{key}`), which every such service accepts and which needs no DNS per bucket. Requests are
 * signed (AWS Signature Version 4, payload included) by aws4fetch, a small, maintained, fetch-based client: the calls
 * the recordings use are PUT, ranged GET, multipart upload, ListObjectsV2 and DeleteObjects. A PUT that S3 answers
 * 200 is durable.
 */
export interface S3Location {
  bucket: string;
  /** Key prefix inside the bucket, without leading or trailing slash ('' for none). */
  prefix: string;
}

export interface S3Options extends S3Location {
  /** Part size of multipart uploads; S3_PART_BYTES unless a test wants small parts. */
  partBytes?: number;
  /** Keys asked for per list page; S3_LIST_PAGE_KEYS unless a test wants to see pagination with a few objects. */
  listPageKeys?: number;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials (an assumed role) come with a session token. */
  sessionToken?: string;
}

/** `s3://bucket/some/prefix` → { bucket, prefix }. */
export function parseS3Url(url: string): S3Location {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/.*)?$/.exec(url);
  if (!match) throw new Error(`BLOB_STORE must look like s3://bucket/prefix, got ${url}`);
  return { bucket: match[1]!, prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

/** The part size of a multipart upload (S3's minimum is 5 MiB for every part but the last). */
export const S3_PART_BYTES = 8 * 1024 * 1024;
/** Keys per ListObjectsV2 page, and so per DeleteObjects call: S3's maximum for both. */
export const S3_LIST_PAGE_KEYS = 1000;
/**
 * Tries of a request S3 answered 5xx or 429 (throttling) after the first, with exponential backoff from
 * S3_RETRY_FIRST_DELAY_MS (randomised, as AWS advises). 4xx answers are final and never retried.
 */
export const S3_RETRIES = 3;
export const S3_RETRY_FIRST_DELAY_MS = 100;

/** What S3 answered instead of success, with its error code (`NoSuchBucket`, `SignatureDoesNotMatch`, …). */
export class S3RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'S3RequestError';
  }
}

/** What an operator should check for the error codes that mean the configuration is wrong, not the request. */
const HINTS: Record<string, string> = {
  NoSuchBucket: 'the bucket of BLOB_STORE does not exist at S3_ENDPOINT: create it, or fix BLOB_STORE',
  InvalidAccessKeyId: 'S3 does not know AWS_ACCESS_KEY_ID',
  SignatureDoesNotMatch:
    'AWS_SECRET_ACCESS_KEY does not match AWS_ACCESS_KEY_ID (or S3_REGION is not the bucket’s region)',
  AccessDenied: 'the credentials may not do this on the bucket: check its policy',
  AuthorizationHeaderMalformed: 'S3_REGION is not the bucket’s region',
  PermanentRedirect: 'S3_ENDPOINT or S3_REGION is not the bucket’s region',
};

/**
 * A payload's SHA-256 (hex), computed on libuv's thread pool (WebCrypto) rather than on the event loop: an 8 MiB part
 * or a sealed segment would otherwise hold every other request for tens of milliseconds.
 */
async function sha256(bytes: Uint8Array | string): Promise<string> {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  return Buffer.from(await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>)).toString('hex');
}
const md5Base64 = (bytes: string) => createHash('md5').update(bytes).digest('base64');
const EMPTY_SHA256 = createHash('sha256').digest('hex');

/** Whether the store is S3 (isLocalDiskStore says why not `instanceof`). */
export function isS3Store(store: BlobStore): store is S3BlobStore {
  return store.kind === 's3';
}

export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  readonly description: string;
  private readonly client: AwsClient;
  private readonly origin: string;

  constructor(private readonly options: S3Options) {
    this.description = `S3 (s3://${options.bucket}/${options.prefix} at ${options.endpoint})`;
    this.origin = new URL(options.endpoint).origin;
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      sessionToken: options.sessionToken,
      service: 's3',
      region: options.region,
      retries: S3_RETRIES,
      initRetryMs: S3_RETRY_FIRST_DELAY_MS,
    });
  }

  private objectKey(key: string): string {
    return this.options.prefix ? `${this.options.prefix}/${key}` : key;
  }

  /**
   * One signed request to the bucket (`objectKey` null) or an object in it. The payload's SHA-256 is signed too, so a
   * body changed on the way is refused by S3. A network failure becomes an error that names the endpoint.
   */
  private async send(
    what: string,
    method: string,
    objectKey: string | null,
    {
      query = {},
      body,
      headers = {},
    }: { query?: Record<string, string>; body?: Uint8Array | string; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const path = `/${encodeURIComponent(this.options.bucket)}${objectKey === null ? '' : `/${objectKey.split('/').map(encodeURIComponent).join('/')}`}`;
    const url = new URL(path, this.origin);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const payloadHash = body === undefined ? EMPTY_SHA256 : await sha256(body);
    try {
      return await this.client.fetch(url, {
        method,
        headers: { ...headers, 'x-amz-content-sha256': payloadHash },
        // Any Uint8Array is a valid body at run time; the DOM typings want one over a plain ArrayBuffer.
        body: body as string | Uint8Array<ArrayBuffer> | undefined,
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new Error(
        `S3 ${what}: could not reach ${this.origin} (${cause?.code ?? cause?.message ?? (error as Error).message})`,
        { cause: error },
      );
    }
  }

  /** Throws S3RequestError unless `response` is a success, naming the call, S3's error code and what to check. */
  private async expectOk(response: Response, what: string): Promise<void> {
    if (response.ok) return;
    throw await this.failure(response, what);
  }

  private async failure(response: Response, what: string): Promise<S3RequestError> {
    const text = await response.text().catch(() => '');
    const code = xmlValue(text, 'Code') ?? response.headers.get('x-amz-error-code') ?? `HTTP ${response.status}`;
    const message = xmlValue(text, 'Message') ?? text.slice(0, 200);
    const hint = HINTS[code] ? `: ${HINTS[code]}` : '';
    return new S3RequestError(
      `S3 ${what} at ${this.options.endpoint} (bucket ${this.options.bucket}) answered ${response.status} ${code}${hint}${message ? ` (${message})` : ''}`,
      response.status,
      code,
    );
  }

  /** A GET's 404 means "no such blob" only when the object is missing; a missing bucket is a configuration error. */
  private async missingObject(response: Response, what: string): Promise<boolean> {
    if (response.status !== 404) return false;
    const error = await this.failure(response, what);
    if (error.code === 'NoSuchKey') return true;
    throw error;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.expectOk(await this.send(`PUT ${key}`, 'PUT', this.objectKey(key), { body: bytes }), `PUT ${key}`);
  }

  /**
   * A blob of unknown length: one PUT when it fits in one part, else an S3 multipart upload of S3_PART_BYTES parts
   * (S3 wants at least 5 MiB per part but the last), so at most one part is held in memory. Any failure, and a body
   * past `maxBytes`, aborts the multipart upload: S3 then keeps nothing of it (a bucket lifecycle rule that aborts
   * incomplete uploads covers a process killed before it could abort).
   */
  async putStream(key: string, chunks: AsyncIterable<Uint8Array>, { maxBytes }: { maxBytes: number }): Promise<number> {
    const objectKey = this.objectKey(key);
    const partBytes = this.options.partBytes ?? S3_PART_BYTES;
    let part: Uint8Array[] = [];
    let partSize = 0;
    let size = 0;
    let uploadId: string | null = null;
    const etags: string[] = [];
    const flushPart = async () => {
      const bytes = Buffer.concat(part);
      part = [];
      partSize = 0;
      if (uploadId === null) {
        const what = `create multipart upload ${key}`;
        const created = await this.send(what, 'POST', objectKey, { query: { uploads: '' } });
        await this.expectOk(created, what);
        uploadId = xmlValue(await created.text(), 'UploadId');
        if (!uploadId) throw new Error(`S3 ${what}: no UploadId in the answer`);
      }
      const what = `upload part ${etags.length + 1} of ${key}`;
      const answer = await this.send(what, 'PUT', objectKey, {
        query: { partNumber: String(etags.length + 1), uploadId },
        body: bytes,
      });
      await this.expectOk(answer, what);
      etags.push(answer.headers.get('etag') ?? '');
    };
    try {
      for await (const chunk of chunks) {
        size += chunk.byteLength;
        if (size > maxBytes) throw tooLarge(maxBytes);
        part.push(chunk);
        partSize += chunk.byteLength;
        if (partSize >= partBytes) await flushPart();
      }
      if (uploadId === null) {
        await this.put(key, Buffer.concat(part));
        return size;
      }
      if (partSize > 0) await flushPart();
      const manifest = `<CompleteMultipartUpload>${etags.map((etag, index) => `<Part><PartNumber>${index + 1}</PartNumber><ETag>${encodeXml(etag)}</ETag></Part>`).join('')}</CompleteMultipartUpload>`;
      const what = `complete multipart upload ${key}`;
      const completed = await this.send(what, 'POST', objectKey, { query: { uploadId }, body: manifest });
      await this.expectOk(completed, what);
      // S3 may respond with 200 with an <Error> body when completing fails late.
      const text = await completed.text();
      if (text.includes('<Error>'))
        throw new S3RequestError(
          `S3 ${what} failed late: ${text.slice(0, 300)}`,
          completed.status,
          xmlValue(text, 'Code') ?? '',
        );
      return size;
    } catch (error) {
      if (uploadId !== null)
        await this.send(`abort multipart upload ${key}`, 'DELETE', objectKey, { query: { uploadId } }).catch(
          () => undefined,
        );
      throw error;
    }
  }

  async getStream(
    key: string,
    { start, end }: { start: number; end: number },
  ): Promise<ReadableStream<Uint8Array> | null> {
    const what = `GET ${key} (bytes ${start}-${end})`;
    const response = await this.send(what, 'GET', this.objectKey(key), { headers: { range: `bytes=${start}-${end}` } });
    if (await this.missingObject(response, what)) return null;
    await this.expectOk(response, what);
    // A reader of a segment's records must get exactly the bytes it asked for, never the whole object or another span.
    const served = response.headers.get('content-range');
    if (response.status !== 206 || !served?.startsWith(`bytes ${start}-${end}/`)) {
      await response.body?.cancel();
      throw new S3RequestError(
        `S3 ${what} answered ${response.status} with ${served ?? 'no Content-Range'}: not the byte range asked for`,
        response.status,
        'RangeNotServed',
      );
    }
    return response.body as ReadableStream<Uint8Array> | null;
  }

  /** An object per blob: an answered PUT is already durable, and S3 has nothing to append to. */
  async append(key: string, bytes: Uint8Array): Promise<string> {
    await this.put(key, bytes);
    return key;
  }

  async get(key: string): Promise<Uint8Array | null> {
    const what = `GET ${key}`;
    const response = await this.send(what, 'GET', this.objectKey(key));
    if (await this.missingObject(response, what)) return null;
    await this.expectOk(response, what);
    return new Uint8Array(await response.arrayBuffer());
  }

  /**
   * Deletes objects. A segment locator names bytes inside an uploaded segment, not an object: deleting it would delete
   * nothing and report success, so it is refused (lib/storage/segment-upload.ts eraseStoredBlobs rewrites the segment).
   */
  async erase(keys: readonly string[]): Promise<void> {
    const locator = keys.find(isSegmentLocator);
    if (locator)
      throw new Error(
        `S3 erase: ${locator} is bytes inside a segment object, not an object (erase it with eraseStoredBlobs)`,
      );
    for (const key of keys) {
      const response = await this.send(`DELETE ${key}`, 'DELETE', this.objectKey(key));
      if (response.status !== 404) await this.expectOk(response, `DELETE ${key}`);
    }
  }

  /**
   * Every blob key that begins with `prefix` (relative to the store's own prefix, as `put` takes them), in S3's
   * order (by UTF-8 bytes): ListObjectsV2 page by page, following its continuation tokens.
   */
  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    const own = this.objectKey('');
    for await (const page of this.listPages(prefix)) keys.push(...page.map((key) => key.slice(own.length)));
    return keys;
  }

  /** Deletes the folder a page at a time: each listed page with one DeleteObjects call. */
  async deletePrefix(prefix: string): Promise<void> {
    for await (const page of this.listPages(prefix.endsWith('/') ? prefix : `${prefix}/`))
      if (page.length > 0) await this.deleteObjects(page);
  }

  /**
   * The object keys (with the store's prefix) under `prefix`, a ListObjectsV2 page at a time. A page that says it is
   * truncated must name the next continuation token: a list that stopped early would read as a short folder.
   */
  private async *listPages(prefix: string): AsyncGenerator<string[]> {
    const full = this.objectKey(prefix);
    const pageKeys = String(this.options.listPageKeys ?? S3_LIST_PAGE_KEYS);
    for (let token: string | undefined; ;) {
      const what = `list ${full}`;
      const query: Record<string, string> = {
        'list-type': '2',
        prefix: full,
        'max-keys': pageKeys,
        ...(token ? { 'continuation-token': token } : {}),
      };
      const response = await this.send(what, 'GET', null, { query });
      await this.expectOk(response, what);
      const xml = await response.text();
      yield listedKeys(xml);
      if (xmlValue(xml, 'IsTruncated') !== 'true') return;
      token = xmlValue(xml, 'NextContinuationToken') ?? undefined;
      if (!token)
        throw new S3RequestError(
          `S3 ${what}: a truncated list without NextContinuationToken`,
          response.status,
          'NoContinuationToken',
        );
    }
  }

  /** DeleteObjects (S3 wants the body's MD5); a key S3 could not delete fails the call, naming it. */
  private async deleteObjects(keys: string[]): Promise<void> {
    const body = `<Delete><Quiet>true</Quiet>${keys.map((key) => `<Object><Key>${encodeXml(key)}</Key></Object>`).join('')}</Delete>`;
    const what = `delete ${keys.length} objects`;
    const response = await this.send(what, 'POST', null, {
      query: { delete: '' },
      body,
      headers: { 'content-md5': md5Base64(body), 'content-type': 'application/xml' },
    });
    await this.expectOk(response, what);
    const text = await response.text();
    if (text.includes('<Error>')) {
      throw new S3RequestError(
        `S3 ${what}: some were not deleted: ${text.slice(text.indexOf('<Error>'), 400)}`,
        response.status,
        xmlValue(text, 'Code') ?? '',
      );
    }
  }

  /** Appended blobs are objects under their sessions' prefixes, deleted with them. */
  async deleteAppendedBefore(): Promise<void> {}
}

/**
 * The keys of a ListObjectsV2 answer: the `<Key>` of each `<Contents>` entry only (the answer's other elements, such
 * as `<Prefix>` or an owner's name, are never taken for a key), decoded.
 */
function listedKeys(xml: string): string[] {
  const keys: string[] = [];
  for (const [, entry] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = xmlValue(entry!, 'Key');
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** The text of the first `<tag>` in an S3 XML answer, decoded, or null. */
function xmlValue(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match ? decodeXml(match[1]!) : null;
}

function encodeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

function decodeXml(text: string): string {
  return text.replace(
    /&(?:#x([0-9a-fA-F]+)|#(\d+)|(lt|gt|quot|apos|amp));/g,
    (entity, hex: string | undefined, decimal: string | undefined, name: string | undefined) =>
      hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : decimal
          ? String.fromCodePoint(Number(decimal))
          : (XML_ENTITIES[name!] ?? entity),
  );
}
