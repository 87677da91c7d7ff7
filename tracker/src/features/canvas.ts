/**
 * Canvas snapshots (tracker/PROTOCOL.md "Images"), loaded only when the start response has `canvasEnabled`: each
 * canvas on the page is drawn to a webp image `canvasFPS` times a second while it is in the viewport (an
 * IntersectionObserver starts and pauses it) and the tab is visible; masked and hidden canvases never are. An
 * unchanged picture is not sent again. Each snapshot is a `canvas` message; the images go to
 * `POST {ingest}/v1/web/images` once more than CANVAS_BATCH_THRESHOLD wait, and when the page is hidden.
 */
import {
  CANVAS_BATCH_THRESHOLD,
  CANVAS_QUALITY,
  HIDE_ATTRIBUTE,
  MASK_ATTRIBUTE,
  OVERLAY_HOST_ID,
  type CanvasQuality,
} from '../constants';
import type { NodeRegistry } from '../nodes';
import type { RecordingContext } from '../recording/context';

export interface CanvasOptions {
  context: RecordingContext;
  nodes: NodeRegistry;
  token: string;
  /** The session's start (server time), first part of every image name. */
  sessionStart: number;
  fps: number;
  quality: CanvasQuality;
  /** The upload's response was 401: the tracker starts a new session. */
  onUnauthorized(): void;
  warn(message: string): void;
}

/** What one image's part adds to the multipart body beside its bytes and name (boundary, headers), at most. */
const MULTIPART_PART_HEADER_BYTES = 160;

const SKIPPED = `[${MASK_ATTRIBUTE}],[${HIDE_ATTRIBUTE}],#${OVERLAY_HOST_ID}`;

interface Recorder {
  timer?: ReturnType<typeof setInterval>;
  /** The last image sent, to skip an unchanged picture. */
  last?: Uint8Array;
}

const same = (a: Uint8Array | undefined, b: Uint8Array) =>
  !!a && a.length === b.length && a.every((byte, i) => byte === b[i]);

export function startCanvasSnapshots(options: CanvasOptions) {
  const { context, nodes } = options;
  const images: { name: string; blob: Blob }[] = [];
  /** Per-canvas state; node maintenance releases the entries of canvases that left the document. */
  const recorders = new Map<HTMLCanvasElement, Recorder>();
  let stopped = false;

  function upload(): void {
    if (images.length === 0) return;
    const form = new FormData();
    let size = 0;
    for (const { name, blob } of images.splice(0)) {
      form.append('snapshot', blob, name);
      size += blob.size + name.length + MULTIPART_PART_HEADER_BYTES;
    }
    const quota = context.keepalive.take(size);
    fetch(`${context.ingest}/v1/web/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${options.token}` },
      body: form,
      keepalive: quota.keepalive,
    })
      .finally(quota.release)
      .then(
        (response) => {
          if (response.status === 401) {
            if (!stopped) options.onUnauthorized();
          } else if (!response.ok) options.warn(`canvas upload response ${response.status}`);
        },
        (error: unknown) => options.warn(`canvas upload failed: ${String(error)}`),
      );
  }

  function snapshot(canvas: HTMLCanvasElement, recorder: Recorder): void {
    const nodeId = context.nodeId(canvas);
    if (document.visibilityState !== 'visible' || nodeId < 0) return;
    const ts = Math.round(context.now());
    canvas.toBlob(
      (blob) => {
        if (!blob || stopped || !recorders.has(canvas)) return;
        void blob.arrayBuffer().then((buffer) => {
          const bytes = new Uint8Array(buffer);
          if (stopped || same(recorder.last, bytes)) return;
          recorder.last = bytes;
          const name = `${options.sessionStart}_${nodeId}_${ts}.webp`;
          images.push({ name, blob });
          context.send('canvas', { ts, nodeId, name });
          if (images.length > CANVAS_BATCH_THRESHOLD) upload();
        });
      },
      'image/webp',
      // An unknown setting from the ingest falls back to low.
      CANVAS_QUALITY[options.quality] ?? CANVAS_QUALITY.low,
    );
  }

  const visibility = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const canvas = entry.target as HTMLCanvasElement;
      const recorder = recorders.get(canvas);
      if (!recorder) continue;
      clearInterval(recorder.timer);
      recorder.timer = undefined;
      if (entry.isIntersecting) {
        snapshot(canvas, recorder);
        recorder.timer = setInterval(() => snapshot(canvas, recorder), 1000 / options.fps);
      }
    }
  });

  function hook(canvas: HTMLCanvasElement): void {
    if (recorders.has(canvas) || canvas.closest(SKIPPED)) return;
    recorders.set(canvas, {});
    visibility.observe(canvas);
    nodes.track(canvas, () => {
      clearInterval(recorders.get(canvas)?.timer);
      recorders.delete(canvas);
      visibility.unobserve(canvas);
    });
  }

  const hookAll = (root: ParentNode) => root.querySelectorAll('canvas').forEach(hook);
  hookAll(document);
  const added = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLCanvasElement) hook(node);
        else if (node instanceof Element && node.firstElementChild) hookAll(node);
      }
    }
  });
  added.observe(document, { childList: true, subtree: true });

  return {
    upload,
    /** How many canvases have state (node maintenance keeps this to the canvases in the document). */
    get size() {
      return recorders.size;
    },
    stop(): void {
      stopped = true;
      added.disconnect();
      visibility.disconnect();
      for (const canvas of [...recorders.keys()]) {
        clearInterval(recorders.get(canvas)?.timer);
        nodes.forget(canvas);
      }
      recorders.clear();
      upload();
    },
  };
}

export type CanvasSnapshots = ReturnType<typeof startCanvasSnapshots>;
