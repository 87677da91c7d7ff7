import './test-support/web-apis';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { replayers } from './test-support/fake-replayer';
import { firstPage, frame, played, T0 } from './test-support/replay-harness';

jest.mock('@rrweb/replay', () => jest.requireActual('./test-support/fake-replayer'));

// The player as a tool to read a recording with: its display (theatre mode, fullscreen, zoom), its keys (the shortcut
// sheet, the timeline's markers as one Tab stop), the list's next and previous sessions.

beforeEach(() => window.localStorage.clear());

const key = (init: { key: string; code?: string; shiftKey?: boolean }, target: Element = document.body) =>
  act(async () => void fireEvent.keyDown(target, init));

test('Play says what it does and is not also "pressed"; skipping inactivity is on from the start', async () => {
  const replayer = await played(firstPage());
  const play = screen.getByRole('button', { name: 'Play' });
  expect(play).not.toHaveAttribute('aria-pressed');
  await act(async () => play.click());
  expect(screen.getByRole('button', { name: 'Pause' })).not.toHaveAttribute('aria-pressed');
  expect(screen.getByRole('checkbox', { name: 'Skip inactivity' })).toBeChecked();
  expect(replayer.config.skipInactive).toBe(true);
});

test('theatre mode is a toggle (its button or T) that gives the player the window, Escape leaves it, and the next replay opens in it', async () => {
  await played(firstPage());
  const theatre = screen.getByRole('button', { name: 'Theatre mode' });
  const root = document.querySelector('.replay')!;
  expect(theatre).toHaveAttribute('aria-pressed', 'false');
  expect(root).not.toHaveAttribute('data-theatre');
  await act(async () => theatre.click());
  expect(theatre).toHaveAttribute('aria-pressed', 'true');
  expect(root).toHaveAttribute('data-theatre');
  await key({ key: 'Escape' });
  expect(theatre).toHaveAttribute('aria-pressed', 'false');
  await key({ key: 't', code: 'KeyT' });
  expect(theatre).toHaveAttribute('aria-pressed', 'true');
  // T typed into a field is text.
  await key({ key: 't', code: 'KeyT' }, screen.getByRole('searchbox', { name: 'Search events' }));
  expect(theatre).toHaveAttribute('aria-pressed', 'true');
  // Kept for the next replay opened.
  expect(window.localStorage.getItem('parley.studio.theatre')).toBe('on');
});

