import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ingestInFront } from '@/lib/ingest/http';
import { INGEST_MAX_IN_FLIGHT_PER_ADDRESS } from '@/lib/ingest';
import { ENGINE, setupTestDatabase } from './support/database';
import { ORIGIN, send } from './support/api';
import { ADMIN } from './support/studio';
import { usabilityTestUploadTickets, usabilityTestVideoSegments } from '@/lib/db/schema';
import { failure } from '@/lib/errors';
import { createTest, receiveUpload, setTestStatus } from '@/lib/usability-tests';
import * as testSignalRoute from '@/app/ingest/v1/web/uxt/signals/test/route';
import * as uploadUrlRoute from '@/app/ingest/v1/web/uxt/upload-url/route';
import * as uploadRoute from '@/app/ingest/v1/web/uxt/upload/[ticket]/route';
import {
  batchBytes,
  createProject,
  frame,
  gatedRunner,
  ingestRoutes,
  setupBlobStore,
  setupOwnServices,
  startBody,
  startRequest,
  TINY_WEBP,
} from './support/ingest';

/*
 * One visitor cannot stop recording for everyone: the attacks a security test made on the ingest, each with a quiet
 * visitor beside it whose batches must keep getting 200. Served as the servers serve them (lib/ingest/http.ts in front
 * of node:http), behind one trusted proxy, so each client names its own address in X-Forwarded-For. Webcam video of
 * usability tests, which goes to the same disk, is bounded too (the last describe).
 */

jest.setTimeout(20_000);

const database = setupTestDatabase();
const blobs = setupBlobStore();
const ownService = setupOwnServices();

let server: http.Server;
let port = 0;
const hopsBefore = process.env.TRUSTED_PROXY_HOPS;

