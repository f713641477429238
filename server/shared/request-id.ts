/**
 * The request id: kept from a trusted proxy's `X-Request-Id` (one of TRUST_PROXY's addresses sent
 * it, and it is a plain token), made otherwise; returned in the answer's `X-Request-Id`, on every
 * log line of the request, and on what the request leaves for later (the outbox's deliveries),
 * through `currentRequestId()`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a kept request id may look like: a UUID, a hex or base64url token, a proxy's id. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/** The addresses of TRUST_PROXY as a list one can look an address up in. */
export function trustedProxies(trustProxy: readonly string[]): BlockList | undefined {
  if (trustProxy.length === 0) return undefined;
  const list = new BlockList();
  for (const entry of trustProxy) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** The connecting address as the list compares it (an IPv4-mapped address as IPv4). */
function connectingAddress(request: IncomingMessage): { address: string; type: 'ipv4' | 'ipv6' } {
  const raw = request.socket?.remoteAddress ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw)?.[1];
  if (mapped) return { address: mapped, type: 'ipv4' };
  return { address: raw, type: isIP(raw) === 6 ? 'ipv6' : 'ipv4' };
}

/** Fastify's `genReqId`: the trusted proxy's id when there is a good one, else a new UUID. */
export function requestIdGenerator(
  trusted: BlockList | undefined,
): (request: IncomingMessage) => string {
  return (request) => {
    const header = request.headers[REQUEST_ID_HEADER];
    if (trusted && typeof header === 'string' && REQUEST_ID_PATTERN.test(header)) {
      const { address, type } = connectingAddress(request);
      if (address && trusted.check(address, type)) return header;
    }
    return randomUUID();
  };
}

const context = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` (and everything it starts) as part of the request `requestId`. */
export function runInRequest<T>(requestId: string, work: () => T): T {
  return context.run({ requestId }, work);
}

/**
 * The id of the request the running code serves, or undefined outside one (a worker's timer):
 * what the outbox keeps with a delivery, and what the storefront gateway may log with.
 */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}
