import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { asc, eq, inArray } from 'drizzle-orm';
import * as startRoute from '@/app/ingest/v1/web/start/route';
import { recordingBatches } from '@/lib/db/schema';
import { ingestBatch } from '@/lib/ingest/batches';
import { IngestService } from '@/lib/ingest/service';
import { batchStoreFor } from '@/lib/ingest/stored-batches';
import type { BlobStore } from '@/lib/storage/blob-store';
import { readSegmentRange } from '@/lib/storage/segment-upload';
import { decodeBatch } from '@parley/tracker/protocol';
import { ENGINE, setupTestDatabase } from './support/database';
import { send } from './support/api';
import { batchBytes, createProject, frame, startBody, startRequest } from './support/ingest';

const database = setupTestDatabase();

/**
 * A blob store in memory, through the same interface the S3 store implements (put, get, a byte-range getStream,
 * deletePrefix): what the ingest's processes share here is what they would share on S3. It counts its PUTs.
 */
class MemoryBlobStore implements BlobStore {
  readonly description = 'memory';
  readonly objects = new Map<string, Uint8Array>();
  puts = 0;
  async put(key: string, bytes: Uint8Array) {
    this.puts += 1;
    this.objects.set(key, new Uint8Array(bytes));
  }
  async putStream(): Promise<number> {
    throw new Error('not used');
  }
  async append(): Promise<string> {
    throw new Error('the ingest must not store a batch as an object of its own');
  }
  async get(key: string) {
    return this.objects.get(key) ?? null;
  }
  async getStream(key: string, { start, end }: { start: number; end: number }) {
    const bytes = this.objects.get(key);
    if (!bytes) return null;
    return new Blob([bytes.slice(start, end + 1)]).stream() as ReadableStream<Uint8Array>;
  }
  async erase(keys: readonly string[]) {
    for (const key of keys) this.objects.delete(key);
  }
  async deletePrefix(prefix: string) {
    for (const key of [...this.objects.keys()]) if (key.startsWith(prefix)) this.objects.delete(key);
  }
  async deleteAppendedBefore() {}
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-process-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe(`several ingest processes on one database and one blob store, on ${ENGINE}`, () => {
  test('each keeps its own log, uploads each sealed segment as one object, and the index holds every batch once, read back by byte range', async () => {
    const store = new MemoryBlobStore();
    const processes = [0, 1].map(() => {
      const base = tempDir();
      return new IngestService({
        logDir: path.join(base, 'log'),
        store: () => store,
        batches: batchStoreFor(store, { INGEST_SEGMENTS_DIR: path.join(base, 'segments') }),
        env: { INGEST_LOG_ID: `process-${base}` },
      });
    });
    const project = await createProject(database.db());
    const sessions = [];
    for (let i = 0; i < 4; i++) {
      const answer = await send(startRoute.POST, startRequest(startBody(project.publicKey)));
      sessions.push({ token: String(answer.body.token), id: String(answer.body.sessionID) });
    }
    // A session's batches go to either process, as behind a load balancer; a retry may reach the other one.
    const sent: Promise<unknown>[] = [];
    for (const [s, session] of sessions.entries()) {
      for (let n = 0; n < 6; n++) {
        const body = batchBytes(0, n, [frame('page', { ts: Date.now(), url: `/s${s}/${n}`, referrer: '', title: '', navigation: 'load' })]);
        const input = { token: session.token, batchParam: `0_${n}`, contentEncoding: null, contentLength: body.byteLength, body: async () => body };
        sent.push(ingestBatch(input, { service: processes[(s + n) % 2]! }));
        if (n === 2) sent.push(ingestBatch(input, { service: processes[(s + n + 1) % 2]! }));
      }
    }
    const answers = (await Promise.all(sent)) as { ok: boolean }[];
    expect(answers.every((a) => a.ok)).toBe(true);
    await Promise.all(processes.map((p) => p.indexed()));
    for (const p of processes) await p.close();

    const rows = await database
      .db()
      .select()
      .from(recordingBatches)
      .where(
        inArray(
          recordingBatches.sessionId,
          sessions.map((s) => s.id),
        ),
      )
      .orderBy(asc(recordingBatches.sessionId), asc(recordingBatches.pageNo), asc(recordingBatches.batchNo));
    expect(rows).toHaveLength(24);
    for (const row of rows) {
      const bytes = await readSegmentRange(store, row.blobKey);
      expect(bytes).not.toBeNull();
      expect(decodeBatch(new Uint8Array(gunzipSync(bytes!))).header).toMatchObject({ pageNo: row.pageNo, batchNo: row.batchNo });
    }
    // One object per segment, never one per batch; nothing is left on the processes' disks.
    const segments = [...store.objects.keys()].filter((key) => key.startsWith('segments/'));
    expect(segments.length).toBeGreaterThanOrEqual(1);
    expect(segments.length).toBeLessThanOrEqual(4);
    expect(store.puts).toBe(segments.length);
    const [first] = await database.db().select().from(recordingBatches).where(eq(recordingBatches.sessionId, sessions[0]!.id));
    expect(first!.blobKey).toMatch(/^segments\/\d{4}-\d{2}-\d{2}\/[0-9a-z-]+\.seg#\d+\+\d+$/);
  });
});
