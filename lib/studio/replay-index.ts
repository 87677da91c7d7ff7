/**
 * What the replay player shows beside the recorded page, worked out from the stored batches as they stream in: the
 * timeline's markers and the rows of the player's panels. Pure: `indexBatch` takes the index so far and one batch
 * (lib/studio/replay-wire.ts `decodeStoredBatch`) and answers the next index, plus the batch's rrweb events for the
 * replayer. Framework-free, so the player's behaviour is tested without a browser.
 */
import { keepReplayOffSite } from './replay-urls';
import {
  carriedTo,
  FRUSTRATION_KINDS,
  frustrationSignals,
  RESPONSE_SOURCES,
  type FrustrationInput,
  type FrustrationKind,
  type LeftUndecided,
} from '@/lib/recordings/frustration';
import type { ReplayBatch } from './replay-wire';
import { VITAL_THRESHOLDS } from '@/lib/recordings/web-vitals';

/** The kinds of recorded event that the timeline marks and the event list shows. */
const EVENT_MARKER_KINDS = ['page', 'click', 'network', 'error', 'tag', 'custom'] as const;
/**
 * The timeline's lanes: one per kind of event, one that gathers every frustration signal (rage, dead and error
 * clicks), so a team finds the moments worth watching without reading the event list, and one for performance: where
 * a slow interaction was (a page load's INP over Google's Poor threshold, at the interaction it measured).
 */
export const MARKER_KINDS = [...EVENT_MARKER_KINDS, 'frustration', 'performance', 'task'] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];

/** `ts` places it on the timeline; `jumpTo` is where a click on it goes (a page load's: its first full snapshot). */
export interface Marker {
  kind: MarkerKind;
  ts: number;
  jumpTo: number;
  label: string;
  /** Which signal a marker of the frustration lane is. */
  signal?: FrustrationKind;
}
export interface NetworkRow {
  ts: number;
  /** `fetch`, `xhr` or `beacon`. */
  kind: string;
  method: string;
  url: string;
  /** 0 when no answer came. */
  status: number;
  duration: number;
  requestSize: number;
  responseSize: number;
}
export interface ErrorRow {
  ts: number;
  name: string;
  message: string;
  /** The stack as the tracker recorded it (addresses masked). */
  stack: string;
}

export const CONSOLE_LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;
export type ConsoleLevel = (typeof CONSOLE_LEVELS)[number];
export interface ConsoleRow {
  ts: number;
  level: ConsoleLevel;
  message: string;
}

/**
 * What the event list shows: every kind of event the timeline marks, each frustration signal as a kind of its own,
 * typed input, and what the page passes in (usability-test steps, the team's notes).
 */
