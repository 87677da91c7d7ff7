/**
 * The replay player's keyboard shortcuts, pure: which key does what (the player acts on them, its shortcut sheet lists
 * them, both from here). Space, the arrows, Home and End are the slider's own keys (replay-timeline.ts `seekByKey`),
 * usable from anywhere on the page; the others are single keys that can be turned off (WCAG 2.1.4), and never act
 * while the keyboard is in a field.
 */

/** What a single-key shortcut does. */
export const SHORTCUT_ACTIONS = [
  'theatre',
  'fullscreen',
  'zoomIn',
  'zoomOut',
  'zoomFit',
  'previous',
  'next',
  'sheet',
] as const;
export type ShortcutAction = (typeof SHORTCUT_ACTIONS)[number];

/** A key as a keyboard event names it: `code` is the key's place (the same under a Persian layout), `key` its character. */
export interface KeyPress {
  key: string;
  code?: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** The single-key shortcut a key press is, or null. Letters are read by their place, so they work in every layout. */
export function shortcutAction(press: KeyPress): ShortcutAction | null {
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  const { key, code = '', shiftKey } = press;
  if (key === '?' || (code === 'Slash' && shiftKey)) return 'sheet';
  if (code === 'KeyT' || key === 't' || key === 'T') return shiftKey ? null : 'theatre';
  if (code === 'KeyF' || key === 'f' || key === 'F') return shiftKey ? 'fullscreen' : null;
  if (code === 'KeyN' || key === 'n' || key === 'N') return shiftKey ? 'next' : null;
  if (code === 'KeyP' || key === 'p' || key === 'P') return shiftKey ? 'previous' : null;
  if (key === '+' || key === '=' || code === 'Equal' || code === 'NumpadAdd') return 'zoomIn';
  if (key === '-' || code === 'Minus' || code === 'NumpadSubtract') return 'zoomOut';
  if (key === '0' || code === 'Digit0' || code === 'Numpad0') return 'zoomFit';
  return null;
}

/** Names of keys the sheet shows translated; the others are shown as they are printed on the key. */
export type KeyName = 'space' | 'shift' | 'home' | 'end' | 'escape' | 'enter' | 'tab';
/** A key cap of the sheet: a named key, or a character shown as it is. */
export type KeyCap = { name: KeyName } | { text: string };

/** What the sheet lists, in its order: each row's action and the keys (each a combination of caps) that do it. */
export const SHORTCUT_SHEET: readonly { action: SheetAction; keys: readonly (readonly KeyCap[])[] }[] = [
  { action: 'playPause', keys: [[{ name: 'space' }]] },
  { action: 'seek', keys: [[{ text: '←' }], [{ text: '→' }]] },
  {
    action: 'seekFar',
    keys: [
      [{ name: 'shift' }, { text: '←' }],
      [{ name: 'shift' }, { text: '→' }],
    ],
  },
  { action: 'ends', keys: [[{ name: 'home' }], [{ name: 'end' }]] },
  { action: 'markers', keys: [[{ name: 'tab' }], [{ text: '← → ↑ ↓' }], [{ name: 'enter' }]] },
  { action: 'theatre', keys: [[{ text: 'T' }]] },
  { action: 'fullscreen', keys: [[{ name: 'shift' }, { text: 'F' }]] },
  { action: 'zoomIn', keys: [[{ text: '+' }]] },
  { action: 'zoomOut', keys: [[{ text: '-' }]] },
  { action: 'zoomFit', keys: [[{ text: '0' }]] },
  { action: 'previous', keys: [[{ name: 'shift' }, { text: 'P' }]] },
  { action: 'next', keys: [[{ name: 'shift' }, { text: 'N' }]] },
  { action: 'sheet', keys: [[{ text: '?' }]] },
  { action: 'leave', keys: [[{ name: 'escape' }]] },
];
/** Every row of the sheet: the single-key shortcuts and the keys the player always has. */
export type SheetAction = ShortcutAction | 'playPause' | 'seek' | 'seekFar' | 'ends' | 'markers' | 'leave';
