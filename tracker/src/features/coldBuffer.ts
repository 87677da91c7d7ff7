/**
 * Cold start: before a start condition has matched, the recording goes to memory, into two
 * buffers of which the older is dropped every COLD_START_BUFFER_MS, so 30 to 60 seconds of history are kept. Each
 * buffer begins with a full snapshot (`onRotate`) and, once the first is dropped, the history begins with the page
 * it was on, so whichever buffer is the oldest kept can be replayed on its own.
 */
import { COLD_START_BUFFER_MS } from '../constants';
import { MESSAGE_TYPES } from '../protocol/messages';
import type { RawMessage } from '../worker/commands';

/** `now`: server time in ms. */
export function createColdBuffer(now: () => number, onRotate: () => void) {
  let older: RawMessage[] = [];
  let newer: RawMessage[] = [];
  let olderSince = now();
  let newerSince = olderSince;
  /** The last page message so far, and the one in effect when the older buffer began (none for the first buffer). */
  let page: object | null = null;
  let olderPage: object | null = null;
  let newerPage: object | null = null;

  const timer = setInterval(() => {
    older = newer;
    olderSince = newerSince;
    olderPage = newerPage;
    newer = [];
    newerSince = now();
    newerPage = page;
    onRotate();
  }, COLD_START_BUFFER_MS);

  return {
    push(message: RawMessage): void {
      newer.push(message);
      if (message[0] === MESSAGE_TYPES.page) page = message[1] as object;
    },
    /** Everything kept, oldest first. */
    messages(): RawMessage[] {
      const start: RawMessage[] = olderPage ? [[MESSAGE_TYPES.page, { ...olderPage, ts: olderSince }]] : [];
      return [...start, ...older, ...newer];
    },
    /** How many ms of history are kept (sent as `bufferDiff`: the server backdates the session by it). */
    historyMs: () => Math.round(now() - olderSince),
    stop(): void {
      clearInterval(timer);
      older = [];
      newer = [];
    },
  };
}
