/** What the page and the tracker's worker say to each other (postMessage), in both directions. */

/** One recorded message as the page hands it over: the type id and the raw object (the worker JSON-encodes it). */
export type RawMessage = [type: number, data: unknown];

export interface SessionAuth {
  /** The ingest's absolute base URL (`{ingest}`). */
  ingest: string;
  token: string;
  pageNo: number;
  tabId: string;
  /** Server time minus client time, added to the batch timestamps. */
  delay: number;
  beaconSizeLimit: number;
  compressionThreshold: number;
}

export type ToWorker =
  | { type: 'start' }
  | ({ type: 'auth' } & SessionAuth)
  | { type: 'messages'; list: RawMessage[] }
  /** Finish the batch being written and send everything now (the page is hidden or being left). */
  | { type: 'flush' }
  | { type: 'stop' };

export type FromWorker =
  /** The ingest refused the token (401) or the tab was hidden for SESSION_RESTART_MS: start a new session. */
  | { type: 'restart'; reason: string }
  /** Sending failed for good (retries spent, 403): the tracker stops. */
  | { type: 'failure'; reason: string }
  /** The page's messages before index `through` are in finished batches (the page need not keep them any longer). */
  | { type: 'batched'; through: number };
