/**
 * From a bulk order to a priced checkout: staff give the agreed price of one piece of each line
 * of the lead, and the shop's storefront makes a cart of exactly those lines (`cartCreate` with
 * `lines`, `discountCodes` and `buyerIdentity.email`, through the storefront gateway). The
 * agreed prices are a discount code the shop configures first (each line's list price less the
 * agreed one, off each piece). The cart is read back and checked line for line (variant,
 * quantity, list price, discount, total) before its `checkoutUrl` is kept with the lead.
 */
import { randomBytes } from 'node:crypto';
import {
  amountCents,
  type CheckoutLink,
  centsAmount,
  type Quote,
  type QuotedLine,
} from '@zcomm/site-data/api/quotes';
import { BULK_ORDER_LINES_DATA, storedOrderLines } from '@zcomm/site-data/bulk-order';
import type { Shop } from '@zcomm/site-data/types';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { checkoutLinksOf, insertCheckoutLink } from '../leads/checkout-link-store.ts';
import { replyAddress } from '../leads/messages.ts';
import { findSubmission, type InboxSubmission } from '../leads/store.ts';
import type { ProductLookup } from '../products/lookup.ts';
import { HttpError } from '../shared/http-errors.ts';
import { siteShops } from '../shared/real-storefronts.ts';
import type { StorefrontGateway } from '../storefront-gateway/gateway.ts';
import { QUOTE_CART_CREATE, QUOTE_CART_QUERY } from './documents.ts';

/** Configures a discount code on a shop: the listed variants at their agreed unit price. */
export type ConfigureDiscount = (
  shop: Shop,
  code: string,
  prices: readonly { variantId: string; unitPrice: string }[],
) => Promise<void>;

export interface CheckoutLinkServices {
  db: Database;
  gateway: StorefrontGateway;
  products: ProductLookup;
  configureDiscount: ConfigureDiscount;
}

/** Who asks, from where: the staff member and the origin the shop's links should name. */
export interface CheckoutLinkCaller {
  staff: { id: number; name: string };
  clientAddress: string;
  /** The shop's origin (its local `*.localhost` host in the local demo). */
  shopOrigin: string;
  log: FastifyBaseLogger;
}

/** A quote's lead: a bulk order of a shop, not spam. */
async function quotedLead(db: Database, id: string) {
  const lead = await findSubmission(db, id);
  if (!lead) throw new HttpError(404, 'No such submission: it may have been deleted.');
  const shop = siteShops[lead.site as keyof typeof siteShops];
  const lines = storedOrderLines(lead.data[BULK_ORDER_LINES_DATA]);
  if (!Object.hasOwn(lead.data, BULK_ORDER_LINES_DATA) || !shop || lines.length === 0) {
    throw new HttpError(409, 'Only a bulk order of a shop can be priced for checkout.');
  }
  return { lead, shop, lines };
}

/** The lines of a lead with each variant's list price now, read from the shop's storefront. */
async function pricedLines(
  services: CheckoutLinkServices,
  lead: InboxSubmission,
  caller: CheckoutLinkCaller,
) {
  const lines = storedOrderLines(lead.data[BULK_ORDER_LINES_DATA]);
  const handles = [...new Set(lines.map((line) => line.handle))];
  const signal = AbortSignal.timeout(5_000);
  let products: Map<string, Awaited<ReturnType<ProductLookup>>>;
  try {
    products = new Map(
      await Promise.all(
        handles.map(
          async (handle) =>
            [
              handle,
              await services.products(lead.site, handle, signal, caller.clientAddress),
            ] as const,
        ),
      ),
    );
  } catch (error) {
    caller.log.warn({ err: error }, 'Quote: the storefront could not be read');
    throw new HttpError(503, 'The shop’s prices cannot be read at the moment. Try again shortly.');
  }
  return lines.map((line, index) => {
    const variant = products
      .get(line.handle)
      ?.variants.find((candidate) => candidate.id === line.variantId);
    if (!variant) {
      throw new HttpError(
        409,
        `Line ${index + 1} (${line.product} — ${line.variant}) is no longer sold by the shop.`,
      );
    }
    return {
      product: line.product,
      variant: line.variant,
      variant_id: line.variantId,
      quantity: line.quantity,
      list_price: centsAmount(amountCents(Number(variant.price.amount).toFixed(2))),
    };
  });
}

