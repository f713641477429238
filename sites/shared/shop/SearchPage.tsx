import type { Shop, ShopCollection } from '@zcomm/site-data/types';
import { Container, SearchCombobox } from '@zcomm/storefront-ui';
import type { BuyButtonOptions } from '@zcomm/storefront-ui/collection-grid';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useHydrated } from '../shell/hydrated';
import { SitePageMeta } from '../shell/page-meta';
import { useCollections } from './collections';
import { type StandardFilter, searchSorts } from './listing';
import { QUERY_PARAM, useAddressParams } from './listing-params';
import { ListingToolbar } from './listing-toolbar';
import { FilteredProducts } from './listing-view';
import { suggestProducts } from './search-suggest';

export interface SearchPageProps {
  /** The shop; its collections are offered when nothing matches. */
  shop: Shop;
  options: Readonly<BuyButtonOptions>;
  moneyFormat?: string;
  /** Prefix of the site's class names, as on the collection pages. */
  classPrefix: string;
  /** The standard the filters offer by its tags, where the shop has one. */
  standard?: StandardFilter | undefined;
}

function Collections({ collections }: { collections: readonly ShopCollection[] }) {
  return (
    <nav aria-label="Collections">
      <ul className="shell-search-collections">
        {collections.map((collection) => (
          <li key={collection.path}>
            <Link to={collection.path}>{collection.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Search results at `/search?q=…`: the query and the number of products found, filters and
 * sorting, and the matching products in the shop's Buy Button grid (its product set), with the
 * shop's cart and styles. Nothing found says so and offers the collections.
 */
export function SearchPage({ shop, options, moneyFormat, classPrefix, standard }: SearchPageProps) {
  const [params] = useAddressParams();
  const navigate = useNavigate();
  // The page is built as `/search`: it hydrates without the query, then shows it.
  const hydrated = useHydrated();
  const query = hydrated ? (params.get(QUERY_PARAM) ?? '').trim() : '';
  const { status, collections } = useCollections({ store: shop.store });
  const record = status === 'ready' ? collections[0] : undefined;
  const source = record && { kind: 'search' as const, record, query, standard };
  const search = useMemo(() => suggestProducts(shop.store), [shop.store]);

  return (
    <>
      <SitePageMeta
        title={query ? `Search results for “${query}”` : 'Search'}
        description="Search the shop's products by name, colour, size or type."
      />
      {/* Search results are the shop's own listing, not a page to list in search engines. */}
      <meta name="robots" content="noindex, follow" />
      <Container className={`${classPrefix}-collection shell-search`}>
        <h1 className={`${classPrefix}-page-heading`}>
          {query ? `Search results for “${query}”` : 'Search'}
        </h1>
        <SearchCombobox
          key={query}
          className="shell-search-field"
          landmarkLabel="Search results"
          search={search}
          label="Search products"
          defaultValue={query}
          onNavigate={(href) => navigate(href)}
        />
        {!query ? (
          <>
            <p className={`${classPrefix}-page-lead`}>
              Type a product name, colour, size or type above, or browse a collection:
            </p>
            <Collections collections={shop.collections} />
          </>
        ) : status === 'error' ? (
          <p className="shell-listing-empty">
            The search is not available right now. Please try again, or browse a collection:
          </p>
        ) : source ? (
          <>
            <ListingToolbar sorts={searchSorts} source={source} />
            <FilteredProducts
              source={source}
              options={options}
              moneyFormat={moneyFormat}
              countClassName="shell-collection-count"
              empty={
                <>
                  <p className="shell-listing-empty">
                    No products match “{query}”. Check the spelling, try fewer words, or browse a
                    collection:
                  </p>
                  <Collections collections={shop.collections} />
                </>
              }
            />
          </>
        ) : null}
        {query && status === 'error' ? <Collections collections={shop.collections} /> : null}
      </Container>
    </>
  );
}
