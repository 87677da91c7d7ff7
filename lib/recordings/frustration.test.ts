import {
  carriedTo,
  DEAD_CLICK_WINDOW_MS,
  ERROR_CLICK_WINDOW_MS,
  frustrationSignals,
  isResponseEvent,
  isTestPanelClick,
  RAGE_CLICK_GAP_MS,
  RAGE_CLICK_MIN,
  type FrustrationInput,
} from './frustration';

const click = (ts: number, selector = '#vote', label = 'Vote'): FrustrationInput => ({
  kind: 'click',
  ts,
  selector,
  label,
});
const response = (ts: number): FrustrationInput => ({ kind: 'response', ts });
const error = (ts: number): FrustrationInput => ({ kind: 'error', ts, name: 'TypeError' });
const navigation = (ts: number): FrustrationInput => ({ kind: 'navigation', ts });
const kinds = (inputs: FrustrationInput[], end = 100_000) =>
  frustrationSignals(inputs, end).signals.map((s) => [s.kind, s.ts, s.clicks]);

test(`RAGE_CLICK_MIN (${RAGE_CLICK_MIN}) clicks on one element, each within RAGE_CLICK_GAP_MS (${RAGE_CLICK_GAP_MS} ms) of the last, are one rage click`, () => {
  const gap = RAGE_CLICK_GAP_MS;
  const answered = (ts: number) => [click(ts), response(ts + 10)];
  expect(
    kinds([...answered(1000), ...answered(1000 + gap), ...answered(1000 + 2 * gap), ...answered(1000 + 2 * gap + 300)]),
  ).toEqual([['rage', 1000, 4]]);
  // One click fewer, or one gap too long, or different elements: no rage.
  expect(kinds([...answered(1000), ...answered(1000 + gap)])).toEqual([]);
  expect(kinds([...answered(1000), ...answered(1000 + gap), ...answered(1000 + 2 * gap + gap + 1)])).toEqual([]);
  expect(kinds([click(1000, '#a'), click(1100, '#b'), click(1200, '#c'), response(1300)])).toEqual([]);
});

test(`a click that nothing answers within DEAD_CLICK_WINDOW_MS (${DEAD_CLICK_WINDOW_MS} ms) is dead; a field's click and an unjudgeable one are not`, () => {
  expect(kinds([click(1000)])).toEqual([['dead', 1000, 1]]);
  expect(kinds([click(1000), response(1000 + DEAD_CLICK_WINDOW_MS)])).toEqual([]);
  expect(kinds([click(1000), response(1000 + DEAD_CLICK_WINDOW_MS + 1)])).toEqual([['dead', 1000, 1]]);
  // An answer before the click does not count.
  expect(kinds([response(900), click(1000)])).toEqual([['dead', 1000, 1]]);
  expect(
    kinds([click(1000, 'form > input[name=email]'), click(5000, 'textarea#body'), click(9000, 'label.check')]),
  ).toEqual([]);
  // The batch ends before the window does: what answered may be in the next batch.
  expect(kinds([click(1000)], 1000 + DEAD_CLICK_WINDOW_MS - 1)).toEqual([]);
});

test(`an error within ERROR_CLICK_WINDOW_MS (${ERROR_CLICK_WINDOW_MS} ms) after a click is an error click`, () => {
  expect(kinds([click(1000), response(1010), error(1000 + ERROR_CLICK_WINDOW_MS)])).toEqual([['error_click', 1000, 1]]);
  expect(kinds([click(1000), response(1010), error(1000 + ERROR_CLICK_WINDOW_MS + 1)])).toEqual([]);
  expect(kinds([error(900), click(1000), response(1010)])).toEqual([]);
});

test('an error is the error click of the last click before it, not of every click in its window', () => {
  // A button that answered, then 500 ms later another that threw.
  expect(kinds([click(1000, '#show'), response(1010), click(1500, '#like'), response(1510), error(1520)])).toEqual([
    ['error_click', 1500, 1],
  ]);
});

