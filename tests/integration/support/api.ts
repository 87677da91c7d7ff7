import * as checkRoute from '@/app/api/checkiftokenexpire/route';
import * as currentUserRoute from '@/app/api/getcurrentuser/route';
import * as languagesRoute from '@/app/api/languages/route';
import * as loginRoute from '@/app/api/login/route';
import * as logoutAccessRoute from '@/app/api/logout/access/route';
import * as logoutRefreshRoute from '@/app/api/logout/refresh/route';
import * as missingRoute from '@/app/api/[...notFound]/route';
import * as refreshRoute from '@/app/api/refreshtoken/route';
import { PEER_ADDRESS_HEADER } from '@/lib/http/client-address';
import * as registerRoute from '@/app/api/register/route';

/** The route modules, called directly with a Request: no server needed. */
export const routes = {
  login: loginRoute,
  register: registerRoute,
  checkiftokenexpire: checkRoute,
  refreshtoken: refreshRoute,
  getcurrentuser: currentUserRoute,
  logoutAccess: logoutAccessRoute,
  logoutRefresh: logoutRefreshRoute,
  languages: languagesRoute,
  missing: missingRoute,
};

export const ORIGIN = 'http://localhost:3000';

export interface ApiResponse {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's params: send() passes what the test gives.
export type Handler<P = any> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

/** Calls a route handler as Next does: the request, and the route's dynamic segments (`{ id }`) as `params`. */
export async function send<P extends Record<string, string>>(
  handler: Handler<P>,
  request: Request,
  params?: P,
): Promise<ApiResponse> {
  const response = await handler(request, { params: Promise.resolve(params ?? ({} as P)) });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`Answer is not JSON (status ${response.status}): ${text.slice(0, 200)}`);
  }
  return { status: response.status, body, headers: response.headers };
}

let peerCounter = 0;

/**
 * A TCP peer address of its own (198.18.0.0/15, the benchmarking range), as the server stamps it on a request
 * (lib/http/peer-address.ts): requests that do not name their address never share a per-address limit.
 */
export function nextPeerAddress(): string {
  peerCounter += 1;
  return `198.18.${Math.floor(peerCounter / 250) % 250}.${(peerCounter % 250) + 1}`;
}

/** The headers of a request that reached the server directly from `address` (no proxy in between). */
export function fromPeer(address: string): Record<string, string> {
  return { [PEER_ADDRESS_HEADER]: address };
}

export function jsonPost(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromPeer(nextPeerAddress()), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function bearer(
  method: 'GET' | 'POST',
  path: string,
  token: string,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${ORIGIN}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...headers } });
}

let counter = 0;

/** A valid registration body with a fresh username/email (override any field). */
export function newAccount(overrides: Partial<Record<'username' | 'email' | 'pwd' | 'language', string>> = {}) {
  counter += 1;
  return {
    username: `reader_${counter}`,
    email: `reader${counter}@example.org`,
    pwd: 'a walk by the quiet lake',
    language: 'en',
    ...overrides,
  };
}

/** Registers through POST /api/register and returns the tokens. */
export async function registerThroughApi(
  account = newAccount(),
): Promise<{ token: string; refreshToken: string; account: ReturnType<typeof newAccount> }> {
  const response = await send(routes.register.POST, jsonPost('/api/register', account));
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { token: String(response.body.token), refreshToken: String(response.body.refreshToken), account };
}

/** Only Date is faked: PGlite, pg and argon2 keep their real timers. */
export function fakeDateOnly(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
