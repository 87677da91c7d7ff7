/**
 * The DOM recording: @rrweb/record with our privacy settings (tracker/PROTOCOL.md "What is never sent") and sampling
 * sized for small batches. Every event is masked and moved to server time before it is sent as an `rrweb` message.
 */
import { record } from '@rrweb/record';
import { HIDE_ATTRIBUTE, MASK_ATTRIBUTE, MOUSEMOVE_SAMPLE_MS, OVERLAY_HOST_ID, SCROLL_SAMPLE_MS } from '../constants';
import { compactEvent } from '../protocol/compact';
import type { RecordingContext } from './context';
import { maskRrwebEvent, maskText, starText, type RrwebEventLike } from './masking';

/**
 * Every form field is masked. rrweb masks a field when its tag or its type is listed; `maskAllInputs: true` lists
 * types only, which leaves out `hidden` (where sites keep tokens) and any type it does not know; listing the tags
 * covers them all.
 */
const MASK_ALL_FIELDS = { input: true, textarea: true, select: true };

export const RECORD_SETTINGS = {
  recordCanvas: false,
  collectFonts: false,
  inlineImages: false,
  slimDOMOptions: 'all',
  blockSelector: `[${HIDE_ATTRIBUTE}],#${OVERLAY_HOST_ID}`,
  // Every text node goes through maskTextFn, which applies the email/number rules (or stars masked elements).
  maskTextSelector: '*',
  maskInputOptions: MASK_ALL_FIELDS,
  sampling: { mousemove: MOUSEMOVE_SAMPLE_MS, scroll: SCROLL_SAMPLE_MS, input: 'last', media: 800 },
} as const;

const insideMasked = (node: Node | null | undefined) => {
  const element = node instanceof Element ? node : node?.parentElement;
  return !!element?.closest(`[${MASK_ATTRIBUTE}]`);
};

export interface Rrweb {
  stop(): void;
  /** A new full snapshot (each cold-start buffer begins with one, so either can be replayed on its own). */
  snapshot(): void;
  nodeId(node: Node): number;
}

export function startRrweb(context: RecordingContext): Rrweb {
  const stop = record<RrwebEventLike>({
    ...RECORD_SETTINGS,
    emit(event) {
      maskRrwebEvent(event, context.mask, (id) => insideMasked(record.mirror.getNode(id)));
      event.timestamp += Math.round(context.now() - Date.now());
      // Mouse moves, scrolls and mouse interactions, most of what a page sends, go without rrweb's keys.
      const compact = compactEvent(event as Parameters<typeof compactEvent>[0]);
      if (compact) context.send('compact', compact);
      else context.send('rrweb', event);
    },
    maskTextFn: (text: string, element: HTMLElement | null) =>
      insideMasked(element) ? starText(text) : maskText(text, context.mask),
    // Passwords leave nothing, not even their length.
    maskInputFn: (text: string, element: HTMLElement) =>
      (element as HTMLInputElement).type === 'password' ? '' : '*'.repeat(text.length),
  } as Parameters<typeof record<RrwebEventLike>>[0]);
  return {
    stop: () => stop?.(),
    snapshot: () => record.takeFullSnapshot(true),
    nodeId: (node) => record.mirror.getId(node),
  };
}