describe('one click gets one verdict: error > rage > dead', () => {
  test('an error click that nothing answered is an error click, not also a dead one', () => {
    expect(kinds([click(1000), error(1200), response(9000)])).toEqual([['error_click', 1000, 1]]);
  });

  test('clicks on one element that each throw are error clicks, not a rage click', () => {
    expect(kinds([click(1000), error(1001), click(1200), error(1201), click(1400), error(1401)])).toEqual([
      ['error_click', 1000, 1],
      ['error_click', 1200, 1],
      ['error_click', 1400, 1],
    ]);
  });

  test('a rage run counts its clicks that are not error clicks, from the first of them', () => {
    // The first click throws; the three after it are a rage click of three, none of them dead.
    expect(kinds([click(1000), error(1050), click(1300), click(1600), click(1900), response(9000)])).toEqual([
      ['error_click', 1000, 1],
      ['rage', 1300, 3],
    ]);
    // Without the error, one rage click of four.
    expect(kinds([click(1000), click(1300), click(1600), click(1900), response(9000)])).toEqual([['rage', 1000, 4]]);
  });

  test('a run is counted once its clicks are past their error window: one still in it is carried with the run', () => {
    const before = frustrationSignals([click(1000), click(1300), click(1600)], 2100);
    expect(before.signals).toEqual([]);
    expect(before.undecided.map((c) => c.ts)).toEqual([1000, 1300, 1600]);
    // The last click threw after all: two clicks are no rage click; nothing answered them, so they are dead.
    const threw = frustrationSignals([error(2400), response(9000)], 9000, carriedTo(1, { batchNo: 0, ...before }));
    expect(threw.signals.map((s) => [s.kind, s.ts])).toEqual([
      ['dead', 1000],
      ['dead', 1300],
      ['error_click', 1600],
    ]);
    const calm = frustrationSignals([response(9000)], 9000, carriedTo(1, { batchNo: 0, ...before }));
    expect(calm.signals.map((s) => [s.kind, s.ts, s.clicks])).toEqual([['rage', 1000, 3]]);
    // The page left ends the windows: a run right before it is counted in the batch that holds the leaving.
    expect(kinds([click(1000), click(1200), click(1400), navigation(1500)], 1500)).toEqual([['rage', 1000, 3]]);
  });
});

describe('a navigation answers the click it follows, however late', () => {
  test('the page left 5 s after a link was clicked: not dead', () => {
    expect(kinds([click(1000, '#next'), navigation(6000)], 6000)).toEqual([]);
    // The same click with the page still there after its window: dead.
    expect(kinds([click(1000, '#next')], 6000)).toEqual([['dead', 1000, 1]]);
  });

  test('the click of a link ends its batch; the next batch holds the page being left', () => {
    const before = frustrationSignals([click(1000, '#next')], 1010);
    expect(before.undecided).toHaveLength(1);
    const after = frustrationSignals([navigation(4000)], 4000, carriedTo(1, { batchNo: 0, ...before }));
    expect(after.signals).toEqual([]);
    expect(after.undecided).toEqual([]);
  });

  test('a navigation after the visitor clicked something else, or after the page answered late, is not the click’s', () => {
    expect(kinds([click(1000, '#dead'), click(4000, '#next'), navigation(4500)], 4500)).toEqual([['dead', 1000, 1]]);
    expect(kinds([click(1000, '#dead'), response(3000), navigation(4500)], 4500)).toEqual([['dead', 1000, 1]]);
    // Clicking the same link again while waiting is still waiting for it.
    expect(kinds([click(1000, '#next'), click(2500, '#next'), navigation(6000)], 6000)).toEqual([]);
  });

  test('an error click stays one when the page is left after it', () => {
    expect(kinds([click(1000), error(1100), navigation(4000)], 4000)).toEqual([['error_click', 1000, 1]]);
  });
});

test('clicks on the usability-test panel are steps of the test, not the page’s: never judged', () => {
  const panel = (ts: number, selector = '#parley-uxt-host') => click(ts, selector, '');
  expect(isTestPanelClick('#parley-uxt-host')).toBe(true);
  expect(isTestPanelClick('body > #parley-uxt-host')).toBe(true);
  expect(isTestPanelClick('#parley-uxt-host-note')).toBe(false);
  expect(isTestPanelClick('#parley-uxt-host > button')).toBe(false);
  expect(kinds([panel(1000), panel(1200), panel(1400), panel(9000), error(9100)], 20_000)).toEqual([]);
  // Nor does one stand between a click and the navigation that answers it.
  expect(kinds([click(1000, '#next'), panel(1500), navigation(5000)], 5000)).toEqual([]);
});

