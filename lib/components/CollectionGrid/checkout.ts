/**
 * A checkout that always opens. The library's cart goes to the `checkoutUrl` it read when the
 * cart last changed, which may be stale, and does nothing when the storefront cannot answer.
 * With a shop's checkout endpoint (the server's `GET …/cart/checkout`), the tap asks it for the
 * cart's checkout read now, with the cart's lines, so the server can answer with Shopify's cart
 * permalink (a new cart with the same lines) when the storefront fails or the cart is gone; the
 * shopper is told which opens, and told plainly when none can, with the cart kept.
 */

/** What the checkout endpoint answers when asked for JSON. */
interface CheckoutAnswer {
  url: string | null;
  fallback: 'unavailable' | 'gone' | 'no-cart' | null;
}

/** The words the shopper reads at the Checkout button. */
export const checkoutMessages = {
  opening: 'Opening checkout…',
  fallback:
    'The shop’s cart could not be read just now, so checkout opens with a copy of its items. Your cart here is kept.',
  failed:
    'Checkout could not open just now. Your cart is kept: tap Checkout to try again in a moment.',
} as const;

/** How long the tap waits for the endpoint before telling the shopper to try again. */
const CHECKOUT_ENDPOINT_TIMEOUT_MS = 10_000;

/** A cart line as shopify-buy's cart model holds it (the variant's storefront id, how many). */
interface ModelLine {
  quantity?: unknown;
  variant?: { id?: unknown } | null;
  merchandise?: { id?: unknown } | null;
}

/**
 * The cart's lines in the permalink's form, `<variant>:<quantity>,…` (the variant's numeric id),
 * or undefined when the cart has no line that can be written so.
 */
export function permalinkLines(lineItems: unknown): string | undefined {
  if (!Array.isArray(lineItems)) return undefined;
  const pairs: string[] = [];
  for (const line of lineItems.slice(0, 100) as ModelLine[]) {
    const id = line?.variant?.id ?? line?.merchandise?.id;
    const variant = typeof id === 'string' ? /\/ProductVariant\/(\d{1,20})(?:\?|$)/.exec(id) : null;
    const quantity = Number(line?.quantity);
    if (!variant || !Number.isInteger(quantity) || quantity < 1) continue;
    pairs.push(`${variant[1]}:${Math.min(quantity, 999)}`);
  }
  return pairs.length > 0 ? pairs.join(',') : undefined;
}

/** The endpoint's address for a cart with these lines. */
export function checkoutAddress(endpoint: string, lines: string | undefined): string {
  return lines ? `${endpoint}?lines=${lines}` : endpoint;
}

function isCheckoutAnswer(value: unknown): value is CheckoutAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { url } = value as Partial<CheckoutAnswer>;
  return url === null || typeof url === 'string';
}

export interface OpenCheckoutOptions {
  /** The shop's checkout endpoint. */
  endpoint: string;
  /** The cart's lines as the library's model holds them. */
  lineItems: unknown;
  /** Shows the shopper a message at the Checkout button (`alert` for a failure). */
  notify: (message: string, kind: 'status' | 'alert') => void;
  /** Goes to the checkout in this window. @default location.assign */
  navigate?: (url: string) => void;
  fetch?: typeof fetch;
}

/** What the tap ended in. */
export type CheckoutOutcome = 'checkout' | 'fallback' | 'failed';

/** Only web addresses are gone to (never `javascript:` and the like). */
function webAddress(url: string): string | undefined {
  try {
    const parsed = new URL(url, globalThis.location?.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** Asks the endpoint for the checkout to open, tells the shopper, and goes there. */
export async function openCheckout(options: OpenCheckoutOptions): Promise<CheckoutOutcome> {
  const send = options.fetch ?? fetch;
  const navigate = options.navigate ?? ((url: string) => globalThis.location.assign(url));
  options.notify(checkoutMessages.opening, 'status');
  let answer: CheckoutAnswer | undefined;
  try {
    const response = await send(
      checkoutAddress(options.endpoint, permalinkLines(options.lineItems)),
      {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(CHECKOUT_ENDPOINT_TIMEOUT_MS),
      },
    );
    const body: unknown = await response.json();
    answer = isCheckoutAnswer(body) ? body : undefined;
  } catch {
    answer = undefined;
  }
  const url = answer?.url ? webAddress(answer.url) : undefined;
  if (!url) {
    options.notify(checkoutMessages.failed, 'alert');
    return 'failed';
  }
  const fallback = Boolean(answer?.fallback);
  if (fallback) options.notify(checkoutMessages.fallback, 'status');
  navigate(url);
  return fallback ? 'fallback' : 'checkout';
}
