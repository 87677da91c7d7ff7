/*
 * The digest worker thread (lib/ingest/digest-runner.ts workerRunner): digests the records it is sent and sends back
 * what the index and the blob store need, the stored bytes by transfer. `npm run build` bundles it to
 * .next/parley-ingest-worker.mjs beside the servers. The clicks a batch leaves undecided for its page's next batch
 * (lib/ingest/digest.ts FrustrationCarries) are kept here, where the ingest's batches are digested, one after another.
 */
import { parentPort } from 'node:worker_threads';
import { digestBatch, FrustrationCarries, type Digested } from './digest';

const carries = new FrustrationCarries();

parentPort?.on('message', ({ id, records }: { id: number; records: { key: string; bytes: Uint8Array }[] }) => {
  const results: Digested[] = records.map((record) => digestBatch(record.key, record.bytes, carries));
  const transfer = results.flatMap((result) =>
    result.ok && result.stored.byteOffset === 0 && result.stored.byteLength === result.stored.buffer.byteLength
      ? [result.stored.buffer as ArrayBuffer]
      : [],
  );
  parentPort!.postMessage({ id, results }, transfer);
});
