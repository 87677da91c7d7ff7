/**
 * A test's video, segment by segment: each finished segment (while the test goes on: those of the pages before, and
 * those a long page finished) gets a single-use URL (`GET upload-url`) and is `PUT` there with XMLHttpRequest, whose
 * upload progress the closing panel shows for what is left at the end. A segment leaves the browser only once it is stored
 * or the ingest refused it for good (REFUSED_FOR_GOOD). One that could not be sent is tried again, UXT_UPLOAD_TRIES
 * times on this page, then on every later page that loads the tracker, for UXT_PENDING_UPLOAD_MAX_AGE_MS: its owner is
 * listed, with its session's token, under UXT_STORAGE_KEYS.pendingUploads until nothing of it is left. A later page
 * asks with its own token (the recording session's may have expired with it), showing the owner's token as proof when
 * the owner is an earlier session.
 */
import { RETRY_DELAY_STEP_MS, UXT_PENDING_UPLOAD_MAX_AGE_MS, UXT_STORAGE_KEYS, UXT_UPLOAD_TRIES } from '../constants';
import { local, storage } from '../session';
import { uploadUrl, type Api } from './client';
import type { Owner, Segment, SegmentStore } from './segments';

/** PUTs one segment; resolves with its status (0: no response). */
export function put(url: string, blob: Blob, onProgress: (loaded: number) => void): Promise<number> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', 'video/webm');
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => resolve(request.status);
    request.onerror = request.onabort = request.ontimeout = () => resolve(0);
    request.send(blob);
  });
}

/** A test whose video is still (partly) in this browser, the token of the session it was recorded in, and since when. */
export interface PendingUpload extends Owner {
  token: string;
  /** When it was first listed (ms since the epoch): given up UXT_PENDING_UPLOAD_MAX_AGE_MS later. */
  since: number;
}

/** The listed uploads; one listed by an earlier tracker without `since` counts from now. */
export function pendingUploads(now = Date.now()): PendingUpload[] {
  try {
    const list: unknown = JSON.parse(storage.read(local, UXT_STORAGE_KEYS.pendingUploads) ?? '[]');
    if (!Array.isArray(list)) return [];
    return list
      .filter((p: Partial<PendingUpload>) => !!p?.sessionId && !!p.testId && !!p.token)
      .map((p: PendingUpload) => ({
        sessionId: p.sessionId,
        testId: p.testId,
        token: p.token,
        since: Number.isFinite(p.since) ? p.since : now,
      }));
  } catch {
    return [];
  }
}

const same = (a: Owner, b: Owner) => a.sessionId === b.sessionId && a.testId === b.testId;

function savePending(list: PendingUpload[]): void {
  storage.write(local, UXT_STORAGE_KEYS.pendingUploads, list.length ? JSON.stringify(list) : null);
}

/** Lists the owner's video as still to upload (`token` set; a listed one keeps its `since`) or done with it (`token` null). */
export function markPending(owner: Owner, token: string | null): void {
  const list = pendingUploads();
  const since = list.find((p) => same(p, owner))?.since ?? Date.now();
  const rest = list.filter((p) => !same(p, owner));
  savePending(token ? [...rest, { sessionId: owner.sessionId, testId: owner.testId, token, since }] : rest);
}

