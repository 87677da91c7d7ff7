/**
 * The page's end of sending (the worker's end is src/worker/): the worker itself, made at the first start and kept
 * for the page's life; the messages handed to it every COMMIT_INTERVAL_MS (src/eventBuffer.ts); and the page's own
 * last batch when it is left (src/page-exit-batch.ts). What the worker reports back, other than how far it batched,
 * goes to the listener of the latest start.
 */
import { createEventBuffer } from './eventBuffer';
import type { KeepaliveQuota } from './keepalive-quota';
import { createPageExitBatch } from './page-exit-batch';
import type { FromWorker, RawMessage, SessionAuth, ToWorker } from './worker/commands';

export type WorkerReport = Exclude<FromWorker, { type: 'batched' }>;
export type PageSender = ReturnType<typeof createPageSender>;

export function createPageSender(workerUrl: string, warn: (message: string) => void) {
  let worker: Worker | undefined;
  let listener: (report: WorkerReport) => void;
  const post = (command: ToWorker) => worker?.postMessage(command);
  const exitBatch = createPageExitBatch();
  const hand = (list: RawMessage[]) => {
    post({ type: 'messages', list });
    exitBatch.posted(list);
  };
  const buffer = createEventBuffer(hand, warn);

  return {
    /** A start begins: the worker drops what it had and waits for its auth; the page's indexes count from 0 again. */
    start(listen: (report: WorkerReport) => void): void {
      listener = listen;
      if (!worker) {
        worker = new Worker(workerUrl);
        worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
          if (data.type === 'batched') exitBatch.batched(data.through);
          else listener(data);
        };
        worker.onerror = (event) => warn(`worker error: ${event.message}`);
      }
      post({ type: 'start' });
      exitBatch.reset();
    },
    auth: (auth: SessionAuth) => post({ type: 'auth', ...auth }),
    /** A recorded message, handed over with the next tick (at once when `urgent`). */
    push: buffer.push,
    /** Messages recorded before the session started (a cold start's memory), at once and ahead of the rest. */
    history: hand,
    /** What waits for the next tick goes now. */
    commit: buffer.commit,
    /** The page is hidden or being left: everything goes to the worker now, and the worker sends it now. */
    flush(): void {
      buffer.commit();
      post({ type: 'flush' });
    },
    /** The page is being left: it sends what the worker has not batched yet itself, within `quota`. */
    leave: (auth: SessionAuth, quota: KeepaliveQuota) => exitBatch.send(auth, quota),
    /** What was recorded still goes out; nothing after it is taken. */
    stop: () => post({ type: 'stop' }),
  };
}
