import 'server-only';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { TARGET_LOOKUP_TIMEOUT_MS, URL_MAX_LENGTH } from './limits';
import { addressKind, type NonPublicKind } from './public-address';

/**
 * The setting that lets webhooks and trackers reach loopback, private and other non-public addresses: `on` for a
 * server whose receivers really are inside its network (and for the tests' local receivers); anything else refuses.
 */
export const PRIVATE_TARGETS_SETTING = 'INTEGRATIONS_ALLOW_PRIVATE_TARGETS';

export const privateTargetsAllowed = () => process.env[PRIVATE_TARGETS_SETTING] === 'on';

/** A request refused before it was sent: its host is, or resolves to, an address that is not public. */
export class PrivateTargetError extends Error {
  readonly code = 'EPRIVATETARGET';
  constructor(
    readonly host: string,
    readonly address: string,
    readonly kind: NonPublicKind,
  ) {
    super(
      host === address
        ? `${address} is a ${kind} address, not a public one`
        : `${host} resolves to ${address}, a ${kind} address, not a public one`,
    );
    this.name = 'PrivateTargetError';
  }
}

const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');
/** Names that always mean this machine, whatever a resolver says (RFC 6761). */
const isLocalhostName = (hostname: string) => /(^|\.)localhost\.?$/i.test(hostname);

/** The first address of `addresses` that is not public, as a refusal; null when all are public. */
function refusalOf(host: string, addresses: readonly string[]): PrivateTargetError | null {
  for (const address of addresses) {
    const kind = addressKind(address);
    if (kind !== 'public') return new PrivateTargetError(host, address, kind);
  }
  return null;
}

/**
 * Why an http(s) address may not be the target of an outgoing request, or null. An IP address is judged as it is; a
 * name by every address it resolves to now. A name that does not resolve (yet) passes: delivery checks again, at the
 * address it connects to. Always null while PRIVATE_TARGETS_SETTING is on.
 */
export async function targetRefusal(
  value: string,
  { lookup = dns.promises.lookup }: { lookup?: typeof dns.promises.lookup } = {},
): Promise<PrivateTargetError | null> {
  // An address refused for its form is not looked up.
  if (privateTargetsAllowed() || value.length > URL_MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = bare(url.hostname);
  if (isIP(host)) return refusalOf(host, [host]);
  if (isLocalhostName(host)) return new PrivateTargetError(host, '127.0.0.1', 'loopback');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), TARGET_LOOKUP_TIMEOUT_MS);
  });
  try {
    const addresses = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
    return addresses
      ? refusalOf(
          host,
          addresses.map((one) => one.address),
        )
      : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `dns.lookup` for a socket's connect that refuses a name resolving to any non-public address: the socket then
 * connects only to the addresses checked here, so a name that changed since it was saved (DNS rebinding) is caught.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const refusal = privateTargetsAllowed()
      ? null
      : refusalOf(
          hostname,
          addresses.map((one) => one.address),
        );
    if (refusal) return callback(refusal as NodeJS.ErrnoException, '', 4);
    if (options.all) return (callback as unknown as (error: null, all: dns.LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 4);
    callback(null, first.address, first.family);
  });
};

/** Statuses whose response has no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A `fetch` for the integrations' outgoing requests that reaches public addresses only (unless PRIVATE_TARGETS_SETTING
 * is on): an IP address in the URL is checked before anything is sent, a name at connect time by publicOnlyLookup.
 * Redirects are never followed (the answer is returned as it is). A refusal rejects with PrivateTargetError; an
 * aborted request with the signal's reason, as fetch does.
 */
export async function sendToPublicTarget(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(`Cannot send to ${url.protocol}`);
  const host = bare(url.hostname);
  // A name, localhost too, is checked by publicOnlyLookup at the address the socket is about to connect to.
  const refusal = isIP(host) && !privateTargetsAllowed() ? refusalOf(host, [host]) : null;
  if (refusal) throw refusal;
  if (init.body != null && typeof init.body !== 'string') throw new TypeError('Only a string body is sent');
  const signal = init.signal ?? undefined;
  signal?.throwIfAborted();
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  return new Promise<Response>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: init.method ?? 'GET',
      headers,
      lookup: publicOnlyLookup,
      // A connection of its own, never a pooled one: each request is checked at the address it connects to.
      agent: false,
      signal,
    });
    request.on('error', (error) => reject(signal?.aborted ? signal.reason : error));
    request.on('response', (incoming) => {
      const status = incoming.statusCode ?? 0;
      const answerHeaders = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
          answerHeaders.append(name, one);
        }
      }
      try {
        const body = NULL_BODY_STATUSES.has(status) ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
        if (!body) incoming.resume();
        resolve(new Response(body, { status, headers: answerHeaders }));
      } catch (error) {
        incoming.destroy();
        reject(error instanceof RangeError ? new Error(`The answer's status ${status} is not an HTTP status`) : error);
      }
    });
    request.end(init.body ?? undefined);
  });
}
