'use client';
// The package's size-run grid as a consumer wires it: it takes functions (how to write a price,
// what Add to cart does), so in Next.js it lives in a Client Component module.
import { SizeRunGrid } from '@zcomm/storefront-ui';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const colours = ['Navy', 'White'];
const sizes = ['S', 'M', 'L'];
const cells = colours.flatMap((colour, column) =>
  sizes.map((size, row) => ({
    variantId: `gid://shopify/ProductVariant/${column * 10 + row + 1}`,
    colour,
    size,
    unitPrice: 5400,
    available: !(colour === 'White' && size === 'L'),
  })),
);

/** @param {number} cents */
const formatPrice = (cents) => dollars.format(cents / 100);

export function CrewOrder() {
  return (
    <div data-export="SizeRunGrid">
      <SizeRunGrid
        caption="Regatta Polo for the crew"
        cells={cells}
        colours={colours}
        sizes={sizes}
        formatPrice={formatPrice}
        onAddToCart={async () => {}}
      />
    </div>
  );
}
