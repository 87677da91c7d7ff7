/** @jest-environment node */
import fc from 'fast-check';
import { addressKind } from './public-address';

describe('which addresses an outgoing request may reach', () => {
  test.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['fd00::1', 'unique-local'],
    ['fc00::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:10.1.2.3', 'private'],
    ['2001:db8::1', 'reserved'],
    ['2002:7f00:1::1', 'reserved'],
    ['64:ff9b::7f00:1', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    ['not-an-address', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  test.each(['8.8.8.8', '1.1.1.1', '93.184.215.14', '172.15.255.255', '172.32.0.1', '169.253.255.255', '100.128.0.1'])(
    'the IPv4 address %s is public',
    (address) => {
      expect(addressKind(address)).toBe('public');
    },
  );

  test.each(['2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '2620:fe::fe'])(
    'the IPv6 address %s is public',
    (address) => {
      expect(addressKind(address)).toBe('public');
    },
  );

  const octet = fc.integer({ min: 0, max: 255 });
  test('every address of 10/8, 127/8, 169.254/16 and 192.168/16 is refused, in IPv4 and IPv4-mapped IPv6', () => {
    fc.assert(
      fc.property(fc.constantFrom('10', '127', '169.254', '192.168'), octet, octet, octet, (start, b, c, d) => {
        const address = [...start.split('.'), b, c, d].slice(0, 4).join('.');
        expect(addressKind(address)).not.toBe('public');
        expect(addressKind(`::ffff:${address}`)).not.toBe('public');
      }),
    );
  });

  test('every unique-local and link-local IPv6 address is refused', () => {
    const hextet = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    fc.assert(
      fc.property(
        fc.integer({ min: 0xfc00, max: 0xfebf }),
        fc.array(hextet, { minLength: 7, maxLength: 7 }),
        (first, rest) => {
          expect(addressKind([first.toString(16), ...rest].join(':'))).not.toBe('public');
        },
      ),
    );
  });
});
