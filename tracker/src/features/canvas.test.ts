import { CANVAS_BATCH_THRESHOLD, CANVAS_QUALITY } from '../constants';
import { createNodeRegistry } from '../nodes';
import { fakeContext } from '../test/fakeContext';
import {
  forgetIntersectionObservers,
  installIntersectionObserver,
  observedCount,
  setVisible,
} from '../test/intersection';
import { startCanvasSnapshots } from './canvas';

let picture = 0;
const toBlob = jest.fn(function (this: HTMLCanvasElement, callback: BlobCallback) {
  // Every call draws a new picture unless the canvas is marked still.
  const content = this.dataset.still ? 'still' : `frame ${picture++}`;
  // (jsdom's Blob has no arrayBuffer(); browsers' has)
  const blob = Object.assign(new Blob([content], { type: 'image/webp' }), {
    arrayBuffer: async () => new TextEncoder().encode(content).buffer,
  });
  setTimeout(() => callback(blob));
});

const uploads: FormData[] = [];
let uploadStatus = 200;

beforeAll(() => {
  installIntersectionObserver();
  HTMLCanvasElement.prototype.toBlob = toBlob as unknown as HTMLCanvasElement['toBlob'];
});
beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '';
  forgetIntersectionObservers();
  toBlob.mockClear();
  uploads.length = 0;
  uploadStatus = 200;
  window.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    uploads.push(init!.body as FormData);
    return new Response('{}', { status: uploadStatus });
  }) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

function start(fps = 2, quality: 'low' | 'medium' | 'high' = 'medium') {
  const context = fakeContext({ now: () => Date.now() });
  const nodes = createNodeRegistry();
  const unauthorized = jest.fn();
  const canvas = startCanvasSnapshots({
    context,
    nodes,
    token: 'tok',
    sessionStart: 1_763_900_000_000,
    fps,
    quality,
    onUnauthorized: unauthorized,
    warn: () => undefined,
  });
  return { context, nodes, canvas, unauthorized };
}

