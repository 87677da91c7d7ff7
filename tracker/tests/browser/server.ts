/**
 * The browser tests' server (node:http, nothing else): a few test pages, the built tracker, and a fake ingest that
 * implements tracker/PROTOCOL.md with the shared codec. It keeps what it stores in memory for the tests to read, and
 * can be told to answer batches with failures (500, 401, 429, ...) or slowly.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { BEACON_SIZE_LIMIT } from '../../src/constants';
import { decodeBatch, walkBatch, type BatchHeader } from '../../src/protocol/codec';
import { messageName } from '../../src/protocol/messages';
import { renderPage } from './pages';

export interface StoredMessage {
  type: string;
  data: Record<string, unknown>;
}

export interface StoredBatch {
  sessionID: string;
  header: BatchHeader;
  messages: StoredMessage[];
  /** Its messages as sent: type number and JSON text (a compact message as compact), what the ingest digests. */
  wire: { type: number; payload: string }[];
  /** When it arrived (Date.now()). */
  receivedAt: number;
  gzip: boolean;
  bytes: number;
  keepaliveHint: boolean;
}

export interface Image {
  sessionID: string;
  name: string;
  type: string;
  size: number;
}

export interface IngestCall {
  /** When it arrived (Date.now()). */
  at: number;
  method: string;
  path: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  body?: unknown;
}

interface Session {
  id: string;
  doNotRecord: boolean;
}

/** A usability-test signal as the fake ingest stored it (PROTOCOL.md "Usability tests"). */
export interface UxtSignal {
  kind: 'test' | 'task';
  sessionID: string;
  body: Record<string, unknown>;
}

/** A webcam segment uploaded with a PUT to a single-use upload URL. */
export interface UxtUpload {
  sessionID: string;
  testId: string;
  segment: number;
  startedAt: number;
  type: string;
  size: number;
  /** The first 4 bytes, hex: a webm (EBML) file starts 1a45dfa3. */
  magic: string;
  /** The file as uploaded. */
  body: Buffer;
  /** When it arrived (Date.now()). */
  at: number;
}

interface UploadTicket {
  sessionID: string;
  testId: string;
  segment: number;
  startedAt: number;
  used: boolean;
}

export interface IngestState {
  /** Every request to /ingest, in order. */
  calls: IngestCall[];
  /** Each (session, page, batch) once, in arrival order. */
  batches: StoredBatch[];
  /** How often each `${session}/${page}_${batch}` arrived (retries of a lost answer count twice, store once). */
  arrivals: Map<string, number>;
  images: Image[];
  /** Statuses to answer the next batch requests with (then 200). */
  batchFailures: { status: number; retryAfter?: string }[];
  /** Milliseconds to hold each batch answer (the batch is stored first). */
  batchDelayMs: number;
  /** Answer every batch 503 while this is on (an ingest that is down). */
  batchesDown: boolean;
  /** While on, every start's answer is held (the session is made first): a busy ingest, a page left meanwhile. */
  startsHeld: boolean;
  /** The recorded sessions starts made, in order (a continued session is not made again). */
  sessionsMade: string[];
  startResponse: Record<string, unknown>;
  tags: { id: number; selector: string }[];
  conditions: unknown[];
  flags: unknown[];
  /** The options the test pages give createTracker. */
  trackerOptions: Record<string, unknown>;
  /** Usability tests by id, as `GET uxt/test/{id}` answers them (`status: 'closed'` answers 404). */
  uxtTests: Record<
    string,
    Record<string, unknown> & {
      tasks: (Record<string, unknown> & { task_id: string | number; allow_typing: boolean })[];
    }
  >;
  /** Each (session, test, task, status) once, in arrival order. */
  uxtSignals: UxtSignal[];
  uxtUploads: UxtUpload[];
  /** Answer `GET uxt/upload-url` with this status instead (e.g. 500). */
  uxtUploadUrlStatus: number;
}

