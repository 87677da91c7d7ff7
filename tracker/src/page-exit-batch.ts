/**
 * The page's own last batch (tracker/README.md "Nothing lost when a page is left"). The browser may end the worker
 * with the page before it has sent what it was handed last (measured in Chromium: a tab closed right after an event),
 * so the page keeps every message the worker has not yet put into a finished batch, and when it is left (pagehide)
 * sends them itself with a keepalive fetch, numbered FINAL_BATCH_FIRST + n, while the worker finishes and sends its
 * own batch as before (with its retries and its outbox). A message's index (its place among everything the page
 * handed over) is the same in both, and readers keep one copy per index. The page has no gzip it could run before it
 * is gone, so this batch goes uncompressed even over the compression threshold, up to what one keepalive request may
 * carry: a page left before its worker even loaded (a slow server) still has its first snapshot, typically 25–60 KB,
 * in the recording. The messages that fit, in order; the worker sends all. What "fits" is what the page's keepalive
 * quota has left (src/keepalive-quota.ts): canvas images sent on the way out take their share first, and a batch over
 * the rest would be refused whole.
 */
import { FINAL_BATCH_FIRST } from './constants';
import type { KeepaliveQuota } from './keepalive-quota';
import { ByteWriter, frameSize, messageJson, PROTOCOL_VERSION } from './protocol/codec';
import type { RawMessage, SessionAuth } from './worker/commands';

const encoder = new TextEncoder();

export function createPageExitBatch() {
  /** What the page handed to the worker that is not yet in a finished batch, from page index `first` on. */
  let kept: RawMessage[] = [];
  let first = 0;
  let finals = 0;

  return {
    /** A new page number (a start): counting begins again. */
    reset(): void {
      kept = [];
      first = finals = 0;
    },
    posted(list: RawMessage[]): void {
      kept.push(...list);
    },
    /** The worker finished batches up to page index `through`. */
    batched(through: number): void {
      kept.splice(0, through - first);
      first = Math.max(first, through);
    },
    /**
     * Sends what the worker has not batched yet, as much of it as the page's keepalive quota has left: the messages in
     * order up to that limit (a page left right after its start has its page message and first events in the
     * recording even when its snapshot alone is over the limit; the rest is the worker's). Nothing when the first
     * message alone is too big or will not encode.
     */
    send(auth: SessionAuth, quota: KeepaliveQuota): void {
      const limit = quota.available();
      const writer = new ByteWriter(4096).header({
        version: PROTOCOL_VERSION,
        pageNo: auth.pageNo,
        batchNo: FINAL_BATCH_FIRST + finals,
        firstIndex: first,
        timestamp: Date.now() + auth.delay,
        tabId: auth.tabId,
      });
      let count = 0;
      for (const [type, data] of kept) {
        const encoded = messageJson(data);
        if (!('json' in encoded)) break;
        const payload = encoder.encode(encoded.json);
        if (writer.length + frameSize(type, payload.length) > limit) break;
        writer.frame(type, payload);
        count += 1;
      }
      if (count === 0) return;
      const body = writer.finish();
      const { release } = quota.take(body.length);
      void fetch(`${auth.ingest}/v1/web/i?batch=${auth.pageNo}_${FINAL_BATCH_FIRST + finals++}`, {
        method: 'POST',
        keepalive: true,
        headers: { Authorization: `Bearer ${auth.token}`, 'Content-Type': 'application/octet-stream' },
        body: body as Uint8Array<ArrayBuffer>,
      })
        .catch(() => undefined)
        .finally(release);
      first += count;
      kept = kept.slice(count);
    },
  };
}
