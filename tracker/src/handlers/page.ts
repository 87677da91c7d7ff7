/**
 * `page` messages: the page the tab shows, on a full load and on every history navigation (pushState, replaceState,
 * popstate), with secret query values scrubbed and the title masked like page text.
 */
import type { PageMessage } from '../protocol/messages';
import type { RecordingContext } from '../recording/context';
import { maskText, scrubUrl } from '../recording/masking';

type Navigation = PageMessage['navigation'];

let onHistoryChange: (() => void) | null = null;
let historyPatched = false;

// Wrapped once per page and left in place: unwrapping would break whoever wrapped them after us.
function patchHistory(): void {
  if (historyPatched) return;
  historyPatched = true;
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name];
    history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      onHistoryChange?.();
      return result;
    };
  }
}

function loadKind(): Navigation {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward' ? entry.type : 'load';
}

/** Sends the current page now and on each history navigation; returns the function that stops it. */
export function recordPages(context: RecordingContext): () => void {
  let url = location.href;
  const message = (navigation: Navigation, referrer: string): PageMessage => ({
    ts: context.now(),
    url: scrubUrl(location.href, context.mask),
    referrer: referrer && scrubUrl(referrer, context.mask),
    title: maskText(document.title, context.mask),
    navigation,
  });
  context.send('page', message(loadKind(), document.referrer));

  const onChange = () => {
    if (location.href === url) return;
    const previous = url;
    url = location.href;
    const ts = context.now();
    // Routers set the new title just after pushState; read it once they have.
    setTimeout(() => context.send('page', { ...message('history', previous), ts }));
  };
  patchHistory();
  onHistoryChange = onChange;
  addEventListener('popstate', onChange);
  return () => {
    onHistoryChange = null;
    removeEventListener('popstate', onChange);
  };
}
