/**
 * Batches waiting for an answer, kept in IndexedDB (it works in a Web Worker; storage does not). A page that is left
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
   * (their tab is gone or stuck). They stay stored until an answer removes them. Batches older than
   * OUTBOX_MAX_AGE_MS are deleted unsent: their token has expired.
   */
  takeLeftovers(tabId: string, now: number): Promise<OutboxEntry[]>;
}

const STORE = 'batches';

/** Which leftovers to send again, which to drop (pure, so it can be tested without a database). */
export function sortLeftovers(entries: OutboxEntry[], tabId: string, now: number): { resend: OutboxEntry[]; drop: OutboxEntry[] } {
  const resend: OutboxEntry[] = [];
  const drop: OutboxEntry[] = [];
  for (const entry of entries) {
    const age = now - entry.savedAt;
    if (age > OUTBOX_MAX_AGE_MS) drop.push(entry);
    else if (entry.tabId === tabId || age > OUTBOX_FOREIGN_AFTER_MS) resend.push(entry);
  }
  resend.sort((a, b) => a.savedAt - b.savedAt);
  return { resend, drop };
}

const done = (request: IDBRequest | IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    if ('oncomplete' in request) {
      request.oncomplete = () => resolve();
      request.onerror = () => reject(request.error);
    } else {
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    }
  });

export function createOutbox(warn: (message: string) => void): Outbox {
  let database: Promise<IDBDatabase | null> | null = null;

  function open(): Promise<IDBDatabase | null> {
    database ??= new Promise((resolve) => {
      try {
        const request = indexedDB.open(OUTBOX_DB, 1);
        request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(null);
      } catch {
        resolve(null);
      }
    });
    return database;
  }

  // Writes go through one promise chain, so a batch's removal never overtakes its put.
  let chain: Promise<unknown> = Promise.resolve();
  const write = (change: (store: IDBObjectStore) => void) => {
    chain = chain
      .then(open)
      .then((db) => {
        if (!db) return;
        const transaction = db.transaction(STORE, 'readwrite');
        change(transaction.objectStore(STORE));
        return done(transaction);
      })
      .catch((error: unknown) => warn(`outbox: ${String(error)}`));
  };

  if (typeof indexedDB === 'undefined') {
    return { put() {}, remove() {}, takeLeftovers: async () => [] };
  }

  return {
    put: (entry) => write((store) => store.put(entry)),
    remove: (key) => write((store) => store.delete(key)),
    async takeLeftovers(tabId, now) {
      const db = await open();
      if (!db) return [];
      const all = db.transaction(STORE).objectStore(STORE).getAll();
      await done(all);
      const { resend, drop } = sortLeftovers(all.result as OutboxEntry[], tabId, now);
      for (const entry of drop) write((store) => store.delete(entry.key));
      return resend;
    },
  };
}
