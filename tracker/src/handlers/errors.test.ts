import { fakeContext } from '../test/fakeContext';
import { recordErrors } from './errors';

describe('error messages', () => {
  it('records an uncaught error with its name, masked message and stack', () => {
    const context = fakeContext({ mask: { emails: true, numbers: true } });
    const stop = recordErrors(context);
    const error = new TypeError('no user anna@example.com (id 42)');
    dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    stop();
    // (without `error`: jsdom would report an Error nobody listens for as the test's own failure)
    dispatchEvent(new ErrorEvent('error', { message: 'after stop' }));
    expect(context.sent).toHaveLength(1);
    expect(context.sent[0]).toMatchObject({
      name: 'error',
      data: { name: 'TypeError', message: 'no user ***@***.*** (id 00)', source: 'error' },
    });
    expect(context.sent[0]!.data.stack).toMatch(/errors\.test\.ts:\d+/);
  });

  it('records an unhandled rejection, with or without an Error as its reason', () => {
    const context = fakeContext();
    const stop = recordErrors(context);
    const rejection = (reason: unknown) =>
      Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
    dispatchEvent(rejection(new RangeError('too far')));
    dispatchEvent(rejection('plain text'));
    stop();
    expect(context.sent.map((m) => [m.data.name, m.data.message, m.data.source])).toEqual([
      ['RangeError', 'too far', 'unhandledrejection'],
      ['UnhandledRejection', 'plain text', 'unhandledrejection'],
    ]);
  });
});
