'use client';

import { useSyncExternalStore } from 'react';
import { hasSessionHint } from '@/lib/auth/member-hint';
import { readFlagsHint, type HintedFlagValue } from '@/lib/recordings/flags-hint';

/**
 * The project's feature flags (set in the studio) for the site's own code (docs/decisions/0110-flags-at-render.md).
 * A signed-in member's come evaluated by the server in the flags cookie (lib/recordings/flags-hint.ts), which the
 * pre-paint script already showed in the first frame; their tracker answers the same. A visitor's tracker, when they
 * agreed to recording, serves them; a visitor without one (declined, or not asked yet) asks the server
 * (`GET /api/feature-flags`, loadServerFlags), which answers without any identifier. A flag reads as its default
 * until the flags arrive: on the server, at hydration, and for an anonymous visitor until either answered. The last
 * flags of this tab are kept in sessionStorage, so a later page of the visit has them right after hydration. A
 * component whose look depends on a flag keeps the same size either way, so nothing moves when they arrive.
 */
export type FlagValue = HintedFlagValue;

/** Where a visitor without a tracker gets the flags the server evaluates for them (app/api/feature-flags). */
export const SERVER_FLAGS_URL = '/api/feature-flags';

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

/** A signed-in member's flags from the server (none once signed out: the cookie outlives the session by a page). */
function hinted(): Record<string, FlagValue> | null {
  try {
    return hasSessionHint(document.cookie) ? readFlagsHint(document.cookie) : null;
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

/**
 * For a visitor without a tracker (no consent to recording): the flags the server evaluates for them, which need no
 * recording. A failed request leaves every flag at its default.
 */
export async function loadServerFlags(fetcher: typeof fetch = fetch): Promise<void> {
  try {
    const response = await fetcher(SERVER_FLAGS_URL, { credentials: 'same-origin' });
    if (!response.ok) return;
    const { flags } = (await response.json()) as { flags?: unknown };
    if (!Array.isArray(flags)) return;
    receiveFlags(
      flags.filter(
        (flag): flag is { key: string; value: FlagValue } =>
          typeof flag?.key === 'string' && (typeof flag.value === 'string' || typeof flag.value === 'boolean'),
      ),
    );
  } catch (error) {
    console.warn('feature flags:', error);
  }
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

/**
 * A flag's value now: true or the variant when it is on for this visitor, false when off, undefined when not known.
 * The flags that arrived on this page first, then the server's for a member (fresher than the tab's kept ones).
 */
export function flagValue(key: string): FlagValue | undefined {
  const flags = current ?? hinted() ?? cached();
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
