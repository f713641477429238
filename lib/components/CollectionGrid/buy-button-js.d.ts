declare module '@shopify/buy-button-js' {
  /** The `ShopifyBuy` class of the UMD bundle; checked at runtime before use. */
  const ShopifyBuy: unknown;
  export default ShopifyBuy;
}
