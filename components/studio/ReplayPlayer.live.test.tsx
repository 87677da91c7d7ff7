import './test-support/web-apis';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { liveBatchEvent, liveEndEvent, liveMetaEvent, sseComment } from '@/lib/studio/live-wire';
import { ReplayPlayer, type LiveStrings } from './ReplayPlayer';
import { Replayer, replayers } from './test-support/fake-replayer';
import { firstPage, frame, META, nextIndex, stored, strings, T0 } from './test-support/replay-harness';

jest.mock('@rrweb/replay', () => jest.requireActual('./test-support/fake-replayer'));

const LIVE: LiveStrings = {
  badge: 'Live',
  following: 'Following the visit as it is recorded.',
  goLive: 'Go live',
  ended: {
    ended: 'The visit has ended.',
    erased: 'This session was deleted.',
    limit: 'Stopped after 30 minutes.',
    lost: 'Connection lost.',
  },
};

afterEach(() => {
  Replayer.totalTime = 0;
});

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

test('a live stream that breaks off without an end says the connection was lost', async () => {
  replayers.length = 0;
  nextIndex.clear();
  const text = liveMetaEvent({ ...META, batches: 1 }) + liveBatchEvent(stored(0, firstPage()));
  const body = new NodeReadableStream<Uint8Array>({
    start: (c) => (c.enqueue(new TextEncoder().encode(text)), c.close()),
  });
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, body })) as unknown as typeof fetch;
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
  expect(await screen.findByText(LIVE.ended.lost)).toBeInTheDocument();
});