describe('canvas snapshots', () => {
  it('snapshots a canvas canvasFPS times a second as webp at the quality setting, only while it is in the viewport', async () => {
    const drawing = document.body.appendChild(document.createElement('canvas'));
    const { context, canvas, nodes } = start(2, 'medium');
    await jest.advanceTimersByTimeAsync(2_000);
    expect(toBlob).not.toHaveBeenCalled();
    setVisible(drawing, true);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(toBlob).toHaveBeenCalledTimes(3); // at once, then at 500 and 1000 ms
    expect(toBlob.mock.calls[0]!.slice(1)).toEqual(['image/webp', CANVAS_QUALITY.medium]);
    setVisible(drawing, false);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(toBlob).toHaveBeenCalledTimes(3);
    const messages = context.sent.filter((m) => m.name === 'canvas').map((m) => m.data);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toEqual({
      ts: expect.any(Number),
      nodeId: 42,
      name: `1763900000000_42_${messages[0]!.ts}.webp`,
    });
    canvas.stop();
    nodes.stop();
  });

  it('never snapshots masked or hidden canvases, nor those inside such elements', async () => {
    document.body.innerHTML =
      '<canvas data-parley-mask></canvas><div data-parley-hide><canvas></canvas></div><section data-parley-mask><canvas></canvas></section>';
    const { canvas, nodes } = start();
    expect(canvas.size).toBe(0);
    expect(observedCount()).toBe(0);
    canvas.stop();
    nodes.stop();
  });

  it('hooks canvases added later, nested or not', async () => {
    const { canvas, nodes } = start();
    document.body.appendChild(document.createElement('canvas'));
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<p><canvas></canvas></p>';
    document.body.appendChild(wrapper);
    await jest.advanceTimersByTimeAsync(0);
    expect(canvas.size).toBe(2);
    canvas.stop();
    nodes.stop();
  });

  it('does not send an unchanged picture again', async () => {
    const still = document.body.appendChild(document.createElement('canvas'));
    still.dataset.still = '1';
    const { context, canvas, nodes } = start(4);
    setVisible(still, true);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(toBlob.mock.calls.length).toBeGreaterThan(5);
    expect(context.sent.filter((m) => m.name === 'canvas')).toHaveLength(1);
    canvas.stop();
    nodes.stop();
  });

  it(`uploads once more than CANVAS_BATCH_THRESHOLD (${CANVAS_BATCH_THRESHOLD}) wait: multipart, one "snapshot" part per image named as its message says`, async () => {
    const drawing = document.body.appendChild(document.createElement('canvas'));
    const { context, canvas, nodes } = start(10);
    setVisible(drawing, true);
    await jest.advanceTimersByTimeAsync(801); // 9 snapshots (0, 100, ... 800 ms)
    expect(context.sent).toHaveLength(CANVAS_BATCH_THRESHOLD);
    expect(uploads).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(100); // the 10th
    expect(uploads).toHaveLength(1);
    expect((window.fetch as jest.Mock).mock.calls[0]![0]).toBe(`${location.origin}/ingest/v1/web/images`);
    expect((window.fetch as jest.Mock).mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      headers: { Authorization: 'Bearer tok' },
    });
    const parts = uploads[0]!.getAll('snapshot') as File[];
    expect(parts).toHaveLength(CANVAS_BATCH_THRESHOLD + 1);
    expect(parts.map((p) => p.name)).toEqual(context.sent.filter((m) => m.name === 'canvas').map((m) => m.data.name));
    canvas.stop();
    nodes.stop();
  });

  it("takes its bytes from the page's keepalive quota while in flight, and goes without keepalive when they do not fit beside what is", async () => {
    const drawing = document.body.appendChild(document.createElement('canvas'));
    const { context, canvas, nodes } = start(1);
    setVisible(drawing, true);
    await jest.advanceTimersByTimeAsync(10);
    const full = context.keepalive.available();
    let respond!: (response: Response) => void;
    (window.fetch as jest.Mock).mockImplementationOnce(
      async () => new Promise<Response>((resolve) => (respond = resolve)),
    );
    canvas.upload();
    expect((window.fetch as jest.Mock).mock.calls[0]![1]).toMatchObject({ keepalive: true });
    const taken = full - context.keepalive.available();
    expect(taken).toBeGreaterThan(0);
    respond(new Response('{}'));
    await jest.advanceTimersByTimeAsync(0);
    expect(context.keepalive.available()).toBe(full);
    // A page's own last batch holding all but 10 bytes: the next images go, without keepalive.
    const lastBatch = context.keepalive.take(full - 10);
    await jest.advanceTimersByTimeAsync(1_000);
    canvas.upload();
    expect((window.fetch as jest.Mock).mock.calls[1]![1]).toMatchObject({ keepalive: false });
    lastBatch.release();
    canvas.stop();
    nodes.stop();
  });

  it('uploads what waits when asked (the page is hidden), and asks for a new session on 401', async () => {
    const drawing = document.body.appendChild(document.createElement('canvas'));
    const { canvas, nodes, unauthorized } = start(1);
    setVisible(drawing, true);
    await jest.advanceTimersByTimeAsync(10);
    uploadStatus = 401;
    canvas.upload();
    await jest.advanceTimersByTimeAsync(0);
    expect(uploads).toHaveLength(1);
    expect(unauthorized).toHaveBeenCalledTimes(1);
    canvas.upload(); // nothing waits: no request
    expect(uploads).toHaveLength(1);
    canvas.stop();
    nodes.stop();
  });

  it('frees the state of canvases that left the document (node maintenance)', async () => {
    const { canvas, nodes } = start();
    for (let round = 0; round < 5; round++) {
      document.body.innerHTML = '<canvas></canvas><canvas></canvas>';
      await jest.advanceTimersByTimeAsync(0);
      nodes.maintain();
    }
    expect(canvas.size).toBe(2);
    expect(observedCount()).toBe(2);
    canvas.stop();
    nodes.stop();
  });
});
