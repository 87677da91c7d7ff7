/**
 * The tracker on fake collaborators (composeTracker): how its lifecycle drives them, what it refuses, and how a result
 * that comes back after its state is gone is recognised.
 */
import type { FlagStore } from './flag-store';
import type { PageSender, WorkerReport } from './page-sender';
import type { RunFeatures } from './run-features';
import { parseStartResponse, type StartResult } from './session';
import type { SessionClient } from './session-client';
import { COLD_START_REASON, composeTracker, type TrackerOptions, type TrackerParts } from './tracker';

jest.mock('@rrweb/record', () => {
  const record = Object.assign(() => () => undefined, {
    takeFullSnapshot: jest.fn(),
    mirror: { getNode: () => null, getId: () => 1 },
  });
  return { record };
});

/** The conditional chunk, reduced to its trigger. */
const conditional = { trigger: (_condition: string) => undefined as unknown, stop: jest.fn() };
jest.mock('./features/conditional', () => ({
  startConditional: (host: { trigger(condition: string): void }) => {
    conditional.trigger = host.trigger;
    return { push: jest.fn(), flags: jest.fn(), messages: () => [], historyMs: () => 0, stop: conditional.stop };
  },
}));

const OPTIONS: TrackerOptions = { projectKey: 'parley-demo', ingestPoint: '/ingest', workerUrl: '/w.js' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const started = (sessionID: string, fields: Record<string, unknown> = {}): StartResult => ({
  ok: true,
  startResponse: parseStartResponse({ token: `tok-${sessionID}`, sessionID, userUUID: 'u', delay: 0, ...fields })!,
  pageNo: 0,
});

/** Fake collaborators: each start request waits until the test answers it. */
function fakeParts() {
  const starts: { request: Record<string, unknown>; answer(result: StartResult): void }[] = [];
  const session = {
    ingest: 'https://p.example/ingest',
    userID: undefined,
    metadata: {},
    delay: 0,
    now: () => 1_000,
    start: jest.fn(
      (request: Record<string, unknown>) =>
        new Promise<StartResult>((answer) => starts.push({ request, answer: (result) => answer(result) })),
    ),
    auth: jest.fn((response, pageNo) => ({ ingest: '', token: response.token, pageNo, tabId: 't', delay: 0 })),
    storedToken: jest.fn(() => null as string | null),
    forget: jest.fn(),
  } as unknown as SessionClient;
  let report: (report: WorkerReport) => void = () => undefined;
  const sender = {
    start: jest.fn((listen: (report: WorkerReport) => void) => void (report = listen)),
    auth: jest.fn(),
    push: jest.fn(),
    history: jest.fn(),
    commit: jest.fn(),
    flush: jest.fn(),
    leave: jest.fn(),
    stop: jest.fn(),
  } satisfies Record<keyof PageSender, unknown>;
  const alive: (() => boolean)[] = [];
  const features = jest.fn((run: { alive(): boolean }): RunFeatures => {
    alive.push(run.alive);
    return { tags: jest.fn(), session: jest.fn(), upload: jest.fn(), stop: jest.fn() };
  });
  const flagLoads: (() => boolean)[] = [];
  const flags = {
    ofSession: false,
    load: jest.fn(async (_auth: unknown, _user: unknown, isAlive: () => boolean) => {
      flagLoads.push(isAlive);
      return null;
    }),
    api: {
      isFlagEnabled: () => false,
      getFeatureFlag: () => undefined,
      onFlagsLoad: () => undefined,
      clearPersistFlags: () => undefined,
    },
  } as unknown as FlagStore;
  const parts: TrackerParts = {
    consent: () => null,
    session,
    sender: sender as unknown as PageSender,
    flags,
    features,
  };
  return { parts, starts, sender, features, alive, flagLoads, report: (r: WorkerReport) => report(r) };
}

describe('stale results', () => {
  it('a start answered after stop() and a new start() is canceled; the new start is the one recorded', async () => {
    const { parts, starts } = fakeParts();
    const tracker = composeTracker(OPTIONS, parts);
    const first = tracker.start();
    tracker.stop();
    const second = tracker.start();
    starts[0]!.answer(started('old'));
    expect(await first).toEqual({ success: false, reason: 'canceled' });
    expect(tracker.activity).toBe('starting');
    starts[1]!.answer(started('new'));
    expect(await second).toEqual({ success: true, sessionID: 'new' });
    expect(tracker.getSessionID()).toBe('new');
  });

  it("a run's lazy parts are told their run is gone once it stops or restarts, and only then", async () => {
    const { parts, starts, alive, report } = fakeParts();
    const tracker = composeTracker(OPTIONS, parts);
    void tracker.start();
    starts[0]!.answer(started('s1'));
    await settle();
    expect(alive[0]!()).toBe(true);
    report({ type: 'restart', reason: 'batch response 401' });
    expect(alive[0]!()).toBe(false);
    starts[1]!.answer(started('s2'));
    await settle();
    expect(alive[1]!()).toBe(true);
    tracker.stop();
    expect(alive[1]!()).toBe(false);
  });

  it("a cold start's run goes on into the session a condition starts: its parts stay alive", async () => {
    const { parts, starts, alive, sender } = fakeParts();
    conditional.stop.mockClear();
    const tracker = composeTracker({ ...OPTIONS, conditional: true }, parts);
    const cold = tracker.start();
    starts[0]!.answer(started('cold'));
    expect(await cold).toEqual({ success: false, reason: COLD_START_REASON });
    expect(tracker.activity).toBe('cold_start');
    conditional.trigger('went-to-checkout');
    expect(tracker.activity).toBe('starting');
    expect(starts[1]!.request).toMatchObject({ condition: 'went-to-checkout' });
    starts[1]!.answer(started('s1'));
    await settle();
    expect(tracker.activity).toBe('active');
    expect(alive).toHaveLength(1);
    expect(alive[0]!()).toBe(true);
    expect(sender.history).toHaveBeenCalledTimes(1);
    expect(conditional.stop).toHaveBeenCalled();
  });

  it('flags asked for before start() belong to the run the start begins: kept if it starts, stale if it fails', async () => {
    const { parts, starts, flagLoads } = fakeParts();
    const tracker = composeTracker(OPTIONS, parts);
    jest.mocked(parts.session.storedToken).mockReturnValue('tok-stored');
    await tracker.reloadFlags();
    void tracker.start();
    starts[0]!.answer(started('s1'));
    await settle();
    expect(flagLoads[0]!()).toBe(true);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const other = fakeParts();
    jest.mocked(other.parts.session.storedToken).mockReturnValue('tok-stored');
    const failing = composeTracker(OPTIONS, other.parts);
    await failing.reloadFlags();
    void failing.start();
    other.starts[0]!.answer({ ok: false, reason: 'Server error: 403.' });
    await settle();
    expect(other.flagLoads[0]!()).toBe(false);
    warn.mockRestore();
  });
});

describe('refused events change nothing', () => {
  it('a stop when nothing runs tells the worker nothing; stopped shows as not_active', async () => {
    const { parts, starts, sender } = fakeParts();
    const tracker = composeTracker(OPTIONS, parts);
    tracker.stop();
    expect(sender.stop).not.toHaveBeenCalled();
    void tracker.start();
    starts[0]!.answer(started('s1'));
    await settle();
    tracker.stop();
    tracker.stop();
    expect(sender.stop).toHaveBeenCalledTimes(1);
    expect(tracker.activity).toBe('not_active');
  });

  it("the worker's restart or failure outside an active session, and a condition matching while starting", async () => {
    const { parts, starts, report, sender } = fakeParts();
    const tracker = composeTracker({ ...OPTIONS, conditional: true }, parts);
    void tracker.start();
    report({ type: 'restart', reason: 'hidden for 1800000 ms' });
    report({ type: 'failure', reason: 'batch failed 11 times' });
    expect(parts.session.start).toHaveBeenCalledTimes(1);
    starts[0]!.answer(started('cold'));
    await settle();
    report({ type: 'restart', reason: 'hidden for 1800000 ms' });
    expect(tracker.activity).toBe('cold_start');
    conditional.trigger('a');
    conditional.trigger('b');
    expect(parts.session.start).toHaveBeenCalledTimes(2);
    expect(sender.stop).not.toHaveBeenCalled();
  });

  it('a second start() while starting is answered, not begun', async () => {
    const { parts } = fakeParts();
    const tracker = composeTracker(OPTIONS, parts);
    void tracker.start();
    expect(await tracker.start()).toEqual({ success: false, reason: 'already starting' });
    expect(parts.session.start).toHaveBeenCalledTimes(1);
  });
});
