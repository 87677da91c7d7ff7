/**
 * The feature flags the page asks about (isFlagEnabled, getFeatureFlag, onFlagsLoad), kept for the page's life across
 * stops and restarts, and their loading (the request itself is src/features/flags.ts, a chunk loaded with the first).
 */
import { STORAGE_KEYS } from './constants';
import type { FeatureFlag } from './features/flags';
import { session, storage } from './session';

/** What a flags request is made with: a start response's token and project, or the tab's stored token alone. */
export interface FlagsAuth {
  token: string;
  projectID: string;
}

/** The flags' part of the tracker's API. */
export interface FlagsApi {
  isFlagEnabled(key: string): boolean;
  getFeatureFlag(key: string): FeatureFlag | undefined;
  /** Called on every load, and at once when flags are loaded already. */
  onFlagsLoad(callback: (flags: FeatureFlag[]) => void): void;
  /** Forgets the flags kept with `is_persist` for this tab's visit. */
  clearPersistFlags(): void;
}

export type FlagStore = ReturnType<typeof createFlagStore>;

export function createFlagStore(ingest: string, warn: (message: string) => void) {
  let flags: FeatureFlag[] = [];
  let loaded = false;
  const listeners: ((flags: FeatureFlag[]) => void)[] = [];
  const getFeatureFlag = (key: string) => flags.find((flag) => flag.key === key);

  const store = {
    /** Loaded with the tab's stored session, which the start continues: the start need not ask again. */
    ofSession: false,
    /**
     * Asks for the flags with `auth` (null: nothing to ask with) and keeps them, unless `alive()` says the run they
     * were asked for ended meanwhile; answers the flags kept, or null. `stored`: `auth` is the tab's stored session.
     */
    async load(
      auth: FlagsAuth | null | Promise<FlagsAuth | null>,
      user: { userID?: string; metadata: Record<string, string> },
      alive: () => boolean,
      stored: boolean,
    ): Promise<FeatureFlag[] | null> {
      try {
        const [{ fetchFlags }, asked] = await Promise.all([import('./features/flags'), auth]);
        if (!asked || !alive()) return null;
        const answer = await fetchFlags({
          ingest,
          token: asked.token,
          projectID: asked.projectID,
          userID: user.userID,
          metadata: user.metadata,
        });
        if (!answer || !alive()) return null;
        flags = answer;
        loaded = true;
        store.ofSession ||= stored;
        for (const listener of listeners) listener(flags);
        return flags;
      } catch (error) {
        warn(`feature flags: ${String(error)}`);
        return null;
      }
    },
    api: {
      isFlagEnabled: (key) => !!getFeatureFlag(key)?.value,
      getFeatureFlag,
      onFlagsLoad(callback) {
        listeners.push(callback);
        if (loaded) callback(flags);
      },
      clearPersistFlags: () => storage.write(session, STORAGE_KEYS.flags, null),
    } satisfies FlagsApi as FlagsApi,
  };
  return store;
}
