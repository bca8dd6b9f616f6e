import { describe, expect, it } from 'vitest';
import { clientAddress, clientNetwork } from './client-address';

describe('client address', () => {
  it('folds IPv4-mapped IPv6 to IPv4 and drops a zone', () => {
    expect(clientAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(clientAddress(undefined)).toBe('unknown');
  });

  it('counts IPv6 by its /64 in any spelling, IPv4 by its address', () => {
    for (const address of ['2001:db8:0:1::1', '2001:0db8:0000:0001:ffff:1:2:3', '2001:db8:0:1:a::'])
      expect(clientNetwork(address), address).toBe('2001:db8:0:1::/64');
    expect(clientNetwork('2001:db8::1:0:0:1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(clientNetwork('1:2:3::4:5:192.0.2.1')).toBe('1:2:3:0::/64');
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
  });
});
