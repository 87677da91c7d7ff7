import { decodeBatch, encodeBatch, type BatchHeader } from './codec';
import { compactEvent, expandCompact, expandCompactPayload } from './compact';
import { MESSAGE_TYPES } from './messages';

// rrweb events as @rrweb/record emits them (EventType.IncrementalSnapshot = 3; sources: 1 mouse move, 2 mouse
// interaction, 3 scroll, 6 touch move, 12 drag).
const mouseMove = {
  type: 3,
  data: {
    source: 1,
    positions: [
      { x: 412, y: 87, id: 31, timeOffset: -480 },
      { x: 420.5, y: 90, id: 31, timeOffset: 0 },
    ],
  },
  timestamp: 1763900000123,
};
const touchMove = {
  type: 3,
  data: { source: 6, positions: [{ x: 10, y: 20, id: 5, timeOffset: -12 }] },
  timestamp: 1763900000124,
};
const drag = {
  type: 3,
  data: { source: 12, positions: [{ x: 1, y: 2, id: 3, timeOffset: -4 }] },
  timestamp: 1763900000125,
};
const click = {
  type: 3,
  data: { source: 2, type: 2, id: 44, x: 100, y: 200, pointerType: 0 },
  timestamp: 1763900000126,
};
const focus = { type: 3, data: { source: 2, type: 5, id: 45 }, timestamp: 1763900000127 };
const scroll = { type: 3, data: { source: 3, id: 1, x: 0, y: 1840 }, timestamp: 1763900000128 };

describe('the compact message gives back the very rrweb event (tracker/PROTOCOL.md "Messages", type 12)', () => {
  it.each([
    ['a mouse move with two positions', mouseMove],
    ['a touch move', touchMove],
    ['a drag', drag],
    ['a click (mouse interaction with coordinates and pointer type)', click],
    ['a focus (mouse interaction without coordinates)', focus],
    ['a scroll', scroll],
  ])('%s: expanded, it equals the event, and its JSON is smaller', (_name, event) => {
    const compact = compactEvent(JSON.parse(JSON.stringify(event)) as typeof event);
    expect(compact).not.toBeNull();
    expect(expandCompact(JSON.parse(JSON.stringify(compact)))).toEqual(event);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(event).length);
  });

  it('ends with the timestamp, where the ingest reads it without parsing the message', () => {
    expect(JSON.stringify(compactEvent(scroll))).toMatch(/"t":1763900000128\}$/);
  });

  it.each([
    ['a full snapshot', { type: 2, data: { node: {}, initialOffset: { left: 0, top: 0 } }, timestamp: 1 }],
    ['a mutation', { type: 3, data: { source: 0, texts: [], attributes: [], removes: [], adds: [] }, timestamp: 1 }],
    ['an input', { type: 3, data: { source: 5, text: '***', isChecked: false, id: 9 }, timestamp: 1 }],
    ['an event with a delay', { ...scroll, delay: 3 }],
    ['a scroll with a key the form does not know', { ...scroll, data: { ...scroll.data, extra: 1 } }],
    [
      'a move whose position has a key the form does not know',
      { ...touchMove, data: { source: 6, positions: [{ x: 1, y: 2, id: 3, timeOffset: 0, z: 1 }] } },
    ],
  ])('%s has no compact form (it goes as an rrweb message, nothing dropped)', (_name, event) => {
    expect(compactEvent(event as Parameters<typeof compactEvent>[0])).toBeNull();
  });
});

describe('readers see rrweb messages only: decodeBatch expands compact frames', () => {
  const header: BatchHeader = {
    version: 1,
    pageNo: 0,
    batchNo: 0,
    firstIndex: 0,
    timestamp: 1763900000000,
    tabId: 't',
  };

  it('a compact frame comes out as an rrweb frame holding the original event, at the same position', () => {
    const frames = [
      { type: MESSAGE_TYPES.page, payload: '{"ts":1}' },
      { type: MESSAGE_TYPES.compact, payload: JSON.stringify(compactEvent(mouseMove)) },
      { type: MESSAGE_TYPES.compact, payload: JSON.stringify(compactEvent(click)) },
    ];
    const decoded = decodeBatch(encodeBatch(header, frames)).frames;
    expect(decoded.map((f) => f.type)).toEqual([MESSAGE_TYPES.page, MESSAGE_TYPES.rrweb, MESSAGE_TYPES.rrweb]);
    expect(JSON.parse(decoded[1]!.payload)).toEqual(mouseMove);
    expect(JSON.parse(decoded[2]!.payload)).toEqual(click);
  });

  it('a compact payload that does not parse, or is not shaped as one, is left as it is for the reader to skip', () => {
    expect(expandCompactPayload('{"s":1,')).toBe('{"s":1,');
    expect(expandCompactPayload('{"a":1}')).toBe('{"a":1}');
  });
});
