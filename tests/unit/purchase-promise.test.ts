import { describe, expect, it } from 'vitest';
import figures from '../../sites/agency/content/case-study-figures.json' with { type: 'json' };
import { sailingCollectionOptions } from '../../sites/sailing/content/collection-options.ts';
import { purchasePromise as sailingPromise } from '../../sites/sailing/site.ts';
import { workwearCollectionOptions } from '../../sites/workwear/content/collection-options.ts';
import { purchasePromise as workwearPromise } from '../../sites/workwear/content/policies.ts';

const shops = [
  {
    site: 'workwear',
    promise: workwearPromise,
    options: workwearCollectionOptions,
    delivery: 'Standard U.S. shipping in 3–7 business days',
  },
  {
    site: 'sailing',
    promise: sailingPromise,
    options: sailingCollectionOptions,
    delivery: 'In-stock items ship within 3–5 business days',
  },
] as const;

describe('the delivery and returns promise', () => {
  for (const { site, promise, options, delivery } of shops) {
    it(`${site}: quotes the shop's own policy figures`, () => {
      const facts = figures.shops[site];
      expect(promise).toMatchObject({ delivery, returns: 'Returns within 30 days of delivery' });
      // The figures the case studies and terms quote, from the same constants.
      expect(promise.delivery).toContain(facts.shipping);
      expect(promise.returns).toContain(facts.returnWindow);
    });

    it(`${site}: the cart drawer's notice repeats it`, () => {
      const cart = options.cart as { text?: { notice?: string } } | undefined;
      const notice = cart?.text?.notice;
      expect(notice).toBe(promise.cartNotice);
      expect(notice).toBe(
        `${delivery}. Returns within 30 days of delivery. Shipping cost is shown at checkout.`,
      );
    });
  }
});
