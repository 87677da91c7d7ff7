import './test-support/web-apis';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LIVE_RECONNECT_ATTEMPTS, liveReconnectDelay } from '@/lib/studio/live';
import { liveBatchEvent, liveEndEvent, liveMetaEvent, sseComment } from '@/lib/studio/live-wire';
import { ReplayPlayer, type LiveStrings } from './ReplayPlayer';
import { Replayer, replayers } from './test-support/fake-replayer';
import { firstPage, frame, META, nextIndex, stored, strings, T0 } from './test-support/replay-harness';
import { fixClockAndTimeouts } from '@/tests/support/fixed-clock';

jest.mock('@rrweb/replay', () => jest.requireActual('./test-support/fake-replayer'));

const LIVE: LiveStrings = {
  badge: 'Live',
  following: 'Following the visit as it is recorded.',
  goLive: 'Go live',
  reconnecting: 'Reconnecting…',
  ended: {
    ended: 'The visit has ended.',
    erased: 'This session was deleted.',
    lost: 'Connection lost.',
  },
};

afterEach(() => {
  Replayer.totalTime = 0;
  jest.useRealTimers();
});

// The reconnection tests fix the clock and the timeouts (fixClockAndTimeouts): the player's waits run only when a test
// moves them on; streams, gzip and promises run as they do for real, and the tests wait with `settle`.

/** The real setTimeout, for the tests to wait on while the player's are fixed. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Lets the streams and the player run until `check` holds (each turn a real macrotask), without moving the clock;
 * without a check, for `turns` turns.
 */
async function settle(check?: () => boolean, turns = 200) {
  for (let turn = 0; turn < turns && !check?.(); turn += 1)
    await act(async () => new Promise<void>((resolve) => void realSetTimeout(resolve, 0)));
  if (check) expect(check()).toBe(true);
}

/** Moves the fixed clock's timeouts on by `ms`, then lets what they started run. */
async function advance(ms: number) {
  await act(async () => void jest.advanceTimersByTime(ms));
  await settle(undefined, 20);
}

const bodyOf = (text: string) =>
  new NodeReadableStream<Uint8Array>({ start: (c) => (c.enqueue(new TextEncoder().encode(text)), c.close()) });

const renderLive = () =>
  render(
    <ReplayPlayer
      dataUrl="/api/studio/sessions/s/live"
      live={LIVE}
      canvasUrl="/c"
      locale="en"
      strings={strings}
      tagNames={{}}
    />,
  );

const resumedFrom = (call: unknown[]) => (call[1] as RequestInit).headers as Record<string, string>;

test('a live replay starts at the live edge, plays each stretch that arrives from where the last ended, stops following when sought back, returns with Go live, and says when the session was erased', async () => {
  replayers.length = 0;
  nextIndex.clear();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new NodeReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, body })) as unknown as typeof fetch;
  const send = (text: string) => act(async () => controller.enqueue(new TextEncoder().encode(text)));
  render(
    <ReplayPlayer
      dataUrl="/api/studio/sessions/s/live"
      live={LIVE}
      canvasUrl="/c"
      locale="en"
      strings={strings}
      tagNames={{}}
    />,
  );
  expect(global.fetch).toHaveBeenCalledWith('/api/studio/sessions/s/live', expect.anything());
  expect(screen.getByText('Live')).toHaveClass('live-badge');

  // The one batch stored when the stream opened: the replay starts at its end, the live edge.
  Replayer.totalTime = 500;
  await send(liveMetaEvent({ ...META, batches: 1 }) + liveBatchEvent(stored(0, firstPage())) + sseComment('heartbeat'));
  await waitFor(() => expect(replayers[0]?.playedFrom).toEqual([500]));
  expect(screen.getByText(LIVE.following)).toBeInTheDocument();

  // A stretch arriving while that plays goes to the running replayer; once it has finished, the next plays from the
  // edge it had reached.
  Replayer.totalTime = 2500;
  await send(
    liveBatchEvent(stored(1, [frame('click', { ts: T0 + 2000, nodeId: 1, selector: '#a', label: 'A', x: 1, y: 1 })])),
  );
  await waitFor(() => expect(screen.getAllByRole('option', { name: /^Click/ })).toHaveLength(1));
  expect(replayers[0]!.playedFrom).toEqual([500]);
  act(() => replayers[0]!.handlers.finish!());
  Replayer.totalTime = 4000;
  await send(
    liveBatchEvent(stored(2, [frame('click', { ts: T0 + 3500, nodeId: 1, selector: '#b', label: 'B', x: 1, y: 1 })])),
  );
  await waitFor(() => expect(replayers[0]!.playedFrom).toEqual([500, 2500]));

  // Seeking back leaves the edge: what arrives next is not played over where the team is looking.
  fireEvent.keyDown(document.body, { key: 'Home' });
  expect(screen.getByRole('button', { name: 'Go live' })).toBeInTheDocument();
  const before = replayers[0]!.playedFrom.length;
  Replayer.totalTime = 6000;
  await send(
    liveBatchEvent(stored(3, [frame('click', { ts: T0 + 5500, nodeId: 1, selector: '#c', label: 'C', x: 1, y: 1 })])),
  );
  await waitFor(() => expect(screen.getAllByRole('option', { name: /^Click/ })).toHaveLength(3));
  expect(replayers[0]!.playedFrom.slice(before)).not.toContain(6000);
  await act(async () => screen.getByRole('button', { name: 'Go live' }).click());
  expect(replayers[0]!.playedFrom.at(-1)).toBe(6000);
  expect(screen.getByText(LIVE.following)).toBeInTheDocument();

  await send(liveEndEvent('erased'));
  expect(await screen.findByText(LIVE.ended.erased)).toBeInTheDocument();
  expect(screen.queryByText('Live')).toBeNull();
});

