import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { and, count, eq } from 'drizzle-orm';
import vectors from '@parley/tracker/protocol-vectors.json';
import { compactEvent } from '@parley/tracker/protocol';
import { getBlobStore, LocalDiskBlobStore } from '@/lib/storage/blob-store';
import { ENGINE, setupTestDatabase } from './support/database';
import { bearer, jsonPost, newAccount, routes, send } from './support/api';
import {
  batchBytes,
  batchRequest,
  createProject,
  filesUnder,
  frame,
  ingestRoutes,
  setupBlobStore,
  storedBatches,
  startBody,
  startRequest,
  TINY_WEBP,
} from './support/ingest';
import {
  ingestQuarantine,
  projects,
  rateLimitHits,
  recordingBatches,
  recordingEvents,
  recordingImages,
  recordingSessions,
  startConditions,
  tags,
} from '@/lib/db/schema';
import {
  BEACON_SIZE_LIMIT,
  deleteExpiredRecordings,
  ingestSettingsChanged,
  INGEST_STARTS_PER_ADDRESS,
  INGEST_STARTS_WINDOW_MS,
  JSON_SIZE_LIMIT,
  MAX_SESSION_DURATION_MS,
  signIngestToken,
  verifyIngestToken,
} from '@/lib/ingest';

const database = setupTestDatabase();
const blobs = setupBlobStore();

async function start(projectKey: string, extra: Record<string, unknown> = {}) {
  const answer = await send(ingestRoutes.start.POST, startRequest(startBody(projectKey, extra)));
  return answer as typeof answer & {
    body: { token: string; sessionID: string; projectID: string; userUUID: string; delay: number };
  };
}

async function startedSession() {
  const project = await createProject(database.db());
  const answer = await start(project.publicKey);
  expect(answer.status).toBe(200);
  return { project, token: answer.body.token, sessionId: answer.body.sessionID };
}

