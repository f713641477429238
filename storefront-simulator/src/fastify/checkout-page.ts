import { createHash } from 'node:crypto';
import { imageUrlForWidth, smallImageWidths } from '@zcomm/site-data/image-sizes';
import type { CartSummary } from '../engine.ts';
import { escapeHtml } from '../html.ts';

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1a1d23; background: #f5f6f8; }
body { margin: 0; }
main { max-width: 40rem; margin: 0 auto; padding: 2rem 1.25rem 3rem; }
.notice { margin: 0 0 1.5rem; padding: 0.75rem 1rem; border-radius: 8px; background: #fff7e0; border: 1px solid #e7c766; font-size: 0.9375rem; }
h1 { margin: 0 0 0.25rem; font-size: 1.75rem; }
h2 { margin: 1.5rem 0 0.75rem; font-size: 1.125rem; }
.lines { list-style: none; margin: 0; padding: 0; background: #fff; border: 1px solid #d3d8e0; border-radius: 8px; }
.line { display: grid; grid-template-columns: 4rem 1fr auto; gap: 1rem; align-items: center; padding: 0.75rem 1rem; }
.line + .line { border-top: 1px solid #e9ecf1; }
.line img { width: 4rem; height: 4rem; border-radius: 6px; background: #f3f4f6; }
.line p { margin: 0; }
.muted { color: #4a5160; font-size: 0.875rem; }
.amount { font-variant-numeric: tabular-nums; text-align: right; }
dl { display: grid; grid-template-columns: 1fr auto; gap: 0.5rem 1rem; margin: 1rem 0 0; padding: 1rem; background: #fff; border: 1px solid #d3d8e0; border-radius: 8px; }
dt, dd { margin: 0; }
dd { text-align: right; font-variant-numeric: tabular-nums; }
.total { font-weight: 700; font-size: 1.125rem; }
form { margin: 1.5rem 0 0; }
button { font: inherit; font-weight: 600; padding: 0.75rem 1.5rem; border: 0; border-radius: 8px; background: #1a1d23; color: #fff; cursor: pointer; }
button:focus-visible { outline: 3px solid #2f6fed; outline-offset: 2px; }
`;

/** CSP hash of the page's only inline style. */
export const checkoutStyleHash = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="notice"><strong>Demo checkout.</strong> This is the local stand-in for the hosted checkout: no payment is taken, and a placed order is a demo order.</p>
${body}
</main>
</body>
</html>
`;
}

/** The discount's row of the totals, naming the codes that take something off. */
function discountRow(cart: CartSummary): string {
  const used = [
    ...new Set(cart.lines.flatMap((line) => (line.discount ? [line.discount.code] : []))),
  ];
  if (used.length === 0) return '';
  return `<dt>Discount · ${escapeHtml(used.join(', '))}</dt><dd>−$${cart.discount}</dd>\n`;
}

/** The CSS width of a line's picture. */
const LINE_IMAGE_WIDTH = 64;

/** A line's picture, asked at its width for each screen density (not the 2048-pixel original). */
function lineImage(url: string): string {
  const [single, double, triple] = smallImageWidths(LINE_IMAGE_WIDTH).map((width) =>
    escapeHtml(imageUrlForWidth(url, width)),
  );
  return `<img src="${single}" srcset="${single} 1x, ${double} 2x, ${triple} 3x" alt="" width="${LINE_IMAGE_WIDTH}" height="${LINE_IMAGE_WIDTH}">`;
}

/**
 * The order summary page of a cart; `imageUrl` maps an image file to its URL, `orderUrl` is
 * where its Place order button posts.
 */
export function renderCheckoutPage(
  cart: CartSummary,
  imageUrl: (file: string) => string,
  orderUrl?: string,
): string {
  const heading = `<h1>${escapeHtml(cart.shopName)}</h1><p class="muted">Checkout</p>`;
  if (cart.lines.length === 0) {
    return page(
      `Checkout · ${cart.shopName}`,
      `${heading}<h2>Order summary</h2><p>Your cart is empty.</p>`,
    );
  }
  const lines = cart.lines
    .map(
      (line) => `<li class="line">
${lineImage(imageUrl(line.image))}
<div><p>${escapeHtml(line.title)}</p>${line.variantTitle ? `<p class="muted">${escapeHtml(line.variantTitle)}</p>` : ''}<p class="muted">Qty ${line.quantity} × $${line.unitPrice}</p>${line.discount ? `<p class="muted">${escapeHtml(line.discount.code)}: −$${line.discount.amount}</p>` : ''}</div>
<p class="amount">$${line.total}</p>
</li>`,
    )
    .join('\n');
  const items = `${cart.itemCount} ${cart.itemCount === 1 ? 'item' : 'items'}`;
  return page(
    `Checkout · ${cart.shopName}`,
    `${heading}
<h2>Order summary</h2>
<ul class="lines" aria-label="Items in your cart">
${lines}
</ul>
${cart.email ? `<h2>Contact</h2><p>${escapeHtml(cart.email)}</p>` : ''}
<dl>
<dt>Subtotal · ${items}</dt><dd>$${cart.subtotal}</dd>
${discountRow(cart)}<dt>Shipping</dt><dd>Calculated at the next step</dd>
<dt class="total">Total</dt><dd class="total">USD $${cart.total}</dd>
</dl>
${cart.note ? `<h2>Note</h2><p>${escapeHtml(cart.note)}</p>` : ''}
${orderUrl ? `<form method="post" action="${escapeHtml(orderUrl)}"><button type="submit">Place order</button></form>` : ''}`,
  );
}

/** The confirmation after Place order. */
export function renderOrderPlacedPage(cart: CartSummary, orderName: string): string {
  const items = `${cart.itemCount} ${cart.itemCount === 1 ? 'item' : 'items'}`;
  return page(
    `Order ${orderName} · ${cart.shopName}`,
    `<h1>Thank you for your order</h1><p>Order ${escapeHtml(orderName)} · ${items} · USD $${cart.total}</p><p>Return to the shop: your cart there is empty now.</p>`,
  );
}

/**
 * The page for a cart id the simulator does not know (expired, ordered or never created), or
 * a cart link it cannot make a cart from (`reason`).
 */
export function renderMissingCartPage(reason?: string): string {
  return page(
    'Checkout',
    reason
      ? `<h1>This cart link does not work</h1><p>${escapeHtml(reason)}</p><p>Return to the shop and add your items again.</p>`
      : '<h1>This cart has expired</h1><p>Return to the shop and add your items again.</p>',
  );
}
