import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses no channel or channel manager serves from: private, loopback, link-local, shared,
 * reserved, multicast. The calendar fetcher and the Channex client reach public ones only.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
// IPv6 forms that carry an IPv4 address (IPv4-compatible, NAT64, 6to4, Teredo) are refused
// whole rather than judged by the address inside: no channel serves a calendar from one.
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2001::', 32],
  ['2002::', 16],
  ['fec0::', 10],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  if (version === 6) {
    // IPv4-mapped (::ffff:a.b.c.d) is judged as the IPv4 address it carries.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return isPublicAddress(mapped[1]);
    if (/^::ffff:/i.test(address)) return false;
  }
  return !NOT_PUBLIC.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The DNS lookup the connection itself uses: every address the name resolves to must be public,
 * so the address checked is the address connected to (no second lookup to rebind).
 */
export function guardedLookup(allowPrivate: boolean, refused: () => Error): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowPrivate && addresses.some((entry) => !isPublicAddress(entry.address))) {
        return callback(refused(), []);
      }
      const [first] = addresses;
      if (options.all === true) return callback(null, addresses);
      if (!first) return callback(refused(), []);
      callback(null, first.address, first.family);
    });
  };
}
