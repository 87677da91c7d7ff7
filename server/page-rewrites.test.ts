/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { hashedContentSecurityPolicy, ownInlineScriptHashes, SCRIPT_HASHES_HEADER } from '../lib/security/headers';
import { PAGE_REWRITE_MAX_BYTES, PageRewritingResponse } from './page-rewrites';
import { deferHydration, HYDRATION_LOADER_SCRIPT } from '../lib/routes/deferred-hydration';

const PAGE =
  '<!DOCTYPE html><html><body><p>**members** wrote this</p><script>self.__next_f.push([1,"a"])</script><script>self.__next_f.push([1,"b"])</script></body></html>';

async function serve(
  handler: (response: http.ServerResponse) => void,
  path = '/',
  method = 'GET',
): Promise<{ status: number; headers: Headers; text: string }> {
  const server = http.createServer({ ServerResponse: PageRewritingResponse }, (request, response) => {
    response.rewritePages(request);
    handler(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const served = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { method });
    return { status: served.status, headers: served.headers, text: await served.text() };
  } finally {
    server.close();
  }
}

describe('a labelled page is sent with a policy allowing exactly its own inline scripts', () => {
  test('written in pieces with setHeader: the label goes, the policy names the hashes, the page is whole', async () => {
    const served = await serve((response) => {
      response.setHeader(SCRIPT_HASHES_HEADER, '1');
      response.setHeader('Content-Security-Policy', "script-src 'self' 'unsafe-inline'");
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.write(PAGE.slice(0, 70));
      response.end(PAGE.slice(70));
    });
    expect(served.text).toBe(PAGE);
    expect(served.headers.get(SCRIPT_HASHES_HEADER)).toBeNull();
    expect(served.headers.get('content-security-policy')).toBe(
      hashedContentSecurityPolicy(ownInlineScriptHashes(PAGE)),
    );
    expect(
      served.headers
        .get('content-security-policy')!
        .split('; ')
        .find((d) => d.startsWith('script-src')),
    ).not.toContain('unsafe-inline');
  });

  test('compressed, with its headers given to writeHead: the hashes are of the page, not of its gzip', async () => {
    const served = await serve((response) => {
      response.writeHead(200, {
        [SCRIPT_HASHES_HEADER]: '1',
        'Content-Security-Policy': "script-src 'self' 'unsafe-inline'",
        'Content-Type': 'text/html',
        'Content-Encoding': 'gzip',
      });
      response.end(gzipSync(PAGE));
    });
    expect(served.text).toBe(PAGE);
    expect(served.headers.get('content-security-policy')).toBe(
      hashedContentSecurityPolicy(ownInlineScriptHashes(PAGE)),
    );
  });

  test('an unlabelled response passes untouched', async () => {
    const served = await serve((response) => {
      response.setHeader('Content-Security-Policy', 'default-src none');
      response.end(PAGE);
    });
    expect(served.headers.get('content-security-policy')).toBe('default-src none');
    expect(served.text).toBe(PAGE);
  });
});

describe('a labelled page the server cannot read goes out with no inline script of its own allowed, never with unsafe-inline', () => {
  const unreadable: [string, (response: http.ServerResponse) => void][] = [
    ['over the size limit', (response) => response.end(`${PAGE}${' '.repeat(PAGE_REWRITE_MAX_BYTES)}`)],
    [
      'not a 200',
      (response) => {
        response.statusCode = 500;
        response.end(PAGE);
      },
    ],
    [
      'in an encoding not known here',
      (response) => {
        response.setHeader('Content-Encoding', 'zstd');
        response.end(PAGE);
      },
    ],
  ];
  test.each(unreadable)('%s', async (_, send) => {
    const served = await serve((response) => {
      response.setHeader(SCRIPT_HASHES_HEADER, '1');
      response.setHeader('Content-Security-Policy', "script-src 'self' 'unsafe-inline'");
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      send(response);
    });
    expect(served.headers.get(SCRIPT_HASHES_HEADER)).toBeNull();
    expect(served.headers.get('content-security-policy')).toBe(hashedContentSecurityPolicy([]));
  });
});

test('a 304 for a labelled page carries no policy, so the browser keeps the hashed one of its stored copy', async () => {
  const served = await serve((response) => {
    response.writeHead(304, {
      [SCRIPT_HASHES_HEADER]: '1',
      'Content-Security-Policy': "script-src 'self' 'unsafe-inline'",
      ETag: '"x"',
    });
    response.end();
  });
  expect(served.status).toBe(304);
  expect(served.headers.get('content-security-policy')).toBeNull();
  expect(served.headers.get(SCRIPT_HASHES_HEADER)).toBeNull();
});

test('wrappers installed later (Next.js’s compression) stay in place when a response is not labelled', async () => {
  const served = await serve((response) => {
    const { write, end } = response;
    let wrappedWrites = 0;
    response.write = function counted(this: http.ServerResponse, ...args: unknown[]) {
      wrappedWrites += 1;
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as typeof response.write;
    response.end = function countedEnd(this: http.ServerResponse, ...args: unknown[]) {
      return (end as (...a: unknown[]) => http.ServerResponse).apply(this, [`${wrappedWrites}`, ...args.slice(1)]);
    } as typeof response.end;
    response.setHeader('Content-Type', 'text/javascript');
    response.write('a');
    response.write('b');
    response.end();
  });
  expect(served.text).toBe('ab2');
});

describe('a reader page goes out with its script deferred to the first interaction (lib/routes/deferred-hydration.ts)', () => {
  const READER =
    '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main-app-1.js" async=""></script></head><body><article>Text</article></body></html>';
  const prerendered = {
    'Content-Type': 'text/html; charset=utf-8',
    'x-nextjs-prerender': '1',
    'x-nextjs-cache': 'HIT',
  };
  const html = { 'Content-Type': 'text/html' };
  /** The reader page from Next.js with these headers, the head written implicitly (as a page rendered per request). */
  const reader =
    (headers: http.OutgoingHttpHeaders, status = 200) =>
    (response: http.ServerResponse) => {
      response.statusCode = status;
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value!);
      response.end(READER);
    };

  test('a prerendered article, gzip as Next.js sends it: deferred, gzip again, its length and ETag its own', async () => {
    const served = await serve((response) => {
      response.writeHead(200, { ...prerendered, 'Content-Encoding': 'gzip', ETag: '"abc"', 'Content-Length': '10' });
      response.end(gzipSync(READER));
    }, '/articles/on-listening?lang=en');
    expect(served.text).toBe(deferHydration(READER));
    expect(served.text).toContain(HYDRATION_LOADER_SCRIPT);
    expect(served.headers.get('content-encoding')).toBe('gzip');
    expect(served.headers.get('etag')).toMatch(/^"abc-h[\w-]{8}"$/);
  });

  test('the catalogue, rendered per request without the session: deferred', async () => {
    const served = await serve(reader(html), '/articles?lang=en&q=love');
    expect(served.text).toBe(deferHydration(READER));
    expect(Number(served.headers.get('content-length'))).toBe(Buffer.byteLength(served.text));
  });

  test('the landing address served as a member’s home (not prerendered), a member page, a HEAD: as Next.js made them', async () => {
    expect((await serve(reader(html), '/?lang=en')).text).toBe(READER);
    expect((await serve(reader(prerendered), '/?lang=en')).text).toBe(deferHydration(READER));
    expect((await serve(reader(html), '/user/ana?lang=en')).text).toBe(READER);
    // A member's home feed at the landing address: kept for everyone, so prerendered as Next.js says, but labelled.
    expect((await serve(reader({ ...prerendered, [SCRIPT_HASHES_HEADER]: '1' }), '/?lang=en')).text).toBe(READER);
    const head = await serve(
      (response) => {
        response.writeHead(200, { ...prerendered, 'Content-Length': String(READER.length) });
        response.end();
      },
      '/blog?lang=en',
      'HEAD',
    );
    expect(head.headers.get('content-length')).toBe(String(READER.length));
  });

  test('a not-found response for a reader address is not touched', async () => {
    expect((await serve(reader(prerendered, 404), '/articles/unknown?lang=en')).text).toBe(READER);
  });
});