test('an rrweb event shows an answer when it is a full snapshot, a DOM mutation, a scroll, typed input, media or a selection', () => {
  expect(isResponseEvent('{"type":2,"data":{"node":')).toBe(true);
  for (const source of [0, 3, 5, 7, 14])
    expect(isResponseEvent(`{"type":3,"data":{"source":${source},"x":1`)).toBe(true);
  // Mouse moves and interactions, viewport resizes and meta events are not answers.
  for (const source of [1, 2, 4, 6]) expect(isResponseEvent(`{"type":3,"data":{"source":${source},"x":1`)).toBe(false);
  expect(isResponseEvent('{"type":4,"data":{"href":"x"}')).toBe(false);
});

test("a signal carries its (first) click's message index when the input names it, so the index stores it once", () => {
  const [rage] = frustrationSignals(
    [1, 2, 3].map((n) => ({
      kind: 'click' as const,
      ts: 1000 + n * 100,
      selector: '#save',
      label: 'Save',
      index: 40 + n,
    })),
    100_000,
  ).signals;
  expect(rage).toMatchObject({ kind: 'rage', index: 41, clicks: 3 });
});

describe('a click in the last moments of a batch is judged with the next batch of its page', () => {
  const indexed = (ts: number, index: number, selector = '#vote'): FrustrationInput => ({
    kind: 'click',
    ts,
    selector,
    label: 'Vote',
    index,
  });
  const signals = (judged: { signals: { kind: string; ts: number; clicks: number; index?: number }[] }) =>
    judged.signals.map((s) => [s.kind, s.ts, s.clicks, s.index]);
  // Batch 1 ends at 10,000 (its last message's moment), 500 ms after a click: the click's dead window reaches into batch 2.
  const first = frustrationSignals([response(100), indexed(9500, 7)], 10_000);

  test('the batch alone does not judge it, and leaves it undecided', () => {
    expect(first.signals).toEqual([]);
    expect(first.undecided).toEqual([expect.objectContaining({ ts: 9500, index: 7, answered: false })]);
  });

  test('nothing answers it at the start of batch 2: a dead click, at its own moment and message index', () => {
    const second = frustrationSignals(
      [click(11_500, '#other'), response(11_600), response(20_000)],
      20_000,
      carriedTo(2, { batchNo: 1, undecided: first.undecided }),
    );
    expect(signals(second)).toEqual([['dead', 9500, 1, 7]]);
    expect(second.undecided).toEqual([]);
  });

  test('a DOM change at the start of batch 2, inside the window, answers it: not dead', () => {
    const second = frustrationSignals(
      [response(9500 + DEAD_CLICK_WINDOW_MS), response(20_000)],
      20_000,
      carriedTo(2, { batchNo: 1, undecided: first.undecided }),
    );
    expect(second.signals).toEqual([]);
    expect(second.undecided).toEqual([]);
  });

  test('an error at the start of batch 2 makes it an error click', () => {
    const second = frustrationSignals(
      [error(9500 + ERROR_CLICK_WINDOW_MS), response(9600 + ERROR_CLICK_WINDOW_MS), response(20_000)],
      20_000,
      carriedTo(2, { batchNo: 1, undecided: first.undecided }),
    );
    expect(signals(second)).toEqual([['error_click', 9500, 1, 7]]);
  });

  test('a batch still too short to close the window carries it on to the one after', () => {
    const second = frustrationSignals([], 10_200, carriedTo(2, { batchNo: 1, undecided: first.undecided }));
    expect(second.signals).toEqual([]);
    const third = frustrationSignals(
      [response(30_000)],
      30_000,
      carriedTo(3, { batchNo: 2, undecided: second.undecided }),
    );
    expect(signals(third)).toEqual([['dead', 9500, 1, 7]]);
  });

  test('carried to a batch that is not the next one (a batch missing between, or out of order), it is not judged', () => {
    const left = { batchNo: 1, undecided: first.undecided };
    expect(carriedTo(3, left)).toEqual([]);
    expect(carriedTo(1, left)).toEqual([]);
    expect(carriedTo(0, left)).toEqual([]);
    expect(carriedTo(2, undefined)).toEqual([]);
    expect(frustrationSignals([response(20_000)], 20_000, carriedTo(3, left)).signals).toEqual([]);
  });

  test('a rage run of 2 + 2 clicks across the boundary is one rage click, from its first click, and none of its clicks is dead', () => {
    const gap = RAGE_CLICK_GAP_MS;
    const before = frustrationSignals([indexed(8000, 3), indexed(8000 + gap, 4)], 8000 + gap + 200);
    expect(before.signals).toEqual([]);
    expect(before.undecided.map((c) => c.index)).toEqual([3, 4]);
    const after = frustrationSignals(
      [indexed(8000 + 2 * gap, 0), indexed(8000 + 3 * gap, 1), response(30_000)],
      30_000,
      carriedTo(5, { batchNo: 4, undecided: before.undecided }),
    );
    expect(signals(after)).toEqual([['rage', 8000, 4, 3]]);
    // Judged alone, as before, neither part was one.
    expect(
      frustrationSignals(
        [indexed(8000 + 2 * gap, 0), indexed(8000 + 3 * gap, 1), response(30_000)],
        30_000,
      ).signals.map((s) => s.kind),
    ).toEqual(['dead', 'dead']);
  });

  test('the clicks of a run that may go on are not called dead yet; the next batch decides', () => {
    // Two clicks, the first one's window closed by the batch's end, the second within RAGE_CLICK_GAP_MS of it.
    const before = frustrationSignals(
      [indexed(1000, 1), indexed(1000 + RAGE_CLICK_GAP_MS, 2)],
      1000 + DEAD_CLICK_WINDOW_MS + 100,
    );
    expect(before.signals).toEqual([]);
    // The run stops there: the first is dead (its window closed long ago), the second too once its window closes.
    const stopped = frustrationSignals(
      [response(9000)],
      9000,
      carriedTo(1, { batchNo: 0, undecided: before.undecided }),
    );
    expect(signals(stopped)).toEqual([
      ['dead', 1000, 1, 1],
      ['dead', 1000 + RAGE_CLICK_GAP_MS, 1, 2],
    ]);
  });

  test('a rage run already counted by its batch and continued in the next is counted once', () => {
    // Three clicks past their error window make it a rage click; the fourth is still in it when the batch ends.
    const before = frustrationSignals([indexed(1000, 1), indexed(1300, 2), indexed(1600, 3), indexed(2400, 4)], 3000);
    expect(signals(before)).toEqual([['rage', 1000, 3, 1]]);
    // Only the run's last click is carried for it.
    expect(before.undecided.filter((c) => c.runOpen).map((c) => c.index)).toEqual([4]);
    const after = frustrationSignals(
      [indexed(3100, 0), indexed(3400, 1), response(9000)],
      9000,
      carriedTo(1, { batchNo: 0, undecided: before.undecided }),
    );
    // No second rage click, and its later clicks are not dead either.
    expect(after.signals).toEqual([]);
  });

  test('what was decided is not decided again: an error click found in its own batch is not reported by the next', () => {
    const before = frustrationSignals([indexed(9500, 7), error(9600), response(9700)], 9800);
    expect(signals(before)).toEqual([['error_click', 9500, 1, 7]]);
    const after = frustrationSignals(
      [error(9900), response(20_000)],
      20_000,
      carriedTo(1, { batchNo: 0, undecided: before.undecided }),
    );
    expect(after.signals).toEqual([]);
  });

  test('judging leaves the clicks it was given as they were (the ingest may judge the same batch again)', () => {
    const carried = JSON.parse(JSON.stringify(first.undecided)) as typeof first.undecided;
    frustrationSignals([error(9600), response(20_000)], 20_000, carried);
    expect(carried).toEqual(first.undecided);
  });
});
