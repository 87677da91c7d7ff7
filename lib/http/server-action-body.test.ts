/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["react-server", "node", "node-addons"]}
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fc from 'fast-check';
import busboy from 'next/dist/compiled/busboy/index.js';
import { SERVER_ACTION_BODY_MAX_BYTES, serverActionKind, type ServerActionKind } from './request-guard';
import {
  REPLY_ARRAY_SLOTS_MAX,
  SERVER_ACTION_ARGUMENTS_MAX,
  screenServerAction,
  serverActionBodyProblem,
  serverActionKindOf,
} from './server-action-body';

/*
 * The judge of each body is React's own reply decoder, the one Next.js runs (its compiled copy, loaded as React's server
 * build under the `react-server` condition): what the rule lets through must decode there, and the inputs the rule is
 * for must fail there, so that a refusal here is a 500 less and never a working call refused.
 */
interface ReactServer {
  decodeReply(body: string, manifest: object, options: object): PromiseLike<unknown>;
  decodeReplyFromBusboy(parser: ReturnType<typeof busboy>, manifest: object, options: object): PromiseLike<unknown>;
  decodeFormState(result: unknown, form: FormData, manifest: object): Promise<unknown>;
  createTemporaryReferenceSet(): object;
}
const react =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- React's server build, loaded as Next.js loads it
  require('next/dist/compiled/react-server-dom-webpack/cjs/react-server-dom-webpack-server.node.production.js') as ReactServer;

/** Whether Next.js would hand the body's arguments to the action: React decodes them to a list it can apply. */
async function reactDecodes(kind: ServerActionKind, contentType: string, body: Buffer): Promise<boolean> {
  const options = { temporaryReferences: react.createTemporaryReferenceSet() };
  try {
    if (kind === 'fetch-text') return applicable(await react.decodeReply(body.toString('utf-8'), {}, options));
    if (kind === 'fetch-multipart') {
      const parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: { fieldSize: SERVER_ACTION_BODY_MAX_BYTES },
      });
      // React ends a file stream with an error where it refuses one, and Next.js's pipeline reports it; so here.
      parser.on('file', (_name, stream) => stream.on('error', () => undefined));
      const [, decoded] = await Promise.all([
        pipeline(Readable.from([body]), parser),
        react.decodeReplyFromBusboy(parser, {}, options),
      ]);
      return applicable(decoded);
    }
    // A form posted without JavaScript: what React decodes of it (the action's bound arguments; its id Next.js checks).
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    if (!form.has('$ACTION_KEY')) form.append('$ACTION_KEY', 'k');
    await react.decodeFormState(null, form, {});
    return true;
  } catch {
    return false;
  }
}
/** What Next.js does with decoded arguments before the action runs: `arguments.length` and `apply`. */
const applicable = (value: unknown) =>
  typeof value === 'object' && value !== null && !((value as unknown[]).length > SERVER_ACTION_ARGUMENTS_MAX);

