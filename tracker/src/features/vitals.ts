/**
 * Web vitals (tracker/PROTOCOL.md "Web vitals"): the page load's LCP, INP, CLS and TTFB as Google's `web-vitals`
 * measures them, each a `vital` message when web-vitals reports it final (TTFB once the page has loaded, LCP at the
 * first input, INP and CLS when the page is hidden). A chunk of its own, loaded after a recorded start: web-vitals
 * would not fit the recording budget of tracker.js. Numbers only, no text: nothing to mask.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { RecordingContext } from '../recording/context';

/** The metrics recorded, as web-vitals names them. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export interface VitalMessage {
  ts: number;
  name: VitalName;
  /** Milliseconds (LCP, INP, TTFB, to 0.1 ms) or CLS's unitless score (to 0.0001). */
  value: number;
  /** INP only: server time (ms) of the interaction that set it, where the replay marks it. */
  at?: number;
}

/**
 * The message of one web-vitals report, sent at server time `now` (the session clock) when `performance.now()` is
 * `performanceNow`: an entry's `startTime` is on the page's own clock, so its server time is `now` minus how long ago
 * it was.
 */
export function vitalMessage(metric: Metric, now: number, performanceNow: number): VitalMessage | null {
  if (!(VITAL_NAMES as readonly string[]).includes(metric.name)) return null;
  const name = metric.name as VitalName;
  const digits = name === 'CLS' ? 10_000 : 10;
  const message: VitalMessage = { ts: now, name, value: Math.round(metric.value * digits) / digits };
  const entry = name === 'INP' ? metric.entries[0] : undefined;
  if (entry) message.at = Math.round(now - (performanceNow - entry.startTime));
  return message;
}

/** The run whose session takes the reports; web-vitals observes a page once, whichever runs come and go on it. */
let current: RecordingContext | undefined;
let observing = false;

/** Sends the page's vitals to `context`'s session from now on; returns the function that stops it. */
export function startVitals(context: RecordingContext): () => void {
  current = context;
  if (!observing) {
    observing = true;
    const report = (metric: Metric) => {
      const message = current && vitalMessage(metric, current.now(), performance.now());
      if (message) current!.send('vital', message, true);
    };
    onLCP(report);
    onINP(report);
    onCLS(report);
    onTTFB(report);
  }
  return () => {
    if (current === context) current = undefined;
  };
}
