/*
 * The site's production HTTP server: what `npm start` runs (scripts/start.mjs), compiled by `npm run build` into
 * .next/parley-server.mjs (esbuild; Next.js and every package stay in node_modules).
 *
 * Every request is served by Next.js's own request handler, the one `next start` uses (Next.js's documented custom
 * server). One thing happens before it: a prerendered reader page whose address names its language
 * (`/articles/x?lang=de`) is moved to its internal address (`/de/articles/x`) here, and marked so that proxy.ts does
 * not run for it (lib/routes/reader-pages.ts says why: done by Next.js's `rewrites()` instead, the same move cost even a
 * bare Next.js app a third of its throughput, BENCHMARKS.md §3). Nothing else differs from `next start`, which still
 * serves the same build correctly (through proxy.ts, which routes those pages too), as `next dev` does.
 *
 *   node .next/parley-server.mjs [-p 3000] [-H hostname]      (PORT and HOSTNAME work as well)
 */
import http from 'node:http';
import { parseOptions, routeBeforeNext } from './front-door';

async function main(): Promise<void> {
  const { port, hostname } = parseOptions(process.argv.slice(2), process.env);
  // As `next start`: a production server. Set before Next.js loads, which reads it at load time.
  (process.env as Record<string, string>).NODE_ENV = 'production';
  const { default: next } = await import('next');
  const server = http.createServer();
  // Given the server, Next.js also takes its WebSocket upgrades (none today), as under `next start`.
  const app = next({ dev: false, dir: process.cwd(), port, hostname: hostname ?? 'localhost', httpServer: server });
  await app.prepare();
  const handle = app.getRequestHandler();
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    routeBeforeNext(request);
    void handle(request, response);
  });
  server.listen(port, hostname, () => {
    const address = server.address();
    const shown = typeof address === 'object' && address ? address.port : port;
    console.log(`[parley] Ready on http://${hostname ?? 'localhost'}:${shown}`);
  });
  // A requested stop is a clean one (as `next start` treats it).
  const stop = () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[parley] The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
