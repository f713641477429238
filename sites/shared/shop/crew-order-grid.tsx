/**
 * The size-run grid of a product page ("Order for a crew"), loaded when the shopper opens it:
 * the product's variants as cells (sizes as rows, colours as columns), added to the shop's Buy
 * Button cart, the same cart as the rest of the shop, one line per cell in one call.
 */
import { formatMoney, type ProductPageData } from '@zcomm/site-data/product';
import type { Shop } from '@zcomm/site-data/types';
import {
  type SizeRunCell,
  SizeRunGrid,
  type SizeRunLine,
  type SizeRunQuantities,
  sizeRunLines,
  sizeRunTotals,
} from '@zcomm/storefront-ui';
import { addLinesToCart, type BuyButtonOptions } from '@zcomm/storefront-ui/collection-grid';
import { useState } from 'react';
import { findCartShop } from './collections';
import { CrewListStart } from './crew-list-start';
import { QuoteOffer } from './quote-offer';
import { sizeRunOptions } from './size-run-options';

/** A product's size run: its colours and sizes in the shop's order, and a cell per variant. */
export function sizeRunOf(product: ProductPageData): {
  colours: string[];
  sizes: string[];
  cells: SizeRunCell[];
  colourOption: string | undefined;
  sizeOption: string | undefined;
} | null {
  const layout = sizeRunOptions(product);
  if (!layout) return null;
  const { size, colour } = layout;
  const cells = product.variants.map((variant) => ({
    variantId: variant.id,
    colour: colour ? (variant.options[colour.name] ?? '') : '',
    size: size ? (variant.options[size.name] ?? '') : '',
    unitPrice: Math.round(Number(variant.price.amount) * 100),
    available: variant.available,
  }));
  return {
    colours: colour ? colour.values.map((value) => value.name) : [''],
    sizes: size ? size.values.map((value) => value.name) : [''],
    cells,
    colourOption: colour?.name,
    sizeOption: size?.name,
  };
}

export interface CrewOrderGridProps {
  shop: Shop;
  options: Readonly<BuyButtonOptions>;
  moneyFormat?: string | undefined;
  product: ProductPageData;
  /** The shopper's choice on the page: the grid opens on its colour. */
  chosen: Readonly<Record<string, string>>;
}

export function CrewOrderGrid({ shop, options, moneyFormat, product, chosen }: CrewOrderGridProps) {
  const [quantities, setQuantities] = useState<SizeRunQuantities>({});
  const run = sizeRunOf(product);
  if (!run) return null;
  const currencyCode = product.minPrice.currencyCode;
  const chosenColour = run.colourOption ? chosen[run.colourOption] : undefined;

  const add = async (lines: SizeRunLine[]) => {
    // The cart gives the focus back to where the order was sent from when it closes.
    const opener =
      document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    await addLinesToCart({
      shop: await findCartShop(shop.store),
      options,
      moneyFormat,
      lines,
      opener,
    });
  };

  const crewProduct = {
    handle: product.handle,
    title: product.title,
    variants: run.cells
      .filter((cell) => cell.available)
      .map((cell) => ({ id: cell.variantId, size: cell.size, colour: cell.colour })),
  };

  return (
    <>
      <SizeRunGrid
        caption={`${product.title}: quantities by ${[run.sizeOption, run.colourOption]
          .filter(Boolean)
          .join(' and ')
          .toLowerCase()}`}
        colours={run.colours}
        sizes={run.sizes}
        cells={run.cells}
        formatPrice={(cents) => formatMoney({ amount: (cents / 100).toFixed(2), currencyCode })}
        onAddToCart={add}
        value={quantities}
        onValueChange={setQuantities}
        {...(chosenColour && run.colours.includes(chosenColour)
          ? { defaultColour: chosenColour }
          : {})}
        {...(run.colourOption ? { colourLabel: run.colourOption } : {})}
        {...(run.sizeOption ? { sizeLabel: run.sizeOption } : {})}
      />
      <QuoteOffer
        fromPieces={shop.quoteFromPieces}
        pieces={sizeRunTotals(run.cells, quantities).pieces}
        lines={() =>
          sizeRunLines(run.cells, quantities, run.colours, run.sizes).map((line) => ({
            ...line,
            handle: product.handle,
            product: product.title,
            variant: product.variants.find((variant) => variant.id === line.variantId)?.title ?? '',
          }))
        }
      />
      {crewProduct.variants.length > 0 ? <CrewListStart product={crewProduct} /> : null}
    </>
  );
}
