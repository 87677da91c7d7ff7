/**
 * The site's one analytics entry point (browser side). Until a sink is connected (the tracker, once the visitor has
 * agreed to recording: components/tracking/tracker-loader.ts) events wait in a bounded queue in sessionStorage, so an event recorded just before a reload (the language change)
 * survives it. When the queue is full the oldest event is dropped: analytics must never grow without bound.
 */
export const ANALYTICS_QUEUE_LIMIT = 100;
export const ANALYTICS_QUEUE_KEY = 'parley.analytics.queue';

export type AnalyticsEvent = { name: string; data: Record<string, unknown>; at: number };
export type AnalyticsSink = (event: AnalyticsEvent) => void;

let sink: AnalyticsSink | null = null;
// Used only when sessionStorage is unavailable (privacy modes throw on access).
let memoryQueue: AnalyticsEvent[] = [];

function readQueue(): AnalyticsEvent[] {
  try {
    const raw = window.sessionStorage.getItem(ANALYTICS_QUEUE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as AnalyticsEvent[]) : [];
  } catch {
    return memoryQueue;
  }
}

function writeQueue(queue: AnalyticsEvent[]): void {
  try {
    window.sessionStorage.setItem(ANALYTICS_QUEUE_KEY, JSON.stringify(queue));
  } catch {
    memoryQueue = queue;
  }
}

export function track(name: string, data: Record<string, unknown> = {}, now: number = Date.now()): void {
  const event: AnalyticsEvent = { name, data, at: now };
  if (sink) {
    sink(event);
    return;
  }
  const queue = readQueue();
  queue.push(event);
  writeQueue(queue.slice(-ANALYTICS_QUEUE_LIMIT));
}

/** The events waiting for a sink, oldest first. */
export function queuedEvents(): AnalyticsEvent[] {
  return readQueue();
}

/** Sends every queued event to `next`, in order, then sends new events straight to it. */
export function connectSink(next: AnalyticsSink): void {
  sink = next;
  const queue = readQueue();
  writeQueue([]);
  for (const event of queue) next(event);
}

export function disconnectSink(): void {
  sink = null;
}
