import type { EventEntry } from './replay-index';
import { currentEntry, searchEntries, sortedEntries } from './replay-events';

const entry = (kind: EventEntry['kind'], ts: number, label: string, detail = ''): EventEntry => ({
  kind,
  ts,
  jumpTo: ts,
  label,
  detail,
});

test('entries from the recording and from the page are merged in time order, equal times keeping their order', () => {
  const merged = sortedEntries(
    [entry('page', 0, 'a'), entry('click', 20, 'b'), entry('error', 20, 'c')],
    [entry('task', 10, 'step')],
  );
  expect(merged.map((e) => e.label)).toEqual(['a', 'step', 'b', 'c']);
});

test('search keeps entries holding every typed word, case-insensitively, in kind name, label or detail', () => {
  const entries = [
    entry('click', 0, 'Sign up', '#signup'),
    entry('error', 1, 'TypeError: boom', 'at Signup.submit'),
    entry('page', 2, '/pricing'),
  ];
  const names = { click: 'Click', error: 'Error', page: 'Page change' } as Record<EventEntry['kind'], string>;
  const find = (query: string) => searchEntries(entries, query, (kind) => names[kind]).map((e) => e.ts);
  expect(find('')).toEqual([0, 1, 2]);
  expect(find('SIGNUP')).toEqual([0, 1]);
  expect(find('error signup')).toEqual([1]);
  expect(find('page pric')).toEqual([2]);
  expect(find('nothing')).toEqual([]);
});

test('the current entry is the last one at or before the playhead', () => {
  const entries = [
    entry('page', 100, 'a'),
    entry('click', 200, 'b'),
    entry('click', 200, 'c'),
    entry('error', 300, 'd'),
  ];
  expect(currentEntry(entries, 50)).toBe(-1);
  expect(currentEntry(entries, 100)).toBe(0);
  expect(currentEntry(entries, 250)).toBe(2);
  expect(currentEntry(entries, 1e9)).toBe(3);
});
