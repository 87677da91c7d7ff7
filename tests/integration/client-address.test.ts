import { clientAddress } from '@/lib/http/client-address';

const withForwarded = (value: string) => ({ headers: new Headers({ 'x-forwarded-for': value }) });

test('with one trusted proxy (default), the client is the right-most X-Forwarded-For entry', () => {
  expect(clientAddress(withForwarded('198.51.100.9'), {})).toBe('198.51.100.9');
  // A client-written prefix cannot choose the address the limiter counts.
  expect(clientAddress(withForwarded('1.2.3.4, 198.51.100.9'), {})).toBe('198.51.100.9');
});

test('TRUSTED_PROXY_HOPS=2 skips the inner proxy', () => {
  expect(clientAddress(withForwarded('1.2.3.4, 198.51.100.9, 10.0.0.2'), { TRUSTED_PROXY_HOPS: '2' })).toBe('198.51.100.9');
});

test('without X-Forwarded-For: X-Real-IP, else one shared "unknown" bucket', () => {
  expect(clientAddress({ headers: new Headers({ 'x-real-ip': '203.0.113.5' }) }, {})).toBe('203.0.113.5');
  expect(clientAddress({ headers: new Headers() }, {})).toBe('unknown');
});
