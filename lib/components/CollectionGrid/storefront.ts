/**
 * The shop's Storefront API as the grid's parts reach it (the Buy Button, the cards' facts, the
 * product count): the storefront ids of a collection and a product, and the fetch that sends
 * the library's calls to the shop's endpoint. A leaf module, so those parts import none of
 * each other for it.
 */

/** The storefront id (`gid://shopify/Collection/…`) the library turns a collection id into. */
export function collectionStorefrontId(id: string): string {
  return id.startsWith('gid://') ? id : `gid://shopify/Collection/${id}`;
}

/** The storefront id (`gid://shopify/Product/…`) of a numeric or storefront product id. */
export function productStorefrontId(id: string): string {
  return id.startsWith('gid://') ? id : `gid://shopify/Product/${id}`;
}

/** A shop's Storefront API path, whatever version it names: `/api/<version>/graphql`. */
const graphqlPath = /^\/api\/[^/?#]+\/graphql(?:[?#].*)?$/;

/**
 * A fetch for shopify-buy that sends `https://<domain>/…` to `endpoint` instead (when
 * given) through `fetchFunction` (when given). An endpoint that is itself a GraphQL path (a
 * same-origin storefront gateway, `/api/storefront/graphql`) receives every Storefront API call
 * of the shop as it is: the gateway picks the API version. Undefined when neither is given.
 */
export function storefrontFetch(
  domain: string,
  endpoint: string | undefined,
  fetchFunction: typeof fetch | undefined,
): ((url: string, init: RequestInit) => Promise<Response>) | undefined {
  if (!endpoint && !fetchFunction) return undefined;
  const origin = `https://${domain}`;
  const base = endpoint?.replace(/\/+$/, '');
  const gateway = base?.endsWith('/graphql') ?? false;
  return (url, init) => {
    const path = url === origin || url.startsWith(`${origin}/`) ? url.slice(origin.length) : null;
    let target = url;
    if (base !== undefined && path !== null) {
      target = gateway ? (graphqlPath.test(path) ? base : url) : `${base}${path}`;
    }
    return fetchFunction ? fetchFunction(target, init) : fetch(target, init);
  };
}
