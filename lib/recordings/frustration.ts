/**
 * Frustration signals: the moments a visitor struggled, found in a page's batches so the studio can list, count and
 * filter sessions by them. Pure and framework-free: the ingest calls it as it indexes a batch, the replay calls it on
 * the same batches to show the signals in its event list.
 *
 * - rage click: at least RAGE_CLICK_MIN clicks on one element (same selector), each within RAGE_CLICK_GAP_MS of the one
 *   before;
 * - dead click: nothing answers a click within DEAD_CLICK_WINDOW_MS: no DOM change, no typed input, no scroll, no new
 *   page. A click on a form field (it only takes focus) is never dead, nor is a click of a rage run (one signal already);
 * - error click: an uncaught error within ERROR_CLICK_WINDOW_MS after a click.
 *
 * A batch is judged with what the batch before it of the same page left undecided. The tracker sends a batch every
 * 10 s (tracker/src/constants.ts FLUSH_INTERVAL_MS), so many clicks fall in a batch's last moments, where what
 * follows them is in the next batch. A click is undecided at its batch's end (`batchEnd`, its last message's moment) while
 * - its DEAD_CLICK_WINDOW_MS has not closed and nothing has answered it yet (it may still be dead),
 * - its ERROR_CLICK_WINDOW_MS has not closed and no error has followed it yet (it may still be an error click),
 * - or it is in the last run of clicks on its selector and that run may go on: its last click is within
 *   RAGE_CLICK_GAP_MS of the batch's end. Such a run that is not yet a rage click is not judged at all (its clicks
 *   are not called dead: the next batch may make them one rage click); of a run already counted as a rage click only
 *   its last click is carried, so the next batch's clicks that continue it are part of it and not a second signal
 *   (the signal keeps the clicks its own batch saw).
 * `frustrationSignals` answers the signals it could decide and the clicks left `undecided`; given those as `carried`,
 * the next batch of the page (batch number + 1 exactly: `carriedTo`) judges them with its own messages, an answer or
 * an error at its start, its leading clicks extending the run, and reports what it finds with the original click's
 * moment and message index (the index stores a signal once per click). A click never handed to a next batch is judged
 * no further: it is not called dead, and a run cut there counts only if its part is long enough. So it is when there
 * is no next batch (the page was left; a page's own last batch, FINAL_BATCH_FIRST + n, is not the worker's batch
 * number + 1), when one is missing, and in the ingest when the next one is digested by another process or after a
 * restart (lib/ingest/digest.ts FrustrationCarries).
 */

export const RAGE_CLICK_MIN = 3;
export const RAGE_CLICK_GAP_MS = 1_000;
export const DEAD_CLICK_WINDOW_MS = 1_500;
export const ERROR_CLICK_WINDOW_MS = 1_000;

export const FRUSTRATION_KINDS = ['rage', 'dead', 'error_click'] as const;
export type FrustrationKind = (typeof FRUSTRATION_KINDS)[number];

/** What the detection reads of a batch, in message order. */
export type FrustrationInput =
  | {
      kind: 'click';
      ts: number;
      selector: string;
      label: string;
      /** Its message's place in its page, when known. */ index?: number;
    }
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

type Click = Extract<FrustrationInput, { kind: 'click' }>;

/** A click its batch could not finish judging (see the header), as its input named it, with what is known of it so far. */
export interface UndecidedClick {
  ts: number;
  selector: string;
  label: string;
  index?: number;
  /** Something answered it within DEAD_CLICK_WINDOW_MS: it is not dead. */
  answered: boolean;
  /** Its error click was reported. */
  erred: boolean;
  /** It is in a rage run already reported: never dead, and a run it continues is not reported again. */
  rage: boolean;
  /** It is in the last run of clicks on its selector, which the next batch's clicks may continue. */
  runOpen: boolean;
}

/** What a batch left undecided: its batch number and those clicks. */
export interface LeftUndecided {
  batchNo: number;
  undecided: readonly UndecidedClick[];
}

export interface FrustrationJudgement {
  /** The signals decided now, in the order of their clicks. */
  signals: FrustrationSignal[];
  /** The clicks still undecided at the batch's end: what the next batch of the page is to be given as `carried`. */
  undecided: UndecidedClick[];
}

