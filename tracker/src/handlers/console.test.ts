import { CONSOLE_MAX_PER_PAGE, CONSOLE_MAX_PER_SECOND, CONSOLE_MESSAGE_MAX } from '../constants';
import { fakeContext } from '../test/fakeContext';
import { recordConsole } from './console';

describe('console messages', () => {
  let seen: unknown[][];
  let restore: () => void;
  beforeEach(() => {
    seen = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void seen.push([level, ...args])),
    );
    restore = () => spies.forEach((spy) => spy.mockRestore());
  });
  afterEach(() => restore());

  it('records every level with its text masked, and the page still logs every call unchanged', () => {
    const context = fakeContext({ mask: { emails: true, numbers: false } });
    const stop = recordConsole(context);
    console.log('signed in as', 'anna@example.com', { plan: 'pro' }, 3);
    console.info('info');
    console.warn('warn');
    console.error(new TypeError('boom'));
    console.debug('debug');
    stop();
    console.log('after stop');
    expect(context.sent.map((m) => [m.name, m.data.level])).toEqual([
      ['console', 'log'],
      ['console', 'info'],
      ['console', 'warn'],
      ['console', 'error'],
      ['console', 'debug'],
    ]);
    expect(context.sent[0]!.data).toEqual({
      ts: 1_000,
      level: 'log',
      message: 'signed in as ***@***.*** {"plan":"pro"} 3',
    });
    expect(context.sent[3]!.data.message).toMatch(/^TypeError: boom\n\s+at /);
    expect(seen[0]).toEqual(['log', 'signed in as', 'anna@example.com', { plan: 'pro' }, 3]);
    expect(seen).toHaveLength(6);
  });

  it(`keeps at most CONSOLE_MAX_PER_SECOND (${CONSOLE_MAX_PER_SECOND}) a second, and again the next second`, () => {
    let now = 5_000;
    const context = fakeContext({ now: () => now });
    const stop = recordConsole(context);
    for (let i = 0; i < CONSOLE_MAX_PER_SECOND + 10; i++) console.log(i);
    now = 6_000;
    console.log('next second');
    stop();
    expect(context.sent).toHaveLength(CONSOLE_MAX_PER_SECOND + 1);
    expect(context.sent.at(-1)!.data.message).toBe('next second');
    expect(seen).toHaveLength(CONSOLE_MAX_PER_SECOND + 11);
  });

  it(`keeps at most CONSOLE_MAX_PER_PAGE (${CONSOLE_MAX_PER_PAGE}) in all, and cuts each to CONSOLE_MESSAGE_MAX characters`, () => {
    let now = 0;
    const context = fakeContext({ now: () => (now += 1_000) });
    const stop = recordConsole(context);
    for (let i = 0; i < CONSOLE_MAX_PER_PAGE + 5; i++) console.log('x'.repeat(CONSOLE_MESSAGE_MAX + 50));
    stop();
    expect(context.sent).toHaveLength(CONSOLE_MAX_PER_PAGE);
    expect(context.sent[0]!.data.message).toHaveLength(CONSOLE_MESSAGE_MAX);
  });

  it('a value that cannot be JSON (a cycle) is logged as text, never thrown at the page', () => {
    const context = fakeContext();
    const stop = recordConsole(context);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => console.warn(cycle, undefined)).not.toThrow();
    stop();
    expect(context.sent[0]!.data.message).toBe('[object Object] undefined');
  });
});