export const ENTRY_KINDS = [...EVENT_MARKER_KINDS, ...FRUSTRATION_KINDS, 'input', 'task', 'note'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** A row of the event list: what happened, when, and where a click on it goes. */
export interface EventEntry {
  kind: EntryKind;
  ts: number;
  jumpTo: number;
  /** What it names: the URL, the clicked element's text, the field, the request, the error. */
  label: string;
  /** More, searched too: a click's selector, a field's masked value, an error's message. */
  detail: string;
  /**
   * What a typed value in a field says beyond its text: `password` for a password field (never recorded, so it has no
   * value to show), `checked` or `unchecked` for a checkbox or radio button (which has no text).
   */
  field?: 'password' | 'checked' | 'unchecked';
}
/** An rrweb event as the replayer takes it. */
export interface RrwebEvent {
  type: number;
  data: unknown;
  timestamp: number;
}

export interface ReplayIndex {
  markers: readonly Marker[];
  /** The event list, in the order things happened within each batch (sorted by the list). */
  entries: readonly EventEntry[];
  /** Form fields by rrweb node id, named from the snapshots (`input[name=email]`), so a typed value says where. */
  fields: ReadonlyMap<number, Field>;
  network: readonly NetworkRow[];
  errors: readonly ErrorRow[];
  console: readonly ConsoleRow[];
  /** The timestamp of each page load's first full snapshot (page number → ms). */
  snapshotOfPage: ReadonlyMap<number, number>;
  /** Page loads whose marker came before their snapshot (page number → the marker's place in `markers` and `entries`). */
  waitingForSnapshot: ReadonlyMap<number, { marker: number; entry: number }>;
  /** The latest rrweb timestamp seen (0 before any). */
  lastEventAt: number;
  /** Other origins the recorded pages had (the site under another name): treated as the site in the replay. */
  recordedOrigins: readonly string[];
  /**
   * The clicks each page load's latest batch left undecided (page number → its batch number and those clicks), for
   * its next batch to judge, as the ingest did (lib/recordings/frustration.ts).
   */
  undecidedClicks: ReadonlyMap<number, LeftUndecided>;
}

/** rrweb's FullSnapshot event type: the replayer can paint once one has arrived. */
export const FULL_SNAPSHOT = 2;
/** rrweb's Meta event type (the recorded viewport's size). */
export const META_EVENT = 4;
/** rrweb's IncrementalSnapshot event type, and its sources the index reads: DOM mutations and typed input. */
const INCREMENTAL = 3;
const SOURCE_MUTATION = 0;
const SOURCE_INPUT = 5;
const FIELD_TAGS = new Set(['input', 'textarea', 'select']);
/** The input types whose value is whether they are checked. */
const CHECKABLE_TYPES = new Set(['checkbox', 'radio']);

/** A form field as the snapshots describe it: its name in the event list, and its `type` (lower case; '' for none). */
export interface Field {
  name: string;
  type: string;
}

type SerializedNode = {
  type?: number;
  id?: number;
  tagName?: string;
  attributes?: Record<string, unknown>;
  childNodes?: SerializedNode[];
};

/** How a form field is named in the event list: its tag, then its name, id, label or placeholder. */
function fieldName(node: SerializedNode): string {
  const attributes = node.attributes ?? {};
  const pick = (key: string) => (typeof attributes[key] === 'string' && attributes[key] ? String(attributes[key]) : '');
  const name = pick('name');
  const id = pick('id');
  const described = pick('aria-label') || pick('placeholder');
  return `${node.tagName}${name ? `[name=${name}]` : ''}${id ? `#${id}` : ''}${described ? ` “${described}”` : ''}`;
}

/** Notes every form field of a serialized subtree (a full snapshot's document, a mutation's added node). */
function noteFields(node: SerializedNode | undefined, fields: Map<number, Field>): void {
  const stack = node ? [node] : [];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next.type === 2 && typeof next.id === 'number' && FIELD_TAGS.has(String(next.tagName).toLowerCase())) {
      const type = next.attributes?.type;
      fields.set(next.id, { name: fieldName(next), type: typeof type === 'string' ? type.toLowerCase() : '' });
    }
    if (Array.isArray(next.childNodes)) stack.push(...next.childNodes);
  }
}

export function emptyReplayIndex(): ReplayIndex {
  return {
    markers: [],
    entries: [],
    fields: new Map(),
    network: [],
    errors: [],
    console: [],
    snapshotOfPage: new Map(),
    waitingForSnapshot: new Map(),
    lastEventAt: 0,
    recordedOrigins: [],
    undecidedClicks: new Map(),
  };
}

