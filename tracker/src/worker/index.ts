/**
 * The tracker's Web Worker (built to worker.js): JSON-encodes, batches, gzips and sends what the page records, so
 * none of that work runs on the page's main thread. The logic is in core.ts.
 */
import type { ToWorker } from './commands';
import { createWorkerCore } from './core';
import { createOutbox } from './outbox';

const warn = (message: string) => console.warn(`[parley tracker] ${message}`);
// The tracker compiles against the DOM library; these are the two members of a worker's global it uses.
const scope = self as unknown as {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};

const core = createWorkerCore({
  post: (message) => scope.postMessage(message),
  fetch: (input, init) => fetch(input, init),
  outbox: createOutbox(warn),
  warn,
});

scope.onmessage = (event: MessageEvent<ToWorker>) => core.handle(event.data);
