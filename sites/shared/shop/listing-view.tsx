/**
 * The filtered product list and its filter sheet: loaded once a list is filtered or sorted, or
 * its filters are first opened (never with a page's first load).
 */

import { PRODUCT_PATH_PREFIX } from '@zcomm/site-data/product-data';
import { FilterPanel, type PriceRange } from '@zcomm/storefront-ui';
import { type BuyButtonOptions, CollectionGrid } from '@zcomm/storefront-ui/collection-grid';
import { type ReactNode, useEffect, useState } from 'react';
import { cartEndpointFor, storefrontEndpointFor, toGridCollection } from './collections';
import { type Listing, type ListingSource, loadListing } from './listing';
import {
  PRICE_MAX_PARAM,
  PRICE_MIN_PARAM,
  PRODUCTS_UNAVAILABLE,
  useAddressParams,
  withoutChoices,
} from './listing-params';
import { productCountText } from './product-count';

interface ListingState {
  status: 'loading' | 'ready' | 'error';
  /** The last list loaded (kept while the next one loads, so nothing jumps). */
  listing: Listing | undefined;
}

function sourceKey(source: ListingSource): string {
  return [
    source.kind,
    source.record.collection_domain,
    source.record.collection_id,
    source.kind === 'search' ? source.query : '',
  ].join('\n');
}

/** The list for the address's choices, loaded again whenever they change. */
export function useListing(source: ListingSource): ListingState {
  const [params] = useAddressParams();
  const key = `${sourceKey(source)}\n${params.toString()}`;
  const [state, setState] = useState<ListingState>({ status: 'loading', listing: undefined });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the source and the address's choices
  useEffect(() => {
    let active = true;
    setState((current) => ({ status: 'loading', listing: current.listing }));
    loadListing(source, params).then(
      (listing) => {
        if (active) setState({ status: 'ready', listing });
      },
      (error: unknown) => {
        if (!active) return;
        console.error('Error fetching data:', error);
        setState({ status: 'error', listing: undefined });
      },
    );
    return () => {
      active = false;
    };
  }, [key]);
  return state;
}

export interface FilteredProductsProps {
  source: ListingSource;
  options: Readonly<BuyButtonOptions>;
  moneyFormat?: string | undefined;
  /** Class of the product count line. */
  countClassName: string;
  /** Shown when nothing matches (after the count line). */
  empty: ReactNode;
}

/**
 * The products the address's choices leave, in the chosen order: the count, then the shop's
 * Buy Button grid given their ids (its product set), or `empty` when none match.
 */
export function FilteredProducts({
  source,
  options,
  moneyFormat,
  countClassName,
  empty,
}: FilteredProductsProps) {
  const { status, listing } = useListing(source);
  const [, setParams] = useAddressParams();
  const count = listing?.productIds.length;
  return (
    <>
      <p className={countClassName} data-count={count} aria-live="polite">
        {status === 'error'
          ? PRODUCTS_UNAVAILABLE
          : count === undefined
            ? null
            : productCountText(count)}
      </p>
      {listing?.ignored.length ? (
        <p className="shell-listing-note">
          Not available here, so left out: {listing.ignored.join(', ')}.{' '}
          <button
            type="button"
            className="shell-listing-link"
            onClick={() => setParams((current) => withoutChoices(current))}
          >
            Clear all filters
          </button>
        </p>
      ) : null}
      {listing && listing.productIds.length > 0 ? (
        <CollectionGrid
          collection={toGridCollection(source.record)}
          storefrontEndpoint={storefrontEndpointFor(source.record)}
          cartEndpoint={cartEndpointFor(source.record)}
          productPathPrefix={PRODUCT_PATH_PREFIX}
          options={options}
          productIds={listing.productIds}
          choice={{
            options: listing.chosenOptions,
            words: source.kind === 'search' ? [source.query] : [],
          }}
          aria-busy={status === 'loading' || undefined}
          {...(moneyFormat ? { moneyFormat } : {})}
        />
      ) : null}
      {listing && listing.productIds.length === 0 ? empty : null}
    </>
  );
}

/** The filters of the list in a sheet; every choice goes into the address at once. */
export function FilterSheet({
  source,
  open,
  onClose,
}: {
  source: ListingSource;
  open: boolean;
  onClose: () => void;
}) {
  const { listing } = useListing(source);
  const [params, setParams] = useAddressParams();
  // Ticks follow the visitor at once (the router applies the new address in a transition),
  // then the address; the counts follow when the new list has loaded.
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const address = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address has caught up
  useEffect(() => setTicked({}), [address]);
  const groups = (listing?.groups ?? []).map((group) => {
    const chosen = params.getAll(group.id).map((value) => value.toLowerCase());
    return {
      ...group,
      choices: group.choices.map((choice) => ({
        ...choice,
        selected:
          ticked[`${group.id}\n${choice.id}`] ?? chosen.includes(choice.label.toLowerCase()),
      })),
    };
  });

  const toggle = (group: string, choice: string, selected: boolean) => {
    setTicked((current) => ({ ...current, [`${group}\n${choice}`]: selected }));
    setParams((current) => {
      const next = new URLSearchParams(current);
      const values = next
        .getAll(group)
        .filter((value) => value.toLowerCase() !== choice.toLowerCase());
      next.delete(group);
      for (const value of selected ? [...values, choice] : values) next.append(group, value);
      return next;
    });
  };
  const setPrice = (range: PriceRange) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(PRICE_MIN_PARAM);
      next.delete(PRICE_MAX_PARAM);
      if (range.min !== undefined) next.set(PRICE_MIN_PARAM, String(range.min));
      if (range.max !== undefined) next.set(PRICE_MAX_PARAM, String(range.max));
      return next;
    });
  };

  return (
    <FilterPanel
      open={open}
      onClose={onClose}
      groups={groups}
      onChoiceChange={toggle}
      price={listing?.price}
      onPriceChange={setPrice}
      onClear={() => setParams((current) => withoutChoices(current))}
      resultCount={listing?.productIds.length}
    />
  );
}
