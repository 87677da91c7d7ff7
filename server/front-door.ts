/*
 * What the site's HTTP server (server/main.ts) decides itself, before Next.js sees a request. Kept apart from main.ts,
 * which starts Next.js, so that tests can run it.
 */
import type http from 'node:http';
import { READER_PAGE_HEADER, readerPageInternalUrl } from '../lib/routes/reader-pages';

export type ServerOptions = { port: number; hostname: string | undefined };

/** `-p/--port` and `-H/--hostname`, as `next start` takes them; a clear error for anything else. */
export function parseOptions(argv: string[], env: Readonly<Record<string, string | undefined>>): ServerOptions {
  let port = env.PORT ?? '3000';
  let hostname = env.HOSTNAME || undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = argv[i + 1];
    if ((flag === '-p' || flag === '--port') && value !== undefined) port = value;
    else if ((flag === '-H' || flag === '--hostname') && value !== undefined) hostname = value;
    else throw new Error(`Unknown option ${flag ?? ''} (the server takes -p <port> and -H <hostname>).`);
    i += 1;
  }
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65_535) throw new Error(`The port must be a number from 0 to 65535, not "${port}".`);
  return { port: Number(port), hostname };
}

/**
 * What the server does to a request before Next.js sees it: the reader-page marker is removed from whatever arrived
 * (no client may skip the proxy), then set again where this server routed the language itself.
 */
export function routeBeforeNext(request: Pick<http.IncomingMessage, 'method' | 'url' | 'headers'>): void {
  delete request.headers[READER_PAGE_HEADER];
  const internal = readerPageInternalUrl(request.method ?? 'GET', request.url ?? '/');
  if (internal === null) return;
  request.url = internal;
  request.headers[READER_PAGE_HEADER] = '1';
}

