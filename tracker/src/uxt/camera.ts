/**
 * Webcam and microphone: asked for only when the test requires them, recorded by MediaRecorder as webm into segments
 * (segments.ts). A full page load ends a MediaRecorder, so every page records segments of its own; on a long page a
 * new segment begins every UXT_VIDEO_SEGMENT_MS (the next recorder starts before the last one stops, so they overlap
 * rather than leave a gap), so that the finished ones can be uploaded while the test goes on. Each segment is a whole
 * webm file from its first byte, and its `startedAt` is taken just before its recorder starts: the recorder's time 0.
 *
 * Without video the test goes on, and the reason is told apart (MediaState): a page that is not a secure context
 * (plain http on another host than localhost) has no camera at all, no device was found, the permission was refused,
 * or the camera or recording failed.
 */
import {
  UXT_VIDEO,
  UXT_VIDEO_LEAVING_MAX_MS,
  UXT_VIDEO_LEAVING_SLICE_MS,
  UXT_VIDEO_MAX_BYTES,
  UXT_VIDEO_SEGMENT_MS,
  UXT_VIDEO_TIMESLICE_MS,
} from '../constants';
import type { MediaState } from './progress';
import type { Owner, SegmentInfo, SegmentStore } from './segments';

export interface CameraRequest {
  reqCamera: boolean;
  reqMic: boolean;
}

/** Why a test that asked for the camera or microphone records no video. */
export type NoVideo = Exclude<MediaState, 'recording' | 'none'>;

export interface Camera {
  state: MediaState;
  /** The keys of the segments still being written (never upload those). */
  live(): string[];
  /** Stops recording; resolves once the last data is stored. */
  stop(): Promise<void>;
}

/** What getUserMedia is asked for: video 1280×720 at 30 fps when the test needs the camera, audio when it needs the microphone. */
export const mediaConstraints = (request: CameraRequest): MediaStreamConstraints => ({
  video: request.reqCamera
    ? { width: UXT_VIDEO.width, height: UXT_VIDEO.height, frameRate: UXT_VIDEO.frameRate }
    : false,
  audio: request.reqMic,
});

/**
 * The reason in getUserMedia's error: NotAllowedError is a refused permission (by the participant, or by the system's
 * privacy settings); NotFoundError and OverconstrainedError mean no such device; anything else (NotReadableError: the
 * camera is in use elsewhere, AbortError, ...) is a failure.
 */
export function noVideoReason(error: unknown): NoVideo {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError') return 'refused';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError')
    return 'no-device';
  return 'failed';
}

const none = (state: MediaState): Camera => ({ state, live: () => [], stop: async () => undefined });

/** One MediaRecorder writing one segment. */
interface Take {
  recorder: MediaRecorder;
  segment: Promise<SegmentInfo>;
  key: string | null;
  /** The recorder's `start` event, or its error. */
  started: Promise<void>;
  stopped: Promise<void>;
  writes: Promise<void>[];
}

export interface CameraOptions {
  /** A segment was finished: all of its data is stored. */
  onSegmentDone?(): void;
}

