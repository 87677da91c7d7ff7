/**
 * `click` messages: the target's CSS selector, rrweb node id, page coordinates and a short label (its accessible text,
 * masked like page text, at most CLICK_LABEL_MAX characters; never a form field's value). Sent to the worker at once.
 * A click on the usability-test panel is not the page's: it is a step of the test, which the test's own signals
 * record, so it is not sent (the ingest would not judge it either). A click on a form field or its label says so
 * (`field: true`): it only takes focus, which changes nothing the recording sees, so it is never a dead click however
 * long the visitor waits to type (the ingest reads a selector's tag too, but a field with an id is named `#id`).
 */
import { HIDE_ATTRIBUTE, MASK_ATTRIBUTE, OVERLAY_HOST_ID } from '../constants';
import { CLICK_LABEL_MAX } from '../protocol/messages';
import type { RecordingContext } from '../recording/context';
import { maskText, starText, type MaskOptions } from '../recording/masking';
import { selectorFor } from '../recording/selector';

const HIDDEN = `[${HIDE_ATTRIBUTE}],#${OVERLAY_HOST_ID}`;
/** A form field that takes text or a choice, or a label (a click on it focuses its field). */
const FIELD = 'input:not([type=submit],[type=button],[type=reset],[type=image]),textarea,select,label';
/** Enough text for a label once whitespace is collapsed; reading more of a big element would only cost time. */
const TEXT_READ = 1_000;

function visibleText(element: Element): string {
  let text = '';
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  while (text.length < TEXT_READ && walker.nextNode()) {
    const parent = walker.currentNode.parentElement?.localName;
    if (parent !== 'script' && parent !== 'style') text += `${walker.currentNode.nodeValue} `;
  }
  return text;
}

export function clickLabel(element: Element, mask: MaskOptions): string {
  if (element.closest(HIDDEN)) return '';
  const tag = element.localName;
  const attribute = (name: string) => element.getAttribute(name) ?? '';
  const isButtonInput = tag === 'input' && /^(submit|button|reset)$/i.test(attribute('type'));
  const isField = !isButtonInput && (tag === 'input' || tag === 'textarea' || tag === 'select');
  const raw =
    attribute('aria-label') ||
    (isButtonInput
      ? attribute('value')
      : isField
        ? attribute('placeholder') || attribute('name')
        : visibleText(element)) ||
    attribute('title') ||
    attribute('alt');
  const text = raw.replace(/\s+/g, ' ').trim().slice(0, TEXT_READ);
  // Masked before it is cut, so an address cut in half cannot slip through.
  const masked = element.closest(`[${MASK_ATTRIBUTE}]`) ? starText(text) : maskText(text, mask);
  return masked.slice(0, CLICK_LABEL_MAX);
}

export function recordClicks(context: RecordingContext): () => void {
  const onClick = (event: MouseEvent) => {
    const path = event.composedPath();
    const origin = path[0] ?? event.target;
    let element = origin instanceof Element ? origin : origin instanceof Node ? origin.parentElement : null;
    if (!element) return;
    // The panel's shadow root is inside its host, so the composed path of a click in the panel crosses the host.
    if (path.some((node) => node instanceof Element && node.id === OVERLAY_HOST_ID)) return;
    // Inside a hidden element, the click is on the hidden element itself: nothing of its inside is named. The path
    // crosses shadow roots (the usability-test overlay's host holds one), which `closest()` does not.
    element = (path.find((node) => node instanceof Element && node.matches(HIDDEN)) as Element | undefined) ?? element;
    context.send(
      'click',
      {
        ts: context.now(),
        nodeId: context.nodeId(element),
        selector: selectorFor(element),
        label: clickLabel(element, context.mask),
        x: Math.round(event.pageX),
        y: Math.round(event.pageY),
        ...(element.closest(FIELD) ? { field: true } : {}),
      },
      true,
    );
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
