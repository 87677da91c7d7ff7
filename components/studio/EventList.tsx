'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { EntryKind, EventEntry } from '@/lib/studio/replay-index';
import { currentEntry, searchEntries } from '@/lib/studio/replay-events';

export type EventListStrings = {
  events: string;
  searchEvents: string;
  noEvents: string;
  kinds: Record<EntryKind, string>;
  /** What a typed value says of its field instead of a value: "password field, masked", "checked", "not checked". */
  fields: Record<NonNullable<EventEntry['field']>, string>;
};

/**
 * Everything that happened in the session, in order, beside the player: each row jumps to its moment, the one the
 * playhead is at is marked (and kept in view while playing), and a search narrows the list as the team types.
 */
export function EventList({
  entries,
  now,
  origin,
  playing,
  clock,
  jump,
  strings,
}: {
  /** In time order (lib/studio/replay-events.ts `sortedEntries`). */
  entries: readonly EventEntry[];
  /** The playhead (ms since the epoch). */
  now: number;
  origin: number;
  playing: boolean;
  clock: (offset: number) => string;
  jump: (offset: number) => void;
  strings: EventListStrings;
}) {
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const searchId = useId();
  const shown = searchEntries(
    entries,
    query,
    (kind) => strings.kinds[kind],
    (field) => strings.fields[field],
  );
  const current = currentEntry(shown, now);

  // While playing, the current row stays in view, scrolling the list only (never the page).
  useEffect(() => {
    const list = listRef.current;
    const row = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!playing || !list || !row) return;
    if (row.offsetTop < list.scrollTop || row.offsetTop + row.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = row.offsetTop - list.clientHeight / 3;
    }
  }, [current, playing]);

  return (
    <section className="replay-panel replay-events" aria-labelledby="replay-events">
      <h2 id="replay-events">{strings.events}</h2>
      <label htmlFor={searchId} className="visually-hidden">
        {strings.searchEvents}
      </label>
      <input
        id={searchId}
        type="search"
        className="replay-search"
        placeholder={strings.searchEvents}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {shown.length === 0 ? (
        <p>{strings.noEvents}</p>
      ) : (
        <ol ref={listRef} className="replay-event-list">
          {shown.map((entry, index) => (
            <li
              key={`${entry.kind}-${entry.ts}-${index}`}
              data-kind={entry.kind}
              aria-current={index === current ? 'true' : undefined}
            >
              <button type="button" className="replay-event" onClick={() => jump(entry.jumpTo - origin)}>
                <span className="when" dir="ltr">
                  {clock(entry.ts - origin)}
                </span>
                <span className={`swatch kind-${entry.kind}`} aria-hidden="true" />
                <span className="what">
                  <span className="kind">{strings.kinds[entry.kind]}</span> <bdi className="label">{entry.label}</bdi>
                  {entry.field ? (
                    <>
                      {' '}
                      <span className="detail" data-field={entry.field}>
                        {strings.fields[entry.field]}
                      </span>
                    </>
                  ) : entry.detail ? (
                    <>
                      {' '}
                      <bdi className="detail">
                        {entry.detail.length > 160 ? `${entry.detail.slice(0, 160)}…` : entry.detail}
                      </bdi>
                    </>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
