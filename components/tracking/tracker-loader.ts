import { connectSink, disconnectSink } from '@/lib/analytics/events';
import type { Lang } from '@/lib/i18n/languages';
import { hasSessionHint, readMemberHint } from '@/components/account/current-user';
import { STORAGE_KEYS } from '@parley/tracker/constants';
import { forgetFlags, receiveFlags, type FlagValue } from './feature-flags';
import { fetchMemberToken } from './member-token';

/**
 * Loads the tracker (tracker/, built into /tracker/ by `npm run build`) once the visitor agreed: on a page load, at the
 * visitor's first interaction (or after TRACKER_IDLE_START_MS of none), at idle time, so the work of loading it and
 * taking the first DOM snapshot never lands in the page's own start-up (measured: it added 200–300 ms of Lighthouse
 * TBT when it started at the first idle moment; bench/tracker-cost.mjs). The snapshot it takes then is the page as
 * the visitor sees it, so nothing visible is lost. Its own module and worker are plain files the site serves; nothing
 * of them is in the site's bundles.
 */
const TRACKER_URL = '/tracker/tracker.js';
export const TRACKER_WORKER_URL = '/tracker/worker.js';
/** The site's project (lib/seed/recordings.ts); NEXT_PUBLIC_TRACKER_PROJECT_KEY names another. */
export const PROJECT_KEY = process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY || 'parley-demo';

/** The part of tracker/src's public API the site uses (tracker/README.md). */
export interface SiteTracker {
  start(): Promise<{ success: boolean; sessionID?: string; reason?: string }>;
  stop(): void;
  /** `token`: the site's member token for `id` (./member-token.ts), sent with the tracker's next start. */
  setUserID(id: string, token?: string): void;
  event(name: string, payload?: unknown): void;
  getSessionID(): string | null;
  onFlagsLoad(callback: (flags: { key: string; value: FlagValue }[]) => void): void;
  /** Before start too: asks for the flags at once (tracker/README.md). */
  reloadFlags(): Promise<void>;
}

type TrackerModule = { createTracker(options: Record<string, unknown>): SiteTracker };

let running: Promise<SiteTracker | null> | null = null;
let loaded: Promise<SiteTracker | null> | null = null;
/** The member the tracker knows (the hint cookie's at its creation, or one named since). */
let member: string | null = null;

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
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: 3000 })
    : window.setTimeout(run, 1500);

/**
 * Whether this tab is in the middle of a recorded visit: the tracker keeps its session token in sessionStorage, or the
 * key of a start whose page was left before it was answered, whose session this page continues (tracker/PROTOCOL.md
 * "Session").
 */
function continuesVisit(): boolean {
  try {
    return (
      sessionStorage.getItem(STORAGE_KEYS.token) !== null || sessionStorage.getItem(STORAGE_KEYS.startKey) !== null
    );
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
export function startTracker(
  lang: Lang,
  { now = false, forTest = false }: { now?: boolean; forTest?: boolean } = {},
): Promise<SiteTracker | null> {
  running ??= new Promise<SiteTracker | null>((resolve) => {
    const when = forTest ? (run: () => void) => void run() : now ? whenIdle : afterFirstInteraction;
    // The flags the page's code reads (feature-flags.ts) cannot wait for a recording start that waits for the
    // visitor's first interaction: the tracker's module loads at the first idle moment and asks for them at once.
    // Loading it costs little; its first snapshot, which the start takes, is what must stay out of the page's start-up.
    // A start that comes at once asks for them itself.
    if (when === afterFirstInteraction)
      whenIdle(() => void trackerModule(lang, forTest).then((tracker) => tracker?.reloadFlags()));
    when(async () => {
      const tracker = await trackerModule(lang, forTest);
      if (!tracker) return resolve(null);
      try {
        const started = await tracker.start();
        if (!started.success) console.warn(`Recording did not start: ${started.reason ?? 'unknown reason'}`);
        // The site's analytics events (settings/language, bug-report, …) become the session's custom events.
        connectSink((event) => tracker.event(event.name, event.data));
        resolve(tracker);
      } catch (error) {
        console.error('The tracker could not start:', error);
        resolve(null);
      }
    });
  });
  return running;
}

/** The page's tracker, created once (not started); the flags it loads reach the page's code. */
function trackerModule(lang: Lang, forTest: boolean): Promise<SiteTracker | null> {
  loaded ??= (async () => {
    try {
      // A plain file the site serves: neither bundler may touch the import. A signed-in member's token is asked for
      // meanwhile: their first start names them verified (docs/decisions/0100-member-tokens.md).
      const [code, identity] = await Promise.all([
        import(/* webpackIgnore: true */ /* turbopackIgnore: true */ TRACKER_URL) as Promise<TrackerModule>,
        hasSessionHint() ? fetchMemberToken() : null,
      ]);
      member = identity?.username ?? (readMemberHint() || null);
      const tracker = code.createTracker({
        projectKey: PROJECT_KEY,
        ingestPoint: '/ingest',
        workerUrl: TRACKER_WORKER_URL,
        language: lang,
        // A signed-in member's first page already starts (and asks for flags) as them: their name is in the hint cookie.
        userID: member ?? undefined,
        userToken: identity?.token,
        obscureTextEmails: true,
        obscureTextNumbers: false,
        respectPrivacySignals: !forTest,
        // The project's start conditions decide, when it has any (the start answer tells); a usability test's visit is
        // recorded from its first page, whatever they say.
        conditional: forTest ? false : 'project',
      });
      tracker.onFlagsLoad(receiveFlags);
      return tracker;
    } catch (error) {
      console.error('The tracker could not load:', error);
      return null;
    }
  })();
  return loaded;
}

/**
 * The visitor is (now) this member: signed in on this page, or their name looked up. The tracker names them, with a
 * member token for its next start when the site gives one for them, and asks for the flags again as them, so a member
 * sees their own flags on the page where they signed in.
 */
export async function identifyMember(username: string): Promise<void> {
  const tracker = await (loaded ?? Promise.resolve(null));
  if (!tracker || username === member) return;
  member = username;
  const identity = await fetchMemberToken();
  tracker.setUserID(username, identity?.username === username ? identity.token : undefined);
  void tracker.reloadFlags();
}

/** Stops recording at once (the visitor withdrew consent). */
export async function stopTracker(): Promise<void> {
  const tracker = await running;
  running = loaded = null;
  disconnectSink();
  forgetFlags();
  tracker?.stop();
}
