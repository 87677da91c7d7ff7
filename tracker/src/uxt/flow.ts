/**
 * The usability test's flow (docs/ARCHITECTURE.md "Product contract"), pure: a state and an event give the next state and the
 * effects to carry out (signals, the upload, discarding the video). The overlay draws the state; the controller
 * (features/uxt.ts) carries out the effects. Nothing here touches the DOM, storage or the network.
 *
 *   greeting --readGuidelines--> guidelines --begin--> task 0 --next--> task 1 ... --next--> end
 *   greeting | guidelines | task i --abort--> aborted
 */

export type Phase = 'greeting' | 'guidelines' | 'task' | 'end' | 'aborted';

export interface FlowState {
  phase: Phase;
  /** The current task (meaningful in `task`; in `end`, the number of tasks). */
  task: number;
  /** How many tasks the test has. */
  tasks: number;
}

export type FlowEvent = 'readGuidelines' | 'begin' | 'next' | 'abort';

export type SignalStatus = 'begin' | 'done' | 'skipped';

export type Effect =
  | { type: 'test'; status: SignalStatus }
  | { type: 'task'; index: number; status: SignalStatus }
  /** The test is over: upload the video (if any) and let the participant end the session. */
  | { type: 'finish' }
  /** The participant gave up: drop the video unsent, remove the overlay, close the window. */
  | { type: 'discard' };

export interface Transition {
  state: FlowState;
  effects: Effect[];
}

export const initialState = (tasks: number): FlowState => ({ phase: 'greeting', task: 0, tasks });

/** Where a participant comes back to after a full page load in the middle of the test: the task list, at `task`. */
export const resumedState = (task: number, tasks: number): FlowState =>
  task < tasks ? { phase: 'task', task, tasks } : { phase: 'end', task: tasks, tasks };

/** The end of the test: the last task's `done` (if any), then the test's. */
const end = (state: FlowState, effects: Effect[]): Transition => ({
  state: { ...state, phase: 'end', task: state.tasks },
  effects: [...effects, { type: 'test', status: 'done' }, { type: 'finish' }],
});

/** The next state and its effects; an event the state does not take changes nothing. */
export function transition(state: FlowState, event: FlowEvent): Transition {
  const unchanged = { state, effects: [] };
  switch (state.phase) {
    case 'greeting':
      if (event === 'readGuidelines') return { state: { ...state, phase: 'guidelines' }, effects: [] };
      if (event === 'abort') return abort(state, []);
      return unchanged;
    case 'guidelines':
      if (event === 'begin') {
        const begun: Effect[] = [{ type: 'test', status: 'begin' }];
        if (state.tasks === 0) return end(state, begun);
        return {
          state: { ...state, phase: 'task', task: 0 },
          effects: [...begun, { type: 'task', index: 0, status: 'begin' }],
        };
      }
      // Before 'Begin Test' nothing has begun: the test is signalled skipped, no task is.
      if (event === 'abort') return abort(state, []);
      return unchanged;
    case 'task': {
      const done: Effect = { type: 'task', index: state.task, status: 'done' };
      if (event === 'next') {
        const next = state.task + 1;
        if (next >= state.tasks) return end(state, [done]);
        return { state: { ...state, task: next }, effects: [done, { type: 'task', index: next, status: 'begin' }] };
      }
      if (event === 'abort') return abort(state, [{ type: 'task', index: state.task, status: 'skipped' }]);
      return unchanged;
    }
    case 'end':
    case 'aborted':
      return unchanged;
  }
}

function abort(state: FlowState, effects: Effect[]): Transition {
  return {
    state: { ...state, phase: 'aborted' },
    effects: [...effects, { type: 'test', status: 'skipped' }, { type: 'discard' }],
  };
}