// As a browser spells it: the Fetch API's parser fails on a body that holds its boundary anywhere, even mid-text.
const BOUNDARY = '----WebKitFormBoundary7MA4YWxkTrZu0gW';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
/** A multipart body with these text parts, as a browser writes it. */
function multipart(parts: [name: string, value: string][]): Buffer {
  const body = parts
    .map(([name, value]) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return Buffer.from(`${body}--${BOUNDARY}--\r\n`);
}

const text = (body: string) => Buffer.from(body);

describe('which POSTs Next.js decodes as server actions, told apart as it does', () => {
  const headers = (values: Record<string, string>) => new Headers(values);
  test.each([
    ['/login', { 'next-action': 'a', 'content-type': 'text/plain;charset=UTF-8' }, 'fetch-text'],
    ['/login', { 'next-action': 'a' }, 'fetch-text'],
    ['/login', { 'next-action': 'a', 'content-type': MULTIPART }, 'fetch-multipart'],
    ['/login', { 'content-type': MULTIPART }, 'form'],
    ['/login', { 'next-action': 'a', 'content-type': 'application/x-www-form-urlencoded' }, null],
    ['/login', { 'content-type': 'application/x-www-form-urlencoded' }, null],
    ['/login', { 'content-type': 'text/plain' }, null],
    ['/api/login', { 'next-action': 'a', 'content-type': MULTIPART }, null],
    ['/ingest/v1/web/images', { 'content-type': MULTIPART }, null],
    ['/api', { 'next-action': 'a' }, null],
  ])('POST %s %j → %s', (pathname, values, kind) => {
    expect(serverActionKind('POST', pathname, headers(values))).toBe(kind);
  });

  test('only a POST', () => {
    expect(serverActionKind('GET', '/login', headers({ 'next-action': 'a' }))).toBeNull();
    expect(serverActionKind('PUT', '/login', headers({ 'content-type': MULTIPART }))).toBeNull();
  });
});

describe('bodies React fails on (Next.js answered 500) are refused', () => {
  test.each([
    ['a bare $', '["$"]'],
    ['a Map from a part the body lacks', '["$Q1"]'],
    ['a Set from a part the body lacks', '["$W1"]'],
    ['a BigInt BigInt cannot read', '["$n1e308"]'],
    ['a BigInt past 300 digits', `["$n${'9'.repeat(301)}"]`],
    ['an outlined object the body lacks', '["$1"]'],
    ['a server reference', '["$h1"]'],
    ['a Blob', '["$B1"]'],
    ['malformed JSON', '["a",'],
    ['no body at all', ''],
    ['arguments that are no list', 'null'],
    ['nesting that exhausts React’s recursion', `${'['.repeat(200_000)}${']'.repeat(200_000)}`],
    ['an array past React’s slot limit', JSON.stringify(['x'.repeat(REPLY_ARRAY_SLOTS_MAX), 'y'])],
  ])('%s: %s', async (_, body) => {
    expect(await serverActionBodyProblem('fetch-text', 'text/plain', text(body))).toEqual(expect.any(String));
    expect(await reactDecodes('fetch-text', 'text/plain', text(body))).toBe(false);
  });

  test.each([
    ['a promise', '["$@1"]'],
    ['a stream', '["$R1"]'],
    ['a temporary reference', '["$T"]'],
    ['nesting past the JSON depth limit', `${'['.repeat(65)}${']'.repeat(65)}`],
  ])('a call with what the site never sends (React reads it, but nothing of ours writes it): %s', async (_, body) => {
    expect(await serverActionBodyProblem('fetch-text', 'text/plain', text(body))).toEqual(expect.any(String));
  });

  test.each([
    ['no parts at all', Buffer.from(`--${BOUNDARY}--\r\n`)],
    ['an empty body', Buffer.from('')],
    [
      'a body that ends inside a part',
      Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="0"\r\n\r\n[]`),
    ],
    ['a part with no header', Buffer.from(`--${BOUNDARY}\r\n\r\n`)],
    ['the form without its arguments (part 0)', multipart([['1_email', 'a@b.example']])],
    [
      'part 0 twice',
      multipart([
        ['0', '[]'],
        ['0', '[]'],
      ]),
    ],
    [
      'part 0 twice, the second spelt 00',
      multipart([
        ['0', '[]'],
        ['00', '[]'],
      ]),
    ],
    [
      'a stream chunk for part 0',
      multipart([
        ['0', '["$K1"]'],
        ['S0', '[]'],
      ]),
    ],
    ['part 0 with a reference the body lacks', multipart([['0', '["$Q1"]']])],
    [
      'a part without a name',
      multipart([
        ['0', '[]'],
        ['', 'x'],
      ]),
    ],
  ])('a fetch action’s multipart body with %s', async (_, body) => {
    expect(await serverActionBodyProblem('fetch-multipart', MULTIPART, body)).toEqual(expect.any(String));
    expect(await reactDecodes('fetch-multipart', MULTIPART, body)).toBe(false);
  });

  test('a multipart type without a boundary', async () => {
    const body = multipart([['0', '[]']]);
    expect(await serverActionBodyProblem('fetch-multipart', 'multipart/form-data', body)).toMatch(/boundary/i);
    expect(await serverActionBodyProblem('form', 'multipart/form-data', body)).toEqual(expect.any(String));
  });

  test('a file part in base64, which React refuses', async () => {
    const body = Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n` +
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="1_f"; filename="a.txt"\r\n` +
        `content-transfer-encoding: base64\r\n\r\nQUJD\r\n--${BOUNDARY}--\r\n`,
    );
    expect(await serverActionBodyProblem('fetch-multipart', MULTIPART, body)).toMatch(/base64/);
    expect(await reactDecodes('fetch-multipart', MULTIPART, body)).toBe(false);
  });

  test.each([
    [
      'the bound arguments named but missing',
      [
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', '{"id":"a","bound":"$@1"}'],
      ],
    ],
    [
      'bound arguments that are null',
      [
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', '{"id":"a","bound":"$@1"}'],
        ['$ACTION_1:1', 'null'],
      ],
    ],
    [
      'metadata that is no JSON',
      [
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', '{"id":"a"'],
      ],
    ],
    [
      'an id that is no text (a repeated key)',
      [
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', '{"id":"a","id":5}'],
      ],
    ],
    [
      'an id that is a reference',
      [
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', '{"id":"$-x"}'],
      ],
    ],
    [
      'a reference in the metadata',
      [
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', '{"id":"a","bound":null,"x":"$Q2"}'],
      ],
    ],
  ] as [string, [string, string][]][])('a form posted without JavaScript: %s', async (_, parts) => {
    expect(await serverActionBodyProblem('form', MULTIPART, multipart(parts))).toEqual(expect.any(String));
  });

  test('a multipart POST to a page that names no action (Next.js answers 400 and logs a stack trace)', async () => {
    expect(await serverActionBodyProblem('form', MULTIPART, multipart([['q', 'not an action']]))).toMatch(
      /no server action/,
    );
    expect(await serverActionBodyProblem('form', MULTIPART, Buffer.from(`--${BOUNDARY}--\r\n`))).toMatch(
      /no server action/,
    );
  });

  test('a form posted without JavaScript whose body cannot be read', async () => {
    expect(await serverActionBodyProblem('form', MULTIPART, Buffer.from(''))).toEqual(expect.any(String));
    expect(await serverActionBodyProblem('form', MULTIPART, Buffer.from(`--${BOUNDARY}\r\n\r\n`))).toEqual(
      expect.any(String),
    );
  });
});

describe('what the site’s pages send is served', () => {
  test.each([
    ['no arguments', '[]'],
    ['text, a number, a boolean, null', '["en",3,true,null]'],
    ['undefined, NaN, the infinities and -0', '["$undefined","$NaN","$Infinity","$-Infinity","$-0"]'],
    ['text that starts with $', '["$$5 a month"]'],
    ['a date', '["$D2026-11-27T10:00:00.000Z"]'],
    ['a BigInt', '["$n-12345678901234567890"]'],
    ['the previous state of a form', '[{"ok":false,"error":"x","problems":[{"field":"email"}],"n":"$undefined"}]'],
    ['an array just within React’s slot limit', JSON.stringify(['x'.repeat(REPLY_ARRAY_SLOTS_MAX - 5), 'y'])],
  ])('a call with %s', async (_, body) => {
    expect(await serverActionBodyProblem('fetch-text', 'text/plain', text(body))).toBeNull();
    expect(await reactDecodes('fetch-text', 'text/plain', text(body))).toBe(true);
  });

  test('a form submitted through the page’s script (useActionState: bound language, previous state, the form)', async () => {
    const body = multipart([
      ['1_email', 'mina@parley.example'],
      ['1_pwd', 'slow-river-talks'],
      ['0', '["en",{"ok":false,"error":"$undefined"},"$K1"]'],
    ]);
    expect(await serverActionBodyProblem('fetch-multipart', MULTIPART, body)).toBeNull();
    expect(await reactDecodes('fetch-multipart', MULTIPART, body)).toBe(true);
  });

  test('a form posted without JavaScript, with bound arguments and without', async () => {
    const bound = multipart([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', '{"id":"7f00","bound":"$@1"}'],
      ['$ACTION_1:1', '["en"]'],
      ['$ACTION_KEY', 'k0'],
      ['email', 'mina@parley.example'],
    ]);
    expect(await serverActionBodyProblem('form', MULTIPART, bound)).toBeNull();
    expect(await reactDecodes('form', MULTIPART, bound)).toBe(true);
    const plain = multipart([
      ['$ACTION_ID_7f00', ''],
      ['email', 'mina@parley.example'],
    ]);
    expect(await serverActionBodyProblem('form', MULTIPART, plain)).toBeNull();
  });
});

/** Bodies per property (FUZZ_RUNS scales them, as in the fuzz suites). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

describe('property: every body the rule lets through decodes in React', () => {
  /** Strings a reply may hold: every kind of `$` reference React reads, well and badly formed, and plain text. */
  const replyString = fc.oneof(
    fc.constantFrom(
      '$',
      '$$',
      '$$x',
      '$u',
      '$undefined',
      '$N',
      '$NaN',
      '$I',
      '$Infinity',
      '$-Infinity',
      '$-0',
      '$-x',
      '$D2026-11-27T10:00:00.000Z',
      '$Dnot a date',
      '$n12',
      '$n-7',
      '$n1e308',
      '$n',
      '$n0x1f',
      '$K1',
      '$K',
      '$Kz',
      '$Q1',
      '$W1',
      '$@1',
      '$@0',
      '$1',
      '$0',
      '$0:0',
      '$h1',
      '$T',
      '$B1',
      '$A1',
      '$o1',
      '$R1',
      '$r1',
      '$X1',
      '$x1',
      '$i1',
      '$H',
      '$Z',
      '$F1',
      '$:',
      '$@',
      '$@zz',
      '$S1',
    ),
    fc.string({ maxLength: 8 }),
  );
  const { value: replyValue } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      replyString,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.constantFrom('a', 'id', 'bound', '__proto__', '$', '0'), tie('value'), { maxKeys: 3 }),
    ),
  }));
  const replyText = fc.oneof(
    fc.array(replyValue, { maxLength: 5 }).map((value) => JSON.stringify(value)),
    replyValue.map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 12 }),
  );

  test('a fetch action’s text body', async () => {
    await fc.assert(
      fc.asyncProperty(replyText, async (body) => {
        if ((await serverActionBodyProblem('fetch-text', 'text/plain', text(body))) === null)
          expect(await reactDecodes('fetch-text', 'text/plain', text(body))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  test('a fetch action’s multipart body', async () => {
    const name = fc.constantFrom('0', '0', '00', '', ' ', 'S0', 'S', '1', '1_a', '_1_a', 'x', '0x0');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(name, replyText), { maxLength: 4 }), async (parts) => {
        const body = multipart(parts);
        if ((await serverActionBodyProblem('fetch-multipart', MULTIPART, body)) === null)
          expect(await reactDecodes('fetch-multipart', MULTIPART, body)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  test('a form posted without JavaScript', async () => {
    const name = fc.constantFrom('$ACTION_REF_1', '$ACTION_1:0', '$ACTION_1:1', '$ACTION_1:2', '$ACTION_KEY', 'email');
    const metadata = fc
      .record({ id: fc.oneof(fc.constant('a'), replyValue), bound: replyValue }, { requiredKeys: ['id'] })
      .map((value) => JSON.stringify(value));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(name, fc.oneof(metadata, replyText)), { maxLength: 5 }), async (parts) => {
        const body = multipart(parts);
        if ((await serverActionBodyProblem('form', MULTIPART, body)) === null)
          expect(await reactDecodes('form', MULTIPART, body)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the server reads a server action’s body first, refuses it, or hands Next.js a request that reads the same', () => {
  /** A node:http server that screens every request as server/main.ts does, and echoes the body Next.js would read. */
  async function screeningServer(): Promise<{ url: string; close: () => Promise<void> }> {
    const server = http.createServer((request, response) => {
      const kind = serverActionKindOf(request);
      if (kind === null) return void response.end('not an action');
      screenServerAction(request, kind).then(
        async (screened) => {
          if ('refused' in screened) {
            response.writeHead(screened.refused.status, screened.refused.headers).end(screened.refused.body);
            return;
          }
          const chunks: Buffer[] = [];
          for await (const chunk of screened.request) chunks.push(chunk as Buffer);
          response.writeHead(200, { 'x-method': screened.request.method!, 'x-url': screened.request.url! });
          response.end(Buffer.concat(chunks));
        },
        () => response.destroy(),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  }
  const action = { 'next-action': 'a', 'content-type': 'text/plain;charset=UTF-8' };

  test('a body React fails on → 400 JSON; one past 1 MB sent without a length → 413; a good one reaches the action whole', async () => {
    const server = await screeningServer();
    try {
      const refused = await fetch(`${server.url}/login`, { method: 'POST', headers: action, body: '["$Q1"]' });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toMatch(/\$Q1/);
      const huge = new Blob([`["${'a'.repeat(2_000_000)}"]`]).stream();
      const tooLarge = await fetch(`${server.url}/login`, {
        method: 'POST',
        headers: action,
        body: huge,
        duplex: 'half',
      } as RequestInit);
      expect(tooLarge.status).toBe(413);
      const body = multipart([
        ['1_email', 'mina@parley.example'],
        ['0', '["en","$K1"]'],
      ]);
      const served = await fetch(`${server.url}/login?lang=en`, {
        method: 'POST',
        headers: { 'next-action': 'a', 'content-type': MULTIPART },
        body: new Uint8Array(body),
      });
      expect(served.status).toBe(200);
      expect(served.headers.get('x-url')).toBe('/login?lang=en');
      expect(Buffer.from(await served.arrayBuffer()).equals(body)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
