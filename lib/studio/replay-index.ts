/**
 * What the replay player shows beside the recorded page, worked out from the stored batches as they stream in: the
 * timeline's markers and the rows of the player's panels. Pure: `indexBatch` takes the index so far and one batch
 * (lib/studio/replay-wire.ts `decodeStoredBatch`) and answers the next index, plus the batch's rrweb events for the
 * replayer. Framework-free, so the player's behaviour is tested without a browser.
 */
import type { ReplayBatch } from './replay-wire';

/** What the replay's timeline marks, one lane each. */
export const MARKER_KINDS = ['page', 'click', 'network', 'error', 'tag', 'custom'] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];

/** `ts` places it on the timeline; `jumpTo` is where a click on it goes (a page load's: its first full snapshot). */
export interface Marker {
  kind: MarkerKind;
  ts: number;
  jumpTo: number;
  label: string;
}
export interface NetworkRow {
  ts: number;
  method: string;
  url: string;
  status: number;
  duration: number;
}
export interface ErrorRow {
  ts: number;
  name: string;
  message: string;
}
/** An rrweb event as the replayer takes it. */
export interface RrwebEvent {
  type: number;
  data: unknown;
  timestamp: number;
}

export interface ReplayIndex {
  markers: readonly Marker[];
  network: readonly NetworkRow[];
  errors: readonly ErrorRow[];
  /** The timestamp of each page load's first full snapshot (page number → ms). */
  snapshotOfPage: ReadonlyMap<number, number>;
  /** Page loads whose marker came before their snapshot (page number → the marker's place in `markers`). */
  waitingForSnapshot: ReadonlyMap<number, number>;
  /** The latest rrweb timestamp seen (0 before any). */
  lastEventAt: number;
}

/** rrweb's FullSnapshot event type: the replayer can paint once one has arrived. */
export const FULL_SNAPSHOT = 2;
/** rrweb's Meta event type (the recorded viewport's size). */
export const META_EVENT = 4;

export function emptyReplayIndex(): ReplayIndex {
  return { markers: [], network: [], errors: [], snapshotOfPage: new Map(), waitingForSnapshot: new Map(), lastEventAt: 0 };
}

export interface IndexOptions {
  /** Watched tags' names by id, for the tag markers' labels. */
  tagNames: Readonly<Record<string, string>>;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * The index after one more batch, and that batch's rrweb events (in order). Each page load's marker jumps to the page
 * load's first full snapshot: the tracker sends the page message as the page starts and rrweb's snapshot a moment
 * later (sometimes in the next batch), so a jump to the page message's own time would land just before the page it
 * names. A history navigation has no snapshot of its own and keeps its time.
 */
export function indexBatch(index: ReplayIndex, { pageNo, messages }: ReplayBatch, { tagNames }: IndexOptions): { index: ReplayIndex; events: RrwebEvent[] } {
  const markers = index.markers.slice();
  const network = index.network.slice();
  const errors = index.errors.slice();
  const snapshotOfPage = new Map(index.snapshotOfPage);
  const waitingForSnapshot = new Map(index.waitingForSnapshot);
  const events: RrwebEvent[] = [];
  let lastEventAt = index.lastEventAt;
  for (const { type, data } of messages) {
    const ts = Number(data.ts ?? 0);
    const mark = (kind: MarkerKind, label: string) => void markers.push({ kind, ts, jumpTo: ts, label });
    switch (type) {
      case 'rrweb': {
        const event = data as unknown as RrwebEvent;
        events.push(event);
        if (Number.isFinite(event.timestamp)) lastEventAt = Math.max(lastEventAt, event.timestamp);
        if (event.type === FULL_SNAPSHOT && !snapshotOfPage.has(pageNo)) {
          snapshotOfPage.set(pageNo, event.timestamp);
          const waiting = waitingForSnapshot.get(pageNo);
          if (waiting !== undefined) {
            waitingForSnapshot.delete(pageNo);
            const marker = markers[waiting]!;
            markers[waiting] = { ...marker, jumpTo: Math.max(marker.ts, event.timestamp) };
          }
        }
        break;
      }
      case 'page': {
        const marker: Marker = { kind: 'page', ts, jumpTo: ts, label: text(data.url) };
        if (data.navigation !== 'history') {
          const snapshot = snapshotOfPage.get(pageNo);
          if (snapshot === undefined) waitingForSnapshot.set(pageNo, markers.length);
          else marker.jumpTo = Math.max(ts, snapshot);
        }
        markers.push(marker);
        break;
      }
      case 'click':
        mark('click', text(data.label || data.selector));
        break;
      case 'custom':
        mark('custom', text(data.name));
        break;
      case 'tag':
        mark('tag', tagNames[text(data.tagId)] ?? text(data.tagId));
        break;
      case 'error':
        mark('error', `${text(data.name)}: ${text(data.message)}`);
        errors.push({ ts, name: text(data.name), message: text(data.message) });
        break;
      case 'network': {
        const row: NetworkRow = { ts, method: text(data.method), url: text(data.url), status: Number(data.status ?? 0), duration: Number(data.duration ?? 0) };
        mark('network', `${row.method} ${row.url} ${row.status}`);
        network.push(row);
        break;
      }
      default:
        break;
    }
  }
  return { index: { markers, network, errors, snapshotOfPage, waitingForSnapshot, lastEventAt }, events };
}
