import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { clientNetwork } from './client-network.js';

describe('clientNetwork', () => {
  it('keeps an IPv4 client its own address, also when it arrives IPv4-mapped', () => {
    expect(clientNetwork('192.0.2.17', 64)).toBe('192.0.2.17');
    expect(clientNetwork('::ffff:192.0.2.17', 64)).toBe('192.0.2.17');
  });

  it('counts an IPv6 client by its network of the configured prefix', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd', 64)).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:2::1', 64)).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200::/56');
    expect(clientNetwork('2001:DB8:1:2::1', 128)).toBe('2001:db8:1:2::1/128');
    expect(clientNetwork('fe80::1%eth0', 64)).toBe('fe80::/64');
  });

  it('gives every address of one /64 the same key, and addresses of another /64 another', () => {
    const hextet = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    fc.assert(
      fc.property(fc.array(hextet, { minLength: 4, maxLength: 4 }), fc.array(hextet, { minLength: 4, maxLength: 4 }), (a, b) => {
        expect(clientNetwork(`2001:db8:7:9:${a.join(':')}`, 64)).toBe(clientNetwork(`2001:db8:7:9:${b.join(':')}`, 64));
        expect(clientNetwork(`2001:db8:7:a:${a.join(':')}`, 64)).not.toBe(clientNetwork(`2001:db8:7:9:${b.join(':')}`, 64));
      }),
    );
  });

  it('leaves what is no address as it is', () => {
    expect(clientNetwork('unknown', 64)).toBe('unknown');
  });
});
