import { offersCamera } from './participant-link';

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
