// A usability-test video upload (lib/usability-tests/uploads.ts receiveUpload: ticket, webm check, streamed into the blob store)
// of --mb MB in 64 KiB chunks, as a PUT body arrives: throughput and the process's peak memory above where it started.
// Baselines, same run, same disk: the same bytes buffered whole and then stored with the blob store's put() (what a
// route reading the body first would do), and a bare fs write stream with one fsync (the disk's own speed).
// In-process on an in-memory PGlite and a blob store in a temporary folder.
//
//   npx tsx --expose-gc bench/usability-test-upload.ts [--mb 200] [--runs 3]
import '../scripts/db/server-condition';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installDatabase, MEMORY_DATA_DIR, openDatabase } from '@/lib/db/client';
import { projects, recordingSessions } from '@/lib/db/schema';
import { installBlobStore, LocalDiskBlobStore } from '@/lib/storage/blob-store';
import { createTest, issueUploadUrl, receiveUpload, storeTestSignal } from '@/lib/usability-tests';
// @ts-expect-error -- a plain .mjs helper without types
import { intOption, median, printRunHeader, printTable, round, writeResult } from './lib/report.mjs';

const MB = intOption('mb', 200, { min: 10, max: 500 }) as number;
const RUNS = intOption('runs', 3, { min: 1, max: 20 }) as number;
const CHUNK = 64 * 1024;
const ADMIN = { role: 'admin' as const };

/** MB megabytes (of 1,048,576 bytes) of a webm-looking body, in chunks, as a ReadableStream: a PUT body. */
function body(): ReadableStream<Uint8Array> {
  const total = MB * 1024 * 1024;
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const chunk = new Uint8Array(Math.min(CHUNK, total - sent)).fill(sent % 251);
      if (sent === 0) chunk.set([0x1a, 0x45, 0xdf, 0xa3]);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

/** Runs `work`, sampling RSS every 5 ms: seconds taken and the peak RSS above the start (MB). */
async function measure(work: () => Promise<unknown>): Promise<{ seconds: number; peakMb: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const began = performance.now();
  await work();
  const seconds = (performance.now() - began) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { seconds, peakMb: (peak - start) / 2 ** 20 };
}

async function main() {
  printRunHeader('usability-test-upload', `a ${MB} MB usability-test video upload, ${RUNS} runs each`);
  const handle = await openDatabase({ engine: 'pglite', dataDir: MEMORY_DATA_DIR });
  installDatabase(handle);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-uxt-'));
  const store = new LocalDiskBlobStore(root);
  installBlobStore(store);
  try {
    const [project] = await handle.db.insert(projects).values({ publicKey: 'bench', name: 'bench' }).returning();
    const [session] = await handle.db
      .insert(recordingSessions)
      .values({
        projectId: project!.id,
        userUuid: '00000000-0000-4000-8000-000000000001',
        startedAt: new Date(),
        lastActivityAt: new Date(),
      })
      .returning();
    const created = await createTest(ADMIN, project!.id, {
      title: 'bench',
      requireCamera: 'on',
      tasks: [{ title: 'one' }],
    });
    if (Array.isArray(created) || !created.ok) throw new Error(JSON.stringify(created));
    const caller = {
      sessionId: session!.id,
      projectId: project!.id,
      doNotRecord: false,
      expiresAt: new Date(Date.now() + 3_600_000),
    };
    await storeTestSignal(caller, {
      testId: created.id,
      status: 'begin',
      duration: 0,
      timestamp: Date.now(),
      media: 'recording',
    });

    const rows: Record<string, { seconds: number; peakMb: number }[]> = { streamed: [], buffered: [], bare: [] };
    for (let run = 0; run < RUNS; run += 1) {
      const issued = await issueUploadUrl(
        caller,
        { testId: created.id, segment: run, startedAt: Date.now() },
        { origin: 'http://bench' },
      );
      if (!issued.ok) throw new Error(issued.error);
      const ticket = issued.url.slice(issued.url.lastIndexOf('/') + 1);
      rows.streamed!.push(
        await measure(async () => {
          const result = await receiveUpload(ticket, { contentType: 'video/webm', contentLength: null, body: body() });
          if (!result.ok) throw new Error(result.error);
        }),
      );
      rows.buffered!.push(
        await measure(async () => {
          const bytes = new Uint8Array(await new Response(body()).arrayBuffer());
          await store.put(`bench/buffered-${run}.webm`, bytes);
        }),
      );
      rows.bare!.push(
        await measure(async () => {
          const file = path.join(root, `bare-${run}.webm`);
          const handle = await fs.promises.open(file, 'w');
          const reader = body().getReader();
          for (let next = await reader.read(); !next.done; next = await reader.read()) await handle.write(next.value);
          await handle.sync();
          await handle.close();
        }),
      );
    }
    const summary = Object.fromEntries(
      Object.entries(rows).map(([name, runs]) => [
        name,
        {
          mbPerSecond: round(median(runs.map((r) => MB / r.seconds)), 1),
          peakMb: round(median(runs.map((r) => r.peakMb)), 1),
        },
      ]),
    ) as Record<string, { mbPerSecond: number; peakMb: number }>;
    printTable(
      `${MB} MB upload (median of ${RUNS})`,
      ['what', 'MB/s', 'peak RSS above start', 'vs bare disk'],
      [
        [
          'streamed (receiveUpload → putStream)',
          summary.streamed!.mbPerSecond,
          `${summary.streamed!.peakMb} MB`,
          `${round(summary.streamed!.mbPerSecond / summary.bare!.mbPerSecond, 2)}×`,
        ],
        [
          'baseline: buffered whole, then put()',
          summary.buffered!.mbPerSecond,
          `${summary.buffered!.peakMb} MB`,
          `${round(summary.buffered!.mbPerSecond / summary.bare!.mbPerSecond, 2)}×`,
        ],
        ['baseline: bare fs write stream + fsync', summary.bare!.mbPerSecond, `${summary.bare!.peakMb} MB`, '1.00×'],
      ],
    );
    writeResult('usability-test-upload', { mb: MB, runs: RUNS, summary, rows });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