export function freshState(): IngestState {
  return {
    calls: [],
    batches: [],
    arrivals: new Map(),
    images: [],
    batchFailures: [],
    batchDelayMs: 0,
    batchesDown: false,
    startsHeld: false,
    sessionsMade: [],
    startResponse: {
      canvasEnabled: false,
      canvasQuality: 'low',
      canvasFPS: 1,
      compressionThreshold: 24_000,
      beaconSizeLimit: 1_000_000,
      features: { 'feature-flags': false },
    },
    tags: [],
    conditions: [],
    flags: [],
    trackerOptions: {},
    uxtTests: {},
    uxtSignals: [],
    uxtUploads: [],
    uxtUploadUrlStatus: 200,
  };
}

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startServer(port: number) {
  let state = freshState();
  const sessions = new Map<string, Session>();
  const tickets = new Map<string, UploadTicket>();
  const pagesStarted = new Map<string, number>();
  /** Sessions by the start key that made them (tracker/PROTOCOL.md "Session"). */
  const byStartKey = new Map<string, string>();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function ingest(request: http.IncomingMessage, url: URL, response: http.ServerResponse): Promise<void> {
    const route = url.pathname.slice('/ingest'.length);
    const body = await readBody(request);
    const call: IngestCall = {
      at: Date.now(),
      method: request.method!,
      path: url.pathname + url.search,
      status: 200,
      headers: request.headers,
    };
    state.calls.push(call);
    const respond = (status: number, json: unknown, headers: Record<string, string> = {}) => {
      call.status = status;
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      response.end(JSON.stringify(json));
    };
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const session = sessions.get(bearer);

    // The upload URL carries its own credential (a ticket, as a pre-signed URL does): no Bearer.
    const upload = /^\/v1\/web\/uxt\/upload\/([\w-]+)$/.exec(route);
    if (upload && request.method === 'PUT') {
      const ticket = tickets.get(upload[1]!);
      if (!ticket) return respond(404, { error: 'unknown upload ticket' });
      if (ticket.used) return respond(410, { error: 'upload URL already used' });
      if (request.headers['content-type'] !== 'video/webm') return respond(415, { error: 'not video/webm' });
      ticket.used = true;
      state.uxtUploads.push({
        sessionID: ticket.sessionID,
        testId: ticket.testId,
        segment: ticket.segment,
        startedAt: ticket.startedAt,
        type: request.headers['content-type'],
        size: body.length,
        magic: body.subarray(0, 4).toString('hex'),
        body,
        at: Date.now(),
      });
      return respond(200, {});
    }

    if (route === '/v1/web/start' && request.method === 'POST') {
      const start = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      call.body = start;
      if (start.projectKey !== 'test') return respond(403, { error: 'unknown project key' });
      // As the ingest does: the session a valid token names, else the one a start of the tab made with its key.
      const keyed = typeof start.startKey === 'string' ? byStartKey.get(start.startKey) : undefined;
      const continued =
        (typeof start.token === 'string' ? sessions.get(start.token) : undefined) ??
        (keyed ? { id: keyed, doNotRecord: false } : undefined);
      // As the ingest does: a conditional first start of a project with start conditions is answered as a cold start.
      const coldStart = start.conditional === true && !continued && !start.condition && state.conditions.length > 0;
      const doNotRecord = start.doNotRecord === true || coldStart;
      const id =
        continued && !continued.doNotRecord && !doNotRecord ? continued.id : String(Date.now() * 1000 + sessions.size);
      if (!doNotRecord && !continued) {
        state.sessionsMade.push(id);
        if (typeof start.startKey === 'string') byStartKey.set(start.startKey, id);
      }
      const token = `tok.${id}.${randomUUID()}`;
      sessions.set(token, { id, doNotRecord });
      // As the ingest does (tracker/PROTOCOL.md "Session"): every start of a session gets the next page number.
      const pageNo = pagesStarted.get(id) ?? 0;
      pagesStarted.set(id, pageNo + 1);
      while (state.startsHeld) await sleep(50);
      return respond(200, {
        token,
        sessionID: id,
        projectID: '7',
        userUUID: typeof start.userUUID === 'string' ? start.userUUID : randomUUID(),
        startTimestamp: Date.now(),
        delay: Date.now() - Number(start.timestamp),
        pageNo,
        ...state.startResponse,
        ...(coldStart ? { coldStart: true } : {}),
      });
    }
    if (!session) return respond(401, { error: 'bad token' });

    if (route === '/v1/web/i' && request.method === 'POST') {
      if (session.doNotRecord) return respond(403, { error: 'this session records nothing' });
      if (state.batchesDown) return respond(503, { error: 'down' });
      const failure = state.batchFailures.shift();
      if (failure)
        return respond(
          failure.status,
          { error: 'injected' },
          failure.retryAfter ? { 'Retry-After': failure.retryAfter } : {},
        );
      const gzip = request.headers['content-encoding'] === 'gzip';
      if (body.length > BEACON_SIZE_LIMIT) return respond(413, { error: 'batch too large' });
      let decoded;
      let wire: StoredBatch['wire'];
      try {
        const raw = gzip ? gunzipSync(body) : body;
        if (raw.length > BEACON_SIZE_LIMIT) return respond(413, { error: 'batch too large once decompressed' });
        decoded = decodeBatch(raw);
        wire = walkBatch(raw).frames.map(({ type, start, end }) => ({
          type,
          payload: raw.subarray(start, end).toString('utf8'),
        }));
      } catch (error) {
        return respond(400, { error: String(error) });
      }
      const [page, batch] = (url.searchParams.get('batch') ?? '').split('_').map(Number);
      if (decoded.header.pageNo !== page || decoded.header.batchNo !== batch)
        return respond(400, { error: 'batch does not match its header' });
      const key = `${session.id}/${page}_${batch}`;
      state.arrivals.set(key, (state.arrivals.get(key) ?? 0) + 1);
      if (state.arrivals.get(key) === 1) {
        state.batches.push({
          sessionID: session.id,
          header: decoded.header,
          messages: decoded.frames.map((f) => ({
            type: messageName(f.type) ?? String(f.type),
            data: JSON.parse(f.payload) as Record<string, unknown>,
          })),
          wire,
          receivedAt: call.at,
          gzip,
          bytes: body.length,
          keepaliveHint: body.length < 65_536,
        });
      }
      if (state.batchDelayMs) await sleep(state.batchDelayMs);
      return respond(200, state.arrivals.get(key) === 1 ? { stored: true } : { stored: false, duplicate: true });
    }
    if (route === '/v1/web/images' && request.method === 'POST') {
      if (!request.headers['content-type']?.startsWith('multipart/form-data'))
        return respond(415, { error: 'not multipart' });
      const form = await new Request('http://x/', {
        method: 'POST',
        body: new Uint8Array(body),
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      }).formData();
      const files = form.getAll('snapshot') as File[];
      for (const file of files)
        state.images.push({ sessionID: session.id, name: file.name, type: file.type, size: file.size });
      return respond(200, { stored: files.length });
    }
    if (route === '/v1/web/tags' && request.method === 'GET') return respond(200, { tags: state.tags });
    if (route.startsWith('/v1/web/uxt/')) return usabilityTest(route, request, url, body, session, respond, call);
    if (route === '/v1/web/conditions/7' && request.method === 'GET')
      return respond(200, { conditions: state.conditions });
    if (route === '/v1/web/feature-flags' && request.method === 'POST') {
      call.body = JSON.parse(body.toString('utf8'));
      return respond(200, { flags: state.flags });
    }
    return respond(404, { error: 'no such call' });
  }

  /** The usability-test calls of PROTOCOL.md, with its rules (open tests only, answers only where typing is allowed, a repeated signal stored once). */
  function usabilityTest(
    route: string,
    request: http.IncomingMessage,
    url: URL,
    body: Buffer,
    session: Session,
    respond: (status: number, json: unknown) => void,
    call: IngestCall,
  ) {
    const open = (id: unknown) => {
      const test = typeof id === 'string' ? state.uxtTests[id] : undefined;
      return test && test.status !== 'closed' ? test : undefined;
    };
    const fetched = /^\/v1\/web\/uxt\/test\/([^/]+)$/.exec(route);
    if (fetched && request.method === 'GET') {
      const test = open(decodeURIComponent(fetched[1]!));
      return test
        ? respond(200, { test: { id: decodeURIComponent(fetched[1]!), ...test } })
        : respond(404, { error: 'no such test' });
    }
    const signal = /^\/v1\/web\/uxt\/signals\/(test|task)$/.exec(route);
    if (signal && request.method === 'POST') {
      if (request.headers['content-type'] !== 'application/json') return respond(415, { error: 'not JSON' });
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      } catch {
        return respond(400, { error: 'bad JSON' });
      }
      call.body = data;
      const test = open(data.testId);
      if (!test) return respond(404, { error: 'test not open' });
      if (
        !['begin', 'done', 'skipped'].includes(String(data.status)) ||
        !Number.isFinite(data.duration) ||
        !Number.isFinite(data.timestamp)
      )
        return respond(400, { error: 'bad signal' });
      const kind = signal[1] as 'test' | 'task';
      if (kind === 'task') {
        const task = test.tasks.find((t) => t.task_id === data.taskId);
        if (!task) return respond(400, { error: 'not a task of this test' });
        if (data.taskAnswer !== undefined && !task.allow_typing)
          return respond(400, { error: 'this task takes no answer' });
      }
      const same = (s: UxtSignal) =>
        s.kind === kind &&
        s.sessionID === session.id &&
        s.body.testId === data.testId &&
        s.body.taskId === data.taskId &&
        s.body.status === data.status;
      if (!state.uxtSignals.some(same)) state.uxtSignals.push({ kind, sessionID: session.id, body: data });
      return respond(200, {});
    }
    if (route === '/v1/web/uxt/upload-url' && request.method === 'GET') {
      if (state.uxtUploadUrlStatus !== 200) return respond(state.uxtUploadUrlStatus, { error: 'injected' });
      const testId = url.searchParams.get('testId');
      const segment = Number(url.searchParams.get('segment'));
      const startedAt = Number(url.searchParams.get('startedAt'));
      if (!open(testId) || !Number.isInteger(segment) || segment < 0 || !Number.isFinite(startedAt))
        return respond(400, { error: 'bad upload request' });
      // As the ingest does: an earlier session's video, shown by that session's token, is bound to that session.
      const proof = request.headers['x-parley-video-token'];
      const owner = typeof proof === 'string' ? sessions.get(proof) : session;
      if (!owner) return respond(403, { error: 'unknown video token' });
      const ticket = randomUUID();
      tickets.set(ticket, { sessionID: owner.id, testId: testId!, segment, startedAt, used: false });
      return respond(200, { url: `/ingest/v1/web/uxt/upload/${ticket}`, expiresAt: Date.now() + 900_000 });
    }
    return respond(404, { error: 'no such call' });
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url!, `http://localhost:${port}`);
    if (url.pathname.startsWith('/ingest/')) {
      ingest(request, url, response).catch((error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      });
      return;
    }
    if (url.pathname.startsWith('/tracker/')) {
      const file = path.join(DIST, url.pathname.slice('/tracker/'.length));
      if (!file.startsWith(DIST) || !fs.existsSync(file)) {
        response.writeHead(404);
        return response.end();
      }
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      return response.end(fs.readFileSync(file));
    }
    const html = renderPage(url, state.trackerOptions);
    // `?delay=` holds a page's response that long (ms): a slow server, whose page the visitor waits for.
    const delay = Math.min(Number(url.searchParams.get('delay')) || 0, 10_000);
    if (delay > 0) {
      setTimeout(() => {
        response.writeHead(html ? 200 : 404, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        response.end(html ?? 'not found');
      }, delay);
      return;
    }
    response.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    origin: `http://127.0.0.1:${port}`,
    get state() {
      return state;
    },
    reset(): IngestState {
      state = freshState();
      return state;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;
