import type { LookupAddress } from 'node:dns';
import { guardedLookup, isPrivateAddress, PrivateAddressError } from './public-address';

describe('webhook addresses', () => {
  it('refuses loopback, private, link-local and unique-local addresses, and allows public ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::']) {
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:8.8.8.8', '172.32.0.1']) {
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
    }
  });

  it('fails the connection to a name that resolves to loopback, unless private addresses are allowed', async () => {
    const resolve = (allow: boolean) =>
      new Promise<{ error: Error | null; address: string | LookupAddress[] }>((done) => guardedLookup(allow)('localhost', {}, (error, address) => done({ error, address })));
    const refused = await resolve(false);
    expect(refused.error).toBeInstanceOf(PrivateAddressError);
    const allowed = await resolve(true);
    expect(allowed.error).toBeNull();
    expect(isPrivateAddress(allowed.address as string)).toBe(true);
  });
});
