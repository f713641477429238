/**
 * Discount codes a shop configures, as a shop's staff make them in Shopify's admin: a code that
 * sells listed variants at an agreed unit price (a fixed amount off each piece: the list price
 * less the agreed one). A cart that carries the code (`cartCreate`'s `discountCodes`, or
 * `cartDiscountCodesUpdate`) gets the amount off on each line it covers, as that line's
 * `discountAllocations`; the line's and the cart's totals are the discounted ones, and the
 * checkout page shows it. A code is used once: the order placed with it spends it.
 */
import { type CartRecord, money, type ShopIndex, toCents } from './model.ts';

/** Most codes one shop keeps (the oldest is dropped beyond it). */
export const MAX_DISCOUNT_CODES = 1_000;
/** A code as Shopify takes them: letters, digits, dashes and underscores. */
const CODE = /^[A-Za-z0-9_-]{4,64}$/;
/** An amount with at most two decimals. */
const AMOUNT = /^\d{1,7}(?:\.\d{1,2})?$/;

/** What a shop sells at an agreed price under one code: unit price in cents by variant gid. */
interface DiscountCode {
  code: string;
  prices: Map<string, number>;
}

/** One line's amount off under a code. */
export interface LineDiscount {
  code: string;
  /** Cents off the line, all its pieces together. */
  cents: number;
}

export interface DiscountCodeInput {
  code: unknown;
  /** The agreed unit prices: `{variantId: "gid://shopify/ProductVariant/…", unitPrice: "12.50"}`. */
  prices: unknown;
}

const key = (code: string) => code.toUpperCase();

/** The discount codes of every simulated shop, in memory like the carts. */
export class DiscountStore {
  readonly #codes = new Map<string, Map<string, DiscountCode>>();

  /** Makes (or replaces) a code on a shop; the reason when the input is refused. */
  create(shop: ShopIndex, input: DiscountCodeInput): { code: string } | { error: string } {
    if (typeof input.code !== 'string' || !CODE.test(input.code)) {
      return { error: 'A code is 4 to 64 letters, digits, dashes or underscores.' };
    }
    if (!Array.isArray(input.prices) || input.prices.length === 0 || input.prices.length > 250) {
      return { error: 'Give 1 to 250 variants with their agreed unit price.' };
    }
    const prices = new Map<string, number>();
    for (const item of input.prices as unknown[]) {
      const { variantId, unitPrice } = (item ?? {}) as { variantId?: unknown; unitPrice?: unknown };
      const found = typeof variantId === 'string' ? shop.variantsById.get(variantId) : undefined;
      if (!found) return { error: `The variant ${String(variantId)} does not exist.` };
      if (typeof unitPrice !== 'string' || !AMOUNT.test(unitPrice)) {
        return { error: `The unit price of ${String(variantId)} is not an amount.` };
      }
      const cents = toCents(unitPrice);
      if (cents > toCents(found.product.source.price)) {
        return { error: `The unit price of ${String(variantId)} is above its list price.` };
      }
      prices.set(variantId as string, cents);
    }
    const domain = shop.catalogue.domain;
    const codes = this.#codes.get(domain) ?? new Map<string, DiscountCode>();
    codes.delete(key(input.code));
    codes.set(key(input.code), { code: input.code, prices });
    while (codes.size > MAX_DISCOUNT_CODES) codes.delete(codes.keys().next().value as string);
    this.#codes.set(domain, codes);
    return { code: input.code };
  }

  /** Whether the code exists on the shop (any case). */
  has(domain: string, code: string): boolean {
    return this.#codes.get(domain)?.has(key(code)) ?? false;
  }

  /** The code's amount off one line of `quantity` pieces of a variant, if it covers it. */
  lineDiscount(
    shop: ShopIndex,
    cart: Pick<CartRecord, 'discountCodes'>,
    variantId: string,
    quantity: number,
  ): LineDiscount | undefined {
    const found = shop.variantsById.get(variantId);
    if (!found) return undefined;
    const list = toCents(found.product.source.price);
    for (const code of cart.discountCodes) {
      const agreed = this.#codes.get(shop.catalogue.domain)?.get(key(code))?.prices.get(variantId);
      if (agreed !== undefined && agreed < list) {
        return { code, cents: (list - agreed) * quantity };
      }
    }
    return undefined;
  }

  /** Cents off the whole cart (every line's discount together). */
  cartDiscount(shop: ShopIndex, cart: CartRecord): number {
    return cart.lines.reduce(
      (sum, line) =>
        sum + (this.lineDiscount(shop, cart, line.variantId, line.quantity)?.cents ?? 0),
      0,
    );
  }

  /** Whether a code the cart carries takes something off one of its lines. */
  applicable(shop: ShopIndex, cart: CartRecord, code: string): boolean {
    const prices = this.#codes.get(shop.catalogue.domain)?.get(key(code))?.prices;
    if (!prices) return false;
    return cart.lines.some((line) => {
      const found = shop.variantsById.get(line.variantId);
      const agreed = prices.get(line.variantId);
      return (
        found !== undefined && agreed !== undefined && agreed < toCents(found.product.source.price)
      );
    });
  }

  /** Spends the codes an order used: each works once. */
  spend(domain: string, codes: readonly string[]): void {
    for (const code of codes) this.#codes.get(domain)?.delete(key(code));
  }
}

/** A line's `discountAllocations` as the Storefront API gives them. */
export function discountAllocations(discount: LineDiscount | undefined) {
  if (!discount) return [];
  const amount = money(discount.cents);
  return [
    {
      __typename: 'CartCodeDiscountAllocation',
      code: discount.code,
      discountedAmount: amount,
      targetType: 'LINE_ITEM',
      discountApplication: {
        allocationMethod: 'EACH',
        targetSelection: 'ENTITLED',
        targetType: 'LINE_ITEM',
        value: { __typename: 'MoneyV2', ...amount },
      },
    },
  ];
}
