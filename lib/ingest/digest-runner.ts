import { Worker } from 'node:worker_threads';
import { digestBatch, FrustrationCarries, type Digested } from './digest';

/** A record of the raw log to digest: its key and its bytes as received. */
export interface RawRecord {
  key: string;
  bytes: Uint8Array;
}

/** Where digestion runs: in this thread, or in a worker thread that keeps the CPU work off the thread that responds. */
export interface DigestRunner {
  digest(records: RawRecord[]): Promise<Digested[]>;
  close(): Promise<void>;
  readonly description: string;
}

/**
 * Digests on the calling thread (tests, `next dev`, where no worker file is built), in order, each batch's frustration
 * signals judged with what its page's batch before left undecided (lib/ingest/digest.ts FrustrationCarries: kept here,
 * on the thread that digests).
 */
export function inlineRunner(): DigestRunner {
  const carries = new FrustrationCarries();
  return {
    description: 'inline',
    digest: async (records) => records.map((record) => digestBatch(record.key, record.bytes, carries)),
    close: async () => undefined,
  };
}

interface Pending {
  resolve: (results: Digested[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Digests in a worker thread (lib/ingest/digest-worker.ts, built to its own file). Records go over by transfer, not
 * copy; results come back the same way. A worker that dies fails what it was doing (the digester reads those records
 * again from its checkpoint) and is started again for the next call. One worker digests every record, call after call
 * in the order given, so the clicks a batch leaves undecided for its page's next batch are kept in the worker (they
 * are lost with it when it dies).
 */
export function workerRunner(file: URL | string): DigestRunner {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();
  const failAll = (error: unknown) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    worker = null;
  };
  const started = () => {
    if (worker) return worker;
    const created = new Worker(file);
    created.on('message', ({ id, results }: { id: number; results: Digested[] }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      waiting?.resolve(results);
    });
    created.on('error', (error) => {
      console.error(`[ingest] digest worker failed: ${error.message}`);
      failAll(error);
    });
    created.on('exit', (code) => failAll(new Error(`digest worker exited with code ${code}`)));
    // The worker must not keep a stopping process alive.
    created.unref();
    return (worker = created);
  };
  return {
    description: 'worker thread',
    digest(records) {
      const id = nextId++;
      const active = started();
      return new Promise<Digested[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const buffers = records.map((r) => new Uint8Array(r.bytes));
        active.postMessage(
          { id, records: records.map((r, i) => ({ key: r.key, bytes: buffers[i] })) },
          buffers.map((b) => b.buffer as ArrayBuffer),
        );
      });
    },
    async close() {
      const active = worker;
      worker = null;
      await active?.terminate();
    },
  };
}
