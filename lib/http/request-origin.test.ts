import { participantLink } from '@/lib/usability-tests/participant-link';
import { requestOrigin, siteOrigin } from './request-origin';

const request = (headers: Record<string, string>, url = 'http://0.0.0.0:3000/ingest/v1/web/uxt/upload-url') => ({
  url,
  headers: new Headers(headers),
});

describe('requestOrigin: the origin the browser used, not the bind address', () => {
  test('directly (no trusted proxy): the Host header, with the scheme the server was reached by; forwarding headers are not believed', () => {
    expect(requestOrigin(request({ host: 'parley.example:8443' }), {})).toBe('http://parley.example:8443');
    expect(
      requestOrigin(
        request({ host: '127.0.0.1:3180', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }),
        {},
      ),
    ).toBe('http://127.0.0.1:3180');
    expect(requestOrigin(request({ host: '[::1]:3000' }), {})).toBe('http://[::1]:3000');
  });

  test('behind TRUSTED_PROXY_HOPS proxies: the outermost proxy’s X-Forwarded-Host and X-Forwarded-Proto, counted from the right', () => {
    const env = { TRUSTED_PROXY_HOPS: '1' };
    expect(
      requestOrigin(
        request({ host: 'app:3000', 'x-forwarded-host': 'parley.example', 'x-forwarded-proto': 'https' }),
        env,
      ),
    ).toBe('https://parley.example');
    // What the client wrote itself, left of the proxy's entry, proves nothing.
    expect(
      requestOrigin(
        request({
          host: 'app:3000',
          'x-forwarded-host': 'evil.example, parley.example',
          'x-forwarded-proto': 'http, https',
        }),
        env,
      ),
    ).toBe('https://parley.example');
    // A proxy that names no host: the Host header it passed on.
    expect(requestOrigin(request({ host: 'parley.example' }), env)).toBe('http://parley.example');
  });

  test('anything that is not a host name (or a known scheme) falls back to the request’s own URL', () => {
    expect(requestOrigin(request({ host: 'evil.example/path?x' }), {})).toBe('http://0.0.0.0:3000');
    expect(requestOrigin(request({ host: 'a b' }), {})).toBe('http://0.0.0.0:3000');
    expect(requestOrigin(request({}), {})).toBe('http://0.0.0.0:3000');
    expect(
      requestOrigin(request({ 'x-forwarded-host': 'parley.example', 'x-forwarded-proto': 'javascript' }), {
        TRUSTED_PROXY_HOPS: '1',
      }),
    ).toBe('http://parley.example');
  });
});

const headersOnly = (headers: Record<string, string>) => ({ headers: new Headers(headers) });
const TEST = { id: '8e81a235-f6aa-4320-9117-230a9f99a4bb', startingPath: '/random' };

describe("siteOrigin: the site's public address, for the links the team hands on", () => {
  it('is SITE_URL when it is set, whatever host the team used', () => {
    const origin = siteOrigin(headersOnly({ host: '10.0.0.5:3000' }), { SITE_URL: 'https://parley.example/' });
    expect(participantLink(TEST, origin)).toBe(`https://parley.example/random?oruxt=${TEST.id}`);
  });

  it('else the host the team reached the studio at, not http://localhost:3000', () => {
    expect(siteOrigin(headersOnly({ host: 'parley.example:8080' }), {})).toBe('http://parley.example:8080');
    expect(siteOrigin(headersOnly({ host: 'localhost:4173' }), { SITE_URL: '  ' })).toBe('http://localhost:4173');
  });

  it('behind TRUSTED_PROXY_HOPS proxies, the host and scheme the outermost one was asked for; not believed without', () => {
    const proxied = headersOnly({
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'parley.example',
      'x-forwarded-proto': 'https',
    });
    expect(siteOrigin(proxied, { TRUSTED_PROXY_HOPS: '1' })).toBe('https://parley.example');
    expect(siteOrigin(proxied, {})).toBe('http://10.0.0.5:3000');
  });
});
