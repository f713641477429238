import { isIP } from 'node:net';

/**
 * TRUST_PROXY: the proxies in front whose X-Forwarded-* headers are believed, as a
 * comma-separated list of addresses and CIDR ranges (or `loopback`, for a proxy on this
 * machine). `1`/`true` (every proxy, so any client could name its own address) is refused.
 */
export function parseTrustProxy(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '' || value === '0' || value === 'false') return [];
  if (value === '1' || value === 'true' || value.trim() === '*') {
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
