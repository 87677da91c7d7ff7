import './test-support/web-apis';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { batchFrame, metaFrame } from '@/lib/studio/replay-wire';
import { ReplayPlayer } from './ReplayPlayer';
import { replayers } from './test-support/fake-replayer';
import { firstPage, frame, META, nextIndex, played, stored, strings, T0 } from './test-support/replay-harness';

jest.mock('@rrweb/replay', () => jest.requireActual('./test-support/fake-replayer'));

test('paints from the first batch while the rest still streams, shows the progress, then fills the timeline and panels', async () => {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new NodeReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, body })) as unknown as typeof fetch;
  render(
    <ReplayPlayer
      dataUrl="/api/studio/sessions/s/replay"
      canvasUrl="/c"
      locale="en"
      strings={strings}
      tagNames={{ '3': 'Signup button' }}
    />,
  );

  // The meta and the first batch (the page's snapshot); the second batch has not arrived.
  await act(async () => {
    for (const chunk of metaFrame(META)) controller.enqueue(chunk);
    const first = stored(0, [
      frame('rrweb', { type: 4, data: { href: 'http://x/', width: 1280, height: 720 }, timestamp: T0 }),
      frame('rrweb', {
        type: 2,
        data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { top: 0, left: 0 } },
        timestamp: T0,
      }),
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
  expect(screen.getAllByRole('option', { name: /^Page change/ })).toHaveLength(1);

  await act(async () => {
    const second = stored(1, [
      frame('rrweb', { type: 3, data: { source: 2, type: 2, id: 1, x: 1, y: 1 }, timestamp: T0 + 2000 }),
      frame('click', { ts: T0 + 2000, nodeId: 1, selector: '#go', label: 'Go', x: 1, y: 1 }),
      frame('network', {
        ts: T0 + 3000,
        kind: 'fetch',
        method: 'POST',
        url: '/api/vote',
        status: 500,
        duration: 42.4,
        requestSize: 0,
        responseSize: 0,
      }),
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
  const timeline = screen.getByRole('listbox', { name: 'Timeline' });
  expect(
    within(timeline)
      .getAllByRole('option')
      .map((marker) => marker.dataset.kind),
  ).toEqual(['page', 'click', 'network', 'error', 'tag', 'custom', 'frustration']);
  expect(within(timeline).getByRole('option', { name: 'Tag triggered 0:05: Signup button' })).toBeInTheDocument();
  const network = screen.getByRole('region', { name: 'Network' });
  expect(within(network).getByRole('row', { name: /POST \/api\/vote 500 42/ })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Errors' })).getByText('TypeError')).toBeInTheDocument();
});

test('an answer cut off in the middle says so instead of playing a shorter recording', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const bytes = [...metaFrame({ ...META, batches: 1 }), ...batchFrame(stored(0, []))];
  const whole = new Uint8Array(bytes.reduce((n, b) => n + b.length, 0));
  bytes.reduce((offset, b) => (whole.set(b, offset), offset + b.length), 0);
  const body = new NodeReadableStream<Uint8Array>({
    start: (c) => (c.enqueue(whole.subarray(0, whole.length - 3)), c.close()),
  });
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, body })) as unknown as typeof fetch;
  render(
    <ReplayPlayer dataUrl="/api/studio/sessions/s/replay" canvasUrl="/c" locale="en" strings={strings} tagNames={{}} />,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('The recording could not be loaded.');
  expect(consoleError).toHaveBeenCalled();
  consoleError.mockRestore();
});

test("a page change marker jumps to its page load's first full snapshot, which the tracker sends just after the page message", async () => {
  replayers.length = 0;
  const snapshot = (ts: number) => [
    frame('rrweb', { type: 4, data: { href: 'http://x/', width: 1280, height: 720 }, timestamp: ts }),
    frame('rrweb', {
      type: 2,
      data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { top: 0, left: 0 } },
      timestamp: ts,
    }),
  ];
  const batches = [
    stored(
      0,
      [
        frame('page', { ts: T0, url: 'http://x/a', referrer: '', title: 'a', navigation: 'load' }),
        ...snapshot(T0 + 40),
      ],
      0,
    ),
    // The second page load's message comes in one batch, its snapshot 300 ms later in the next.
    stored(0, [frame('page', { ts: T0 + 5000, url: 'http://x/b', referrer: '', title: 'b', navigation: 'load' })], 1),
    stored(1, snapshot(T0 + 5300), 1),
  ];
  const bytes = [...metaFrame({ ...META, batches: 3 }), ...batches.flatMap((batch) => batchFrame(batch))];
  const body = new NodeReadableStream<Uint8Array>({
    start: (c) => (bytes.forEach((chunk) => c.enqueue(chunk)), c.close()),
  });
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, body })) as unknown as typeof fetch;
  render(
    <ReplayPlayer dataUrl="/api/studio/sessions/s/replay" canvasUrl="/c" locale="en" strings={strings} tagNames={{}} />,
  );
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  const pages = screen.getAllByRole('option', { name: /^Page change/ });
  expect(pages).toHaveLength(2);
  await act(async () => pages[0]!.click());
  await act(async () => pages[1]!.click());
  // Offsets from the first event (T0 + 40): each page's snapshot, 1 ms on (rrweb applies what is strictly before).
  expect(replayers[0]!.pausedAt).toEqual([1, 5300 - 40 + 1]);
});

