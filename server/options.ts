/* The options of the site's server (server/main.ts), as `next start` takes them. Kept apart so tests can run it. */

export type ServerOptions = { port: number; hostname: string | undefined; responseCache: boolean };

/**
 * `-p/--port` and `-H/--hostname`, as `next start` takes them (PORT and HOSTNAME work as well), and PAGE_CACHE=off to
 * leave out the response cache (behind a CDN or caching proxy that already keeps the pages); a clear error for anything
 * else.
 */
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
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65_535)
    throw new Error(`The port must be a number from 0 to 65535, not "${port}".`);
  const cache = (env.PAGE_CACHE ?? 'on').trim().toLowerCase();
  if (cache !== 'on' && cache !== 'off') throw new Error(`PAGE_CACHE must be "on" or "off", not "${env.PAGE_CACHE}".`);
  return { port: Number(port), hostname, responseCache: cache === 'on' };
}
