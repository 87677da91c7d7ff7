/**
 * The tracker's side of its session: who the visitor is (user id and metadata, which the page may change at any
 * time), the start requests made with that (the request itself and what the tab keeps between pages are
 * src/session.ts), the server's clock, and what the worker needs to send a recorded page's batches.
 */
import { STORAGE_KEYS } from './constants';
import { forgetSession, session, startSession, storage, tabId, type StartRequest, type StartResponse } from './session';
import type { SessionAuth } from './worker/commands';

export interface SessionClientOptions {
  projectKey: string;
  /** The ingest's absolute base URL. */
  ingest: string;
  language?: string;
  userID?: string;
  userToken?: string;
  metadata?: Record<string, string>;
}

export type SessionClient = ReturnType<typeof createSessionClient>;

export function createSessionClient(options: SessionClientOptions) {
  const client = {
    ingest: options.ingest,
    userID: options.userID,
    userToken: options.userToken,
    metadata: { ...options.metadata },
    /** Server time minus client time, from the last start response (the cold start's too). */
    delay: 0,
    /** Server time in ms. */
    now: () => Date.now() + client.delay,
    /** A start request for this visitor (tracker/PROTOCOL.md "Session"). */
    start: (request: Omit<StartRequest, 'projectKey' | 'ingest' | 'userID' | 'userToken' | 'language'>) =>
      startSession({
        projectKey: options.projectKey,
        ingest: options.ingest,
        userID: client.userID,
        userToken: client.userToken,
        language: options.language,
        ...request,
      }),
    /** What the worker is told of a recorded page; takes the server's clock from its start response. */
    auth(response: StartResponse, pageNo: number): SessionAuth {
      return {
        ingest: options.ingest,
        token: response.token,
        pageNo,
        tabId: tabId(),
        delay: (client.delay = response.delay),
        beaconSizeLimit: response.beaconSizeLimit,
        compressionThreshold: response.compressionThreshold,
      };
    },
    /** The token of the session this tab recorded on an earlier page, which a start continues; null when none. */
    storedToken: () => storage.read(session, STORAGE_KEYS.token),
    /** Forgets the tab's session: the next start begins a new one. */
    forget: forgetSession,
  };
  return client;
}
