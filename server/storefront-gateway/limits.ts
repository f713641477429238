/**
 * The storefront gateway's budgets: each shop has one per kind of caller (browsers, product
 * pages, the sitemap), and within the browsers' and the product pages' each client address has
 * its own, so one client cannot spend another's requests, nor one kind another kind's. Once
 * the shop's budget of a kind is spent, a client that has asked for little still has its
 * assured share: a flood from many addresses slows the flooding clients, not the shoppers.
 */

/** Who is asking: a browser through the route, or the server's own pages. */
export type CallerKind = 'browser' | 'product-page' | 'sitemap';

export interface Budget {
  /** Requests allowed within a window. */
  max: number;
  windowMs: number;
}

export interface ClientBudget extends Budget {
  /**
   * Requests of its window each client may make even once the shop's budget is spent (by
   * others): its assured share. @default 0
   */
  assured?: number | undefined;
}

export interface CallerBudgets {
  /** Every caller of this kind together, per shop. */
  shop: Budget;
  /** Each client address (an IPv6 client by its /64), per shop; none for the sitemap. */
  client?: ClientBudget | undefined;
}

export type GatewayBudgets = Readonly<Record<CallerKind, CallerBudgets>>;

export const defaultGatewayBudgets: GatewayBudgets = {
  browser: {
    shop: { max: 6_000, windowMs: 60_000 },
    client: { max: 300, windowMs: 60_000, assured: 60 },
  },
  'product-page': {
    shop: { max: 1_200, windowMs: 60_000 },
    client: { max: 60, windowMs: 60_000, assured: 10 },
  },
  sitemap: { shop: { max: 120, windowMs: 60_000 } },
};

/** The most client counters kept; past it the oldest window is forgotten first. */
const MAX_COUNTERS = 50_000;

interface Counter {
  hits: number;
  endsAt: number;
}

/** Fixed-window counters in memory, bounded in number. */
export class WindowCounters {
  readonly #counters = new Map<string, Counter>();
  readonly #maxCounters: number;

  constructor(maxCounters = MAX_COUNTERS) {
    this.#maxCounters = maxCounters;
  }

  /**
   * Counts one request against `key`: whether the budget allowed it, the milliseconds to wait
   * when it did not, and the requests counted in the window so far.
   */
  take(
    key: string,
    budget: Budget,
    now = Date.now(),
  ): { allowed: boolean; retryAfterMs: number; hits: number } {
    let counter = this.#counters.get(key);
    if (!counter || counter.endsAt <= now) {
      this.#counters.delete(key);
      if (this.#counters.size >= this.#maxCounters) {
        const oldest = this.#counters.keys().next().value;
        if (oldest !== undefined) this.#counters.delete(oldest);
      }
      counter = { hits: 0, endsAt: now + budget.windowMs };
      this.#counters.set(key, counter);
    }
    if (counter.hits >= budget.max) {
      return { allowed: false, retryAfterMs: counter.endsAt - now, hits: counter.hits };
    }
    counter.hits += 1;
    return { allowed: true, retryAfterMs: 0, hits: counter.hits };
  }
}
