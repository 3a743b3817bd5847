import { lookup as dnsLookup, type LookupAddress, type LookupOneOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Addresses a webhook must not reach in production: loopback, private, link-local (cloud metadata), carrier NAT, unique-local, unspecified. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) PRIVATE.addSubnet(net, prefix, 'ipv6');

/** Whether `address` (an IP literal) is one a webhook must not reach; IPv4-mapped IPv6 is judged as its IPv4. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class PrivateAddressError extends Error {}

/**
 * A `lookup` for http(s).request that refuses private addresses at connection time: the address
 * checked is the one connected to, so a name that resolves differently later (DNS rebinding) is
 * caught too. With `allowPrivate` it is the plain lookup.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOneOptions, callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate ? undefined : addresses.find((entry) => isPrivateAddress(entry.address));
      if (refused) return callback(new PrivateAddressError(`${hostname} resolves to ${refused.address}, a private address`), '', 0);
      if ((options as { all?: boolean }).all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