test('the timeline is a slider: arrows seek by 5 s, Shift+arrow by 30 s, Home and End go to the ends, and its value follows', async () => {
  const replayer = await played(firstPage(), { lastActivityAt: T0 + 60_000 });
  const slider = screen.getByRole('slider', { name: 'Position in the recording' });
  expect(slider).toHaveAttribute('tabindex', '0');
  expect(slider).toHaveAttribute('aria-valuemax', '60000');
  expect(slider).toHaveAttribute('aria-valuenow', '0');
  fireEvent.keyDown(slider, { key: 'ArrowRight' });
  expect(slider).toHaveAttribute('aria-valuenow', '5000');
  expect(slider).toHaveAttribute('aria-valuetext', '0:05 / 1:00');
  fireEvent.keyDown(slider, { key: 'ArrowRight', shiftKey: true });
  expect(slider).toHaveAttribute('aria-valuenow', '35000');
  fireEvent.keyDown(slider, { key: 'End' });
  fireEvent.keyDown(slider, { key: 'ArrowLeft' });
  fireEvent.keyDown(slider, { key: 'Home' });
  expect(replayer.pausedAt).toEqual([5000, 35000, 60000, 55000, 0]);
  expect(screen.getByText('0:00 / 1:00')).toBeInTheDocument();
});

test('a click or a drag on the track seeks to the moment under the pointer', async () => {
  const replayer = await played(firstPage(), { lastActivityAt: T0 + 60_000 });
  const slider = screen.getByRole('slider');
  slider.getBoundingClientRect = () => ({
    left: 100,
    width: 600,
    top: 0,
    right: 700,
    bottom: 18,
    height: 18,
    x: 100,
    y: 0,
    toJSON: () => ({}),
  });
  let captured = false;
  slider.setPointerCapture = () => void (captured = true);
  slider.hasPointerCapture = () => captured;
  slider.releasePointerCapture = () => void (captured = false);
  fireEvent.pointerDown(slider, { button: 0, clientX: 400, pointerId: 1 });
  fireEvent.pointerMove(slider, { clientX: 550, pointerId: 1 });
  fireEvent.pointerUp(slider, { clientX: 700, pointerId: 1 });
  // Moves after letting go do nothing.
  fireEvent.pointerMove(slider, { clientX: 100, pointerId: 1 });
  expect(replayer.pausedAt).toEqual([30_000, 45_000, 60_000]);
  expect(slider).toHaveAttribute('aria-valuenow', '60000');
});

test('space plays and pauses, but not while the keyboard is on a button or a field', async () => {
  const replayer = await played(firstPage());
  fireEvent.keyDown(document.body, { key: ' ' });
  expect(replayer.playedFrom).toEqual([0]);
  expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  fireEvent.keyDown(screen.getByRole('slider'), { key: ' ' });
  expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  fireEvent.keyDown(screen.getByRole('combobox', { name: 'Speed' }), { key: ' ' });
  expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  expect(replayer.playedFrom).toEqual([0]);
});

