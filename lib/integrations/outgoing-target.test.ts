/** @jest-environment node */
import type dns from 'node:dns';
import { PRIVATE_TARGETS_SETTING, targetRefusal } from './outgoing-target';

/** A resolver that answers `addresses` for every name, and counts its calls: no network. */
function resolver(...addresses: string[]) {
  const calls: string[] = [];
  const lookup = (async (name: string) => {
    calls.push(name);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  }) as unknown as typeof dns.promises.lookup;
  return { lookup, calls };
}

afterEach(() => {
  delete process.env[PRIVATE_TARGETS_SETTING];
});

describe('the address check of a webhook or tracker being saved', () => {
  test.each([
    ['http://127.0.0.1/', '127.0.0.1 is a loopback address, not a public one'],
    ['http://10.0.0.1/', '10.0.0.1 is a private address, not a public one'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a link-local address, not a public one'],
    ['http://[::1]/', '::1 is a loopback address, not a public one'],
    ['http://[fd00::1]/', 'fd00::1 is a unique-local address, not a public one'],
    ['http://0x7f.1/', '127.0.0.1 is a loopback address, not a public one'],
    ['https://[::ffff:192.168.0.1]:8443/x', '::ffff:c0a8:1 is a private address, not a public one'],
    ['http://localhost:3000/', 'localhost resolves to 127.0.0.1, a loopback address, not a public one'],
    ['http://api.localhost./', 'api.localhost. resolves to 127.0.0.1, a loopback address, not a public one'],
  ])('refuses %s without asking a resolver', async (url, message) => {
    const { lookup, calls } = resolver('93.184.215.14');
    expect((await targetRefusal(url, { lookup }))?.message).toBe(message);
    expect(calls).toEqual([]);
  });

  test('refuses a name when any of the addresses it resolves to is not public', async () => {
    const { lookup } = resolver('93.184.215.14', '10.1.2.3');
    expect((await targetRefusal('https://hooks.example.com/in', { lookup }))?.message).toBe(
      'hooks.example.com resolves to 10.1.2.3, a private address, not a public one',
    );
  });

  test('passes a name whose every address is public, and a public IP address', async () => {
    const { lookup, calls } = resolver('93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c');
    expect(await targetRefusal('https://hooks.example.com/in', { lookup })).toBeNull();
    expect(calls).toEqual(['hooks.example.com']);
    expect(await targetRefusal('http://8.8.8.8/', { lookup })).toBeNull();
    expect(await targetRefusal('http://[2606:4700:4700::1111]/', { lookup })).toBeNull();
  });

  test('passes a name that does not resolve yet: delivery checks it where it connects', async () => {
    const lookup = (async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    }) as unknown as typeof dns.promises.lookup;
    expect(await targetRefusal('https://not-yet.example/', { lookup })).toBeNull();
  });

  test(`allows every address while ${PRIVATE_TARGETS_SETTING} is on, and only then`, async () => {
    const { lookup } = resolver('127.0.0.1');
    process.env[PRIVATE_TARGETS_SETTING] = 'on';
    expect(await targetRefusal('http://127.0.0.1/', { lookup })).toBeNull();
    expect(await targetRefusal('http://internal.example/', { lookup })).toBeNull();
    process.env[PRIVATE_TARGETS_SETTING] = 'true';
    expect(await targetRefusal('http://127.0.0.1/', { lookup })).not.toBeNull();
  });
});
