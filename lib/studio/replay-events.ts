/**
 * The replay's event list, pure: every entry of the index (lib/studio/replay-index.ts) and the entries the page adds
 * (usability-test task steps) in time order, narrowed by what the team types, and which one the playhead is at.
 */
import type { EventEntry } from './replay-index';

/** The entries in time order (a stable sort: equal times keep their recorded order). */
export function sortedEntries(...lists: readonly (readonly EventEntry[])[]): EventEntry[] {
  return lists.flat().sort((a, b) => a.ts - b.ts);
}

/**
 * The entries whose kind name, label or detail (or what the list says of a field: "password field, masked") contains
 * every word typed (case-insensitive, in any order): "click signup" finds clicks on the signup button.
 */
export function searchEntries(
  entries: readonly EventEntry[],
  query: string,
  kindName: (kind: EventEntry['kind']) => string,
  fieldText: (field: NonNullable<EventEntry['field']>) => string = () => '',
): EventEntry[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries.slice();
  return entries.filter((entry) => {
    const field = entry.field ? fieldText(entry.field) : '';
    const haystack =
      `${kindName(entry.kind)} ${entry.kind} ${entry.label} ${entry.detail} ${field}`.toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The entry the playhead is at: the last one at or before `now` (ms since the epoch), or -1 before the first. */
export function currentEntry(entries: readonly EventEntry[], now: number): number {
  let low = 0;
  let high = entries.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (entries[middle]!.ts <= now) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
