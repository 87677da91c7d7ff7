import 'server-only';
import { createHash, createHmac } from 'node:crypto';
import { tooLarge, type BlobStore } from './blob-store';

/**
 * A blob store on any S3-compatible service (AWS S3, MinIO, Ceph, R2, …), spoken to directly over HTTPS with AWS
 * Signature Version 4 and path-style addresses (`{endpoint}/{bucket}/{key}`), so no SDK is needed for the four calls
 * the recordings use: PUT, GET, list (ListObjectsV2) and DELETE. A PUT that S3 answers 200 is durable.
 */
export interface S3Location {
  bucket: string;
  /** Key prefix inside the bucket, without leading or trailing slash ('' for none). */
  prefix: string;
}

export interface S3Options extends S3Location {
  /** Part size of multipart uploads; S3_PART_BYTES unless a test wants small parts. */
  partBytes?: number;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** `s3://bucket/some/prefix` → { bucket, prefix }. */
export function parseS3Url(url: string): S3Location {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/.*)?$/.exec(url);
  if (!match) throw new Error(`BLOB_STORE must look like s3://bucket/prefix, got ${url}`);
  return { bucket: match[1]!, prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `20130524T000000Z`: SigV4's timestamp format. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function canonicalQuery(query: Record<string, string>): string {
  return Object.keys(query)
    .sort()
    .map((name) => `${rfc3986(name)}=${rfc3986(query[name]!)}`)
    .join('&');
}

/**
 * The Authorization header of AWS Signature Version 4 for S3 (service `s3`), over exactly the headers given (names in
 * lower case; `x-amz-date` among them). Pure, so it is tested against AWS's published example.
 */
export function signV4(input: {
  method: string;
  /** The URI path, already encoded. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): string {
  const names = Object.keys(input.headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method,
    input.path,
    canonicalQuery(input.query),
    ...names.map((name) => `${name}:${input.headers[name]!.trim()}`),
    '',
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const date = input.headers['x-amz-date']!;
  const day = date.slice(0, 8);
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce<Buffer>((key, part) => hmac(key, part), hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region));
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** The part size of a multipart upload (S3's minimum is 5 MiB for every part but the last). */
export const S3_PART_BYTES = 8 * 1024 * 1024;

export class S3BlobStore implements BlobStore {
  readonly description: string;

  constructor(private readonly options: S3Options) {
    this.description = `S3 (s3://${options.bucket}/${options.prefix} at ${options.endpoint})`;
  }

  private objectKey(key: string): string {
    return this.options.prefix ? `${this.options.prefix}/${key}` : key;
  }

  /**
   * A signed request: path-style URL, SigV4 over the method, path, query, host, date and payload hash. `unsigned`
   * headers (a Range) travel without being signed, which SigV4 allows.
   */
  private async send(
    method: string,
    objectKey: string | null,
    query: Record<string, string> = {},
    body?: Uint8Array,
    unsigned: Record<string, string> = {},
  ): Promise<Response> {
    const endpoint = new URL(this.options.endpoint);
    const path = `/${rfc3986(this.options.bucket)}${objectKey === null ? '' : `/${objectKey.split('/').map(rfc3986).join('/')}`}`;
    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = { host: endpoint.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate(new Date()) };
    const authorization = signV4({
      method,
      path,
      query,
      headers,
      payloadHash,
      region: this.options.region,
      accessKeyId: this.options.accessKeyId,
      secretAccessKey: this.options.secretAccessKey,
    });
    const { host: _host, ...sent } = headers;
    const search = canonicalQuery(query);
    return fetch(`${endpoint.origin}${path}${search ? `?${search}` : ''}`, {
      method,
      headers: { ...unsigned, ...sent, authorization },
      body: body ? Buffer.from(body) : undefined,
    });
  }

  private async expectOk(response: Response, what: string): Promise<void> {
    if (response.ok) return;
    const text = await response.text().catch(() => '');
    throw new Error(`S3 ${what} answered ${response.status}: ${text.slice(0, 300)}`);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.expectOk(await this.send('PUT', this.objectKey(key), {}, bytes), `PUT ${key}`);
  }

  /**
   * A blob of unknown length: one PUT when it fits in one part, else an S3 multipart upload of S3_PART_BYTES parts
   * (S3 wants at least 5 MiB per part but the last), so at most one part is held in memory. Any failure, and a body
   * past `maxBytes`, aborts the multipart upload: S3 then keeps nothing of it.
   */
  async putStream(key: string, chunks: AsyncIterable<Uint8Array>, { maxBytes }: { maxBytes: number }): Promise<number> {
    const objectKey = this.objectKey(key);
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
        const created = await this.send('POST', objectKey, { uploads: '' });
        await this.expectOk(created, `create multipart upload ${key}`);
        uploadId = decodeXml(/<UploadId>([^<]*)<\/UploadId>/.exec(await created.text())?.[1] ?? '');
        if (!uploadId) throw new Error(`S3 create multipart upload ${key}: no UploadId in the answer`);
      }
      const answer = await this.send('PUT', objectKey, { partNumber: String(etags.length + 1), uploadId }, bytes);
      await this.expectOk(answer, `upload part ${etags.length + 1} of ${key}`);
      etags.push(answer.headers.get('etag') ?? '');
    };
    try {
      for await (const chunk of chunks) {
        size += chunk.byteLength;
        if (size > maxBytes) throw tooLarge(maxBytes);
        part.push(chunk);
        partSize += chunk.byteLength;
        if (partSize >= (this.options.partBytes ?? S3_PART_BYTES)) await flushPart();
      }
      if (uploadId === null) {
        await this.put(key, Buffer.concat(part));
        return size;
      }
      if (partSize > 0) await flushPart();
      const manifest = `<CompleteMultipartUpload>${etags.map((etag, index) => `<Part><PartNumber>${index + 1}</PartNumber><ETag>${encodeXml(etag)}</ETag></Part>`).join('')}</CompleteMultipartUpload>`;
      const completed = await this.send('POST', objectKey, { uploadId }, new TextEncoder().encode(manifest));
      // S3 may answer 200 with an <Error> body when completing fails late.
      const text = completed.ok ? await completed.text() : '';
      if (!completed.ok || text.includes('<Error>')) throw new Error(`S3 complete multipart upload ${key} answered ${completed.status}: ${text.slice(0, 300)}`);
      return size;
    } catch (error) {
      if (uploadId !== null) await this.send('DELETE', objectKey, { uploadId }).catch(() => undefined);
      throw error;
    }
  }

  async getStream(key: string, { start, end }: { start: number; end: number }): Promise<ReadableStream<Uint8Array> | null> {
    const response = await this.send('GET', this.objectKey(key), {}, undefined, { range: `bytes=${start}-${end}` });
    if (response.status === 404) return null;
    await this.expectOk(response, `GET ${key} (bytes ${start}-${end})`);
    return response.body as ReadableStream<Uint8Array> | null;
  }

  /** An object per blob: an answered PUT is already durable, and S3 has nothing to append to. */
  async append(key: string, bytes: Uint8Array): Promise<string> {
    await this.put(key, bytes);
    return key;
  }

  async get(key: string): Promise<Uint8Array | null> {
    const response = await this.send('GET', this.objectKey(key));
    if (response.status === 404) return null;
    await this.expectOk(response, `GET ${key}`);
    return new Uint8Array(await response.arrayBuffer());
  }

  async erase(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const response = await this.send('DELETE', this.objectKey(key));
      if (response.status !== 404) await this.expectOk(response, `DELETE ${key}`);
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    const full = this.objectKey(prefix.endsWith('/') ? prefix : `${prefix}/`);
    for (let token: string | undefined; ;) {
      const response = await this.send('GET', null, { 'list-type': '2', prefix: full, ...(token ? { 'continuation-token': token } : {}) });
      await this.expectOk(response, `list ${full}`);
      const xml = await response.text();
      const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => decodeXml(m[1]!));
      for (const key of keys) await this.expectOk(await this.send('DELETE', key), `DELETE ${key}`);
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? decodeXml(/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? '') : undefined;
      if (!token) return;
    }
  }

  /** Appended blobs are objects under their sessions' prefixes, deleted with them. */
  async deleteAppendedBefore(): Promise<void> {}
}

function encodeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
