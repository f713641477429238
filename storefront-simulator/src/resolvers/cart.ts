import { discountAllocations } from '../discounts.ts';
import {
  type CartLineRecord,
  type CartRecord,
  cartGid,
  cartSubtotal,
  gid,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  MAX_NOTE_LENGTH,
  money,
  type ShopIndex,
  toCents,
  type UserError,
  type VariantSource,
  type Warning,
} from '../model.ts';
import { connection } from './connection.ts';
import type { Resolver, StorefrontContext, TypeResolvers } from './context.ts';

/** A cart line as the API serves it: the line and the variant it holds. */
interface CartLineSource {
  __typename: 'CartLine';
  line: CartLineRecord;
  merchandise: VariantSource;
  /** The codes of the cart the line is in. */
  codes: readonly string[];
}

type Input = Record<string, unknown>;

const metafields = (_source: unknown, args: Input) =>
  (Array.isArray(args.identifiers) ? args.identifiers : []).map(() => null);

function lineSource(
  shop: ShopIndex,
  cart: CartRecord,
  line: CartLineRecord,
): CartLineSource | null {
  const merchandise = shop.variantsById.get(line.variantId);
  return merchandise
    ? { __typename: 'CartLine', line, merchandise, codes: cart.discountCodes }
    : null;
}

function cartCost({ shop, discounts }: StorefrontContext, cart: CartRecord) {
  // A code's amount off is the lines' (a product discount): the subtotal is after it.
  const subtotal = cartSubtotal(shop, cart) - discounts.cartDiscount(shop, cart);
  return {
    checkoutChargeAmount: money(subtotal),
    subtotalAmount: money(subtotal),
    subtotalAmountEstimated: false,
    totalAmount: money(subtotal),
    totalAmountEstimated: false,
    totalTaxAmount: null,
    totalTaxAmountEstimated: false,
    totalDutyAmount: null,
    totalDutyAmountEstimated: false,
  };
}

/** `Cart`: a cart in memory, its lines, cost and buyer. */
export const Cart: TypeResolvers<CartRecord> = {
  id: (cart) => cartGid(cart),
  checkoutUrl: (cart, _args, { urls }) => urls.checkout(cart.token),
  totalQuantity: (cart) => cart.lines.reduce((sum, line) => sum + line.quantity, 0),
  attribute: (cart, args) =>
    cart.attributes.find((attribute) => attribute.key === args.key) ?? null,
  lines: (cart, args, { shop }) =>
    connection(
      cart.lines.flatMap((line) => lineSource(shop, cart, line) ?? []),
      args,
      (source) => source.line.id,
      (source) => source,
    ),
  cost: (cart, _args, context) => cartCost(context, cart),
  estimatedCost: (cart, _args, context) => cartCost(context, cart),
  discountCodes: (cart, _args, { shop, discounts }) =>
    cart.discountCodes.map((code) => ({
      code,
      applicable: discounts.applicable(shop, cart, code),
    })),
  discountAllocations: () => [],
  appliedGiftCards: () => [],
  buyerIdentity: (cart) => ({
    ...cart.buyerIdentity,
    customer: null,
    deliveryAddressPreferences: [],
    preferences: null,
    purchasingCompany: null,
  }),
  deliveryGroups: (_cart, args) => connection([], args, String, (item) => item),
  delivery: () => ({ addresses: [] }),
  metafield: () => null,
  metafields,
};

/** The amount a code the line's cart carries takes off the line, if any. */
function lineDiscount(source: CartLineSource, { shop, discounts }: StorefrontContext) {
  return discounts.lineDiscount(
    shop,
    { discountCodes: [...source.codes] },
    source.line.variantId,
    source.line.quantity,
  );
}

/**
 * A cart line's prices: per unit, compare-at per unit, for its quantity, and for its quantity
 * after the amount a discount code takes off.
 */
function linePrices(source: CartLineSource, context: StorefrontContext) {
  const { line, merchandise } = source;
  const unit = toCents(merchandise.product.source.price);
  const compareAt = merchandise.product.source.compareAtPrice;
  return {
    unit: money(unit),
    compareAt: compareAt ? money(toCents(compareAt)) : null,
    subtotal: money(unit * line.quantity),
    total: money(unit * line.quantity - (lineDiscount(source, context)?.cents ?? 0)),
  };
}