beforeAll(async () => {
  process.env.TRUSTED_PROXY_HOPS = '1';
  server = http.createServer((request, response) => {
    if (!ingestInFront(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  if (hopsBefore === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = hopsBefore;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A request to the test server; `hold` sends the body but the last byte and resolves the request itself, for the test to end. */
function request(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Uint8Array = new Uint8Array(0),
): { answer: Promise<Answer>; raw: http.ClientRequest } {
  const raw = http.request({ port, host: '127.0.0.1', method, path, headers, agent: false });
  const answer = new Promise<Answer>((resolve, reject) => {
    raw.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: text ? JSON.parse(text) : {} }),
      );
    });
    // A refused body's connection closes before the rest is sent: the answer, if any, has come by then.
    raw.on('error', (error) => reject(error));
  });
  if (body.byteLength) raw.write(body, () => undefined);
  return { answer, raw };
}

/** A started session, recorded from `address`. */
async function visitor(projectKey: string, address: string) {
  const started = await send(
    ingestRoutes.start.POST,
    startRequest(startBody(projectKey), { 'x-forwarded-for': address }),
  );
  expect(started.status).toBe(200);
  return { token: String(started.body.token), sessionId: String(started.body.sessionID), address, next: 0 };
}
type Visitor = Awaited<ReturnType<typeof visitor>>;

/** One batch of `bytes` of its own text (distinct, so nothing is a repeat), as the tracker posts it. */
function batch(who: Visitor, bytes = 1_500) {
  const batchNo = who.next++;
  const body = batchBytes(0, batchNo, [
    frame('custom', { ts: Date.now(), name: 'note', payload: `${who.sessionId}:${batchNo}:`.padEnd(bytes, 'x') }),
  ]);
  return {
    path: `/ingest/v1/web/i?batch=0_${batchNo}`,
    headers: {
      authorization: `Bearer ${who.token}`,
      'content-type': 'application/octet-stream',
      'x-forwarded-for': who.address,
      'content-length': String(body.byteLength),
    },
    body,
  };
}

async function post(who: Visitor, bytes?: number): Promise<Answer> {
  const one = batch(who, bytes);
  const sent = request('POST', one.path, one.headers, one.body);
  sent.raw.end();
  return sent.answer;
}

/** Waits (on the event loop, not a clock) until `done` holds, at most `tries` turns of 20 ms. */
async function until(done: () => boolean, tries = 500): Promise<void> {
  for (let i = 0; i < tries && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(done()).toBe(true);
}

/** Requests the test server has been sent so far (counted as they arrive, whatever the ingest does with them). */
let received = 0;
beforeAll(() => server.on('request', () => (received += 1)));

describe(`one visitor cannot stop recording for everyone, on ${ENGINE}`, () => {
  test('connections that declare 1,000,000 bytes and send 20 hold 20 bytes each, not what they declared: with 100 open, another visitor’s batches all get 200; an address past its requests in flight gets 429', async () => {
    const service = ownService();
    const project = await createProject(database.db());
    const attackers = await Promise.all(
      [0, 1, 2, 3].map((i) => visitor(project.publicKey, `198.51.100.${i < 2 ? 7 : 8}`)),
    );
    const victim = await visitor(project.publicKey, '203.0.113.50');
    const before = received;
    const idle = Array.from({ length: 100 }, (_, i) => {
      const who = attackers[i % 4]!;
      return request(
        'POST',
        `/ingest/v1/web/i?batch=0_${i}`,
        {
          authorization: `Bearer ${who.token}`,
          'content-type': 'application/octet-stream',
          'x-forwarded-for': who.address,
          'content-length': '1000000',
        },
        batchBytes(0, i, []).subarray(0, 20),
      );
    });
    await until(() => received - before === 100);
    await until(() => service.clients.stats.requests === 100 && service.clients.stats.bytes === 100 * 20);

    const answers: number[] = [];
    for (let i = 0; i < 20; i++) answers.push((await post(victim)).status);
    expect(answers).toEqual(Array(20).fill(200));

    // Each attacking address holds 50 of INGEST_MAX_IN_FLIGHT_PER_ADDRESS; past them, 429 at once.
    const more = Array.from({ length: INGEST_MAX_IN_FLIGHT_PER_ADDRESS - 50 + 1 }, () => {
      const one = batch(attackers[0]!);
      const sent = request('POST', one.path, { ...one.headers, 'content-length': '1000000' }, one.body.subarray(0, 20));
      return sent;
    });
    const refused = await Promise.race(more.map((one) => one.answer));
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    for (const one of [...idle, ...more]) {
      // Their answers never come: the test hangs up on them.
      one.answer.catch(() => undefined);
      one.raw.destroy();
    }
    await until(() => service.clients.stats.requests === 0);
    expect(service.clients.stats).toMatchObject({ bytes: 0, addresses: 0 });
  });

  test('a body that does not arrive at the pace gets 408, its connection closed, and frees what it held', async () => {
    const service = ownService({ bodyPace: { graceMs: 300, minBytesPerSecond: 1_000, maxMs: 2_000 } });
    const project = await createProject(database.db());
    const attacker = await visitor(project.publicKey, '198.51.100.7');
    const one = batch(attacker);
    const stalled = request(
      'POST',
      one.path,
      { ...one.headers, 'content-length': '1000000' },
      one.body.subarray(0, 20),
    );
    const answer = await stalled.answer;
    expect(answer).toMatchObject({
      status: 408,
      body: { error: 'The request body did not arrive in time (at least 1000 bytes a second)' },
    });
    expect(answer.headers.connection).toBe('close');
    await until(() => service.clients.stats.requests === 0);
    expect(service.clients.stats.bytes).toBe(0);
    // The same client sending its batch at once is taken.
    expect((await post(attacker)).status).toBe(200);
  });

  test('while the index lags, the sessions and addresses that fill its backlog get 503 and a quiet visitor keeps getting 200; past twice the bound everyone waits', async () => {
    const clock = { now: Date.parse('2026-03-01T12:00:00Z') };
    const runner = gatedRunner();
    const service = ownService({ runner, clock: () => clock.now, env: { INGEST_INDEX_LAG_MAX_MS: '1000' } });
    const project = await createProject(database.db(), { sessionBytesQuota: 100_000_000 });
    const attackers = await Promise.all([1, 2, 3, 4].map((i) => visitor(project.publicKey, `198.51.100.${i}`)));
    const victim = await visitor(project.publicKey, '203.0.113.50');
    for (const attacker of attackers)
      for (let i = 0; i < 5; i++) expect((await post(attacker, 100_000)).status).toBe(200);
    expect((await post(victim)).status).toBe(200);
    expect(service.backlog).toBe(21);

    clock.now += 1_001;
    for (const attacker of attackers) {
      const refused = await post(attacker, 100_000);
      expect(refused).toMatchObject({ status: 503, body: { error: 'The index is behind; try again shortly' } });
      expect(refused.headers['retry-after']).toBe('1');
    }
    // A fresh session from an attacking address is refused by its address's share.
    const fresh = await visitor(project.publicKey, '198.51.100.1');
    expect((await post(fresh, 100_000)).status).toBe(503);
    const quiet: number[] = [];
    for (let i = 0; i < 10; i++) quiet.push((await post(victim)).status);
    expect(quiet).toEqual(Array(10).fill(200));
    const newcomer = await visitor(project.publicKey, '192.0.2.10');
    expect((await post(newcomer)).status).toBe(200);

    // The last line: past twice the bound, everyone waits for the index.
    clock.now += 1_000;
    expect((await post(victim)).status).toBe(503);

    runner.open();
    await service.indexed();
    expect((await post(attackers[0]!, 100_000)).status).toBe(200);
  });

  test('a client sending faster than its byte rate gets 429 with Retry-After, by session and by address, while another keeps getting 200', async () => {
    const clock = { now: Date.parse('2026-03-01T12:00:00Z') };
    const service = ownService({
      clock: () => clock.now,
      clientLimits: {
        sessionBytesPerSecond: 10_000,
        sessionBurstBytes: 250_000,
        addressBytesPerSecond: 20_000,
        addressBurstBytes: 500_000,
      },
    });
    const project = await createProject(database.db());
    const heavy = await visitor(project.publicKey, '198.51.100.7');
    const victim = await visitor(project.publicKey, '203.0.113.50');
    expect((await post(heavy, 100_000)).status).toBe(200);
    expect((await post(heavy, 100_000)).status).toBe(200);
    const tooFast = await post(heavy, 100_000);
    expect(tooFast).toMatchObject({
      status: 429,
      body: { error: 'This session is sending faster than the ingest takes; try again later' },
    });
    // About 100 KB sent against 50 KB left, at 10 KB a second: 5 seconds (a little more, for the frame's own bytes).
    expect(Number(tooFast.headers['retry-after'])).toBeGreaterThanOrEqual(5);
    expect(Number(tooFast.headers['retry-after'])).toBeLessThanOrEqual(6);
    expect((await post(victim)).status).toBe(200);
    // Fresh sessions from the same address share its bucket: 300 KB more take it to its burst.
    const second = await visitor(project.publicKey, '198.51.100.7');
    const third = await visitor(project.publicKey, '198.51.100.7');
    expect((await post(second, 100_000)).status).toBe(200);
    expect((await post(second, 100_000)).status).toBe(200);
    expect((await post(third, 90_000)).status).toBe(200);
    expect(await post(third, 100_000)).toMatchObject({
      status: 429,
      body: { error: 'This address is sending faster than the ingest takes; try again later' },
    });
    expect((await post(victim)).status).toBe(200);
    // The test's clock moves the buckets, and would age what the index has not taken yet: let it catch up first.
    await service.indexed();
    clock.now += 6_000;
    expect((await post(heavy, 100_000)).status).toBe(200);
    expect(service.clients.stats.requests).toBe(0);
  });

  test('canvas images hold at most their budget of bytes in flight (INGEST_IMAGES_MAX_BYTES_IN_FLIGHT, here 3 MB): of 12 uploads of 1 MB held open at once, those past it get 503 as their bytes arrive; a batch meanwhile gets 200', async () => {
    // The attack held 40 uploads of 9.9 MB; the same at a tenth of the size, against a tenth of the budget.
    const imagesInFlight = 3 * 1024 * 1024;
    const service = ownService({ clientLimits: { imageBytesInFlight: imagesInFlight } });
    const project = await createProject(database.db(), { sessionBytesQuota: 1_000_000_000 });
    const uploaders = await Promise.all(
      Array.from({ length: 12 }, (_, i) => visitor(project.publicKey, `198.51.100.${10 + (i % 3)}`)),
    );
    const victim = await visitor(project.publicKey, '203.0.113.50');
    const boundary = 'parleyfairnessboundary';
    const image = Buffer.concat([TINY_WEBP, Buffer.alloc(200_000 - TINY_WEBP.byteLength, 1)]);
    const body = (n: number) =>
      Buffer.concat([
        ...Array.from({ length: 5 }, (_, part) =>
          Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="snapshot"; filename="1_${n}_${part}.webp"\r\nContent-Type: image/webp\r\n\r\n`,
            ),
            image,
            Buffer.from('\r\n'),
          ]),
        ),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
    const uploads = uploaders.map((who, n) => {
      const bytes = body(n);
      const sent = request(
        'POST',
        '/ingest/v1/web/images',
        {
          authorization: `Bearer ${who.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(bytes.byteLength),
          'x-forwarded-for': who.address,
        },
        bytes.subarray(0, bytes.byteLength - 1),
      );
      return { ...sent, last: bytes.subarray(bytes.byteLength - 1), answered: null as Answer | null };
    });
    for (const upload of uploads)
      void upload.answer.then(
        (answer) => (upload.answered = answer),
        () => undefined,
      );
    // Nothing is answered before its last byte but what the budget refuses: 3 uploads of 1 MB fit in 3 MiB.
    const fits = Math.floor(imagesInFlight / (body(0).byteLength - 1));
    expect(fits).toBe(3);
    await until(() => uploads.filter((upload) => upload.answered).length === uploads.length - fits);
    for (const upload of uploads.filter((one) => one.answered)) {
      expect(upload.answered).toMatchObject({ status: 503, body: { error: 'The ingest is busy; try again shortly' } });
      expect(upload.answered!.headers['retry-after']).toBe('1');
    }
    expect(service.clients.stats.imageBytes).toBeLessThanOrEqual(imagesInFlight);
    expect((await post(victim)).status).toBe(200);
    const waiting = uploads.filter((upload) => !upload.answered);
    for (const upload of waiting) upload.raw.end(upload.last);
    expect((await Promise.all(waiting.map((upload) => upload.answer))).map((answer) => answer.body)).toEqual(
      Array(fits).fill({ stored: 5 }),
    );
    await until(() => service.clients.stats.requests === 0);
    expect(service.clients.stats).toMatchObject({ bytes: 0, imageBytes: 0 });
  });
});

/*
 * One participant cannot fill the disk with webcam video: each session and each test stores at most its project's
 * quota of video, counted as it streams in (two uploads at once cannot both take what is left), and nothing is taken
 * while the disk is below the ingest's free-disk floor. A refused upload loses nothing that was stored before.
 */

/** A webm of `bytes` bytes (its magic, then filler): what the upload checks before it stores a segment. */
const webm = (bytes: number, fill = 1) =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(bytes - 4, fill)]);

const testForm = {
  title: 'Find a question about listening',
  description: 'We watch how people find their way around.',
  guidelines: 'Think aloud.',
  conclusion: 'Thank you.',
  startingPath: '/random',
  requireMic: 'on',
  requireCamera: 'on',
  tasks: [{ title: 'Open a random question', description: 'Use the button in the bar.', allowTyping: '' }],
};

async function videoTest(quotas: { sessionVideoBytesQuota: number; testVideoBytesQuota: number }) {
  const project = await createProject(database.db(), quotas);
  const created = await createTest(ADMIN, project.id, testForm);
  if (!created.ok) throw new Error(JSON.stringify(created));
  expect(await setTestStatus(ADMIN, project.id, created.id, 'in-progress')).toEqual({ ok: true });
  return { project, testId: created.id };
}

/** A participant who began the test. */
async function participant(projectKey: string, testId: string) {
  const started = await send(ingestRoutes.start.POST, startRequest(startBody(projectKey)));
  expect(started.status).toBe(200);
  const token = String(started.body.token);
  const begun = await send(
    testSignalRoute.POST,
    new Request(`${ORIGIN}/ingest/v1/web/uxt/signals/test`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ testId, status: 'begin', media: 'recording', duration: 0, timestamp: Date.now() }),
    }),
  );
  expect(begun.status).toBe(200);
  return { token, sessionId: String(started.body.sessionID) };
}