/** A selector whose last element is a form field or a label: clicking one focuses it, which changes nothing in the DOM. */
const FIELD_TARGET = /(?:^|[\s>+~])(?:input|textarea|select|option|label)(?=$|[.#[:])[^\s>+~]*$/i;

/**
 * What batch `batchNo` of a page is judged with: the clicks `left` undecided when they are the batch just before it's
 * (batch number - 1); nothing otherwise (batches missing between, or come in another order).
 */
export function carriedTo(batchNo: number, left: LeftUndecided | undefined): readonly UndecidedClick[] {
  return left !== undefined && left.batchNo + 1 === batchNo ? left.undecided : [];
}

/**
 * The frustration signals of one batch (`batchEnd`: its last message's moment) and of the clicks `carried` from the
 * batch before it of the same page (`carriedTo`), and the clicks left undecided (see the header).
 */
export function frustrationSignals(
  inputs: readonly FrustrationInput[],
  batchEnd: number,
  carried: readonly UndecidedClick[] = [],
): FrustrationJudgement {
  const own = inputs
    .filter((input): input is Click => input.kind === 'click')
    .map((click): UndecidedClick => ({
      ...stripKind(click),
      answered: false,
      erred: false,
      rage: false,
      runOpen: false,
    }));
  // Copies (the caller's stay as they were); carried clicks first, so they come first of a tie (sort is stable).
  const fromBefore = new Set(carried.map((click) => ({ ...click })));
  const clicks = [...fromBefore, ...own].sort((a, b) => a.ts - b.ts);
  const responses = inputs.filter((input) => input.kind === 'response').map((input) => input.ts);
  const errors = inputs.filter((input) => input.kind === 'error').map((input) => input.ts);
  const signals: FrustrationSignal[] = [];

  // Rage: runs of clicks on one selector, consecutive clicks at most RAGE_CLICK_GAP_MS apart. A carried click joins
  // them only while its run may go on.
  const bySelector = new Map<string, UndecidedClick[]>();
  for (const click of clicks) {
    if (fromBefore.has(click) && !click.runOpen) continue;
    bySelector.set(click.selector, [...(bySelector.get(click.selector) ?? []), click]);
  }
  for (const sameTarget of bySelector.values()) {
    let run: UndecidedClick[] = [];
    const close = (open: boolean) => {
      // A run that continues one already reported is that rage click still.
      const reported = run.some((click) => click.rage);
      if (!reported && run.length >= RAGE_CLICK_MIN) {
        const first = run[0]!;
        signals.push({
          kind: 'rage',
          ts: first.ts,
          selector: first.selector,
          label: first.label,
          clicks: run.length,
          index: first.index,
        });
      }
      const rage = reported || run.length >= RAGE_CLICK_MIN;
      // Of a rage run only the last click is needed to continue it; every click of a shorter run may yet be in one.
      run.forEach((click, i) => {
        click.rage ||= rage;
        click.runOpen = open && (!rage || i === run.length - 1);
      });
      run = [];
    };
    for (const click of sameTarget) {
      if (run.length > 0 && click.ts - run[run.length - 1]!.ts > RAGE_CLICK_GAP_MS) close(false);
      run.push(click);
    }
    close(batchEnd - run[run.length - 1]!.ts <= RAGE_CLICK_GAP_MS);
  }

  const undecided: UndecidedClick[] = [];
  for (const click of clicks) {
    if (!click.erred && errors.some((ts) => ts >= click.ts && ts - click.ts <= ERROR_CLICK_WINDOW_MS)) {
      signals.push({
        kind: 'error_click',
        ts: click.ts,
        selector: click.selector,
        label: click.label,
        clicks: 1,
        index: click.index,
      });
      click.erred = true;
    }
    click.answered ||= responses.some((ts) => ts >= click.ts && ts - click.ts <= DEAD_CLICK_WINDOW_MS);
    let deadOpen = false;
    // The clicks of a rage run are one signal already; a field only takes focus.
    if (!click.rage && !click.answered && !FIELD_TARGET.test(click.selector.trim())) {
      // Judged once its window has closed and no run it is in can go on (and become a rage click).
      if (batchEnd - click.ts >= DEAD_CLICK_WINDOW_MS && !click.runOpen) {
        signals.push({
          kind: 'dead',
          ts: click.ts,
          selector: click.selector,
          label: click.label,
          clicks: 1,
          index: click.index,
        });
      } else deadOpen = true;
    }
    const errorOpen = !click.erred && batchEnd - click.ts < ERROR_CLICK_WINDOW_MS;
    if (deadOpen || errorOpen || click.runOpen) undecided.push(click);
  }
  return { signals: signals.sort((a, b) => a.ts - b.ts), undecided };
}

function stripKind({ kind: _kind, ...click }: Click): Omit<Click, 'kind'> {
  return click;
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
