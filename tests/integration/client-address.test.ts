import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAddress, PEER_ADDRESS_HEADER, TRUSTED_PROXY_HOPS_DEFAULT } from '@/lib/http/client-address';
import { stampPeer, stampPeerOnEveryServer } from '@/lib/http/peer-address';

const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

test('by default no proxy is trusted: the address is the TCP peer, whatever X-Forwarded-For or X-Real-IP claim', () => {
  expect(TRUSTED_PROXY_HOPS_DEFAULT).toBe(0);
  const spoofing = request({
    [PEER_ADDRESS_HEADER]: '203.0.113.5',
    'x-forwarded-for': '1.2.3.4',
    'x-real-ip': '5.6.7.8',
  });
  expect(clientAddress(spoofing, {})).toBe('203.0.113.5');
  expect(clientAddress(spoofing, { TRUSTED_PROXY_HOPS: '0' })).toBe('203.0.113.5');
  // Without the stamp (no server in between), one shared bucket, never a client's claim.
  expect(clientAddress(request({ 'x-forwarded-for': '1.2.3.4' }), {})).toBe('unknown');
});

test('TRUSTED_PROXY_HOPS=1: the client is the right-most X-Forwarded-For entry, a client-written prefix is ignored', () => {
  const env = { TRUSTED_PROXY_HOPS: '1' };
  expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.9' }), env)).toBe('198.51.100.9');
  expect(
    clientAddress(request({ 'x-forwarded-for': '1.2.3.4, 198.51.100.9', [PEER_ADDRESS_HEADER]: '10.0.0.1' }), env),
  ).toBe('198.51.100.9');
});

test('TRUSTED_PROXY_HOPS=2 skips the inner proxy', () => {
  expect(
    clientAddress(request({ 'x-forwarded-for': '1.2.3.4, 198.51.100.9, 10.0.0.2' }), { TRUSTED_PROXY_HOPS: '2' }),
  ).toBe('198.51.100.9');
});

test('behind a proxy without X-Forwarded-For: X-Real-IP, else one shared "unknown" bucket', () => {
  expect(clientAddress(request({ 'x-real-ip': '203.0.113.5' }), { TRUSTED_PROXY_HOPS: '1' })).toBe('203.0.113.5');
  expect(clientAddress(request({}), { TRUSTED_PROXY_HOPS: '1' })).toBe('unknown');
});

test('an unreadable TRUSTED_PROXY_HOPS falls back to the default (trust no header)', () => {
  const spoofing = request({ [PEER_ADDRESS_HEADER]: '203.0.113.5', 'x-forwarded-for': '1.2.3.4' });
  expect(clientAddress(spoofing, { TRUSTED_PROXY_HOPS: 'one' })).toBe('203.0.113.5');
  expect(clientAddress(spoofing, { TRUSTED_PROXY_HOPS: '-1' })).toBe('203.0.113.5');
});

/** What PEER_ADDRESS_HEADER said to the request listener of a server, for a forged request and a plain one. */
async function peerSeenBy(stamp: (request: http.IncomingMessage) => void): Promise<(string | string[] | undefined)[]> {
  const seen: (string | string[] | undefined)[] = [];
  const server = http.createServer((req, res) => {
    stamp(req);
    seen.push(req.headers[PEER_ADDRESS_HEADER]);
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/`, {
      headers: { [PEER_ADDRESS_HEADER]: '1.2.3.4', 'x-forwarded-for': '1.2.3.4' },
    });
    await fetch(`http://127.0.0.1:${port}/`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return seen;
}

test("the site's own server stamps the socket address on each request it receives, overwriting a forged peer header", async () => {
  expect(await peerSeenBy(stampPeer)).toEqual(['127.0.0.1', '127.0.0.1']);
});

test('without it, a forged peer header reaches the listener as sent', async () => {
  expect(await peerSeenBy(() => undefined)).toEqual(['1.2.3.4', undefined]);
});

// Last: the patch, once installed, stamps every server of the process (Next.js's own under `next start`).
test('under next start, the patch stamps every request of every server, overwriting a forged peer header', async () => {
  stampPeerOnEveryServer();
  stampPeerOnEveryServer(); // idempotent: installing twice still stamps once
  expect(await peerSeenBy(() => undefined)).toEqual(['127.0.0.1', '127.0.0.1']);
});
