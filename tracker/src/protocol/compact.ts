/**
 * The `compact` message (tracker/PROTOCOL.md "Messages"): the rrweb events a visitor produces by the hundred, mouse
 * moves, scrolls and mouse interactions, written without rrweb's keys. Batches under the compression threshold go
 * as they are, and these events are most of what they hold (bench/tracker-cost.mjs), so their size is what a minute
 * of reading costs; the compact form halves it and loses nothing: `expandCompact` gives back the very rrweb event.
 *
 *   mouse move, touch move, drag (sources 1, 6, 12)  {"s":1,"p":[x,y,id,timeOffset, x,y,id,timeOffset, …],"t":ts}
 *   mouse interaction (source 2)                      {"s":2,"p":[type,id,x,y,pointerType],"t":ts}  (null: absent)
 *   scroll (source 3)                                 {"s":3,"p":[id,x,y],"t":ts}
 *
 * `t` is the event's timestamp, last, as rrweb's `timestamp` is (the ingest reads it from the end of the message).
 */

/** rrweb's EventType.IncrementalSnapshot and the IncrementalSource values written compactly. */
const INCREMENTAL = 3;
const MOVES = [1, 6, 12];
const INTERACTION = 2;
const SCROLL = 3;

interface Position {
  x: number;
  y: number;
  id: number;
  timeOffset: number;
}

export interface CompactMessage {
  s: number;
  p: (number | null)[];
  t: number;
}

type Event = { type: number; data: Record<string, unknown>; timestamp: number };

const exactly = (data: Record<string, unknown>, keys: string[]) => Object.keys(data).every((key) => keys.includes(key));

/** The compact form of an rrweb event, or null when it has none (then it goes as an rrweb message). */
export function compactEvent(event: Event): CompactMessage | null {
  const { type, data, timestamp } = event;
  if (type !== INCREMENTAL || Object.keys(event).length !== 3) return null;
  const source = data.source as number;
  if (MOVES.includes(source) && exactly(data, ['source', 'positions'])) {
    const positions = data.positions as Position[];
    if (!positions.every((p) => exactly(p as unknown as Record<string, unknown>, ['x', 'y', 'id', 'timeOffset'])))
      return null;
    return { s: source, p: positions.flatMap((p) => [p.x, p.y, p.id, p.timeOffset]), t: timestamp };
  }
  if (source === INTERACTION && exactly(data, ['source', 'type', 'id', 'x', 'y', 'pointerType'])) {
    return {
      s: source,
      p: [data.type, data.id, data.x, data.y, data.pointerType].map((v) => (v === undefined ? null : (v as number))),
      t: timestamp,
    };
  }
  if (source === SCROLL && exactly(data, ['source', 'id', 'x', 'y']))
    return { s: source, p: [data.id as number, data.x as number, data.y as number], t: timestamp };
  return null;
}

/** The rrweb event a compact message was made from. */
export function expandCompact({ s: source, p, t: timestamp }: CompactMessage): Event {
  let data: Record<string, unknown>;
  if (source === INTERACTION) {
    data = { source };
    ['type', 'id', 'x', 'y', 'pointerType'].forEach(
      (key, i) => p[i] !== null && p[i] !== undefined && (data[key] = p[i]),
    );
  } else if (source === SCROLL) data = { source, id: p[0], x: p[1], y: p[2] };
  else {
    const positions: Position[] = [];
    for (let i = 0; i + 3 < p.length; i += 4)
      positions.push({ x: p[i]!, y: p[i + 1]!, id: p[i + 2]!, timeOffset: p[i + 3]! });
    data = { source, positions };
  }
  return { type: INCREMENTAL, data, timestamp };
}

/**
 * A compact message's JSON text as the rrweb event's JSON text. One that does not parse or is not a compact message
 * stays as it is: readers skip a message that does not parse, as they do for any other.
 */
export function expandCompactPayload(payload: string): string {
  let message: unknown;
  try {
    message = JSON.parse(payload);
  } catch {
    return payload;
  }
  const { s, p, t } = (message ?? {}) as Partial<CompactMessage>;
  if (typeof s !== 'number' || !Array.isArray(p) || typeof t !== 'number') return payload;
  return JSON.stringify(expandCompact({ s, p, t }));
}
