import { SHORTCUT_ACTIONS, SHORTCUT_SHEET, shortcutAction, type KeyPress } from './replay-shortcuts';

const press = (key: string, code: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

test('each single-key shortcut is its key, letters by their place on the keyboard so a Persian layout works too', () => {
  expect(shortcutAction(press('t', 'KeyT'))).toBe('theatre');
  // The Persian layout's T key types ف.
  expect(shortcutAction(press('ف', 'KeyT'))).toBe('theatre');
  expect(shortcutAction(press('F', 'KeyF', { shiftKey: true }))).toBe('fullscreen');
  expect(shortcutAction(press('N', 'KeyN', { shiftKey: true }))).toBe('next');
  expect(shortcutAction(press('P', 'KeyP', { shiftKey: true }))).toBe('previous');
  expect(shortcutAction(press('?', 'Slash', { shiftKey: true }))).toBe('sheet');
  expect(shortcutAction(press('؟', 'Slash', { shiftKey: true }))).toBe('sheet');
  expect(shortcutAction(press('+', 'Equal', { shiftKey: true }))).toBe('zoomIn');
  expect(shortcutAction(press('=', 'Equal'))).toBe('zoomIn');
  expect(shortcutAction(press('-', 'Minus'))).toBe('zoomOut');
  expect(shortcutAction(press('۰', 'Digit0'))).toBe('zoomFit');
});

test('a key with Ctrl, Alt or Cmd is the browser’s, and a letter without its Shift (or with one it lacks) is nothing', () => {
  expect(shortcutAction(press('t', 'KeyT', { ctrlKey: true }))).toBeNull();
  expect(shortcutAction(press('f', 'KeyF', { metaKey: true, shiftKey: true }))).toBeNull();
  expect(shortcutAction(press('+', 'Equal', { altKey: true }))).toBeNull();
  expect(shortcutAction(press('f', 'KeyF'))).toBeNull();
  expect(shortcutAction(press('n', 'KeyN'))).toBeNull();
  expect(shortcutAction(press('T', 'KeyT', { shiftKey: true }))).toBeNull();
  expect(shortcutAction(press('x', 'KeyX'))).toBeNull();
  expect(shortcutAction(press(' ', 'Space'))).toBeNull();
});

test('the sheet lists every single-key shortcut once', () => {
  const listed = SHORTCUT_SHEET.map((row) => row.action);
  expect(new Set(listed).size).toBe(listed.length);
  for (const action of SHORTCUT_ACTIONS) expect(listed).toContain(action);
});
