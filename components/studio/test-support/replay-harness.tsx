import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { gzipSync } from 'node:zlib';
import { render, screen, waitFor } from '@testing-library/react';
import { encodeBatch, type Frame, MESSAGE_TYPES, type MessageName } from '@parley/tracker/protocol';
import { batchFrame, metaFrame, type ReplayMeta } from '@/lib/studio/replay-wire';
import { ReplayPlayer, type ReplayStrings } from '../ReplayPlayer';
import { replayers } from './fake-replayer';

// What the player's tests share: its strings in English, recorded batches as the replay's answer carries them, and a
// player rendered over a finished stream. Each test file mocks rrweb with ./fake-replayer.

export const KIND_NAMES = {
  page: 'Page change',
  click: 'Click',
  network: 'Network request',
  error: 'Error',
  tag: 'Tag triggered',
  custom: 'Custom event',
  input: 'Input',
  task: 'Test step',
  note: 'Note',
  rage: 'Rage click',
  dead: 'Dead click',
  error_click: 'Error click',
};

export const strings: ReplayStrings = {
  frameTitle: 'Session replay',
  play: 'Play',
  pause: 'Pause',
  speed: 'Speed',
  skipInactivity: 'Skip inactivity',
  timeline: 'Timeline',
  position: 'Position in the recording',
  legend: 'What the timeline marks',
  // As the messages write it: the player fills in the numbers in the page's digits.
  loading: 'Loading the recording: {loaded, number} of {total, number} batches',
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
  stack: 'Stack trace',
  filterNetwork: 'Filter requests',
  details: 'Details',
  requestKind: 'Kind',
  requestSize: 'Request size (bytes)',
  responseSize: 'Response size (bytes)',
  noAnswer: 'no response',
  console: 'Console',
  noConsole: 'Nothing was logged.',
  consoleLevel: 'Level',
  allLevels: 'All levels',
  filterConsole: 'Filter messages',
  events: 'Events',
  searchEvents: 'Search events',
  noEvents: 'No events match.',
  kinds: KIND_NAMES,
  copyLink: 'Copy link at this moment',
  linkCopied: 'Link copied.',
  copyFailed: 'Copy the link by hand:',
  notes: 'Notes',
  noNotes: 'No notes on this session yet.',
  noteAt: 'Note at {time}',
  addNote: 'Add note',
  allNotes: 'All notes of the team',
  // The lanes are named as the kinds of event they hold, and the frustration lane's markers by their signal.
  markers: { ...KIND_NAMES, frustration: 'Frustration', performance: 'Slow interaction' },
  fields: { password: 'password field, masked', checked: 'checked', unchecked: 'not checked' },
  theatre: 'Theatre mode',
  fullscreen: 'Fullscreen',
  zoom: 'Zoom',
  zoomFit: 'Fit ({percent})',
  shortcuts: 'Keyboard shortcuts',
  listSessions: 'Sessions of the list',
  previousSession: 'Previous session of the list',
  nextSession: 'Next session of the list',
  sheet: {
    title: 'Keyboard shortcuts',
    close: 'Close',
    singleKeys: 'Single-key shortcuts on',
    or: 'or',
    actions: {
      playPause: 'Play or pause',
      seek: 'Back or forward 5 seconds',
      seekFar: 'Back or forward 30 seconds',
      ends: 'To the start or the end',
      markers: "The timeline's markers",
      theatre: 'Theatre mode',
      fullscreen: 'Fullscreen',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      zoomFit: 'Fit to the window',
      previous: 'Previous session of the list',
      next: 'Next session of the list',
      sheet: 'This list of shortcuts',
      leave: 'Close this list, or leave theatre mode',
    },
    keys: { space: 'Space', shift: 'Shift', home: 'Home', end: 'End', escape: 'Esc', enter: 'Enter', tab: 'Tab' },
  },
};

export const T0 = 1_800_000_000_000;
export const frame = (name: MessageName, data: unknown): Frame => ({
  type: MESSAGE_TYPES[name],
  payload: JSON.stringify(data),
});
// As the tracker numbers them: a page's messages count on from one batch to the next (the player keeps one per index).
export const nextIndex = new Map<number, number>();
export const stored = (batchNo: number, frames: Frame[], pageNo = 0) => {
  const firstIndex = batchNo === 0 ? 0 : (nextIndex.get(pageNo) ?? 0);
  nextIndex.set(pageNo, firstIndex + frames.length);
  return new Uint8Array(
    gzipSync(encodeBatch({ version: 1, pageNo, batchNo, firstIndex, timestamp: T0, tabId: 'tab' }, frames)),
  );
};
export const META: ReplayMeta = {
  sessionId: 's',
  startedAt: T0,
  lastActivityAt: T0 + 9000,
  batches: 2,
  bytes: 0,
  images: [],
};

/** Renders the player over a finished stream of these batches (one page load), and waits until all are read. */
export async function played(
  frames: Frame[],
  meta: Partial<ReplayMeta> = {},
  props: Partial<Parameters<typeof ReplayPlayer>[0]> = {},
) {
  replayers.length = 0;
  nextIndex.clear();
  const bytes = [...metaFrame({ ...META, batches: 1, ...meta }), ...batchFrame(stored(0, frames))];
  const body = new NodeReadableStream<Uint8Array>({
    start: (c) => (bytes.forEach((chunk) => c.enqueue(chunk)), c.close()),
  });
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, body })) as unknown as typeof fetch;
  render(
    <ReplayPlayer
      dataUrl="/api/studio/sessions/s/replay"
      canvasUrl="/c"
      locale="en"
      strings={strings}
      tagNames={{}}
      {...props}
    />,
  );
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  return replayers[0]!;
}
export const firstPage = (ts = T0) => [
  frame('rrweb', { type: 4, data: { href: 'http://x/', width: 1280, height: 720 }, timestamp: ts }),
  frame('rrweb', {
    type: 2,
    data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { top: 0, left: 0 } },
    timestamp: ts,
  }),
  frame('page', { ts, url: 'http://x/', referrer: '', title: 'x', navigation: 'load' }),
];