test('a live stream that breaks off or reaches its longest is opened again after the backoff, from the last batch it has, each batch once, until the visit ends', async () => {
  replayers.length = 0;
  nextIndex.clear();
  fixClockAndTimeouts(T0);
  const click = (ts: number, selector: string) =>
    frame('click', { ts, nodeId: 1, selector, label: selector, x: 1, y: 1 });
  const bodies: (ReturnType<typeof bodyOf> | Error)[] = [
    // The first stream: the stored batches, then it breaks off without an end.
    bodyOf(
      liveMetaEvent({ ...META, batches: 2 }) +
        liveBatchEvent(stored(0, firstPage()), { pageNo: 0, batchNo: 0, receivedAt: T0 + 50 }) +
        liveBatchEvent(stored(1, [click(T0 + 1000, '#a')]), { pageNo: 0, batchNo: 1, receivedAt: T0 + 1050 }),
    ),
    // The network is down for the next attempt.
    new TypeError('fetch failed'),
    // Resumed: the batch before the position again (it arrived within the late look-back: the server cannot know
    // whether the broken stream sent it), a new batch, then the stream reaches its longest.
    bodyOf(
      liveMetaEvent({ ...META, batches: 0 }) +
        liveBatchEvent(stored(1, [click(T0 + 1000, '#a')]), { pageNo: 0, batchNo: 1, receivedAt: T0 + 1050 }) +
        liveBatchEvent(stored(2, [click(T0 + 2000, '#b')]), { pageNo: 0, batchNo: 2, receivedAt: T0 + 2050 }) +
        liveEndEvent('limit'),
    ),
    // Resumed again: the next page's first batch, then the visit is over.
    bodyOf(
      liveMetaEvent({ ...META, batches: 0 }) +
        liveBatchEvent(stored(0, [click(T0 + 3000, '#c')], 1), { pageNo: 1, batchNo: 0, receivedAt: T0 + 3050 }) +
        liveEndEvent('ended'),
    ),
  ];
  const fetchMock = jest.fn(async () => {
    const next = bodies.shift();
    if (!next) throw new Error('no more streams in this test');
    if (next instanceof Error) throw next;
    return { ok: true, status: 200, body: next };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderLive();
  const clicks = () => screen.queryAllByRole('option', { name: /^Click/ }).length;

  await settle(() => clicks() === 1 && screen.queryByText(LIVE.reconnecting) !== null);
  expect(screen.getByText('Live')).toHaveClass('live-badge');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(resumedFrom(fetchMock.mock.calls[0]!)).toEqual({});

  // The first attempt waits LIVE_RECONNECT_FIRST_MS and names the last batch it has.
  await advance(liveReconnectDelay(0) - 1);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await advance(1);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(resumedFrom(fetchMock.mock.calls[1]!)).toEqual({ 'Last-Event-ID': `0_1@${T0 + 1050}` });

  // That one failed: the next waits twice as long, from the same position.
  await advance(liveReconnectDelay(1) - 1);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  await advance(1);
  expect(fetchMock).toHaveBeenCalledTimes(3);
  expect(resumedFrom(fetchMock.mock.calls[2]!)).toEqual({ 'Last-Event-ID': `0_1@${T0 + 1050}` });
  await settle(() => clicks() === 2);

  // Ended at its longest after it had opened: the first wait again, from the new position.
  expect(screen.getByText(LIVE.reconnecting)).toBeInTheDocument();
  await advance(liveReconnectDelay(0));
  expect(fetchMock).toHaveBeenCalledTimes(4);
  expect(resumedFrom(fetchMock.mock.calls[3]!)).toEqual({ 'Last-Event-ID': `0_2@${T0 + 2050}` });
  await settle(() => screen.queryByText(LIVE.ended.ended) !== null);

  // Every batch's messages once (the one sent again added nothing), and nothing more is asked for once the visit has ended.
  expect(clicks()).toBe(3);
  for (const selector of ['#a', '#b', '#c'])
    expect(screen.getAllByRole('option', { name: new RegExp(`^Click.*${selector}`) })).toHaveLength(1);
  expect(screen.queryByText('Live')).toBeNull();
  expect(screen.queryByText(LIVE.reconnecting)).toBeNull();
  await advance(10 * 60_000);
  expect(fetchMock).toHaveBeenCalledTimes(4);
  consoleError.mockRestore();
});

test('a live stream that cannot be opened again gives up after LIVE_RECONNECT_ATTEMPTS failures in a row and says the connection was lost; a refusal at once', async () => {
  replayers.length = 0;
  nextIndex.clear();
  fixClockAndTimeouts(T0);
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const first = bodyOf(
    liveMetaEvent({ ...META, batches: 1 }) +
      liveBatchEvent(stored(0, firstPage()), { pageNo: 0, batchNo: 0, receivedAt: T0 }),
  );
  const fetchMock = jest.fn(async () => {
    if (fetchMock.mock.calls.length === 1) return { ok: true, status: 200, body: first };
    throw new TypeError('fetch failed');
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  const view = renderLive();
  await settle(() => screen.queryByText(LIVE.reconnecting) !== null);
  // The stream that broke off had opened; each attempt after it fails before opening.
  for (let failures = 0; failures < LIVE_RECONNECT_ATTEMPTS; failures += 1) {
    expect(screen.queryByText(LIVE.ended.lost)).toBeNull();
    await advance(liveReconnectDelay(failures));
    expect(fetchMock).toHaveBeenCalledTimes(failures + 2);
  }
  await settle(() => screen.queryByText(LIVE.ended.lost) !== null);
  await advance(10 * 60_000);
  expect(fetchMock).toHaveBeenCalledTimes(LIVE_RECONNECT_ATTEMPTS + 1);
  view.unmount();

  // A 404 (the session is gone, or the member is no longer on the team) is not asked again.
  const refused = jest.fn(async () => ({ ok: false, status: 404, body: null }));
  global.fetch = refused as unknown as typeof fetch;
  renderLive();
  await settle(() => screen.queryByText(LIVE.ended.lost) !== null);
  await advance(10 * 60_000);
  expect(refused).toHaveBeenCalledTimes(1);
  consoleError.mockRestore();
});

test('a player closed while it waits to reconnect asks for no new stream', async () => {
  replayers.length = 0;
  nextIndex.clear();
  fixClockAndTimeouts(T0);
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const fetchMock = jest.fn(async () => ({
    ok: true,
    status: 200,
    body: bodyOf(
      liveMetaEvent({ ...META, batches: 1 }) +
        liveBatchEvent(stored(0, firstPage()), { pageNo: 0, batchNo: 0, receivedAt: T0 }),
    ),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  const view = renderLive();
  await settle(() => screen.queryByText(LIVE.reconnecting) !== null);
  view.unmount();
  await advance(10 * 60_000);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  consoleError.mockRestore();
});