export interface IndexOptions {
  /** Watched tags' names by id, for the tag markers' labels. */
  tagNames: Readonly<Record<string, string>>;
  /** The studio's own origin: recorded URLs that point at it never reach the replay (lib/studio/replay-urls.ts). */
  siteOrigin: string;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The origin of a recorded http(s) address, or null. */
function originOf(value: unknown): string | null {
  try {
    const url = new URL(String(value));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The index after one more batch, and that batch's rrweb events (in order). Each page load's marker jumps to the page
 * load's first full snapshot: the tracker sends the page message as the page starts and rrweb's snapshot a moment
 * later (sometimes in the next batch), so a jump to the page message's own time would land just before the page it
 * names. A history navigation has no snapshot of its own and keeps its time.
 */
export function indexBatch(
  index: ReplayIndex,
  { pageNo, batchNo, messages, timestamp }: ReplayBatch,
  { tagNames, siteOrigin }: IndexOptions,
): { index: ReplayIndex; events: RrwebEvent[] } {
  const markers = index.markers.slice();
  const entries = index.entries.slice();
  const fields = new Map(index.fields);
  const network = index.network.slice();
  const errors = index.errors.slice();
  const consoleRows = index.console.slice();
  const snapshotOfPage = new Map(index.snapshotOfPage);
  const waitingForSnapshot = new Map(index.waitingForSnapshot);
  const events: RrwebEvent[] = [];
  let lastEventAt = index.lastEventAt;
  const recordedOrigins = index.recordedOrigins.slice();
  // Frustration signals, judged as the ingest judged them when it indexed this batch: with the clicks the page's batch
  // before left undecided (batches come in page and batch order; a missing one comes as page -1, so nothing is carried
  // over it).
  const undecidedClicks = new Map(index.undecidedClicks);
  const frustration: FrustrationInput[] = [];
  let batchEnd = timestamp ?? 0;
  for (const { type, data } of messages) {
    // The names the site was recorded under (a page's address, rrweb's meta event), before the snapshots they come with.
    const origin =
      type === 'page'
        ? originOf(data.url)
        : type === 'rrweb' && data.type === META_EVENT
          ? originOf((data.data as { href?: unknown })?.href)
          : null;
    if (origin && origin !== siteOrigin && !recordedOrigins.includes(origin)) recordedOrigins.push(origin);
    const ts = Number(data.ts ?? 0);
    const moment = type === 'rrweb' ? Number((data as { timestamp?: unknown }).timestamp) : ts;
    if (Number.isFinite(moment) && moment > 0) batchEnd = Math.max(batchEnd, moment);
    if (type === 'click')
      frustration.push({
        kind: 'click',
        ts,
        selector: text(data.selector),
        label: text(data.label),
        field: data.field === true,
      });
    else if (type === 'error') frustration.push({ kind: 'error', ts, name: text(data.name) });
    else if (type === 'page' || (type === 'visibility' && data.hidden === true))
      frustration.push({ kind: 'navigation', ts });
    else if (type === 'rrweb') {
      const event = data as { type?: number; data?: { source?: number } };
      if (
        event.type === FULL_SNAPSHOT ||
        (event.type === INCREMENTAL && RESPONSE_SOURCES.has(Number(event.data?.source)))
      ) {
        frustration.push({ kind: 'response', ts: moment });
      }
    }
    const mark = (kind: (typeof EVENT_MARKER_KINDS)[number], label: string, detail = '') => {
      markers.push({ kind, ts, jumpTo: ts, label });
      entries.push({ kind, ts, jumpTo: ts, label, detail });
    };
    switch (type) {
      case 'rrweb': {
        // Recorded URLs of the site itself never load in the replay (lib/studio/replay-urls.ts says why).
        const event = keepReplayOffSite(data as unknown as RrwebEvent, [siteOrigin, ...recordedOrigins]);
        events.push(event);
        if (Number.isFinite(event.timestamp)) lastEventAt = Math.max(lastEventAt, event.timestamp);
        if (event.type === FULL_SNAPSHOT) noteFields((event.data as { node?: SerializedNode })?.node, fields);
        if (event.type === INCREMENTAL) inputOrMutation(event, fields, entries);
        if (event.type === FULL_SNAPSHOT && !snapshotOfPage.has(pageNo)) {
          snapshotOfPage.set(pageNo, event.timestamp);
          const waiting = waitingForSnapshot.get(pageNo);
          if (waiting !== undefined) {
            waitingForSnapshot.delete(pageNo);
            const marker = markers[waiting.marker]!;
            markers[waiting.marker] = { ...marker, jumpTo: Math.max(marker.ts, event.timestamp) };
            entries[waiting.entry] = { ...entries[waiting.entry]!, jumpTo: Math.max(marker.ts, event.timestamp) };
          }
        }
        break;
      }
      case 'page': {
        const marker: Marker & { kind: 'page' } = { kind: 'page', ts, jumpTo: ts, label: text(data.url) };
        if (data.navigation !== 'history') {
          const snapshot = snapshotOfPage.get(pageNo);
          if (snapshot === undefined) waitingForSnapshot.set(pageNo, { marker: markers.length, entry: entries.length });
          else marker.jumpTo = Math.max(ts, snapshot);
        }
        markers.push(marker);
        entries.push({ ...marker, detail: text(data.title) });
        break;
      }
      case 'click':
        mark('click', text(data.label || data.selector), text(data.selector));
        break;
      case 'custom':
        mark('custom', text(data.name), data.payload === undefined ? '' : JSON.stringify(data.payload));
        break;
      case 'tag':
        mark('tag', tagNames[text(data.tagId)] ?? text(data.tagId));
        break;
      case 'error': {
        const name = text(data.name);
        const message = errorMessage(name, text(data.message));
        mark('error', errorLabel(name, message), text(data.stack));
        errors.push({ ts, name, message, stack: text(data.stack) });
        break;
      }
      case 'network': {
        const number = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 0);
        const row: NetworkRow = {
          ts,
          kind: text(data.kind),
          method: text(data.method),
          url: text(data.url),
          status: number(data.status),
          duration: number(data.duration),
          requestSize: number(data.requestSize),
          responseSize: number(data.responseSize),
        };
        mark('network', `${row.method} ${row.url} ${row.status}`, `${Math.round(row.duration)} ms`);
        network.push(row);
        break;
      }
      case 'vital': {
        const value = Number(data.value);
        if (data.name !== 'INP' || !(value > VITAL_THRESHOLDS.INP.poor)) break;
        const at = Number(data.at);
        const moment = Number.isFinite(at) && at > 0 ? at : ts;
        markers.push({ kind: 'performance', ts: moment, jumpTo: moment, label: `INP ${Math.round(value)} ms` });
        break;
      }
      case 'console': {
        const level = (CONSOLE_LEVELS as readonly unknown[]).includes(data.level)
          ? (data.level as ConsoleLevel)
          : 'log';
        consoleRows.push({ ts, level, message: text(data.message) });
        break;
      }
      default:
        break;
    }
  }
  const judged = frustrationSignals(frustration, batchEnd, carriedTo(batchNo, undecidedClicks.get(pageNo)));
  undecidedClicks.set(pageNo, { batchNo, undecided: judged.undecided });
  for (const signal of judged.signals) {
    const label = signal.label || signal.selector;
    markers.push({ kind: 'frustration', signal: signal.kind, ts: signal.ts, jumpTo: signal.ts, label });
    entries.push({ kind: signal.kind, ts: signal.ts, jumpTo: signal.ts, label, detail: signal.selector });
  }
  return {
    index: {
      markers,
      entries,
      fields,
      network,
      errors,
      console: consoleRows,
      snapshotOfPage,
      waitingForSnapshot,
      lastEventAt,
      recordedOrigins,
      undecidedClicks,
    },
    events,
  };
}

/**
 * An error's message without what the browser put before it: Chrome's uncaught errors read "Uncaught TypeError: x",
 * and a message often starts with the error's own name again ("Error: x" of an Error). Only the message remains.
 */
export function errorMessage(name: string, message: string): string {
  const uncaught = message.replace(/^Uncaught\s+/, '');
  return name && uncaught.startsWith(`${name}: `) ? uncaught.slice(name.length + 2) : uncaught;
}

/**
 * How the timeline and the event list name an error (after its kind, "Error"): the message, with the error's name
 * before it unless the name is the plain `Error` (which would read "Error Error: …").
 */
export function errorLabel(name: string, message: string): string {
  return !name || name === 'Error' ? message : `${name}: ${message}`;
}

/**
 * A typed value becomes an input entry (one per field while the typing goes on: the next keystroke in the same field
 * updates it), named by its field; added nodes are searched for new fields. Values are as the tracker recorded them:
 * masked, one `*` per character, and empty for a password.
 */
function inputOrMutation(event: RrwebEvent, fields: Map<number, Field>, entries: EventEntry[]): void {
  const data = event.data as {
    source?: number;
    id?: number;
    text?: unknown;
    isChecked?: unknown;
    adds?: { node?: SerializedNode }[];
  };
  if (data.source === SOURCE_MUTATION) {
    for (const added of data.adds ?? []) noteFields(added.node, fields);
    return;
  }
  if (data.source !== SOURCE_INPUT || typeof data.id !== 'number') return;
  const known = fields.get(data.id);
  const label = known?.name ?? `#${data.id}`;
  const value = text(data.text);
  // rrweb sends isChecked with every input, false for a text field: it says something of a checkbox or radio only.
  const checkable = known ? CHECKABLE_TYPES.has(known.type) : data.isChecked === true && !value;
  const field: EventEntry['field'] =
    known?.type === 'password'
      ? 'password'
      : checkable
        ? data.isChecked === true
          ? 'checked'
          : 'unchecked'
        : undefined;
  const last = entries[entries.length - 1];
  const entry: EventEntry = {
    kind: 'input',
    ts: event.timestamp,
    jumpTo: event.timestamp,
    label,
    detail: field ? '' : value,
    ...(field ? { field } : {}),
  };
  if (last?.kind === 'input' && last.label === label) entries[entries.length - 1] = entry;
  else entries.push(entry);
}
