/**
 * The usability test (PROTOCOL.md "Usability tests"), loaded by the tracker
 * after a start when the ingest enables it and the page has `?oruxt={id}` or stored progress. It ties the pure flow
 * (uxt/flow.ts) to the overlay, the signals, the progress kept across page loads and the webcam video.
 */
import { UXT_ANSWER_MAX_LENGTH, UXT_QUERY_PARAMETER } from '../constants';
import type { StartResponse } from '../protocol/messages';
import type { RecordingContext } from '../recording/context';
import { startCamera, type Camera, type CameraRequest } from '../uxt/camera';
import { createSignals, fetchTest, type UxtTest } from '../uxt/client';
import { initialState, resumedState, transition, type Effect, type FlowEvent, type FlowState } from '../uxt/flow';
import { createOverlay, type Overlay, type View } from '../uxt/overlay';
import {
  clearProgress,
  readDraft,
  readProgress,
  readWidget,
  saveDraft,
  saveProgress,
  saveWidget,
  storedSession,
  type Progress,
} from '../uxt/progress';
import { createSegmentStore, type Owner, type SegmentStore } from '../uxt/segments';
import { textsFor } from '../uxt/texts';
import { markPending, pendingUploads, retryPendingUploads, uploadSegments } from '../uxt/upload';

/** How long 'Abort Session' waits for its `skipped` signal before it closes the window. */
const ABORT_SIGNAL_WAIT_MS = 2_000;
/** How long after `window.close()` the page decides the browser did not let it close. */
const CLOSE_CHECK_MS = 300;

/** The answer sent with a task's `done`: only when the task allows typing and something was typed. */
export function taskAnswer(allowTyping: boolean, typed: string | undefined): string | undefined {
  if (!allowTyping || !typed?.trim()) return undefined;
  return typed.slice(0, UXT_ANSWER_MAX_LENGTH);
}

/** Which test this page shows: the address's `?oruxt=` wins over stored progress. */
export const requestedTest = (search: string, progress: Progress | null) =>
  new URLSearchParams(search).get(UXT_QUERY_PARAMETER) || progress?.testId || null;

export interface UsabilityTestDeps {
  store?: SegmentStore;
  closeWindow?: () => void;
  /** Waits between upload tries (tests make it instant). */
  sleep?: (ms: number) => Promise<void>;
}

