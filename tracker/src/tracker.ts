/**
 * The tracker: its states (not_active -> starting -> active, and cold_start), the session's start and
 * restarts, the recording (rrweb and the handlers), and the features loaded on demand (canvas, flags, tags, start
 * conditions). Batching and sending happen in the worker (src/worker).
 */
import { STORAGE_KEYS, UXT_ACTIVE_KEY, UXT_QUERY_PARAMETER, UXT_STORAGE_KEYS } from './constants';
import { createEventBuffer } from './eventBuffer';
import { createKeepaliveQuota } from './keepalive-quota';
import { createPageExitBatch } from './page-exit-batch';
import type { CanvasSnapshots } from './features/canvas';
import type { Conditional } from './features/conditional';
import type { FeatureFlag } from './features/flags';
import { recordClicks } from './handlers/clicks';
import { recordConsole } from './handlers/console';
import { recordErrors } from './handlers/errors';
import { recordNetwork } from './handlers/network';
import { recordPages } from './handlers/page';
import { createNodeRegistry, type NodeRegistry } from './nodes';
import { MESSAGE_TYPES, type MessageName } from './protocol/messages';
import type { RecordingContext } from './recording/context';
import { startRrweb, type Rrweb } from './recording/rrweb';
import {
  forgetSession,
  hasStoredSession,
  local,
  session,
  startSession,
  storage,
  tabId,
  type StartResponse,
  type StartResult as StartSessionResult,
} from './session';
import type { FromWorker, RawMessage, SessionAuth, ToWorker } from './worker/commands';

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
  metadata?: Record<string, string>;
  /** The page's display language, sent with the start request. */
  language?: string;
  debug?: boolean;
}

export type Activity = 'not_active' | 'starting' | 'active' | 'cold_start';
export type StartResult = { success: true; sessionID: string } | { success: false; reason: string };

export interface Tracker {
  start(): Promise<StartResult>;
  stop(): void;
  setUserID(id: string): void;
  setMetadata(key: string, value: string): void;
  event(name: string, payload?: unknown): void;
  isFlagEnabled(key: string): boolean;
  getFeatureFlag(key: string): FeatureFlag | undefined;
  onFlagsLoad(callback: (flags: FeatureFlag[]) => void): void;
  reloadFlags(): Promise<void>;
  clearPersistFlags(): void;
  getSessionID(): string | null;
  readonly activity: Activity;
}

/** What a cold start returns: recording goes on in memory, a matching condition will start the session. */
export const COLD_START_REASON = 'cold start: waiting for a start condition';

export const privacySignal = () =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
  navigator.doNotTrack === '1';

interface Recording {
  rrweb: Rrweb;
  nodes: NodeRegistry;
  stops: (() => void)[];
}