/** `GET …/quote`: the lead's lines at their list prices, where a link goes, the links made. */
export async function readQuote(
  services: CheckoutLinkServices,
  id: string,
  caller: CheckoutLinkCaller,
): Promise<Quote> {
  const { lead } = await quotedLead(services.db, id);
  return {
    lines: await pricedLines(services, lead, caller),
    currency: 'USD',
    email: replyAddress(lead.data),
    links: await checkoutLinksOf(services.db, id),
  };
}

/** A discount code no one guesses: `QUOTE-` and 10 random letters and digits. */
function newDiscountCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `QUOTE-${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** The lines as priced: each agreed unit price checked against its list price. */
function quotedLines(
  lines: Awaited<ReturnType<typeof pricedLines>>,
  unitPrices: readonly string[],
): QuotedLine[] {
  if (unitPrices.length !== lines.length) {
    throw new HttpError(
      400,
      `Give one unit price for each of the ${lines.length} lines (${unitPrices.length} given).`,
    );
  }
  return lines.map((line, index) => {
    const agreed = amountCents(unitPrices[index] ?? '');
    if (agreed > amountCents(line.list_price)) {
      throw new HttpError(
        400,
        `Line ${index + 1}: the unit price is above the shop’s price of $${line.list_price}.`,
      );
    }
    return { ...line, unit_price: centsAmount(agreed) };
  });
}

/** Cents of a Storefront API amount (`"89.0"`, `"74.5"`). */
const cents = (value: unknown) => Math.round(Number(value) * 100);

interface CartLineRead {
  quantity: number;
  merchandise: { id: string } | null;
  cost: {
    amountPerQuantity: { amount: string };
    subtotalAmount: { amount: string };
    totalAmount: { amount: string };
  };
  discountAllocations: { discountedAmount: { amount: string }; code?: string }[];
}

/**
 * Whether the cart read back holds exactly the quote: every line, in order, with its variant,
 * quantity, list price and the agreed price's discount, the code and the buyer. The first
 * difference, or undefined.
 */
export function cartDifference(
  cart: {
    buyerIdentity: { email: string | null };
    discountCodes: { code: string; applicable: boolean }[];
    lines: { nodes: CartLineRead[] };
  },
  lines: readonly QuotedLine[],
  code: string | null,
  email: string,
): string | undefined {
  if (cart.buyerIdentity.email !== email) return 'The cart does not name the buyer’s e-mail.';
  if (code && !cart.discountCodes.some((entry) => entry.code === code && entry.applicable)) {
    return 'The shop did not apply the agreed discount code.';
  }
  if (cart.lines.nodes.length !== lines.length) {
    return `The cart holds ${cart.lines.nodes.length} of the ${lines.length} lines: a size or colour may be sold out.`;
  }
  for (const [index, line] of lines.entries()) {
    const read = cart.lines.nodes[index];
    const off = (amountCents(line.list_price) - amountCents(line.unit_price)) * line.quantity;
    const discounted = (read?.discountAllocations ?? []).reduce(
      (sum, allocation) => sum + cents(allocation.discountedAmount.amount),
      0,
    );
    if (
      !read ||
      read.merchandise?.id !== line.variant_id ||
      read.quantity !== line.quantity ||
      cents(read.cost.amountPerQuantity.amount) !== amountCents(line.list_price) ||
      discounted !== off ||
      cents(read.cost.totalAmount.amount) !== amountCents(line.unit_price) * line.quantity
    ) {
      return `Line ${index + 1} (${line.product} — ${line.variant}) is not in the cart as quoted.`;
    }
  }
  return undefined;
}

/** The data of a gateway answer, or a 502 saying the storefront failed. */
function dataOf(answer: { status: number; body: unknown }, what: string) {
  const data = (answer.body as { data?: Record<string, unknown> } | null)?.data;
  if (answer.status !== 200 || !data) {
    throw new HttpError(502, `The shop’s storefront could not ${what}. Try again shortly.`);
  }
  return data;
}

/** Makes the cart of the quote through the gateway, reads it back and checks it. */
async function makeCart(
  services: CheckoutLinkServices,
  shop: Shop,
  caller: CheckoutLinkCaller,
  quote: { lines: QuotedLine[]; code: string | null; email: string },
) {
  const call = {
    shop,
    caller: 'product-page' as const,
    clientAddress: caller.clientAddress,
    origin: caller.shopOrigin,
    log: caller.log,
  };
  const created = dataOf(
    await services.gateway.forward({
      ...call,
      body: {
        query: QUOTE_CART_CREATE,
        variables: {
          input: {
            lines: quote.lines.map((line) => ({
              merchandiseId: line.variant_id,
              quantity: line.quantity,
            })),
            discountCodes: quote.code ? [quote.code] : [],
            buyerIdentity: { email: quote.email },
          },
        },
      },
    }),
    'make the cart',
  ).cartCreate as { cart: { id: string } | null; userErrors: { message: string }[] } | null;
  if (!created?.cart) {
    const reason = created?.userErrors[0]?.message ?? 'The cart could not be made.';
    throw new HttpError(409, `The shop refused the cart: ${reason}`);
  }
  const read = dataOf(
    await services.gateway.forward({
      ...call,
      body: { query: QUOTE_CART_QUERY, variables: { id: created.cart.id } },
    }),
    'read the cart back',
  ).cart as (Parameters<typeof cartDifference>[0] & { id: string; checkoutUrl: string }) | null;
  if (!read) throw new HttpError(502, 'The shop’s storefront lost the cart it made.');
  const difference = cartDifference(read, quote.lines, quote.code, quote.email);
  if (difference) throw new HttpError(409, difference);
  const token = /^gid:\/\/shopify\/Cart\/([^?]+)/.exec(read.id)?.[1];
  if (!token) throw new HttpError(502, 'The shop’s storefront gave a cart id that does not read.');
  return { token, id: read.id, url: read.checkoutUrl };
}

/** `POST …/checkout-link`: the link of a lead's lines at the agreed unit prices. */
export async function makeCheckoutLink(
  services: CheckoutLinkServices,
  id: string,
  unitPrices: readonly string[],
  caller: CheckoutLinkCaller,
): Promise<CheckoutLink> {
  const { lead, shop } = await quotedLead(services.db, id);
  if (lead.spam) throw new HttpError(409, 'This lead is marked as spam.');
  const email = replyAddress(lead.data);
  if (!email) throw new HttpError(409, 'The buyer left no valid e-mail address for the link.');
  const lines = quotedLines(await pricedLines(services, lead, caller), unitPrices);
  const discounted = lines.filter((line) => line.unit_price !== line.list_price);
  const code = discounted.length > 0 ? newDiscountCode() : null;
  if (code) {
    await services.configureDiscount(
      shop,
      code,
      discounted.map((line) => ({ variantId: line.variant_id, unitPrice: line.unit_price })),
    );
  }
  const cart = await makeCart(services, shop, caller, { lines, code, email });
  const total = centsAmount(
    lines.reduce((sum, line) => sum + amountCents(line.unit_price) * line.quantity, 0),
  );
  const createdAt = await insertCheckoutLink(services.db, {
    submissionId: id,
    store: shop.store,
    cartToken: cart.token,
    cartId: cart.id,
    url: cart.url,
    discountCode: code,
    email,
    lines,
    total,
    by: caller.staff,
  });
  caller.log.info({ submission: id, by: caller.staff.id, code }, 'Inbox: checkout link made');
  return {
    url: cart.url,
    discount_code: code,
    email,
    lines,
    total,
    created_at: createdAt,
    created_by: caller.staff.name,
    ordered_at: null,
    order_name: null,
    order_changes: null,
  };
}
