import { setupTestDatabase } from './support/database';
import { jsonPost, newAccount, ORIGIN, registerThroughApi, routes, send, type Handler } from './support/api';
import { rowCounts } from './support/snapshot';
import { z } from 'zod';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH, readJsonBody } from '@/lib/http/request-body';
import { hasUnreadableText } from '@/lib/http/unreadable';
import { jsonRoute } from '@/lib/http/route';
import { ingestRouteHandler } from '@/lib/ingest/http';

const database = setupTestDatabase();

/** Sends a request and proves it got a 4xx `{error}` and left every table as it was. */
async function expectRefusedWithoutChange(handler: Handler, request: Request, status: number) {
  const before = await rowCounts(database.db());
  const answer = await send(handler, request);
  expect(answer.status).toBe(status);
  expect(typeof answer.body.error).toBe('string');
  expect(answer.body.error).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
  expect(await rowCounts(database.db())).toEqual(before);
  return answer;
}

beforeEach(async () => {
  await registerThroughApi(newAccount({ username: 'existing', email: 'existing@example.org' }));
});

describe.each([
  ['login', routes.login.POST, '/api/login', { email: 'existing@example.org', pwd: 'a walk by the quiet lake' }],
  ['register', routes.register.POST, '/api/register', newAccount()],
] as const)('POST /api/%s refuses bad input with a 4xx and changes nothing', (_name, handler, path, validBody) => {
  test('malformed JSON → 400 naming the body', async () => {
    const answer = await expectRefusedWithoutChange(handler, jsonPost(path, '{"email": "x@example.org",'), 400);
    expect(answer.body).toMatchObject({ error: 'body: is not valid JSON', field: 'body' });
  });

  test('an empty body → 400', async () => {
    await expectRefusedWithoutChange(handler, jsonPost(path, ''), 400);
  });

  test('a JSON array instead of an object → 400', async () => {
    const answer = await expectRefusedWithoutChange(handler, jsonPost(path, [validBody]), 400);
    expect(answer.body.error).toBe('body: must be a JSON object');
  });

  test('a JSON string instead of an object → 400', async () => {
    await expectRefusedWithoutChange(handler, jsonPost(path, '"hello"'), 400);
  });

  test('wrong content type (text/plain) → 415', async () => {
    const request = new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(validBody),
    });
    await expectRefusedWithoutChange(handler, request, 415);
  });

  test('no content type at all → 415', async () => {
    const request = new Request(`${ORIGIN}${path}`, { method: 'POST', body: new Blob([JSON.stringify(validBody)]) });
    await expectRefusedWithoutChange(handler, request, 415);
  });

  test.each(Object.keys(validBody))('missing field %s → 400 "<field>: is required"', async (field) => {
    const body: Record<string, unknown> = { ...validBody };
    delete body[field];
    const answer = await expectRefusedWithoutChange(handler, jsonPost(path, body), 400);
    expect(answer.body).toEqual({ error: `${field}: is required`, field });
  });

  test.each(Object.keys(validBody))('field %s of the wrong type → 400 "<field>: must be a string"', async (field) => {
    const answer = await expectRefusedWithoutChange(handler, jsonPost(path, { ...validBody, [field]: 12345678 }), 400);
    expect(answer.body).toEqual({ error: `${field}: must be a string`, field });
  });

  test('a body over the limit → 413, even when no Content-Length announces it', async () => {
    const oversized = JSON.stringify({ ...validBody, padding: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const answer = await expectRefusedWithoutChange(handler, jsonPost(path, oversized), 413);
    expect(answer.body.error).toBe(`Request body must be at most ${MAX_JSON_BODY_BYTES} bytes`);
  });

  test('a declared Content-Length over the limit → 413 before reading', async () => {
    const request = jsonPost(path, validBody, { 'content-length': String(MAX_JSON_BODY_BYTES + 1) });
    await expectRefusedWithoutChange(handler, request, 413);
  });

  test('invalid UTF-8 → 400', async () => {
    const request = new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    await expectRefusedWithoutChange(handler, request, 400);
  });
});

test('a body just under the limit is read normally (the limit is not off by a lot)', async () => {
  const account = newAccount();
  const base = JSON.stringify({ ...account, padding: '' });
  const body = JSON.stringify({ ...account, padding: 'x'.repeat(MAX_JSON_BODY_BYTES - base.length) });
  expect(Buffer.byteLength(body)).toBe(MAX_JSON_BODY_BYTES);
  const answer = await send(routes.register.POST, jsonPost('/api/register', body));
  expect(answer.status).toBe(201);
});

