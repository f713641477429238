/**
 * The one Storefront API version every call of the shops is made at: the gateway forwards the
 * Buy Button's, the product pages', the search's and the sitemap's requests at this version,
 * whatever version their path named. It is set in one place, `@zcomm/site-data/storefront-api`
 * (the newest schema the simulator carries; see docs/operations.md to move it).
 */
export { STOREFRONT_API_VERSION } from '@zcomm/site-data/storefront-api';
