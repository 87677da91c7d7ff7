/**
 * `network` messages for fetch, XMLHttpRequest and sendBeacon: method, URL (secret query values scrubbed), status,
 * duration and sizes. Never a body, a header or a cookie. The tracker's own requests to the ingest are not recorded
 * (the worker's are not even seen: they leave from the worker's global).
 */
import type { NetworkMessage } from '../protocol/messages';
import type { RecordingContext } from '../recording/context';
import { scrubUrl } from '../recording/masking';

type Report = (
  kind: NetworkMessage['kind'],
  method: string,
  url: string,
  status: number,
  startedAt: number,
  requestSize: number,
  responseSize: number,
) => void;

let report: Report | null = null;
let patched = false;

/**
 * Request body size where it is known without reading or copying the body: a string's length (exact for ASCII), a
 * Blob's size, a buffer's byteLength; 0 for forms, streams and the rest.
 */
export function bodySize(body: unknown): number {
  if (typeof body === 'string') return body.length;
  return body instanceof Blob
    ? body.size
    : Number((body as { byteLength?: unknown } | null | undefined)?.byteLength) || 0;
}

const contentLength = (value: string | null) => Number(value) || 0;

// The originals are wrapped once per page and left in place (unwrapping would break whoever wrapped them after us);
// the wrappers do nothing but call through while no tracker is recording.
function patch(): void {
  if (patched) return;
  patched = true;

  const nativeFetch = window.fetch;
  window.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    const promise = nativeFetch.call(this ?? window, input, init) as Promise<Response>;
    const send = report;
    if (send) {
      const startedAt = performance.now();
      const request = input instanceof Request ? input : null;
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
      const url = request ? request.url : String(input);
      const size = bodySize(init?.body);
      promise.then(
        (response) =>
          send(
            'fetch',
            method,
            url,
            response.status,
            startedAt,
            size,
            contentLength(response.headers.get('content-length')),
          ),
        () => send('fetch', method, url, 0, startedAt, size, 0),
      );
    }
    return promise;
  };

  const requests = new WeakMap<XMLHttpRequest, { method: string; url: string }>();
  const { open, send } = XMLHttpRequest.prototype;
  XMLHttpRequest.prototype.open = function (
    this: XMLHttpRequest,
    method: string,
    url: string | URL,
    ...rest: unknown[]
  ) {
    requests.set(this, { method: method.toUpperCase(), url: String(url) });
    return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
  } as XMLHttpRequest['open'];
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const request = requests.get(this);
    const sendReport = report;
    if (request && sendReport) {
      const startedAt = performance.now();
      this.addEventListener(
        'loadend',
        () => {
          const text = this.responseType === '' || this.responseType === 'text' ? this.responseText.length : 0;
          sendReport(
            'xhr',
            request.method,
            request.url,
            this.status,
            startedAt,
            bodySize(body),
            contentLength(this.getResponseHeader('content-length')) || text,
          );
        },
        { once: true },
      );
    }
    return send.call(this, body);
  };

  if (typeof navigator.sendBeacon === 'function') {
    const nativeBeacon = navigator.sendBeacon;
    navigator.sendBeacon = function (url: string | URL, data?: BodyInit | null) {
      const queued = nativeBeacon.call(navigator, url, data);
      report?.('beacon', 'POST', String(url), 0, performance.now(), bodySize(data), 0);
      return queued;
    };
  }
}

export function recordNetwork(context: RecordingContext): () => void {
  patch();
  const own = (absolute: string) => absolute === context.ingest || absolute.startsWith(`${context.ingest}/`);
  report = (kind, method, url, status, startedAt, requestSize, responseSize) => {
    let absolute: string;
    try {
      absolute = new URL(url, location.href).href;
    } catch {
      absolute = url;
    }
    if (own(absolute)) return;
    const duration = Math.round(performance.now() - startedAt);
    context.send('network', {
      ts: Math.round(context.now() - duration),
      kind,
      method,
      url: scrubUrl(absolute, context.mask),
      status,
      duration,
      requestSize,
      responseSize,
    });
  };
  return () => {
    report = null;
  };
}