test('an unexpected error responds with 500 {error: "Internal error"} without details, and is logged', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const handler = jsonRoute(async () => {
      throw new Error('secret detail at /srv/app/lib/x.ts:1:1');
    });
    const answer = await send(handler, new Request(`${ORIGIN}/api/anything`, { method: 'POST' }));
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: 'Internal error' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(log).toHaveBeenCalled();
  } finally {
    log.mockRestore();
  }
});

test('a malformed Authorization header → 401 {error}, not a 500', async () => {
  const request = new Request(`${ORIGIN}/api/getcurrentuser`, { headers: { authorization: 'Basic Zm9vOmJhcg==' } });
  const answer = await send(routes.getcurrentuser.GET, request);
  expect(answer.status).toBe(401);
  expect(answer.body.error).toBe('Authorization must be "Bearer <token>"');
});

describe('text no database can hold is refused once, where bodies and parameters are read', () => {
  test.each([
    ['a NUL in the login email', routes.login.POST, '/api/login', '{"email":"a\\u0000@example.org","pwd":"whatever1"}'],
    [
      'a lone surrogate in the login email',
      routes.login.POST,
      '/api/login',
      '{"email":"a\\ud800@example.org","pwd":"whatever1"}',
    ],
    ['a NUL in a key', routes.login.POST, '/api/login', '{"email":"a@example.org","pwd":"whatever1","x\\u0000":1}'],
    [
      'a NUL in a registration',
      routes.register.POST,
      '/api/register',
      JSON.stringify({ ...newAccount(), username: 'a\u0000b' }),
    ],
  ])('%s → 400, nothing stored', async (_name, handler, path, body) => {
    const answer = await expectRefusedWithoutChange(handler, jsonPost(path, body), 400);
    expect(answer.body.error).toMatch(/NUL|surrogate/);
  });

  test(`a JSON payload nested deeper than MAX_JSON_DEPTH (150,000 levels) → 400, never a stack overflow`, async () => {
    for (const deep of [
      '['.repeat(150_000) + ']'.repeat(150_000),
      '{"a":'.repeat(150_000) + '1' + '}'.repeat(150_000),
    ]) {
      const reading = readJsonBody(
        new Request(`${ORIGIN}/api/x`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep }),
        z.unknown(),
        {
          maxBytes: 1_000_000,
        },
      );
      await expect(reading).rejects.toMatchObject({
        failure: { code: 'invalid', error: expect.stringMatching(/nested/) },
      });
    }
    expect(hasUnreadableText('fine')).toBe(false);
    const justDeepEnough = '['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH);
    expect((await send(routes.login.POST, jsonPost('/api/login', justDeepEnough))).body.error).toBe(
      'body: must be a JSON object',
    );
  });

  test('a route parameter or query with a NUL or a lone surrogate → 400 JSON before the handler runs', async () => {
    let ran = 0;
    const handler = jsonRoute<{ id: string }>(async () => {
      ran += 1;
      return new Response('{}');
    });
    for (const [url, params] of [
      [`${ORIGIN}/api/x/a`, { id: 'a\u0000b' }],
      [`${ORIGIN}/api/x/a`, { id: '\udc00' }],
      [`${ORIGIN}/api/x/a?filter=%00`, { id: 'a' }],
      [`${ORIGIN}/api/x/a?f%00=1`, { id: 'a' }],
    ] as const) {
      const answer = await send(handler, new Request(url), params);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.error).toBe('string');
    }
    expect(ran).toBe(0);
  });

  test('a route whose parameters cannot be decoded (a malformed percent-escape) → 400 JSON, not 500', async () => {
    const handler = jsonRoute(async () => new Response('{}'));
    const answer = await handler(new Request(`${ORIGIN}/api/readuseractivity/%ff`), {
      params: Promise.reject(new URIError('URI malformed')),
    });
    expect(answer.status).toBe(400);
  });

  test("an ingest address whose project id cannot be decoded (`/conditions/%ff`, `%00`) → 400 JSON from the ingest's own handler, not 500", async () => {
    for (const id of ['%ff', 'a%00b', '%ed%b0%80']) {
      const answer = await send(ingestRouteHandler, new Request(`${ORIGIN}/ingest/v1/web/conditions/${id}`));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/project id/);
    }
  });

  test('an address the ingest has no endpoint for → its JSON 404', async () => {
    const answer = await send(ingestRouteHandler, new Request(`${ORIGIN}/ingest/v1/web/nothing-here`));
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatch(/No ingest endpoint/);
  });
});
