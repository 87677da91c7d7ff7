import { startRecorder } from './recorder';
import { fakeContext } from './test/fakeContext';

const stopRrweb = jest.fn();
jest.mock('@rrweb/record', () => {
  const record = Object.assign(
    (options: { emit(event: unknown): void }) => {
      options.emit({ type: 4, timestamp: Date.now(), data: { href: location.href, width: 1, height: 1 } });
      return stopRrweb;
    },
    { takeFullSnapshot: jest.fn(), mirror: { getNode: () => null, getId: () => 7 } },
  );
  return { record };
});

describe('the recorder', () => {
  it('records the page (its page message, then rrweb) and the handlers, until stopped', () => {
    const context = fakeContext();
    const leave = jest.fn();
    const recorder = startRecorder(context, jest.fn(), leave);
    expect(context.sent.map((m) => m.name)).toEqual(['page', 'rrweb']);
    expect(recorder.rrweb.nodeId(document.body)).toBe(7);
    const release = jest.fn();
    recorder.nodes.track(document.body, release);

    document.body.click();
    expect(context.sent.at(-1)?.name).toBe('click');
    recorder.stop();
    expect(stopRrweb).toHaveBeenCalledTimes(1);
    expect(release).toHaveBeenCalledTimes(1);

    const sent = context.sent.length;
    document.body.click();
    dispatchEvent(new Event('pagehide'));
    expect(context.sent).toHaveLength(sent);
    expect(leave).not.toHaveBeenCalled();
  });
});
