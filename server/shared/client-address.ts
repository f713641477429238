/**
 * Who the client is: which proxies' `X-Forwarded-*` headers are believed (TRUST_PROXY), and the
 * key a per-client rate limit counts an address by (an IPv6 client by its /64).
 */
import { isIP } from 'node:net';

/**
 * TRUST_PROXY: the proxies in front whose X-Forwarded-* headers are believed, as a
 * comma-separated list of addresses and CIDR ranges (or `loopback`, for a proxy on this
 * machine). `1`/`true` or a /0 range (every proxy, so any client could name its own address)
 * is refused.
 */
export function parseTrustProxy(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '' || value === '0' || value === 'false') return [];
  // A /0 range (0.0.0.0/0, ::/0) names every address: the same as trusting anyone.
  const everyone = value.split(',').some((item) => /^[^/]*\/0+$/.test(item.trim()));
  if (value === '1' || value === 'true' || value.trim() === '*' || everyone) {
    throw new Error(
      `TRUST_PROXY=${value} would believe an X-Forwarded-For header from anyone, so any client could choose its own address and escape the rate limits. Name the proxies in front instead: their addresses or CIDR ranges, comma-separated (e.g. TRUST_PROXY=127.0.0.1 for nginx on this machine, or your CDN's published ranges).`,
    );
  }
  return value.split(',').map((item) => {
    const entry = item.trim();
    if (entry === 'loopback') return entry;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 6 ? 128 : 32;
    const validPrefix =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !validPrefix || rest.length > 0) {
      throw new Error(
        `TRUST_PROXY must list proxy addresses or CIDR ranges (e.g. 127.0.0.1, 10.0.0.0/8, 2001:db8::/32) or loopback, separated by commas; ${JSON.stringify(entry)} is neither.`,
      );
    }
    return entry;
  });
}

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (group.includes('.')) {
            const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
            return [(a << 8) | b, (c << 8) | d];
          }
          return [Number.parseInt(group, 16)];
        });
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
}

/**
 * What a per-client rate limit counts by: an IPv4 address as it is (also when written as
 * IPv4-mapped IPv6), an IPv6 address by its /64 network, the block one subscriber or server
 * usually gets, so a client cannot take a fresh address from its block for every request.
 */
export function rateLimitKey(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** Says at start which proxies' forwarded headers the server believes. */
export function describeTrust(trustProxy: readonly string[]): string {
  return trustProxy.length === 0
    ? 'Trusting no proxy: X-Forwarded-* headers are ignored, the client is the connecting address (set TRUST_PROXY to the addresses of the proxies in front)'
    : `Trusting X-Forwarded-For, -Proto and -Host from ${trustProxy.join(', ')} only (TRUST_PROXY)`;
}
