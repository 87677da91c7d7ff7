/**
 * The browser's camera for unit tests: getUserMedia gives a stream, and MediaRecorder records it as the browser's
 * does (`start` a moment after start(), a piece of data on requestData() and on stop(), then `stop`).
 */
export class FakeRecorder extends EventTarget {
  static isTypeSupported = () => true;
  state: RecordingState = 'inactive';
  start() {
    this.state = 'recording';
    setTimeout(() => this.dispatchEvent(new Event('start')), 0);
  }
  requestData() {
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob(['webm']) }));
  }
  stop() {
    this.state = 'inactive';
    this.requestData();
    setTimeout(() => this.dispatchEvent(new Event('stop')), 0);
  }
}

/** A camera and microphone the page may use. */
export function fakeCamera(): void {
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: async () => ({ getTracks: () => [] }) },
    configurable: true,
  });
  Object.assign(window, { MediaRecorder: FakeRecorder });
}
