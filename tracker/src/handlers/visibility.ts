/**
 * `visibility` messages, and the page being hidden or left (tracker/README.md "Nothing lost when a page is left"):
 * hidden, everything recorded goes out now (`flush`); left (pagehide), the page also sends what its worker has not
 * batched yet itself (`leave`); a link followed (beforeunload) gives the worker a head start while the next page loads.
 */
import type { RecordingContext } from '../recording/context';

/** Returns the function that stops it. */
export function recordVisibility(context: RecordingContext, flush: () => void, leave: () => void): () => void {
  // A closing tab fires pagehide before visibilitychange, and the worker may not outlive the first flush: the page is
  // recorded as hidden in that flush already.
  let hidden = document.visibilityState === 'hidden';
  const onVisibility = (event: Event) => {
    const isHidden = event.type === 'pagehide' || document.visibilityState === 'hidden';
    if (isHidden !== hidden) context.send('visibility', { ts: context.now(), hidden: (hidden = isHidden) }, true);
    if (event.type === 'pagehide') leave();
    if (hidden) flush();
  };
  document.addEventListener('visibilitychange', onVisibility);
  addEventListener('pagehide', onVisibility);
  addEventListener('beforeunload', flush);
  if (hidden) context.send('visibility', { ts: context.now(), hidden: true });
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    removeEventListener('pagehide', onVisibility);
    removeEventListener('beforeunload', flush);
  };
}
