import { OVERLAY_HOST_ID } from '@parley/tracker/constants';

/**
 * Frustration signals: the moments a visitor struggled, found in a page's batches so the studio can list, count and
 * filter sessions by them. Pure and framework-free: the ingest calls it as it indexes a batch, the replay calls it on
 * the same batches to show the signals in its event list.
 *
 * - error click: an uncaught error within ERROR_CLICK_WINDOW_MS after a click, the last click before it;
 * - rage click: at least RAGE_CLICK_MIN clicks on one element (same selector), each within RAGE_CLICK_GAP_MS of the one
 *   before, not counting its error clicks;
 * - dead click: nothing answers a click within DEAD_CLICK_WINDOW_MS: no DOM change, no typed input, no scroll, and the
 *   page was not left. A click on a form field or its label (it only takes focus, which the recording does not see)
 *   is never dead: the tracker says so (`field`), or the selector ends in one.
 *
 * One click gets one verdict, error > rage > dead: an error click is neither part of a rage click nor dead, and a click
 * of a rage run is not dead (the run is one signal already).
 *
 * Not the page's clicks: those on the usability-test panel (`#parley-uxt-host`, isTestPanelClick) are the steps of a
 * test (the test's own signals record them), not clicks on the page; they are never judged. The tracker no longer
 * sends them; batches of older trackers still hold them.
 *
 * A navigation answers the click it follows however long it takes (a link to a slow page is not dead): the page left
 * or hidden (the tracker's `visibility` message, sent at `pagehide` and when the tab is hidden) or a history navigation
 * (a `page` message), after the click with no click on another element and no answer between them. The tracker sends
 * its batch when a navigation begins (`beforeunload`), so the click of a link ends its batch and the page's next batch
 * holds the page being left. What it cannot tell apart: a click the page never answered and after which the visitor
 * left without doing anything else is not called dead either; and a navigation begun by a script more than
 * DEAD_CLICK_WINDOW_MS after the click, once its batch has already shown the page living past that, comes too late.
 *
 * A batch is judged with what the batch before it of the same page left undecided. The tracker sends a batch every
 * 10 s (tracker/src/constants.ts FLUSH_INTERVAL_MS), so many clicks fall in a batch's last moments, where what
 * follows them is in the next batch. A click is undecided at its batch's end (`batchEnd`, its last message's moment) while
 * - its DEAD_CLICK_WINDOW_MS has not closed and nothing has answered it yet (it may still be dead),
 * - its ERROR_CLICK_WINDOW_MS has not closed and no error has followed it yet (it may still be an error click),
 * - or it is in the last run of clicks on its selector and that run may go on: its last click is within
 *   RAGE_CLICK_GAP_MS of the batch's end, or one of its clicks may still be an error click.
 * A navigation after a click closes its windows: the page left, no more of its clicks or errors can come. Such a run that is not yet
 *   a rage click is not judged at all (its clicks are not called dead: the next batch may make them one rage click);
 *   of a run already counted as a rage click only its last click is carried (with those still in their error
 *   window), so the next batch's clicks that continue it are part of it and not a second signal (the signal keeps the
 *   clicks its own batch saw). A run is counted once RAGE_CLICK_MIN of its clicks are past their error window.
 * `frustrationSignals` answers the signals it could decide and the clicks left `undecided`; given those as `carried`,
 * the next batch of the page (batch number + 1 exactly: `carriedTo`) judges them with its own messages, an answer, an
 * error or a navigation at its start, its leading clicks extending the run, and reports what it finds with the
 * original click's moment and message index (the index stores a signal once per click). A click never handed to a
 * next batch is judged no further: it is not called dead, and a run cut there counts only if its part is long enough.
 * So it is when there is no next batch (the page was left and its last batch was the page's own, FINAL_BATCH_FIRST +
 * n, which is not the worker's batch number + 1; or the next page of the session started), when one is missing, and
 * in the ingest when the next one is digested by another process or after a restart (lib/ingest/digest.ts
 * FrustrationCarries).
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
      /** The tracker said it is a form field or its label (older trackers do not say; the selector may). */
      field?: boolean;
    }
  | { kind: 'error'; ts: number; name: string }
  /** Anything that shows the page answered: a DOM mutation, typed input, a scroll. */
  | { kind: 'response'; ts: number }
  /** The page left or hidden (a `visibility` message saying hidden), or a history navigation (a `page` message). */
  | { kind: 'navigation'; ts: number };

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
  field?: boolean;
  /** Something answered it within DEAD_CLICK_WINDOW_MS: it is not dead. */
  answered: boolean;
  /** Its error click was reported. */
  erred: boolean;
  /** It is in a rage run already reported: never dead, and a run it continues is not reported again. */
  rage: boolean;
  /** It is in the last run of clicks on its selector, which the next batch's clicks may continue. */
  runOpen: boolean;
  /** A navigation followed it before anything else did: it is not dead. */
  left?: boolean;
  /** A click on another element or an answer followed it: a navigation after that is not its answer. */
  movedOn?: boolean;
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
/** A selector whose last element is the usability-test panel's host (the tracker names it for any click inside). */
const TEST_PANEL_TARGET = new RegExp(`(?:^|[\\s>+~])#${OVERLAY_HOST_ID}(?=$|[.#[:])[^\\s>+~]*$`);

