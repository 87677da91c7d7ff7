import { ANALYTICS_QUEUE_LIMIT, connectSink, disconnectSink, queuedEvents, track } from './events';

beforeEach(() => {
  window.sessionStorage.clear();
  disconnectSink();
});

describe('analytics queue', () => {
  test('events wait in order until a sink connects, then go to it, oldest first', () => {
    track('a', { n: 1 }, 1);
    track('b', { n: 2 }, 2);
    expect(queuedEvents().map((e) => e.name)).toEqual(['a', 'b']);
    const sink = jest.fn();
    connectSink(sink);
    expect(sink.mock.calls.map(([e]) => e.name)).toEqual(['a', 'b']);
    expect(queuedEvents()).toEqual([]);
    track('c');
    expect(sink).toHaveBeenCalledTimes(3);
    expect(queuedEvents()).toEqual([]);
  });

  test(`the queue is bounded to ${ANALYTICS_QUEUE_LIMIT} events and drops the oldest`, () => {
    for (let i = 0; i < ANALYTICS_QUEUE_LIMIT + 5; i++) track('e', { i }, i);
    const queue = queuedEvents();
    expect(queue).toHaveLength(ANALYTICS_QUEUE_LIMIT);
    expect(queue[0]!.data).toEqual({ i: 5 });
  });

  test('a corrupt stored queue is replaced, not thrown on', () => {
    window.sessionStorage.setItem('parley.analytics.queue', '{not json');
    track('x');
    expect(queuedEvents().map((e) => e.name)).toEqual(['x']);
  });
});
