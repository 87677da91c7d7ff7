/**
 * Tag watching: `GET {ingest}/v1/web/tags`, then each tag's selector is polled every
 * TAG_POLL_INTERVAL_MS; when its first match becomes visible in the viewport, a `tag` message is sent, once per tag
 * per page, and that tag is no longer watched.
 */
import { TAG_POLL_INTERVAL_MS } from '../constants';
import type { NodeRegistry } from '../nodes';
import type { RecordingContext } from '../recording/context';

export interface Tag {
  id: number;
  selector: string;
}

export async function fetchTags(ingest: string, token: string): Promise<Tag[]> {
  const response = await fetch(`${ingest}/v1/web/tags`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`tags response ${response.status}`);
  const { tags } = (await response.json()) as { tags?: unknown };
  return Array.isArray(tags)
    ? tags.filter((tag): tag is Tag => typeof tag?.id === 'number' && typeof tag?.selector === 'string')
    : [];
}

/** Watches the tags; returns the function that stops watching. */
export function watchTags(
  tags: Tag[],
  context: RecordingContext,
  nodes: NodeRegistry,
  warn: (message: string) => void,
): () => void {
  const stops = tags.map((tag) => {
    let observed: Element | null = null;
    const visible = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      context.send('tag', { ts: context.now(), tagId: tag.id });
      done();
    });
    const watch = (element: Element) => {
      if (observed) {
        visible.unobserve(observed);
        nodes.forget(observed);
      }
      observed = element;
      visible.observe(element);
      // The observation is per-node state: released when the node leaves the document.
      nodes.track(element, () => {
        visible.unobserve(element);
        if (observed === element) observed = null;
      });
    };
    const poll = () => {
      let match: Element | null;
      try {
        match = document.querySelector(tag.selector);
      } catch {
        warn(`tag ${tag.id}: invalid selector ${tag.selector}`);
        return done();
      }
      if (match && match !== observed) watch(match);
    };
    const timer = setInterval(poll, TAG_POLL_INTERVAL_MS);
    function done(): void {
      clearInterval(timer);
      visible.disconnect();
      if (observed) nodes.forget(observed);
      observed = null;
    }
    poll();
    return done;
  });
  return () => stops.forEach((stop) => stop());
}
