import { isForeignServerAction, refuseBeforeRouting, SERVED_METHODS } from './request-guard';

describe('requests the server refuses itself instead of letting Next.js fail on them', () => {
  test.each(['TRACE', 'CONNECT', 'TRACK', 'PROPFIND', undefined])('method %s → 405 JSON with Allow', (method) => {
    const response = refuseBeforeRouting(method, '/api/login');
    expect(response).toEqual({
      status: 405,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        Allow: SERVED_METHODS.join(', '),
      },
      body: expect.any(String),
    });
    expect(JSON.parse(response!.body)).toEqual({ error: `Method ${method ?? ''} is not allowed` });
  });

  test.each([
    '/api/readuseractivity/%ff',
    '/articles/%ff?lang=en',
    '/ingest/v1/web/%e0%a4',
    '/user/a%00b',
    '/x/%ed%a0%80',
    '/%',
  ])('%s → 400 JSON', (url) => {
    expect(refuseBeforeRouting('GET', url)).toMatchObject({ status: 400 });
  });

  test.each(['/studio?user=%00', '/x?%00=1'])('a query with a NUL or invalid Unicode: %s → 400', (url) => {
    expect(refuseBeforeRouting('GET', url)).toMatchObject({ status: 400 });
  });

  test.each(['/', '/articles/a-b?lang=en', '/question/%D8%B3%D9%84%D8%A7%D9%85', '/x?q=%ff', '/api/login'])(
    '%s is served',
    (url) => {
      for (const method of SERVED_METHODS) expect(refuseBeforeRouting(method, url)).toBeNull();
    },
  );
});

describe('a server action from another origin is refused (403), not failed on (500)', () => {
  const headers = (values: Record<string, string>) => new Headers(values);
  test.each([
    [{ 'next-action': 'abc', origin: 'https://evil.example', host: 'parley.example' }, true],
    [{ 'next-action': 'abc', origin: 'null', host: 'parley.example' }, true],
    [{ 'next-action': 'abc', origin: 'https://parley.example', host: 'parley.example' }, false],
    [
      {
        'next-action': 'abc',
        origin: 'http://localhost:3150',
        host: 'internal:3000',
        'x-forwarded-host': 'localhost:3150',
      },
      false,
    ],
    [{ 'next-action': 'abc', host: 'parley.example' }, false],
    [{ origin: 'https://evil.example', host: 'parley.example' }, false],
  ])('%j → %s', (values, foreign) => {
    expect(isForeignServerAction('POST', headers(values))).toBe(foreign);
  });
});

test("a foreign server action posted to an address proxy.ts never sees (a reader page with its language) is refused before routing, with the request's headers", () => {
  const foreign = { 'next-action': 'abc', origin: 'https://evil.example', host: 'parley.example' };
  expect(refuseBeforeRouting('POST', '/articles/a-b?lang=en', foreign)).toMatchObject({ status: 403 });
  expect(
    refuseBeforeRouting('POST', '/articles/a-b?lang=en', {
      'next-action': 'abc',
      origin: 'https://parley.example',
      host: 'parley.example',
    }),
  ).toBeNull();
});
