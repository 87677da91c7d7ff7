/**
 * The tracker: its lifecycle (src/lifecycle.ts: not_active -> starting -> active or cold_start -> stopped) driving
 * its collaborators, each in a file of its own: consent (src/consent.ts), the session (src/session-client.ts), the
 * page's sending (src/page-sender.ts), what records the page (src/recorder.ts), the lazy parts (src/run-features.ts)
 * and the feature flags (src/flag-store.ts). Batching and sending happen in the worker (src/worker).
 */
import { createConsent, type Consent } from './consent';
import { createFlagStore, type FlagsApi, type FlagStore } from './flag-store';
import type { Conditional } from './features/conditional';
import type { FeatureFlag } from './features/flags';
import { createKeepaliveQuota } from './keepalive-quota';
import { transition, type Activity as LifecycleActivity, type LifecycleEvent, type State } from './lifecycle';
import { createPageSender, type PageSender, type WorkerReport } from './page-sender';
import { MESSAGE_TYPES, type MessageName } from './protocol/messages';
import type { RecordingContext } from './recording/context';
import { startRecorder, type Recorder } from './recorder';
import { createFeatures, type FeatureRun, type RunFeatures } from './run-features';
import type { StartResponse, StartResult as StartSessionResult } from './session';
import { createSessionClient, type SessionClient } from './session-client';
import type { RawMessage, SessionAuth } from './worker/commands';

export type { FeatureFlag };

export interface TrackerOptions {
  projectKey: string;
  /** The ingest's base address, e.g. '/ingest'. */
  ingestPoint: string;
  /** Where the worker script is served, e.g. '/tracker/worker.js'. */
  workerUrl: string;
  /** Emails in page text and attributes become ***@***.*** (default true). */
  obscureTextEmails?: boolean;
  /** Digits in page text and attributes become 0 (default false). */
  obscureTextNumbers?: boolean;
  /** Global Privacy Control or Do Not Track on: never record (default true). */
  respectPrivacySignals?: boolean;
  /** false: no canvas snapshots even when the ingest enables them. */
  canvas?: boolean;
  /**
   * Start conditions: record into memory until one matches (cold start). `true`: always; `'project'`: only when the
   * project has start conditions (the start response says so; otherwise the session starts as without them).
   */
  conditional?: boolean | 'project';
  userID?: string;
  /**
   * The site's token naming its signed-in member `userID` (tracker/PROTOCOL.md "Session"), sent with the next start:
   * the ingest then marks the id verified. Without it the id is what the page's script says, and shown as such.
   */
  userToken?: string;
  metadata?: Record<string, string>;
  /** The page's display language, sent with the start request. */
  language?: string;
  debug?: boolean;
}

/** The product contract's activities: `stopped` shows as `not_active` (nothing is recorded, a start() begins again). */
export type Activity = Exclude<LifecycleActivity, 'stopped'>;
export type StartResult = { success: true; sessionID: string } | { success: false; reason: string };

export interface Tracker extends FlagsApi {
  start(): Promise<StartResult>;
  stop(): void;
  /** `token`: the site's member token for `id`, sent with the next start (a page load, a restart). */
  setUserID(id: string, token?: string): void;
  setMetadata(key: string, value: string): void;
  event(name: string, payload?: unknown): void;
  reloadFlags(): Promise<void>;
  getSessionID(): string | null;
  readonly activity: Activity;
}

/** What a cold start returns: recording goes on in memory, a matching condition will start the session. */
export const COLD_START_REASON = 'cold start: waiting for a start condition';

/** The collaborators the lifecycle drives. */
export interface TrackerParts {
  consent: Consent;
  session: SessionClient;
  sender: PageSender;
  flags: FlagStore;
  /** Starts a run's lazy parts. */
  features: (run: FeatureRun) => RunFeatures;
}

/** What one run set going (src/lifecycle.ts "run"), for its end to stop. */
interface Run {
  /** The start response: the session's, or the cold start's (a token that records nothing). */
  response?: StartResponse;
  /** What the worker was told of the recorded page (the page's own last batch needs it too). */
  auth?: SessionAuth;
  recorder?: Recorder;
  features?: RunFeatures;
  /** Conditional recording's memory and matchers, in cold start and the start a condition began. */
  cold?: Conditional;
}

