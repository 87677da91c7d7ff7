/**
 * Frustration signals: the moments a visitor struggled, found in one batch's messages so the studio can list,
 * count and filter sessions by them. Pure and framework-free: the ingest calls it as it indexes a batch, the replay
 * calls it on the same batches to show the signals in its event list.
 *
 * - rage click: at least RAGE_CLICK_MIN clicks on one element (same selector), each within RAGE_CLICK_GAP_MS of the one
 *   before;
 * - dead click: nothing answers a click within DEAD_CLICK_WINDOW_MS: no DOM change, no typed input, no scroll, no new
 *   page. A click on a form field (it only takes focus) is never dead;
 * - error click: an uncaught error within ERROR_CLICK_WINDOW_MS after a click.
 *
 * A batch is judged alone: a click whose window reaches past the batch's last message is not called dead (what
 * answered it may be in the next batch), and a rage run split by a batch boundary counts only if one part is long
 * enough.
 */

export const RAGE_CLICK_MIN = 3;
export const RAGE_CLICK_GAP_MS = 1_000;
export const DEAD_CLICK_WINDOW_MS = 1_500;
export const ERROR_CLICK_WINDOW_MS = 1_000;

export const FRUSTRATION_KINDS = ['rage', 'dead', 'error_click'] as const;
export type FrustrationKind = (typeof FRUSTRATION_KINDS)[number];

/** What the detection reads of a batch, in message order. */
export type FrustrationInput =
  | { kind: 'click'; ts: number; selector: string; label: string; /** Its message's place in its page, when known. */ index?: number }
  | { kind: 'error'; ts: number; name: string }
  /** Anything that shows the page answered: a DOM mutation, typed input, a scroll, a page change. */
  | { kind: 'response'; ts: number };

export interface FrustrationSignal {
  kind: FrustrationKind;
  /** The (first) click's moment. */
  ts: number;
  selector: string;
  label: string;
  /** Clicks in a rage run; 1 otherwise. */
  clicks: number;
  /** The (first) click's message index in its page, when the input said. */
  index?: number;
}

/** A selector whose last element is a form field or a label: clicking one focuses it, which changes nothing in the DOM. */
const FIELD_TARGET = /(?:^|[\s>+~])(?:input|textarea|select|option|label)(?=$|[.#[:])[^\s>+~]*$/i;

type Click = Extract<FrustrationInput, { kind: 'click' }>;

/** The frustration signals of one batch (`batchEnd`: its last message's moment), in the order of their clicks. */
export function frustrationSignals(inputs: readonly FrustrationInput[], batchEnd: number): FrustrationSignal[] {
  const clicks = inputs.filter((input): input is Click => input.kind === 'click').sort((a, b) => a.ts - b.ts);
  const responses = inputs.filter((input) => input.kind === 'response').map((input) => input.ts);
  const errors = inputs.filter((input) => input.kind === 'error').map((input) => input.ts);
  const signals: FrustrationSignal[] = [];
  const inRage = new Set<Click>();

  // Rage: runs of clicks on one selector, consecutive clicks at most RAGE_CLICK_GAP_MS apart.
  const bySelector = new Map<string, Click[]>();
  for (const click of clicks) bySelector.set(click.selector, [...(bySelector.get(click.selector) ?? []), click]);
  for (const sameTarget of bySelector.values()) {
    let run: Click[] = [];
    const close = () => {
      if (run.length >= RAGE_CLICK_MIN) {
        signals.push({ kind: 'rage', ts: run[0]!.ts, selector: run[0]!.selector, label: run[0]!.label, clicks: run.length, index: run[0]!.index });
        for (const click of run) inRage.add(click);
      }
      run = [];
    };
    for (const click of sameTarget) {
      if (run.length > 0 && click.ts - run[run.length - 1]!.ts > RAGE_CLICK_GAP_MS) close();
      run.push(click);
    }
    close();
  }

  for (const click of clicks) {
    if (errors.some((ts) => ts >= click.ts && ts - click.ts <= ERROR_CLICK_WINDOW_MS)) {
      signals.push({ kind: 'error_click', ts: click.ts, selector: click.selector, label: click.label, clicks: 1, index: click.index });
    }
    // The clicks of a rage run are one signal already; a field only takes focus.
    if (inRage.has(click) || FIELD_TARGET.test(click.selector.trim())) continue;
    const judged = batchEnd - click.ts >= DEAD_CLICK_WINDOW_MS;
    const answered = responses.some((ts) => ts >= click.ts && ts - click.ts <= DEAD_CLICK_WINDOW_MS);
    if (judged && !answered) signals.push({ kind: 'dead', ts: click.ts, selector: click.selector, label: click.label, clicks: 1, index: click.index });
  }
  return signals.sort((a, b) => a.ts - b.ts);
}

/** rrweb's IncrementalSnapshot sources that show the page answered: DOM mutation, scroll, input, media, selection. */
export const RESPONSE_SOURCES: ReadonlySet<number> = new Set([0, 3, 5, 7, 14]);

/**
 * Whether an rrweb event, as the tracker writes it (`{"type":…,"data":{"source":…,…},…}`, JSON.stringify keeps rrweb's
 * key order), shows the page answering: a full snapshot or an incremental event of RESPONSE_SOURCES. Read from the
 * text's start, so the ingest need not parse the event.
 */
export function isResponseEvent(head: string): boolean {
  if (head.startsWith('{"type":2,')) return true;
  const match = /^\{"type":3,"data":\{"source":(\d+)[,}]/.exec(head);
  return match !== null && RESPONSE_SOURCES.has(Number(match[1]));
}