/** A click on a form field or its label: the tracker says so, or the selector's last element is one. */
const isField = (click: UndecidedClick) => click.field === true || FIELD_TARGET.test(click.selector.trim());

/** Whether a click's selector is the usability-test panel: a step of the test, not a click on the page. */
export function isTestPanelClick(selector: string): boolean {
  return TEST_PANEL_TARGET.test(selector.trim());
}

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
    .filter((input): input is Click => input.kind === 'click' && !isTestPanelClick(input.selector))
    .map((click): UndecidedClick => ({
      ...stripKind(click),
      answered: false,
      erred: false,
      rage: false,
      runOpen: false,
      left: false,
      movedOn: false,
    }));
  // Copies (the caller's stay as they were); carried clicks first, so they come first of a tie (sort is stable).
  const fromBefore = new Set(carried.map((click) => ({ ...click })));
  const clicks = [...fromBefore, ...own].sort((a, b) => a.ts - b.ts);
  const moments = (kind: FrustrationInput['kind']) =>
    inputs.filter((input) => input.kind === kind).map((input) => input.ts);
  const responses = moments('response');
  const errors = moments('error');
  const navigations = moments('navigation');
  const signals: FrustrationSignal[] = [];
  const signal = (kind: FrustrationKind, click: UndecidedClick, count = 1) =>
    signals.push({
      kind,
      ts: click.ts,
      selector: click.selector,
      label: click.label,
      clicks: count,
      index: click.index,
    });
  // The page left (or hidden) after a click ends its windows: no more clicks or errors of the page come for it.
  const leftAfter = (ts: number) => navigations.some((at) => at >= ts);
  const errorOpen = (click: UndecidedClick) =>
    !click.erred && batchEnd - click.ts < ERROR_CLICK_WINDOW_MS && !leftAfter(click.ts);

  // Error clicks first: their verdict wins over the others. An error is the last click's before it, not every click's
  // in its window (the click before that one did not throw it).
  for (const ts of errors) {
    const click = clicks.findLast((one) => one.ts <= ts);
    if (click && !click.erred && ts - click.ts <= ERROR_CLICK_WINDOW_MS) {
      signal('error_click', click);
      click.erred = true;
    }
  }

  // What followed each click first: a navigation (its answer, however late), or a click on another element or an
  // answer (the visitor or the page went on; a navigation after that is not this click's).
  clicks.forEach((click, i) => {
    if (click.left || click.movedOn) return;
    const nextClick = clicks.slice(i + 1).find((later) => later.selector !== click.selector && later.ts >= click.ts);
    const wentOn = Math.min(nextClick?.ts ?? Infinity, ...responses.filter((ts) => ts > click.ts));
    const navigation = Math.min(...navigations.filter((ts) => ts >= click.ts));
    if (navigation !== Infinity && navigation <= wentOn) click.left = true;
    else if (wentOn !== Infinity) click.movedOn = true;
  });

  // Rage: runs of clicks on one selector, consecutive clicks at most RAGE_CLICK_GAP_MS apart; a carried click joins them
  // only while its run may go on. A run counts once RAGE_CLICK_MIN of its clicks are known not to be error clicks.
  const bySelector = new Map<string, UndecidedClick[]>();
  for (const click of clicks) {
    if (fromBefore.has(click) && !click.runOpen) continue;
    bySelector.set(click.selector, [...(bySelector.get(click.selector) ?? []), click]);
  }
  for (const sameTarget of bySelector.values()) {
    let run: UndecidedClick[] = [];
    const close = (mayGoOn: boolean) => {
      // A run that continues one already reported is that rage click still.
      const reported = run.some((click) => click.rage);
      const counted = run.filter((click) => !click.erred && !errorOpen(click));
      if (!reported && counted.length >= RAGE_CLICK_MIN) signal('rage', counted[0]!, counted.length);
      const rage = reported || counted.length >= RAGE_CLICK_MIN;
      // A click still in its error window may yet leave the run short of a rage click, or be its last counted one.
      const open = mayGoOn || run.some(errorOpen);
      // Of a rage run only the last click is needed to continue it; every click of a shorter run may yet be in one.
      run.forEach((click, i) => {
        click.rage ||= rage && !click.erred;
        click.runOpen = open && (!rage || i === run.length - 1);
      });
      run = [];
    };
    for (const click of sameTarget) {
      if (run.length > 0 && click.ts - run[run.length - 1]!.ts > RAGE_CLICK_GAP_MS) close(false);
      run.push(click);
    }
    const last = run[run.length - 1]!;
    close(batchEnd - last.ts <= RAGE_CLICK_GAP_MS && !leftAfter(last.ts));
  }

  const undecided: UndecidedClick[] = [];
  for (const click of clicks) {
    click.answered ||= responses.some((ts) => ts >= click.ts && ts - click.ts <= DEAD_CLICK_WINDOW_MS);
    let deadOpen = false;
    // Error clicks and the clicks of a rage run have their verdict; a navigation answered it; a field only takes focus.
    if (!click.erred && !click.rage && !click.answered && !click.left && !isField(click)) {
      // Judged once its window has closed and no run it is in can go on (and become a rage click).
      if (batchEnd - click.ts >= DEAD_CLICK_WINDOW_MS && !click.runOpen && !errorOpen(click)) signal('dead', click);
      else deadOpen = true;
    }
    if (deadOpen || errorOpen(click) || click.runOpen) undecided.push(click);
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