const warn = (message: string) => console.warn(`[parley tracker] ${message}`);
const CANCELED: StartResult = { success: false, reason: 'canceled' };

export function createTracker(options: TrackerOptions): Tracker {
  const ingest = new URL(options.ingestPoint, location.href).href.replace(/\/+$/, '');
  return composeTracker(options, {
    consent: createConsent(options.respectPrivacySignals),
    session: createSessionClient({ ...options, ingest }),
    sender: createPageSender(options.workerUrl, warn),
    flags: createFlagStore(ingest, warn),
    features: createFeatures(options, warn),
  });
}

/** The tracker on the collaborators it is given (`createTracker` gives the real ones). */
export function composeTracker(options: TrackerOptions, parts: TrackerParts): Tracker {
  const { consent, session, sender, flags, features } = parts;
  const log = (...args: unknown[]) => options.debug && console.debug('[parley tracker]', ...args);
  const newRun = (): Run => ({});
  let state: State<Run> = { activity: 'not_active', run: newRun() };
  const context: RecordingContext = {
    send,
    now: session.now,
    mask: { emails: options.obscureTextEmails ?? true, numbers: options.obscureTextNumbers ?? false },
    ingest: session.ingest,
    nodeId: (node) => state.run.recorder?.rrweb.nodeId(node) ?? -1,
    keepalive: createKeepaliveQuota(),
  };

  /**
   * Moves to the state `event` leads to (src/lifecycle.ts), or answers false when the current state refuses it. An
   * event that ends the run stops what it set going first, while its state still takes the last messages.
   */
  function fire(event: LifecycleEvent): boolean {
    const next = transition(state, event, newRun);
    if (!next) return false;
    const { run } = state;
    if (next.run !== run) {
      run.features?.stop();
      run.cold?.stop();
      run.recorder?.stop();
      sender.commit();
    }
    state = next;
    if (next.activity === 'stopped') sender.stop();
    return true;
  }

  function send(name: MessageName, data: object, urgent = false): void {
    const message: RawMessage = [MESSAGE_TYPES[name], data];
    const { activity, run } = state;
    if (run.cold) run.cold.push(message);
    else if (activity === 'active' || activity === 'starting') sender.push(message, urgent);
  }

  function startRecording(run: Run): void {
    const recorder = (run.recorder = startRecorder(
      context,
      () => {
        sender.flush();
        run.features?.upload();
      },
      () => run.auth && sender.leave(run.auth, context.keepalive),
    ));
    run.features = features({
      context,
      nodes: recorder.nodes,
      alive: () => state.run === run,
      unauthorized: () => restart('canvas upload response 401'),
    });
    if (session.userID) send('user', { ts: session.now(), userID: session.userID });
    for (const [key, value] of Object.entries(session.metadata)) send('metadata', { ts: session.now(), key, value });
  }

  function onWorker(report: WorkerReport): void {
    if (report.type === 'restart') restart(report.reason);
    else if (state.activity === 'active') {
      warn(`recording stopped: ${report.reason}`);
      stop();
    }
  }

  /** A new session in place of the current one (401, 30 minutes hidden): "restarts the tracker". */
  function restart(reason: string): void {
    if (!fire('restart')) return;
    log(reason);
    session.forget();
    void startRecorded({ forceNew: true });
  }

  /** Asks the ingest for the session, in `starting` (entered by the caller); a run in cold start hands over its memory. */
  async function startRecorded(request: {
    forceNew?: boolean;
    condition?: string;
    conditional?: boolean;
  }): Promise<StartResult> {
    const starting = state;
    const { run } = starting;
    sender.start(onWorker);
    const result = await session.start({ ...request, bufferDiff: run.cold?.historyMs() });
    if (state !== starting) return CANCELED;
    if (!result.ok) {
      fire('fail');
      warn(`cannot start: ${result.reason}`);
      return { success: false, reason: result.reason };
    }
    const response = result.startResponse;
    if (response.coldStart) return coldStart(response);
    run.response = response;
    sender.auth((run.auth = session.auth(response, result.pageNo)));
    fire('started');
    if (run.cold) {
      // The cold-start memory goes first; recording, tags and flags simply go on into the session from here.
      sender.history(run.cold.messages());
      run.cold.stop();
      run.cold = undefined;
    } else {
      startRecording(run);
      if (response.features['feature-flags'] && !flags.ofSession) void loadFlags();
      run.features!.tags(response);
    }
    run.features!.session(response);
    log(response.sessionID, result.pageNo);
    return { success: true, sessionID: response.sessionID };
  }

  /**
   * Records into memory until a start condition matches, in `starting` (entered by the caller). `probe`: the cold
   * start's response when the start already had it (a `conditional: 'project'` start).
   */
  async function coldStart(probe?: StartResponse): Promise<StartResult> {
    const starting = state;
    let result: StartSessionResult;
    let conditional: typeof import('./features/conditional');
    try {
      [result, conditional] = await Promise.all([
        probe ? ({ ok: true, startResponse: probe, pageNo: 0 } as const) : session.start({ doNotRecord: true }),
        import('./features/conditional'),
      ]);
    } catch (error) {
      result = { ok: false, reason: String(error) };
    }
    if (state !== starting) return CANCELED;
    if (!result.ok) {
      fire('fail');
      return { success: false, reason: result.reason };
    }
    const { run } = state;
    const response = (run.response = result.startResponse);
    session.delay = response.delay;
    run.cold = conditional!.startConditional({
      ingest: session.ingest,
      token: response.token,
      projectID: response.projectID,
      now: session.now,
      snapshot: () => run.recorder?.rrweb.snapshot(),
      trigger(condition) {
        if (!fire('start')) return;
        log(condition);
        void startRecorded({ condition });
      },
      fail: stop,
    });
    fire('cold');
    startRecording(run);
    if (response.features['feature-flags']) void loadFlags();
    run.features!.tags(response);
    return { success: false, reason: COLD_START_REASON };
  }

  /**
   * The flags, for the page's own code as soon as it asks (reloadFlags), started or not: before start they are asked
   * with the tab's session token (a later page of a recorded visit) or else a cold start's, which records nothing.
   */
  async function loadFlags(): Promise<void> {
    const { activity, run } = state;
    // A start under way asks for them itself, with its own token.
    if (activity === 'starting' && !run.response) return;
    const stored = run.response ? null : session.storedToken();
    const loaded = await flags.load(
      run.response ??
        (stored
          ? { token: stored, projectID: '' }
          : session.start({ doNotRecord: true }).then((r) => (r.ok ? r.startResponse : null))),
      session,
      () => state.run === run,
      !!stored,
    );
    if (loaded) state.run.cold?.flags(loaded.filter((flag) => flag.value).map((flag) => flag.key));
  }

  function stop(): void {
    fire('stop');
  }

  return {
    async start() {
      const { activity, run } = state;
      if (activity === 'active') return { success: true, sessionID: run.response!.sessionID };
      if (activity === 'starting') return { success: false, reason: 'already starting' };
      const denied = consent();
      if (denied) return { success: false, reason: denied };
      fire('start');
      if (activity === 'cold_start') return startRecorded({});
      // A tab whose session already started (a condition matched on an earlier page) continues it.
      if (options.conditional === true && !session.storedToken()) return coldStart();
      return startRecorded({ conditional: options.conditional === 'project' });
    },
    stop,
    setUserID(id, token) {
      session.userID = id;
      session.userToken = token;
      send('user', { ts: session.now(), userID: id });
    },
    setMetadata(key, value) {
      session.metadata[key] = value;
      send('metadata', { ts: session.now(), key, value });
    },
    event(name, payload) {
      send('custom', { ts: session.now(), name, payload });
    },
    ...flags.api,
    reloadFlags: () => (consent() ? Promise.resolve() : loadFlags()),
    getSessionID: () => (state.activity === 'active' ? state.run.response!.sessionID : null),
    get activity() {
      return state.activity === 'stopped' ? 'not_active' : state.activity;
    },
  };
}
