import { initialState, resumedState, transition, type FlowEvent, type FlowState } from './flow';

const run = (state: FlowState, ...events: FlowEvent[]) => {
  const effects = [];
  for (const event of events) {
    const next = transition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
};

describe('the usability test flow', () => {
  const two = initialState(2);

  it('starts at the greeting; "Read guidelines to begin" shows the guidelines and signals nothing yet', () => {
    expect(two).toEqual({ phase: 'greeting', task: 0, tasks: 2 });
    expect(transition(two, 'readGuidelines')).toEqual({
      state: { phase: 'guidelines', task: 0, tasks: 2 },
      effects: [],
    });
  });

  it("'Begin Test' signals the test and the first task as begun", () => {
    const { state, effects } = run(two, 'readGuidelines', 'begin');
    expect(state).toEqual({ phase: 'task', task: 0, tasks: 2 });
    expect(effects).toEqual([
      { type: 'test', status: 'begin' },
      { type: 'task', index: 0, status: 'begin' },
    ]);
  });

  it("each 'Done, Next' signals the task done and begins the next", () => {
    const begun = run(two, 'readGuidelines', 'begin').state;
    expect(transition(begun, 'next')).toEqual({
      state: { phase: 'task', task: 1, tasks: 2 },
      effects: [
        { type: 'task', index: 0, status: 'done' },
        { type: 'task', index: 1, status: 'begin' },
      ],
    });
  });

  it('the last task leads to the end, where the test is signalled done and the upload starts', () => {
    const last = run(two, 'readGuidelines', 'begin', 'next').state;
    expect(transition(last, 'next')).toEqual({
      state: { phase: 'end', task: 2, tasks: 2 },
      effects: [{ type: 'task', index: 1, status: 'done' }, { type: 'test', status: 'done' }, { type: 'finish' }],
    });
  });

  it('a test without tasks ends right after its begin', () => {
    expect(run(initialState(0), 'readGuidelines', 'begin')).toEqual({
      state: { phase: 'end', task: 0, tasks: 0 },
      effects: [{ type: 'test', status: 'begin' }, { type: 'test', status: 'done' }, { type: 'finish' }],
    });
  });

  it("'Abort Session' during a task signals that task and the test skipped and discards the recording", () => {
    const during = run(two, 'readGuidelines', 'begin', 'next').state;
    expect(transition(during, 'abort')).toEqual({
      state: { phase: 'aborted', task: 1, tasks: 2 },
      effects: [
        { type: 'task', index: 1, status: 'skipped' },
        { type: 'test', status: 'skipped' },
        { type: 'discard' },
      ],
    });
  });

  it('abort before the test began (greeting, guidelines) signals the test skipped, no task', () => {
    for (const state of [two, run(two, 'readGuidelines').state]) {
      expect(transition(state, 'abort')).toEqual({
        state: { ...state, phase: 'aborted' },
        effects: [{ type: 'test', status: 'skipped' }, { type: 'discard' }],
      });
    }
  });

  it('events a state does not take change nothing and signal nothing', () => {
    const cases: [FlowState, FlowEvent[]][] = [
      [two, ['begin', 'next']],
      [run(two, 'readGuidelines').state, ['readGuidelines', 'next']],
      [run(two, 'readGuidelines', 'begin').state, ['readGuidelines', 'begin']],
      [run(two, 'readGuidelines', 'begin', 'next', 'next').state, ['readGuidelines', 'begin', 'next', 'abort']],
      [run(two, 'abort').state, ['readGuidelines', 'begin', 'next', 'abort']],
    ];
    for (const [state, events] of cases)
      for (const event of events) expect(transition(state, event)).toEqual({ state, effects: [] });
  });

  it('a full page load in the middle of the test resumes at the task list, at the stored task', () => {
    expect(resumedState(1, 2)).toEqual({ phase: 'task', task: 1, tasks: 2 });
    expect(transition(resumedState(1, 2), 'next').effects).toContainEqual({ type: 'test', status: 'done' });
    expect(resumedState(2, 2).phase).toBe('end');
  });
});
