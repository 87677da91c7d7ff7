'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * What a team member chose in the player and keeps from one session to the next (the next session of a list opens as
 * the last one was watched): theatre mode, and whether the single-key shortcuts are on. Kept in this browser's
 * localStorage; the server render knows neither, so the page is drawn with the defaults first.
 */
export const PLAYER_PREFERENCES = {
  /** The player fills the window: off by default. */
  theatre: { key: 'parley.studio.theatre', fallback: false },
  /** Keys without a modifier (T, ?, +, -, 0, Shift+F, Shift+N, Shift+P) act: on by default, and can be turned off. */
  singleKeyShortcuts: { key: 'parley.studio.singleKeyShortcuts', fallback: true },
} as const;
export type PlayerPreference = keyof typeof PLAYER_PREFERENCES;

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Choices made where storage is refused: they last for this page. */
const memory = new Map<PlayerPreference, boolean>();

function read(name: PlayerPreference): boolean {
  const { key, fallback } = PLAYER_PREFERENCES[name];
  if (memory.has(name)) return memory.get(name)!;
  try {
    const value = window.localStorage.getItem(key);
    return value === null ? fallback : value === 'on';
  } catch {
    return fallback;
  }
}

/** One preference and its setter; the setter keeps it for the next page too (when storage is allowed). */
export function usePlayerPreference(name: PlayerPreference): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(name),
    () => PLAYER_PREFERENCES[name].fallback,
  );
  const set = useCallback(
    (next: boolean) => {
      try {
        window.localStorage.setItem(PLAYER_PREFERENCES[name].key, next ? 'on' : 'off');
      } catch {
        memory.set(name, next);
      }
      listeners.forEach((listener) => listener());
    },
    [name],
  );
  return [value, set];
}
