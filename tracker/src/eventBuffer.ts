/**
 * Hands recorded messages to the worker: collected for COMMIT_INTERVAL_MS and posted together (one postMessage per
 * tick instead of one per event), at once for urgent ones (clicks, the page being hidden). Only the structured clone
 * happens here; JSON encoding is the worker's.
 */
import { COMMIT_INTERVAL_MS } from './constants';
import type { RawMessage } from './worker/commands';

export function createEventBuffer(post: (list: RawMessage[]) => void, warn: (message: string) => void) {
  let queue: RawMessage[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function commit(): void {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const list = queue;
    queue = [];
    try {
      post(list);
    } catch {
      // One message the browser cannot clone (a custom event's payload holding a function, say) must not take the
      // others down with it: post them one by one and drop only that one.
      for (const message of list) {
        try {
          post([message]);
        } catch (error) {
          warn(`cannot send: ${String(error)}`);
        }
      }
    }
  }

  return {
    push(message: RawMessage, urgent = false): void {
      queue.push(message);
      if (urgent) commit();
      else timer ??= setTimeout(commit, COMMIT_INTERVAL_MS);
    },
    commit,
    clear(): void {
      clearTimeout(timer);
      timer = undefined;
      queue = [];
    },
  };
}
