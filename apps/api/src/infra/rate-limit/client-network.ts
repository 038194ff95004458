import ipaddr from 'ipaddr.js';

/**
 * Who a per-client limit counts (docs/security.md "Throttling that cannot lock a user out"): an IPv4 client by
 * its address, an IPv6 client by its network of `ipv6Prefix` bits (IPV6_RATE_LIMIT_PREFIX, 64 by default) —
 * one subscriber is routed a whole /64 or more, so counting single IPv6 addresses would give one client
 * billions of budgets. An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is the IPv4 client it names.
 */
export function clientNetwork(ip: string, ipv6Prefix: number): string {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(ip.replace(/%.*$/, ''));
  } catch {
    return ip; // not an address (a test's placeholder): counted as it is
  }
  if (address.kind() === 'ipv4') return address.toString();
  const bits = Math.min(128, Math.max(0, ipv6Prefix));
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`).toString()}/${bits}`;
}