export async function startCamera(
  request: CameraRequest,
  store: SegmentStore,
  owner: Owner,
  now: () => number,
  warn: (message: string) => void,
  options: CameraOptions = {},
): Promise<Camera> {
  if (!request.reqCamera && !request.reqMic) return none('none');
  const without = (state: NoVideo, why: unknown) => {
    warn(`usability test: no video (${state}: ${String(why)}); going on without video`);
    return none(state);
  };
  // Browsers offer no camera outside a secure context (navigator.mediaDevices is then undefined).
  if (window.isSecureContext === false) return without('insecure', 'the page is not served over https');
  if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined')
    return without('failed', 'this browser cannot record video');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia(mediaConstraints(request));
  } catch (error) {
    return without(noVideoReason(error), error);
  }
  const release = () => stream.getTracks().forEach((track) => track.stop());
  const mimeType = MediaRecorder.isTypeSupported(UXT_VIDEO.mimeType) ? { mimeType: UXT_VIDEO.mimeType } : undefined;
  const takes = new Set<Take>();
  let ended = false;

  /** A new recorder on the stream, writing a new segment whose time 0 is `startedAt`. */
  function take(): Take {
    const recorder = new MediaRecorder(stream, mimeType);
    const startedAt = now();
    recorder.start(UXT_VIDEO_TIMESLICE_MS);
    const segment = store.create(owner, startedAt);
    const one: Take = {
      recorder,
      segment,
      key: null,
      started: new Promise((resolve) => {
        recorder.addEventListener('start', () => resolve(), { once: true });
        recorder.addEventListener('error', () => resolve(), { once: true });
      }),
      stopped: new Promise((resolve) => recorder.addEventListener('stop', () => resolve(), { once: true })),
      writes: [],
    };
    void segment.then(
      (info) => (one.key = info.key),
      () => undefined,
    );
    let seq = 0;
    let bytes = 0;
    recorder.addEventListener('dataavailable', (event) => {
      if (!event.data.size) return;
      bytes += event.data.size;
      const at = seq++;
      one.writes.push(
        segment
          .then((info) => store.append(info, at, event.data))
          .catch((error: unknown) => warn(`usability test: video not stored (${String(error)})`)),
      );
      // The ingest takes at most UXT_VIDEO_MAX_BYTES per segment.
      if (bytes >= UXT_VIDEO_MAX_BYTES * 0.95) rotate();
    });
    takes.add(one);
    return one;
  }

  /** Stops a recorder; resolves once all of its data is stored. */
  async function finish(one: Take): Promise<void> {
    if (one.recorder.state !== 'inactive') one.recorder.stop();
    await one.stopped;
    await Promise.all(one.writes);
    takes.delete(one);
  }

  let current: Take;
  try {
    current = take();
    // The first segment must be stored somewhere, or there is no video at all.
    await current.segment;
  } catch (error) {
    for (const one of takes) if (one.recorder.state !== 'inactive') one.recorder.stop();
    release();
    return without('failed', error);
  }

  let rotating = false;
  /** The next segment: its recorder starts, and the one before stops once the new one records. */
  function rotate(): void {
    if (rotating || ended) return;
    let next: Take;
    try {
      next = take();
    } catch (error) {
      warn(`usability test: no new video segment (${String(error)}); the current one goes on`);
      return;
    }
    rotating = true;
    const previous = current;
    current = next;
    void next.started
      .then(() => finish(previous))
      .then(() => options.onSegmentDone?.())
      .finally(() => (rotating = false));
  }
  const timer = setInterval(rotate, UXT_VIDEO_SEGMENT_MS);

  // Leaving the page ends the recorders without a last `dataavailable`: once the page is being left, what they hold is
  // handed over every UXT_VIDEO_LEAVING_SLICE_MS (a link's navigation keeps the old page, and its camera, alive until
  // the next page arrives), so the moment it goes is stored too. A navigation that does not happen (a download, a
  // 204) goes back to the usual slices after UXT_VIDEO_LEAVING_MAX_MS.
  const flush = () => {
    for (const one of takes) if (one.recorder.state === 'recording') one.recorder.requestData();
  };
  let leaving: ReturnType<typeof setInterval> | undefined;
  const leave = () => {
    flush();
    clearInterval(leaving);
    leaving = setInterval(flush, UXT_VIDEO_LEAVING_SLICE_MS);
    setTimeout(() => clearInterval(leaving), UXT_VIDEO_LEAVING_MAX_MS);
  };
  addEventListener('beforeunload', leave);
  addEventListener('pagehide', flush);

  return {
    state: 'recording',
    live: () => [...takes].flatMap((one) => (one.key === null ? [] : [one.key])),
    async stop() {
      ended = true;
      clearInterval(timer);
      clearInterval(leaving);
      removeEventListener('beforeunload', leave);
      removeEventListener('pagehide', flush);
      await Promise.all([...takes].map(finish));
      release();
    },
  };
}
