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
  const entries = value.split(',').map((item) => {
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
  const wide = widestPublicCover(entries);
  if (wide) {
    throw new Error(
      `TRUST_PROXY=${value} would believe an X-Forwarded-For header from ${wide} public addresses, more than a private network holds, so most clients could choose their own address and escape the rate limits. Name only the proxies in front: their addresses, private networks, or your CDN's published ranges.`,
    );
  }
  return entries;
}

/** A range of addresses of one family: its first address and how many it holds. */
interface AddressRange {
  family: 4 | 6;
  start: bigint;
  size: bigint;
}

/** The most public addresses a trusted list may cover: a /8's worth of IPv4, a /24's of IPv6. */
const PUBLIC_COVER_LIMIT = { 4: 2n ** 24n, 6: 2n ** 104n } as const;

/** The IPv4-mapped IPv6 block, `::ffff:0:0/96`, whose addresses are IPv4 clients. */
const MAPPED_PREFIX = 0xffffn << 32n;

/** Private, loopback and link-local networks: trusting proxies there opens nothing to the internet. */
const privateRanges: readonly AddressRange[] = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '127.0.0.0/8',
  '100.64.0.0/10',
  '169.254.0.0/16',
  'fc00::/7',
  'fe80::/10',
  '::1/128',
].flatMap(rangesOf);

/** An entry's ranges (an IPv4-mapped IPv6 range as the IPv4 range it is, too). */
function rangesOf(entry: string): AddressRange[] {
  const [address = '', prefixText] = entry.split('/');
  if (isIP(address) === 4) {
    const prefix = BigInt(prefixText ?? 32);
    const value = address.split('.').reduce((sum, part) => (sum << 8n) | BigInt(part), 0n);
    const size = 2n ** (32n - prefix);
    return [{ family: 4, start: value - (value % size), size }];
  }
  const groups = ipv6Groups(address) ?? [];
  const prefix = BigInt(prefixText ?? 128);
  const value = groups.reduce((sum, group) => (sum << 16n) | BigInt(group), 0n);
  const size = 2n ** (128n - prefix);
  const start = value - (value % size);
  const ranges: AddressRange[] = [{ family: 6, start, size }];
  const mapped = { start: MAPPED_PREFIX, size: 2n ** 32n };
  if (start >= mapped.start && start + size <= mapped.start + mapped.size) {
    ranges.push({ family: 4, start: start - mapped.start, size });
  } else if (start <= mapped.start && start + size >= mapped.start + mapped.size) {
    ranges.push({ family: 4, start: 0n, size: mapped.size });
  }
  return ranges;
}

/** How many addresses of `ranges` lie outside `excluded` (overlaps counted once). */
function countOutside(ranges: AddressRange[], excluded: readonly AddressRange[]): bigint {
  const sorted = [...ranges].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: { start: bigint; end: bigint }[] = [];
  for (const { start, size } of sorted) {
    const last = merged.at(-1);
    if (last && start <= last.end) last.end = last.end > start + size ? last.end : start + size;
    else merged.push({ start, end: start + size });
  }
  let count = 0n;
  for (const { start, end } of merged) {
    count += end - start;
    for (const other of excluded) {
      const from = other.start > start ? other.start : start;
      const to = other.start + other.size < end ? other.start + other.size : end;
      if (to > from) count -= to - from;
    }
  }
  return count;
}

/**
 * How many public addresses the trusted ranges cover together, said for people, when it is more
 * than a private network holds (a union of /1s, `::ffff:0:0/96`, …); undefined otherwise.
 */
function widestPublicCover(entries: readonly string[]): string | undefined {
  const ranges = entries.filter((entry) => entry !== 'loopback').flatMap(rangesOf);
  for (const family of [4, 6] as const) {
    const count = countOutside(
      ranges.filter((range) => range.family === family),
      privateRanges.filter((range) => range.family === family),
    );
    if (count > PUBLIC_COVER_LIMIT[family]) {
      return count < 2n ** 40n
        ? count.toLocaleString('en-US')
        : `about 2^${count.toString(2).length - 1}`;
    }
  }
  return undefined;
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