export interface UploadOptions {
  /** The page's own ingest and token. */
  api: Api;
  store: SegmentStore;
  owner: Owner;
  /** The token of the owner's session, when that is an earlier session than the page's (its proof to the ingest). */
  videoToken?: string;
  /** Share of the bytes sent, 0 to 1. */
  onProgress(share: number): void;
  /** A segment still being recorded: left for later (it is not a whole file yet). */
  unfinished?: (key: string) => boolean;
  warn(message: string): void;
  /**
   * Whether the tracker that asked has stopped (its run ended: recording stopped, consent withdrawn): it asks the
   * ingest for nothing more, and what is left stays in the browser for a later page.
   */
  stopped?: () => boolean;
  /** Waits between tries (tests make it instant). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The only responses after which a segment leaves the browser unsent, as it can never be stored: the `PUT`'s 413 (over
 * UXT_VIDEO_MAX_BYTES) and 415 (not a webm), and `GET upload-url`'s 410 (the owner's session has no participation in
 * the test and can have none any more: the test is unknown or was deleted, the session ended without a `begin`, or
 * with its results was deleted; or its token expired UXT_PENDING_UPLOAD_MAX_AGE_MS ago). Any other response may change,
 * so the segment stays for a later try: 401 (this page's token expired: a later page's token goes on), 403 (usability
 * tests off for now, or a proof token the ingest does not take), 404 (an ingest that does not route these calls), 400
 * (the `begin` not stored yet), 5xx.
 */
const REFUSED_FOR_GOOD = { put: [413, 415], uploadUrl: [410] } as const;

/** `GET upload-url` responded with this: the page's token expired, and every further call of this page would get the same. */
const TOKEN_EXPIRED = 401;

/**
 * Uploads the owner's segments; true when nothing of them is left to upload (all stored, or refused for good), false
 * when some stay in the browser for a later try.
 */
export async function uploadSegments(options: UploadOptions): Promise<boolean> {
  const { api, store, owner } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let segments: Segment[];
  try {
    segments = await store.list(owner);
  } catch (error) {
    options.warn(`usability test: the video cannot be read (${String(error)})`);
    return false;
  }
  const unfinished = segments.filter((segment) => options.unfinished?.(segment.key));
  segments = segments.filter((segment) => !unfinished.includes(segment));
  const total = segments.reduce((sum, segment) => sum + segment.blob.size, 0);
  let sent = 0;
  let left = 0;
  let expired = false;
  const stopped = () => options.stopped?.() ?? false;
  for (const segment of segments) {
    let done = !segment.blob.size;
    for (let attempt = 0; !done && !expired && attempt < UXT_UPLOAD_TRIES; attempt++) {
      if (attempt) await sleep(RETRY_DELAY_STEP_MS * attempt);
      if (stopped()) break;
      const url = await uploadUrl(api, owner.testId, segment.n, segment.startedAt, options.videoToken);
      if (url === TOKEN_EXPIRED) {
        options.warn('usability test: the session token expired; the video waits for a later page');
        expired = true;
        break;
      }
      const status =
        typeof url === 'string'
          ? await put(url, segment.blob, (loaded) => options.onProgress(total ? (sent + loaded) / total : 1))
          : url;
      const final: readonly number[] = typeof url === 'string' ? REFUSED_FOR_GOOD.put : REFUSED_FOR_GOOD.uploadUrl;
      if (typeof url === 'string' && status >= 200 && status < 300) done = true;
      else if (final.includes(status)) {
        options.warn(`usability test: a video segment was refused for good (${status})`);
        done = true;
      } else if (status > 0) options.warn(`usability test: video upload response ${status}`);
    }
    if (done) {
      sent += segment.blob.size;
      await store.remove(segment.key).catch(() => undefined);
    } else left++;
    options.onProgress(total ? sent / total : 1);
  }
  return left === 0 && unfinished.length === 0;
}

/**
 * Tries again to upload the video of every ended test still in this browser, with this page's token (and the owner's
 * as proof when it is another session's); each is unlisted once nothing is left, or once it is
 * UXT_PENDING_UPLOAD_MAX_AGE_MS old (its segments are then leftovers, which SegmentStore.removeOthers deletes).
 */
export async function retryPendingUploads(
  api: Api,
  sessionId: string,
  store: SegmentStore,
  warn: (message: string) => void,
  stopped?: () => boolean,
): Promise<void> {
  const now = Date.now();
  const list = pendingUploads(now);
  // Given up first, and all at once: a removeOthers running meanwhile then deletes their segments.
  const expired = list.filter((pending) => now - pending.since >= UXT_PENDING_UPLOAD_MAX_AGE_MS);
  for (const pending of expired)
    warn(`usability test: the video of test ${pending.testId} could not be uploaded in time and is given up`);
  // Those listed by an earlier tracker keep the `since` they got now.
  savePending(list.filter((pending) => !expired.includes(pending)));
  for (const pending of list) {
    if (expired.includes(pending)) continue;
    const owner = { sessionId: pending.sessionId, testId: pending.testId };
    const videoToken = pending.sessionId === sessionId ? undefined : pending.token;
    if (await uploadSegments({ api, store, owner, videoToken, onProgress: () => undefined, warn, stopped }))
      markPending(owner, null);
  }
}