test('arrows seek from anywhere on the page as the slider does (Shift: 30 s; Home, End), but not from a field, a widget that moves by arrows, or the slider twice', async () => {
  const replayer = await played(firstPage(), { lastActivityAt: T0 + 60_000 });
  const slider = screen.getByRole('slider', { name: 'Position in the recording' });
  const play = screen.getByRole('button', { name: 'Play' });
  play.focus();
  fireEvent.click(play);
  expect(play).toHaveAccessibleName('Pause');
  expect(document.activeElement).toBe(play);
  fireEvent.keyDown(play, { key: 'ArrowRight' });
  // Playing, it plays on from there.
  expect(replayer.playedFrom).toEqual([0, 5000]);
  expect(slider).toHaveAttribute('aria-valuenow', '5000');
  fireEvent.keyDown(document.body, { key: 'ArrowRight', shiftKey: true });
  expect(slider).toHaveAttribute('aria-valuenow', '35000');
  fireEvent.keyDown(document.body, { key: 'End' });
  fireEvent.keyDown(document.body, { key: 'Home' });
  expect(replayer.playedFrom).toEqual([0, 5000, 35000, 60000, 0]);

  // The event list's search field keeps its arrows (the caret moves), as do the speed menu and the browser's Alt+←.
  const search = screen.getByRole('searchbox', { name: 'Search events' });
  fireEvent.keyDown(search, { key: 'ArrowRight' });
  fireEvent.keyDown(search, { key: 'End' });
  fireEvent.keyDown(screen.getByRole('combobox', { name: 'Speed' }), { key: 'ArrowRight' });
  fireEvent.keyDown(document.body, { key: 'ArrowLeft', altKey: true });
  expect(slider).toHaveAttribute('aria-valuenow', '0');
  // The slider seeks by itself, once.
  fireEvent.keyDown(slider, { key: 'ArrowRight' });
  expect(replayer.playedFrom).toEqual([0, 5000, 35000, 60000, 0, 5000]);
});

test('the replayed page is out of the tab order, so the first stop after the page header is Play', async () => {
  const replayer = await played(firstPage());
  expect(replayer.iframe.tabIndex).toBe(-1);
  expect(replayer.iframe).toHaveAttribute('inert');
});

test('markers at the same moment are in their own lanes, close ones of a lane are one button with their count, and a legend names every kind', async () => {
  await played(
    [
      ...firstPage(),
      frame('click', { ts: T0 + 4000, nodeId: 1, selector: '#a', label: 'A', x: 1, y: 1 }),
      frame('click', { ts: T0 + 4050, nodeId: 1, selector: '#a', label: 'A', x: 1, y: 1 }),
      frame('click', { ts: T0 + 4100, nodeId: 1, selector: '#a', label: 'A', x: 1, y: 1 }),
      frame('click', { ts: T0 + 4150, nodeId: 1, selector: '#a', label: 'A', x: 1, y: 1 }),
      frame('error', { ts: T0 + 4000, name: 'TypeError', message: 'boom', stack: 'at x', source: 'error' }),
      frame('custom', { ts: T0 + 4000, name: 'checkout', payload: {} }),
      frame('rrweb', { type: 3, data: { source: 1, positions: [] }, timestamp: T0 + 9000 }),
    ],
    { lastActivityAt: T0 + 60_000 },
  );
  const lanes = screen.getByRole('listbox', { name: 'Timeline' });
  const markers = within(lanes).getAllByRole('option');
  expect(markers.map((m) => [m.dataset.kind, m.dataset.count])).toEqual([
    ['page', '1'],
    ['click', '4'],
    ['error', '1'],
    ['custom', '1'],
    // The error makes the first click an error click, the three quick clicks after it a rage click.
    ['frustration', '2'],
  ]);
  expect(within(lanes).getByRole('option', { name: 'Click 0:04: A (+3)' })).toHaveTextContent('4');
  expect(markers.map((m) => m.closest('[data-lane]')!.getAttribute('data-lane'))).toEqual([
    'page',
    'click',
    'error',
    'custom',
    'frustration',
  ]);
  const legend = within(screen.getByRole('group', { name: 'What the timeline marks' })).getByRole('list');
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Page change 1',
    'Click 4',
    'Network request 0',
    'Error 1',
    'Tag triggered 0',
    'Custom event 1',
    'Frustration 2',
    'Slow interaction 0',
    'Test step 0',
  ]);
});

