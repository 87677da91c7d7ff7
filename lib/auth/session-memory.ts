import { LRUCache } from 'lru-cache';
import { announce, changeFeedReliable, onChange, onChangesMissed } from '@/lib/change-feed/feed';

/*
 * Remembered session checks (lib/auth/session-store.ts): the database row of a good session, kept for a moment so that a
 * member's burst of requests costs one statement. What keeps them right is that every write that changes what a check
 * reads says so, by name, here: `sessionChanged` (a logout, a revocation), `memberChanged` (everything of one member:
 * all their sessions ended, a role, the groups they belong to) and `everyMemberChanged` (something many members' checks
 * read, such as a question asked in a group, which boosts that group in every member's feed). The announcement
 * reaches every process of the site (lib/change-feed/feed.ts), so a logout through one replica ends the session on
 * the others before its answer has left.
 */

/** The change-feed topic of the writes that change what session checks read. */
export const SESSION_CHANGES_TOPIC = 'sessions';

/** What a change concerns: one session, one member's every session, or every member. */
export type SessionChange = { sessionId: string } | { userId: string } | { everyone: true };

/**
 * Values remembered per session for `keepMs` at most, `capacity` of them at most (the least recently used goes first:
 * lru-cache's `max` and `ttl`), forgotten at once by the announced changes that concern them. A read that raced a
 * change must not be remembered: take `generation()` before reading and hand it to `keep`, which drops the value when a
 * change was heard in between.
 */
export class SessionMemory<V> {
  private readonly entries: LRUCache<string, { value: V; sessionId: string; userId: string }>;
  private changes = 0;

  constructor(keepMs: number, capacity: number, monotonicNow: () => number = () => performance.now()) {
    this.entries = new LRUCache({
      max: capacity,
      ttl: keepMs,
      // Every read asks the clock (lru-cache otherwise reuses a reading for up to 1 ms, with a timer per reading).
      ttlResolution: 0,
      perf: { now: monotonicNow },
    });
    // The memories live as long as the process (a few module-level constants): the listeners are never removed.
    onChange(SESSION_CHANGES_TOPIC, (change) => this.forget(readChange(change)));
    onChangesMissed(() => this.forget({ everyone: true }));
  }

  generation(): number {
    return this.changes;
  }

  get(sessionId: string, userId: string): V | undefined {
    return this.entries.get(`${sessionId}/${userId}`)?.value;
  }

  keep(sessionId: string, userId: string, value: V, generationBeforeReading: number): void {
    // A process that may miss another's changes (its feed is down) remembers nothing.
    if (generationBeforeReading !== this.changes || !changeFeedReliable()) return;
    this.entries.set(`${sessionId}/${userId}`, { value, sessionId, userId });
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(change: SessionChange): void {
    this.changes += 1;
    if ('everyone' in change) {
      this.entries.clear();
      return;
    }
    const concerned: string[] = [];
    for (const [key, entry] of this.entries.entries()) {
      if ('sessionId' in change ? entry.sessionId === change.sessionId : entry.userId === change.userId)
        concerned.push(key);
    }
    for (const key of concerned) this.entries.delete(key);
  }
}

/** An announced change as another process sent it; anything unreadable is taken as the broadest change. */
function readChange(data: unknown): SessionChange {
  const change = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (typeof change.sessionId === 'string') return { sessionId: change.sessionId };
  if (typeof change.userId === 'string') return { userId: change.userId };
  return { everyone: true };
}

/** A session ended (logout, revocation): its remembered checks are forgotten here and on every replica. */
export function sessionChanged(sessionId: string): Promise<void> {
  return announce(SESSION_CHANGES_TOPIC, { sessionId } satisfies SessionChange);
}

/** Something every check of this member reads changed (their sessions, role, name, language, groups). */
export function memberChanged(userId: string): Promise<void> {
  return announce(SESSION_CHANGES_TOPIC, { userId } satisfies SessionChange);
}

/** Something the checks of many members read changed (a question asked in a group boosts it in its members' feeds). */
export function everyMemberChanged(): Promise<void> {
  return announce(SESSION_CHANGES_TOPIC, { everyone: true } satisfies SessionChange);
}
