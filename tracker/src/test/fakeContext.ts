/** A RecordingContext for unit tests: collects what is sent; the clock says 1,000 unless moved. */
import { createKeepaliveQuota } from '../keepalive-quota';
import type { MessageName } from '../protocol/messages';
import type { RecordingContext } from '../recording/context';

export interface Sent {
  name: MessageName;
  data: Record<string, unknown>;
  urgent?: boolean;
}

export function fakeContext(overrides: Partial<RecordingContext> = {}): RecordingContext & { sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    sent,
    send: (name, data, urgent) =>
      void sent.push(
        urgent
          ? { name, data: data as Record<string, unknown>, urgent }
          : { name, data: data as Record<string, unknown> },
      ),
    now: () => 1_000,
    mask: { emails: true, numbers: false },
    ingest: `${location.origin}/ingest`,
    nodeId: () => 42,
    keepalive: createKeepaliveQuota(),
    ...overrides,
  };
}
