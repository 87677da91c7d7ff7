import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { projects, recordingBatches, recordingEvents, recordingImages, recordingSessions } from '@/lib/db/schema';
import { getBlobStore, installBlobStore, LocalDiskBlobStore } from '@/lib/storage/blob-store';
import { inlineRunner, type DigestRunner } from '@/lib/ingest/digest-runner';
import { ingestService, installIngestService, IngestService } from '@/lib/ingest/service';
import {
  decodeBatch,
  encodeBatch,
  type BatchHeader,
  type Frame,
  MESSAGE_TYPES,
  type MessageName,
} from '@parley/tracker/protocol';
import * as startRoute from '@/app/ingest/v1/web/start/route';
import * as batchRoute from '@/app/ingest/v1/web/i/route';
import * as imagesRoute from '@/app/ingest/v1/web/images/route';
import * as flagsRoute from '@/app/ingest/v1/web/feature-flags/route';
import * as tagsRoute from '@/app/ingest/v1/web/tags/route';
import * as conditionsRoute from '@/app/ingest/v1/web/conditions/[id]/route';
import { fromPeer, ORIGIN, send } from './api';

/**
 * The batch route as the tests call it: answered once the batch is in the raw log, as always, and then (before the
 * test reads the index) waited on until the digester has indexed everything acknowledged so far. The tests of the
 * answer itself (tests/integration/ingest-log.test.ts) call the route directly.
 */
const batchRouteIndexed = {
  POST: async (...args: Parameters<typeof batchRoute.POST>) => {
    const response = await batchRoute.POST(...args);
    await ingestService().indexed();
    return response;
  },
};

export const ingestRoutes = {
  start: startRoute,
  batch: batchRouteIndexed,
  images: imagesRoute,
  flags: flagsRoute,
  tags: tagsRoute,
  conditions: conditionsRoute,
};

export const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/**
 * A blob store in a temporary folder for the test file, and the ingest's raw log in another (its digester indexes
 * inline); `root()` to look at what the blob store holds, `logDir()` the raw log.
 */
export function setupBlobStore(): { root(): string; logDir(): string } {
  let root = '';
  let logDir = '';
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-blobs-'));
    logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-ingest-log-'));
    installBlobStore(new LocalDiskBlobStore(root));
    installIngestService(new IngestService({ logDir }));
  });
  afterAll(async () => {
    await ingestService().close();
    installIngestService(undefined);
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(logDir, { recursive: true, force: true });
  });
  return { root: () => root, logDir: () => logDir };
}

export async function createProject(db: Db, overrides: Partial<typeof projects.$inferInsert> = {}) {
  const [project] = await db
    .insert(projects)
    .values({ publicKey: `key-${Math.random().toString(36).slice(2, 10)}`, name: 'Test site', ...overrides })
    .returning();
  return project!;
}

export function startRequest(body: Record<string, unknown>, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}/ingest/v1/web/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': CHROME_UA, ...fromPeer('203.0.113.9'), ...headers },
    body: JSON.stringify(body),
  });
}

export function startBody(projectKey: string, extra: Record<string, unknown> = {}) {
  return {
    projectKey,
    trackerVersion: '16.2.1',
    timestamp: Date.now(),
    width: 1280,
    height: 720,
    timezone: 'UTC+01:00',
    language: 'fa',
    ...extra,
  };
}

export const frame = (name: MessageName, data: Record<string, unknown>): Frame => ({
  type: MESSAGE_TYPES[name],
  payload: JSON.stringify(data),
});

/** A session started through the real start route for the project of `projectKey`: its token and id. */
export async function startSession(projectKey: string): Promise<{ token: string; sessionID: string }> {
  const started = await send(ingestRoutes.start.POST, startRequest(startBody(projectKey)));
  if (started.status !== 200)
    throw new Error(`the start route answered ${started.status}: ${JSON.stringify(started.body)}`);
  return started.body as { token: string; sessionID: string };
}

