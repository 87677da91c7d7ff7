import http from 'node:http';

/*
 * Makes the TCP peer's address visible to route handlers and server actions (lib/http/client-address.ts). Next.js
 * exposes no socket to them, and copies the socket address into X-Forwarded-For only when the client sent no such
 * header, so that header cannot tell a client's own claim from the truth; PEER_ADDRESS_HEADER can, since a client's
 * value under the same name is overwritten.
 *
 * Where the request is received decides how: the site's own server (server/main.ts) stamps each request it receives
 * (`stampPeer`); under `next start`, where Next.js owns the server and we never see the request first, the
 * instrumentation hook installs `stampPeerOnEveryServer` instead, a patch of http.Server's `emit`.
 */

/**
 * The request header that carries the TCP peer's address to route handlers and server actions. Kept here, in a module
 * free of `server-only`, because the site's own server (bundled for plain Node) imports it too.
 */
export const PEER_ADDRESS_HEADER = 'x-parley-peer-address';

/** Overwrites the request's PEER_ADDRESS_HEADER with its socket's remote address. */
export function stampPeer(request: http.IncomingMessage): void {
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
}

const OWN_SERVER = Symbol.for('parley.peer-address.own-server');
const PATCHED = Symbol.for('parley.peer-address.patched');

/**
 * Called by the site's own server (server/main.ts) before Next.js loads its instrumentation: it receives every request
 * first, so it stamps the peer itself, and it strips the internal headers the proxy adds for it (cache tags, the
 * script-hash marker), which under `next start` would reach the client, so the proxy adds them only when this is said.
 */
export function declareOwnServerInFront(): void {
  (globalThis as { [OWN_SERVER]?: true })[OWN_SERVER] = true;
}

/** Whether the site's own server is in front of Next.js in this process (then no patch is needed). */
export function ownServerInFront(): boolean {
  return (globalThis as { [OWN_SERVER]?: true })[OWN_SERVER] === true;
}

/**
 * For servers we do not own (`next start`): every request any http.Server of this process accepts is stamped before
 * any listener (Next.js) sees it. Idempotent.
 */
export function stampPeerOnEveryServer(): void {
  const proto = http.Server.prototype as http.Server & { [PATCHED]?: true };
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  const emit = proto.emit;
  proto.emit = function stampedEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') stampPeer(args[0] as http.IncomingMessage);
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
