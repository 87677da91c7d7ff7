import { BlockList, isIP } from 'node:net';

/** Why an address is not one an outgoing request may reach: a range of the IANA special-purpose registries. */
export type NonPublicKind =
  'unspecified' | 'loopback' | 'private' | 'shared' | 'link-local' | 'unique-local' | 'multicast' | 'reserved';

/** The non-public IPv4 ranges with their kinds; an IPv4-mapped IPv6 address (::ffff:a.b.c.d) falls under them too. */
const IPV4_RANGES: [string, number, NonPublicKind][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'],
  ['127.0.0.0', 8, 'loopback'],
  // Cloud metadata services (169.254.169.254) live here.
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

/**
 * The named IPv6 ranges. Only global unicast (2000::/3) is public at all, so anything outside it that is not named
 * here is `reserved`; the ranges inside it that are not public are named.
 */
const IPV6_RANGES: [string, number, NonPublicKind][] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'private'],
  ['ff00::', 8, 'multicast'],
  // Inside 2000::/3: IETF protocol assignments (Teredo among them), documentation, 6to4 (an IPv4 address inside).
  ['2001::', 23, 'reserved'],
  ['2001:db8::', 32, 'reserved'],
  ['2002::', 16, 'reserved'],
  ['3fff::', 20, 'reserved'],
];

function blockList(ranges: [string, number, NonPublicKind][], family: 'ipv4' | 'ipv6') {
  return ranges.map(([network, prefix, kind]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return { list, kind };
  });
}

const IPV4 = blockList(IPV4_RANGES, 'ipv4');
const IPV6 = blockList(IPV6_RANGES, 'ipv6');
const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

/**
 * `public` for an address the open internet routes to, else the kind of range it is in. IPv4-mapped IPv6 addresses
 * are judged by their IPv4 address; anything that is not an IP address at all is `reserved`.
 */
export function addressKind(address: string): NonPublicKind | 'public' {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(bare);
  if (family === 4) return IPV4.find(({ list }) => list.check(bare, 'ipv4'))?.kind ?? 'public';
  if (family !== 6) return 'reserved';
  // BlockList matches an IPv4-mapped address against the IPv4 rules.
  const mapped = IPV4.find(({ list }) => list.check(bare, 'ipv6'))?.kind;
  if (mapped) return mapped;
  const named = IPV6.find(({ list }) => list.check(bare, 'ipv6'))?.kind;
  if (named) return named;
  return GLOBAL_UNICAST.check(bare, 'ipv6') ? 'public' : 'reserved';
}
