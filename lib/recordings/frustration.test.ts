import {
  DEAD_CLICK_WINDOW_MS,
  ERROR_CLICK_WINDOW_MS,
  frustrationSignals,
  isResponseEvent,
  RAGE_CLICK_GAP_MS,
  RAGE_CLICK_MIN,
  type FrustrationInput,
} from './frustration';

const click = (ts: number, selector = '#vote', label = 'Vote'): FrustrationInput => ({ kind: 'click', ts, selector, label });
const response = (ts: number): FrustrationInput => ({ kind: 'response', ts });
const error = (ts: number): FrustrationInput => ({ kind: 'error', ts, name: 'TypeError' });
const kinds = (inputs: FrustrationInput[], end = 100_000) => frustrationSignals(inputs, end).map((s) => [s.kind, s.ts, s.clicks]);

test(`RAGE_CLICK_MIN (${RAGE_CLICK_MIN}) clicks on one element, each within RAGE_CLICK_GAP_MS (${RAGE_CLICK_GAP_MS} ms) of the last, are one rage click`, () => {
  const gap = RAGE_CLICK_GAP_MS;
  const answered = (ts: number) => [click(ts), response(ts + 10)];
  expect(kinds([...answered(1000), ...answered(1000 + gap), ...answered(1000 + 2 * gap), ...answered(1000 + 2 * gap + 300)])).toEqual([['rage', 1000, 4]]);
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
  expect(kinds([click(1000, 'form > input[name=email]'), click(5000, 'textarea#body'), click(9000, 'label.check')])).toEqual([]);
  // The batch ends before the window does: what answered may be in the next batch.
  expect(kinds([click(1000)], 1000 + DEAD_CLICK_WINDOW_MS - 1)).toEqual([]);
});

test(`an error within ERROR_CLICK_WINDOW_MS (${ERROR_CLICK_WINDOW_MS} ms) after a click is an error click, rage or not`, () => {
  expect(kinds([click(1000), response(1010), error(1000 + ERROR_CLICK_WINDOW_MS)])).toEqual([['error_click', 1000, 1]]);
  expect(kinds([click(1000), response(1010), error(1000 + ERROR_CLICK_WINDOW_MS + 1)])).toEqual([]);
  expect(kinds([error(900), click(1000), response(1010)])).toEqual([]);
  const rage = kinds([click(1000), click(1200), click(1400), error(1500)]);
  expect(rage).toEqual([
    ['rage', 1000, 3],
    ['error_click', 1000, 1],
    ['error_click', 1200, 1],
    ['error_click', 1400, 1],
  ]);
  const found = frustrationSignals([click(1000), click(1200), click(1400), error(1500)], 100_000).map((signal) => signal.kind);
  expect(found.filter((kind) => kind === 'rage')).toHaveLength(1);
  expect(found.filter((kind) => kind === 'error_click')).toHaveLength(3);
  expect(found).not.toContain('dead');
});

test('an rrweb event shows an answer when it is a full snapshot, a DOM mutation, a scroll, typed input, media or a selection', () => {
  expect(isResponseEvent('{"type":2,"data":{"node":')).toBe(true);
  for (const source of [0, 3, 5, 7, 14]) expect(isResponseEvent(`{"type":3,"data":{"source":${source},"x":1`)).toBe(true);
  // Mouse moves and interactions, viewport resizes and meta events are not answers.
  for (const source of [1, 2, 4, 6]) expect(isResponseEvent(`{"type":3,"data":{"source":${source},"x":1`)).toBe(false);
  expect(isResponseEvent('{"type":4,"data":{"href":"x"}')).toBe(false);
});

test("a signal carries its (first) click's message index when the input names it, so the index stores it once", () => {
  const [rage] = frustrationSignals(
    [1, 2, 3].map((n) => ({ kind: 'click' as const, ts: 1000 + n * 100, selector: '#save', label: 'Save', index: 40 + n })),
    100_000,
  );
  expect(rage).toMatchObject({ kind: 'rage', index: 41, clicks: 3 });
});