describe(`POST /ingest/v1/web/start on ${ENGINE}`, () => {
  test('starts a session: the answer of tracker/PROTOCOL.md, and the session row with the parsed user agent', async () => {
    const project = await createProject(database.db(), { canvasQuality: 'medium', canvasFps: 2 });
    const sent = Date.now() - 1500;
    const answer = await start(project.publicKey, { timestamp: sent, userID: 'mina' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      projectID: project.id,
      beaconSizeLimit: 1_000_000,
      compressionThreshold: 24_000,
      canvasEnabled: true,
      canvasQuality: 'medium',
      canvasFPS: 2,
      features: { 'feature-flags': true, 'usability-test': true },
    });
    expect(answer.body.delay).toBeGreaterThanOrEqual(1500);
    const check = await verifyIngestToken(answer.body.token);
    expect(check).toMatchObject({
      ok: true,
      claims: { sessionId: answer.body.sessionID, projectId: project.id, doNotRecord: false },
    });
    const [row] = await database
      .db()
      .select()
      .from(recordingSessions)
      .where(eq(recordingSessions.id, answer.body.sessionID));
    expect(row).toMatchObject({
      userId: 'mina',
      browser: 'Chrome',
      os: 'Linux',
      device: 'desktop',
      screenWidth: 1280,
      language: 'fa',
      timezone: 'UTC+01:00',
    });
  });

  test('a valid token of the same project continues its session (a full page load); another project’s starts anew', async () => {
    const { project, token, sessionId } = await startedSession();
    const again = await start(project.publicKey, { token });
    expect(again.body.sessionID).toBe(sessionId);
    const other = await createProject(database.db());
    const elsewhere = await start(other.publicKey, { token });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.sessionID).not.toBe(sessionId);
    const [sessions] = await database.db().select({ n: count() }).from(recordingSessions);
    expect(sessions?.n).toBe(2);
  });

  test('the ingest hands out page numbers: a duplicated tab continuing with the same token records under its own', async () => {
    const { project, token, sessionId } = await startedSession();
    const original = await start(project.publicKey, { token });
    // A duplicated tab copied the tab's storage, so it continues with the same token, at the same time.
    const [copy, again] = await Promise.all([
      start(project.publicKey, { token }),
      start(project.publicKey, { token: original.body.token }),
    ]);
    const pages = [original, copy, again].map((answer) => (answer.body as unknown as { pageNo: number }).pageNo);
    expect(pages[0]).toBe(1);
    expect(new Set(pages).size).toBe(3);
    expect([...pages].sort()).toEqual([1, 2, 3]);
    for (const pageNo of pages) {
      const answer = await send(
        ingestRoutes.batch.POST,
        batchRequest(
          token,
          `${pageNo}_0`,
          batchBytes(pageNo, 0, [
            frame('page', { ts: Date.now(), url: `/p${pageNo}`, referrer: '', title: '', navigation: 'load' }),
          ]),
        ),
      );
      expect(answer.body).toEqual({ stored: true });
    }
    const stored = await storedBatches(database.db(), sessionId);
    expect(stored.map((b) => b.row.pageNo)).toEqual([1, 2, 3]);
    const fresh = await start(project.publicKey);
    expect(fresh.body).toMatchObject({ pageNo: 0 });
  });

  test('an unknown project key is refused with 403, bad JSON with 400, a body over 131,072 bytes with 413', async () => {
    expect((await start('no-such-key')).status).toBe(403);
    const bad = new Request('http://localhost:3000/ingest/v1/web/start', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"projectKey":',
    });
    expect((await send(ingestRoutes.start.POST, bad)).status).toBe(400);
    const project = await createProject(database.db());
    const huge = startRequest({ ...startBody(project.publicKey), padding: 'x'.repeat(JSON_SIZE_LIMIT) });
    expect((await send(ingestRoutes.start.POST, huge)).status).toBe(413);
    const [sessions] = await database.db().select({ n: count() }).from(recordingSessions);
    expect(sessions?.n).toBe(0);
  });

  test('doNotRecord answers a token that may not record and stores no session', async () => {
    const project = await createProject(database.db());
    const answer = await start(project.publicKey, { doNotRecord: true });
    expect(answer.status).toBe(200);
    expect(await verifyIngestToken(answer.body.token)).toMatchObject({ ok: true, claims: { doNotRecord: true } });
    const [sessions] = await database.db().select({ n: count() }).from(recordingSessions);
    expect(sessions?.n).toBe(0);
    const refused = await send(ingestRoutes.batch.POST, batchRequest(answer.body.token, '0_0', batchBytes(0, 0, [])));
    expect(refused.status).toBe(403);
  });

  test("the sample mode's rate is applied at start (403 capture rate miss); in the conditions mode a start condition's capture rate is", async () => {
    const project = await createProject(database.db(), { recordingMode: 'sample', sampleRate: 0 });
    const missed = await start(project.publicKey);
    expect(missed).toMatchObject({ status: 403, body: { error: 'capture rate miss' } });
    await database
      .db()
      .insert(startConditions)
      .values({ projectId: project.id, name: 'checkout-error', captureRate: 100, filters: [] });
    // The sample mode ignores conditions: their capture rate counts only when the project records by them.
    expect((await start(project.publicKey, { condition: 'checkout-error' })).status).toBe(403);
    await database.db().update(projects).set({ recordingMode: 'conditions' }).where(eq(projects.id, project.id));
    await ingestSettingsChanged();
    const kept = await start(project.publicKey, { condition: 'checkout-error', bufferDiff: 20_000 });
    expect(kept.status).toBe(200);
    const [row] = await database
      .db()
      .select()
      .from(recordingSessions)
      .where(eq(recordingSessions.id, kept.body.sessionID));
    expect(row?.condition).toBe('checkout-error');
    // Backdated by the cold-start history that comes first.
    expect(Date.now() - row!.startedAt.getTime()).toBeGreaterThanOrEqual(20_000);
    await database.db().update(startConditions).set({ captureRate: 0 });
    // What the studio's change of a condition does: the ingest's cache of them forgets.
    ingestSettingsChanged();
    expect((await start(project.publicKey, { condition: 'checkout-error' })).status).toBe(403);
  });

  test(`new sessions per address are limited (${INGEST_STARTS_PER_ADDRESS} per window): 429 with Retry-After until the oldest hit leaves the window`, async () => {
    const project = await createProject(database.db());
    // The oldest hit leaves the window in 90 s: that is when the next start is let through.
    const oldest = new Date(Date.now() - INGEST_STARTS_WINDOW_MS + 90_000);
    const hits = Array.from({ length: INGEST_STARTS_PER_ADDRESS }, (_, i) => ({
      key: 'ingest-start:address:203.0.113.9',
      hitAt: new Date(oldest.getTime() + i),
    }));
    await database.db().insert(rateLimitHits).values(hits);
    const answer = await start(project.publicKey);
    expect(answer.status).toBe(429);
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(80);
    expect(retryAfter).toBeLessThanOrEqual(90);
    // Refused starts store nothing: neither a hit nor a session.
    expect(await database.db().select().from(recordingSessions)).toHaveLength(0);
    expect(await database.db().select().from(rateLimitHits)).toHaveLength(INGEST_STARTS_PER_ADDRESS);
  });
});

