// Which addresses the image proxy may connect to: public unicast only. The ranges come from ipaddr.js (the
// classification Fastify's own proxy-addr uses), so private, loopback, link-local, unique-local, multicast,
// 0.0.0.0/8, carrier-grade NAT, documentation and IPv4-in-IPv6 forms (mapped, NAT64, 6to4, Teredo) are
// all refused by one rule instead of a hand-kept list of prefixes.
import ipaddr from 'ipaddr.js';

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** Whether `address` (an IP literal, any form) is a public unicast address. Anything unparsable is not. */
export function isPublicAddress(address: string): boolean {
  let ip: ReturnType<typeof ipaddr.parse>;
  try {
    // A zone id (fe80::1%eth0) only appears on link-local addresses, which are refused anyway.
    ip = ipaddr.parse(address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  } catch {
    return false;
  }
  if (ip.range() !== 'unicast') return false;
  // ipaddr calls every IPv6 address outside its special ranges unicast, ::7f00:1 included: only the
  // global unicast block is on the internet.
  return ip.kind() === 'ipv4' || ip.match(GLOBAL_UNICAST_V6);
}

/** Whether a URL's hostname is an IP literal (then no DNS lookup happens before the connection). */
export function isIpLiteral(hostname: string): boolean {
  return ipaddr.isValid(hostname.replace(/^\[|\]$/g, ''));
}
