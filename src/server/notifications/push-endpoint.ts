import { lookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * A push subscription's endpoint is a URL the server will POST to, given by a browser, that is
 * by whoever holds a session: without rules it would let them make the server call its own
 * network (SSRF). The rules:
 *
 * - https only (web-push speaks nothing else), on the default port, no user name or password;
 * - the host is a public address, or a name whose addresses (looked up when sending, on the
 *   connection actually made) are all public: loopback, private, link-local, shared (CGNAT),
 *   documentation, multicast and reserved ranges are refused, IPv4 and IPv6 alike, and so are
 *   single-label names (an intranet host found through the search domains);
 * - with PUSH_ALLOW_LOOPBACK=true (tests, which run their own push service), 127.0.0.0/8, ::1
 *   and localhost are accepted on any port; other private addresses never are.
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
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Where an address leads: this machine, the public internet, or anywhere else (refused). */
type AddressKind = 'loopback' | 'public' | 'refused';

/**
 * An IPv6 address whose first 64 bits are zero, but for an IPv4-mapped one: `::`, `::1`, the
 * IPv4-compatible `::a.b.c.d` and the IPv4-translated `::ffff:0:a.b.c.d`. Those carrying an IPv4
 * address are judged by it, so `::7f00:1` is this machine; none of them is ever public.
 */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const [a, b, c, d, e, f, g = 0, h = 0] = address.parts;
  if (a !== 0 || b !== 0 || c !== 0 || d !== 0) return null;
  if ((e === 0 && f === 0) || (e === 0xffff && f === 0)) {
    return new ipaddr.IPv4([g >> 8, g & 0xff, h >> 8, h & 0xff]);
  }
  return null;
}

/**
 * What a literal address is, read by a maintained parser (ipaddr.js) rather than by its
 * spelling: IPv4-mapped, -compatible and -translated IPv6 forms are unwrapped first, and only
 * ordinary unicast outside NOT_PUBLIC counts as public.
 */
function addressKind(text: string): AddressKind {
  const family = isIP(text);
  if (family === 0) return 'refused';
  let address = ipaddr.parse(text);
  if (address.kind() === 'ipv6') {
    const ipv6 = address as ipaddr.IPv6;
    if (ipv6.range() === 'loopback') return 'loopback';
    if (ipv6.isIPv4MappedAddress()) address = ipv6.toIPv4Address();
    else {
      const embedded = embeddedIpv4(ipv6);
      if (embedded) return embedded.range() === 'loopback' ? 'loopback' : 'refused';
    }
  }
  const range = address.range();
  if (range === 'loopback') return 'loopback';
  const normal = address.toNormalizedString();
  const type = address.kind() === 'ipv6' ? 'ipv6' : 'ipv4';
  return range === 'unicast' && !NOT_PUBLIC.check(normal, type) ? 'public' : 'refused';
}

/** May the server connect to this address (a literal IPv4 or IPv6 address)? */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const kind = addressKind(address);
  return kind === 'public' || (allowLoopback && kind === 'loopback');
}

const isLocalhostName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * Why the server will not send to this endpoint, or null when it may (the rules above; a name's
 * addresses are checked when connecting, by `checkedLookup`).
 */
export function endpointProblem(endpoint: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:') return 'must be an https: URL';
  if (url.username || url.password) return 'must not carry a user name or password';
  // One final dot is DNS's own spelling of a full name; an empty label anywhere else is not a name.
  const host = url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  const literal = isIP(host) !== 0;
  if (!literal && host.split('.').some((label) => label === '')) return 'must name a public host';
  if (isLocalhostName(host) || (literal && addressKind(host) === 'loopback')) {
    return allowLoopback ? null : 'must not point at this server';
  }
  if (url.port !== '') return 'must use the default https port';
  if (literal) return isAllowedAddress(host, false) ? null : 'must not point at a private network';
  if (!host.includes('.')) return 'must name a public host';
  return null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * dns.lookup for the push requests' sockets: answers only when every address of the name is
 * allowed, so a name that points (or is re-pointed) into the private network is refused on the
 * connection itself, not only when the subscription was stored.
 */
export function checkedLookup(allowLoopback: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const all: LookupAllOptions = { ...options, all: true };
    lookup(hostname, all, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((entry) => !isAllowedAddress(entry.address, allowLoopback));
      const [first] = addresses;
      if (refused || !first) {
        const problem = new Error(
          `Push endpoint ${hostname} resolves to a refused address`,
        ) as NodeJS.ErrnoException;
        problem.code = 'EPUSHADDRESS';
        return callback(problem, []);
      }
      if (options.all) return callback(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}
