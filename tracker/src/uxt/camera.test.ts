import vectors from '../../protocol-vectors.json';
import {
  UXT_MEDIA_STATES,
  UXT_VIDEO,
  UXT_VIDEO_LEAVING_MAX_MS,
  UXT_VIDEO_LEAVING_SLICE_MS,
  UXT_VIDEO_SEGMENT_MS,
  UXT_VIDEO_TIMESLICE_MS,
} from '../constants';
import { mediaConstraints, noVideoReason, startCamera } from './camera';
import type { SegmentInfo, SegmentStore } from './segments';

const owner = { sessionId: 's', testId: 't' };
const BOTH = { reqCamera: true, reqMic: true };

/** What happened, in order: the recorders' calls and the clock's readings. */
let log: string[] = [];

/** A MediaRecorder as the browser's behaves: `start` comes a moment after start(), data on requestData() and stop(). */
class FakeRecorder extends EventTarget {
  static made: FakeRecorder[] = [];
  static isTypeSupported = () => true;
  state: RecordingState = 'inactive';
  readonly id = FakeRecorder.made.length;
  constructor() {
    super();
    FakeRecorder.made.push(this);
  }
  start(timeslice: number) {
    log.push(`start ${this.id} ${timeslice}`);
    this.state = 'recording';
    setTimeout(() => this.dispatchEvent(new Event('start')), 10);
  }
  requestData() {
    log.push(`requestData ${this.id}`);
    this.data();
  }
  stop() {
    log.push(`stop ${this.id}`);
    this.state = 'inactive';
    this.data();
    setTimeout(() => this.dispatchEvent(new Event('stop')), 0);
  }
  data() {
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob([`piece of ${this.id}`]) }));
  }
}

/** A store that keeps what the camera writes: segments by key, pieces in order. */
function memoryStore() {
  const created: SegmentInfo[] = [];
  const pieces: string[] = [];
  const store = {
    create: jest.fn(async (o: typeof owner, startedAt: number) => {
      const info = { ...o, key: `k${created.length}`, n: created.length, startedAt };
      created.push(info);
      return info;
    }),
    append: jest.fn(async (segment: SegmentInfo, seq: number) => void pieces.push(`${segment.key}#${seq}`)),
  } as unknown as SegmentStore;
  return { store, created, pieces };
}

const stream = { getTracks: () => [{ stop: () => log.push('track stopped') }] };
function devices(getUserMedia: jest.Mock) {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}
const clock = () => {
  let t = 1_000;
  return () => {
    log.push(`now ${t}`);
    return t++;
  };
};
const flushTimers = async (ms: number) => {
  await jest.advanceTimersByTimeAsync(ms);
};
/** Stops the camera under fake timers (a recorder's `stop` event comes a moment after stop()). */
const stopped = async (camera: { stop(): Promise<void> }) => {
  const stopping = camera.stop();
  await flushTimers(10);
  await stopping;
};

beforeEach(() => {
  log = [];
  FakeRecorder.made = [];
  Object.assign(window, { MediaRecorder: FakeRecorder });
});
afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: undefined, configurable: true });
  jest.useRealTimers();
});

describe('camera and microphone: asked for only when required, 1280x720 at 30 fps webm', () => {
  it('ask for 1280×720 video at 30 fps only when the test needs the camera, audio only when it needs the microphone', () => {
    expect(UXT_VIDEO).toEqual({ width: 1280, height: 720, frameRate: 30, mimeType: 'video/webm' });
    expect(mediaConstraints(BOTH)).toEqual({ video: { width: 1280, height: 720, frameRate: 30 }, audio: true });
    expect(mediaConstraints({ reqCamera: false, reqMic: true })).toEqual({ video: false, audio: true });
  });

  it('are not asked for at all when the test needs neither', async () => {
    const getUserMedia = jest.fn();
    devices(getUserMedia);
    const camera = await startCamera(
      { reqCamera: false, reqMic: false },
      memoryStore().store,
      owner,
      () => 1,
      jest.fn(),
    );
    expect(camera.state).toBe('none');
    expect(getUserMedia).not.toHaveBeenCalled();
  });
});

