import { lazy, Suspense, useState } from 'react';
import type { ListingSource } from './listing';
import {
  chosenSort,
  filterParams,
  SORT_PARAM,
  type SortChoice,
  useAddressParams,
  withoutChoices,
} from './listing-params';

const loadView = () => import('./listing-view');
const FilterSheet = lazy(() => loadView().then((module) => ({ default: module.FilterSheet })));

export interface ListingToolbarProps {
  /** The sort orders offered, the default first. */
  sorts: readonly SortChoice[];
  /** The list. */
  source: ListingSource;
}

/**
 * Filters, sort order and “Clear all” above a product list. Light: the filter sheet's code
 * and the storefront's filters load when the filters are first wanted (a pointer or the focus
 * on the button starts the download).
 */
export function ListingToolbar({ sorts, source }: ListingToolbarProps) {
  const [params, setParams] = useAddressParams();
  const [open, setOpen] = useState(false);
  // Once opened, the sheet stays mounted: closing it returns the focus to the button.
  const [opened, setOpened] = useState(false);
  const chosen = filterParams(params).length;
  const sort = chosenSort(params, sorts);

  return (
    <div className="shell-listing-toolbar" data-slot="listing-toolbar">
      <button
        type="button"
        className="shell-listing-button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadView()}
        onFocus={() => void loadView()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Filters{chosen > 0 ? ` (${chosen})` : ''}
      </button>
      <label className="shell-listing-sort">
        <span>Sort by</span>
        <select
          value={sort}
          onChange={(event) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              if (event.target.value) next.set(SORT_PARAM, event.target.value);
              else next.delete(SORT_PARAM);
              return next;
            })
          }
        >
          {sorts.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      {chosen > 0 || sort !== '' ? (
        <button
          type="button"
          className="shell-listing-link"
          onClick={() => setParams((current) => withoutChoices(current))}
        >
          Clear all
        </button>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <FilterSheet source={source} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
