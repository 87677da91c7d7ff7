/**
 * The end of a test with video: every stored segment, in order, gets a single-use URL (`GET upload-url`) and is
 * `PUT` there with XMLHttpRequest, whose upload progress the closing panel shows. Then it is deleted from the browser,
 * uploaded or not (a failure is reported; the segments of a test that is over are of no further use here).
 */
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

export interface UploadOptions {
  api: Api;
  store: SegmentStore;
  owner: Owner;
  /** Share of the bytes sent, 0 to 1. */
  onProgress(share: number): void;
  warn(message: string): void;
}

/** Uploads the owner's segments; true when there were none or all arrived. */
export async function uploadSegments(options: UploadOptions): Promise<boolean> {
  const { api, store, owner } = options;
  let segments: Segment[];
  try {
    segments = await store.list(owner);
  } catch (error) {
    options.warn(`usability test: the video cannot be read (${String(error)})`);
    return false;
  }
  const total = segments.reduce((sum, segment) => sum + segment.blob.size, 0);
  let sent = 0;
  let ok = true;
  for (const segment of segments) {
    if (ok && segment.blob.size) {
      const url = await uploadUrl(api, owner.testId, segment.n, segment.startedAt);
      const status = url ? await put(url, segment.blob, (loaded) => options.onProgress(total ? (sent + loaded) / total : 1)) : -1;
      if (status >= 200 && status < 300) sent += segment.blob.size;
      else {
        ok = false;
        if (status !== -1) options.warn(`usability test: video upload answered ${status}`);
      }
      options.onProgress(total ? sent / total : 1);
    }
    await store.remove(segment.key).catch(() => undefined);
  }
  return ok;
}