test('the event list beside the player holds every kind of event in order, masked input named by its field, searchable, each jumping to its moment, the current one marked', async () => {
  const snapshotWithField = frame('rrweb', {
    type: 2,
    data: {
      node: {
        type: 0,
        id: 1,
        childNodes: [
          { type: 2, id: 5, tagName: 'input', attributes: { name: 'email', type: 'email' }, childNodes: [] },
        ],
      },
      initialOffset: { top: 0, left: 0 },
    },
    timestamp: T0,
  });
  replayers.length = 0;
  nextIndex.clear();
  const frames = [
    frame('rrweb', { type: 4, data: { href: 'http://x/', width: 1280, height: 720 }, timestamp: T0 }),
    snapshotWithField,
    frame('page', { ts: T0, url: 'http://x/signup', referrer: '', title: 'Sign up', navigation: 'load' }),
    frame('click', { ts: T0 + 1000, nodeId: 5, selector: 'input[name=email]', label: '', x: 1, y: 1 }),
    // Three keystrokes in the field: one entry, with the last (masked) value.
    ...[1, 2, 3].map((n) =>
      frame('rrweb', {
        type: 3,
        data: { source: 5, id: 5, text: '*'.repeat(n), isChecked: false },
        timestamp: T0 + 1000 + n * 100,
      }),
    ),
    frame('network', {
      ts: T0 + 2000,
      kind: 'fetch',
      method: 'POST',
      url: '/api/signup',
      status: 500,
      duration: 12,
      requestSize: 0,
      responseSize: 0,
    }),
    frame('error', {
      ts: T0 + 2100,
      name: 'TypeError',
      message: 'user is undefined',
      stack: 'TypeError: user is undefined\n    at submit (signup.js:3:7)',
      source: 'error',
    }),
    frame('custom', { ts: T0 + 2200, name: 'signup-failed', payload: { step: 2 } }),
  ];
  const bytes = [...metaFrame({ ...META, batches: 1, lastActivityAt: T0 + 10_000 }), ...batchFrame(stored(0, frames))];
  const body = new NodeReadableStream<Uint8Array>({
    start: (c) => (bytes.forEach((chunk) => c.enqueue(chunk)), c.close()),
  });
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, body })) as unknown as typeof fetch;
  const steps = [
    {
      kind: 'task' as const,
      ts: T0 + 1500,
      jumpTo: T0 + 1500,
      label: 'Find the signup form began',
      detail: 'Checkout test',
    },
  ];
  render(<ReplayPlayer dataUrl="/d" canvasUrl="/c" locale="en" strings={strings} tagNames={{}} steps={steps} />);
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  const panel = screen.getByRole('region', { name: 'Events' });
  const rows = () => within(panel).getAllByRole('listitem');
  expect(rows().map((row) => row.dataset.kind)).toEqual([
    'page',
    'click',
    'input',
    'task',
    'network',
    'error',
    'custom',
  ]);
  expect(rows()[2]).toHaveTextContent('0:01Input input[name=email] ***');
  expect(rows()[5]).toHaveTextContent('TypeError: user is undefined');
  // A usability test's steps have their own lane on the timeline too, where each task began and ended.
  const taskLane = screen.getByRole('listbox', { name: 'Timeline' }).querySelector('[data-lane="task"]')!;
  expect(
    within(taskLane as HTMLElement).getByRole('option', { name: /Test step 0:01: Find the signup form began/ }),
  ).toBeInTheDocument();
  // Before playing, the first row (at 0:00) is the current one.
  expect(rows()[0]).toHaveAttribute('aria-current', 'true');
  await act(async () => within(rows()[4]!).getByRole('button').click());
  expect(replayers[0]!.pausedAt).toEqual([2001]);
  expect(rows()[4]).toHaveAttribute('aria-current', 'true');
  expect(rows().filter((row) => row.getAttribute('aria-current'))).toHaveLength(1);
  // Search as one types: words in any order, any case, over kind, label and detail.
  fireEvent.change(within(panel).getByRole('searchbox', { name: 'Search events' }), {
    target: { value: 'ERROR submit' },
  });
  expect(rows().map((row) => row.dataset.kind)).toEqual(['error']);
  fireEvent.change(within(panel).getByRole('searchbox'), { target: { value: 'nothing like this' } });
  expect(within(panel).getByText('No events match.')).toBeInTheDocument();
  // The errors panel shows the recorded stack.
  const errors = screen.getByRole('region', { name: 'Errors' });
  expect(within(errors).getByText('Stack trace')).toBeInTheDocument();
  expect(errors.querySelector('pre')).toHaveTextContent('at submit (signup.js:3:7)');
});