describe('without video, the reason is told apart and the test goes on', () => {
  it('a page that is not a secure context has no camera at all: insecure, and nothing is asked for', async () => {
    const getUserMedia = jest.fn();
    devices(getUserMedia);
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    const warn = jest.fn();
    const camera = await startCamera(BOTH, memoryStore().store, owner, () => 1, warn);
    expect(camera.state).toBe('insecure');
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('going on without video'));
  });

  it.each([
    ['NotAllowedError (the participant)', 'refused', new DOMException('Permission denied', 'NotAllowedError')],
    ['NotAllowedError (the system)', 'refused', new DOMException('Permission denied by system', 'NotAllowedError')],
    ['NotFoundError', 'no-device', new DOMException('Requested device not found', 'NotFoundError')],
    [
      'OverconstrainedError',
      'no-device',
      new DOMException('Constraints could not be satisfied', 'OverconstrainedError'),
    ],
    ['NotReadableError', 'failed', new DOMException('Could not start video source', 'NotReadableError')],
    ['AbortError', 'failed', new DOMException('Starting videoinput failed', 'AbortError')],
    ['TypeError', 'failed', new TypeError('boom')],
  ])('getUserMedia failing with %s is %s', async (_name, state, error) => {
    const getUserMedia = jest.fn().mockRejectedValue(error);
    devices(getUserMedia);
    const camera = await startCamera(BOTH, memoryStore().store, owner, () => 1, jest.fn());
    expect(camera.state).toBe(state);
    expect(noVideoReason(error)).toBe(state);
    await expect(camera.stop()).resolves.toBeUndefined();
  });

  it('a browser without getUserMedia or MediaRecorder, a recorder that cannot be made, a segment that cannot be stored: failed', async () => {
    expect((await startCamera(BOTH, memoryStore().store, owner, () => 1, jest.fn())).state).toBe('failed');

    devices(jest.fn().mockResolvedValue(stream));
    Object.assign(window, {
      MediaRecorder: Object.assign(
        class {
          constructor() {
            throw new DOMException('not supported', 'NotSupportedError');
          }
        },
        { isTypeSupported: () => false },
      ),
    });
    expect((await startCamera(BOTH, memoryStore().store, owner, () => 1, jest.fn())).state).toBe('failed');
    expect(log).toEqual(['track stopped']);

    log = [];
    Object.assign(window, { MediaRecorder: FakeRecorder });
    const broken = { create: jest.fn().mockRejectedValue(new Error('QuotaExceededError')) } as unknown as SegmentStore;
    expect((await startCamera(BOTH, broken, owner, () => 1, jest.fn())).state).toBe('failed');
    expect(log).toEqual(['start 0 500', 'stop 0', 'track stopped']);
  });

  it('every state the begin signal can say is one the protocol lists, and the other way round', () => {
    const sent = vectors.usabilityTestSignals.valid.flatMap((vector) =>
      'media' in vector.body ? [vector.body.media] : [],
    );
    expect([...sent].sort()).toEqual([...UXT_MEDIA_STATES].sort());
    const refused = vectors.usabilityTestSignals.invalid.flatMap((vector) =>
      'media' in vector.body && vector.body.status === 'begin' ? [vector.body.media] : [],
    );
    for (const media of refused) expect(UXT_MEDIA_STATES).not.toContain(media);
  });
});

describe('recording into segments', () => {
  it('a segment begins when its recorder starts: its startedAt is the clock read just before start()', async () => {
    devices(jest.fn().mockResolvedValue(stream));
    const { store, created } = memoryStore();
    const camera = await startCamera(BOTH, store, owner, clock(), jest.fn());
    expect(camera.state).toBe('recording');
    expect(log).toEqual(['now 1000', `start 0 ${UXT_VIDEO_TIMESLICE_MS}`]);
    expect(created.map((s) => s.startedAt)).toEqual([1_000]);
    expect(camera.live()).toEqual(['k0']);
    await camera.stop();
    expect(camera.live()).toEqual([]);
    expect(log.slice(-2)).toEqual(['stop 0', 'track stopped']);
  });

  it(`a new segment every UXT_VIDEO_SEGMENT_MS: the next recorder starts first, the one before stops once it records, and the finished one is reported`, async () => {
    jest.useFakeTimers();
    devices(jest.fn().mockResolvedValue(stream));
    const { store, created, pieces } = memoryStore();
    const done = jest.fn();
    const camera = await startCamera(BOTH, store, owner, clock(), jest.fn(), { onSegmentDone: done });
    await flushTimers(UXT_VIDEO_SEGMENT_MS - 1);
    expect(FakeRecorder.made).toHaveLength(1);
    log = [];
    await flushTimers(1);
    // The new one started, the old one still records: they overlap until the new one's `start`.
    expect(log).toEqual(['now 1001', `start 1 ${UXT_VIDEO_TIMESLICE_MS}`]);
    expect(FakeRecorder.made.map((r) => r.state)).toEqual(['recording', 'recording']);
    await flushTimers(10);
    expect(log.slice(2)).toEqual(['stop 0']);
    await flushTimers(1);
    expect(done).toHaveBeenCalledTimes(1);
    expect(created.map((s) => [s.key, s.startedAt])).toEqual([
      ['k0', 1_000],
      ['k1', 1_001],
    ]);
    expect(camera.live()).toEqual(['k1']);
    expect(pieces).toEqual(['k0#0']);
    await stopped(camera);
  });

  it('hands over what the recorders hold as the page is left, every UXT_VIDEO_LEAVING_SLICE_MS until it is gone or UXT_VIDEO_LEAVING_MAX_MS passed', async () => {
    jest.useFakeTimers();
    devices(jest.fn().mockResolvedValue(stream));
    const { store, pieces } = memoryStore();
    const camera = await startCamera(BOTH, store, owner, clock(), jest.fn());
    log = [];
    window.dispatchEvent(new Event('beforeunload'));
    expect(log).toEqual(['requestData 0']);
    await flushTimers(UXT_VIDEO_LEAVING_SLICE_MS * 3);
    expect(log).toEqual(['requestData 0', 'requestData 0', 'requestData 0', 'requestData 0']);
    window.dispatchEvent(new Event('pagehide'));
    expect(log).toHaveLength(5);
    // A navigation that did not happen: back to the usual timeslices.
    await flushTimers(UXT_VIDEO_LEAVING_MAX_MS);
    const handed = log.length;
    await flushTimers(UXT_VIDEO_LEAVING_MAX_MS);
    expect(log).toHaveLength(handed);
    expect(pieces.length).toBeGreaterThanOrEqual(5);
    await stopped(camera);
    log = [];
    window.dispatchEvent(new Event('beforeunload'));
    expect(log).toEqual([]);
  });
});
