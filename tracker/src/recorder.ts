/**
 * What records the page, started for a run (in cold start or active) and stopped with it: rrweb, the handlers (pages,
 * clicks, network, errors, console, visibility) and the per-node state the lazy parts keep.
 */
import { recordClicks } from './handlers/clicks';
import { recordConsole } from './handlers/console';
import { recordErrors } from './handlers/errors';
import { recordNetwork } from './handlers/network';
import { recordPages } from './handlers/page';
import { recordVisibility } from './handlers/visibility';
import { createNodeRegistry } from './nodes';
import type { RecordingContext } from './recording/context';
import { startRrweb } from './recording/rrweb';

export type Recorder = ReturnType<typeof startRecorder>;

/** `flush` and `leave`: the page is hidden or being left (src/handlers/visibility.ts). */
export function startRecorder(context: RecordingContext, flush: () => void, leave: () => void) {
  const stops = [recordPages(context)];
  const rrweb = startRrweb(context);
  const nodes = createNodeRegistry();
  stops.push(
    rrweb.stop,
    recordClicks(context),
    recordNetwork(context),
    recordErrors(context),
    recordConsole(context),
    recordVisibility(context, flush, leave),
  );
  return {
    rrweb,
    nodes,
    stop(): void {
      for (const stop of stops) stop();
      nodes.stop();
    },
  };
}
