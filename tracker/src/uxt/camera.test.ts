import { UXT_VIDEO } from '../constants';
import { mediaConstraints, startCamera } from './camera';
import type { SegmentStore } from './segments';

const store = { create: jest.fn() } as unknown as SegmentStore;
const owner = { sessionId: 's', testId: 't' };

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
});

describe('camera and microphone: asked for only when required, 1280x720 at 30 fps webm', () => {
  it('ask for 1280×720 video at 30 fps only when the test needs the camera, audio only when it needs the microphone', () => {
    expect(UXT_VIDEO).toEqual({ width: 1280, height: 720, frameRate: 30, mimeType: 'video/webm' });
    expect(mediaConstraints({ reqCamera: true, reqMic: true })).toEqual({
      video: { width: 1280, height: 720, frameRate: 30 },
      audio: true,
    });
    expect(mediaConstraints({ reqCamera: false, reqMic: true })).toEqual({ video: false, audio: true });
  });

  it('are not asked for at all when the test needs neither', async () => {
    const getUserMedia = jest.fn();
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const camera = await startCamera({ reqCamera: false, reqMic: false }, store, owner, () => 1, jest.fn());
    expect(camera.state).toBe('none');
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('a refusal lets the test go on without video', async () => {
    const getUserMedia = jest.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    Object.assign(window, { MediaRecorder: class {} });
    const warn = jest.fn();
    const camera = await startCamera({ reqCamera: true, reqMic: true }, store, owner, () => 1, warn);
    expect(camera.state).toBe('refused');
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('going on without video'));
    await expect(camera.stop()).resolves.toBeUndefined();
  });
});
