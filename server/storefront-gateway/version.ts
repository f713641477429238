/**
 * The one Storefront API version every call of the shops is made at: the gateway forwards the
 * Buy Button's, the product pages', the search's and the sitemap's requests at this version,
 * whatever version their path named. Moving it: add the new version's schema to the project,
 * run the drift check, then change this constant (see docs/operations.md).
 */
export const STOREFRONT_API_VERSION = '2026-04';
