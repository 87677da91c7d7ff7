import type { KeepaliveQuota } from '../keepalive-quota';
import type { MessageName } from '../protocol/messages';
import type { MaskOptions } from './masking';

/** What every recording handler gets from the tracker: where messages go, the clock, the privacy options. */
export interface RecordingContext {
  /** Queues a message for the session (or for the cold-start memory); `urgent` hands it to the worker at once. */
  send(name: MessageName, data: object, urgent?: boolean): void;
  /** Server time in ms: client time plus the session's clock `delay`. */
  now(): number;
  mask: MaskOptions;
  /** The ingest's absolute base URL: requests to it are the tracker's own and never recorded. */
  ingest: string;
  /** rrweb's id of a recorded node; -1 when it is not recorded (yet). */
  nodeId(node: Node): number;
  /** The page's keepalive quota, which every keepalive request of the page takes its bytes from. */
  keepalive: KeepaliveQuota;
}
