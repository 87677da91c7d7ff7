/**
 * The end of a test with video: every stored segment gets a single-use URL (`GET upload-url`) and is `PUT` there with
 * XMLHttpRequest, whose upload progress the closing panel shows. A segment leaves the browser only once it is stored
 * (or refused for good: too large, not a video, the test or its session gone). One that could not be sent is tried
 * again, UXT_UPLOAD_TRIES times on this page, then on any later page that loads the tracker: its owner is listed,
 * with its session's token, under UXT_STORAGE_KEYS.pendingUploads until nothing of it is left.
 */
import { RETRY_DELAY_STEP_MS, UXT_STORAGE_KEYS, UXT_UPLOAD_TRIES } from '../constants';
import { local, storage } from '../session';
import { uploadUrl, type Api } from './client';
import type { Owner, Segment, SegmentStore } from './segments';

/** PUTs one segment; resolves with its status (0: no answer). */
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

/** A test whose video is still (partly) in this browser, and the token of the session it was recorded in. */
export interface PendingUpload extends Owner {
  token: string;
}

export function pendingUploads(): PendingUpload[] {
  try {
    const list: unknown = JSON.parse(storage.read(local, UXT_STORAGE_KEYS.pendingUploads) ?? '[]');
    return Array.isArray(list) ? list.filter((p: Partial<PendingUpload>) => !!p?.sessionId && !!p.testId && !!p.token) : [];
  } catch {
    return [];
  }
}

const same = (a: Owner, b: Owner) => a.sessionId === b.sessionId && a.testId === b.testId;

/** Lists the owner's video as still to upload (`token` set) or done with it (`token` null). */
export function markPending(owner: Owner, token: string | null): void {
  const rest = pendingUploads().filter((p) => !same(p, owner));
  const list = token ? [...rest, { sessionId: owner.sessionId, testId: owner.testId, token }] : rest;
  storage.write(local, UXT_STORAGE_KEYS.pendingUploads, list.length ? JSON.stringify(list) : null);
}

export interface UploadOptions {
  api: Api;
  store: SegmentStore;
  owner: Owner;
  /** Share of the bytes sent, 0 to 1. */
  onProgress(share: number): void;
  warn(message: string): void;
  /** Waits between tries (tests make it instant). */
  sleep?: (ms: number) => Promise<void>;
}

/** Statuses after which a segment can never be stored: too large, not a video; no such test or session any more. */
const FINAL_PUT = [413, 415];
const FINAL_URL = [401, 403, 404];

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
  const total = segments.reduce((sum, segment) => sum + segment.blob.size, 0);
  let sent = 0;
  let left = 0;
  for (const segment of segments) {
    let done = !segment.blob.size;
    for (let attempt = 0; !done && attempt < UXT_UPLOAD_TRIES; attempt++) {
      if (attempt) await sleep(RETRY_DELAY_STEP_MS * attempt);
      const url = await uploadUrl(api, owner.testId, segment.n, segment.startedAt);
      const status = typeof url === 'string' ? await put(url, segment.blob, (loaded) => options.onProgress(total ? (sent + loaded) / total : 1)) : -url;
      if (status >= 200 && status < 300) done = true;
      else if (FINAL_PUT.includes(status) || FINAL_URL.includes(-status)) {
        options.warn(`usability test: a video segment was refused (${Math.abs(status)})`);
        done = true;
      } else if (status > 0) options.warn(`usability test: video upload answered ${status}`);
    }
    if (done) {
      sent += segment.blob.size;
      await store.remove(segment.key).catch(() => undefined);
    } else left++;
    options.onProgress(total ? sent / total : 1);
  }
  return left === 0;
}

/** Tries again to upload the video of every ended test still in this browser; each is unlisted once nothing is left. */
export async function retryPendingUploads(ingest: string, store: SegmentStore, warn: (message: string) => void): Promise<void> {
  for (const pending of pendingUploads()) {
    const owner = { sessionId: pending.sessionId, testId: pending.testId };
    if (await uploadSegments({ api: { ingest, token: pending.token }, store, owner, onProgress: () => undefined, warn })) markPending(owner, null);
  }
}
