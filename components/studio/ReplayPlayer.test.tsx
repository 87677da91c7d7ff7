import './test-support/web-apis';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { gzipSync } from 'node:zlib';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { encodeBatch, type Frame, MESSAGE_TYPES, type MessageName } from '@parley/tracker/protocol';
import { batchFrame, metaFrame, type ReplayMeta } from '@/lib/studio/replay-wire';
import { ReplayPlayer, type ReplayStrings } from './ReplayPlayer';

/** rrweb's Replayer, recorded: what it was given and when (the real one needs a layout engine jsdom does not have). */
const replayers: { events: { type: number; timestamp: number }[]; added: unknown[]; playedFrom: number[]; pausedAt: (number | undefined)[] }[] = [];
jest.mock('@rrweb/replay', () => ({
  Replayer: class {
    iframe = document.createElement('iframe');
    wrapper = document.createElement('div');
    added: unknown[] = [];
    playedFrom: number[] = [];
    pausedAt: (number | undefined)[] = [];
    constructor(
      readonly events: { type: number; timestamp: number }[],
      config: { root: HTMLElement },
    ) {
      config.root.append(this.wrapper);
      replayers.push(this);
    }
    on() {}
    addEvent(event: unknown) {
      this.added.push(event);
    }
    getMetaData() {
      return { startTime: this.events[0]!.timestamp, endTime: this.events[this.events.length - 1]!.timestamp, totalTime: 0 };
    }
    // As rrweb's: before the first play or pause its baseline is 0, so its "current time" is minus the first timestamp.
    getCurrentTime() {
      return this.playedFrom.length === 0 ? -this.events[0]!.timestamp : this.playedFrom[this.playedFrom.length - 1]!;
    }
    play(offset: number) {
      this.playedFrom.push(offset);
    }
    pause(offset?: number) {
      this.pausedAt.push(offset);
    }
    setConfig() {}
    destroy() {}
  },
}));

const strings: ReplayStrings = {
  frameTitle: 'Session replay',
  play: 'Play',
  pause: 'Pause',
  speed: 'Speed',
  skipInactivity: 'Skip inactivity',
  timeline: 'Timeline',
  loading: 'Loading the recording: {loaded} of {total} batches',
  loadFailed: 'The recording could not be loaded.',
  empty: 'This session has no recorded page yet.',
  network: 'Network',
  errors: 'Errors',
  canvas: 'Canvas snapshots',
  noNetwork: 'No network requests.',
  noErrors: 'No errors.',
  noCanvas: 'No canvas snapshots.',
  method: 'Method',
  url: 'URL',
  status: 'Status',
  durationMs: 'Duration (ms)',
  at: 'At',
  markers: { page: 'Page change', click: 'Click', network: 'Network request', error: 'Error', tag: 'Tag triggered', custom: 'Custom event' },
};

const T0 = 1_800_000_000_000;
const frame = (name: MessageName, data: unknown): Frame => ({ type: MESSAGE_TYPES[name], payload: JSON.stringify(data) });
// As the tracker numbers them: a page's messages count on from one batch to the next (the player keeps one per index).
const nextIndex = new Map<number, number>();
const stored = (batchNo: number, frames: Frame[], pageNo = 0) => {
  const firstIndex = batchNo === 0 ? 0 : (nextIndex.get(pageNo) ?? 0);
  nextIndex.set(pageNo, firstIndex + frames.length);
  return new Uint8Array(gzipSync(encodeBatch({ version: 1, pageNo, batchNo, firstIndex, timestamp: T0, tabId: 'tab' }, frames)));
};
const META: ReplayMeta = { sessionId: 's', startedAt: T0, lastActivityAt: T0 + 9000, batches: 2, bytes: 0, images: [] };

