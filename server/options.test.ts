/** @jest-environment node */
import { parseOptions } from './options';

describe('the server options, as `next start` takes them', () => {
  test('port 3000 on every address with the response cache by default; PORT, HOSTNAME and PAGE_CACHE from the environment; -p/-H and their long forms win', () => {
    expect(parseOptions([], {})).toEqual({ port: 3000, hostname: undefined, responseCache: true });
    expect(parseOptions([], { PORT: '8080', HOSTNAME: '127.0.0.1', PAGE_CACHE: 'off' })).toEqual({
      port: 8080,
      hostname: '127.0.0.1',
      responseCache: false,
    });
    expect(parseOptions(['-p', '3101', '-H', '::1'], { PORT: '8080', PAGE_CACHE: ' ON ' })).toEqual({
      port: 3101,
      hostname: '::1',
      responseCache: true,
    });
    expect(parseOptions(['--port', '0', '--hostname', 'localhost'], {})).toEqual({
      port: 0,
      hostname: 'localhost',
      responseCache: true,
    });
  });

  test.each([
    [['-p', 'abc'], {}, /port must be a number/],
    [['-p', '65536'], {}, /port must be a number/],
    [['--dev'], {}, /Unknown option --dev/],
    [['-p'], {}, /Unknown option -p/],
    [[], { PAGE_CACHE: 'no' }, /PAGE_CACHE must be "on" or "off", not "no"/],
  ])('%j %j is refused with a message that says what is wrong', (argv, env, message) => {
    expect(() => parseOptions(argv, env)).toThrow(message);
  });
});
