/**
 * Batches waiting for a response, kept in IndexedDB (it works in a Web Worker; storage does not). A page that is left
 * while a batch is still on its way (the browser ends the worker with the page) leaves it here, and the next page of
 * the same tab sends it again. Without IndexedDB (private modes, tests) the outbox keeps nothing and costs nothing.
 */
import { OUTBOX_DB, OUTBOX_FOREIGN_AFTER_MS, OUTBOX_MAX_AGE_MS } from '../constants';

export interface OutboxEntry {
  key: string;
  url: string;
  token: string;
  body: Uint8Array;
  gzip: boolean;
  tabId: string;
  /** Client time (Date.now()) when the batch was finished. */
  savedAt: number;
}

export interface Outbox {
  put(entry: OutboxEntry): void;
  remove(key: string): void;
  /**
   * What earlier pages left, to send again: this tab's batches, and other tabs' once OUTBOX_FOREIGN_AFTER_MS old
   * (their tab is gone or stuck). They stay stored until a response removes them. Batches older than
   * OUTBOX_MAX_AGE_MS are deleted unsent: their token has expired.
   */
  takeLeftovers(tabId: string, now: number, ownTab?: boolean): Promise<OutboxEntry[]>;
}

const STORE = 'batches';

/**
 * Which leftovers to send again, which to drop (pure, so it can be tested without a database). `ownTab` false: only
 * other tabs' (a page's later looks, when this tab's own batches in the outbox are the ones it is sending).
 */
export function sortLeftovers(
  entries: OutboxEntry[],
  tabId: string,
  now: number,
  ownTab = true,
): { resend: OutboxEntry[]; drop: OutboxEntry[] } {
  const resend: OutboxEntry[] = [];
  const drop: OutboxEntry[] = [];
  for (const entry of entries) {
    const age = now - entry.savedAt;
    if (age > OUTBOX_MAX_AGE_MS) drop.push(entry);
    else if (entry.tabId === tabId ? ownTab : age > OUTBOX_FOREIGN_AFTER_MS) resend.push(entry);
  }
  resend.sort((a, b) => a.savedAt - b.savedAt);
  return { resend, drop };
}

export function createOutbox(warn: (message: string) => void): Outbox {
  if (typeof indexedDB === 'undefined') return { put() {}, remove() {}, takeLeftovers: async () => [] };

  let db: IDBDatabase | null = null;
  const opened = new Promise<IDBDatabase | null>((resolve) => {
    try {
      const request = indexedDB.open(OUTBOX_DB, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      request.onsuccess = () => resolve((db = request.result));
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });

  // Once the database is open a write starts in the same task: when the page is being left, the worker may not get
  // another one. Before that, writes wait in order for it, so a batch's removal never overtakes its put.
  let pending: Promise<unknown> = opened;
  const write = (change: (store: IDBObjectStore) => void) => {
    const run = (database: IDBDatabase | null) => {
      try {
        if (database) change(database.transaction(STORE, 'readwrite').objectStore(STORE));
      } catch (error) {
        warn(`outbox: ${String(error)}`);
      }
    };
    if (db) run(db);
    else pending = pending.then(() => run(db));
  };

  return {
    put: (entry) => write((store) => store.put(entry)),
    remove: (key) => write((store) => store.delete(key)),
    async takeLeftovers(tabId, now, ownTab) {
      const database = await opened;
      if (!database) return [];
      const all = database.transaction(STORE).objectStore(STORE).getAll();
      await new Promise((resolve, reject) => {
        all.onsuccess = resolve;
        all.onerror = reject;
      });
      const { resend, drop } = sortLeftovers(all.result as OutboxEntry[], tabId, now, ownTab);
      for (const entry of drop) write((store) => store.delete(entry.key));
      return resend;
    },
  };
}