/** `CartLine`: one variant in a cart, with its quantity and cost. */
export const CartLine: TypeResolvers<CartLineSource> = {
  id: ({ line }) => line.id,
  quantity: ({ line }) => line.quantity,
  attributes: ({ line }) => line.attributes,
  attribute: ({ line }, args) =>
    line.attributes.find((attribute) => attribute.key === args.key) ?? null,
  cost: (source, _args, context) => {
    const { unit, compareAt, subtotal, total } = linePrices(source, context);
    return {
      amountPerQuantity: unit,
      compareAtAmountPerQuantity: compareAt,
      subtotalAmount: subtotal,
      totalAmount: total,
    };
  },
  // The older name of the same prices, still in the 2025-01 schema.
  estimatedCost: (source, _args, context) => {
    const { unit, compareAt, subtotal, total } = linePrices(source, context);
    return {
      amount: unit,
      compareAtAmount: compareAt,
      subtotalAmount: subtotal,
      totalAmount: total,
    };
  },
  discountAllocations: (source, _args, context) =>
    discountAllocations(lineDiscount(source, context)),
  sellingPlanAllocation: () => null,
  instructions: () => ({ canRemove: true, canUpdateQuantity: true }),
  parentRelationship: () => null,
};

function attributesOf(value: unknown): { key: string; value: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) =>
    typeof item === 'object' && item !== null && typeof (item as Input).key === 'string'
      ? [{ key: (item as Input).key as string, value: String((item as Input).value ?? '') }]
      : [],
  );
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function buyerIdentityOf(value: unknown): CartRecord['buyerIdentity'] {
  const input = (typeof value === 'object' && value !== null ? value : {}) as Input;
  return {
    email: typeof input.email === 'string' ? input.email : null,
    phone: typeof input.phone === 'string' ? input.phone : null,
    countryCode: typeof input.countryCode === 'string' ? input.countryCode : null,
  };
}

function payload(cart: CartRecord | null, userErrors: UserError[] = [], warnings: Warning[] = []) {
  return { cart, userErrors, warnings };
}

const missingCart = () =>
  payload(null, [
    { field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' },
  ]);

function touch(cart: CartRecord, { now }: StorefrontContext): void {
  cart.updatedAt = now().toISOString();
}

/**
 * Validates and applies line additions; returns errors without touching the cart when any
 * line is invalid, and warnings for sold-out lines it skipped.
 */
function addLines(
  shop: ShopIndex,
  cart: CartRecord,
  lines: unknown,
  field: string[],
): { userErrors: UserError[]; warnings: Warning[] } {
  const userErrors: UserError[] = [];
  const warnings: Warning[] = [];
  const additions: {
    variantId: string;
    quantity: number;
    attributes: CartLineRecord['attributes'];
  }[] = [];
  (Array.isArray(lines) ? lines : []).forEach((line: unknown, index) => {
    const input = (typeof line === 'object' && line !== null ? line : {}) as Input;
    const variantId = String(input.merchandiseId ?? '');
    const quantity = input.quantity ?? 1;
    const found = shop.variantsById.get(variantId);
    if (!found) {
      userErrors.push({
        field: [...field, String(index), 'merchandiseId'],
        message: `The merchandise with id ${variantId} does not exist.`,
        code: 'INVALID',
      });
    } else if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
      userErrors.push({
        field: [...field, String(index), 'quantity'],
        message: 'The quantity must be a whole number of at least 1.',
        code: 'INVALID',
      });
    } else if (!found.variant.available) {
      warnings.push({
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: `${found.product.source.title} (${found.variant.title}) is sold out.`,
        target: variantId,
      });
    } else {
      additions.push({ variantId, quantity, attributes: attributesOf(input.attributes) });
    }
  });
  if (userErrors.length > 0) return { userErrors, warnings: [] };
  for (const addition of additions) {
    const existing = cart.lines.find((line) => line.variantId === addition.variantId);
    if (existing) {
      existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + addition.quantity);
    } else if (cart.lines.length < MAX_CART_LINES) {
      cart.lines.push({
        id: gid('CartLine', crypto.randomUUID()),
        variantId: addition.variantId,
        quantity: Math.min(MAX_LINE_QUANTITY, addition.quantity),
        attributes: addition.attributes,
      });
    } else {
      return {
        userErrors: [
          { field, message: `A cart holds at most ${MAX_CART_LINES} lines.`, code: 'INVALID' },
        ],
        warnings: [],
      };
    }
  }
  return { userErrors, warnings };
}

/** A mutation on an existing cart: answers "does not exist" for unknown carts. */
function onCart(
  change: (cart: CartRecord, args: Input, context: StorefrontContext) => ReturnType<typeof payload>,
): Resolver<unknown> {
  return (_root, args, context) => {
    const cart = context.carts.find(context.shop, args.cartId);
    return cart ? change(cart, args, context) : missingCart();
  };
}

