/**
 * The shop's `orders/create` webhook closes a quote: when the order's cart is one a priced
 * checkout link made, the link records the order and its lead is marked done.
 */
import type { FastifyInstance } from 'fastify';
import { closeOrderedLink } from '../leads/checkout-link-store.ts';

/** The order webhook's `onOrdered`: closes the lead whose link made the ordered cart. */
export function closeQuotedLead(app: FastifyInstance) {
  return async (store: string, cartToken: string, order: unknown): Promise<void> => {
    const name = (order as { name?: unknown } | null)?.name;
    const orderName = typeof name === 'string' ? name.slice(0, 40) : null;
    const lead = await closeOrderedLink(app.db, store, cartToken, orderName);
    if (lead) app.log.info({ submission: lead, store }, 'Quote ordered: lead marked done');
  };
}