test('paints from the first batch while the rest still streams, shows the progress, then fills the timeline and panels', async () => {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new NodeReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, body })) as unknown as typeof fetch;
  render(<ReplayPlayer dataUrl="/api/studio/sessions/s/replay" canvasUrl="/c" locale="en" strings={strings} tagNames={{ '3': 'Signup button' }} />);

  // The meta and the first batch (the page's snapshot); the second batch has not arrived.
  await act(async () => {
    for (const chunk of metaFrame(META)) controller.enqueue(chunk);
    const first = stored(0, [
      frame('rrweb', { type: 4, data: { href: 'http://x/', width: 1280, height: 720 }, timestamp: T0 }),
      frame('rrweb', { type: 2, data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { top: 0, left: 0 } }, timestamp: T0 }),
      frame('page', { ts: T0, url: 'http://x/', referrer: '', title: 'x', navigation: 'load' }),
    ]);
    for (const chunk of batchFrame(first)) controller.enqueue(chunk);
  });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading the recording: 1 of 2 batches'));
  expect(replayers).toHaveLength(1);
  expect(replayers[0]!.events.map((event) => event.type)).toEqual([4, 2]);
  expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
  // The first Play starts at the beginning, not at rrweb's meaningless time before any play.
  await act(async () => screen.getByRole('button', { name: 'Play' }).click());
  expect(replayers[0]!.playedFrom).toEqual([0]);
  await act(async () => screen.getByRole('button', { name: 'Pause' }).click());
  expect(screen.getAllByRole('button', { name: /^Page change/ })).toHaveLength(1);

  await act(async () => {
    const second = stored(1, [
      frame('rrweb', { type: 3, data: { source: 2, type: 2, id: 1, x: 1, y: 1 }, timestamp: T0 + 2000 }),
      frame('click', { ts: T0 + 2000, nodeId: 1, selector: '#go', label: 'Go', x: 1, y: 1 }),
      frame('network', { ts: T0 + 3000, kind: 'fetch', method: 'POST', url: '/api/vote', status: 500, duration: 42.4, requestSize: 0, responseSize: 0 }),
      frame('error', { ts: T0 + 4000, name: 'TypeError', message: 'x is undefined', stack: '', source: 'error' }),
      frame('tag', { ts: T0 + 5000, tagId: 3 }),
      frame('custom', { ts: T0 + 6000, name: 'bug-report', payload: {} }),
    ]);
    for (const chunk of batchFrame(second)) controller.enqueue(chunk);
    controller.close();
  });
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  // Later events go to the running replayer; it is not built again.
  expect(replayers).toHaveLength(1);
  expect(replayers[0]!.added).toHaveLength(1);
  const timeline = screen.getByRole('group', { name: 'Timeline' });
  expect(
    within(timeline)
      .getAllByRole('button')
      .map((marker) => marker.dataset.kind),
  ).toEqual(['page', 'click', 'network', 'error', 'tag', 'custom']);
  expect(within(timeline).getByRole('button', { name: 'Tag triggered 0:05: Signup button' })).toBeInTheDocument();
  const network = screen.getByRole('region', { name: 'Network' });
  expect(within(network).getByRole('row', { name: /POST \/api\/vote 500 42/ })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Errors' })).getByText('TypeError')).toBeInTheDocument();
});

test('an answer cut off in the middle says so instead of playing a shorter recording', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const bytes = [...metaFrame({ ...META, batches: 1 }), ...batchFrame(stored(0, []))];
  const whole = new Uint8Array(bytes.reduce((n, b) => n + b.length, 0));
  bytes.reduce((offset, b) => (whole.set(b, offset), offset + b.length), 0);
  const body = new NodeReadableStream<Uint8Array>({ start: (c) => (c.enqueue(whole.subarray(0, whole.length - 3)), c.close()) });
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, body })) as unknown as typeof fetch;
  render(<ReplayPlayer dataUrl="/api/studio/sessions/s/replay" canvasUrl="/c" locale="en" strings={strings} tagNames={{}} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The recording could not be loaded.');
  expect(consoleError).toHaveBeenCalled();
  consoleError.mockRestore();
});

test("a page change marker jumps to its page load's first full snapshot, which the tracker sends just after the page message", async () => {
  replayers.length = 0;
  const snapshot = (ts: number) => [
    frame('rrweb', { type: 4, data: { href: 'http://x/', width: 1280, height: 720 }, timestamp: ts }),
    frame('rrweb', { type: 2, data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { top: 0, left: 0 } }, timestamp: ts }),
  ];
  const batches = [
    stored(0, [frame('page', { ts: T0, url: 'http://x/a', referrer: '', title: 'a', navigation: 'load' }), ...snapshot(T0 + 40)], 0),
    // The second page load's message comes in one batch, its snapshot 300 ms later in the next.
    stored(0, [frame('page', { ts: T0 + 5000, url: 'http://x/b', referrer: '', title: 'b', navigation: 'load' })], 1),
    stored(1, snapshot(T0 + 5300), 1),
  ];
  const bytes = [...metaFrame({ ...META, batches: 3 }), ...batches.flatMap((batch) => batchFrame(batch))];
  const body = new NodeReadableStream<Uint8Array>({ start: (c) => (bytes.forEach((chunk) => c.enqueue(chunk)), c.close()) });
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, body })) as unknown as typeof fetch;
  render(<ReplayPlayer dataUrl="/api/studio/sessions/s/replay" canvasUrl="/c" locale="en" strings={strings} tagNames={{}} />);
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  const pages = screen.getAllByRole('button', { name: /^Page change/ });
  expect(pages).toHaveLength(2);
  await act(async () => pages[0]!.click());
  await act(async () => pages[1]!.click());
  // Offsets from the first event (T0 + 40): each page's snapshot, 1 ms on (rrweb applies what is strictly before).
  expect(replayers[0]!.pausedAt).toEqual([1, 5300 - 40 + 1]);
});
