/**
 * Sends one session page's batches to `POST {ingest}/v1/web/i?batch={pageNo}_{batchNo}`, one at a time and in order,
 * with the responses of tracker/PROTOCOL.md: 2xx done; 400/413 dropped; 401 restart; 403 stop; anything else (and a
 * network error) retried MAX_RETRIES times, RETRY_DELAY_STEP_MS x attempt apart (longer when Retry-After says so),
 * then the tracker stops. Bodies over the compression threshold are gzipped here, in the worker.
 *
 * Every batch sits in the outbox (IndexedDB) until it has a response, so a page left mid-send loses nothing: the next
 * page of the tab sends it again (`resend`), and the ingest stores a (session, page, batch) once.
 */
import { gzipSync } from 'fflate';
import { KEEPALIVE_MAX_BYTES, MAX_RETRIES, RETRY_DELAY_STEP_MS } from '../constants';
import type { SessionAuth } from './commands';
import type { Outbox, OutboxEntry } from './outbox';

export interface SenderOptions extends SessionAuth {
  fetch: typeof fetch;
  outbox: Outbox;
  /** 401 on a batch of this session. */
  onUnauthorized(reason: string): void;
  /** Sending failed for good. */
  onFailure(reason: string): void;
  warn(message: string): void;
}

interface Delivery extends OutboxEntry {
  /** Left over by an earlier page: its failures concern that page's session, not this one. */
  leftover?: boolean;
}

function retryAfterMs(response: Response): number {
  if (response.status !== 429 && response.status !== 503) return 0;
  const header = response.headers.get('Retry-After');
  if (!header) return 0;
  const seconds = Number(header);
  return Number.isFinite(seconds) ? seconds * 1000 : Math.max(0, Date.parse(header) - Date.now()) || 0;
}

export function createSender(options: SenderOptions) {
  const queue: Delivery[] = [];
  const id = Math.random().toString(36).slice(2, 10);
  let sending = false;
  /** Dropped (a 401): nothing more is sent. */
  let closed = false;
  /** Replaced by a newer session's sender: delivers what it has, reports nothing. */
  let retired = false;
  /** Bytes of keepalive requests in flight: browsers refuse keepalive beyond 64 KiB in total. */
  let keepaliveBytes = 0;
  /** Wake-ups of the batches waiting to be retried (sendAllNow cuts their wait short). */
  const waiting = new Set<() => void>();

  const sleep = (ms: number, wakeable: boolean) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      if (wakeable) waiting.add(wake);
    });

  const report = (what: 'unauthorized' | 'failure', reason: string) => {
    if (closed || retired) return;
    if (what === 'unauthorized') options.onUnauthorized(reason);
    else options.onFailure(reason);
  };

  async function post(delivery: Delivery): Promise<{ status: number; wait: number }> {
    const size = delivery.body.length;
    const keepalive = size < KEEPALIVE_MAX_BYTES && keepaliveBytes + size < KEEPALIVE_MAX_BYTES;
    if (keepalive) keepaliveBytes += size;
    const headers: Record<string, string> = {
      Authorization: `Bearer ${delivery.token}`,
      'Content-Type': 'application/octet-stream',
    };
    if (delivery.gzip) headers['Content-Encoding'] = 'gzip';
    try {
      const response = await options.fetch(delivery.url, {
        method: 'POST',
        headers,
        body: delivery.body as Uint8Array<ArrayBuffer>,
        keepalive,
      });
      return { status: response.status, wait: retryAfterMs(response) };
    } catch {
      return { status: 0, wait: 0 };
    } finally {
      if (keepalive) keepaliveBytes -= size;
    }
  }

  async function deliver(delivery: Delivery): Promise<void> {
    for (let attempt = 0; !closed; attempt++) {
      const { status, wait } = await post(delivery);
      const done = () => options.outbox.remove(delivery.key);
      if (status >= 200 && status < 400) return done();
      if (status === 400 || status === 413) {
        options.warn(`batch ${delivery.url} refused with ${status}: dropped`);
        return done();
      }
      if (status === 401 || status === 403) {
        done();
        if (!delivery.leftover) report(status === 401 ? 'unauthorized' : 'failure', `batch response ${status}`);
        return;
      }
      if (attempt === MAX_RETRIES) {
        // It stays in the outbox: the next page of this tab tries again.
        if (!delivery.leftover)
          report('failure', `batch failed ${MAX_RETRIES + 1} times (last response ${status || 'network error'})`);
        return;
      }
      const delay = RETRY_DELAY_STEP_MS * (attempt + 1);
      // A wait the ingest asked for (Retry-After) is kept even when the page is left; ours is cut short then.
      await sleep(Math.max(delay, wait), wait <= delay);
    }
  }

  async function pump(): Promise<void> {
    if (sending) return;
    sending = true;
    for (let next = queue.shift(); next && !closed; next = queue.shift()) await deliver(next);
    sending = false;
  }

  return {
    /** A finished batch of this page: compressed when large, kept in the outbox, queued. */
    add(batchNo: number, bytes: Uint8Array): void {
      if (closed) return;
      const gzip = bytes.length > options.compressionThreshold;
      const delivery: Delivery = {
        key: `${id}:${batchNo}`,
        url: `${options.ingest}/v1/web/i?batch=${options.pageNo}_${batchNo}`,
        token: options.token,
        body: gzip ? gzipSync(bytes, { mtime: 0 }) : bytes,
        gzip,
        tabId: options.tabId,
        savedAt: Date.now(),
      };
      options.outbox.put(delivery);
      queue.push(delivery);
      void pump();
    },
    /** Batches an earlier page of this tab left unsent: they go first. */
    resend(entries: OutboxEntry[]): void {
      if (closed) return;
      queue.unshift(...entries.map((entry) => ({ ...entry, leftover: true })));
      void pump();
    },
    /**
     * Sends every queued batch now, side by side (keepalive where the quota allows), and retries the ones waiting for
     * a retry at once: the page is hidden or being left, and the browser ends the worker with the page, long before
     * a round trip per batch or a retry's wait. The ingest orders batches by number, not arrival.
     */
    sendAllNow(): void {
      for (const wake of [...waiting]) wake();
      for (const delivery of queue.splice(0)) void deliver(delivery);
    },
    retire(): void {
      retired = true;
    },
    close(): void {
      closed = true;
      queue.length = 0;
    },
    get queued(): number {
      return queue.length;
    },
  };
}

export type Sender = ReturnType<typeof createSender>;
