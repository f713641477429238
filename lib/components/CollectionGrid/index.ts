export { addLinesToCart, addToCart } from './add-to-cart';
export type {
  AddLinesToCartOptions,
  AddToCartOptions,
  BuyButtonCart,
  BuyButtonCartConfig,
  BuyButtonClient,
  BuyButtonClientConfig,
  BuyButtonComponent,
  BuyButtonComponentConfig,
  BuyButtonIntegrations,
  BuyButtonLibrary,
  BuyButtonModule,
  BuyButtonUI,
  CartLine,
} from './buy-button';
export type {
  CollectionGridCollection,
  CollectionGridProps,
  CollectionGridState,
} from './CollectionGrid';
export { CollectionGrid } from './CollectionGrid';
export type { CardChoice } from './card-choice';
export type { CardFactsRule, CardMarkRule } from './card-facts';
export { CARD_FACTS_QUERY, COLLECTION_CARD_FACTS_QUERY } from './card-facts-loader';
export type { CartShop } from './cart-summary';
export type { BuyButtonOptions, CartCollectionLink, ShopCartOptions } from './options';
export {
  cardFactsOptions,
  defaultCollectionOptions,
  mergeCollectionOptions,
  shopCartOptions,
} from './options';
export type { ProductCountOptions } from './product-count';
export {
  COLLECTION_PRODUCT_COUNT_QUERY,
  fetchCollectionProductCount,
  MAX_COUNTED_PRODUCTS,
} from './product-count';