const uploadUrl = (token: string, testId: string, segment: number) =>
  send(
    uploadUrlRoute.GET,
    new Request(`${ORIGIN}/ingest/v1/web/uxt/upload-url?testId=${testId}&segment=${segment}&startedAt=${Date.now()}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );

const ticketOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** PUT through the route, the body streamed without a declared length (as MediaRecorder's blobs may come). */
async function put(token: string, testId: string, segment: number, body: Uint8Array) {
  const issued = await uploadUrl(token, testId, segment);
  expect(issued.status).toBe(200);
  const url = String(issued.body.url);
  return send(
    uploadRoute.PUT,
    new Request(url, { method: 'PUT', headers: { 'content-type': 'video/webm' }, body: Buffer.from(body) }),
    { ticket: ticketOf(url) },
  );
}

/**
 * A body read as the upload asks for it: `first`, then (asked for more, which says `first` was taken whole) nothing
 * until the test sends the rest with `finish`.
 */
function held(first: Uint8Array) {
  let asked = 0;
  let rest: (chunk: Uint8Array) => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      asked += 1;
      if (asked === 1) return controller.enqueue(first);
      return new Promise<void>((resolve) => {
        rest = (chunk) => {
          controller.enqueue(chunk);
          controller.close();
          resolve();
        };
      });
    },
  });
  return { body, tookFirst: () => asked >= 2, finish: (chunk: Uint8Array) => rest(chunk) };
}

const storedOf = async (sessionId: string) =>
  (
    await database
      .db()
      .select({ segment: usabilityTestVideoSegments.segment, bytes: usabilityTestVideoSegments.bytes })
      .from(usabilityTestVideoSegments)
      .where(eq(usabilityTestVideoSegments.sessionId, sessionId))
  ).sort((a, b) => a.segment - b.segment);

describe(`webcam video within its budgets, on ${ENGINE}`, () => {
  test('a session and a test store at most their project’s quotas of video: past them 413 while streaming and 410 for a new URL; a segment sent again replaces, not adds; a refused one leaves what was stored', async () => {
    const { project, testId } = await videoTest({ sessionVideoBytesQuota: 3_000, testVideoBytesQuota: 5_000 });
    const one = await participant(project.publicKey, testId);
    expect((await put(one.token, testId, 0, webm(1_100))).status).toBe(200);
    expect((await put(one.token, testId, 1, webm(1_100))).status).toBe(200);
    // Sent again, segment 1 replaces its earlier upload: the session holds 2,200 bytes, not 3,300.
    expect((await put(one.token, testId, 1, webm(1_100, 2))).status).toBe(200);
    const over = await put(one.token, testId, 2, webm(1_100));
    expect(over).toMatchObject({ status: 413, body: { error: 'This video segment may be at most 800 bytes' } });
    // A larger replacement of segment 1 past the quota is refused; the one stored stays as it was.
    expect((await put(one.token, testId, 1, webm(2_000, 3))).status).toBe(413);
    expect(await storedOf(one.sessionId)).toEqual([
      { segment: 0, bytes: 1_100 },
      { segment: 1, bytes: 1_100 },
    ]);
    const segment1 = path.join(blobs.root(), project.id, one.sessionId, 'uxt', testId, '1.webm');
    expect(fs.readFileSync(segment1)).toEqual(webm(1_100, 2));
    expect((await put(one.token, testId, 2, webm(800))).status).toBe(200);
    // The session has stored its quota: no URL for more (410, the tracker drops the segment).
    expect(await uploadUrl(one.token, testId, 3)).toMatchObject({
      status: 410,
      body: { error: 'This session has stored its quota of 3000 bytes of video; no more of it can be stored' },
    });

    // The test's quota counts every participant: 3,000 stored, 2,000 left.
    const two = await participant(project.publicKey, testId);
    expect((await put(two.token, testId, 0, webm(1_500))).status).toBe(200);
    expect(await put(two.token, testId, 1, webm(1_000))).toMatchObject({
      status: 413,
      body: { error: 'This video segment may be at most 500 bytes' },
    });
    expect((await put(two.token, testId, 1, webm(500))).status).toBe(200);
    expect(await uploadUrl(two.token, testId, 2)).toMatchObject({
      status: 410,
      body: { error: 'This test has stored its quota of 5000 bytes of video; no more of it can be stored' },
    });
  });

  test('two uploads of one session at once cannot both take what is left: the bytes being received count', async () => {
    const { project, testId } = await videoTest({ sessionVideoBytesQuota: 3_000, testVideoBytesQuota: 100_000 });
    const one = await participant(project.publicKey, testId);
    const first = String((await uploadUrl(one.token, testId, 0)).body.url);
    const second = String((await uploadUrl(one.token, testId, 1)).body.url);
    const slow = held(webm(2_000));
    const receiving = receiveUpload(ticketOf(first), {
      contentType: 'video/webm',
      contentLength: null,
      body: slow.body,
    });
    // The first has 2,000 bytes in; the second may take only what is left beside them.
    await until(slow.tookFirst);
    await expect(
      receiveUpload(ticketOf(second), {
        contentType: 'video/webm',
        contentLength: null,
        body: new Response(webm(1_500)).body,
      }),
    ).rejects.toMatchObject({
      message: 'This video segment may be at most 1000 bytes',
      failure: { code: 'too_large' },
    });
    slow.finish(new Uint8Array(500));
    expect(await receiving).toEqual({ ok: true });
    expect(await storedOf(one.sessionId)).toEqual([{ segment: 0, bytes: 2_500 }]);
  });

  test('below the free-disk floor no upload URL is issued and no upload taken (503, the ticket kept); one that meets the floor on its way is stored nowhere and the segment stored before stays', async () => {
    const { project, testId } = await videoTest({ sessionVideoBytesQuota: 100_000, testVideoBytesQuota: 100_000 });
    const one = await participant(project.publicKey, testId);
    expect((await put(one.token, testId, 0, webm(1_000))).status).toBe(200);
    const ticket = ticketOf(String((await uploadUrl(one.token, testId, 1)).body.url));
    const replacement = ticketOf(String((await uploadUrl(one.token, testId, 0)).body.url));

    // The ingest's floor, above any disk's free space: what the routes read.
    ownService({ env: { INGEST_MIN_FREE_DISK_BYTES: String(Number.MAX_SAFE_INTEGER) } });
    const refused = await uploadUrl(one.token, testId, 2);
    expect(refused).toMatchObject({
      status: 503,
      body: { error: 'The ingest is short of disk space; try again later' },
    });
    expect(refused.headers.get('retry-after')).toBe('1');
    const put503 = await send(
      uploadRoute.PUT,
      new Request(`${ORIGIN}/ingest/v1/web/uxt/upload/${ticket}`, {
        method: 'PUT',
        headers: { 'content-type': 'video/webm' },
        body: webm(1_000),
      }),
      { ticket },
    );
    expect(put503.status).toBe(503);
    const [kept] = await database
      .db()
      .select({ usedAt: usabilityTestUploadTickets.usedAt })
      .from(usabilityTestUploadTickets)
      .where(eq(usabilityTestUploadTickets.segment, 1));
    expect(kept!.usedAt).toBeNull();

    // The disk fills while a replacement of segment 0 streams in: it is stored nowhere, the earlier one stays.
    let full = false;
    const diskRoom = async () =>
      full ? failure('unavailable', 'The ingest is short of disk space; try again later') : null;
    const body = held(webm(600, 7));
    const receiving = receiveUpload(
      replacement,
      { contentType: 'video/webm', contentLength: null, body: body.body },
      { diskRoom },
    );
    await until(body.tookFirst);
    full = true;
    body.finish(new Uint8Array(600));
    await expect(receiving).rejects.toMatchObject({ failure: { code: 'unavailable' } });
    expect(await storedOf(one.sessionId)).toEqual([{ segment: 0, bytes: 1_000 }]);
    expect(fs.readFileSync(path.join(blobs.root(), project.id, one.sessionId, 'uxt', testId, '0.webm'))).toEqual(
      webm(1_000),
    );
  });
});
