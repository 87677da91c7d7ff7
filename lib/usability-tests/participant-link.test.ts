import { offersCamera, participantLink, participantOrigin } from './participant-link';

const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) });
const TEST = { id: '8e81a235-f6aa-4320-9117-230a9f99a4bb', startingPath: '/random' };

describe("the participant link: the site's public address", () => {
  it('is SITE_URL when it is set, whatever host the team used', () => {
    const origin = participantOrigin(request({ host: '10.0.0.5:3000' }), { SITE_URL: 'https://parley.example/' });
    expect(participantLink(TEST, origin)).toBe(`https://parley.example/random?oruxt=${TEST.id}`);
  });

  it('else the host the team reached the studio at, not http://localhost:3000', () => {
    expect(participantOrigin(request({ host: 'parley.example:8080' }), {})).toBe('http://parley.example:8080');
    expect(participantOrigin(request({ host: 'localhost:4173' }), { SITE_URL: '  ' })).toBe('http://localhost:4173');
  });

  it('behind TRUSTED_PROXY_HOPS proxies, the host and scheme the outermost one was asked for; not believed without', () => {
    const proxied = request({
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'parley.example',
      'x-forwarded-proto': 'https',
    });
    expect(participantOrigin(proxied, { TRUSTED_PROXY_HOPS: '1' })).toBe('https://parley.example');
    expect(participantOrigin(proxied, {})).toBe('http://10.0.0.5:3000');
  });
});

describe('whether browsers offer a camera to pages of an origin (secure contexts only)', () => {
  it('https anywhere, plain http only on the machine itself', () => {
    for (const origin of [
      'https://parley.example',
      'http://localhost:3000',
      'http://studio.localhost',
      'http://127.0.0.1:4150',
      'http://[::1]:3000',
    ])
      expect([origin, offersCamera(origin)]).toEqual([origin, true]);
    for (const origin of ['http://parley.example', 'http://10.0.0.5:3000', 'http://localhost.example.com', 'nonsense'])
      expect([origin, offersCamera(origin)]).toEqual([origin, false]);
  });
});