describe(`POST /ingest/v1/web/i on ${ENGINE}`, () => {
  const email = 'mina.rahimi@example.org';
  const digits = '4915112345678';
  const frames = () => [
    frame('page', {
      ts: Date.now(),
      url: 'http://localhost:3000/bug?lang=fa',
      referrer: '',
      title: 'Parley',
      navigation: 'load',
    }),
    frame('click', { ts: Date.now(), nodeId: 12, selector: 'form > button', label: `Send to ${email}`, x: 10, y: 20 }),
    frame('rrweb', {
      type: 3,
      data: { source: 0, texts: [{ id: 5, value: `call ${digits}` }] },
      timestamp: Date.now(),
    }),
    frame('custom', { ts: Date.now(), name: 'settings/language', payload: { lang: 'fa' } }),
    frame('error', { ts: Date.now(), name: 'TypeError', message: 'x is undefined', stack: '', source: 'error' }),
  ];

  test('a batch is stored once durably (blob + row), scrubbed of emails and digit runs, and its pages, clicks and errors indexed', async () => {
    const { token, sessionId } = await startedSession();
    const answer = await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', batchBytes(0, 0, frames())));
    expect(answer).toMatchObject({ status: 200, body: { stored: true } });
    const [stored, ...more] = await storedBatches(database.db(), sessionId);
    expect(more).toEqual([]);
    expect(stored!.row.blobKey).toMatch(/^segments\/\d{4}-\d{2}-\d{2}\/[^#]+\.seg#\d+\+\d+$/);
    expect(stored!.frames).toHaveLength(5);
    const text = stored!.frames.map((f) => f.payload).join('\n');
    expect(text).not.toContain(email);
    expect(text).not.toContain(digits);
    expect(text).toContain('***@***.***');
    const onDisk = filesUnder(blobs.root()).map((file) => fs.readFileSync(file));
    expect(onDisk.some((bytes) => bytes.includes(email) || bytes.includes(digits))).toBe(false);
    const [session] = await database.db().select().from(recordingSessions).where(eq(recordingSessions.id, sessionId));
    expect(session).toMatchObject({ pageCount: 1, clickCount: 1, errorCount: 1, batchCount: 1 });
    const events = await database.db().select().from(recordingEvents).where(eq(recordingEvents.sessionId, sessionId));
    // The error right after the click makes it an error click (lib/recordings/frustration.ts).
    expect(events.map((e) => e.kind).sort()).toEqual(['click', 'custom', 'error', 'frustration', 'page']);
    expect(JSON.stringify(events)).not.toContain(email);
  });

  test('a retried or duplicated batch is stored at most once, also when the copies arrive in parallel', async () => {
    const { token, sessionId } = await startedSession();
    const body = batchBytes(0, 1, frames());
    const first = await send(ingestRoutes.batch.POST, batchRequest(token, '0_1', body));
    expect(first.body).toEqual({ stored: true });
    const again = await send(ingestRoutes.batch.POST, batchRequest(token, '0_1', body));
    expect(again).toMatchObject({ status: 200, body: { stored: false, duplicate: true } });
    // The page's next batch: its messages come after the first batch's.
    const next = batchBytes(0, 2, frames(), Date.now(), frames().length);
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () => send(ingestRoutes.batch.POST, batchRequest(token, '0_2', next))),
    );
    expect(parallel.every((a) => a.status === 200)).toBe(true);
    const [batches] = await database
      .db()
      .select({ n: count() })
      .from(recordingBatches)
      .where(eq(recordingBatches.sessionId, sessionId));
    expect(batches?.n).toBe(2);
    const [session] = await database.db().select().from(recordingSessions).where(eq(recordingSessions.id, sessionId));
    expect(session).toMatchObject({ batchCount: 2, pageCount: 2, clickCount: 2 });
  });

  test('a gzipped batch (Content-Encoding: gzip) is stored like a plain one', async () => {
    const { token } = await startedSession();
    const answer = await send(
      ingestRoutes.batch.POST,
      batchRequest(token, '1_0', gzipSync(batchBytes(1, 0, frames())), { 'content-encoding': 'gzip' }),
    );
    expect(answer).toMatchObject({ status: 200, body: { stored: true } });
  });

  /** The quarantined batches of a session, with their reasons. */
  const quarantinedOf = (sessionId: string) =>
    database
      .db()
      .select({
        pageNo: ingestQuarantine.pageNo,
        batchNo: ingestQuarantine.batchNo,
        reason: ingestQuarantine.reason,
        blobKey: ingestQuarantine.blobKey,
      })
      .from(ingestQuarantine)
      .where(eq(ingestQuarantine.sessionId, sessionId));
  const headerBroken = new Set(['empty body', 'unknown protocol version']);

  test.each(vectors.invalid.map((v) => [v.name, v] as const))(
    'a malformed batch (%s): a bad header is refused with 400; bad frames are acknowledged, quarantined, and never indexed',
    async (name, vector) => {
      const { token, sessionId } = await startedSession();
      const answer = await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', Buffer.from(vector.hex, 'hex')));
      const [batches] = await database
        .db()
        .select({ n: count() })
        .from(recordingBatches)
        .where(eq(recordingBatches.sessionId, sessionId));
      expect(batches?.n).toBe(0);
      if (headerBroken.has(name)) {
        expect(answer.status).toBe(400);
        expect(await quarantinedOf(sessionId)).toEqual([]);
      } else {
        expect(answer.status).toBe(200);
        const [kept] = await quarantinedOf(sessionId);
        expect(kept).toMatchObject({ pageNo: 0, batchNo: 0, reason: expect.stringMatching(/^body: /) });
        expect(Buffer.from((await getBlobStore().get(kept!.blobKey!))!).equals(Buffer.from(vector.hex, 'hex'))).toBe(
          true,
        );
      }
    },
  );

  test('every valid vector of tracker/protocol-vectors.json is accepted', async () => {
    const { token } = await startedSession();
    for (const vector of vectors.valid) {
      const { pageNo, batchNo } = vector.header;
      const answer = await send(
        ingestRoutes.batch.POST,
        batchRequest(token, `${pageNo}_${batchNo}`, Buffer.from(vector.hex, 'hex')),
      );
      expect(answer.status).toBe(200);
    }
  });

  test('400 for a batch query that does not match the batch or a missing one; a message that is not JSON is quarantined', async () => {
    const { token, sessionId } = await startedSession();
    expect((await send(ingestRoutes.batch.POST, batchRequest(token, '0_5', batchBytes(0, 4, [])))).status).toBe(400);
    expect((await send(ingestRoutes.batch.POST, batchRequest(token, 'nope', batchBytes(0, 0, [])))).status).toBe(400);
    const notJson = batchBytes(0, 0, [{ type: 6, payload: 'not json' }]);
    expect((await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', notJson))).status).toBe(200);
    const badCustom = batchBytes(0, 1, [{ type: 6, payload: '{"ts":1,"name":}' }]);
    expect((await send(ingestRoutes.batch.POST, batchRequest(token, '0_1', badCustom))).status).toBe(200);
    // rrweb events that need no scrubbing are not parsed, but they must still be shaped as a JSON object.
    const shapes = ['[1,2,3]', '"text"', ''];
    for (const [i, payload] of shapes.entries()) {
      const batch = batchBytes(0, 2 + i, [
        frame('page', { ts: 1, url: '/', referrer: '', title: '', navigation: 'load' }),
        { type: 1, payload },
      ]);
      expect((await send(ingestRoutes.batch.POST, batchRequest(token, `0_${2 + i}`, batch))).status).toBe(200);
    }
    const kept = (await quarantinedOf(sessionId)).sort((a, b) => a.batchNo - b.batchNo);
    expect(kept.map((q) => q.reason)).toEqual([
      'body: message 0 is not a JSON object',
      'body: message 0 is not valid JSON',
      ...shapes.map(() => 'body: message 1 is not a JSON object'),
    ]);
    const [batches] = await database
      .db()
      .select({ n: count() })
      .from(recordingBatches)
      .where(eq(recordingBatches.sessionId, sessionId));
    expect(batches?.n).toBe(0);
  });

  test('a clean gzipped batch is stored byte for byte as it came; one that needed scrubbing is stored scrubbed', async () => {
    const { token, sessionId } = await startedSession();
    // The latest timestamp is an rrweb event's, which the ingest reads without parsing the event.
    const later = Date.now() + 5_000;
    const clean = gzipSync(
      batchBytes(0, 0, [
        frame('page', { ts: Date.now(), url: '/articles', referrer: '', title: 'Parley', navigation: 'load' }),
        frame('rrweb', { type: 3, data: { source: 2, type: 2, id: 7, x: 3, y: 4 }, timestamp: later }),
      ]),
    );
    expect(
      (await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', clean, { 'content-encoding': 'gzip' }))).status,
    ).toBe(200);
    const plain = batchBytes(0, 1, frames());
    expect((await send(ingestRoutes.batch.POST, batchRequest(token, '0_1', plain))).status).toBe(200);
    const [first, second] = await storedBatches(database.db(), sessionId);
    expect(Buffer.from(first!.stored).equals(clean)).toBe(true);
    expect(first!.row.lastTs).toBe(later);
    expect(second!.frames.map((f) => f.payload).join('\n')).not.toContain(email);
    expect(second!.frames.map((f) => f.payload).join('\n')).toContain('***@***.***');
  });

  test('a compact message (type 12) is stored as it came, its "t" is the latest activity, and readers get the rrweb event back', async () => {
    const { token, sessionId } = await startedSession();
    const later = Date.now() + 7_000;
    const scroll = { type: 3, data: { source: 3, id: 1, x: 0, y: 1840 }, timestamp: later };
    const body = gzipSync(
      batchBytes(0, 0, [
        frame('page', { ts: Date.now(), url: '/articles', referrer: '', title: 'Parley', navigation: 'load' }),
        { type: 12, payload: JSON.stringify(compactEvent(scroll)) },
      ]),
    );
    expect(
      (await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', body, { 'content-encoding': 'gzip' }))).status,
    ).toBe(200);
    const [stored] = await storedBatches(database.db(), sessionId);
    expect(Buffer.from(stored!.stored).equals(body)).toBe(true);
    expect(stored!.row.lastTs).toBe(later);
    expect(stored!.frames[1]).toEqual({ type: 1, payload: JSON.stringify(scroll) });
  });

  test('an address or digits spelled with \\u escapes are scrubbed too (the message is re-serialised first)', async () => {
    const { token, sessionId } = await startedSession();
    const escaped = `{"type":3,"data":{"source":0,"texts":[{"id":5,"value":"mina\\u0040example.org \\u0034\\u0039151123456"}]},"timestamp":1763900000000}`;
    expect(JSON.parse(escaped).data.texts[0].value).toBe('mina@example.org 49151123456');
    expect(
      (
        await send(
          ingestRoutes.batch.POST,
          batchRequest(token, '0_0', batchBytes(0, 0, [{ type: 1, payload: escaped }])),
        )
      ).status,
    ).toBe(200);
    const [stored] = await storedBatches(database.db(), sessionId);
    expect(JSON.parse(stored!.frames[0]!.payload).data.texts[0].value).toBe('***@***.*** 00000000000');
  });

  test('401 without a token, with a bad or expired one, with a product access token; the just-expired token still stores', async () => {
    const { project, token, sessionId } = await startedSession();
    const body = batchBytes(0, 0, frames());
    expect((await send(ingestRoutes.batch.POST, batchRequest(null, '0_0', body))).status).toBe(401);
    expect((await send(ingestRoutes.batch.POST, batchRequest(`${token}x`, '0_0', body))).status).toBe(401);
    const signup = await send(routes.register.POST, jsonPost('/api/register', newAccount()));
    expect((await send(ingestRoutes.batch.POST, batchRequest(String(signup.body.token), '0_0', body))).status).toBe(
      401,
    );
    const long = new Date(Date.now() - 60_000);
    const expired = await signIngestToken(
      { sessionId, projectId: project.id, doNotRecord: false },
      long,
      new Date(long.getTime() - 1000),
    );
    expect((await send(ingestRoutes.batch.POST, batchRequest(expired, '0_0', body))).status).toBe(401);
    const justNow = new Date(Date.now() - 5_000);
    const justExpired = await signIngestToken(
      { sessionId, projectId: project.id, doNotRecord: false },
      justNow,
      new Date(justNow.getTime() - 1000),
    );
    expect(
      (await send(ingestRoutes.batch.POST, batchRequest(justExpired, '0_3', batchBytes(0, 3, frames())))).status,
    ).toBe(401);
    const [batches] = await database
      .db()
      .select({ n: count() })
      .from(recordingBatches)
      .where(eq(recordingBatches.sessionId, sessionId));
    expect(batches?.n).toBe(1);
  });

  test('an ingest token is worth nothing to the product API', async () => {
    const { token } = await startedSession();
    expect((await send(routes.getcurrentuser.GET, bearer('GET', '/api/getcurrentuser', token))).status).toBe(401);
  });

  test(`413 over ${BEACON_SIZE_LIMIT} bytes as sent, and over it once decompressed (no zip bombs)`, async () => {
    const { token } = await startedSession();
    const big = new Uint8Array(BEACON_SIZE_LIMIT + 1);
    expect((await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', big))).status).toBe(413);
    const bomb = gzipSync(Buffer.alloc(BEACON_SIZE_LIMIT * 4));
    expect(bomb.byteLength).toBeLessThan(BEACON_SIZE_LIMIT);
    expect(
      (await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', bomb, { 'content-encoding': 'gzip' }))).status,
    ).toBe(413);
  });
});

describe(`images, flags, tags and conditions on ${ENGINE}`, () => {
  function imagesRequest(token: string, files: { name: string; bytes: Uint8Array }[]): Request {
    const form = new FormData();
    for (const file of files)
      form.append('snapshot', new Blob([Buffer.from(file.bytes)], { type: 'image/webp' }), file.name);
    return new Request('http://localhost:3000/ingest/v1/web/images', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  }

  test('canvas snapshots are stored once each; not multipart is 415, not webp 400', async () => {
    const { token, sessionId } = await startedSession();
    const files = [
      { name: `1763900000000_7_${Date.now()}.webp`, bytes: TINY_WEBP },
      { name: `1763900000000_7_${Date.now() + 1000}.webp`, bytes: TINY_WEBP },
    ];
    expect((await send(ingestRoutes.images.POST, imagesRequest(token, files))).body).toEqual({ stored: 2 });
    expect((await send(ingestRoutes.images.POST, imagesRequest(token, files))).body).toEqual({ stored: 2 });
    const [images] = await database
      .db()
      .select({ n: count() })
      .from(recordingImages)
      .where(eq(recordingImages.sessionId, sessionId));
    expect(images?.n).toBe(2);
    const plain = new Request('http://localhost:3000/ingest/v1/web/images', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/webp' },
      body: TINY_WEBP,
    });
    expect((await send(ingestRoutes.images.POST, plain)).status).toBe(415);
    expect(
      (
        await send(
          ingestRoutes.images.POST,
          imagesRequest(token, [{ name: '1_2_3.webp', bytes: new TextEncoder().encode('not an image at all') }]),
        )
      ).status,
    ).toBe(400);
    expect((await send(ingestRoutes.images.POST, imagesRequest('nope', files))).status).toBe(401);
  });

  test('tags of the project are served to its sessions; deleted ones are not', async () => {
    const { project, token } = await startedSession();
    await database
      .db()
      .insert(tags)
      .values([
        { projectId: project.id, name: 'Ask button', selector: '#ask' },
        { projectId: project.id, name: 'Gone', selector: '.gone', deletedAt: new Date() },
      ]);
    const answer = await send(
      ingestRoutes.tags.GET,
      new Request('http://localhost:3000/ingest/v1/web/tags', { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(answer.body).toEqual({ tags: [{ id: expect.any(Number), selector: '#ask' }] });
  });

  test("start conditions are served for the token's own project only (403 for another)", async () => {
    const { project, token } = await startedSession();
    const filters = [{ type: 'location', operator: 'contains', value: ['/bug'] }];
    await database
      .db()
      .insert(startConditions)
      .values({ projectId: project.id, name: 'bug page', captureRate: 50, filters });
    const get = (id: string) =>
      send(
        ingestRoutes.conditions.GET,
        new Request(`http://localhost:3000/ingest/v1/web/conditions/${id}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
        { id },
      );
    expect((await get(project.id)).body).toEqual({ conditions: [{ name: 'bug page', capture_rate: 50, filters }] });
    const other = await createProject(database.db());
    expect((await get(other.id)).status).toBe(403);
  });

  test('the retention job deletes recordings older than the retention period, blobs and rows, and keeps newer ones', async () => {
    const { project, token, sessionId } = await startedSession();
    await send(
      ingestRoutes.batch.POST,
      batchRequest(
        token,
        '0_0',
        batchBytes(0, 0, [frame('page', { ts: Date.now(), url: '/x', referrer: '', title: '', navigation: 'load' })]),
      ),
    );
    const recent = await startedSession();
    await database
      .db()
      .update(recordingSessions)
      .set({ startedAt: new Date(Date.now() - 31 * 24 * 3600_000) })
      .where(eq(recordingSessions.id, sessionId));
    expect(await deleteExpiredRecordings({ days: 30 })).toBe(1);
    expect(filesUnder(path.join(blobs.root(), project.id, sessionId))).toEqual([]);
    const left = await database.db().select({ id: recordingSessions.id }).from(recordingSessions);
    expect(left.map((r) => r.id)).toEqual([recent.sessionId]);
    const [events] = await database
      .db()
      .select({ n: count() })
      .from(recordingEvents)
      .where(and(eq(recordingEvents.sessionId, sessionId)));
    expect(events?.n).toBe(0);
    expect(fs.existsSync(blobs.root())).toBe(true);
  });

  test('retention deletes the segments of appended batches once they are older than the retention period, not before', async () => {
    const { token, sessionId } = await startedSession();
    await send(
      ingestRoutes.batch.POST,
      batchRequest(
        token,
        '0_0',
        batchBytes(0, 0, [frame('page', { ts: Date.now(), url: '/x', referrer: '', title: '', navigation: 'load' })]),
      ),
    );
    const [stored] = await storedBatches(database.db(), sessionId);
    const segment = path.join(blobs.root(), stored!.row.blobKey.slice(0, stored!.row.blobKey.indexOf('#')));
    expect(fs.existsSync(segment)).toBe(true);
    await deleteExpiredRecordings({ days: 30 });
    expect(fs.existsSync(segment)).toBe(true);
    // The segment's last write 31 days ago (the store keeps its open segment, so close it first, as a restart does).
    await (getBlobStore() as LocalDiskBlobStore).log.close();
    const old = new Date(Date.now() - 31 * 24 * 3600_000);
    fs.utimesSync(segment, old, old);
    await deleteExpiredRecordings({ days: 30 });
    expect(fs.existsSync(segment)).toBe(false);
  });

  test('a session token expires with the session (MAX_SESSION_DURATION_MS after its start)', async () => {
    const { token } = await startedSession();
    const check = await verifyIngestToken(token);
    expect(check.ok && check.claims.expiresAt.getTime() - Date.now()).toBeGreaterThan(MAX_SESSION_DURATION_MS - 60_000);
    expect(check.ok && check.claims.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(MAX_SESSION_DURATION_MS);
  });
});
