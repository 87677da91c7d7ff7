/**
 * The tracker's states and every way between them, in one table (tracker/README.md "States"). A state is a new object
 * at every transition, so an asynchronous step (a start request, a lazy part, the flags) knows when its result arrives
 * whether the state it began in is gone: nothing counts stops behind its back.
 */

/**
 * The activities of the product contract, and `stopped`: after stop(), a start that failed, or sending that failed
 * for good. Nothing is recorded in it, as in `not_active` (which the public `activity` shows for both), but the tab's
 * session was started on this page and the worker exists: a later start() continues the session on a new page.
 */
export type Activity = 'not_active' | 'starting' | 'active' | 'cold_start' | 'stopped';

export type LifecycleEvent =
  /** start(), or a start condition met: ask the ingest for the session. */
  | 'start'
  /** Record into memory until a start condition matches (`conditional`, or the ingest says the project has some). */
  | 'cold'
  /** The ingest gave the session: record into it. */
  | 'started'
  /** A new session in place of this one (a 401, or the page hidden for 30 minutes). */
  | 'restart'
  /** The start failed (the ingest refused it, the network, a chunk that would not load). */
  | 'fail'
  /** stop(), sending failed for good, or start conditions that cannot be had. */
  | 'stop';

/** Where each event leads from each state. An event a state's row leaves out is refused: nothing changes. */
export const TRANSITIONS: { readonly [S in Activity]: { readonly [E in LifecycleEvent]?: Activity } } = {
  not_active: { start: 'starting' },
  starting: { cold: 'cold_start', started: 'active', fail: 'stopped', stop: 'stopped' },
  cold_start: { start: 'starting', stop: 'stopped' },
  active: { restart: 'starting', stop: 'stopped' },
  stopped: { start: 'starting' },
};

/**
 * `run`: what one run of the tracker set going, from the start that begins it to the stop (or restart) that ends it.
 * A recording goes on from cold start through starting to active, so the parts loaded for it, and flags asked for
 * before the start, outlive the state they began in; they belong to the run instead. A stop or a restart ends the
 * run: the state after it carries a new, empty one, which the next start fills.
 */
export interface State<Run> {
  readonly activity: Activity;
  readonly run: Run;
}

/** The state after `event`, or null when `state` refuses it. `newRun` makes the run a stop or a restart begins. */
export function transition<Run>(state: State<Run>, event: LifecycleEvent, newRun: () => Run): State<Run> | null {
  const activity = TRANSITIONS[state.activity][event];
  if (!activity) return null;
  return { activity, run: activity === 'stopped' || event === 'restart' ? newRun() : state.run };
}
