// jsdom lacks the web streams and text codecs the replay player uses in browsers; Node's own are the same API.
// Imported first by the player's tests, before anything that reads them at load time (the tracker's codec).
import { DecompressionStream, ReadableStream } from 'node:stream/web';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { ReadableStream, DecompressionStream, TextDecoder, TextEncoder });

// jsdom has no PointerEvent: a MouseEvent with a pointer id is what the slider reads.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventLike extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventLike });
}
