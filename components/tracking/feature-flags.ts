'use client';

import { useSyncExternalStore } from 'react';

/**
 * The project's feature flags (served by the tracker, set in the studio) for the site's own code. A flag reads as its
 * default until the flags arrive: on the server, on a visitor's first page until the tracker answered, and for a
 * visitor who did not agree to recording (nothing asks the ingest for them). The last flags of this tab are kept in
 * sessionStorage, so a later page of the visit has them right after hydration, before the tracker has loaded. A
 * component whose look depends on a flag keeps the same size either way, so nothing moves when they arrive.
 */
export type FlagValue = string | boolean;

/** sessionStorage: `{key: value}` of the flags that were on for this tab when last heard. */
export const FLAGS_CACHE_KEY = 'parley.featureFlags';

let current: Record<string, FlagValue> | null = null;
const listeners = new Set<() => void>();

function cached(): Record<string, FlagValue> | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(FLAGS_CACHE_KEY) ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, FlagValue>)
      : null;
  } catch {
    return null;
  }
}

/** The tracker's flags arrived (tracker-loader.ts connects this to `onFlagsLoad`). */
export function receiveFlags(flags: readonly { key: string; value: FlagValue }[]): void {
  current = Object.fromEntries(flags.filter((flag) => flag.value !== false).map((flag) => [flag.key, flag.value]));
  try {
    sessionStorage.setItem(FLAGS_CACHE_KEY, JSON.stringify(current));
  } catch {
    // Storage refused (private mode): this page still has them.
  }
  for (const listener of listeners) listener();
}

/** Forgets the flags (recording consent withdrawn): every flag reads as its default again. */
export function forgetFlags(): void {
  current = null;
  try {
    sessionStorage.removeItem(FLAGS_CACHE_KEY);
  } catch {
    // as above
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A flag's value now: true or the variant when it is on for this visitor, false when off, undefined when not known. */
export function flagValue(key: string): FlagValue | undefined {
  const flags = current ?? cached();
  if (!flags) return undefined;
  return flags[key] ?? false;
}

/**
 * A feature flag's value: `fallback` until the flags are known (the server render, and hydration, always use it),
 * then true or the variant's value when the flag is on for this visitor, false when it is off.
 */
export function useFeatureFlag<T extends FlagValue>(key: string, fallback: T): FlagValue {
  return useSyncExternalStore(
    subscribe,
    () => flagValue(key) ?? fallback,
    () => fallback,
  );
}
