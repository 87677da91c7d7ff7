/**
 * The session: `POST {ingest}/v1/web/start` (tracker/PROTOCOL.md "Session") and what the browser keeps between full
 * page loads, so that the next page of the tab continues the same session with the next page number.
 */
import { BEACON_SIZE_LIMIT, COMPRESSION_THRESHOLD, STORAGE_KEYS, TRACKER_VERSION } from './constants';
import type { StartResponse } from './protocol/messages';

export type { StartResponse };

export interface StartRequest {
  projectKey: string;
  ingest: string;
  userID?: string;
  /** The site's token for its signed-in member (tracker/PROTOCOL.md "Session"): what makes `userID` verified. */
  userToken?: string;
  language?: string;
  /** Do not continue the stored session (after a 401, after 30 minutes hidden). */
  forceNew?: boolean;
  /** A start-conditions session: nothing may be stored yet, and nothing of it is kept in the tab. */
  doNotRecord?: boolean;
  bufferDiff?: number;
  condition?: string;
  /** Cold start unless the project has no start conditions (the response says `coldStart`). */
  conditional?: boolean;
}

export type StartResult = { ok: true; startResponse: StartResponse; pageNo: number } | { ok: false; reason: string };

// Storage can throw (disabled cookies, some private modes): the tracker then simply forgets between pages.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // see read()
  }
}
export const session = () => sessionStorage;
export const local = () => localStorage;
export const storage = { read, write };

/** The tab's value under `key`, made of `length` random letters and digits (and kept) when there is none. */
function kept(key: string, length: number): string {
  let id = read(session, key);
  if (!id) {
    id = Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => (byte % 36).toString(36)).join('');
    write(session, key, id);
  }
  return id;
}

/** This tab's id: 12 random characters, kept for the tab's life. */
export const tabId = () => kept(STORAGE_KEYS.tabId, 12);

/** Forgets the tab's session: the next start begins a new one. */
export function forgetSession(): void {
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.pageNo, STORAGE_KEYS.sessionID]) write(session, key, null);
}

function timezone(): string {
  const offset = -new Date().getTimezoneOffset();
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
  return `UTC${offset < 0 ? '-' : '+'}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/**
 * The start response, with defaults for what the ingest left out, or null when a field the tracker relies on is missing
 * (OpenReplay's "Incorrect server response").
 */
export function parseStartResponse(body: unknown): StartResponse | null {
  const a = (body ?? {}) as Partial<StartResponse>;
  const valid =
    typeof a.token === 'string' &&
    typeof a.sessionID === 'string' &&
    typeof a.userUUID === 'string' &&
    Number.isFinite(a.delay);
  return valid
    ? ({
        projectID: '',
        startTimestamp: Date.now() + a.delay!,
        beaconSizeLimit: BEACON_SIZE_LIMIT,
        compressionThreshold: COMPRESSION_THRESHOLD,
        canvasEnabled: false,
        canvasFPS: 1,
        canvasQuality: 'low',
        features: {},
        ...a,
      } as StartResponse)
    : null;
}

export async function startSession(request: StartRequest): Promise<StartResult> {
  const stored = !request.forceNew && !request.doNotRecord ? read(session, STORAGE_KEYS.token) : null;
  // A page may be left before its start is answered; the ingest made the session all the same. The key, kept until an
  // answer comes, lets the tab's next start continue that session instead of leaving it without pages.
  if (request.forceNew) write(session, STORAGE_KEYS.startKey, null);
  const body = {
    projectKey: request.projectKey,
    trackerVersion: TRACKER_VERSION,
    timestamp: Date.now(),
    userUUID: read(local, STORAGE_KEYS.userUUID) ?? undefined,
    token: stored ?? undefined,
    userID: request.userID,
    userToken: request.userToken,
    width: screen.width,
    height: screen.height,
    timezone: timezone(),
    language: request.language,
    doNotRecord: request.doNotRecord || undefined,
    bufferDiff: request.bufferDiff,
    condition: request.condition,
    conditional: request.conditional || undefined,
    startKey: request.doNotRecord ? undefined : kept(STORAGE_KEYS.startKey, 22),
  };
  let response: Response;
  try {
    response = await fetch(`${request.ingest}/v1/web/start`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    return { ok: false, reason: `Network error: ${String(error)}` };
  }
  if (response.status !== 200) {
    const text = await response.text().catch(() => '');
    return { ok: false, reason: `Server error: ${response.status}. ${text}` };
  }
  const startResponse = parseStartResponse(await response.json().catch(() => null));
  if (!startResponse) return { ok: false, reason: 'Incorrect server response' };

  write(local, STORAGE_KEYS.userUUID, startResponse.userUUID);
  if (request.doNotRecord || startResponse.coldStart) return { ok: true, startResponse, pageNo: 0 };
  // The ingest's page number when it gives one (tabs sharing a session never share a number), else counted here.
  const continued = read(session, STORAGE_KEYS.sessionID) === startResponse.sessionID;
  const pageNo =
    Number.isSafeInteger(startResponse.pageNo) && startResponse.pageNo! >= 0
      ? startResponse.pageNo!
      : continued
        ? Number(read(session, STORAGE_KEYS.pageNo) ?? -1) + 1 || 0
        : 0;
  write(session, STORAGE_KEYS.token, startResponse.token);
  write(session, STORAGE_KEYS.sessionID, startResponse.sessionID);
  write(session, STORAGE_KEYS.pageNo, String(pageNo));
  write(session, STORAGE_KEYS.startKey, null);
  return { ok: true, startResponse, pageNo };
}
