import { connectSink, disconnectSink } from '@/lib/analytics/events';
import type { Lang } from '@/lib/i18n/languages';
import { STORAGE_KEYS } from '@parley/tracker/constants';

/**
 * Loads the tracker (tracker/, built into /tracker/ by `npm run build`) once the visitor agreed: on a page load, at the
 * visitor's first interaction (or after TRACKER_IDLE_START_MS of none), at idle time, so the work of loading it and
 * taking the first DOM snapshot never lands in the page's own start-up (measured: it added 200–300 ms of Lighthouse
 * TBT when it started at the first idle moment; bench/tracker-cost.mjs). The snapshot it takes then is the page as
 * the visitor sees it, so nothing visible is lost. Its own module and worker are plain files the site serves; nothing
 * of them is in the site's bundles.
 */
export const TRACKER_URL = '/tracker/tracker.js';
export const TRACKER_WORKER_URL = '/tracker/worker.js';
/** The site's project (lib/seed/recordings.ts); NEXT_PUBLIC_TRACKER_PROJECT_KEY names another. */
export const PROJECT_KEY = process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY || 'parley-demo';

/** The part of tracker/src's public API the site uses (tracker/README.md). */
export interface SiteTracker {
  start(): Promise<{ success: boolean; sessionID?: string; reason?: string }>;
  stop(): void;
  setUserID(id: string): void;
  event(name: string, payload?: unknown): void;
  getSessionID(): string | null;
}

type TrackerModule = { createTracker(options: Record<string, unknown>): SiteTracker };

let running: Promise<SiteTracker | null> | null = null;

/** Without an interaction, the tracker starts this long after the page loaded ... */
export const TRACKER_IDLE_START_MS = 5000;
/**
 * ... or this long, in a tab whose visit is already being recorded (a later page of it): a visitor who leaves such a
 * page within seconds, without touching it, ends the visit there, and that last page must be in the recording too.
 * The first page of a visit, the one Lighthouse and search engines load fresh, keeps the longer wait.
 */
export const TRACKER_CONTINUE_START_MS = 1000;
/** A visitor's first interaction starts it at once. */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 3000 }) : window.setTimeout(run, 1500);

/** Whether this tab is in the middle of a recorded visit (the tracker keeps its session token in sessionStorage). */
function continuesVisit(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.token) !== null;
  } catch {
    return false;
  }
}

/**
 * Runs `run` (once) at idle time after the first interaction, or after TRACKER_IDLE_START_MS without one
 * (TRACKER_CONTINUE_START_MS on a later page of a recorded visit).
 */
function afterFirstInteraction(run: () => void): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    window.clearTimeout(timer);
    for (const type of INTERACTIONS) window.removeEventListener(type, go, { capture: true });
    whenIdle(run);
  };
  const timer = window.setTimeout(go, continuesVisit() ? TRACKER_CONTINUE_START_MS : TRACKER_IDLE_START_MS);
  for (const type of INTERACTIONS) window.addEventListener(type, go, { capture: true, passive: true });
}

/**
 * Starts the tracker once per page (later calls answer the same one); null when it could not load. `now`: the visitor
 * just agreed (an interaction already), so it starts at the next idle moment. `forTest`: the page of a usability test
 * the participant agreed to; it starts at once (the test's overlay is the page's business now) and goes ahead despite a
 * privacy signal, since the participant agreed to this test (components/tracking/consent.ts recordingPlan).
 */
export function startTracker(lang: Lang, { now = false, forTest = false }: { now?: boolean; forTest?: boolean } = {}): Promise<SiteTracker | null> {
  running ??= new Promise<SiteTracker | null>((resolve) => {
    const when = forTest ? (run: () => void) => void run() : now ? whenIdle : afterFirstInteraction;
    when(async () => {
      try {
        const tracker = await importTracker();
        const started = await tracker.start();
        if (!started.success) console.warn(`Recording did not start: ${started.reason ?? 'unknown reason'}`);
        // The site's analytics events (settings/language, bug-report, …) become the session's custom events.
        connectSink((event) => tracker.event(event.name, event.data));
        resolve(tracker);
      } catch (error) {
        console.error('The tracker could not load:', error);
        resolve(null);
      }
    });
  });

  async function importTracker(): Promise<SiteTracker> {
    // A plain file the site serves: neither bundler may touch the import.
    const loaded = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ TRACKER_URL)) as TrackerModule;
    return loaded.createTracker({
      projectKey: PROJECT_KEY,
      ingestPoint: '/ingest',
      workerUrl: TRACKER_WORKER_URL,
      language: lang,
      obscureTextEmails: true,
      obscureTextNumbers: false,
      respectPrivacySignals: !forTest,
      conditional: false,
    });
  }
  return running;
}

/** Stops recording at once (the visitor withdrew consent). */
export async function stopTracker(): Promise<void> {
  const tracker = await running;
  running = null;
  disconnectSink();
  tracker?.stop();
}

/** The tracker of this page when it is running (for the bug report to mark its moment). */
export function runningTracker(): Promise<SiteTracker | null> {
  return running ?? Promise.resolve(null);
}