/** The cart mutations of the Storefront API the Buy Button and the cart page use. */
export const cartMutations: TypeResolvers<unknown> = {
  cartCreate: (_root, args, context) => {
    const input = (
      typeof args.input === 'object' && args.input !== null ? args.input : {}
    ) as Input;
    const timestamp = context.now().toISOString();
    const cart: CartRecord = {
      __typename: 'Cart',
      token: crypto.randomUUID().replace(/-/g, ''),
      key: crypto.randomUUID().replace(/-/g, ''),
      client: context.client,
      domain: context.shop.catalogue.domain,
      createdAt: timestamp,
      updatedAt: timestamp,
      lines: [],
      note: typeof input.note === 'string' ? input.note.slice(0, MAX_NOTE_LENGTH) : null,
      attributes: attributesOf(input.attributes),
      discountCodes: stringsOf(input.discountCodes),
      buyerIdentity: buyerIdentityOf(input.buyerIdentity),
    };
    const { userErrors, warnings } = addLines(context.shop, cart, input.lines ?? [], [
      'input',
      'lines',
    ]);
    if (userErrors.length > 0) return payload(null, userErrors);
    context.carts.store(cart);
    return payload(cart, [], warnings);
  },
  cartLinesAdd: onCart((cart, args, context) => {
    const { userErrors, warnings } = addLines(context.shop, cart, args.lines ?? [], ['lines']);
    if (userErrors.length > 0) return payload(null, userErrors);
    touch(cart, context);
    return payload(cart, [], warnings);
  }),
  cartLinesUpdate: onCart((cart, args, context) => {
    const updates = (Array.isArray(args.lines) ? args.lines : []).map(
      (line: unknown) => (typeof line === 'object' && line !== null ? line : {}) as Input,
    );
    const userErrors: UserError[] = [];
    updates.forEach((update, index) => {
      const line = cart.lines.find((candidate) => candidate.id === update.id);
      if (!line) {
        userErrors.push({
          field: ['lines', String(index), 'id'],
          message: `The cart line with id ${String(update.id)} does not exist.`,
          code: 'INVALID_MERCHANDISE_LINE',
        });
      } else if (
        update.quantity !== undefined &&
        update.quantity !== null &&
        (typeof update.quantity !== 'number' ||
          !Number.isInteger(update.quantity) ||
          update.quantity < 0)
      ) {
        userErrors.push({
          field: ['lines', String(index), 'quantity'],
          message: 'The quantity must be a whole number of at least 0.',
          code: 'INVALID',
        });
      } else if (
        typeof update.merchandiseId === 'string' &&
        !context.shop.variantsById.has(update.merchandiseId)
      ) {
        userErrors.push({
          field: ['lines', String(index), 'merchandiseId'],
          message: `The merchandise with id ${update.merchandiseId} does not exist.`,
          code: 'INVALID',
        });
      }
    });
    if (userErrors.length > 0) return payload(null, userErrors);
    for (const update of updates) {
      const line = cart.lines.find((candidate) => candidate.id === update.id) as CartLineRecord;
      if (typeof update.quantity === 'number') {
        line.quantity = Math.min(MAX_LINE_QUANTITY, update.quantity);
      }
      if (typeof update.merchandiseId === 'string') line.variantId = update.merchandiseId;
      if (Array.isArray(update.attributes)) line.attributes = attributesOf(update.attributes);
    }
    cart.lines = cart.lines.filter((line) => line.quantity > 0);
    touch(cart, context);
    return payload(cart);
  }),
  cartLinesRemove: onCart((cart, args, context) => {
    const ids = stringsOf(args.lineIds);
    const unknown = ids.filter((id) => !cart.lines.some((line) => line.id === id));
    if (unknown.length > 0) {
      return payload(
        null,
        unknown.map((id) => ({
          field: ['lineIds'],
          message: `The cart line with id ${id} does not exist.`,
          code: 'INVALID_MERCHANDISE_LINE',
        })),
      );
    }
    cart.lines = cart.lines.filter((line) => !ids.includes(line.id));
    touch(cart, context);
    return payload(cart);
  }),
  cartNoteUpdate: onCart((cart, args, context) => {
    const text = typeof args.note === 'string' ? args.note : '';
    if (text.length > MAX_NOTE_LENGTH) {
      return payload(null, [
        { field: ['note'], message: 'The note is too long.', code: 'NOTE_TOO_LONG' },
      ]);
    }
    cart.note = text;
    touch(cart, context);
    return payload(cart);
  }),
  cartAttributesUpdate: onCart((cart, args, context) => {
    cart.attributes = attributesOf(args.attributes);
    touch(cart, context);
    return payload(cart);
  }),
  cartBuyerIdentityUpdate: onCart((cart, args, context) => {
    cart.buyerIdentity = buyerIdentityOf(args.buyerIdentity);
    touch(cart, context);
    return payload(cart);
  }),
  cartDiscountCodesUpdate: onCart((cart, args, context) => {
    cart.discountCodes = stringsOf(args.discountCodes);
    touch(cart, context);
    return payload(cart);
  }),
  cartGiftCardCodesUpdate: onCart(() =>
    payload(null, [
      {
        field: ['giftCardCodes'],
        message: 'Gift cards are not accepted in this demonstration shop.',
        code: 'INVALID',
      },
    ]),
  ),
  cartGiftCardCodesRemove: onCart((cart) => payload(cart)),
};