export function batchBytes(
  pageNo: number,
  batchNo: number,
  frames: Frame[],
  timestamp = Date.now(),
  firstIndex = 0,
): Uint8Array {
  const header: BatchHeader = { version: 1, pageNo, batchNo, firstIndex, timestamp, tabId: 'tab123456789' };
  return encodeBatch(header, frames);
}

export function batchRequest(
  token: string | null,
  batch: string,
  body: Uint8Array,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${ORIGIN}/ingest/v1/web/i?batch=${batch}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: Buffer.from(body),
  });
}

/** A session's stored batches, in order: each row and what its blob key reads back from the blob store, decoded. */
export async function storedBatches(db: Db, sessionId: string) {
  const rows = await db
    .select()
    .from(recordingBatches)
    .where(eq(recordingBatches.sessionId, sessionId))
    .orderBy(asc(recordingBatches.pageNo), asc(recordingBatches.batchNo));
  return Promise.all(
    rows.map(async (row) => {
      const bytes = await getBlobStore().get(row.blobKey);
      if (!bytes) throw new Error(`batch ${row.pageNo}_${row.batchNo}: nothing at ${row.blobKey}`);
      return { row, stored: bytes, ...decodeBatch(new Uint8Array(gunzipSync(bytes))) };
    }),
  );
}

/**
 * The whole recordings index (batches, events, sessions with their counts), in an order that does not depend on how
 * it was written: what a rebuild must give back as the live digester wrote it.
 */
export async function indexSnapshot(db: Db) {
  return {
    batches: await db
      .select()
      .from(recordingBatches)
      .orderBy(asc(recordingBatches.sessionId), asc(recordingBatches.pageNo), asc(recordingBatches.batchNo)),
    // Every column but the id (the order they were inserted in), sorted on all of them: no two events tie.
    events: (await db.select().from(recordingEvents))
      .map(({ id: _id, ...event }) => event)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    sessions: await db.select().from(recordingSessions).orderBy(asc(recordingSessions.id)),
    // Canvas images are not in the segments: a rebuild must leave them, and the bytes they count, as they are.
    images: await db.select().from(recordingImages).orderBy(asc(recordingImages.sessionId), asc(recordingImages.name)),
  };
}

/** Every file under a folder, recursively. */
export function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** A minimal valid webp file (RIFF/WEBP header with a tiny VP8L payload). */
export const TINY_WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A runner that digests only while its gate is open: what was acknowledged meanwhile waits in the raw log. */
export function gatedRunner(): DigestRunner & { open(): void; close(): Promise<void> } {
  const inner = inlineRunner();
  let release: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (release = resolve));
  return {
    description: 'gated',
    digest: async (records) => {
      await gate;
      return inner.digest(records);
    },
    open: () => release(),
    close: async () => {
      release();
      gate = Promise.resolve();
    },
  };
}

/**
 * For a test file whose tests need an ingest service of their own (`ownService(options)`: its own raw log folder,
 * installed as the process's ingest until the test ends, then closed and the file's shared one put back).
 */
export function setupOwnServices() {
  const services: IngestService[] = [];
  let shared: IngestService;
  beforeAll(() => {
    shared = ingestService();
  });
  afterEach(async () => {
    for (const service of services.splice(0)) await service.close().catch(() => undefined);
    installIngestService(shared);
  });
  /** Pass `logDir` to share a raw log between two services of one test (a process and the next after a crash). */
  return Object.assign(
    (
      options: ConstructorParameters<typeof IngestService>[0] = {},
      logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-log-')),
    ) => {
      const service = new IngestService({ logDir, ...options });
      services.push(service);
      installIngestService(service);
      return service;
    },
    {
      /** Forgets a service (killed in the test): it is not closed at the end. */
      forget: (service: IngestService) => void services.splice(services.indexOf(service), 1),
    },
  );
}
