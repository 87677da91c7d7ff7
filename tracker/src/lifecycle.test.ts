import { transition, type Activity, type LifecycleEvent, type State } from './lifecycle';

const ACTIVITIES: Activity[] = ['not_active', 'starting', 'active', 'cold_start', 'stopped'];
const EVENTS: LifecycleEvent[] = ['start', 'cold', 'started', 'restart', 'fail', 'stop'];

/** The tracker's lifecycle as the README states it, written out here on its own (not read from the table). */
const ALLOWED: [Activity, LifecycleEvent, Activity][] = [
  ['not_active', 'start', 'starting'],
  ['starting', 'started', 'active'],
  ['starting', 'cold', 'cold_start'],
  ['starting', 'fail', 'stopped'],
  ['starting', 'stop', 'stopped'],
  ['cold_start', 'start', 'starting'],
  ['cold_start', 'stop', 'stopped'],
  ['active', 'restart', 'starting'],
  ['active', 'stop', 'stopped'],
  ['stopped', 'start', 'starting'],
];

interface Run {
  n: number;
}
let runs = 0;
const newRun = (): Run => ({ n: ++runs });
const at = (activity: Activity): State<Run> => ({ activity, run: newRun() });

describe('the lifecycle table', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, event, to) => {
    expect(transition(at(from), event, newRun)?.activity).toBe(to);
  });

  const refused = ACTIVITIES.flatMap((from) =>
    EVENTS.filter((event) => !ALLOWED.some(([f, e]) => f === from && e === event)).map((event) => [from, event]),
  );
  it.each(refused)('refuses %s --%s', (from, event) => {
    const state = at(from as Activity);
    expect(transition(state, event as LifecycleEvent, newRun)).toBeNull();
  });

  it('refuses the illegal transitions the tracker relies on', () => {
    // A second start while starting, a restart outside a recorded session, a stop when nothing runs.
    expect(transition(at('starting'), 'start', newRun)).toBeNull();
    expect(transition(at('cold_start'), 'restart', newRun)).toBeNull();
    expect(transition(at('starting'), 'restart', newRun)).toBeNull();
    expect(transition(at('not_active'), 'stop', newRun)).toBeNull();
    expect(transition(at('stopped'), 'stop', newRun)).toBeNull();
    expect(transition(at('active'), 'started', newRun)).toBeNull();
    expect(transition(at('active'), 'start', newRun)).toBeNull();
  });
});

describe('states and runs', () => {
  it('makes a new state object on every transition, so a step that began in a state knows it is gone', () => {
    const starting = transition(at('not_active'), 'start', newRun)!;
    const stopped = transition(starting, 'stop', newRun)!;
    const again = transition(stopped, 'start', newRun)!;
    expect(again.activity).toBe(starting.activity);
    expect(again).not.toBe(starting);
  });

  it('carries the run from a start through cold start and starting to active', () => {
    const rest = at('not_active');
    const path: LifecycleEvent[] = ['start', 'cold', 'start', 'started'];
    let state = rest;
    for (const event of path) {
      state = transition(state, event, newRun)!;
      expect(state.run).toBe(rest.run);
    }
    expect(state.activity).toBe('active');
  });

  it.each([
    ['stop', 'active'],
    ['stop', 'cold_start'],
    ['stop', 'starting'],
    ['fail', 'starting'],
    ['restart', 'active'],
  ] as const)('ends the run on %s from %s: the state after it carries a new one', (event, from) => {
    const state = at(from);
    const next = transition(state, event, newRun)!;
    expect(next.run).not.toBe(state.run);
  });
});
