import ipaddr from 'ipaddr.js';

/**
 * Which addresses the server may reach when an administrator or a user names the host: public
 * unicast only. Loopback, private (10/8, 172.16/12, 192.168/16), carrier-grade NAT (100.64/10),
 * link-local, unspecified (0.0.0.0, ::), multicast, broadcast, documentation and other reserved
 * ranges, unique-local (fc00::/7), and IPv6 forms that carry an IPv4 address (::ffff:a.b.c.d,
 * NAT64, 6to4, Teredo) are all refused: through any of them a configured "API base" could reach
 * the server's own machine or the school's network.
 */

/** IPv6 global unicast is 2000::/3; anything else (IPv4-compatible ::a.b.c.d, site-local) is not public. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/** The address as one form: an IPv4-mapped IPv6 address is its IPv4 address. */
export function normalAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return undefined;
  const parsed = ipaddr.parse(bare);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

/** Whether an IP address (v4 or v6, bracketed or not) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const parsed = normalAddress(address);
  if (!parsed) return false;
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST_V6);
}

/**
 * The deployment's exceptions (OUTBOUND_ALLOW_PRIVATE): host names (exact, case-insensitive, a
 * trailing dot ignored), IP addresses and CIDR ranges the server may reach although they are not
 * public, e.g. a school's CAS server on the intranet.
 */
export class PrivateAllowList {
  private readonly hosts = new Set<string>();
  private readonly ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];

  constructor(entries: readonly string[]) {
    for (const raw of entries) {
      const entry = raw.trim().toLowerCase();
      if (!entry) continue;
      if (ipaddr.isValidCIDR(entry)) {
        const [address, bits] = ipaddr.parseCIDR(entry);
        this.ranges.push([address, bits]);
      } else if (normalAddress(entry)) {
        const address = normalAddress(entry)!;
        this.ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
      } else {
        this.hosts.add(hostKey(entry));
      }
    }
  }

  /** A host name the deployment named: any address it resolves to may be reached. */
  allowsHost(host: string): boolean {
    return this.hosts.has(hostKey(host));
  }

  /** An address inside one of the named addresses or ranges. */
  allowsAddress(address: string): boolean {
    const parsed = normalAddress(address);
    if (!parsed) return false;
    return this.ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
  }
}

const hostKey = (host: string) => host.toLowerCase().replace(/\.$/, '');

/** Whether a text is a valid OUTBOUND_ALLOW_PRIVATE entry (config validation). */
export function isAllowListEntry(entry: string): boolean {
  const value = entry.trim();
  return (
    ipaddr.isValidCIDR(value) ||
    ipaddr.isValid(value) ||
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i.test(
      value,
    )
  );
}
