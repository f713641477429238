import { isIPv6 } from 'node:net';

/**
 * Who a request comes from, as the simulator counts its clients (its carts and its rate limit
 * alike): an IPv4 address as it is, also when written as IPv4-mapped IPv6, and an IPv6 address
 * by its /64 network, the block one subscriber or server usually gets, so that a client cannot
 * take a fresh address from its block for every cart.
 */
export function clientOf(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = ip.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [
    ...front,
    ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'),
    ...back,
  ];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