test('the console panel lists what the page logged, by level and text; the network panel filters requests and opens one request in detail', async () => {
  const replayer = await played([
    ...firstPage(),
    frame('console', { ts: T0 + 1000, level: 'log', message: 'cart loaded' }),
    frame('console', { ts: T0 + 2000, level: 'warn', message: 'slow answer from /api/vote' }),
    frame('console', { ts: T0 + 3000, level: 'error', message: 'TypeError: vote is undefined' }),
    frame('network', {
      ts: T0 + 1500,
      kind: 'fetch',
      method: 'GET',
      url: '/api/cart',
      status: 200,
      duration: 8,
      requestSize: 0,
      responseSize: 512,
    }),
    frame('network', {
      ts: T0 + 2500,
      kind: 'xhr',
      method: 'POST',
      url: '/api/vote',
      status: 0,
      duration: 30000,
      requestSize: 14,
      responseSize: 0,
    }),
  ]);
  const consolePanel = screen.getByRole('region', { name: 'Console' });
  const lines = () =>
    within(consolePanel)
      .getAllByRole('listitem')
      .map((item) => item.dataset.level);
  expect(lines()).toEqual(['log', 'warn', 'error']);
  fireEvent.change(within(consolePanel).getByLabelText('Level'), { target: { value: 'error' } });
  expect(lines()).toEqual(['error']);
  fireEvent.change(within(consolePanel).getByLabelText('Level'), { target: { value: '' } });
  fireEvent.change(within(consolePanel).getByRole('searchbox', { name: 'Filter messages' }), {
    target: { value: 'SLOW' },
  });
  expect(lines()).toEqual(['warn']);
  await act(async () => within(consolePanel).getByRole('button', { name: '0:02' }).click());
  expect(replayer.pausedAt).toEqual([2001]);

  const network = screen.getByRole('region', { name: 'Network' });
  expect(within(network).getAllByRole('row')).toHaveLength(3);
  fireEvent.change(within(network).getByRole('searchbox', { name: 'Filter requests' }), {
    target: { value: 'post vote' },
  });
  const rows = within(network).getAllByRole('row');
  expect(rows).toHaveLength(2);
  const details = within(rows[1]!).getByRole('button', { name: 'Details' });
  expect(details).toHaveAttribute('aria-expanded', 'false');
  await act(async () => details.click());
  expect(details).toHaveAttribute('aria-expanded', 'true');
  const detail = network.querySelector('.replay-request')!;
  expect(detail).toHaveTextContent('Kindxhr');
  expect(detail).toHaveTextContent('Statusno response');
  expect(detail).toHaveTextContent('Request size (bytes)14');
});

