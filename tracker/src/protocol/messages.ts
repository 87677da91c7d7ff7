/**
 * The messages a batch carries (tracker/PROTOCOL.md "Messages"). Each is a JSON object on the wire; `ts` is the
 * client's Date.now() plus the session's clock `delay` from the start response, so every timestamp is server time.
 */
import type { CompactMessage } from './compact';

export const MESSAGE_TYPES = {
  rrweb: 1,
  page: 2,
  click: 3,
  network: 4,
  error: 5,
  custom: 6,
  tag: 7,
  canvas: 8,
  visibility: 9,
  user: 10,
  metadata: 11,
  compact: 12,
  console: 13,
  vital: 14,
} as const;

export type MessageName = keyof typeof MESSAGE_TYPES;
export type MessageTypeId = (typeof MESSAGE_TYPES)[MessageName];

/** An rrweb event (`eventWithTime` of @rrweb/types), kept opaque here: the replay understands it, the ingest only stores it. */
export interface RrwebEvent {
  type: number;
  data: unknown;
  timestamp: number;
  delay?: number;
}

export interface PageMessage {
  ts: number;
  url: string;
  referrer: string;
  title: string;
  /** How the page was reached: a full load (`load`, `reload`, `back_forward`) or a history navigation (`history`). */
  navigation: 'load' | 'reload' | 'back_forward' | 'history';
}

export interface ClickMessage {
  ts: number;
  /** rrweb's mirror id of the clicked element (the replay highlights it). */
  nodeId: number;
  /** A CSS selector of the target, unique in its document when one could be found. */
  selector: string;
  /** A short label: the element's accessible text, masked like the page text, at most CLICK_LABEL_MAX characters. */
  label: string;
  /** Page coordinates in CSS pixels. */
  x: number;
  y: number;
}

export interface NetworkMessage {
  ts: number;
  kind: 'fetch' | 'xhr' | 'beacon';
  method: string;
  /** Without the query values the tracker treats as secret (tracker/PROTOCOL.md "What is never sent"). */
  url: string;
  /** 0 when the request failed without a response. */
  status: number;
  duration: number;
  requestSize: number;
  responseSize: number;
}

export interface ErrorMessage {
  ts: number;
  name: string;
  message: string;
  stack: string;
  source: 'error' | 'unhandledrejection';
}

export interface ConsoleMessage {
  ts: number;
  level: 'log' | 'info' | 'warn' | 'error' | 'debug';
  /** The call's arguments as text, joined with spaces, masked like page text, at most CONSOLE_MESSAGE_MAX characters. */
  message: string;
}

export interface CustomMessage {
  ts: number;
  name: string;
  payload: unknown;
}

export interface TagMessage {
  ts: number;
  tagId: number;
}

export interface CanvasMessage {
  ts: number;
  nodeId: number;
  /** The file name of the snapshot in the images upload: `{sessionStart}_{nodeId}_{ts}.webp`. */
  name: string;
}

export interface VisibilityMessage {
  ts: number;
  hidden: boolean;
}

export interface UserMessage {
  ts: number;
  userID: string;
}

export interface MetadataMessage {
  ts: number;
  key: string;
  value: string;
}

export type Message =
  | { type: 'rrweb'; data: RrwebEvent }
  | { type: 'page'; data: PageMessage }
  | { type: 'click'; data: ClickMessage }
  | { type: 'network'; data: NetworkMessage }
  | { type: 'error'; data: ErrorMessage }
  | { type: 'custom'; data: CustomMessage }
  | { type: 'tag'; data: TagMessage }
  | { type: 'canvas'; data: CanvasMessage }
  | { type: 'visibility'; data: VisibilityMessage }
  | { type: 'user'; data: UserMessage }
  | { type: 'metadata'; data: MetadataMessage }
  | { type: 'compact'; data: CompactMessage }
  | { type: 'console'; data: ConsoleMessage };

// Built on first use, so bundles that never name a message (the tracker's) carry no map.
let namesById: Map<number, MessageName> | undefined;

export function messageName(typeId: number): MessageName | undefined {
  namesById ??= new Map(Object.entries(MESSAGE_TYPES).map(([name, id]) => [id, name as MessageName]));
  return namesById.get(typeId);
}

/** A click's label is cut to this many characters. */
export const CLICK_LABEL_MAX = 100;

/** The response to `POST {ingest}/v1/web/start` (tracker/PROTOCOL.md "Session"): what the ingest sends, the tracker reads. */
export interface StartResponse {
  token: string;
  sessionID: string;
  projectID: string;
  userUUID: string;
  startTimestamp: number;
  /** Server time minus client time (ms): added to every timestamp the tracker sends. */
  delay: number;
  beaconSizeLimit: number;
  compressionThreshold: number;
  canvasEnabled: boolean;
  canvasQuality: 'low' | 'medium' | 'high';
  canvasFPS: number;
  features: { 'feature-flags': boolean; 'usability-test': boolean };
  /**
   * The page number this start records under: 0 for a new session, the next one of the session for a continued one,
   * handed out by the ingest so that tabs sharing a session (a duplicated tab) never share a number. A tracker talking
   * to an ingest that leaves it out counts pages itself.
   */
  pageNo?: number;
  /**
   * Set when a start that asked `conditional` got a cold start (the project has start conditions): the
   * token records nothing, and a start condition met later starts the session.
   */
  coldStart?: boolean;
}
