/** @jest-environment node */
import { parseOptions, routeBeforeNext } from './front-door';
import { READER_PAGE_HEADER } from '@/lib/routes/reader-pages';

describe('the server options, as `next start` takes them', () => {
  test('port 3000 on every address by default; PORT and HOSTNAME from the environment; -p/-H and their long forms win', () => {
    expect(parseOptions([], {})).toEqual({ port: 3000, hostname: undefined });
    expect(parseOptions([], { PORT: '8080', HOSTNAME: '127.0.0.1' })).toEqual({ port: 8080, hostname: '127.0.0.1' });
    expect(parseOptions(['-p', '3101', '-H', '::1'], { PORT: '8080' })).toEqual({ port: 3101, hostname: '::1' });
    expect(parseOptions(['--port', '0', '--hostname', 'localhost'], {})).toEqual({ port: 0, hostname: 'localhost' });
  });

  test.each([
    [['-p', 'abc'], /port must be a number/],
    [['-p', '65536'], /port must be a number/],
    [['--dev'], /Unknown option --dev/],
    [['-p'], /Unknown option -p/],
  ])('%j is refused with a message that says what is wrong', (argv, message) => {
    expect(() => parseOptions(argv, {})).toThrow(message);
  });
});

test('a request that is no reader page reaches Next.js as it came, less a marker a client tried to set', () => {
  const request = { method: 'GET', url: '/home?lang=de', headers: { [READER_PAGE_HEADER]: '1', cookie: 'a=b' } as Record<string, string> };
  routeBeforeNext(request);
  expect(request).toEqual({ method: 'GET', url: '/home?lang=de', headers: { cookie: 'a=b' } });
});

test('a reader page whose address names its language reaches Next.js at its internal address, marked', () => {
  const request = { method: 'HEAD', url: '/blog?lang=fa', headers: {} as Record<string, string> };
  routeBeforeNext(request);
  expect(request).toEqual({ method: 'HEAD', url: '/fa/blog', headers: { [READER_PAGE_HEADER]: '1' } });
});
