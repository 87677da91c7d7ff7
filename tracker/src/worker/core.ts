/**
 * The worker's logic, apart from the worker global so it can be tested: its states, JSON
 * encoding and batching of what the page hands over, the FLUSH_INTERVAL_MS flush, the flush when the page is hidden,
 * and the SESSION_RESTART_MS timer armed while the page is hidden.
 *
 *   not_active --start--> starting --auth--> active --(401 | hidden 30 min)--> stopping --100 ms--> not_active
 *   any --stop--> stopped;  start again from not_active, stopping or stopped
 */
import { FLUSH_INTERVAL_MS, OUTBOX_RECHECK_MS, SESSION_RESTART_MS, WORKER_STOPPING_MS } from '../constants';
import { MESSAGE_TYPES } from '../protocol/messages';
import { messageJson } from '../protocol/codec';
import { createBatchWriter, type BatchWriter } from './batchWriter';
import type { FromWorker, RawMessage, SessionAuth, ToWorker } from './commands';
import type { Outbox } from './outbox';
import { createSender, type Sender } from './sender';

/** rrweb's EventType.FullSnapshot. */
const FULL_SNAPSHOT = 2;

export type WorkerState = 'not_active' | 'starting' | 'active' | 'stopping' | 'stopped';

export interface WorkerDeps {
  post(message: FromWorker): void;
  fetch: typeof fetch;
  outbox: Outbox;
  warn(message: string): void;
}

export function createWorkerCore(deps: WorkerDeps) {
  let state: WorkerState = 'not_active';
  let writer: BatchWriter | null = null;
  let sender: Sender | null = null;
  /** What arrived between start and auth. */
  let early: RawMessage[] = [];
  let flushTimer: ReturnType<typeof setInterval> | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  let stoppingTimer: ReturnType<typeof setTimeout> | undefined;
  let leftoverTimer: ReturnType<typeof setInterval> | undefined;
  let leftoversTaken = false;
  /** Outbox entries this page has taken to send again (a later look must not queue them twice). */
  const taken = new Set<string>();

  function clearTimers(): void {
    clearInterval(leftoverTimer);
    clearInterval(flushTimer);
    clearTimeout(hiddenTimer);
    clearTimeout(stoppingTimer);
  }

  function activate(auth: SessionAuth): void {
    const current = createSender({
      ...auth,
      fetch: deps.fetch,
      outbox: deps.outbox,
      warn: deps.warn,
      onUnauthorized: (reason) => restart(reason, true),
      onFailure: fail,
    });
    sender = current;
    writer = createBatchWriter({
      pageNo: auth.pageNo,
      tabId: auth.tabId,
      beaconSizeLimit: auth.beaconSizeLimit,
      now: () => Date.now() + auth.delay,
      onBatch: (batchNo, bytes, through) => {
        current.add(batchNo, bytes);
        deps.post({ type: 'batched', through });
      },
      warn: deps.warn,
    });
    state = 'active';
    flushTimer = setInterval(() => writer?.finish(), FLUSH_INTERVAL_MS);
    // What earlier pages of this tab could not deliver (once per page), and other tabs' once they are old enough (a
    // tab closed before its last batch got through), now and every OUTBOX_RECHECK_MS.
    const resendLeftovers = (ownTab: boolean) =>
      void deps.outbox.takeLeftovers(auth.tabId, Date.now(), ownTab).then((entries) => {
        const fresh = entries.filter((entry) => !taken.has(entry.key));
        for (const entry of fresh) taken.add(entry.key);
        if (fresh.length && sender === current) current.resend(fresh);
      });
    resendLeftovers(!leftoversTaken);
    leftoversTaken = true;
    leftoverTimer = setInterval(() => resendLeftovers(false), OUTBOX_RECHECK_MS);
    write(early);
    early = [];
  }

  function write(list: RawMessage[]): void {
    for (const [type, data] of list) {
      if (!writer) continue;
      const encoded = messageJson(data);
      if ('json' in encoded) writer.write(type, encoded.json);
      else {
        deps.warn(`message of type ${type} cannot be encoded: ${encoded.error}`);
        writer.skip();
      }
      if (type === MESSAGE_TYPES.visibility) onVisibility((data as { hidden: boolean }).hidden);
      // A full snapshot (the biggest message of a page) goes out at once, while the page is surely still there.
      if (type === MESSAGE_TYPES.rrweb && (data as { type?: number }).type === FULL_SNAPSHOT) writer.finish();
    }
  }

  // The 30-minute rule (tracker/README.md): a tab hidden that long ends the visit; the next one is a new session.
  function onVisibility(hidden: boolean): void {
    clearTimeout(hiddenTimer);
    if (hidden)
      hiddenTimer = setTimeout(() => restart(`hidden for ${SESSION_RESTART_MS} ms`, false), SESSION_RESTART_MS);
  }

  function flushNow(): void {
    writer?.finish();
    sender?.sendAllNow();
  }

  /** `drop`: the session's token is refused (401), so its queued batches are worthless. */
  function restart(reason: string, drop: boolean): void {
    if (state !== 'active') return;
    state = 'stopping';
    clearTimers();
    if (!drop) flushNow();
    if (drop) sender?.close();
    else sender?.retire();
    writer = null;
    sender = null;
    deps.post({ type: 'restart', reason });
    stoppingTimer = setTimeout(() => {
      if (state === 'stopping') state = 'not_active';
    }, WORKER_STOPPING_MS);
  }

  function fail(reason: string): void {
    if (state !== 'active') return;
    state = 'stopped';
    clearTimers();
    sender?.close();
    writer = null;
    sender = null;
    deps.post({ type: 'failure', reason });
  }

  function handle(command: ToWorker): void {
    switch (command.type) {
      case 'start':
        if (state === 'active') flushNow();
        clearTimers();
        sender?.retire();
        writer = null;
        sender = null;
        early = [];
        state = 'starting';
        return;
      case 'auth':
        if (state === 'starting') activate(command);
        return;
      case 'messages':
        if (state === 'active') write(command.list);
        else if (state === 'starting') early.push(...command.list);
        return;
      case 'flush':
        if (state === 'active') flushNow();
        return;
      case 'stop':
        // What was recorded still goes out; nothing after it is taken.
        flushNow();
        sender?.retire();
        clearTimers();
        writer = null;
        sender = null;
        state = 'stopped';
        return;
    }
  }

  return {
    handle,
    get state(): WorkerState {
      return state;
    },
  };
}
