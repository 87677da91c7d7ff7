/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_CONTENT_SECURITY_POLICY } from '@/lib/security/headers';
import { ingestInFront } from './http';

test('a response the ingest writes itself carries the security headers Next.js gives every /ingest response', async () => {
  const server = http.createServer((request, response) => {
    if (!ingestInFront(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    // A body refused for what it says (not UTF-8): answered by the ingest's own handler, before any database.
    const response = await fetch(`http://127.0.0.1:${port}/ingest/v1/web/start`, {
      method: 'POST',
      body: new Uint8Array([0xff, 0xfe]),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
