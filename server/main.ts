/*
 * The site's production HTTP server: what `npm start` runs (scripts/start.mjs), compiled by `npm run build` into
 * .next/parley-server.mjs (esbuild; Next.js and every package stay in node_modules).
 *
 * Every request is served by Next.js's own request handler, the one `next start` uses (Next.js's documented custom
 * server), with one thing in front of it: the response cache (server/response-cache.ts), which serves an anonymous request
 * for a page Next.js marked for shared caches (a prerendered reader page) from memory, as a CDN would, and a cached
 * question page to anyone until a member changes it (lib/http/cache-invalidation.ts), and before it the refusal of
 * requests Next.js would fail on (lib/http/request-guard.ts). PAGE_CACHE=off leaves the cache out. `next start` still serves the same build, only without the cache; `next dev` never has it.
 *
 * In front of both, the ingest (lib/ingest/http.ts): the tracker's calls under /ingest/v1/web/ are served straight
 * from node:http, batches from the raw log, indexed behind by a digester whose CPU work runs in a worker thread
 * (.next/parley-ingest-worker.mjs). Under `next start` and `next dev` the route handlers of app/ingest/ serve the same
 * calls, digesting on the main thread. server/ingest.ts runs the ingest alone.
 *
 *   node .next/parley-server.mjs [-p 3000] [-H hostname]      (PORT, HOSTNAME and PAGE_CACHE work as well)
 */
import http from 'node:http';
import { parseOptions } from './options';
import { ResponseCache, cacheInFront } from './response-cache';
import { placeResponseCacheInFront } from '../lib/http/cache-invalidation';
import { listenToCachedPageChanges, onCachedPagesChanged } from '../lib/change-feed/cached-pages';
import { onChangesMissed } from '../lib/change-feed/feed';
import { declareOwnServerInFront, stampPeer } from '../lib/http/peer-address';
import { ingestInFront } from '../lib/ingest/http';
import { startIngest } from './ingest-service';
import { refuseBeforeRouting } from '../lib/http/request-guard';
import { screenServerAction, serverActionKindOf } from '../lib/http/server-action-body';
import type { NodeResponse } from '../lib/http/route';
import { nodeSecurityHeaders } from '../lib/security/headers';
import { PageRewritingResponse } from './page-rewrites';

async function main(): Promise<void> {
  const { port, hostname, responseCache } = parseOptions(process.argv.slice(2), process.env);
  // As `next start`: a production server. Set before Next.js loads, which reads it at load time.
  (process.env as Record<string, string>).NODE_ENV = 'production';
  const { default: next } = await import('next');
  // Its responses are PageRewritingResponse, a CachingResponse: the class records what the response cache may store,
  // takes the proxy's cache tags off every response, and holds a page to rewrite it when asked (server/page-rewrites.ts).
  const server = http.createServer({ ServerResponse: PageRewritingResponse });
  // This server sees every request first, so it stamps the TCP peer itself (no patch of http.Server needed).
  declareOwnServerInFront();
  // Given the server, Next.js also takes its WebSocket upgrades (none today), as under `next start`.
  const app = next({ dev: false, dir: process.cwd(), port, hostname: hostname ?? 'localhost', httpServer: server });
  await app.prepare();
  const handle = app.getRequestHandler();
  // After Next.js's instrumentation opened the database: the ingest shares it (one PGlite per process).
  const ingest = await startIngest();
  const cache = responseCache ? new ResponseCache() : null;
  if (cache) {
    placeResponseCacheInFront();
    // The server actions that change a cached page (a question's answers, votes, edits) tell the cache, in this
    // process from the moment the change begins; those of other processes on the same PostgreSQL once it is done
    // (by then Next.js has expired its own copies here too: server/next-cache-handler.cjs).
    listenToCachedPageChanges((tags) => cache.changeBegins(tags));
    onCachedPagesChanged((tags) => cache.changeBegins(tags)());
    onChangesMissed(() => cache.clear());
  }
  server.on('request', (request: http.IncomingMessage, response: PageRewritingResponse) => {
    stampPeer(request);
    // What Next.js would fail on with a 500 (an unknown method, an address it cannot decode, a foreign server action)
    // is refused here.
    const refused = refuseBeforeRouting(request.method, request.url, request.headers);
    if (refused) {
      writeRefusal(response, refused);
      return;
    }
    if (ingestInFront(request, response)) return;
    // So is a server action's body that React's decoder would fail on: read and judged first, then passed on.
    const action = serverActionKindOf(request);
    if (action === null) {
      serve(request, response);
      return;
    }
    screenServerAction(request, action).then(
      (screened) => {
        if ('request' in screened) serve(screened.request, response);
        else writeRefusal(response, screened.refused);
      },
      () => response.destroy(),
    );
  });
  /** A refusal of the guards, with the security headers Next.js gives every response it writes. */
  function writeRefusal(response: http.ServerResponse, refused: NodeResponse): void {
    response.writeHead(refused.status, { ...nodeSecurityHeaders(), ...refused.headers }).end(refused.body);
  }
  /** A request past the guards: the response cache, else Next.js. */
  function serve(request: http.IncomingMessage, response: PageRewritingResponse): void {
    let served = false;
    try {
      served = cache !== null && cacheInFront(cache, request, response);
    } catch (error) {
      // The cache is an optimisation: a fault in it must cost the request its speed, never its response.
      console.error(`[parley] response cache: ${error instanceof Error ? error.stack : String(error)}`);
      if (response.headersSent) {
        response.destroy();
        return;
      }
    }
    if (!served) {
      // Pages kept for everyone that hold members' writing get a policy with the hashes of their own inline scripts;
      // reader pages start their script at the reader's first interaction (server/page-rewrites.ts).
      response.rewritePages(request);
      void handle(request, response);
    }
  }
  server.listen(port, hostname, () => {
    const address = server.address();
    const shown = typeof address === 'object' && address ? address.port : port;
    console.log(
      `[parley] Ready on http://${hostname ?? 'localhost'}:${shown} (response cache ${cache ? 'on' : 'off'})`,
    );
  });
  // A requested stop is a clean one (as `next start` treats it).
  const stop = () => {
    server.close();
    void ingest
      .close()
      .then(() => app.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[parley] The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