test('"Copy link at this moment" copies the address of the moment shown, the address follows the playhead, and a note is added at the moment shown', async () => {
  window.history.replaceState(null, '', '/studio/sessions/s?lang=original');
  const writeText = jest.fn(async () => undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  const addNote = jest.fn(async () => ({}));
  replayers.length = 0;
  nextIndex.clear();
  const bytes = [
    ...metaFrame({ ...META, batches: 1, lastActivityAt: T0 + 60_000 }),
    ...batchFrame(stored(0, firstPage())),
  ];
  const body = new NodeReadableStream<Uint8Array>({
    start: (c) => (bytes.forEach((chunk) => c.enqueue(chunk)), c.close()),
  });
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, body })) as unknown as typeof fetch;
  render(
    <ReplayPlayer
      dataUrl="/d"
      canvasUrl="/c"
      locale="en"
      strings={strings}
      tagNames={{}}
      notes={[{ at: T0 + 30_000, body: 'Vote button dead', author: 'team' }]}
      addNote={addNote}
    />,
  );
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  // Opening the page does not rewrite its address; moving the playhead does.
  expect(window.location.search).toBe('?lang=original');
  fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' });
  await waitFor(() => expect(new URL(window.location.href).searchParams.get('t')).toBe(String(T0 + 5000)));
  expect(new URL(window.location.href).searchParams.get('lang')).toBe('original');
  await act(async () => screen.getByRole('button', { name: 'Copy link at this moment' }).click());
  expect(writeText).toHaveBeenCalledWith(`http://localhost/studio/sessions/s?lang=original&t=${T0 + 5000}`);
  expect(screen.getByText('Link copied.')).toBeInTheDocument();

  const notes = screen.getByRole('region', { name: 'Notes' });
  expect(within(notes).getByText('Vote button dead')).toBeInTheDocument();
  // The team's note is in the event list too, at its moment.
  expect(
    within(screen.getByRole('region', { name: 'Events' }))
      .getAllByRole('listitem')
      .map((row) => row.dataset.kind),
  ).toEqual(['page', 'note']);
  fireEvent.change(within(notes).getByLabelText('Note at 0:05'), { target: { value: 'Looks lost' } });
  await act(async () => within(notes).getByRole('button', { name: 'Add note' }).click());
  expect(addNote).toHaveBeenCalledWith(T0 + 5000, 'Looks lost');
  await act(async () => within(notes).getByRole('button', { name: '0:30' }).click());
  expect(replayers[0]!.pausedAt.at(-1)).toBe(30_001);
});

test('frustration signals are in the event list and in a lane of the timeline of their own, judged per batch as the ingest judges them', async () => {
  await played([
    ...firstPage(),
    frame('click', { ts: T0 + 1000, nodeId: 3, selector: '#pay', label: 'Pay', x: 1, y: 1 }),
    frame('click', { ts: T0 + 1300, nodeId: 3, selector: '#pay', label: 'Pay', x: 1, y: 1 }),
    frame('click', { ts: T0 + 1600, nodeId: 3, selector: '#pay', label: 'Pay', x: 1, y: 1 }),
    frame('click', { ts: T0 + 5000, nodeId: 4, selector: '#help', label: 'Help', x: 1, y: 1 }),
    frame('rrweb', {
      type: 3,
      data: { source: 1, positions: [{ x: 1, y: 1, id: 1, timeOffset: 0 }] },
      timestamp: T0 + 9000,
    }),
  ]);
  const rows = within(screen.getByRole('region', { name: 'Events' })).getAllByRole('listitem');
  expect(
    rows
      .filter((row) => ['rage', 'dead', 'error_click'].includes(row.dataset.kind!))
      .map((row) => [row.dataset.kind, row.textContent]),
  ).toEqual([
    ['rage', '0:01Rage click Pay #pay'],
    ['dead', '0:05Dead click Help #help'],
  ]);
  const lane = screen
    .getByRole('listbox', { name: 'Timeline' })
    .querySelector('[data-lane="frustration"]') as HTMLElement;
  expect(
    within(lane)
      .getAllByRole('option')
      .map((marker) => marker.getAttribute('aria-label')),
  ).toEqual(['Rage click 0:01: Pay', 'Dead click 0:05: Help']);
  await act(async () => within(lane).getByRole('option', { name: 'Dead click 0:05: Help' }).click());
  expect(replayers[0]!.pausedAt.at(-1)).toBe(5_001);
  const legend = within(screen.getByRole('group', { name: 'What the timeline marks' })).getByRole('list');
  expect(within(legend).getByText('Frustration').closest('li')).toHaveTextContent('Frustration 2');
});

