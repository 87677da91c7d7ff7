import http from 'node:http';
import { PEER_ADDRESS_HEADER } from './client-address';

const INSTALLED = Symbol.for('parley.peer-address-stamp');

/**
 * Makes the TCP peer's address visible to route handlers and server actions (lib/http/client-address.ts): every
 * request an http.Server of this process accepts gets PEER_ADDRESS_HEADER set to its socket's remote address, before
 * any listener (Next.js) sees it. Next.js only copies the socket address into X-Forwarded-For when the client sent no
 * such header, so that header cannot tell a client's own claim from the truth; this one can, since a client's value
 * under the same name is overwritten. Idempotent.
 */
export function stampPeerAddress(): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function stampedEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
