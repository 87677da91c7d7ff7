import {
  isForeignServerAction,
  refuseBeforeRouting,
  SERVED_METHODS,
  SERVER_ACTION_BODY_MAX_BYTES,
} from './request-guard';

describe('requests the server refuses itself instead of letting Next.js fail on them', () => {
  test.each(['TRACE', 'CONNECT', 'TRACK', 'PROPFIND', undefined])('method %s → 405 JSON with Allow', (method) => {
    const response = refuseBeforeRouting(method, '/api/login');
    expect(response).toEqual({
      status: 405,
      headers: expect.objectContaining({
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        Allow: SERVED_METHODS.join(', '),
      }),
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

describe('what else Next.js failed on with a 500 is refused before routing', () => {
  test('a target that is no path (OPTIONS *, GET *: its handler cannot make a URL of it) → 400; one in absolute form, which Next.js reads, is served', () => {
    for (const [method, target] of [
      ['OPTIONS', '*'],
      ['GET', '*'],
      ['GET', '*/x'],
    ])
      expect(refuseBeforeRouting(method, target, { host: 'parley.example' })).toMatchObject({ status: 400 });
    expect(
      refuseBeforeRouting('GET', 'http://parley.example/impressum?lang=en', { host: 'parley.example' }),
    ).toBeNull();
  });

  const MULTIPART = 'multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW';

  test('a form posted to a page from another origin (Next.js takes any multipart POST for a server action) → 403', () => {
    const foreign = { 'content-type': MULTIPART, origin: 'https://evil.example', host: 'parley.example' };
    expect(refuseBeforeRouting('POST', '/login?lang=original', foreign)).toMatchObject({ status: 403 });
    expect(refuseBeforeRouting('POST', '/articles/a-b?lang=en', foreign)).toMatchObject({ status: 403 });
    // The ingest's and the product API's multipart bodies are theirs to read (and to answer for).
    expect(refuseBeforeRouting('POST', '/ingest/v1/web/images', foreign)).toBeNull();
    expect(refuseBeforeRouting('POST', '/api/x', foreign)).toBeNull();
  });

  test('an Origin Next.js does not take for the host, compared exactly as it compares (a Host in capitals; an empty Origin) → 403', () => {
    for (const headers of [
      { origin: 'https://parley.example', host: 'PARLEY.example' },
      { origin: '', host: 'parley.example' },
    ])
      expect(isForeignServerAction('POST', new Headers({ 'next-action': 'abc', ...headers }))).toBe(true);
  });

  test('a server action declaring a body over Next.js’s 1 MB limit → 413, and the connection closed after it', () => {
    const headers = {
      'next-action': 'abc',
      'content-type': 'text/plain;charset=UTF-8',
      host: 'parley.example',
      'content-length': String(SERVER_ACTION_BODY_MAX_BYTES + 1),
    };
    expect(refuseBeforeRouting('POST', '/login', headers)).toMatchObject({
      status: 413,
      headers: expect.objectContaining({ Connection: 'close' }),
    });
    expect(
      refuseBeforeRouting('POST', '/login', { ...headers, 'content-length': String(SERVER_ACTION_BODY_MAX_BYTES) }),
    ).toBeNull();
    expect(refuseBeforeRouting('POST', '/api/login', headers)).toBeNull();
  });
});
