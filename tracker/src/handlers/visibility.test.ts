import { fakeContext } from '../test/fakeContext';
import { recordVisibility } from './visibility';

const setVisibility = (state: 'visible' | 'hidden') =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
afterEach(() => setVisibility('visible'));

describe('visibility and the page being left', () => {
  it('records nothing at the start of a visible page, and the hidden state at the start of a hidden one', () => {
    const visible = fakeContext();
    recordVisibility(visible, jest.fn(), jest.fn())();
    expect(visible.sent).toEqual([]);
    setVisibility('hidden');
    const hidden = fakeContext();
    recordVisibility(hidden, jest.fn(), jest.fn())();
    expect(hidden.sent).toEqual([{ name: 'visibility', data: { ts: 1_000, hidden: true } }]);
  });

  it('hidden: the change goes at once, then everything recorded (flush); visible again: the change only', () => {
    const context = fakeContext();
    const flush = jest.fn();
    const stop = recordVisibility(context, flush, jest.fn());
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(context.sent).toEqual([{ name: 'visibility', data: { ts: 1_000, hidden: true }, urgent: true }]);
    expect(flush).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(context.sent.at(-1)).toEqual({ name: 'visibility', data: { ts: 1_000, hidden: false }, urgent: true });
    expect(flush).toHaveBeenCalledTimes(1);
    stop();
  });

  it('left (pagehide, before visibilitychange in a closing tab): recorded as hidden, the page sends its own batch, then flushes; no second change', () => {
    const context = fakeContext();
    const calls: string[] = [];
    const stop = recordVisibility(
      context,
      () => calls.push('flush'),
      () => calls.push(`leave after ${context.sent.length} message`),
    );
    dispatchEvent(new Event('pagehide'));
    expect(calls).toEqual(['leave after 1 message', 'flush']);
    expect(context.sent).toEqual([{ name: 'visibility', data: { ts: 1_000, hidden: true }, urgent: true }]);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(context.sent).toHaveLength(1);
    stop();
  });

  it('a link followed (beforeunload) flushes, and nothing is listened to once stopped', () => {
    const context = fakeContext();
    const flush = jest.fn();
    const leave = jest.fn();
    const stop = recordVisibility(context, flush, leave);
    dispatchEvent(new Event('beforeunload'));
    expect(flush).toHaveBeenCalledTimes(1);
    stop();
    dispatchEvent(new Event('beforeunload'));
    dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(1);
    expect(leave).not.toHaveBeenCalled();
    expect(context.sent).toEqual([]);
  });
});
