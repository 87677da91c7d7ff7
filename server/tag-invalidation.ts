/*
 * What the response cache (server/response-cache.ts) knows of changes to tagged pages (lib/http/cache-invalidation.ts:
 * a question page, tagged by the proxy with what it shows). The cache keeps such a page by its tags rather than by its
 * Cache-Control, because it hears of every change (in this process, and on PostgreSQL in every other:
 * lib/change-feed/feed.ts); this ledger says when a page made by Next.js may be kept:
 * - from the moment a change to a tag begins until it has ended (Next.js has it), pages with that tag are not kept;
 * - nor is a response that was on its way while any change began or ended: Next.js may have made it from the page
 *   before the change;
 * - nor anything while changes may have been missed (the change feed is down, or the cache was told it missed some).
 */
import { changeFeedReliable } from '../lib/change-feed/feed';

/**
 * The longest a change to cached pages may take to be reported done (cachedPagesChanging's `done`, called once the
 * action has answered): an action that failed before that keeps its pages out of the cache only this long.
 */
export const CACHED_PAGE_CHANGE_MAX_MS = 30_000;
/**
 * The longest a tagged page is served from memory: its changes are announced (in this process and, on PostgreSQL, by
 * the other replicas), and this bound is the safety net for one that never arrived.
 */
export const CACHED_PAGE_MAX_AGE_MS = 10 * 60_000;

export class TagInvalidation {
  /** Tags whose change has begun and not ended, with how many such changes. */
  private readonly changing = new Map<string, number>();
  private events = 0;

  /** `reliable`: whether this process hears every change (the change feed's connection is up). */
  constructor(private readonly reliable: () => boolean = changeFeedReliable) {}

  /**
   * How many times a change began or ended, or changes were missed, so far: take it when a request comes, and hand it
   * to `settled` when its response arrives.
   */
  get changes(): number {
    return this.events;
  }

  /**
   * A change to what pages with these tags show has begun: they are not kept until the returned function says it has
   * ended (a second call does nothing), or CACHED_PAGE_CHANGE_MAX_MS has passed.
   */
  begin(tags: readonly string[]): () => void {
    this.events += 1;
    for (const tag of tags) this.changing.set(tag, (this.changing.get(tag) ?? 0) + 1);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      // A response on its way now may have been made before the change reached Next.js.
      this.events += 1;
      for (const tag of tags) {
        const left = (this.changing.get(tag) ?? 1) - 1;
        if (left > 0) this.changing.set(tag, left);
        else this.changing.delete(tag);
      }
    };
    const timer = setTimeout(end, CACHED_PAGE_CHANGE_MAX_MS);
    timer.unref?.();
    return end;
  }

  /** Changes may have been missed: no response on its way now is kept. */
  missed(): void {
    this.events += 1;
  }

  /**
   * Whether a page with these tags, asked for when `changes` was `changesBefore`, may be kept: no change began or ended
   * since, none of its tags is changing, and this process hears every change.
   */
  settled(tags: readonly string[], changesBefore: number): boolean {
    return changesBefore === this.events && !tags.some((tag) => this.changing.has(tag)) && this.reliable();
  }
}
