import type { ProductPageState } from '@zcomm/site-data/product';
import { PRODUCT_DATA_ELEMENT_ID } from '@zcomm/site-data/product-data';
import { createContext, type ReactNode, useContext } from 'react';

const ProductStateContext = createContext<ProductPageState | undefined>(undefined);

/** Gives a product page the data the server rendered it with. */
export function ProductStateProvider({
  value,
  children,
}: {
  value: ProductPageState | undefined;
  children: ReactNode;
}) {
  return <ProductStateContext value={value}>{children}</ProductStateContext>;
}

/** The product data of the page, when the server rendered one. */
export function useProductState(): ProductPageState | undefined {
  return useContext(ProductStateContext);
}

function isProductState(value: unknown): value is ProductPageState {
  if (typeof value !== 'object' || value === null) return false;
  const { kind } = value as { kind?: unknown };
  if (kind === 'unavailable') return typeof (value as { handle?: unknown }).handle === 'string';
  if (kind !== 'product') return false;
  const product = (value as { product?: unknown }).product;
  return typeof product === 'object' && product !== null && 'handle' in product;
}

/** Reads the product data the server embedded in the page; undefined when there is none. */
export function readEmbeddedProductState(doc: Document = document): ProductPageState | undefined {
  const text = doc.getElementById(PRODUCT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isProductState(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
