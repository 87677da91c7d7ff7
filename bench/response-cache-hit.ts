// The response cache's hit path in one process, without sockets: the CPU time per request of what the site's server
// (server/main.ts) does for a request its response cache answers (stamp the peer, the request guard, the ingest's
// check, the server-action check, cacheInFront: the look-up and the cached response written), against what
// bench/lib/bare-server.mjs does (writeHead and end with the same body). Each request gets a new IncomingMessage and the server's response class
// (PageRewritingResponse), as node:http makes them; with no socket, Node keeps what is written in memory, so the figure
// is the JavaScript of one hit, not the system call that sends it (the same for both). Next.js's own patches of the
// process (Date, process.nextTick: next/dist/server/node-environment) are loaded after the server's modules, as in the
// server, where Next.js loads after them.
// The stored response is the article as the site sends it (the headers of /articles/{slug}?lang=original on
// 2026-12-06, 38,902 bytes of body). A profile of a hit (node --cpu-prof on the server under autocannon) showed where
// the time goes; this benchmark measures each change to that path in seconds rather than in a build and a load run.
//
//   npx tsx bench/response-cache-hit.ts [--requests 200000] [--rounds 5]
import '../scripts/db/server-condition';
import http from 'node:http';
import net from 'node:net';
import { ResponseCache, cacheInFront } from '../server/response-cache';
import { PageRewritingResponse } from '../server/page-rewrites';
import { refuseBeforeRouting } from '../lib/http/request-guard';
import { stampPeer } from '../lib/http/peer-address';
import { ingestInFront } from '../lib/ingest/http';
import { serverActionKindOf } from '../lib/http/server-action-body';
// @ts-expect-error -- a plain .mjs helper without types
import { intOption, median, printRunHeader, printTable, round, writeResult } from './lib/report.mjs';

const REQUESTS = intOption('requests', 200_000, { min: 1_000, max: 5_000_000 }) as number;
const ROUNDS = intOption('rounds', 5, { min: 1, max: 50 }) as number;
const PATH = '/articles/the-truth-about-being-the-strong-one-2?lang=original';
const HOST = '127.0.0.1:3000';
const BODY = Buffer.alloc(38_902, 'a');
/** What the site sends with the article (Next.js's headers, the site's security headers). */
const ARTICLE_HEADERS: http.OutgoingHttpHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'content-security-policy':
    "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src " +
    "'self'; media-src 'self' blob:; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; frame-ancestors " +
    "'none'; form-action 'self'; script-src 'self' 'unsafe-inline'",
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  'x-nextjs-cache': 'HIT',
  'x-nextjs-prerender': ['1', '1'],
  'x-nextjs-stale-time': '300',
  'cache-control': 's-maxage=31536000',
  'content-type': 'text/html; charset=utf-8',
  'content-length': String(BODY.length),
  etag: '"z10lye6u47sk2-hcI9i1Q5g"',
};
const BARE_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(BODY.length) };

const socket = new net.Socket();

/** A GET as autocannon sends it: the request line and Host. */
function incoming(): http.IncomingMessage {
  const request = new http.IncomingMessage(socket);
  request.method = 'GET';
  request.url = PATH;
  // What node:http's parser does with the head it read (the headers object is built when first read).
  (request as unknown as { _addHeaderLines(headers: string[], count: number): void })._addHeaderLines(
    ['Host', HOST],
    2,
  );
  return request;
}

function siteRequest(cache: ResponseCache): void {
  const request = incoming();
  const response = new PageRewritingResponse(request);
  // server/main.ts's request listener, for a request the cache answers.
  stampPeer(request);
  if (refuseBeforeRouting(request.method, request.url, request.headers)) throw new Error('refused');
  if (ingestInFront(request, response)) throw new Error('taken by the ingest');
  if (serverActionKindOf(request) !== null) throw new Error('taken for a server action');
  if (!cacheInFront(cache, request, response)) throw new Error('not answered from the cache');
}

function bareRequest(): void {
  const request = incoming();
  const response = new http.ServerResponse(request);
  response.writeHead(200, BARE_HEADERS);
  response.end(request.method === 'HEAD' ? undefined : BODY);
}

function nsPerRequest(run: () => void): number {
  const started = process.hrtime.bigint();
  for (let i = 0; i < REQUESTS; i += 1) run();
  return Number(process.hrtime.bigint() - started) / REQUESTS;
}

async function main(): Promise<void> {
  // Next.js patches Date and process.nextTick once it loads (after the server's modules, as in the server).
  await import('next/dist/server/node-environment.js');
  printRunHeader('response-cache-hit', `${REQUESTS} requests per round, ${ROUNDS} alternating rounds, in one process`);
  const cache = new ResponseCache();
  const address = `${HOST} ${PATH}`;
  if (!cache.store(address, { host: HOST }, 200, ARTICLE_HEADERS, BODY)) throw new Error('the article was not stored');
  const site: number[] = [];
  const bare: number[] = [];
  // A first round each to warm up (optimised code), not counted.
  nsPerRequest(() => siteRequest(cache));
  nsPerRequest(bareRequest);
  for (let i = 0; i < ROUNDS; i += 1) {
    site.push(nsPerRequest(() => siteRequest(cache)));
    bare.push(nsPerRequest(bareRequest));
  }
  const siteNs = median(site) as number;
  const bareNs = median(bare) as number;
  printTable(
    `A cached article's hit path, JavaScript only (no socket) · median of ${ROUNDS} rounds of ${REQUESTS} requests`,
    ['handler', 'µs per request', 'per round (µs)'],
    [
      [
        'site: server/main.ts for a cache hit',
        round(siteNs / 1000, 2),
        site.map((ns) => round(ns / 1000, 2)).join(', '),
      ],
      ['baseline: bare node:http handler', round(bareNs / 1000, 2), bare.map((ns) => round(ns / 1000, 2)).join(', ')],
    ],
  );
  console.log(`The hit path costs ${round((siteNs - bareNs) / 1000, 2)} µs more than the bare handler per request.`);
  writeResult('response-cache-hit', {
    requests: REQUESTS,
    rounds: ROUNDS,
    bodyBytes: BODY.length,
    siteMicroseconds: siteNs / 1000,
    bareMicroseconds: bareNs / 1000,
    siteRounds: site.map((ns) => ns / 1000),
    bareRounds: bare.map((ns) => ns / 1000),
  });
}

main().catch((error: unknown) => {
  console.error(`response-cache-hit failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
