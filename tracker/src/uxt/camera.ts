/**
 * Webcam and microphone: asked for only when the test requires them, recorded by MediaRecorder as webm
 * into one segment per page (segments.ts). A refusal, or no such device, is not an error: the test goes on without
 * video (`refused`).
 */
import { UXT_VIDEO, UXT_VIDEO_MAX_BYTES, UXT_VIDEO_TIMESLICE_MS } from '../constants';
import type { MediaState } from './progress';
import type { Owner, SegmentStore } from './segments';

export interface CameraRequest {
  reqCamera: boolean;
  reqMic: boolean;
}

export interface Camera {
  state: MediaState;
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

const none = (state: MediaState): Camera => ({ state, stop: async () => undefined });

export async function startCamera(
  request: CameraRequest,
  store: SegmentStore,
  owner: Owner,
  now: () => number,
  warn: (message: string) => void,
): Promise<Camera> {
  if (!request.reqCamera && !request.reqMic) return none('none');
  let stream: MediaStream;
  try {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined')
      throw new Error('no media devices');
    stream = await navigator.mediaDevices.getUserMedia(mediaConstraints(request));
  } catch (error) {
    warn(`usability test: no camera or microphone (${String(error)}); going on without video`);
    return none('refused');
  }
  const release = () => stream.getTracks().forEach((track) => track.stop());
  let recorder: MediaRecorder;
  let segment;
  try {
    recorder = new MediaRecorder(
      stream,
      MediaRecorder.isTypeSupported(UXT_VIDEO.mimeType) ? { mimeType: UXT_VIDEO.mimeType } : undefined,
    );
    segment = await store.create(owner, now());
  } catch (error) {
    release();
    warn(`usability test: cannot record (${String(error)}); going on without video`);
    return none('refused');
  }
  let seq = 0;
  let bytes = 0;
  const writes: Promise<void>[] = [];
  const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve(), { once: true }));
  recorder.addEventListener('dataavailable', (event) => {
    if (!event.data.size) return;
    bytes += event.data.size;
    writes.push(
      store
        .append(segment, seq++, event.data)
        .catch((error: unknown) => warn(`usability test: video not stored (${String(error)})`)),
    );
    // The ingest takes at most UXT_VIDEO_MAX_BYTES per segment.
    if (bytes >= UXT_VIDEO_MAX_BYTES * 0.95 && recorder.state === 'recording') recorder.stop();
  });
  recorder.start(UXT_VIDEO_TIMESLICE_MS);
  return {
    state: 'recording',
    async stop() {
      if (recorder.state !== 'inactive') {
        recorder.stop();
        await stopped;
      }
      release();
      await Promise.all(writes);
    },
  };
}