test('a recorded page cannot make the studio’s browser request the site: URLs of the site itself never reach the replay', async () => {
  const site = window.location.origin;
  const img = (id: number, src: string) => ({ type: 2, tagName: 'img', attributes: { src }, childNodes: [], id });
  const snapshot = {
    type: 0,
    id: 1,
    childNodes: [
      {
        type: 2,
        tagName: 'html',
        attributes: {},
        id: 2,
        childNodes: [
          img(3, '/api/readuseractivity/7'),
          img(4, `${site}/api/readuseractivity/8`),
          img(5, `//${window.location.host}/api/logout/access`),
          {
            type: 2,
            tagName: 'div',
            attributes: { style: `background:url("${site}/api/readuseractivity/9")` },
            childNodes: [],
            id: 6,
          },
          {
            type: 2,
            tagName: 'img',
            attributes: { srcset: `/api/readuseractivity/10 1x, ${site}/images/ok.png 2x` },
            childNodes: [],
            id: 7,
          },
          {
            type: 2,
            tagName: 'style',
            attributes: { _cssText: `@import "/api/x"; body{background:url(/api/readuseractivity/11)}` },
            childNodes: [],
            id: 8,
          },
          img(9, `${site}/_next/static/media/logo.png`),
          img(10, 'https://images.example/picture.png'),
        ],
      },
    ],
  };
  const mutation = {
    source: 0,
    texts: [],
    removes: [],
    adds: [{ parentId: 2, nextId: null, node: img(11, '/api/readuseractivity/12') }],
    attributes: [{ id: 3, attributes: { src: '/api/readuseractivity/13' } }],
  };
  const bytes = [
    ...metaFrame({ ...META, batches: 1 }),
    ...batchFrame(
      stored(0, [
        frame('rrweb', { type: 4, data: { href: `${site}/`, width: 1280, height: 720 }, timestamp: T0 }),
        frame('rrweb', { type: 2, data: { node: snapshot, initialOffset: { top: 0, left: 0 } }, timestamp: T0 }),
        frame('rrweb', { type: 3, data: mutation, timestamp: T0 + 10 }),
      ]),
    ),
  ];
  const whole = new Uint8Array(bytes.reduce((n, b) => n + b.length, 0));
  bytes.reduce((at, b) => (whole.set(b, at), at + b.length), 0);
  const body = new NodeReadableStream<Uint8Array>({ start: (c) => (c.enqueue(whole), c.close()) });
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, body })) as unknown as typeof fetch;
  replayers.length = 0;
  render(
    <ReplayPlayer dataUrl="/api/studio/sessions/s/replay" canvasUrl="/c" locale="en" strings={strings} tagNames={{}} />,
  );
  await waitFor(() => expect(replayers).toHaveLength(1));
  const given = JSON.stringify(replayers[0]!.events);
  expect(given).not.toMatch(/\/api\//);
  // The site's static files and other sites' images still show.
  expect(given).toContain(`${site}/_next/static/media/logo.png`);
  expect(given).toContain(`${site}/images/ok.png 2x`);
  expect(given).toContain('https://images.example/picture.png');
});

test('a public link’s replay (no notes, no list) shows neither the team’s notes nor links to other sessions', async () => {
  await played(firstPage(), {}, { notes: [{ at: T0, body: 'Team only', author: 'team' }] });
  expect(screen.getByRole('region', { name: 'Notes' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Sessions of the list' })).toBeInTheDocument();
  document.body.innerHTML = '';
  await played(
    firstPage(),
    {},
    { notes: [{ at: T0, body: 'Team only', author: 'team' }], notesHref: null, neighbours: null },
  );
  expect(screen.queryByRole('region', { name: 'Notes' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'All notes of the team' })).toBeNull();
  expect(screen.queryByRole('navigation', { name: 'Sessions of the list' })).toBeNull();
  expect(screen.getByRole('slider', { name: 'Position in the recording' })).toBeInTheDocument();
});
