/*
 * The ingest alone: one process that serves the tracker's calls (lib/ingest/http.ts) and indexes what it takes,
 * without the site. `npm run ingest` runs it (after `npm run build`, which bundles it to .next/parley-ingest.mjs):
 *
 *   node .next/parley-ingest.mjs [-p 3001] [-H hostname]      (PORT and HOSTNAME work as well)
 *
 * Each process keeps its own raw log (INGEST_LOG_DIR, default data/ingest-log; one process per folder) and indexes
 * into the database: several of them need PostgreSQL (DATABASE_URL), since an embedded PGlite folder belongs to one
 * process. The usability-test calls (/ingest/v1/web/uxt/…) are the site's: here they get 404 saying so. Of the secrets
 * it holds only the key of the ingest's session tokens: INGEST_TOKEN_SECRET (the same value as the site's) spares it
 * AUTH_SECRET, which signs the site's own tokens.
 */
import http from 'node:http';
import { ingestTokenKey } from '../lib/config/ingest-token-secret';
import { startChangeFeed, stopChangeFeed } from '../lib/change-feed/feed';
import { closeDb, getDatabase } from '../lib/db/client';
import { failure } from '../lib/errors';
import { refuseBeforeRouting } from '../lib/http/request-guard';
import { failureNodeResponse, okNodeResponse } from '../lib/http/route';
import { ingestInFront } from '../lib/ingest/http';
import { nodeSecurityHeaders } from '../lib/security/headers';
import { parseOptions } from './options';
import { startIngest } from './ingest-service';

/** The calls of usability tests, which the site's processes serve (they hold the tests); a load balancer routes them there. */
const USABILITY_TEST_PATH = '/ingest/v1/web/uxt/';

async function main(): Promise<void> {
  const { port, hostname } = parseOptions(process.argv.slice(2), { ...process.env, PORT: process.env.PORT ?? '3001' });
  // Its session tokens' key (INGEST_TOKEN_SECRET, else derived from AUTH_SECRET): missing in production stops the start.
  ingestTokenKey();
  const database = await getDatabase();
  // The studio's changes to projects, tags, conditions and flags reach this process's caches through the change feed.
  if (database.engine === 'postgres' && process.env.DATABASE_URL)
    await startChangeFeed(process.env.DATABASE_URL.trim());
  const ingest = await startIngest();
  const server = http.createServer((request, response) => {
    // As the site's server does (server/main.ts): an unknown method or an address that cannot be decoded gets its 4xx here.
    const refused = refuseBeforeRouting(request.method, request.url, request.headers);
    if (refused) {
      response.writeHead(refused.status, { ...nodeSecurityHeaders(), ...refused.headers }).end(refused.body);
      return;
    }
    if (ingestInFront(request, response)) return;
    // `GET /`: a health check for a load balancer (as OpenReplay's HTTP service has), responding while the process runs.
    const path = (request.url ?? '/').split('?')[0]!;
    const reply =
      request.method === 'GET' && request.url === '/'
        ? okNodeResponse({ ok: true })
        : failureNodeResponse(
            failure(
              'not_found',
              path.startsWith(USABILITY_TEST_PATH)
                ? `Usability-test calls are served by the site: route ${USABILITY_TEST_PATH} to it`
                : `No ingest endpoint at ${path}`,
            ),
          );
    // Every response of this process carries the headers the site gives its own (nosniff, default-src 'none', …).
    response.writeHead(reply.status, {
      ...nodeSecurityHeaders(),
      ...reply.headers,
      'Content-Length': Buffer.byteLength(reply.body),
    });
    response.end(reply.body);
  });
  server.listen(port, hostname, () => {
    const address = server.address();
    const shown = typeof address === 'object' && address ? address.port : port;
    console.log(
      `[parley] Ingest ready on http://${hostname ?? 'localhost'}:${shown} (database ${database.engine} ${database.location})`,
    );
  });
  const stop = () => {
    server.close();
    void ingest
      .close()
      .then(() => stopChangeFeed())
      .then(() => closeDb())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[parley] The ingest could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