test('Shift+F and its button put the player, not the page, in fullscreen, and the button says when it is', async () => {
  const requested: Element[] = [];
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, writable: true, value: null });
  document.documentElement.requestFullscreen = jest.fn();
  HTMLElement.prototype.requestFullscreen = jest.fn(async function (this: HTMLElement) {
    requested.push(this);
  });
  document.exitFullscreen = jest.fn(async () => undefined);
  try {
    await played(firstPage());
    const button = screen.getByRole('button', { name: 'Fullscreen' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Shift+F');
    await key({ key: 'F', code: 'KeyF', shiftKey: true });
    const root = document.querySelector('.replay')!;
    expect(requested).toEqual([root]);
    await act(async () => {
      Object.assign(document, { fullscreenElement: root });
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(root).toHaveAttribute('data-theatre');
    // F without Shift is nothing; Shift+F again leaves.
    await key({ key: 'f', code: 'KeyF' });
    expect(document.exitFullscreen).not.toHaveBeenCalled();
    await act(async () => button.click());
    expect(document.exitFullscreen).toHaveBeenCalledTimes(1);
  } finally {
    delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled;
    delete (document as { fullscreenElement?: unknown }).fullscreenElement;
  }
});

test('the recording is drawn as large as its room allows, and zoomed by the menu or by +, - and 0', async () => {
  const replayer = await played(firstPage());
  const stage = screen.getByTestId('replay-stage');
  // A 1000 px column: the 1280 × 720 recording fits at 78 % (jsdom's window is 768 px high, room enough).
  Object.defineProperty(stage, 'clientWidth', { configurable: true, value: 1000 });
  await act(async () => void window.dispatchEvent(new Event('resize')));
  const zoom = screen.getByRole('combobox', { name: 'Zoom' });
  expect(
    within(zoom)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Fit (78%)', '50%', '75%', '100%', '150%', '200%']);
  expect(replayer.wrapper.style.transform).toBe('translateX(0px) scale(0.78125)');
  expect(stage.style.blockSize).toBe('563px');
  await key({ key: '+', code: 'Equal', shiftKey: true });
  expect(zoom).toHaveValue('1');
  expect(replayer.wrapper.style.transform).toBe('translateX(0px) scale(1)');
  // Wider than its column: the stage scrolls.
  expect(stage).toHaveAttribute('data-scrolls');
  await key({ key: '-', code: 'Minus' });
  await key({ key: '-', code: 'Minus' });
  expect(zoom).toHaveValue('0.5');
  expect(replayer.wrapper.style.transform).toBe('translateX(180px) scale(0.5)');
  await key({ key: '0', code: 'Digit0' });
  expect(zoom).toHaveValue('fit');
  fireEvent.change(zoom, { target: { value: '1.5' } });
  expect(replayer.wrapper.style.transform).toBe('translateX(0px) scale(1.5)');
});

test('? opens the shortcut sheet, a dialog listing every key; Escape closes it; the single keys can be turned off there', async () => {
  await played(firstPage());
  const opener = screen.getByRole('button', { name: 'Keyboard shortcuts' });
  opener.focus();
  await key({ key: '?', code: 'Slash', shiftKey: true }, opener);
  const sheet = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
  expect(sheet).toContainElement(document.activeElement as HTMLElement);
  expect(within(sheet).getByRole('row', { name: /^Theatre mode T$/ })).toBeInTheDocument();
  expect(within(sheet).getByRole('row', { name: /^Fullscreen Shift \+ F$/ })).toBeInTheDocument();
  expect(within(sheet).getByRole('row', { name: /^Next session of the list Shift \+ N$/ })).toBeInTheDocument();
  expect(within(sheet).getByRole('row', { name: /^Back or forward 5 seconds ← or →$/ })).toBeInTheDocument();
  // While it is open, the player's keys do nothing.
  await key({ key: 't', code: 'KeyT' });
  expect(screen.getByRole('button', { name: 'Theatre mode' })).toHaveAttribute('aria-pressed', 'false');
  await act(async () => within(sheet).getByRole('checkbox', { name: 'Single-key shortcuts on' }).click());
  await key({ key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
  // Off: T and ? are only letters now; the button still opens the sheet, and the choice is kept.
  await key({ key: 't', code: 'KeyT' });
  await key({ key: '?', code: 'Slash', shiftKey: true });
  expect(screen.getByRole('button', { name: 'Theatre mode' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: 'Theatre mode' })).not.toHaveAttribute('aria-keyshortcuts');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(window.localStorage.getItem('parley.studio.singleKeyShortcuts')).toBe('off');
  await act(async () => opener.click());
  expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
});

test("the list's previous and next sessions are links, and Shift+P and Shift+N go there; without one, the link says so", async () => {
  const navigate = jest.fn();
  await played(firstPage(), {}, { neighbours: { next: '/studio/sessions/b?lang=en&error=1' }, navigate });
  const steps = screen.getByRole('navigation', { name: 'Sessions of the list' });
  expect(within(steps).getByRole('link', { name: 'Next session of the list' })).toHaveAttribute(
    'href',
    '/studio/sessions/b?lang=en&error=1',
  );
  expect(within(steps).getByRole('link', { name: 'Previous session of the list' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await key({ key: 'P', code: 'KeyP', shiftKey: true });
  expect(navigate).not.toHaveBeenCalled();
  await key({ key: 'N', code: 'KeyN', shiftKey: true });
  expect(navigate).toHaveBeenCalledWith('/studio/sessions/b?lang=en&error=1');
});

test("the timeline's markers are one Tab stop: the arrows move through them (Up and Down between lanes), Enter goes to one, and the page does not seek meanwhile", async () => {
  const replayer = await played(
    [
      ...firstPage(),
      frame('click', { ts: T0 + 10_000, nodeId: 1, selector: '#a', label: 'A', x: 1, y: 1 }),
      frame('click', { ts: T0 + 30_000, nodeId: 1, selector: '#b', label: 'B', x: 1, y: 1 }),
      frame('custom', { ts: T0 + 28_000, name: 'checkout', payload: {} }),
    ],
    { lastActivityAt: T0 + 60_000 },
  );
  const lanes = screen.getByRole('listbox', { name: 'Timeline' });
  expect(lanes).toHaveAttribute('tabindex', '0');
  // No marker is a Tab stop of its own.
  expect(lanes.querySelectorAll('[tabindex], button, a')).toHaveLength(0);
  const selected = () => document.getElementById(lanes.getAttribute('aria-activedescendant')!)!;
  expect(selected()).toHaveAccessibleName(/^Page change 0:00/);
  expect(selected()).toHaveAttribute('aria-selected', 'true');
  await key({ key: 'ArrowDown' }, lanes);
  expect(selected()).toHaveAccessibleName('Click 0:10: A');
  await key({ key: 'ArrowRight' }, lanes);
  expect(selected()).toHaveAccessibleName('Click 0:30: B');
  await key({ key: 'ArrowDown' }, lanes);
  expect(selected()).toHaveAccessibleName('Custom event 0:28: checkout');
  await key({ key: 'Home' }, lanes);
  await key({ key: 'ArrowUp' }, lanes);
  expect(selected()).toHaveAccessibleName('Click 0:30: B');
  expect(screen.getByRole('slider', { name: 'Position in the recording' })).toHaveAttribute('aria-valuenow', '0');
  expect(replayer.pausedAt).toEqual([]);
  await key({ key: 'Enter' }, lanes);
  expect(replayer.pausedAt).toEqual([30_001]);
  // Space goes there too, and does not play.
  await key({ key: ' ' }, lanes);
  expect(replayer.playedFrom).toEqual([]);
});

test('the pointer over the timeline shows the moment it would go to', async () => {
  await played(firstPage(), { lastActivityAt: T0 + 60_000 });
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
  expect(screen.queryByTestId('replay-hover-time')).toBeNull();
  await act(async () => void fireEvent.pointerMove(slider, { clientX: 250, pointerId: 1 }));
  expect(screen.getByTestId('replay-hover-time')).toHaveTextContent('0:15');
  expect(screen.getByTestId('replay-hover-time').style.insetInlineStart).toBe('25%');
  // Hovering does not seek.
  expect(slider).toHaveAttribute('aria-valuenow', '0');
  await act(async () => void fireEvent.pointerLeave(slider));
  expect(screen.queryByTestId('replay-hover-time')).toBeNull();
});

test('the event list names a password field as one, masked, and an uncaught error once', async () => {
  await played([
    frame('rrweb', { type: 4, data: { href: 'http://x/', width: 1280, height: 720 }, timestamp: T0 }),
    frame('rrweb', {
      type: 2,
      data: {
        node: {
          type: 0,
          id: 1,
          childNodes: [
            {
              type: 2,
              id: 5,
              tagName: 'input',
              attributes: { name: 'pwd', id: 'field-pwd', type: 'password' },
              childNodes: [],
            },
          ],
        },
        initialOffset: { top: 0, left: 0 },
      },
      timestamp: T0,
    }),
    frame('rrweb', { type: 3, data: { source: 5, id: 5, text: '', isChecked: false }, timestamp: T0 + 1000 }),
    frame('error', { ts: T0 + 2000, name: 'Error', message: 'Uncaught Error: boom', stack: '', source: 'error' }),
  ]);
  const events = screen.getByRole('region', { name: 'Events' });
  const rows = within(events).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    '0:01Input input[name=pwd]#field-pwd password field, masked',
    '0:02Error boom',
  ]);
  fireEvent.change(within(events).getByRole('searchbox'), { target: { value: 'password' } });
  expect(within(events).getAllByRole('listitem')).toHaveLength(1);
  expect(within(screen.getByRole('region', { name: 'Errors' })).getByRole('listitem')).toHaveTextContent(
    '0:02 Error: boom',
  );
  expect(replayers).toHaveLength(1);
});