/** Starts the usability test for this page, if there is one; returns what stops it (tracker stop or restart). */
export function startUsabilityTest(
  context: RecordingContext,
  auth: StartResponse,
  language: string | undefined,
  warn: (message: string) => void,
  deps: UsabilityTestDeps = {},
): () => void {
  const sessionId = auth.sessionID;
  const api = { ingest: context.ingest, token: auth.token };
  const now = () => Math.round(context.now());
  const store = deps.store ?? createSegmentStore();
  const closeWindow = deps.closeWindow ?? (() => window.close());
  let stopped = false;
  let overlay: Overlay | null = null;
  let camera: Camera | null = null;
  let uploads: Promise<boolean> = Promise.resolve(true);

  /**
   * Forgets a test in progress that does not go on here (broken off by another session, or by another test). What it
   * recorded is still the participant's video, which the ingest takes from a session that began the test: listed with
   * its session's token, it goes up as an ended test's does (below, and on later pages; with that token as proof when
   * the session is another), instead of being deleted as a leftover.
   */
  const leave = (left: Progress | null) => {
    if (left?.media === 'recording' && left.token) markPending(left, left.token);
    clearProgress();
  };
  let progress = readProgress();
  // Progress of another session is cleared before anything else: its signals cannot be sent with this session's token.
  if (storedSession() !== null && storedSession() !== sessionId) {
    leave(progress);
    progress = null;
  }
  const testId = requestedTest(location.search, progress);
  // Another test asked for: `?oruxt=` wins, and the stored one is given up.
  if (progress && progress.testId !== testId) {
    leave(progress);
    progress = null;
  }
  // Signals an earlier page of this session could not send go now (another session's are dropped).
  const signals = createSignals({ ...api, sessionId, warn, keepalive: context.keepalive });
  // The video of an ended test that could not be uploaded yet: tried again now, with this page's token (it stays until
  // stored, refused for good or too old).
  const retried = retryPendingUploads(api, sessionId, store, warn, () => stopped).catch(() => undefined);
  if (!testId) {
    void retried.then(() => store.removeOthers(pendingUploads())).catch(() => undefined);
    return () => signals.stop();
  }
  const owner: Owner = { sessionId, testId };

  /**
   * Uploads the owner's segments that are finished (every one but those the camera still writes), one run after
   * another; resolves with whether none is left.
   */
  const upload = (onProgress: (share: number) => void = () => undefined) =>
    (uploads = uploads.then(() =>
      uploadSegments({
        api,
        store,
        owner,
        onProgress,
        warn,
        sleep: deps.sleep,
        stopped: () => stopped,
        unfinished: (key) => !!camera?.live().includes(key),
      }),
    ));
  /** Starts the camera; once recording, each finished segment is uploaded while the test goes on. */
  const record = (request: CameraRequest) =>
    startCamera(request, store, owner, now, warn, { onSegmentDone: () => void upload() });

  void (async () => {
    const fetched = await fetchTest(api, testId);
    if (stopped) return;
    if (!fetched.ok) {
      // Closed or unknown: nothing is shown, and a test that is gone is not asked for again on every page.
      if (fetched.gone && progress) {
        clearProgress();
        // Closed mid-way: what was recorded of it is still the participant's video, which the ingest takes from a
        // session that began the test, closed or not. It goes up as an ended test's does (listed first, so a later
        // page goes on with what this one leaves), instead of being deleted as a leftover.
        if (progress.media === 'recording') {
          markPending(owner, api.token);
          const left = { api, store, owner, onProgress: () => undefined, warn, stopped: () => stopped };
          if (await uploadSegments(left)) markPending(owner, null);
        }
      }
      return;
    }
    const test = fetched.test;
    if (progress && progress.taskIndex >= test.tasks.length) {
      clearProgress();
      progress = null;
    }
    // Back on a later page: the video goes on in a new segment at once (a refusal is not asked again), and what the
    // pages before recorded is uploaded meanwhile.
    const resumedCamera = progress?.media === 'recording' ? resume(test) : null;
    // Leftovers of an earlier test (aborted, or a session that ended) are of no use any more.
    await store.removeOthers([owner, ...pendingUploads()]).catch(() => undefined);
    if (stopped) return;
    run(test, progress, resumedCamera);
  })();

  async function resume(test: UxtTest): Promise<Camera> {
    const started = await record(test);
    if (stopped) {
      await started.stop();
      return started;
    }
    camera = started;
    void upload();
    return started;
  }

  function run(test: UxtTest, resumed: Progress | null, resumedCamera: Promise<Camera> | null): void {
    let state: FlowState = resumed
      ? resumedState(resumed.taskIndex, test.tasks.length)
      : initialState(test.tasks.length);
    let begun: Progress | null = resumed;
    const view: View = {
      state,
      media: resumed?.media ?? 'none',
      upload: { status: 'running', share: 0, video: false },
      notice: false,
    };
    let busy = false;
    const render = () => !stopped && overlay?.render({ ...view, state });

    // A begin's timestamp is the start its durations count from, so `duration` = this timestamp - the begin's.
    function signalTest(status: 'begin' | 'done' | 'skipped'): void {
      if (status === 'begin')
        return signals.test({ testId: test.id, status, duration: 0, timestamp: begun!.testStart, media: begun!.media });
      const at = now();
      signals.test({ testId: test.id, status, duration: begun ? at - begun.testStart : 0, timestamp: at });
    }

    function signalTask(index: number, status: 'begin' | 'done' | 'skipped', typed?: string): void {
      const task = test.tasks[index];
      if (!task || !begun) return;
      const at = now();
      const durations = begun.durations;
      if (status === 'begin') durations.tasks.push({ taskId: task.task_id, started: at });
      const started = durations.tasks.findLast((t) => t.taskId === task.task_id)?.started ?? begun.testStart;
      const answer = status === 'done' ? taskAnswer(task.allow_typing, typed) : undefined;
      signals.task({
        testId: test.id,
        taskId: task.task_id,
        status,
        duration: at - started,
        timestamp: at,
        ...(answer !== undefined ? { taskAnswer: answer } : {}),
      });
      if (status !== 'begin') saveDraft(task.task_id, '');
    }

    function effect(what: Effect, typed: string | undefined): void {
      if (what.type === 'test') signalTest(what.status);
      else if (what.type === 'task') signalTask(what.index, what.status, typed);
      else if (what.type === 'finish') void finish();
      else void discard();
    }

    function dispatch(event: FlowEvent, typed?: string): void {
      const next = transition(state, event);
      state = next.state;
      for (const what of next.effects) effect(what, typed);
      if (state.phase === 'task' && begun) saveProgress({ ...begun, taskIndex: state.task });
      else if (state.phase === 'end' || state.phase === 'aborted') clearProgress();
      render();
    }

    async function begin(): Promise<void> {
      if (busy || state.phase !== 'guidelines') return;
      busy = true;
      if (test.reqCamera || test.reqMic) {
        view.media = 'pending';
        render();
      }
      camera = await record(test);
      if (stopped) return void camera.stop();
      const testStart = now();
      begun = {
        testId: test.id,
        sessionId,
        testStart,
        taskIndex: 0,
        media: camera.state,
        durations: { testStart, tasks: [] },
      };
      if (camera.state === 'recording') begun.token = api.token;
      view.media = camera.state;
      busy = false;
      dispatch('begin');
    }

    async function finish(): Promise<void> {
      view.upload = {
        status: 'running',
        share: 0,
        video: camera?.state === 'recording' || begun?.media === 'recording',
      };
      render();
      await (resumedCamera ?? Promise.resolve()).catch(() => undefined);
      await camera?.stop();
      // The ingest gives upload URLs only to a session whose `begin` it stored, and a signal may still wait in the
      // outbox (retried, or left by an earlier page): the signals go first. The end button waits for them anyway, as
      // the window may be closed right after it.
      const delivered = await signals.settled();
      if (!delivered) warn('usability test: some signals could not be sent yet');
      // Listed first: a window closed during the upload leaves the rest to a later page.
      markPending(owner, api.token);
      await uploadRest();
    }

    /** Uploads what is left of the video, with its progress on the closing panel ('Try again' runs it again). */
    async function uploadRest(): Promise<void> {
      view.upload = { ...view.upload, status: 'running', share: 0 };
      render();
      const uploaded = await upload((share) => {
        view.upload.share = share;
        render();
      });
      if (uploaded) markPending(owner, null);
      view.upload = { ...view.upload, status: uploaded ? 'done' : 'failed', share: uploaded ? 1 : view.upload.share };
      render();
    }

    async function discard(): Promise<void> {
      await camera?.stop();
      await store.removeOthers(pendingUploads()).catch(() => undefined);
      await Promise.race([signals.settled(), new Promise((resolve) => setTimeout(resolve, ABORT_SIGNAL_WAIT_MS))]);
      close();
    }

    /** Closes the window; when the browser does not let a script close it, says it can be closed. */
    function close(): void {
      closeWindow();
      setTimeout(() => {
        if (stopped || window.closed) return;
        view.notice = true;
        render();
      }, CLOSE_CHECK_MS);
    }

    overlay = createOverlay({
      test,
      locale: textsFor(language),
      place: readWidget(),
      draftFor: readDraft,
      on: {
        readGuidelines: () => dispatch('readGuidelines'),
        begin: () => void begin(),
        next: (typed) => dispatch('next', typed),
        abort: () => dispatch('abort'),
        endSession: close,
        draft: saveDraft,
        place: saveWidget,
        dismiss: () => overlay?.remove(),
        retryUpload: () => view.upload.status === 'failed' && void uploadRest(),
      },
    });
    void resumedCamera?.then((started) => {
      view.media = started.state;
      render();
    });
    render();
  }

  return () => {
    stopped = true;
    signals.stop();
    void camera?.stop();
    overlay?.remove();
  };
}
