/**
 * The shop's `orders/create` webhook closes a quote: when the order's cart is one a priced
 * checkout link made, the link records the order (and what it changed from the link's lines)
 * and its lead is marked done, unless the order is not what the link quoted.
 */
import type { FastifyInstance } from 'fastify';
import { closeOrderedLink } from '../leads/checkout-link-store.ts';
import { orderedLinesOf } from '../leads/order-changes.ts';

/** The order webhook's `onOrdered`: closes the lead whose link made the ordered cart. */
export function closeQuotedLead(app: FastifyInstance) {
  return async (store: string, cartToken: string, order: unknown): Promise<void> => {
    const name = (order as { name?: unknown } | null)?.name;
    const orderName = typeof name === 'string' ? name.slice(0, 40) : null;
    const lines = orderedLinesOf(order);
    const closed = await closeOrderedLink(app.db, store, cartToken, { name: orderName, lines });
    if (closed?.asQuoted) {
      app.log.info({ submission: closed.lead, store }, 'Quote ordered as quoted: lead done');
    } else if (closed) {
      app.log.info(
        { submission: closed.lead, store },
        'Quote ordered, not as quoted: lead left open',
      );
    }
  };
}
