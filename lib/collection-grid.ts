/**
 * `@zcomm/storefront-ui/collection-grid`: the Shopify Buy Button pieces, `CollectionGrid` and
 * the header's `CartButton`, which opens the same cart. Kept apart from the main entry so that
 * an importer who never shows a grid never needs `@shopify/buy-button-js` (an optional peer
 * dependency, loaded on demand).
 */
export * from './components/CartButton';
export * from './components/CollectionGrid';