export function createTracker(options: TrackerOptions): Tracker {
  const mask = { emails: options.obscureTextEmails ?? true, numbers: options.obscureTextNumbers ?? false };
  const ingest = new URL(options.ingestPoint, location.href).href.replace(/\/+$/, '');
  const metadata: Record<string, string> = { ...options.metadata };
  let userID = options.userID;
  const warn = (message: string) => console.warn(`[parley tracker] ${message}`);
  const log = (...args: unknown[]) => options.debug && console.debug('[parley tracker]', ...args);

  let activity: Activity = 'not_active';
  /** Bumped by every stop: an asynchronous step that began before it gives up. */
  let generation = 0;
  /** The recorded session's start response, or the cold start's (a token that records nothing). */
  let startResponse: StartResponse | null = null;
  let delay = 0;
  /** What the worker was told of the recorded page (the page's own last batch needs it too). */
  let auth: SessionAuth | null = null;
  let worker: Worker | null = null;
  let recording: Recording | null = null;
  /** Conditional recording's memory and matchers, while in cold start. */
  let cold: Conditional | null = null;
  let canvas: CanvasSnapshots | null = null;
  let featureStops: (() => void)[] = [];
  let flags: FeatureFlag[] = [];
  let flagsLoaded = false;
  let flagsOfSession = false;
  const flagListeners: ((flags: FeatureFlag[]) => void)[] = [];

  const now = () => Date.now() + delay;
  const post = (command: ToWorker) => worker?.postMessage(command);
  const pageExitBatch = createPageExitBatch();
  const postMessages = (list: RawMessage[]) => {
    post({ type: 'messages', list });
    pageExitBatch.posted(list);
  };
  const toWorker = createEventBuffer(postMessages, warn);
  const context: RecordingContext = {
    send,
    now,
    mask,
    ingest,
    nodeId: (node) => recording?.rrweb.nodeId(node) ?? -1,
    keepalive: createKeepaliveQuota(),
  };

  function send(name: MessageName, data: object, urgent = false): void {
    const message: RawMessage = [MESSAGE_TYPES[name], data];
    if (cold) cold.push(message);
    else if (activity === 'active' || activity === 'starting') {
      toWorker.push(message, urgent);
    }
  }

  /** The page is hidden or being left: everything recorded goes out now (tracker/README.md "Nothing lost"). */
  function flush(): void {
    toWorker.commit();
    post({ type: 'flush' });
    canvas?.upload();
  }

  function startRecording(): void {
    const stopPages = recordPages(context);
    const rrweb = startRrweb(context);
    // A closing tab fires pagehide before visibilitychange, and the worker may not outlive the first flush: the page
    // is recorded as hidden in that flush already.
    let hidden = document.visibilityState === 'hidden';
    const onVisibility = (event: Event) => {
      const isHidden = event.type === 'pagehide' || document.visibilityState === 'hidden';
      if (isHidden !== hidden) send('visibility', { ts: now(), hidden: (hidden = isHidden) }, true);
      // Left: what the worker has not batched yet, the page sends itself too (src/page-exit-batch.ts).
      if (event.type === 'pagehide' && auth) pageExitBatch.send(auth, context.keepalive);
      if (hidden) flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    addEventListener('pagehide', onVisibility);
    // Fires when a link is followed, before the next page's start response arrives: the worker gets a head start.
    addEventListener('beforeunload', flush);
    recording = {
      rrweb,
      nodes: createNodeRegistry(),
      stops: [
        stopPages,
        rrweb.stop,
        recordClicks(context),
        recordNetwork(context),
        recordErrors(context),
        recordConsole(context),
        () => document.removeEventListener('visibilitychange', onVisibility),
        () => removeEventListener('pagehide', onVisibility),
        () => removeEventListener('beforeunload', flush),
      ],
    };
    if (hidden) send('visibility', { ts: now(), hidden: true });
    if (userID) send('user', { ts: now(), userID });
    for (const [key, value] of Object.entries(metadata)) send('metadata', { ts: now(), key, value });
  }

  /** Ends recording and features; the worker is told separately (stop or restart). */
  function end(): void {
    generation++;
    for (const stop of featureStops) stop();
    featureStops = [];
    canvas = null;
    cold?.stop();
    cold = null;
    if (recording) {
      for (const stop of recording.stops) stop();
      recording.nodes.stop();
      recording = null;
    }
    toWorker.commit();
    startResponse = auth = null;
    activity = 'not_active';
  }

  function ensureWorker(): void {
    if (worker) return;
    worker = new Worker(options.workerUrl);
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === 'batched') pageExitBatch.batched(message.through);
      if (message.type === 'restart' && activity === 'active') void restart(message.reason);
      if (message.type === 'failure' && activity === 'active') {
        warn(`recording stopped: ${message.reason}`);
        stop();
      }
    };
    worker.onerror = (event) => warn(`worker error: ${event.message}`);
  }

  /** A new session in place of the current one (401, 30 minutes hidden): "restarts the tracker". */
  async function restart(reason: string): Promise<StartResult> {
    log(reason);
    end();
    forgetSession();
    return startRecorded({ forceNew: true });
  }

  async function startRecorded(request: {
    forceNew?: boolean;
    condition?: string;
    conditional?: boolean;
  }): Promise<StartResult> {
    const mine = generation;
    const history = cold;
    activity = 'starting';
    ensureWorker();
    post({ type: 'start' });
    pageExitBatch.reset();
    const result = await startSession({
      projectKey: options.projectKey,
      ingest,
      userID,
      language: options.language,
      forceNew: request.forceNew,
      bufferDiff: history?.historyMs(),
      condition: request.condition,
      conditional: request.conditional,
    });
    if (mine !== generation) return { success: false, reason: 'canceled' };
    if (!result.ok) {
      end();
      post({ type: 'stop' });
      warn(`cannot start: ${result.reason}`);
      return { success: false, reason: result.reason };
    }
    if (result.startResponse.coldStart) return coldStart(result.startResponse);
    startResponse = result.startResponse;
    delay = startResponse.delay;
    auth = {
      ingest,
      token: startResponse.token,
      pageNo: result.pageNo,
      tabId: tabId(),
      delay,
      beaconSizeLimit: startResponse.beaconSizeLimit,
      compressionThreshold: startResponse.compressionThreshold,
    };
    post({ type: 'auth', ...auth });
    activity = 'active';
    if (history) {
      // The cold-start history goes first; recording, tags and flags simply go on into the session from here.
      postMessages(history.messages());
      history.stop();
      cold = null;
    } else {
      startRecording();
      if (startResponse.features['feature-flags'] && !flagsOfSession) void loadFlags();
      startTags(startResponse);
    }
    startCanvas(startResponse);
    // The usability-test overlay: top-level pages with `?oruxt=`, a test in progress, or a test's video still to upload
    // (PROTOCOL.md "Usability tests").
    const started = startResponse;
    if (
      started.features['usability-test'] &&
      self === top &&
      (location.search.includes(`${UXT_QUERY_PARAMETER}=`) ||
        storage.read(local, UXT_ACTIVE_KEY) ||
        storage.read(local, UXT_STORAGE_KEYS.pendingUploads))
    ) {
      load(import('./features/uxt'), 'uxt', (uxt) =>
        featureStops.push(uxt.startUsabilityTest(context, started, options.language, warn)),
      );
    }
    log(startResponse.sessionID, result.pageNo);
    return { success: true, sessionID: startResponse.sessionID };
  }

  /** Loads a lazy part; `use` runs only if the tracker was not stopped meanwhile (`alive` tells, after an await). */
  function load<T>(chunk: Promise<T>, what: string, use: (module: T, alive: () => boolean) => unknown): void {
    const mine = generation;
    const alive = () => mine === generation;
    chunk.then((module) => alive() && use(module, alive)).catch((error: unknown) => warn(`${what}: ${String(error)}`));
  }

  function startCanvas(auth: StartResponse): void {
    const nodes = recording?.nodes;
    if (!nodes || !auth.canvasEnabled || options.canvas === false) return;
    load(import('./features/canvas'), 'canvas', ({ startCanvasSnapshots }) => {
      canvas = startCanvasSnapshots({
        context,
        nodes,
        token: auth.token,
        sessionStart: auth.startTimestamp,
        fps: auth.canvasFPS,
        quality: auth.canvasQuality,
        onUnauthorized: () => activity === 'active' && void restart('canvas upload response 401'),
        warn,
      });
      featureStops.push(() => canvas?.stop());
    });
  }

  function startTags(auth: StartResponse): void {
    const nodes = recording?.nodes;
    if (!nodes) return;
    load(import('./features/tags'), 'tags', async ({ fetchTags, watchTags }, alive) => {
      const tags = await fetchTags(ingest, auth.token);
      if (alive() && tags.length) featureStops.push(watchTags(tags, context, nodes, warn));
    });
  }

  /**
   * The flags, for the page's own code as soon as it asks (reloadFlags), started or not: before start they are asked
   * with the tab's session token (a later page of a recorded visit) or else a cold start's, which records nothing.
   */
  async function loadFlags(): Promise<void> {
    // A start under way asks for them itself, with its own token.
    if (!startResponse && activity !== 'not_active') return;
    const mine = generation;
    try {
      const stored = startResponse ? null : storage.read(session, STORAGE_KEYS.token);
      const [{ fetchFlags }, auth] = await Promise.all([
        import('./features/flags'),
        startResponse ??
          (stored
            ? { token: stored, projectID: '' }
            : startSession({
                projectKey: options.projectKey,
                ingest,
                userID,
                language: options.language,
                doNotRecord: true,
              }).then((r) => (r.ok ? r.startResponse : null))),
      ]);
      if (!auth || mine !== generation) return;
      const loaded = await fetchFlags({ ingest, token: auth.token, projectID: auth.projectID, userID, metadata });
      if (!loaded || mine !== generation) return;
      flags = loaded;
      flagsLoaded = true;
      // Had with the session the start continues: the start need not ask again.
      flagsOfSession ||= !!stored;
      for (const listener of flagListeners) listener(flags);
      cold?.flags(flags.filter((flag) => flag.value).map((flag) => flag.key));
    } catch (error) {
      warn(`feature flags: ${String(error)}`);
    }
  }

  /** `probe`: the cold start's response when the start already had it (a `conditional: 'project'` start). */
  async function coldStart(probe?: StartResponse): Promise<StartResult> {
    const mine = generation;
    activity = 'starting';
    let result: StartSessionResult;
    let conditional: typeof import('./features/conditional');
    try {
      [result, conditional] = await Promise.all([
        probe
          ? ({ ok: true, startResponse: probe, pageNo: 0 } as const)
          : startSession({
              projectKey: options.projectKey,
              ingest,
              userID,
              language: options.language,
              doNotRecord: true,
            }),
        import('./features/conditional'),
      ]);
    } catch (error) {
      result = { ok: false, reason: String(error) };
    }
    if (mine !== generation) return { success: false, reason: 'canceled' };
    if (!result.ok) {
      end();
      return { success: false, reason: result.reason };
    }
    const coldResponse = (startResponse = result.startResponse);
    delay = coldResponse.delay;
    cold = conditional!.startConditional({
      ingest,
      token: coldResponse.token,
      projectID: coldResponse.projectID,
      now,
      snapshot: () => recording?.rrweb.snapshot(),
      trigger(condition) {
        if (activity !== 'cold_start') return;
        log(condition);
        void startRecorded({ condition });
      },
      fail: stop,
    });
    activity = 'cold_start';
    startRecording();
    if (coldResponse.features['feature-flags']) void loadFlags();
    startTags(coldResponse);
    return { success: false, reason: COLD_START_REASON };
  }

  function stop(): void {
    if (activity === 'not_active') return;
    end();
    post({ type: 'stop' });
  }

  return {
    async start() {
      if (activity === 'starting') return { success: false, reason: 'already starting' };
      if (activity === 'active' && startResponse) return { success: true, sessionID: startResponse.sessionID };
      if (options.respectPrivacySignals !== false && privacySignal()) {
        return { success: false, reason: 'privacy signal (GPC or DNT)' };
      }
      if (activity === 'cold_start') return startRecorded({});
      // A tab whose session already started (a condition matched on an earlier page) continues it.
      if (options.conditional === true && !hasStoredSession()) return coldStart();
      return startRecorded({ conditional: options.conditional === 'project' });
    },
    stop,
    setUserID(id) {
      userID = id;
      send('user', { ts: now(), userID: id });
    },
    setMetadata(key, value) {
      metadata[key] = value;
      send('metadata', { ts: now(), key, value });
    },
    event(name, payload) {
      send('custom', { ts: now(), name, payload });
    },
    isFlagEnabled: (key) => !!flags.find((flag) => flag.key === key)?.value,
    getFeatureFlag: (key) => flags.find((flag) => flag.key === key),
    onFlagsLoad(callback) {
      flagListeners.push(callback);
      if (flagsLoaded) callback(flags);
    },
    reloadFlags: () => (options.respectPrivacySignals !== false && privacySignal() ? Promise.resolve() : loadFlags()),
    clearPersistFlags: () => storage.write(session, STORAGE_KEYS.flags, null),
    getSessionID: () => (activity === 'active' && startResponse ? startResponse.sessionID : null),
    get activity() {
      return activity;
    },
  };
}
